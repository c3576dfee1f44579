import type { FilingTable } from "../../../parse/document/index.js";
import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { AttributeValue, SpanDraft } from "../span.js";
import { attributes, dateAttribute, periodAttribute, quantityAttribute, textIn } from "../text/attributes.js";
import { findDates, findPeriods } from "../text/dates.js";
import { findQuantities, type Quantity } from "../text/quantities.js";
import { sentencesIn, type Sentence } from "../text/sentences.js";
import { headingsOf, rowLabelOffsets } from "../text/table-cells.js";
import type { Ranges } from "./scope.js";

export const customerConcentrationSchema: ExtractionSchema = {
  name: "customer_concentration",
  version: 1,
  title: "Customer and supplier concentration",
  description:
    "Named or anonymous customers (and suppliers) that account for a stated share of revenue, sales, purchases or receivables, and statements that no customer reaches the disclosure threshold. Geographic shares (revenue outside the United States) are not concentration. Read from Items 1, 1A, 7 and 8 (10-K) and Part I Items 1-2 (10-Q), in sentences and in tables of customers.",
  classes: [
    {
      name: "revenue_share",
      description: "A customer's (or supplier's) share of revenue, sales or purchases",
      valueAttributes: ["share"],
      attributes: [
        { name: "share", type: "percent", description: "Percent of revenue (10 for 10%)" },
        { name: "counterparty", type: "text", description: 'Who: a name, "Customer A", "one customer"' },
        { name: "period", type: "period", description: "Fiscal period named" },
      ],
    },
    {
      name: "receivables_share",
      description: "A customer's share of accounts receivable",
      valueAttributes: ["share"],
      attributes: [
        { name: "share", type: "percent", description: "Percent of receivables" },
        { name: "counterparty", type: "text", description: "Who" },
        { name: "as_of", type: "date", description: "Balance-sheet date" },
      ],
    },
    {
      name: "no_concentration",
      description: "A statement that no customer reached the disclosure threshold (usually 10%)",
      valueAttributes: [],
      attributes: [{ name: "threshold", type: "percent", description: "The threshold named" }],
    },
  ],
  forms: ["10-K", "10-Q"],
  documents: ["primary"],
  sections: { "10-K": ["item_1", "item_1a", "item_7", "item_8"], "10-Q": ["part_1_item_1", "part_1_item_2"] },
};

/**
 * A company named as a counterparty, by the general shapes filings write it in: a capitalized
 * name with a corporate suffix ("<Name> Inc. and its affiliates", "<Name> Corporation", "<Name>
 * plc") or a web domain ("<name>.com"). No rule names a company.
 */
const COMPANY = String.raw`[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3},?\s+(?:Inc\.|Inc\b|Corporation|Corp\.|Co\.|Ltd\.?|LLC|L\.P\.|plc|N\.V\.|S\.A\.|AG|SE)(?:\s+and\s+its\s+(?:affiliates|subsidiaries))?|\b[A-Z][\w-]*\.com\b`;
/** A counterparty as a noun: "customer locations", "customer transactions" name no counterparty. */
const PARTY_WORD =
  /\b(?:customers?|clients?|distributors?|wholesalers?|resellers?|retailers?|suppliers?|vendors?|licensees?|carriers|(?:U\.S\.|United States|federal) government)\b(?!\s+(?:locations?|transactions?|service|support|experience|demand|orders?|traffic|count|satisfaction|base|engagement|sites?|premises|homes?|facing|preferences?|behavior)\b)/i;
/** Capitals matter in a company's name: case-sensitive, unlike the party words. */
const NAMED_COMPANY = new RegExp(COMPANY);
const PARTY = { test: (text: string) => PARTY_WORD.test(text) || NAMED_COMPANY.test(text) };
const MEASURE = /\b(?:revenues?|sales|receivables?|purchases)\b/i;
/** Geography, not counterparties. */
const GEOGRAPHY =
  /outside (?:of )?the United States|outside the U\.S\.|non-U\.S\.|billing location|\bcountr(?:y|ies)\b|geographic|\bregions?\b|(?:sales|revenues?) in the United States|generated in the U\.S\./i;
