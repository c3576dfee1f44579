import type { TranscriptRecord } from "../../store/index.js";
import { splitSentences } from "../extractions/index.js";
import { citation, type RowDraft } from "./driver-row.js";
import type { KpiPeriod } from "./driver-row.js";
import type { KpiTopic } from "./kpi-topics.js";
import { qualitativeRows, rowsOfText } from "./sentence-kpis.js";
import { unitOpening } from "./text-context.js";

/**
 * Rows from the turns of a call: each sentence of a turn read as a filing sentence is, cited
 * by the transcript's source id, the turn's ordinal and speaker, and the sentence's offsets in
 * the transcript's stored markdown. The operator's and analysts' turns say no company figure.
 */
export function transcriptRows(t: TranscriptRecord, includeNonNumeric: boolean): RowDraft[] {
  const quarter: KpiPeriod = { fiscal_year: t.fiscalYear, fiscal_period: `Q${t.fiscalQuarter}`, start: null, end: null, instant: false };
  const year: KpiPeriod = { ...quarter, fiscal_period: "FY" };
  const rows: RowDraft[] = [];
  for (const turn of t.turns) {
    if (turn.role !== null && /operator|analyst/i.test(turn.role)) continue;
    // A fourth-quarter call reviews the quarter and the year: a sentence that names neither speaks of the one its turn named last.
    let spoken: KpiPeriod = quarter;
    // The business unit the turn is reviewing: a code opening a recent sentence ("<CODE> booked $N in orders").
    let unit: { name: string; at: number } | null = null;
    let ordinal = 0;
    for (const s of splitSentences(t.markdown, turn.textStart, turn.end)) {
      ordinal++;
      const named = t.fiscalQuarter === 4 ? periodNamed(s.text) : null;
      const period = named === "year" ? year : named === "quarter" ? quarter : spoken;
      spoken = period;
      const opener = unitOpening(s.text);
      if (opener) unit = { name: opener, at: ordinal };
      const cite = citation("transcript_turn", t.sourceId, {
        turn: turn.ordinal,
        speaker: turn.speaker,
        section: turn.section,
        start: s.start,
        end: s.end,
        text: s.text,
      });
      const found = rowsOfText(s.text, cite, {
        period,
        yearToDate: null,
        context: { fiscalYear: t.fiscalYear, endYear: null, quarterly: t.fiscalQuarter !== 4, company: null },
      }).map((r) => {
        // A level at the fourth quarter's end (people served, stores, backlog) is the year's end too, when the sentence names no period.
        const dated = t.fiscalQuarter === 4 && named === null && STOCKS.has(r.topic) ? { ...r, period: year } : r;
        // A backlog stated without its unit in a unit's review ("<CODE> booked $N in orders. And the backlog ended at $M") is that unit's.
        if (dated.topic !== "backlog" || dated.segment !== null) return dated;
        const spoken = spokenKind(s.text);
        if (spoken) return { ...dated, segment: spoken };
        return unit !== null && ordinal - unit.at <= UNIT_REACH ? { ...dated, segment: unit.name } : dated;
      });
      rows.push(...found);
      if (includeNonNumeric && found.length === 0) rows.push(...qualitativeRows(s.text, cite, { period }));
    }
  }
  return rows;
}

/** How many sentences a unit named at a sentence's opening stays the one under review. */
const UNIT_REACH = 3;

/** Words before "backlog" that qualify it without naming a part of the business. */
const NOT_A_KIND =
  /^(?:total|our|the|overall|order|orders|this|that|its|their|strong|healthy|record|remaining|contract|contractual|ending|and|of|a|in|with|firm|current|funded|unfunded|whole)$/i;

/** "And then finally, consulting backlog, $N": a call names a unit's backlog in lower case, the unit's word opening the clause. */
function spokenKind(text: string): string | null {
  const m = /(?:^|[,;:]\s*|\bfinally,?\s+)([a-z]+)\s+backlog\b/i.exec(text);
  const word = m?.[1];
  return word && !NOT_A_KIND.test(word) ? word : null;
}

/** Topics whose values are levels at a date, not flows over the period. */
const STOCKS: ReadonlySet<KpiTopic> = new Set<KpiTopic>([
  "stores",
  "square_footage",
  "subscribers_members",
  "users",
  "backlog",
  "headcount",
]);

/** Whether a sentence of a fourth-quarter call speaks of the quarter ("in the fourth quarter", "Q4") or the year ("for the year", "fiscal <year>", "full-year"); null when it names neither. */
function periodNamed(text: string): "quarter" | "year" | null {
  if (/\b(?:fourth quarter|(?:the|this) quarter|Q4|three months)\b/i.test(text)) return "quarter";
  if (
    /\b(?:for the (?:full )?(?:fiscal )?year|during the year|full[- ]year|fiscal (?:year )?(?:19|20)\d{2}|for fiscal|(?:the|this) year)\b/i.test(
      text,
    )
  )
    return "year";
  return null;
}
