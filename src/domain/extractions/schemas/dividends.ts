import type { FilingTable } from "../../../parse/document/index.js";
import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { AttributeValue, SpanDraft } from "../span.js";
import { attributes, dateAttribute, periodAttribute, quantityAttribute } from "../text/attributes.js";
import { findDates, findPeriods, type DateMention } from "../text/dates.js";
import { exact, findQuantities } from "../text/quantities.js";
import { sentencesIn, type Sentence } from "../text/sentences.js";
import { cellAttribute, rowLabelOffsets } from "../text/table-cells.js";
import { nearestTopic } from "../text/topics.js";
import { CAPITAL_TOPICS } from "./capital-topics.js";
import type { Ranges } from "./scope.js";

export const dividendsSchema: ExtractionSchema = {
  name: "dividends",
  version: 1,
  title: "Dividends",
  description:
    'Cash dividends on the company\'s own stock: the amount per share declared or paid (with declaration, record and payment dates when stated) and the total paid in a period. Per-share amounts in table labels ("Dividends declared ($1.30 per share)") and in rows of dividends per share cite the label or cell. Read from Item 5, MD&A and the notes (10-K), Part I Items 1-2 (10-Q), and 8-K items 8.01 and earnings releases.',
  classes: [
    {
      name: "per_share",
      description: "A dividend per share, declared or paid",
      valueAttributes: ["amount"],
      attributes: [
        { name: "amount", type: "per_share", description: "Dollars per share" },
        { name: "period", type: "period", description: "Fiscal period named" },
        { name: "declared", type: "date", description: "Declaration date" },
        { name: "record", type: "date", description: "Record date" },
        { name: "payable", type: "date", description: "Payment date" },
      ],
    },
    {
      name: "total",
      description: "Total dividends paid (or declared) in a period",
      valueAttributes: ["amount"],
      attributes: [
        { name: "amount", type: "money", description: "Dollars" },
        { name: "period", type: "period", description: "Fiscal period named" },
      ],
    },
  ],
  forms: ["10-K", "10-Q", "8-K"],
  documents: ["primary", "earnings_release"],
  sections: { "10-K": ["item_5", "item_7", "item_8"], "10-Q": ["part_1_item_1", "part_1_item_2"], "8-K": ["item_8_01", "item_2_02"] },
};

const SUBJECT = /dividends?/i;
/** Dividends that are not the company's cash dividends to its holders. */
const NOT_OWN =
  /dividend (?:yield|income|reinvest)|reinvest\w* (?:of )?dividends|dividend-reinvested|dividends (?:are|were|being) reinvested|dividends? (?:received )?from (?:subsidiar|equity|affiliat|investe)|preferred dividends? (?:of|from) (?:subsidiar)|dividends? paid by (?:the )?(?:foreign|subsidiar)|\bsubsidiar\w*[^.;]{0,80}\bpaid (?:to )?(?:their|its|the) parent compan|\bparent compan\w* dividends/i;
const INCOME_WORDS = /\b(?:equity income|income from|received from)\b/i;

export function extractDividends(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  const drafts: SpanDraft[] = [];
  for (const s of sentencesIn(doc, ranges)) {
    if (!SUBJECT.test(s.text) || NOT_OWN.test(s.text)) continue;
    drafts.push(...fromSentence(s));
  }
  for (const t of doc.tables) if (ranges.some((r) => t.start >= r.start && t.start < r.end)) drafts.push(...fromTable(t, doc.markdown));
  return drafts;
}

function fromSentence(s: Sentence): SpanDraft[] {
  const qs = findQuantities(s.text);
  const periods = findPeriods(s.text);
  const dates = findDates(s.text);
  const out: SpanDraft[] = [];
  qs.forEach((q, i) => {
    const next = qs[i + 1];
    // "raised its quarterly dividend from $0.24 to $0.25 per share": both are per-share amounts.
    // "an annual rate of $8.40 compared to $7.52 per share": so is a rate compared with one.
    const perShare =
      q.kind === "per_share" ||
      (q.kind === "money" &&
        next?.kind === "per_share" &&
        /^\s*(?:to|compared (?:to|with)|versus|vs\.?)\s*$/i.test(s.text.slice(q.end, next.start)));
    if (!perShare && q.kind !== "money") return;
    const topic = nearestTopic(s.text, q.start, q.end, CAPITAL_TOPICS);
    if (topic?.topic !== "dividend") return;
    if (!perShare && (isPreferred(s.text, q.start) || !SUBJECT.test(clauseAround(s.text, q.start, q.end)))) return;
    if (
      !perShare &&
      (INCOME_WORDS.test(s.text.slice(Math.max(0, q.start - 60), q.end + 60)) ||
        /^\s*(?:increase|decrease|higher|lower)\b/i.test(s.text.slice(q.end)))
    )
      return;
    const period = [...periods].reverse().find((p) => p.end <= q.start) ?? periods.find((p) => p.start >= q.end);
    const value = perShare
      ? { ...quantityAttribute(q, s.start), type: "per_share" as const, unit: "USD/shares" }
      : quantityAttribute(q, s.start);
    out.push({
      class: perShare ? "per_share" : "total",
      start: s.start,
      end: s.end,
      source: "sentence",
      attributes: attributes({ amount: value, period: period && periodAttribute(period, s.start), ...(perShare ? datesOf(s, dates) : {}) }),
      confidence: topic.distance < 60 ? 0.9 : 0.7,
    });
  });
  return out;
}

