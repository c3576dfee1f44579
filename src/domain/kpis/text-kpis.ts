import { findQuantities, type Quantity } from "../extractions/index.js";
import { KPI_TOPICS, TOPIC_RULES, type KpiTopic } from "./kpi-topics.js";
import { compKind, modelBeforeUnit, oneBuilding, operator, partKind, spacePurpose, storesPlace, volumeKind } from "./topic-parts.js";
import {
  isPart,
  nameBeforeNoun,
  NO_CONTEXT,
  placeOfWhole,
  placesAfterNouns,
  respectiveNames,
  segmentInText,
  spansOf,
  valueLists,
  type TextContext,
  type ValueSpan,
} from "./text-context.js";

/** A KPI value stated in prose, with offsets relative to the text read. */
export interface TextKpi {
  readonly topic: KpiTopic;
  readonly kpiName: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly value: number;
  readonly unit: string;
  /** Stated as the earlier value of a comparison ("up from 260.28 million") or for an earlier period. */
  readonly prior: boolean;
  /** The filing's own period, its year to date, or an earlier period ("respectively" order, a year named). */
  readonly span: ValueSpan;
  /** The segment, model or region the sentence gives the value; null for the whole company. */
  readonly segment: string | null;
}

/** Plain counts the quantity finder leaves alone ("2,347 stores", "470,100 associates"): no sign, no scale word. */
const BARE = /(?<![\d$.,€£])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d,]*\s?%)(?!\.\d)/g;
const SCALE_AFTER = /^\s?(thousand|million|billion|trillion)\b/i;
const SCALES: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
/** A comparison's earlier value: "from 260.28 million", "compared to 1,808,000 in 2023". */
/** A change, not a level: "a decrease of approximately 22,000 ... deliveries". */
const CHANGE_BEFORE = /(?:increase|decrease|decline|growth|reduction|change)\s+of\s+(?:approximately |about |nearly )?$/i;
/** "up more than $2 billion", "increased by 4,000": a change, not a level ("increased to" is a level). */
const CHANGE_WORD_BEFORE =
  /\b(?:up|down|increased|decreased|grew|rose|fell|declined|higher|lower|added|lost)\s+(?:by\s+)?(?:more than |over |approximately |about |nearly |roughly |almost |some )?$/i;
/** "... was $5,011 million higher than": a difference, not a level. */
const CHANGE_AFTER = /^\s*(?:higher|lower|more|less|above|below|greater|fewer)\b/i;
/** A bound, not a level: "stores of at least 40,000 square feet", "up to 500 stores", "50,000 square feet or larger", and a floor ("more than N people", "over N employees", "exceeded N") that states no level. */
const BOUND_BEFORE =
  /(?:\b(?:at least|a minimum of|minimum|up to|well over|well above|surpass(?:ed|ing)?|no (?:more|less|fewer) than|rang(?:e|es|ed|ing) from|between|as (?:many|few|large|small) as|maximum of|exceed(?:ed|ing|s)?|threshold of|more than|over|greater than|in excess of|north of)|\b(?:from|between) (?:[\d,.]+|one|two|three|four|five|six|seven|eight|nine|ten)(?: [a-z]+){0,3} (?:to|and))\s+(?:approximately\s+)?$/i;
/** A size limit stated as a level: "the minimum store size is N square feet", "our largest store is N". */
const LIMIT_BEFORE = /\b(?:minimum|maximum|smallest|largest)\b[^.;,\d]{0,25}\b(?:is|was|of)\s+(?:approximately\s+)?$/i;
const BOUND_AFTER = /^\s*(?:square feet\s+)?(?:or (?:more|larger|greater|less|fewer|smaller)|to [\d,]+|and [\d,]+\s+square|plus\b)|^\+/i;
/** Progress through a plan, not a level: "N stores into that program". */
const PROGRESS_AFTER = /^\s*[a-z]+(?:\s+[a-z]+)?\s+into\s+(?:that|the|this|our)\b/i;
/** A count is no count when its clause is about money: "capital expenditures of 3,500 ... stores", "a warranty accrual of 81 ... deliveries". */
const COST_BEFORE =
  /\b(?:capital expenditures?|capex|costs?|spend(?:ing)?|invest(?:ed|ments?)?|accru(?:al|als|ed)|warrant(?:y|ies)|reserves?|expenses?|charges?|prices?)\b(?:[^.;,]|[.,]\d){0,40}$/i;
