import { describe, expect, it } from "vitest";
import { transcriptRows } from "../../../src/domain/kpis/transcript-kpis.js";
import type { TranscriptRecord } from "../../../src/store/index.js";

/** A fourth-quarter call's one executive turn (made-up figures in the shapes calls use). */
function call(text: string): TranscriptRecord {
  return {
    sourceId: "EXAMPLE_2024_Q4",
    ticker: "EXMP",
    fiscalYear: 2024,
    fiscalQuarter: 4,
    markdown: text,
    turns: [
      {
        ordinal: 1,
        speaker: "Chief Financial Officer",
        role: "executive",
        section: "prepared_remarks",
        start: 0,
        textStart: 0,
        end: text.length,
      },
    ],
  } as unknown as TranscriptRecord;
}

describe("call rows: the quarter or the year a fourth-quarter call speaks of", () => {
  it("'for fiscal 2024' is the year, 'in the fourth quarter' the quarter; a sentence naming neither speaks of the last one named", () => {
    const rows = transcriptRows(
      call(
        "Sales for fiscal 2024 were $150 billion. Comp sales declined 1.5% from the same period last year. In the fourth quarter, comp sales increased 0.7% from last year.",
      ),
      false,
    );
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

// Issue 22 (its final part).
describe("call rows: the unit a backlog belongs to", () => {
  it("a backlog stated after a unit's code opened its review is that unit's; a later unit's backlog is the later unit's", () => {
    const rows = transcriptRows(
      call(
        "ABC booked $8 billion in orders during the quarter. And the backlog ended at $64 billion. Revenue was $5.4 billion. XYZ continued to perform well in the quarter. The business received $6 billion in orders and the backlog ended at $21 billion.",
      ),
      false,
    );
    expect(rows.filter((r) => r.topic === "backlog").map((r) => [r.value, r.segment])).toEqual([
      [64e9, "ABC"],
      [21e9, "XYZ"],
    ]);
  });

  it("a unit's backlog spoken in lower case is that unit's ('consulting backlog, $N'); a measure's abbreviation is no unit", () => {
    expect(
      transcriptRows(call("And then finally, consulting backlog, $32 billion."), false).map((r) => [r.topic, r.value, r.segment]),
    ).toEqual([["backlog", 32e9, "consulting"]]);
    expect(
      transcriptRows(call("RPO exited the quarter at $19 billion. Total backlog was $20 billion."), false).map((r) => [r.value, r.segment]),
    ).toEqual([
      [19e9, null],
      [20e9, null],
    ]);
  });

  it("a unit named too long ago is not carried: four sentences later the backlog is the total", () => {
    const rows = transcriptRows(
      call("ABC delivered 57 airplanes. Revenue was $4.8 billion. Margin was 5%. Cash was $1 billion. Backlog ended at $500 billion."),
      false,
    );
    expect(rows.filter((r) => r.topic === "backlog").map((r) => r.segment)).toEqual([null]);
  });
});