const NEGATIVE =
  /\b(?:no (?:single |individual |other )?(?:customer|client|distributor)|no (?:net )?(?:sales|revenues?) (?:to|from) (?:any |a |an |one )?(?:single |individual )?(?:customer|client)|none of (?:our|the) customers|did not have (?:any|a) (?:single |individual )?(?:customer|client)|no customer)/i;
/** "customers that individually represented 10% or more": a threshold naming a group, not a share. */
const THRESHOLD = /(?:which|that|who)\s+(?:individually\s+)?(?:each\s+)?(?:represented|accounted for|comprised)\s*$/i;
/** "12%, 11% and 11% of total revenue", "16% of our total sales": the share's measure right after it. */
const MEASURE_AFTER =
  /^(?:\s*(?:,|and|or|or more|or greater|respectively)\s*|\s*\d+(?:\.\d+)?\s?%)*\s*(?:of|in)\s+(?:our |the |its |the Company['’]s )?(?:(?:fiscal )?(?:19|20)\d{2} )?(?:(?!(?:in|of|for|to|from|on|at|by|and|or)\b)[a-z]+(?:-[a-z]+)*\s+){0,3}(revenues?|sales|receivables?|purchases)\b/i;
/** The kinds of a measure are lowercase words ("total vendor non-trade receivables"); a capitalized one names a segment ("of <Segment> revenue"), whose share is no concentration. */
function measureAfter(text: string): RegExpExecArray | null {
  const m = MEASURE_AFTER.exec(text);
  return m && !/\b(?:of|in)\s+(?:(?:our|the|its)\s+)?(?:[a-z-]+\s+)*[A-Z][a-z]/.test(m[0].replace(/the Company['’]s/, "")) ? m : null;
}
/** "accounted for consolidated net sales of approximately 16%", "..., which accounted for 18% and 10%" (a period ends the reach, not the one of "U.S."). */
const MEASURE_BEFORE = /\b(revenues?|sales|receivables?|purchases)\b(?:(?!(?<![A-Z])\.\s)[^;]){0,100}$/i;
/** A customer a table names: "Direct Customer A", "Major Customers B", "<Name> Inc.". */
const NAMED_CUSTOMER = /\b(?:customers?|clients?) [A-Z]\b|\b(?:Inc|Corp|Corporation|Co|Ltd|plc|LLC)\.?$/i;
/** Who a share is of: a lettered customer, a named company, a government, a counted or ranked party, or a kind of party ("third-party <kind> carriers"). */
const COUNTERPARTY = new RegExp(
  String.raw`\b(?:(?:Direct |Indirect |Major )?Customers? [A-Z](?:(?:,\s*|,?\s+and\s+)[A-Z])*\b|(?:the )?U\.S\. government(?: \([^)]*\))?|(?:one|two|three|four|five|a|an|our largest|another|a second) (?:U\.S\. )?(?:direct |indirect |major |significant )?(?:customers?|clients?|distributors?|wholesalers?|suppliers?|vendors?)|(?:third-party )?(?:[a-z]+ ){0,2}(?:carriers|distributors|resellers|wholesalers|retailers))|${COMPANY}`,
);

/** "<Name> and <Name> accounted for": counterparties named where the paragraph has just called them customers. */
// Words of a name are split by whitespace only: "(?:[A-Z]\w*\s?)+" could cut one long capitalized word
// every way there is, exponential on an all-capitals filing (a 2000 SGML 10-Q stalled the server).
const NAME = String.raw`[A-Z][\w&.'’-]*(?:\s[A-Z][\w&.'’-]*)*`;
const NAMED_SUBJECT = new RegExp(
  String.raw`(?:^|[,;]\s*)(${NAME}(?:(?:,\s*|,?\s+and\s+)${NAME})*)\s+(?:each\s+)?(?:accounted for|represented)\b`,
);

export function extractCustomerConcentration(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  const drafts: SpanDraft[] = [];
  let previous: Sentence | null = null;
  let previousParties = false;
  for (const s of sentencesIn(doc, ranges)) {
    const parties = PARTY.test(s.text);
    // "During fiscal <year>, <Name>, <Name> and <Name> accounted for ...": each such sentence of the paragraph continues it.
    const named: boolean =
      !parties &&
      previous !== null &&
      previousParties &&
      s.start - previous.end <= 3 &&
      !doc.markdown.slice(previous.end, s.start).includes("\n") &&
      NAMED_SUBJECT.test(s.text);
    previous = s;
    previousParties = parties || named;
    if (!(parties || named) || !MEASURE.test(s.text) || !/%|percent/.test(s.text)) continue;
    drafts.push(...fromSentence(s, named));
  }
  for (const t of doc.tables) if (ranges.some((r) => t.start >= r.start && t.start < r.end)) drafts.push(...fromTable(t, doc.markdown));
  return drafts;
}

function fromSentence(s: Sentence, named = false): SpanDraft[] {
  if (GEOGRAPHY.test(s.text) && !COUNTERPARTY.test(s.text)) return [];
  const out: SpanDraft[] = [];
  const periods = findPeriods(s.text);
  const dates = findDates(s.text);
  for (const q of [...findQuantities(s.text), ...spelledThresholds(s.text)]) {
    if (q.kind !== "percent") continue;
    const before = s.text.slice(0, q.start);
    const after = s.text.slice(q.end);
    const orMore = /^\s*(?:or more|or greater|or higher)\b/i.test(after);
    const negative = NEGATIVE.test(before);
    if (negative) {
      if (orMore || /^\s*of\b/.test(after))
        out.push({
          class: "no_concentration",
          start: s.start,
          end: s.end,
          source: "sentence",
          attributes: { threshold: quantityAttribute(q, s.start) },
          confidence: 0.85,
        });
      continue;
    }
    if (orMore && THRESHOLD.test(before)) continue;
    // "increased by 6.6%": a change, not a share.
    if (/\b(?:increased|decreased|grew|rose|fell|declined|up|down)(?: by)?(?: approximately| about)?\s*$/i.test(before)) continue;
    // The share must be of revenue/receivables, and the clause about a counterparty, not a place.
    const measure = measureAfter(after) ?? MEASURE_BEFORE.exec(before);
    if (!measure) continue;
    const clause = before.slice(Math.max(0, before.lastIndexOf(";") + 1, before.length - 220));
    if (GEOGRAPHY.test(clause.slice(-120)) || /\b(?:Singapore|segment|Data Center|U\.S\.-based)\b/.test(clause.slice(-80))) continue;
    const party = [...clause.matchAll(new RegExp(COUNTERPARTY.source, "g"))].pop() ?? (named ? namedIn(clause) : undefined);
    if (!party && !PARTY.test(clause)) continue;
    const receivables = /receivable/i.test(measure[1] as string);
    const partyStart = party ? before.length - clause.length + (party.index ?? 0) : -1;
    const counterparty: AttributeValue | undefined = party ? textIn(s, partyStart, partyStart + party[0].length) : undefined;
    const period = [...periods].reverse().find((p) => p.end <= q.start) ?? periods.find((p) => p.start >= q.end);
    const date = dates.find((d) => d.start >= q.end) ?? [...dates].reverse().find((d) => d.end <= q.start);
    out.push({
      class: receivables ? "receivables_share" : "revenue_share",
      start: s.start,
      end: s.end,
      source: "sentence",
      attributes: attributes({
        share: quantityAttribute(q, s.start),
        counterparty,
        ...(receivables ? { as_of: date && dateAttribute(date, s.start) } : { period: period && periodAttribute(period, s.start) }),
      }),
      confidence: party ? 0.85 : 0.6,
    });
  }
  return out;
}

/** The names before "accounted for" in a clause, as a match of the clause. */
function namedIn(clause: string): RegExpMatchArray | undefined {
  const m = NAMED_SUBJECT.exec(clause);
  if (!m || m.index === undefined) return undefined;
  const names = m[1] as string;
  const at = m.index + m[0].indexOf(names);
  return Object.assign([names.trimEnd()], { index: at, input: clause }) as RegExpMatchArray;
}

/**
 * "None of our customers accounted for more than ten percent of our revenues": a threshold
 * spelled out. Read only here, where the threshold is the number; elsewhere spelled numbers are
 * not the digits a span cites.
 */
function spelledThresholds(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(/\b(five|ten|fifteen|twenty) percent\b/gi)) {
    const value = { five: 5, ten: 10, fifteen: 15, twenty: 20 }[(m[1] as string).toLowerCase() as "five"];
    const start = m.index ?? 0;
    if (!NEGATIVE.test(text.slice(0, start))) continue;
    out.push({
      kind: "percent",
      start,
      end: start + m[0].length,
      text: m[0],
      value,
      high: null,
      scale: 1,
      currencyShown: false,
      currency: null,
      approximate: false,
    });
  }
  return out;
}

/**
 * Tables of customers: percentages in a row or column headed by a customer ("Direct Customer
 * A | 12% | *", "Major Customers B"), each cell cited with its column's period.
 */
function fromTable(t: FilingTable, markdown: string): SpanDraft[] {
  const caption = t.caption ?? "";
  if (!/customer|client/i.test(caption) || !/10%|ten percent|revenue|sales|receivable/i.test(caption)) return [];
  const headings = headingsOf(t);
  const labels = rowLabelOffsets(t, markdown);
  const customerColumns = new Set([...headings].filter(([, l]) => NAMED_CUSTOMER.test(l)).map(([i]) => i));
  const out: SpanDraft[] = [];
  for (const row of t.rows) {
    const rowIsCustomer = NAMED_CUSTOMER.test(row.label);
    for (const cell of row.cells) {
      if (cell.kind !== "number" || !cell.percent || cell.value === null || cell.value <= 0) continue;
      if (!rowIsCustomer && !customerColumns.has(cell.column)) continue;
      const heading = headings.get(cell.column) ?? "";
      const partyText = rowIsCustomer ? row.label : heading;
      const found = markdown.indexOf(partyText, t.start);
      const at = rowIsCustomer ? labels.get(row.index) : found >= 0 && found < t.end ? found : undefined;
      const share: AttributeValue = {
        type: "percent",
        text: cell.text,
        start: cell.start,
        end: cell.end,
        value: cell.value,
        unit: "percent",
        scale: 1,
      };
      const counterparty: AttributeValue | undefined =
        at !== undefined ? { type: "text", text: partyText, start: at, end: at + partyText.length, value: partyText } : undefined;
      const rowName = row.label.trim() || (row.cells.find((c) => c.column === 0)?.text ?? "");
      const year = rowIsCustomer ? /(?:19|20)\d{2}/.exec(heading)?.[0] : /^(?:19|20)\d{2}$/.exec(rowName.trim())?.[0];
      const period: AttributeValue | undefined = year
        ? { type: "period", text: rowIsCustomer ? heading : rowName, start: cell.start, end: cell.end, value: `FY${year}` }
        : undefined;
      out.push({
        class: /receivable/i.test(t.caption ?? "") ? "receivables_share" : "revenue_share",
        start: cell.start,
        end: cell.end,
        source: "table_cell",
        tableId: t.tableId,
        attributes: attributes({ share, counterparty, period }),
        confidence: 0.8,
      });
    }
  }
  return out;
}
