import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { AttributeValue, SpanDraft } from "../span.js";
import { attributes, dateAttribute, quantityAttribute, textIn } from "../text/attributes.js";
import { findDates } from "../text/dates.js";
import { findQuantities } from "../text/quantities.js";
import { sentencesIn, type Sentence } from "../text/sentences.js";
import type { Ranges } from "./scope.js";

/*
 * The 8-K events of Items 1.01 (material definitive agreements), 2.01 (completed acquisitions
 * and dispositions) and 5.02 (departures, appointments and compensatory arrangements of
 * directors and officers). Each reads only its own item's section.
 */

const DATE = { name: "date", type: "date", description: "Date stated (effective, entered into, completed)" } as const;
const PERSON = { name: "person", type: "text", description: "Who" } as const;
const ROLE = { name: "role", type: "text", description: "Office or position" } as const;
const PARTY = { name: "counterparty", type: "text", description: "The other party" } as const;
const AMOUNT = { name: "amount", type: "money", description: "Consideration or amount stated" } as const;

export const agreementSchema: ExtractionSchema = {
  name: "event_agreement",
  version: 1,
  title: "8-K Item 1.01 agreements",
  description:
    "Material definitive agreements entered into or amended (Form 8-K Item 1.01): the agreement, the counterparty, the date and any amount.",
  classes: [
    { name: "entered", description: "An agreement entered into", valueAttributes: [], attributes: [PARTY, DATE, AMOUNT] },
    { name: "amended", description: "An existing agreement amended", valueAttributes: [], attributes: [PARTY, DATE, AMOUNT] },
  ],
  forms: ["8-K"],
  documents: ["primary"],
  sections: { "8-K": ["item_1_01"] },
};

export const acquisitionSchema: ExtractionSchema = {
  name: "event_acquisition",
  version: 1,
  title: "8-K Item 2.01 acquisitions and dispositions",
  description: "Completed acquisitions and dispositions of assets (Form 8-K Item 2.01): what, the date and the consideration.",
  classes: [
    {
      name: "acquisition_completed",
      description: "An acquisition or merger completed",
      valueAttributes: ["amount"],
      attributes: [PARTY, DATE, AMOUNT],
    },
    {
      name: "disposition_completed",
      description: "A sale, disposition or spin-off completed",
      valueAttributes: ["amount"],
      attributes: [PARTY, DATE, AMOUNT],
    },
  ],
  forms: ["8-K"],
  documents: ["primary"],
  sections: { "8-K": ["item_2_01"] },
};

export const officerChangeSchema: ExtractionSchema = {
  name: "event_officer_change",
  version: 1,
  title: "8-K Item 5.02 officer and director changes",
  description:
    "Departures and appointments of directors and officers and their compensatory arrangements (Form 8-K Item 5.02): who, which role, when.",
  classes: [
    {
      name: "departure",
      description: "A director or officer resigns, retires, is removed or will not stand for re-election",
      valueAttributes: [],
      attributes: [PERSON, ROLE, DATE],
    },
    {
      name: "appointment",
      description: "A director or officer is appointed, elected or promoted",
      valueAttributes: [],
      attributes: [PERSON, ROLE, DATE],
    },
    {
      name: "compensation",
      description: "A compensatory plan, award or agreement approved or amended",
      valueAttributes: [],
      attributes: [PERSON, ROLE, DATE, AMOUNT],
    },
  ],
  forms: ["8-K"],
  documents: ["primary"],
  sections: { "8-K": ["item_5_02"] },
};

const NAME = /\b(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+(?:[A-Z][a-z]+|[A-Z][a-z]*[A-Z][a-z]+)){1,2}\b/g;
const ROLE_RE =
  /\b(?:(?:Executive |Senior |Group )?Vice President[^,.;]{0,60}|Chief [A-Z][a-z]+(?: [A-Z][a-z]+)? Officer|(?:sole |Co-)?CEO|CFO|COO|Co-Presidents?|President|Chair(?:man|woman|person)?(?: of the Board)?|Treasurer|Secretary|Controller|General Counsel|(?:independent |non-employee )?director|member of the Board(?: of Directors)?)\b/i;
const NOT_NAMES =
  /^(?:The|Board|Company|Compensation|Committee|Item|Form|Chief|Executive|Vice|President|Senior|On|In|Effective|Human|Talent|Directors|Annual|Meeting|Section|Exhibit|Plan|Agreement|Fiscal|Stock|Incentive|Variable|Mr|Ms|Dr)\b/;

function personIn(s: Sentence): AttributeValue | undefined {
  for (const m of s.text.matchAll(NAME)) {
    if (m.index === undefined || (NOT_NAMES.test(m[0].replace(/^(?:Mr|Ms|Mrs|Dr)\.\s+/, "X ")) && !/^(?:Mr|Ms|Mrs|Dr)\./.test(m[0])))
      continue;
    if (/^(?:Mr|Ms|Mrs|Dr)\.\s+[A-Z][a-z]+$/.test(m[0]) || m[0].split(/\s+/).length >= 2) return textIn(s, m.index, m.index + m[0].length);
  }
  return undefined;
}

function common(s: Sentence): Record<string, AttributeValue | undefined> {
  const role = ROLE_RE.exec(s.text);
  const date = findDates(s.text)[0];
  const amount = findQuantities(s.text).find((q) => q.kind === "money");
  return {
    role: role ? textIn(s, role.index, role.index + role[0].length) : undefined,
    date: date && dateAttribute(date, s.start),
    amount: amount && quantityAttribute(amount, s.start),
  };
}

