import { findQuantities, type Quantity } from "../extractions/text/quantities.js";
import { KPI_TOPICS, TOPIC_RULES, type KpiTopic } from "./kpi-topics.js";

/** A KPI value stated in prose, with offsets relative to the text read. */
export interface TextKpi {
  readonly topic: KpiTopic;
  readonly kpiName: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly value: number;
  readonly unit: string;
  /** Stated as the earlier value of a comparison ("up from 260.28 million"). */
  readonly prior: boolean;
}

/** Plain counts the quantity finder leaves alone ("2,347 stores", "470,100 associates"): no sign, no scale word. */
const BARE = /(?<![\d$.,€£])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d,]*\s?%)(?!\.\d)/g;
const SCALE_AFTER = /^\s?(thousand|million|billion|trillion)\b/i;
const SCALES: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
/** A comparison's earlier value: "from 260.28 million", "compared to 1,808,000 in 2023". */
/** A change, not a level: "a decrease of approximately 22,000 ... deliveries". */
const CHANGE_BEFORE = /(?:increase|decrease|decline|growth|reduction|change)\s+of\s+(?:approximately |about |nearly )?$/i;
/** "... was $5,011 million higher than": a difference, not a level. */
const CHANGE_AFTER = /^\s*(?:higher|lower|more|less|above|below|greater|fewer)\b/i;
/** A headcount in prose is the company's when the sentence says it employs or has them ("we employed approximately 470,100 associates"). */
const EMPLOYS_BEFORE = /\b(?:employ(?:ed|s)?|we had|we have|ended the (?:year|quarter) with|workforce|headcount (?:was|of|is))\b[^.;]{0,70}$/i;
const PRIOR_BEFORE = /(?:compared (?:to|with)|from|versus|vs\.?|last year|prior year|a year ago)\s+(?:approximately |about |nearly )?$/i;
/** Plans and guidance are not reported values. */
const FORWARD = /\b(?:expects?|expected|plans?|planned|anticipates?|targets?|intends?|will|guidance|outlook|forecast|goal)\b/i;
/** What may stand between a count and the noun it counts ("1,789,000 consumer vehicles", "301.6 million paid memberships"). */
const NOUN_GAP = 36;
/** How far before a money or percent value its subject may be named in the same clause. */
const SUBJECT_REACH = 90;

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
    if (/^[-‑–]\d/.test(text.slice(start + digits.length)) || /^(?:19|20)\d{2}$/.test(digits) || (!digits.includes(",") && Number(digits) < 10)) continue;
    const scale = SCALE_AFTER.exec(text.slice(start + digits.length));
    const end = start + digits.length + (scale ? scale[0].length : 0);
    found.push({ start, end, value: Number(digits.replace(/,/g, "")) * (scale ? (SCALES[(scale[1] as string).toLowerCase()] as number) : 1), kind: "count" });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "decreased 1.8%", "a 1.0% decrease": a change stated in words carries its sign in words. */
function signOf(text: string, start: number, end: number): number {
  if (/(?:decreased?|declined?|down|fell|negative)\s+(?:by\s+)?$/i.test(text.slice(Math.max(0, start - 20), start))) return -1;
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
function topicFor(text: string, c: Candidate): { topic: KpiTopic; name: string } | null {
  const after = text.slice(c.end, c.end + NOUN_GAP + 30);
  for (const topic of KPI_TOPICS) {
    if (!measureFits(topic, c.kind) || c.kind !== "count") continue;
    const m = TOPIC_RULES[topic].words.exec(after);
    if (!m || m.index > NOUN_GAP) continue;
    const gap = after.slice(0, m.index);
    // Punctuation or a relative clause ("25 aircraft in inventory that were produced") ends the noun phrase.
    if (/[,;.:()]|\b(?:that|which|who|were|was)\b/i.test(gap)) continue;
    // "13,000 of our employees" is a part of the workforce, not its size (a store count's part is a breakdown, kept).
    if (topic === "headcount" && /\bof (?:our|the|its|their)\b/i.test(gap)) continue;
    return { topic, name: m[0] };
  }
  const clauseStart = Math.max(0, c.start - SUBJECT_REACH, text.lastIndexOf(";", c.start) + 1, text.lastIndexOf(". ", c.start) + 1);
  const before = text.slice(clauseStart, c.start);
  let best: { topic: KpiTopic; name: string; at: number } | null = null;
  for (const topic of KPI_TOPICS) {
    if (!measureFits(topic, c.kind)) continue;
    const re = new RegExp(TOPIC_RULES[topic].words.source, "gi");
    for (let m = re.exec(before); m; m = re.exec(before)) {
      // A count's subject must lead straight to it ("paid memberships of 301.6 million", "backlog was $521 billion").
      const gap = before.slice(m.index + m[0].length);
      if (c.kind === "count" && !/^\s*(?:\([^)]*\)\s*)?(?:of|was|were|totaled|totaling|reached|grew to|increased to|decreased to|:)?\s*(?:approximately|about|nearly|over|more than)?\s*$/i.test(gap)) continue;
      if (!best || m.index > best.at) best = { topic, name: m[0], at: m.index };
    }
  }
  return best && { topic: best.topic, name: best.name };
}

/**
 * KPI values stated in one sentence or transcript turn: each number with the topic it counts
 * or measures, its unit and scale, and whether it is the earlier side of a comparison.
 * Sentences about plans or guidance give nothing.
 */
export function textKpis(text: string): TextKpi[] {
  if (FORWARD.test(text)) return [];
  const out: TextKpi[] = [];
  for (const c of candidates(text)) {
    if (CHANGE_BEFORE.test(text.slice(Math.max(0, c.start - 40), c.start)) || CHANGE_AFTER.test(text.slice(c.end, c.end + 12))) continue;
    const hit = topicFor(text, c);
    if (!hit) continue;
    if (hit.topic === "headcount" && !EMPLOYS_BEFORE.test(text.slice(0, c.start))) continue;
    const unit = c.kind === "percent" ? "percent" : c.kind === "money" ? "USD" : TOPIC_RULES[hit.topic].countUnit;
    out.push({ topic: hit.topic, kpiName: hit.name.toLowerCase(), start: c.start, end: c.end, text: text.slice(c.start, c.end), value: c.value, unit, prior: PRIOR_BEFORE.test(text.slice(Math.max(0, c.start - 40), c.start)) });
  }
  return out;
}