/** A number that names something: "the <model> program", "higher <model> deliveries", "Model 3". */
const NAME_BEFORE = /\b(?:the|higher|lower|more|fewer|our|its|their|those|these|that|this|model|series)\s+$/i;
/** A flow, not the count: "we opened 12 new stores", "closed 30 stores". */
const FLOW_BEFORE =
  /\b(?:opened|opening|opens|closed|closing|closes|remodel(?:ed|ing)?|relocated|acquired)\s+(?:approximately\s+|about\s+|over\s+|more than\s+)?$/i;
/** A month's figure is not the period's: "we've delivered 33 airplanes in January". */
const MONTH_AFTER = /^[^.;,\d]{0,40}?\bin (?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const NAME_AFTER = /^\s*(?:program|model|family|series|platform|MAX)\b|^[-‑–][A-Z0-9]/i;
/** Someone else's figure, in a call or a filing: an analyst's estimate or the consensus, not what the company reports. */
const ESTIMATE =
  /\b(?:consensus|analysts?['’]? (?:estimates?|expectations?|forecasts?|numbers?)|(?:street|your|sell-side) (?:estimates?|numbers?|models?)|you (?:estimated?|mentioned|said|have))\b/i;
/** A headcount in prose is the company's when the sentence says it employs or has them ("we employed approximately 470,100 associates", "the Company had approximately 109,000 employees", "our approximately 138,100 employees"). */
const EMPLOYS_BEFORE =
  /\b(?:employ(?:ed|s)?|had|has|have|ended the (?:year|quarter) with|workforce|headcount (?:was|of|is|(?:increased|decreased|grew|rose|fell|declined) to)|(?:total |our )?employees (?:numbered|totaled)|of which|of whom|including)\b[^.;]{0,70}$|\bour\s+(?:approximately |about |nearly |over |more than )?$/i;
/** Someone else's workforce: "They employ N people" (a customer spoken of), "<Customer>, which employs ...". */
const OTHERS_EMPLOY = /(?:^|[.;]\s*)(?:They|He|She|Their|His|Her)\b[^.;]{0,40}\bemploy|\b(?:which|who) employs?\b[^.;]{0,30}$/;
const PRIOR_BEFORE = /(?:compared (?:to|with)|from|versus|vs\.?|last year|prior year|a year ago)\s+(?:approximately |about |nearly )?$/i;
/** Plans and guidance are not reported values ("plans to open"; a noun "recovery plans" in a reported clause is no plan). */
const FORWARD = /\b(?:expects?|expected|plans? to|planned|anticipates?|targets?|intends?|will|guidance|outlook|forecast|goal)\b/i;
/** What may stand between a count and the noun it counts ("1,789,000 consumer vehicles", "301.6 million paid memberships"). */
const NOUN_GAP = 36;
/** How far before a money or percent value its subject may be named in the same clause. */
const SUBJECT_REACH = 90;
/** ... and how far when a phrase between commas stands between them ("Remaining performance obligations, as defined in Note 1 ..., were $99.1 billion"). */
const APPOSITIVE_REACH = 260;
/** ... or through a qualifying phrase with no other figure or clause break: "<topic> related to customer contracts that are unsatisfied ... was approximately $N". */
const LONG_SUBJECT =
  /^\s(?:related|relating|allocated|attributable)\s+to\s[^,;.\d$%]*\s(?:was|were|totaled|amounted to)\s+(?:approximately\s+|about\s+|nearly\s+)?$/i;
const APPOSITIVE = /^,[^;]*?(?:,\s*|\s)(?:was|were|totaled|amounted to|stood at)\s+(?:approximately\s+|about\s+|nearly\s+)?$/i;

interface Candidate {
  readonly start: number;
  readonly end: number;
  readonly value: number;
  readonly kind: "count" | "money" | "percent";
}

function candidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  const all = findQuantities(text);
  for (const q of all) {
    const kind = kindOf(q);
    if (!kind || q.high !== null) continue;
    // The finder's counts include their noun ("2,347 stores"); the noun is read as the topic below.
    const end = q.kind === "count" ? q.start + (/^[\d,.]+/.exec(q.text)?.[0].length ?? q.text.length) : q.end;
    found.push({ start: q.start, end, value: q.value * signOf(text, q.start, end), kind });
  }
  BARE.lastIndex = 0;
  for (let m = BARE.exec(text); m; m = BARE.exec(text)) {
    const start = m.index;
    const digits = m[1] as string;
    // Inside a quantity already read, or one that is not a KPI ("2,932 shares"): not a count.
    if (all.some((q) => q.start <= start && start < q.end)) continue;
    // A year, a note or item number, or a model number ("737-8", "Model 3") is not a count.
    if (
      /^[-‑–]\d/.test(text.slice(start + digits.length)) ||
      /^(?:19|20)\d{2}$/.test(digits) ||
      (!digits.includes(",") && Number(digits) < 10)
    )
      continue;
    const scale = SCALE_AFTER.exec(text.slice(start + digits.length));
    const end = start + digits.length + (scale ? scale[0].length : 0);
    found.push({
      start,
      end,
      value: Number(digits.replace(/,/g, "")) * (scale ? (SCALES[(scale[1] as string).toLowerCase()] as number) : 1),
      kind: "count",
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "decreased 1.8%", "a 1.0% decrease": a change stated in words carries its sign in words. */
function signOf(text: string, start: number, end: number): number {
  if (/(?:decreased?|declined?|down|fell|negative)\s+(?:by\s+)?$/i.test(text.slice(Math.max(0, start - 20), start))) return -1;
  // "negative comps of N%": the sign word before the measure's name.
  if (/\bnegative\s+[a-z]+(?:\s+[a-z]+)?\s+of\s+$/i.test(text.slice(Math.max(0, start - 40), start))) return -1;
  return /^\s*(?:decrease|decline)\b/i.test(text.slice(end, end + 12)) ? -1 : 1;
}

function kindOf(q: Quantity): Candidate["kind"] | null {
  switch (q.kind) {
    case "money":
    case "per_share":
      return q.kind === "money" ? "money" : null;
    case "percent":
      return "percent";
    case "count":
    case "number":
      return "count";
    case "shares":
    case "basis_points":
      return null;
  }
}

function measureFits(topic: KpiTopic, kind: Candidate["kind"]): boolean {
  const measure = TOPIC_RULES[topic].measure;
  if (measure === "count_or_money") return kind !== "percent";
  return measure === kind;
}

/** The topic a value belongs to: the noun right after a count, else the subject named before it in its clause. */
function topicFor(text: string, c: Candidate): { topic: KpiTopic; name: string; at: number; segment?: string } | null {
  const after = text.slice(c.end, c.end + NOUN_GAP + 30);
  // A verb right before the count names it ("we produced approximately 773,000 ..."): it wins over a later verb.
  const lead = text.slice(Math.max(0, c.start - 40), c.start);
  const branded = c.kind === "count" ? brandedTransactions(text, c) : null;
  if (branded) return { topic: "transactions_volume", name: "transactions", at: branded.at, segment: branded.name };
  const verb = /\b(delivered|produced)\s+(?:approximately |about |nearly |over |more than |a record |record )?$/i.exec(lead);
  if (verb && c.kind === "count") return { topic: "deliveries_production", name: verb[1] as string, at: c.start - 40 + verb.index };
  // "we employed 30,000 people", "served 7.8 million people": the verb says what people are counted.
  const people =
    /^\s*(?:full[- ]time\s+|part[- ]time\s+)?(people|persons|individuals|employees|associates|team members|workers|members|customers)\b/i.exec(
      text.slice(c.end, c.end + 40),
    );
  const peopleVerb =
    /\b(employ(?:ed|s)?|serve[ds]?|serving)\s+(?:(?:approximately|about|nearly|roughly|almost|over|more than)\s+){0,2}$/i.exec(lead) ??
    // "<Business> provides access to medical services for N people": the people a business serves.
    /\b(provide[sd]?)\s+(?:access\s+to\s+)?[a-z][a-z -]{0,40}?\s+for\s+(?:(?:approximately|about|nearly|roughly|almost)\s+)?$/i.exec(
      text.slice(Math.max(0, c.start - 90), c.start),
    );
  if (
    people &&
    peopleVerb &&
    c.kind === "count" &&
    !(/^provide/i.test(peopleVerb[1] as string) && !/^(?:people|persons|individuals|members)$/i.test(people[1] as string))
  ) {
    const topic: KpiTopic = /^employ/i.test(peopleVerb[1] as string) ? "headcount" : "subscribers_members";
    // "served N people through its <Name> products": the products named are the part of the business.
    const through =
      topic === "subscribers_members"
        ? /^\s*\S+\s+through\s+(?:its|our|their)\s+([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:products|plans|programs|offerings)\b/.exec(
            text.slice(c.end, c.end + 90),
          )?.[1]
        : undefined;
    return {
      topic,
      name: /^provide/i.test(peopleVerb[1] as string) ? `people served` : `${peopleVerb[1] as string} ${people[1] as string}`,
      at: c.end + people.index,
      ...(through ? { segment: through } : {}),
    };
  }
  for (const topic of KPI_TOPICS) {
    if (!measureFits(topic, c.kind)) continue;
    const m = TOPIC_RULES[topic].words.exec(after);
    if (!m || m.index > NOUN_GAP) continue;
    const gap = after.slice(0, m.index);
    // An amount names what it measures after "of" ("$N billion of remaining performance obligations", "$N million of revenue related to remaining performance obligations"); a count its noun.
    const amountOf =
      /^\s*of\s+(?:(?:revenue|the transaction price)\s+(?:related|allocated|attributable)\s+to\s+)?(?:our\s+|its\s+|the\s+)?$/i;
    if (c.kind !== "count" && !amountOf.test(gap)) continue;
    // A volume is stated "in" it: "N trillion in <kind> payments volume".
    const volumeIn = topic === "transactions_volume" && /volume/i.test(m[0]) && /^\s*in\s+(?:[a-z]+\s+)?$/i.test(gap);
    // Punctuation, a relative clause ("25 aircraft in inventory that were produced") or a preposition ("rollbacks in stores") ends the noun phrase.
    // An abbreviation's full stops ("U.S. stores") end nothing.
    if (
      c.kind === "count" &&
      !volumeIn &&
      /[,;.:()]|\b(?:that|which|who|were|was|in|at|for|per|from|to|on|across|into|with|by|within)\b/i.test(
        gap.replace(/\b(?:[A-Z]\.){2,}/g, "X"),
      )
    )
      continue;
    // "N and <other subject> ...": "and" right after a count starts another clause, whose noun is not this count's ("1,000 and 900 stores" is a list, read as one).
    if (c.kind === "count" && /^\s+and\s+(?![\d,.]+\s)/i.test(gap)) continue;
    // A count comes after its verb: a number before "delivered" is a subject or a name ("... vehicles and delivered", "the <model> program delivered").
    if (/^(?:delivered|produced|production of)$/i.test(m[0])) continue;
    // "13,000 of our employees" is a part of the workforce, not its size (a store count's part is a breakdown, kept).
    if (topic === "headcount" && /\bof (?:our|the|its|their)\b/i.test(gap)) continue;
    return { topic, name: m[0], at: c.end + m.index };
  }
  const clauseStart = Math.max(0, c.start - APPOSITIVE_REACH, text.lastIndexOf(";", c.start) + 1, lastSentenceBreak(text, c.start) + 1);
  const before = text.slice(clauseStart, c.start);
  let best: { topic: KpiTopic; name: string; at: number } | null = null;
  for (const topic of KPI_TOPICS) {
    if (!measureFits(topic, c.kind)) continue;
    const re = new RegExp(TOPIC_RULES[topic].words.source, "gi");
    for (let m = re.exec(before); m; m = re.exec(before)) {
      // A count's subject must lead straight to it ("paid memberships of 301.6 million", "backlog was $521 billion").
      const gap = before.slice(m.index + m[0].length);
      // A topic word after "by" is the basis something is measured on ("members (by <topic>) that ..., $N was returned"), not the amount's subject.
      if (/\bby\s+(?:the\s+)?$|\bbased on\s+(?:the\s+)?$/i.test(before.slice(0, m.index))) continue;
      // Beyond the usual reach only through an inserted phrase: "<topic>, which represents ..., as of <date> was $N".
      if (before.length - m.index > SUBJECT_REACH && !APPOSITIVE.test(gap) && !(c.kind === "money" && LONG_SUBJECT.test(gap))) continue;
      // A new subject joined after the topic's value names another amount: "$N in <topic>, and cash and short-term investments of $M".
      if (c.kind === "money" && /,\s*and\s+[a-z][a-z -]*\s+(?:of|was|were|totaled)\s+(?:approximately\s+|about\s+)?$/i.test(gap)) continue;
      // ", respectively, of which approximately": a part of the count just named.
      if (
        c.kind === "count" &&
        !/^\s*(?:\([^)]*\)\s*)?(?:of|was|were|totaled|totaling|numbered|reached|grew to|increased to|decreased to|to|:|,?\s*(?:respectively,\s*)?of (?:which|whom))?\s*(?:approximately|about|nearly|over|more than)?\s*$/i.test(
          gap.replace(PLACE_PHRASE, " "),
        )
      )
        continue;
      // "Membership in our warehouse clubs totaled N cardholders": a count followed by its own noun of people or things counts that noun, not the subject's topic.
      if (c.kind === "count" && otherNoun(text.slice(c.end, c.end + 40), topic)) continue;
      if (!best || m.index > best.at) best = { topic, name: m[0], at: m.index };
    }
  }
  return best && { topic: best.topic, name: best.name, at: clauseStart + best.at };
}

/** "<topic> in the <Place> were N": a place named between the topic and its verb (capitalized words, so case matters here). */
const PLACE_PHRASE =
  /^\s*(?:(?:in|for|at) (?:the )?(?:[A-Z][\w.&-]*\s+(?:and\s+)?){1,4}|in operation\s+|open\s+)(?=(?:was|were|totaled|numbered|of|reached|(?:grew|increased|decreased|rose|fell) to)\b)/;

/** The noun right after a count names someone else's count ("N cardholders", "N customers", "N sellers"): a word for people or things that is not the topic's. */
function otherNoun(after: string, topic: KpiTopic): boolean {
  const word = /^\s*(?:thousand|million|billion)?\s*([a-z]+(?:ers|ors|ants|ents|ists|ees))\b/.exec(after)?.[1];
  return word !== undefined && !TOPIC_RULES[topic].words.test(word);
}

/** Topics whose counts are stated per place ("<topic> totaled N in <Region>"). */
const PLACED_TOPICS: ReadonlySet<KpiTopic> = new Set<KpiTopic>(["subscribers_members", "users", "stores", "headcount"]);

/** "<topic> totaled N in <Region> and M in other countries": the place right after a count whose subject came before it (a name, never a month or quarter). */
function placeRightAfter(after: string): string | null {
  const m =
    /^\s*(?:thousand|million|billion)?\s+in\s+(?:the\s+)?((?:[A-Z][\w.&'’-]*)(?:\s+(?:and\s+)?[A-Z][\w.&'’-]*){0,3}|other (?:countries|regions|markets))/.exec(
      after,
    );
  const place = m?.[1]?.replace(/\s+and$/, "") ?? null;
  return place !== null &&
    !/^(?:January|February|March|April|May|June|July|August|September|October|November|December|Q[1-4]|FY|Fiscal)\b/.test(place)
    ? place
    : null;
}

/** A product's name before "transactions" ("<Product> transactions"), not a sentence opener or a kind of all transactions. */
const BRAND = String.raw`([A-Z][\w-]*(?:\s+[A-Za-z][\w-]*)?)`;
const NOT_A_BRAND = /^(?:Total|The|Our|All|These|Those|Such|Its|Their|Processed|Switched|Cross-border|Payment|Card|We|And|So)\b/;

/**
 * Transactions counted under a product's name: "N billion <Product> transactions", "<Product>
 * transactions grew x% for the quarter to N billion". The name is the part of the business.
 */
function brandedTransactions(text: string, c: Candidate): { name: string; at: number } | null {
  const after = new RegExp(String.raw`^\s*${BRAND}\s+transactions\b`).exec(text.slice(c.end, c.end + 50));
  if (after && !NOT_A_BRAND.test(after[1] as string)) return { name: after[1] as string, at: c.end + after.index };
  const head = text.slice(Math.max(0, c.start - 120), c.start);
  const before = new RegExp(
    String.raw`(?:^|[^\w-])${BRAND}\s+transactions\s+(?:grew|increased|rose|reached)\b[^.;$]{0,40}?\bto\s+(?:approximately\s+|about\s+|nearly\s+|almost\s+)?$`,
  ).exec(head);
  if (before && !NOT_A_BRAND.test(before[1] as string)) return { name: before[1] as string, at: c.start - head.length + before.index };
  return null;
}

/** The last ". " before `at` that ends a sentence, not an abbreviation's ("U.S. stores", "Inc. reported"): -1 when none. */
function lastSentenceBreak(text: string, at: number): number {
  let last = -1;
  for (const m of text.slice(0, at).matchAll(/\. /g)) {
    const word = /(?:^|\s)(\S+)$/.exec(text.slice(0, m.index))?.[1] ?? "";
    if (/^(?:[A-Z]\.)*[A-Z]$|^(?:Inc|Corp|Co|Ltd|No|Nos|vs|approx)$/.test(word)) continue;
    last = m.index;
  }
  return last;
}

/** A plan or guidance: a forward word before the value, or after it in its own clause ("..., of which we expect" is a later clause). */
function forward(text: string, c: Candidate): boolean {
  const clauseEnd = text.slice(c.end).search(/[,;]/);
  return FORWARD.test(text.slice(0, c.end)) || FORWARD.test(text.slice(c.end, clauseEnd < 0 ? undefined : c.end + clauseEnd));
}

/** Why a number of a sentence is not a KPI level: a change, a size bound, a cost, a flow, a month's figure, a name. */
function notALevel(text: string, c: Candidate, topic: KpiTopic): boolean {
  const before = text.slice(Math.max(0, c.start - 60), c.start);
  const after = text.slice(c.end, c.end + 30);
  if (CHANGE_BEFORE.test(before) || CHANGE_AFTER.test(after)) return true;
  // A comparable-sales percentage is a change by definition ("decreased 1.8%"); a count or an amount after "up" is not a level.
  if (TOPIC_RULES[topic].measure !== "percent" && CHANGE_WORD_BEFORE.test(before)) return true;
  if (BOUND_BEFORE.test(before) || LIMIT_BEFORE.test(before) || BOUND_AFTER.test(after) || MONTH_AFTER.test(text.slice(c.end, c.end + 60)))
    return true;
  if (c.kind !== "count") return false;
  // "N new stores" are openings, a flow like "opened N stores".
  if (COST_BEFORE.test(before) || FLOW_BEFORE.test(before) || PROGRESS_AFTER.test(after) || /^\s+new\b/i.test(after)) return true;
  // An amount taken out of a total ("Excluded from this amount is approximately N square feet ... leased to others") is no level.
  if (/\b(?:excluded from|excluding|not included in)\b[^.;]{0,40}$/i.test(before)) return true;
  // Names are bare numbers without separators ("787", "3"); counts of thousands carry commas.
  return !/,/.test(text.slice(c.start, c.end)) && c.value < 10_000 && (NAME_BEFORE.test(before) || NAME_AFTER.test(after));
}

/**
 * "Approximately N employees, which constitute x% of our total workforce, were union represented":
 * employees counted as the sentence's subject, with what they are after the verb, are the part
 * of the workforce of that kind (the kind's words); null when the sentence is not so built.
 */
function employeesAsSubject(text: string, c: Candidate): string | null {
  if (!/^\s*(?:(?:As of|At) [^,]{3,30},\s*)?(?:approximately|about|nearly|roughly)?\s*$/i.test(text.slice(0, c.start))) return null;
  const m =
    /^\s*(?:full[- ]time\s+|part[- ]time\s+)?(?:employees|associates|team members|workers)\b(?:,[^,;]{0,80},)?\s+(?:were|are)\s+((?:[a-z][\w-]*\s+){0,2}?(?:represented|covered|unionized|salaried|hourly|part[- ]time|full[- ]time|seasonal|temporary)\b(?:\s+by\s+(?:a\s+|labor\s+)?unions?)?)/i.exec(
      text.slice(c.end),
    );
  return m ? (m[1] as string).trim() : null;
}

/** Small counts written in words, from two. */
const WORD_NUMBERS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const SECOND_IN_WORDS = new RegExp(String.raw`^\s+[a-z-]+(?:\s+[a-z-]+)?\s+and\s+(${WORD_NUMBERS.join("|")})\s+([a-z]+s)\b`, "i");

/** The clause a value ends: from the last ", and", ";" or sentence start before it. */
function clauseOf(text: string, at: number): string {
  const head = text.slice(0, at);
  const from = Math.max(
    head.lastIndexOf(", and "),
    head.lastIndexOf(", while "),
    head.lastIndexOf(", but "),
    head.lastIndexOf(", whereas "),
    head.lastIndexOf(";"),
    lastSentenceBreak(head, head.length),
  );
  return head.slice(from + 1);
}

/** The unit of a count: the topic's, or the noun counted where the topic counts several things ("unit cases", "carloads"). */
function countUnit(topic: KpiTopic, name: string): string {
  return topic === "transactions_volume" && /s$/i.test(name) ? name.toLowerCase() : TOPIC_RULES[topic].countUnit;
}

/**
 * KPI values stated in one sentence or transcript turn: each number with the topic it counts
 * or measures, its unit and scale, the span it covers (the filing's period, its year to date
 * or an earlier one), the segment, model or region the sentence gives it, and whether it is
 * the earlier side of a comparison. Sentences about plans, guidance or someone else's
 * estimate give nothing; changes, size bounds, costs and model numbers are no values.
 */
export function textKpis(text: string, ctx: TextContext = NO_CONTEXT): TextKpi[] {
  if (ESTIMATE.test(text)) return [];
  const all = candidates(text);
  const hits = new Map<Candidate, { topic: KpiTopic; name: string; at: number; segment?: string } | null>(
    all.map((c) => [c, topicFor(text, c)]),
  );
  // The values of one list count the same thing ("8,900 and 9,000, respectively, were ..."): the list's topic reaches all.
  for (const list of valueLists(text, all)) {
    const named = list.map((c) => hits.get(c)).find((h) => h);
    if (named) for (const c of list) if (!hits.get(c) && c.kind === list[0]?.kind) hits.set(c, named);
  }
  // "36,000 employees; 27,100 were engaged in <kind> and 8,900 were engaged in <kind>": parts of the count named before (whose verb was read there).
  const partsOf = new Set<Candidate>();
  for (const c of all) {
    if (
      hits.get(c) ||
      c.kind !== "count" ||
      !/^\s*(?:of (?:whom|which)\s+)?(?:were|are)\s+(?:engaged|employed|located|based|in\b)/i.test(text.slice(c.end, c.end + 30))
    )
      continue;
    const earlier = all.filter((p) => p.end <= c.start && p.kind === "count" && hits.get(p)).at(-1);
    if (earlier) {
      hits.set(c, hits.get(earlier) ?? null);
      partsOf.add(c);
    }
  }
  // "of which N was owned and M was leased": the second of two parts stated side by side is a part of the same total.
  for (const c of all) {
    if (hits.get(c) || c.kind !== "count") continue;
    const last = all.filter((p) => p.end <= c.start && p.kind === "count" && hits.get(p)).at(-1);
    const earlier = last && isPart(text, last) ? last : undefined;
    // "N in <A>, M in <B> and K in <C>": a series of counts each in its place (the first may be a part or the subject's own).
    const series =
      last &&
      /^\s*(?:thousand|million|billion)?\s*(?:(?:was|were|is|are)\s+)?in\s+(?:the\s+)?[A-Z][^,;]*?(?:,\s*(?:and\s+)?|\s+and\s+)$/.test(
        text.slice(last.end, c.start),
      ) &&
      /^\s*(?:thousand|million|billion)?\s+in\s+(?:the\s+)?(?:[A-Z]|other (?:countries|regions|markets)\b)/.test(
        text.slice(c.end, c.end + 30),
      );
    if (series && last) {
      hits.set(c, hits.get(last) ?? null);
      partsOf.add(c);
    } else if (
      earlier &&
      /^\s*(?:was|were|is|are)\s+[a-z]+\s+and\s+(?:approximately\s+|about\s+)?$/i.test(text.slice(earlier.end, c.start)) &&
      /^\s*(?:thousand|million|billion)?\s*(?:was|were|is|are)\s+[a-z]+/i.test(text.slice(c.end, c.end + 40))
    ) {
      hits.set(c, hits.get(earlier) ?? null);
      partsOf.add(c);
    }
  }
  // "$N, including $x for <A> and $y for <B>": amounts stated as parts of the value just read, each for what it names.
  for (const c of all) {
    if (hits.get(c)) continue;
    const earlier = all.filter((p) => p.end <= c.start && p.kind === c.kind && hits.get(p)).at(-1);
    if (!earlier) continue;
    const between = text.slice(earlier.end, c.start);
    const first = /^\s*(?:thousand|million|billion)?[^.;$\d]{0,30}?,\s*(?:including|of which)\s+(?:approximately\s+|about\s+)?$/i.test(
      between,
    );
    const next =
      (partsOf.has(earlier) || isPart(text, earlier)) &&
      /^\s*(?:thousand|million|billion)?\s+(?:for|from|in)\s+[^.;$\d]{2,40}?\s+and\s+(?:approximately\s+)?$/i.test(between);
    if (
      (first || next) &&
      /^\s*(?:thousand|million|billion)?\s+(?:for|from|in)\s+(?:the\s+|our\s+)?[A-Z]/.test(text.slice(c.end, c.end + 60))
    ) {
      hits.set(c, hits.get(earlier) ?? null);
      partsOf.add(c);
    }
  }
  const spans = spansOf(text, all, ctx);
  // "<A> and <B> ... x and y, respectively": each value the name in its place.
  const named = new Map<Candidate, string>();
  for (const list of valueLists(text, all)) for (const [c, name] of respectiveNames(text, list)) named.set(c, name);
  // "N stores in <Place> and M stores in <Place>": each count its place's.
  for (const topic of KPI_TOPICS) {
    const counts = all.filter((c) => c.kind === "count" && hits.get(c)?.topic === topic);
    if (counts.length === 0) continue;
    placesAfterNouns(
      counts.map((c) => text.slice(c.end, c.end + 80)),
      TOPIC_RULES[topic].words,
    ).forEach((place, i) => place !== null && named.set(counts[i] as Candidate, place));
  }
  // "N full-time employees and M part-time employees": two kinds in one sentence are parts, each labelled by its kind (one alone is the total).
  const kinds = new Map<Candidate, string>();
  for (const c of all) {
    const kind =
      hits.get(c)?.topic === "headcount"
        ? /^\s*(full[- ]time|part[- ]time|salaried|hourly|seasonal|temporary)\s+(?:employees|associates|workers|team members)\b/i.exec(
            text.slice(c.end, c.end + 40),
          )?.[1]
        : undefined;
    if (kind) kinds.set(c, kind.toLowerCase().replace(" ", "-"));
  }
  const splitKinds = new Set(kinds.values()).size >= 2;
  const out: TextKpi[] = [];
  for (const c of all) {
    const hit = hits.get(c);
    if (!hit || notALevel(text, c, hit.topic) || forward(text, c)) continue;
    const subjectKind = hit.topic === "headcount" ? employeesAsSubject(text, c) : null;
    if (
      hit.topic === "headcount" &&
      !partsOf.has(c) &&
      subjectKind === null &&
      (!EMPLOYS_BEFORE.test(text.slice(0, c.start)) || OTHERS_EMPLOY.test(text.slice(0, c.start)))
    )
      continue;
    const unit = c.kind === "percent" ? "percent" : c.kind === "money" ? "USD" : countUnit(hit.topic, hit.name);
    // "our N employees in the region": the place is the one the sentence named before; without one the part has no label and is no row.
    const referred =
      hit.topic === "headcount" &&
      /^\s*(?:full[- ]time\s+)?(?:employees|associates|workers|team members)\s+in\s+(?:the|that|this)\s+(?:region|country|area|state)\b/i.test(
        text.slice(c.end, c.end + 60),
      );
    const placeBefore = referred
      ? ([...text.slice(0, c.start).matchAll(/\bin\s+(?:and\s+around\s+)?(?:the\s+)?([A-Z][\w.]*(?:\s+[A-Z][\w.]*){0,2})/g)].at(-1)?.[1] ??
        null)
      : null;
    if (referred && placeBefore === null) continue;
    const segment =
      placeBefore ??
      (splitKinds ? kinds.get(c) : undefined) ??
      subjectKind ??
      hit.segment ??
      named.get(c) ??
      (partsOf.has(c) ? partKind(text.slice(c.end, c.end + 40), placeOfWhole(text.slice(0, c.start))) : null) ??
      (c.kind === "count" && hit.at > c.end ? nameBeforeNoun(text.slice(c.end, hit.at)) : null) ??
      (hit.topic === "stores" ? operator(hit.name) : null) ??
      (c.kind === "count" && hit.at < c.start && PLACED_TOPICS.has(hit.topic) ? placeRightAfter(text.slice(c.end, c.end + 60)) : null) ??
      (hit.topic === "deliveries_production" && c.kind === "count" ? modelBeforeUnit(text.slice(c.end, c.end + 40)) : null) ??
      segmentInText(text, c, hit.at, ctx.company) ??
      (hit.topic === "square_footage"
        ? (spacePurpose(text.slice(c.end, c.end + 160)) ?? oneBuilding(clauseOf(text, c.start)))
        : hit.topic === "comparable_sales"
          ? (storesPlace(clauseOf(text, c.start)) ?? compKind(clauseOf(text, c.start)))
          : hit.topic === "transactions_volume"
            ? volumeKind(text.slice(c.end, c.end + 60))
            : null);
    // A part of a total with nothing to say which part would read as the total: not a row.
    if (segment === null && isPart(text, c)) continue;
    // The earlier side of a comparison ("from $N") is prior whatever the sentence's periods say.
    const span: ValueSpan = PRIOR_BEFORE.test(text.slice(Math.max(0, c.start - 40), c.start)) ? "prior" : (spans.get(c) ?? "period");
    const prior = span === "prior";
    // "performance obligations that have not been recognized" is the remaining obligations, named as filings name them.
    const kpiName = /^(?:unsatisfied )?performance obligations/i.test(hit.name)
      ? "remaining performance obligations"
      : hit.name.toLowerCase();
    out.push({
      topic: hit.topic,
      kpiName,
      start: c.start,
      end: c.end,
      text: text.slice(c.start, c.end),
      value: c.value,
      unit,
      prior,
      span,
      segment,
    });
    // "delivered 34 aircraft and two satellites": a second count of the same verb, written in words (small counts are written so).
    const second = hit.topic === "deliveries_production" ? SECOND_IN_WORDS.exec(text.slice(c.end, c.end + 60)) : null;
    if (second) {
      const start = c.end + second.index + (second[0].length - (second[1] as string).length - (second[2] as string).length - 1);
      out.push({
        topic: hit.topic,
        kpiName,
        start,
        end: start + (second[1] as string).length,
        text: second[1] as string,
        value: WORD_NUMBERS.indexOf((second[1] as string).toLowerCase()) + 2,
        unit,
        prior,
        span,
        segment,
      });
    }
  }
  return out;
}