const DEPARTURE =
  /\b(?:resign(?:ed|s|ing|ation)?|retire(?:d|s)?|(?:decided|intends?|intention) to retire|step(?:ped|s|ping)? down|depart(?:ed|s|ure)?|transition(?:ed|s)? from the role|terminat(?:ed|ion) (?:of|as)|will (?:leave|cease to serve)|not (?:to )?stand for re-?election|informed [^.]{0,80} (?:of )?(?:his|her|their) (?:intention|decision) (?:to )?(?:retire|resign|step down|leave))\b/i;
const APPOINTMENT =
  /\b(?:appoint(?:ed|ment|s)?|elected|named (?:as|to)|promoted|will (?:join|serve as|succeed|become)|to serve as|succeed(?:s|ed)?|became)\b/i;
const COMPENSATION =
  /\b(?:compensat\w+|salary|bonus\w*|incentive|awards?|grants?|severance|retention|equity|employment agreements?|PSUs?|RSUs?|stock options?)\b/i;
/** A compensatory decision: the board or its committee acts ("approved", "adopted", "determined to award", "extended the terms"). */
const DECISION =
  /\b(?:Committee|Board|Boards|CMDC)\b(?:[^.]|\.(?!\s+[A-Z])){0,240}\b(?:approved|adopted|amended|determined to (?:award|grant)|awarded|granted|has set|set the|extended|increased)\b|\bwhich yielded\b/i;
const HYPOTHETICAL = /\b(?:may|might|could|would|if)\b/i;

export function extractOfficerChanges(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  const out: SpanDraft[] = [];
  for (const s of sentencesIn(doc, ranges)) {
    if (/^\s*(?:\(d\)|Exhibit|Item \d)/i.test(s.text)) continue;
    // One sentence can state several events ("X transitioned from the role of CFO ... and Y became CFO").
    const departure =
      DEPARTURE.test(s.text) &&
      !/\bsucceed\b.{0,40}\bwho (?:will )?(?:retire|resign)|\bvesting\b/i.test(s.text) &&
      !HYPOTHETICAL.test(s.text.slice(0, 40));
    const appointment = APPOINTMENT.test(s.text) && (personIn(s) !== undefined || ROLE_RE.test(s.text));
    const compensation = !departure && !appointment && COMPENSATION.test(s.text) && DECISION.test(s.text);
    const classes = [departure ? "departure" : null, appointment ? "appointment" : null, compensation ? "compensation" : null].filter(
      (c): c is string => c !== null,
    );
    for (const cls of classes) {
      out.push({
        class: cls,
        start: s.start,
        end: s.end,
        source: "sentence",
        attributes: attributes({ person: personIn(s), ...common(s), ...(cls === "compensation" ? {} : { amount: undefined }) }),
        confidence: 0.75,
      });
    }
  }
  return out;
}

export function extractAgreements(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  const out: SpanDraft[] = [];
  for (const s of sentencesIn(doc, ranges)) {
    const entered = /\bentered into (?:a|an|the|certain)\b[^.]{0,200}\b(?:agreement|contract|indenture|credit facility|amendment)\b/i.test(
      s.text,
    );
    const amended =
      /\b(?:amend(?:ed|ment|s)? (?:to |of )?(?:the |its |our )?[^.]{0,80}\bagreement|agreement[^.]{0,40}\bwas amended)\b/i.test(s.text);
    if (!entered && !amended) continue;
    const party = /\b(?:with|among|between) ([A-Z][\w&.,'’-]*(?:\s+(?:[A-Z][\w&.,'’-]*|and|of|the)){0,8})/.exec(s.text);
    out.push({
      class: amended && !/entered into (?:a|an) (?:new )?(?!amendment)/i.test(s.text) ? "amended" : "entered",
      start: s.start,
      end: s.end,
      source: "sentence",
      attributes: attributes({
        counterparty: party ? textIn(s, party.index + party[0].indexOf(party[1] as string), party.index + party[0].length) : undefined,
        ...common(s),
        role: undefined,
      }),
      confidence: 0.75,
    });
  }
  return out;
}

export function extractAcquisitions(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  const out: SpanDraft[] = [];
  for (const s of sentencesIn(doc, ranges)) {
    const acquired =
      /\b(?:completed|consummated|closed) (?:the|its|our)? ?(?:previously announced )?(?:acquisition|purchase|merger)\b|\bacquired (?:all|substantially all)\b/i.test(
        s.text,
      );
    const disposed =
      /\b(?:completed|consummated|closed) (?:the|its|our)? ?(?:previously announced )?(?:sale|disposition|divestiture|spin-off|separation)\b|\bsold (?:all|substantially all)\b/i.test(
        s.text,
      );
    if (!acquired && !disposed) continue;
    const party = /\b(?:of|acquire|acquired|with) ([A-Z][\w&.,'’-]*(?:\s+(?:[A-Z][\w&.,'’-]*|and|of|the)){0,6})/.exec(s.text);
    out.push({
      class: disposed && !acquired ? "disposition_completed" : "acquisition_completed",
      start: s.start,
      end: s.end,
      source: "sentence",
      attributes: attributes({
        counterparty: party ? textIn(s, party.index + party[0].indexOf(party[1] as string), party.index + party[0].length) : undefined,
        ...common(s),
        role: undefined,
      }),
      confidence: 0.75,
    });
  }
  return out;
}
