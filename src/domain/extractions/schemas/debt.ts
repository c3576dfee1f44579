import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { AttributeValue, SpanDraft } from "../span.js";
import { attributes, dateAttribute, periodAttribute, quantityAttribute, textIn } from "../text/attributes.js";
import { findDates, findPeriods } from "../text/dates.js";
import { findQuantities, type Quantity } from "../text/quantities.js";
import { sentencesIn, type Sentence } from "../text/sentences.js";
import { around, nearestTopic } from "../text/topics.js";
import { CAPITAL_TOPICS, isChange } from "./capital-topics.js";
import type { Ranges } from "./scope.js";

export const debtSchema: ExtractionSchema = {
  name: "debt",
  version: 1,
  title: "Debt issued or repaid",
  description:
    "Borrowings the company raised (notes issued, term loans drawn, commercial paper issued) and debt it repaid, redeemed or retired, with the amount and, when stated, the interest rate, maturity and date. Balances outstanding, capacity and fair values are not issuance or repayment. Read from MD&A and the notes (10-K Items 7-8, 10-Q Part I Items 1-2) and earnings releases.",
  classes: [
    {
      name: "issued",
      description: "Debt issued or borrowed",
      valueAttributes: ["amount"],
      attributes: [
        { name: "amount", type: "money", description: "Principal or proceeds" },
        { name: "instrument", type: "text", description: "What was issued (senior notes, term loan, commercial paper)" },
        { name: "rate", type: "percent", description: "Interest rate, when stated" },
        { name: "maturity", type: "text", description: 'Maturity, when stated ("due 2030", "2027 through 2064")' },
        { name: "date", type: "date", description: "When issued" },
        { name: "period", type: "period", description: "Fiscal period named" },
      ],
    },
    {
      name: "repaid",
      description: "Debt repaid, redeemed, retired or matured",
      valueAttributes: ["amount"],
      attributes: [
        { name: "amount", type: "money", description: "Principal repaid" },
        { name: "instrument", type: "text", description: "What was repaid" },
        { name: "rate", type: "percent", description: "Interest rate, when stated" },
        { name: "maturity", type: "text", description: "Maturity, when stated" },
        { name: "date", type: "date", description: "When repaid" },
        { name: "period", type: "period", description: "Fiscal period named" },
      ],
    },
  ],
  forms: ["10-K", "10-Q", "8-K"],
  documents: ["primary", "earnings_release"],
  sections: { "10-K": ["item_7", "item_8"], "10-Q": ["part_1_item_1", "part_1_item_2"], "8-K": ["item_2_03", "item_8_01"] },
};

const SUBJECT =
  /\b(?:debt|notes|borrowings?|borrowed|commercial paper|term loans?|debentures|bonds?|(?:credit|receivables|securitization) facility)\b/i;
/** "The second tranche consisted of $900 million of 5.10% senior notes": a tranche of an issuance. */
const TRANCHE = /\btranche (?:consisted|was|of)\b/i;
const ISSUED = /\b(?:issued|issuances?|issuing|issue|offering|borrowed|borrowings? of|drew|draw|raised|proceeds)\b/i;
const REPAID =
  /\b(?:repaid|repay(?:ment)?s?|payments? of|redeemed|redemption|retired|retire|extinguish\w*|matured|paid off|prepaid|settled|repurchased|tender(?:ed)?)\b/i;
/** Amounts that are balances, limits or values, not a raise or a repayment. */
const NOT_FLOW =
  /\b(?:outstanding|available|capacity|fair value|carrying (?:value|amount)|unused|undrawn|up to|limit|interest (?:expense|payments?)|future interest|issuance costs|discounts?|program|facility|credit agreement|revolving|common stock|shares|authority|authori[sz]ation)\b/i;
/** "repaid $800 million under the Receivables Facility": a flow under a facility, not its size. */
const UNDER_FACILITY = /\bunder (?:the|our|its|this|that) [\w\s-]{0,40}?(?:facility|program|credit agreement)\b/gi;
const INSTRUMENT =
  /(?:\d+(?:\.\d+)?%\s+)?(?:fixed-rate |floating-rate |unsecured |senior |subordinated |convertible )*(?:notes|debentures|bonds|term loans?|commercial paper(?: borrowings)?|long-term debt|debt|borrowings)(?:\s+due\s+(?:in\s+)?(?:19|20)\d{2}(?:\s*(?:through|to|and|-|–)\s*(?:19|20)\d{2})?)?/i;
const MATURITY =
  /\b(?:due|matur\w+)\s+(?:in\s+|on\s+|from\s+|between\s+)?(?:[A-Z][a-z]+\s+(?:\d{1,2},\s+)?)?(?:19|20)\d{2}(?:\s*(?:through|to|and|-|–)\s*(?:19|20)\d{2})?/i;

/** "we entered into an $8.0 billion unsecured 364-day term loan": a term loan is drawn when made (a revolving facility is not). */
const TERM_LOAN_MADE = /\bentered into (?:an? |the )?$/i;

export function extractDebt(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  const drafts: SpanDraft[] = [];
  for (const s of sentencesIn(doc, ranges)) {
    if (
      !SUBJECT.test(s.text) ||
      !(ISSUED.test(s.text) || REPAID.test(s.text) || TRANCHE.test(s.text) || /\bentered into\b[^;]{0,80}?\bterm loan/i.test(s.text))
    )
      continue;
    drafts.push(...fromSentence(s));
  }
  return drafts;
}

