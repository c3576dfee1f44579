import { describe, expect, it } from "vitest";
import { transcriptRows } from "../../../src/domain/kpis/transcript-kpis.js";
import type { TranscriptRecord } from "../../../src/store/extraction-store.js";

/** A fourth-quarter call's one executive turn (made-up figures in the shapes calls use). */
function call(text: string): TranscriptRecord {
  return {
    sourceId: "EXAMPLE_2024_Q4",
    ticker: "EXMP",
    fiscalYear: 2024,
    fiscalQuarter: 4,
    markdown: text,
    turns: [{ ordinal: 1, speaker: "Chief Financial Officer", role: "executive", section: "prepared_remarks", start: 0, textStart: 0, end: text.length }],
  } as unknown as TranscriptRecord;
}

describe("call rows: the quarter or the year a fourth-quarter call speaks of", () => {
  it("'for fiscal 2024' is the year, 'in the fourth quarter' the quarter; a sentence naming neither speaks of the last one named", () => {
    const rows = transcriptRows(call("Sales for fiscal 2024 were $150 billion. Comp sales declined 1.5% from the same period last year. In the fourth quarter, comp sales increased 0.7% from last year."), false);
    expect(rows.map((r) => [r.value, r.period.fiscal_period])).toEqual([
      [-1.5, "FY"],
      [0.7, "Q4"],
    ]);
  });

  it("a level at the fourth quarter's end with no period named is the year's end (a flow stays the quarter's)", () => {
    const rows = transcriptRows(call("So we serve roughly 120 million people across the group."), false);
    expect(rows.map((r) => [r.topic, r.period.fiscal_period])).toEqual([["subscribers_members", "FY"]]);
  });
});
