import type { FilingTable } from "../../../parse/document/index.js";
import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { SpanDraft } from "../span.js";
import { attributes, dateAttribute, periodAttribute, quantityAttribute } from "../text/attributes.js";
import { findDates, findPeriods } from "../text/dates.js";
import { findQuantities, type Quantity } from "../text/quantities.js";
import { sentencesIn, type Sentence } from "../text/sentences.js";
import { cellAttribute, columnsMatching, headingsOf } from "../text/table-cells.js";
import { around, nearestTopic } from "../text/topics.js";
import type { Ranges } from "./scope.js";
import { CAPITAL_TOPICS, isChange } from "./capital-topics.js";

export const shareRepurchasesSchema: ExtractionSchema = {
  name: "share_repurchases",
  version: 1,
  title: "Share repurchases",
  description:
    "The company's buybacks of its own stock: the size of a repurchase authorization, what remains of it, and the dollars spent and shares bought in a period. Read from Item 5's issuer-purchases table, MD&A and the notes (10-K), Part I Items 1-2 and Part II Item 2 (10-Q), and earnings releases.",
  classes: [
    {
      name: "authorization",
      description: "A repurchase authorization or an addition to one (amount, when approved or announced)",
      valueAttributes: ["amount", "shares"],
      attributes: [
        { name: "amount", type: "money", description: "Dollars authorized" },
        { name: "shares", type: "shares", description: "Shares authorized (share-count programs)" },
        { name: "date", type: "date", description: "Date approved or announced, as stated" },
      ],
    },
    {
      name: "remaining_authorization",
      description: "What may still be repurchased under the authorization (dollars, or shares for share-count programs)",
      valueAttributes: ["amount", "shares"],
      attributes: [
        { name: "amount", type: "money", description: "Dollars remaining" },
        { name: "shares", type: "shares", description: "Shares remaining (share-count programs)" },
        { name: "as_of", type: "date", description: "Date the remainder is stated at" },
      ],
    },
    {
      name: "repurchased_amount",
      description: "Dollars spent on repurchases in a period (or used under a program)",
      valueAttributes: ["amount"],
      attributes: [
        { name: "amount", type: "money", description: "Dollars spent" },
        { name: "period", type: "period", description: "Fiscal period named in the sentence" },
      ],
    },
    {
      name: "repurchased_shares",
      description: "Number of shares repurchased in a period",
      valueAttributes: ["shares"],
      attributes: [
        { name: "shares", type: "shares", description: "Shares repurchased" },
        { name: "period", type: "period", description: "Fiscal period named in the sentence" },
      ],
    },
  ],
  forms: ["10-K", "10-Q", "8-K"],
  documents: ["primary", "earnings_release"],
  sections: { "10-K": ["item_5", "item_7", "item_8"], "10-Q": ["part_1_item_1", "part_1_item_2", "part_2_item_2"] },
};

const SUBJECT =
  /repurchas|buy\s?backs?|bought back|treasury stock purchases|purchases? of (?:our |its )?(?:common )?(?:stock|shares)|purchase up to [\d,.]+ (?:million |billion )?shares/i;
/** Banks' repos are financing, not buybacks. */
const NOT_BUYBACK = /(?<!share )repurchase agreements?|securities sold under agreements to repurchase/i;
const REMAINING = /remain(?:ed|ing|s)?\b|may yet be|yet to be|still available|available (?:for|under)|left under/i;
const AUTHORIZATION = /authori[sz]|approv|announc|program of|increased? (?:the|our|its) .{0,40}authori|additional \$?$/i;
const SPENT = /repurchas|purchas|bought|buy\s?back|utili[sz]|spent|returned|cost|retir|funded|used/i;

const PLANNED = /\b(?:expects?|expected|plans?|intends?|anticipates?)\s+to\b(?![^.;]*\b(?:repurchased|bought|spent)\b)[^.;]*$/i;

/**
 * Share repurchases in the sentences and issuer-purchases tables of the ranges read. A sentence
 * about "the program" right after a buyback sentence ("As of June 29, 2024, remaining
 * availability under the May 2023 program was $4.1 billion.") continues its subject.
 */
