import { describe, expect, it } from "vitest";
import { citation, type KpiCitation, type RowDraft } from "../../../src/domain/kpis/driver-row.js";
import { linkRows } from "../../../src/domain/kpis/kpi-links.js";

const period = { fiscal_year: 2025, fiscal_period: "Q2", start: "2025-04-01", end: "2025-06-30", instant: false };

function draft(value: number, source: KpiCitation, kpi_name = "deliveries", value_text = String(value)): RowDraft {
  return {
    topic: "deliveries_production",
    kpi_name,
    value,
    value_text,
    numeric: true,
    unit: "units",
    period,
    segment: null,
    dimensions: {},
    source,
  };
}

const table = citation("table_cell", "q.htm", { table_id: "t-1", row: 2, column: 1, start: 10, end: 17 });
const prose = citation("sentence", "q.htm", { start: 400, end: 480 });
const call = citation("transcript_turn", "CALL_2025_Q2", { turn: 3, start: 900, end: 960 });
const releaseTable = citation("release_table_cell", "ex99.htm", { accession: "0000000000-25-000001", table_id: "t-4", row: 1, column: 1 });
const releaseProse = citation("release_sentence", "ex99.htm", { accession: "0000000000-25-000001", start: 50, end: 120 });

describe("one KPI stated in several places", () => {
  it("the same value: the most structured row stands, the others are its also_in", () => {
    const linked = linkRows([draft(384_122, table), draft(384_122, prose)]);
    expect(linked).toHaveLength(1);
    expect(linked[0]!.row.source).toBe(table);
    expect(linked[0]!.also_in).toEqual([prose]);
  });

  it("a call's rounded restatement links both ways; a different value of the same KPI from the call is said on both", () => {
    const linked = linkRows([draft(384_122, table), draft(384_000, call, "deliveries", "384,000")]);
    expect(linked.map((l) => l.also_in)).toEqual([[call], [table]]);
    const differing = linkRows([draft(384_122, table), draft(410_000, call, "deliveries", "410,000")]);
    expect(differing[0]!.differs.join(" ")).toContain("the call (CALL_2025_Q2) states 410,000");
    expect(differing[1]!.differs.join(" ")).toContain("table cell states");
  });

  it("the earnings release stating the filing's value links to it; stating another value of the same KPI is said on both", () => {
    expect(linkRows([draft(384_122, table), draft(384_122, releaseTable)]).map((l) => l.also_in)).toEqual([[releaseTable]]);
    const differing = linkRows([draft(384_122, table), draft(390_000, releaseProse, "deliveries", "390,000")]);
    expect(differing[0]!.differs.join(" ")).toContain(
      "the earnings release's sentence (ex99.htm of 8-K 0000000000-25-000001) states 390,000",
    );
    expect(differing[1]!.differs.join(" ")).toContain("the filing's table cell states");
    // The release's own table and prose are one document: two readings, never said to differ.
    expect(linkRows([draft(384_122, releaseTable), draft(390_000, releaseProse)]).flatMap((l) => l.differs)).toEqual([]);
  });

  it("two readings of one filing, or another period, are never said to differ", () => {
    expect(linkRows([draft(384_122, table), draft(410_000, prose)]).flatMap((l) => l.differs)).toEqual([]);
    const year = { ...draft(1_200_000, call), period: { ...period, fiscal_period: "FY" } };
    expect(linkRows([draft(384_122, table), year]).flatMap((l) => l.differs)).toEqual([]);
  });

  it("one sentence giving the same figure for the whole and a part keeps both rows", () => {
    const whole = draft(-1.8, prose, "comp sales");
    const part = { ...draft(-1.8, prose, "comps"), segment: "US" };
    expect(linkRows([whole, part]).map((l) => l.row.segment)).toEqual([null, "US"]);
    expect(linkRows([draft(-1.8, table), { ...draft(-1.8, prose), segment: "US" }])).toHaveLength(1);
  });

  it("a call's value far from the filing's under the same generic name is another measure, not a difference", () => {
    expect(linkRows([draft(104_000, prose, "square feet"), draft(243_000_000, call, "square feet")]).flatMap((l) => l.differs)).toEqual([]);
  });
});
