import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { AttributeValue, SpanDraft } from "../span.js";
import { attributes, periodAttribute, quantityAttribute, textIn } from "../text/attributes.js";
import { findPeriods } from "../text/dates.js";
import { findQuantities, type Quantity } from "../text/quantities.js";
import { sentencesIn, type Sentence } from "../text/sentences.js";
import { markdownTables, type MarkdownTable } from "../text/markdown-table.js";
import type { Ranges } from "./scope.js";

export const guidanceSchema: ExtractionSchema = {
  name: "guidance",
  version: 1,
  title: "Guidance",
  description:
    'Numbers management states as what it expects for a future period: a metric with a point value or a low-high range, its basis (GAAP, non-GAAP) and the period, from earnings releases (8-K exhibits 99, sentences and target tables) and earnings-call transcripts. Results against past guidance ("above our outlook"), prior guidance being replaced and analysts\' questions are not guidance.',
  classes: [
    {
      name: "metric_guidance",
      description: "A guided metric: point or range, basis, period",
      valueAttributes: ["value"],
      attributes: [
        {
          name: "value",
          type: "number",
          description: "The guided value (a range's low end, with `high`); money in USD, percentages as shown",
        },
        { name: "metric", type: "text", description: "The metric guided (revenue, gross margin, tax rate ...)" },
        { name: "basis", type: "text", description: "GAAP or non-GAAP, when stated" },
        { name: "period", type: "period", description: "The period guided, when named" },
      ],
    },
  ],
  forms: ["8-K"],
  documents: ["earnings_release", "transcript"],
  sections: {},
};

const FORWARD =
  /\b(?:(?:targets?|outlook|guidance) assumes?|(?:is|are) targeted (?:at|to)|we(?:'re| are)? expect(?:ing)?|expects?|(?:is|are|was|were) expected to|we anticipate|anticipates?|we project|we forecast|we(?:'re| are) (?:forecasting|guiding|projecting|planning)|we plan|(?:guidance|outlook|forecast) (?:equates|includes|reflects|assumes|implies)|guidance (?:to|of|for|is|range)|guide (?:to|of)|guiding (?:to|for)|outlook (?:is|for|of|calls)|targets? (?:of|for|is|are)|(?:raising|raised|raise|increased|increasing|reaffirm\w*|maintain\w*|updat\w*|took up|lower\w*|narrow\w*) (?:our |the )?(?:full[- ]year |fiscal |annual )?(?:\w+ ){0,4}(?:guidance|guide|outlook|expectations|targets?))\b/i;
const PAST_REFERENCE =
  /\b(?:above|below|exceed\w*|ahead of|in line with|beat|higher than|lower than|better than|compared (?:to|with)|relative to|versus) (?:our |the )?(?:prior |original |previous |initial )?(?:expectations|expected|outlook|guidance|guide|forecast)|\b(?:as|than) (?:we )?expected\b|(?:high|low) end of (?:our |the )?(?:guidance|outlook)|midpoint of the (?:guidance )?range we provided/i;
const PRIOR_GUIDE = /\b(?:prior|previous|original|initial) (?:guide|guidance|outlook|expectations?|forecast)\b/i;
const BASELINE =
  /(?:compared (?:to|with)|versus|vs\.?|up from|down from|from) (?:under |over |about |approximately |roughly |more than |less than )?$|(?:compared (?:to|with)|versus|vs\.?) [^,;$%]{0,40}\bof\s*$/i;
/** "we currently expect the markets in which we compete to deliver ... growth": a view of the market, not the company's guidance. */
const MARKET_VIEW = /\bexpect(?:s|ing)? (?:the |our )?(?:markets?|industry|categor(?:y|ies)|economy|consumers?)\b/i;
const TOLERANCE = /plus or minus\s*$|\+\/-\s*$|±\s*$/i;
const METRIC =
  /\b(?:(?:total |net |adjusted |organic |comparable |consolidated |segment |subscription |operating |free )*(?:revenues?|sales|net new ARR|ARR|gross margins?|operating margins?|operating (?:expenses|income|profit)|opex|OINE|other income(?: and expense)?|non-operating income|tax rates?|earnings per share|EPS|diluted (?:earnings|EPS)|net income|free cash flow|cash flow|capital expenditures|capex|interest expense|net interest expense|share count|EBITDA|gross profit|margins?|expenses|volume|store openings|new stores|units|deliveries|content amort(?:ization)?)(?: growth)?|growth)\b/gi;

export function extractGuidance(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  const drafts: SpanDraft[] = [];
  for (const s of sentencesIn(doc, ranges)) {
    if (s.text.trimEnd().endsWith("?") || !FORWARD.test(s.text) || PAST_REFERENCE.test(s.text) || MARKET_VIEW.test(s.text)) continue;
    if (doc.sourceType === "transcript" && isAnalystTurn(doc, s.start)) continue;
    drafts.push(...fromSentence(s));
  }
  for (const t of markdownTables(doc, ranges)) drafts.push(...fromTargetTable(t));
  return drafts;
}