export function extractShareRepurchases(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  const drafts: SpanDraft[] = [];
  let previous: Sentence | null = null;
  let previousAbout = false;
  for (const s of sentencesIn(doc, ranges)) {
    const about = SUBJECT.test(s.text) && !NOT_BUYBACK.test(s.text);
    const continues = !about && previousAbout && previous !== null && adjacent(doc.markdown, previous, s) && /\bprograms?\b/i.test(s.text);
    previous = s;
    previousAbout = about;
    if (about || continues) drafts.push(...fromSentence(s, continues));
  }
  for (const t of doc.tables) if (ranges.some((r) => t.start >= r.start && t.start < r.end)) drafts.push(...fromIssuerTable(t));
  return drafts;
}

/** Two sentences of one paragraph, one right after the other. */
function adjacent(markdown: string, a: Sentence, b: Sentence): boolean {
  return b.start >= a.end && b.start - a.end <= 3 && !markdown.slice(a.end, b.start).includes("\n");
}

function fromSentence(s: Sentence, continues = false): SpanDraft[] {
  const qs = findQuantities(s.text);
  const dates = findDates(s.text);
  const periods = findPeriods(s.text);
  const out: SpanDraft[] = [];
  let previous: { q: Quantity; cls: string | null } | null = null;
  for (const q of qs) {
    if (q.kind !== "money" && q.kind !== "shares") continue;
    const topic = nearestTopic(s.text, q.start, q.end, CAPITAL_TOPICS) ?? (continues ? { topic: "repurchase", distance: 100 } : null);
    if (topic?.topic !== "repurchase") continue;
    const { before, after } = around(
      s.text,
      q.start,
      q.end,
      qs.filter((o) => o !== q),
    );
    const clause = s.text.slice(Math.max(0, q.start - 150), q.start);
    const listed: string | null | undefined = previous && inRespectivelyList(s.text, previous.q, q) ? previous.cls : undefined;
    const cls: string | null = UNSETTLED.test(`${before.slice(-30)} ${after.slice(0, 30)}`)
      ? null
      : listed !== undefined
        ? listed
        : classify(q, before, after, s.text, clause);
    previous = { q, cls };
    if (cls === "repurchased_amount" && (isChange(before, after) || isCombined(s.text.slice(q.end)))) continue;
    // "expects to reduce outstanding shares through direct share repurchases at a value of $6 to $7 billion": a plan, not money spent.
    if ((cls === "repurchased_amount" || cls === "repurchased_shares") && PLANNED.test(s.text.slice(Math.max(0, q.start - 160), q.start)))
      continue;
    if (cls === null) continue;
    const period = [...periods].reverse().find((p) => p.end <= q.start) ?? periods.find((p) => p.start >= q.end);
    // An authorization's date is when it was approved or announced, not the "as of" date.
    const stated = dates.find((d) =>
      /(?:announced|approved|authori[sz]ed)(?: on| in)?\s*$/i.test(s.text.slice(Math.max(0, d.start - 20), d.start)),
    );
    const date = (cls === "authorization" ? stated : undefined) ?? [...dates].reverse().find((d) => d.end <= q.start) ?? dates[0];
    const value = quantityAttribute(q, s.start);
    out.push({
      class: cls,
      start: s.start,
      end: s.end,
      source: "sentence",
      attributes: attributes(
        cls === "authorization"
          ? { [q.kind === "shares" ? "shares" : "amount"]: value, date: date && dateAttribute(date, s.start) }
          : cls === "remaining_authorization"
            ? { [q.kind === "shares" ? "shares" : "amount"]: value, as_of: date && dateAttribute(date, s.start) }
            : { [cls === "repurchased_shares" ? "shares" : "amount"]: value, period: period && periodAttribute(period, s.start) },
      ),
      confidence: topic.distance < 60 ? 0.9 : 0.7,
    });
  }
  return out;
}

