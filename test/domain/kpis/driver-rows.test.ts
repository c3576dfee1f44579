import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument } from "../../../src/domain/documents/document-source.js";
import { ingestTranscript } from "../../../src/domain/documents/transcripts.js";
import { driverRows, type DriverRow, type DriverRowsQuery } from "../../../src/domain/kpis/index.js";
import { FdsError } from "../../../src/model/index.js";
import { getDocumentTables } from "../../../src/domain/tables/document-tables.js";
import { requireCorpus } from "../../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../../support/extraction-app.js";

const corpus = requireCorpus();
const NFLX_10K = "0001065280-25-000044";

describe.skipIf(!corpus)("operational KPI driver rows on corpus filings", () => {
  let x: ExtractionApp;
  const query = (q: Partial<DriverRowsQuery> & Pick<DriverRowsQuery, "ticker" | "fiscalYear" | "quarter">): DriverRowsQuery => ({
    source: null,
    topic: null,
    filterToTopic: false,
    includeNonNumeric: false,
    cacheOnly: true,
    ...q,
  });

  beforeAll(async () => {
    x = await extractionApp(corpus as string, ["NFLX", "HD", "META"]);
    const text = readFileSync(path.join(corpus as string, "transcripts/meta/META_2024_Q4.txt"), "utf8");
    await ingestTranscript(x.deps, {
      ticker: "META",
      fiscalYear: 2024,
      fiscalQuarter: 4,
      callDate: null,
      source: "corpus transcripts/meta/META_2024_Q4.txt",
      text,
    });
  }, 240_000);
  afterAll(() => x?.close());

  /** Every citation resolves to what it claims: the fact with that value, the table cell, the sentence's text. */
  async function expectCitationsResolve(rows: readonly DriverRow[], accession: string): Promise<void> {
    const filing = await x.deps.store.getFiling(accession);
    const { artifacts } = await loadDocument(x.deps, filing!, null);
    const facts = await x.deps.store.getFacts(accession);
    for (const r of rows) {
      const c = r.source;
      if (!c) continue;
      if (c.kind === "extension_concept" || c.kind === "count_concept") {
        const fact = facts.find((f) => f.sourceRef.elementId === c.fact_id);
        expect(fact, `fact ${c.fact_id}`).toBeDefined();
        expect(fact!.concept).toBe(c.concept);
        expect(fact!.number).toBe(r.value);
        expect(fact!.sourceRef.contextId).toBe(c.context_id);
      } else if (c.kind === "table_cell") {
        const table = (await getDocumentTables(x.deps, { accession, cacheOnly: true, section: null, tableId: c.table_id })).table!;
        const cell = table.rows[c.row!]!.cells.find((cl) => cl.column === c.column)!;
        expect(cell.text).toBe(r.value_text);
        expect([cell.start, cell.end]).toEqual([c.start, c.end]);
      } else if (c.kind === "sentence") {
        expect(r.value_text === null || c.text!.includes(r.value_text)).toBe(true);
      }
      if (c.kind !== "transcript_turn" && c.start !== null) expect(artifacts.doc.markdown.slice(c.start, c.end!)).toBe(c.text);
    }
  }

  it("Netflix: nflx:NumberOfPaidMemberships by region with the prior year, the global table, ARPU; every citation resolves", async () => {
    const r = await driverRows(x.deps, query({ ticker: "NFLX", fiscalYear: 2024, quarter: 4 }));
    expect(r.filing.accession).toBe(NFLX_10K);
    expect(r.period).toMatchObject({ fiscal_year: 2024, fiscal_period: "FY", start: "2024-01-01", end: "2024-12-31" });
    const emea = r.rows.find(
      (row) =>
        row.source?.concept === "nflx:NumberOfPaidMemberships" && row.dimensions["srt:StatementGeographicalAxis"] === "us-gaap:EMEAMember",
    );
    expect(emea).toMatchObject({
      status: "reported",
      topic: "subscribers_members",
      value: 101_133_000,
      unit: "membership",
      segment: "EMEA",
      period: { instant: true, end: "2024-12-31" },
    });
    expect(emea!.source!.kind).toBe("extension_concept");
    expect(emea!.prior_year).toMatchObject({ value: 88_813_000, change: 12_320_000, change_pct: 13.87 });
    const total = r.rows.find((row) => row.source?.kind === "table_cell" && row.value === 301_626_000);
    expect(total).toMatchObject({ topic: "subscribers_members", value_text: "301,626", prior_year: { value: 260_276_000 } });
    const arpu = r.rows.find((row) => row.topic === "arpu" && row.segment === null);
    expect(arpu).toMatchObject({ value: 11.7, unit: "USD" });
    expect(r.rows.find((row) => row.topic === "headcount")).toMatchObject({ value: 14_000, source: { kind: "sentence" } });
    // The same value read from a fact and from the table that shows it is one row (the fact).
    expect(r.rows.filter((row) => row.value === 101_133_000)).toHaveLength(1);
    await expectCitationsResolve(r.rows, NFLX_10K);
  });

  it("a topic asked for and not found is an explicit absence row (value null, never zero); filter_to_topic keeps only it", async () => {
    const r = await driverRows(x.deps, query({ ticker: "NFLX", fiscalYear: 2024, quarter: 4, topic: "backlog", filterToTopic: true }));
    expect(r.rows).toHaveLength(1);
    expect(r.rows[0]).toMatchObject({ status: "absent", topic: "backlog", value: null, source: null });
    expect(r.rows[0]!.note).toContain("missing is not zero");
    const unfiltered = await driverRows(x.deps, query({ ticker: "NFLX", fiscalYear: 2024, quarter: 4, topic: "comps" }));
    expect(unfiltered.rows[0]).toMatchObject({ status: "absent", topic: "comparable_sales" });
    expect(unfiltered.rows.length).toBeGreaterThan(10);
    // An alias asks for its topic, put first.
    const members = await driverRows(x.deps, query({ ticker: "NFLX", fiscalYear: 2024, quarter: 4, topic: "members" }));
    expect(members.rows[0]!.topic).toBe("subscribers_members");
    expect(members.rows.some((row) => row.status === "absent")).toBe(false);
  });

  it("periods: a filing whose document is not stored answers its facts with a warning; Netflix stopped reporting memberships in 2025 (absence, not zero)", async () => {
    const fy2023 = await driverRows(x.deps, query({ ticker: "NFLX", fiscalYear: 2023, quarter: 4 }));
    expect(fy2023.warnings.join(" ")).toContain("only the filing's XBRL facts were read");
    expect(
      fy2023.rows.find((row) => row.segment === "United States and Canada" && row.source?.concept === "nflx:NumberOfPaidMemberships"),
    ).toMatchObject({ value: 80_128_000, period: { end: "2023-12-31" }, prior_year: { value: 74_296_000 } });
    // The first quarter's facts: instants at its end, the quarter's own duration (never the year).
    const q1 = await driverRows(x.deps, query({ ticker: "NFLX", fiscalYear: 2024, quarter: 1 }));
    expect(q1.rows.length).toBeGreaterThan(0);
    for (const row of q1.rows) expect(row.period.end).toBe("2024-03-31");
    const q2025 = await driverRows(x.deps, query({ ticker: "NFLX", fiscalYear: 2025, quarter: 2, topic: "subscribers_members" }));
    expect(q2025.rows[0]).toMatchObject({ status: "absent", value: null });
  });

  it("Home Depot: stores, square footage, comparable sales (signed) and associates from sentences and table cells, cited", async () => {
    const r = await driverRows(x.deps, query({ ticker: "HD", fiscalYear: 2024, quarter: 4 }));
    const value = (topic: string, v: number) => r.rows.find((row) => row.topic === topic && row.value === v);
    expect(value("stores", 2347)?.source?.text).toContain("2,347 stores");
    expect(value("square_footage", 104_000)).toBeDefined();
    expect(value("comparable_sales", -1.8)).toMatchObject({ unit: "percent", source: { kind: "table_cell" }, prior_year: { value: -3.2 } });
    expect(value("headcount", 470_100)).toBeDefined();
    await expectCitationsResolve(r.rows, r.filing.accession);
  });

  // Issue 22.
  it("scale from the caption, topic from a column, segments from rows and regions", async () => {
    const hd = await driverRows(x.deps, query({ ticker: "HD", fiscalYear: 2024, quarter: 4 }));
    // "(square footage in millions)": 243.5 is 243,500,000 square feet of stores, never 243.5 stores.
    expect(hd.rows.find((row) => row.topic === "square_footage" && row.value === 243_500_000)).toMatchObject({
      unit: "square feet",
      segment: null,
      source: { kind: "table_cell" },
    });
    expect(hd.rows.some((row) => row.topic === "stores" && row.value !== null && row.value < 1000 && !Number.isInteger(row.value))).toBe(
      false,
    );
    expect(hd.rows.find((row) => row.topic === "headcount" && row.value === 32_000)?.segment).toBe("Canada");
    expect(hd.rows.find((row) => row.topic === "stores" && row.value === 322)?.segment).toBe("Canada and Mexico");
    // The regional membership facts are told apart by segment and name, in words with the document's abbreviation.
    const nflx = await driverRows(
      x.deps,
      query({ ticker: "NFLX", fiscalYear: 2024, quarter: 4, topic: "subscribers_members", filterToTopic: true }),
    );
    const regional = nflx.rows.filter((row) => row.source?.concept === "nflx:NumberOfPaidMemberships" && row.segment !== null);
    expect(regional.length).toBe(4);
    expect(new Set(regional.map((row) => row.kpi_name)).size).toBe(4);
    expect(regional.map((row) => row.segment)).toContain("United States and Canada (UCAN)");
  });

  // Issue 22.
  it("a chart's quarterly series drawn as a table with no column labelled gives no row: no column is the period's", async () => {
    const r = await driverRows(x.deps, query({ ticker: "META", fiscalYear: 2024, quarter: 4, topic: "arpu", filterToTopic: true }));
    expect(r.rows.filter((row) => row.source?.kind === "table_cell" && row.value === 10.68)).toEqual([]);
    // The year's figure the prose states is still read.
    expect(r.rows.some((row) => row.value === 49.63)).toBe(true);
  });

  it("source=transcript reads the period's call: turns cited by offsets into the transcript's markdown; xbrl reads facts only", async () => {
    // The call's "over 74,000 employees" is a lower bound, no level (issue 22): the filing's 74,067 stands alone, linked to nothing.
    const both = await driverRows(x.deps, query({ ticker: "META", fiscalYear: 2024, quarter: 4, topic: "headcount", filterToTopic: true }));
    expect(both.rows.find((row) => row.value === 74_067)?.also_in.some((c) => c.kind === "transcript_turn")).toBe(false);
    const r = await driverRows(
      x.deps,
      query({ ticker: "META", fiscalYear: 2024, quarter: 4, source: "transcript", includeNonNumeric: true }),
    );
    expect(r.layers).toEqual(["transcript_turn"]);
    expect(r.transcripts).toHaveLength(1);
    expect(r.rows.filter((row) => row.topic === "headcount" && row.value !== null)).toEqual([]);
    const turn = r.rows.find((row) => row.topic === "headcount");
    expect(turn).toMatchObject({ value: null, source: { kind: "transcript_turn", document: r.transcripts[0]!.source_id } });
    const t = await x.extractions.getTranscript(r.transcripts[0]!.source_id);
    for (const row of r.rows) expect(t!.markdown.slice(row.source!.start!, row.source!.end!)).toBe(row.source!.text);
    const xbrl = await driverRows(x.deps, query({ ticker: "NFLX", fiscalYear: 2024, quarter: 4, source: "xbrl" }));
    expect(xbrl.rows.every((row) => row.source?.kind === "extension_concept" || row.source?.kind === "count_concept")).toBe(true);
    expect(xbrl.rows.length).toBeGreaterThanOrEqual(9);
  });

  it("include_non_numeric adds sentences naming a topic without a value; unknown topic and source are bad requests", async () => {
    const plain = await driverRows(x.deps, query({ ticker: "HD", fiscalYear: 2024, quarter: 4, topic: "stores", filterToTopic: true }));
    const all = await driverRows(
      x.deps,
      query({ ticker: "HD", fiscalYear: 2024, quarter: 4, topic: "stores", filterToTopic: true, includeNonNumeric: true }),
    );
    const words = all.rows.filter((row) => !row.numeric);
    expect(words.length).toBeGreaterThan(0);
    expect(words.every((row) => row.value === null && row.source!.text === row.value_text)).toBe(true);
    expect(all.rows.filter((row) => row.numeric)).toEqual(plain.rows.filter((row) => row.numeric));
    await expect(driverRows(x.deps, query({ ticker: "HD", fiscalYear: 2024, quarter: 4, topic: "weather" }))).rejects.toThrow(FdsError);
    await expect(driverRows(x.deps, query({ ticker: "HD", fiscalYear: 2024, quarter: 4, source: "8k" }))).rejects.toThrow(/unknown source/);
  });
});