function fromSentence(s: Sentence): SpanDraft[] {
  const qs = findQuantities(s.text);
  const money = qs.filter((q) => q.kind === "money");
  const out: SpanDraft[] = [];
  for (const q of money) {
    const topic = nearestTopic(s.text, q.start, q.end, CAPITAL_TOPICS);
    if (topic?.topic !== "debt") continue;
    const { before, after } = around(
      s.text,
      q.start,
      q.end,
      money.filter((o) => o !== q),
      100,
    );
    const phrase = nounPhrase(after).replace(UNDER_FACILITY, "");
    const lead = before.split(/[,;]/).pop() ?? "";
    if (NOT_FLOW.test(lead.slice(-40)) || NOT_FLOW.test(phrase) || isChange(before, after)) continue;
    const cls = classify(before, after, s.text.slice(0, q.start));
    if (cls === null) continue;
    out.push({
      class: cls,
      start: s.start,
      end: s.end,
      source: "sentence",
      attributes: attributes({ amount: quantityAttribute(q, s.start), ...details(s, q, qs) }),
      confidence: topic.distance < 40 ? 0.85 : 0.65,
    });
  }
  return out;
}

/** Issued or repaid, from the words nearest the amount: the phrase after it, then back to the clause's start, then the sentence before it. */
function classify(before: string, after: string, sentenceBefore: string): "issued" | "repaid" | null {
  if (TRANCHE.test(sentenceBefore.slice(-200))) return "issued";
  const phrase = nounPhrase(after);
  if (TERM_LOAN_MADE.test(before) && /^[^,;.]{0,60}\bterm loan/i.test(phrase)) return "issued";
  const first = (re: RegExp, text: string) => re.exec(text)?.index ?? null;
  const repaidAt = first(REPAID, phrase);
  const issuedAt = first(ISSUED, phrase);
  if (repaidAt !== null || issuedAt !== null) return repaidAt !== null && (issuedAt === null || repaidAt <= issuedAt) ? "repaid" : "issued";
  // "assumed $2.5 billion of debt, which we repaid immediately after closing": the relative clause says what became of it.
  const which = /^[^.;]{0,80}?,\s*which\s+(?:we\s+|was\s+|were\s+)?(?:\w+ly\s+|then\s+)?(\w+)/i.exec(after);
  if (which && REPAID.test(which[1] as string)) return "repaid";
  if (which && ISSUED.test(which[1] as string)) return "issued";
  for (const text of [before.split(/[,;]/).pop() ?? "", sentenceBefore]) {
    const r = lastIndex(REPAID, text);
    const i = lastIndex(ISSUED, text);
    if (r >= 0 || i >= 0) return r > i ? "repaid" : "issued";
  }
  return null;
}

/**
 * The words after an amount up to the next clause: "we issued $823 million and repaid $823
 * million": the first amount's phrase stops before "and repaid", whose verb is the second's.
 */
function nounPhrase(after: string): string {
  return (after.split(/[,;]/)[0] ?? "").split(/\s(?:and|but|while)\s+(?=(?:we |the company |it )?[a-z]+(?:ed|id)\b)/i)[0] ?? "";
}

/** Where the last match of `re` in `text` starts, or -1. */
function lastIndex(re: RegExp, text: string): number {
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  let at = -1;
  for (let m = g.exec(text); m; m = g.exec(text)) at = m.index;
  return at;
}

function details(s: Sentence, q: Quantity, qs: readonly Quantity[]): Record<string, AttributeValue | undefined> {
  const window = { start: Math.max(0, q.start - 120), end: Math.min(s.text.length, q.end + 160) };
  const slice = s.text.slice(window.start, window.end);
  const inst = INSTRUMENT.exec(s.text.slice(q.end, window.end)) ?? INSTRUMENT.exec(slice);
  const instStart = inst ? (inst.input === slice ? window.start : q.end) + inst.index : -1;
  const rate = qs.find(
    (r) =>
      r.kind === "percent" &&
      r.start >= window.start &&
      r.end <= window.end &&
      /^\s*(?:senior |fixed-rate |notes|debentures|bonds)|(?:interest|coupon|rate) (?:rate )?of\s*$/i.test(
        `${s.text.slice(r.end, r.end + 14)}\u0000${s.text.slice(Math.max(0, r.start - 20), r.start)}`,
      ),
  );
  const maturity = MATURITY.exec(slice);
  const dates = findDates(s.text);
  const date = [...dates].reverse().find((d) => d.end <= q.start) ?? dates.find((d) => d.start >= q.end);
  const periods = findPeriods(s.text);
  const period = [...periods].reverse().find((p) => p.end <= q.start);
  return {
    instrument: inst ? textIn(s, instStart, instStart + inst[0].length) : undefined,
    rate: rate ? quantityAttribute(rate, s.start) : undefined,
    maturity: maturity ? textIn(s, window.start + maturity.index, window.start + maturity.index + maturity[0].length) : undefined,
    date: date ? dateAttribute(date, s.start) : undefined,
    period: period ? periodAttribute(period, s.start) : undefined,
  };
}