function classify(q: Quantity, before: string, after: string, sentence: string, clause: string): string | null {
  const local = `${before} ${after}`;
  const tail = sentence.slice(q.end);
  // "$11.7 billion of the $15.0 billion authorization remained available": the first is what
  // remains, the second the authorization.
  if (/^\s*of (?:the|our|its)\s*$/i.test(after) && REMAINING.test(tail)) return q.kind === "money" ? "remaining_authorization" : null;
  if (/\bof (?:the|our|its)\s*$/i.test(before) && /^\s*(?:share |stock )?(?:repurchase )?(?:authori[sz]ation|program)/i.test(after))
    return "authorization";
  if (REMAINING.test(local)) return "remaining_authorization";
  // "As of <date>, we were authorized ... to repurchase up to $38.7 billion": what is left,
  // unless the amount is a program's size ("..., of which $20.9 billion had been utilized").
  const asOf =
    /^\s*As of\b/i.test(sentence) &&
    /authori[sz]ed[^.]*up to\s*$/i.test(before) &&
    !/^[^.]{0,120}\bof which\b/i.test(tail) &&
    !/program (?:of|announced)|approved|additional/i.test(before);
  if (asOf) return q.kind === "money" ? "remaining_authorization" : null;
  if (q.kind === "shares") {
    if (/authori[sz][^.]*\bup to\s*$/i.test(clause)) return "authorization";
    return /authori[sz]/i.test(before.slice(-60)) ? null : SPENT.test(local) || SPENT.test(clause) ? "repurchased_shares" : null;
  }
  if (/\bof which\s*$/i.test(before) || /^\s*(?:had been|have been|was|were)?\s*utili[sz]ed/i.test(after)) return "repurchased_amount";
  if (
    AUTHORIZATION.test(before.slice(-90)) ||
    /^\s*(?:share |stock )?(?:repurchase )?(?:authori[sz]ation|program)\b/i.test(after) ||
    /^\s*to (?:our|its|the) (?:share |stock )?repurchase authori/i.test(after)
  )
    return "authorization";
  if (SPENT.test(local) || SPENT.test(clause)) return "repurchased_amount";
  return null;
}

/** "include $90 million unsettled repurchases": owed at a date, not spent in the period. */
const UNSETTLED = /\b(?:unsettled|not (?:yet )?settled|pending settlement)\b/i;

/**
 * "authorized share repurchase programs of $25.0 billion ..., and $12.0 billion, respectively":
 * an amount listed after another of its kind in a "respectively" sentence shares its class.
 */
function inRespectivelyList(text: string, first: Quantity, q: Quantity): boolean {
  if (first.kind !== q.kind || !/\brespectively\b/i.test(text.slice(q.end))) return false;
  const between = text.slice(first.end, q.start);
  return between.length <= 80 && /(?:,|\band)\s*$/.test(between) && !/[;.]|\b(?:of which|remain)/i.test(between);
}

/** "$35.20 billion for repurchases of our Class A common stock and payments of dividends": repurchases and dividends together. */
function isCombined(tail: string): boolean {
  const phrase = tail.split(/[,;]|\.(?:\s|$)/)[0] ?? "";
  return /repurchas/i.test(phrase) && /dividend/i.test(phrase);
}

/**
 * Item 5 / Part II Item 2's table of issuer purchases: the period's total shares bought (the
 * total row, or the last row when it has no label) and the dollars (or shares) that may yet be
 * bought as of the last month.
 */
function fromIssuerTable(t: FilingTable): SpanDraft[] {
  const remaining = columnsMatching(t, /may yet be (?:re)?purchased|remaining|yet to be purchased/i)[0];
  const bought = columnsMatching(t, /total number of (?:class [a-c] )?shares (?:purchased|repurchased)/i).filter(
    (c) => !/as part of|publicly announced/i.test(c.label),
  );
  if (!remaining && bought.length === 0) return [];
  if (!/number of shares|shares purchased/i.test([...headingsOf(t).values()].join(" "))) return [];
  const out: SpanDraft[] = [];
  const valued = t.rows.filter((r) => r.cells.some((c) => c.kind === "number"));
  const total =
    valued.find((r) => /^total\b/i.test(r.label.trim())) ??
    (valued[valued.length - 1]?.label.trim() === "" ? valued[valued.length - 1] : undefined);
  for (const col of bought) {
    const cell = total?.cells.find((c) => c.column === col.index && c.kind === "number");
    if (cell)
      out.push({
        class: "repurchased_shares",
        start: cell.start,
        end: cell.end,
        source: "table_cell",
        tableId: t.tableId,
        attributes: { shares: cellAttribute(t, cell, "shares") },
        confidence: 0.9,
      });
  }
  if (remaining) {
    const shareCount = /number of shares/i.test(remaining.label);
    // "(3)" in the column is a footnote reference, not a negative amount.
    const last = [...valued]
      .reverse()
      .map((r) => r.cells.find((c) => c.column === remaining.index && c.kind === "number" && c.value !== null && c.value > 0))
      .find((c) => c !== undefined);
    if (last) {
      const kind = shareCount ? "shares" : "money";
      out.push({
        class: "remaining_authorization",
        start: last.start,
        end: last.end,
        source: "table_cell",
        tableId: t.tableId,
        attributes: { [shareCount ? "shares" : "amount"]: cellAttribute(t, last, kind) },
        confidence: 0.9,
      });
    }
  }
  return out;
}