/**
 * The clause a number stands in, between semicolons: "driven by ... common stock of $1,012
 * million; partially offset by dividends paid of $3,112 million": the first is not a dividend.
 */
function clauseAround(text: string, start: number, end: number): string {
  return text.slice(text.lastIndexOf(";", start) + 1, end + ((text.slice(end).indexOf(";") + 1 || text.length - end + 1) - 1));
}

/**
 * A total whose nearest dividend word is a preferred stock dividend ("Debt service requirements
 * were funded by preferred stock dividends, ..., of which $672 are outstanding"): not the
 * common dividend the schema reads.
 */
function isPreferred(text: string, at: number): boolean {
  const before = [...text.slice(0, at).matchAll(/dividends?/gi)].pop();
  const word = before ?? /dividends?/i.exec(text.slice(at));
  if (!word) return false;
  const start = before ? before.index : at + (word.index ?? 0);
  return /preferred (?:stock |share )?$/i.test(text.slice(Math.max(0, start - 20), start));
}

/** Declaration, record and payment dates by the words before each date. */
function datesOf(s: Sentence, dates: readonly DateMention[]): Record<string, AttributeValue | undefined> {
  const pick = (re: RegExp) => dates.find((d) => re.test(s.text.slice(Math.max(0, d.start - 60), d.start)));
  const declared = pick(/declared(?: on)?\s*$|\bon\s*$/i);
  const record = pick(/record(?: as)?(?: of| on| at)?(?: the close of business(?: on)?)?\s*$/i);
  const payable = pick(/(?:payable|paid|payment)(?: on)?\s*$/i);
  return {
    declared: declared && dateAttribute(declared, s.start),
    record: record && dateAttribute(record, s.start),
    payable: payable && dateAttribute(payable, s.start),
  };
}

/**
 * Tables: a row label stating a per-share dividend ("Dividends declared ($1.30 per share)")
 * cites the label; a row of dividends per share ("Dividends ... declared per share | $0.98 |
 * ...") cites each cell.
 */
function fromTable(t: FilingTable, markdown: string): SpanDraft[] {
  const out: SpanDraft[] = [];
  // A table of dividend payments ("Payment Date | Amount per Share | Total Amount Paid"): each cell of its per-share column.
  if (/dividend/i.test(t.caption ?? "") && !NOT_OWN.test(t.caption ?? "")) {
    for (const column of t.columns.filter((c) => /\bper (?:common )?share\b/i.test(c.label))) {
      for (const row of t.rows) {
        const cell = row.cells.find((c) => c.column === column.index && c.kind === "number" && c.value !== null && c.value > 0);
        if (cell)
          out.push({
            class: "per_share",
            start: cell.start,
            end: cell.end,
            source: "table_cell",
            tableId: t.tableId,
            attributes: { amount: cellAttribute(t, cell, "per_share") },
            confidence: 0.8,
          });
      }
    }
  }
  const labels = rowLabelOffsets(t, markdown);
  for (const row of t.rows) {
    if (!SUBJECT.test(row.label) || NOT_OWN.test(row.label) || /noncontrolling|preferred|subsidiar/i.test(row.label)) continue;
    const inLabel = /\(\s*\$\s?([\d.]+)\s+per (?:common )?share\s*\)/i.exec(row.label);
    if (inLabel) {
      const start = labels.get(row.index);
      if (start === undefined) continue;
      const at = start + inLabel.index + 1;
      const text = inLabel[0].slice(1, -1).trim();
      const amount: AttributeValue = {
        type: "per_share",
        text,
        start: at,
        end: at + text.length,
        value: exact(Number(inLabel[1])),
        unit: "USD/shares",
        scale: 1,
      };
      out.push({
        class: "per_share",
        start: at,
        end: at + text.length,
        source: "table_row",
        tableId: t.tableId,
        attributes: { amount },
        confidence: 0.85,
      });
      continue;
    }
    if (!/per (?:common )?share/i.test(row.label) || /paid-?in|par value/i.test(row.label)) continue;
    for (const cell of row.cells) {
      if (cell.kind !== "number" || cell.value === null || cell.value <= 0) continue;
      const column = t.columns.find((c) => c.index === cell.column);
      const periodText = column?.period?.year ? `FY${column.period.year}` : null;
      const amount = cellAttribute(t, cell, "per_share");
      const period: AttributeValue | null =
        periodText && column ? { type: "period", text: column.label, start: cell.start, end: cell.end, value: periodText } : null;
      out.push({
        class: "per_share",
        start: cell.start,
        end: cell.end,
        source: "table_cell",
        tableId: t.tableId,
        attributes: attributes({ amount, period }),
        confidence: 0.85,
      });
    }
  }
  return out;
}