/** Transcripts mark analysts' turns with "(analyst)" in their speaker label. */
function isAnalystTurn(doc: ExtractionDocument, offset: number): boolean {
  const block = doc.blocks.find((b) => b.start <= offset && offset < b.end);
  return block !== undefined && /\(analyst[),]/i.test(doc.markdown.slice(block.start, block.textStart));
}

function fromSentence(s: Sentence): SpanDraft[] {
  const cue = FORWARD.exec(s.text);
  if (!cue) return [];
  const prior = PRIOR_GUIDE.exec(s.text);
  const periods = findPeriods(s.text);
  const out: SpanDraft[] = [];
  for (const q of findQuantities(s.text)) {
    if (q.kind === "shares") continue;
    const before = s.text.slice(0, q.start);
    if (BASELINE.test(before) || TOLERANCE.test(before)) continue;
    if (prior && prior.index < q.start) continue;
    // The cue comes first, or later in the same clause ("$16 billion that we expect to do this year").
    const clauseEnd = q.end + (/[,;]/.exec(s.text.slice(q.end))?.index ?? s.text.length - q.end);
    if (!(cue.index < q.start || cue.index < clauseEnd)) continue;
    if (/^\s*(?:year[- ]over[- ]year|sequentially)?\s*(?:in|for|during) (?:the )?(?:prior|last|previous)\b/i.test(s.text.slice(q.end)))
      continue;
    const metric = metricOf(s, q);
    const basis =
      /\bnon-?GAAP\b/i.exec(s.text.slice(Math.max(0, q.start - 80), q.start)) ??
      /\bGAAP\b/.exec(s.text.slice(Math.max(0, q.start - 80), q.start));
    // The period guided, not one compared with ("... compared to fiscal 2024").
    const guided = periods.filter(
      (p) => !/(?:compared (?:to|with)|versus|vs\.?|from|than|over|in)\s+$/i.test(s.text.slice(Math.max(0, p.start - 16), p.start)),
    );
    const period = [...guided].reverse().find((p) => p.end <= q.start) ?? guided.find((p) => p.start >= q.end);
    out.push({
      class: "metric_guidance",
      start: s.start,
      end: s.end,
      source: "sentence",
      attributes: attributes({
        value: quantityAttribute(q, s.start, true),
        metric,
        basis: basis
          ? textIn(
              s,
              s.text.indexOf(basis[0], Math.max(0, q.start - 80)),
              s.text.indexOf(basis[0], Math.max(0, q.start - 80)) + basis[0].length,
            )
          : undefined,
        period: period && periodAttribute(period, s.start),
      }),
      confidence: metric ? 0.8 : 0.55,
    });
  }
  return out;
}

/** The metric a guided number is for: the nearest metric words before it, else right after it. */
function metricOf(s: Sentence, q: Quantity): AttributeValue | undefined {
  const matches = [...s.text.matchAll(METRIC)];
  const before = matches.filter((m) => (m.index ?? 0) + m[0].length <= q.start && q.start - ((m.index ?? 0) + m[0].length) < 120).pop();
  const after = matches.find((m) => (m.index ?? 0) >= q.end && (m.index ?? 0) - q.end < 40);
  const m = before ?? after;
  if (!m || m.index === undefined) return undefined;
  return textIn(s, m.index, m.index + m[0].length);
}

/**
 * A table of targets in an earnings release ("The following table summarizes Zorbex's second
 * quarter fiscal year 2023 targets"): each cell stating a number is a guided value for the row's
 * metric (its first cell), with "GAAP:" / "Non-GAAP:" in the cell as its basis. Reconciliations
 * of targets restate them with adjustments and are not read.
 */
function fromTargetTable(t: MarkdownTable): SpanDraft[] {
  const caption = t.caption ?? "";
  if (!/\b(?:targets?|outlook|guidance|forecast)\b/i.test(caption) || /reconcil/i.test(caption)) return [];
  const periods = findPeriods(caption);
  const out: SpanDraft[] = [];
  for (const row of t.rows) {
    const [label, ...cells] = row;
    if (!label || label.text === "") continue;
    for (const cell of cells) {
      const q = findQuantities(cell.text).find((x) => x.kind !== "shares");
      if (!q) continue;
      const basis = /^\s*(non-GAAP|GAAP)\s*:/i.exec(cell.text);
      const basisAt = basis ? cell.start + basis.index + basis[0].indexOf(basis[1] as string) : 0;
      out.push({
        class: "metric_guidance",
        start: cell.start,
        end: cell.end,
        source: "table_cell",
        attributes: attributes({
          value: quantityAttribute(q, cell.start, true),
          metric: { type: "text", text: label.text, start: label.start, end: label.end, value: label.text.replace(/\d+$/, "") },
          basis: basis
            ? {
                type: "text",
                text: basis[1] as string,
                start: basisAt,
                end: basisAt + (basis[1] as string).length,
                value: (basis[1] as string).toUpperCase() === "GAAP" ? "GAAP" : "non-GAAP",
              }
            : undefined,
          period: periods[0]
            ? { type: "period", text: periods[0].text, start: cell.start, end: cell.end, value: periods[0].value }
            : undefined,
        }),
        confidence: 0.85,
      });
    }
  }
  return out;
}
