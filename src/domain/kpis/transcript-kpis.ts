import type { TranscriptRecord } from "../../store/extraction-store.js";
import { splitSentences } from "../extractions/text/sentences.js";
import { citation, type RowDraft } from "./driver-row.js";
import type { KpiPeriod } from "./driver-row.js";
import { qualitativeRows, rowsOfText } from "./sentence-kpis.js";

/**
 * Rows from the turns of a call: each sentence of a turn read as a filing sentence is, cited
 * by the transcript's source id, the turn's ordinal and speaker, and the sentence's offsets in
 * the transcript's stored markdown. The operator's and analysts' turns say no company figure.
 */
export function transcriptRows(t: TranscriptRecord, includeNonNumeric: boolean): RowDraft[] {
  const period: KpiPeriod = { fiscal_year: t.fiscalYear, fiscal_period: `Q${t.fiscalQuarter}`, start: null, end: null, instant: false };
  const rows: RowDraft[] = [];
  for (const turn of t.turns) {
    if (turn.role !== null && /operator|analyst/i.test(turn.role)) continue;
    for (const s of splitSentences(t.markdown, turn.textStart, turn.end)) {
      const cite = citation("transcript_turn", t.sourceId, { turn: turn.ordinal, speaker: turn.speaker, section: turn.section, start: s.start, end: s.end, text: s.text });
      const found = rowsOfText(s.text, cite, { period, yearToDate: null, context: { fiscalYear: t.fiscalYear, endYear: null, quarterly: t.fiscalQuarter !== 4, company: null } });
      rows.push(...found);
      if (includeNonNumeric && found.length === 0) rows.push(...qualitativeRows(s.text, cite, { period }));
    }
  }
  return rows;
}
