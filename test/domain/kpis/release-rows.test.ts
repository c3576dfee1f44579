import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument } from "../../../src/domain/documents/index.js";
import { driverRows, type DriverRowsQuery } from "../../../src/domain/kpis/index.js";
import type { ToolDeps } from "../../../src/tools/index.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";

const corpus = requireCorpus();

/**
 * KPI rows from a period's earnings release (an 8-K's EX-99.1): read like the filing, cited to
 * the exhibit and its 8-K. BKE and ADBE store the release of a quarter whose 10-Q is not stored.
 * The values were read by hand in the exhibits: BKE "currently operates 445 retail stores in 42
 * states"; ADBE "Remaining Performance Obligations ("RPO") exiting the quarter were $15.21 billion."
 */
describe.skipIf(!corpus)("KPI rows from the period's earnings release", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  const query = (ticker: string, fiscalYear: number, quarter: number, source: string | null = null): DriverRowsQuery => ({
    ticker,
    fiscalYear,
    quarter,
    source,
    topic: null,
    filterToTopic: false,
    includeNonNumeric: false,
    cacheOnly: true,
  });

  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string, ["BKE", "ADBE"]));
  }, 240_000);
  afterAll(() => close?.());

  it("without the period's 10-Q the release answers, each row cited to its exhibit's exact text, and the answer says so", async () => {
    const bke = await driverRows(deps, query("BKE", 2024, 3));
    expect(bke.filing.form).toBe("8-K");
    expect(bke.warnings.join(" ")).toContain("only the period's earnings release was read");
    const stores = bke.rows.find((r) => r.topic === "stores" && r.status === "reported");
    expect(stores).toMatchObject({ value: 445, unit: "stores", segment: null });
    expect(stores!.source).toMatchObject({
      kind: "release_sentence",
      accession: bke.filing.accession,
      document: "bke20241122-8kexhibit.htm",
    });
    const filing = (await deps.store.getFiling(bke.filing.accession))!;
    const { artifacts } = await loadDocument(deps, filing, stores!.source!.document);
    expect(artifacts.doc.markdown.slice(stores!.source!.start!, stores!.source!.end!)).toBe(stores!.source!.text);
    expect(stores!.source!.text).toContain("445 retail stores");

    const adbe = await driverRows(deps, query("ADBE", 2023, 1));
    const rpo = adbe.rows.find((r) => r.topic === "backlog" && r.status === "reported");
    expect(rpo).toMatchObject({ value: 15_210_000_000, unit: "USD", period: { fiscal_year: 2023, fiscal_period: "Q1" } });
    expect(rpo!.source).toMatchObject({ kind: "release_sentence", document: "adbeex991q123.htm", accession: "0000796343-23-000044" });
  });

  it("source=filing reads the periodic filing only; source=release without a stored release is filing_not_found", async () => {
    await expect(driverRows(deps, query("BKE", 2024, 3, "filing"))).rejects.toMatchObject({ code: "not_cached" });
    await expect(driverRows(deps, query("ADBE", 2024, 4, "release"))).rejects.toMatchObject({ code: "filing_not_found" });
    const annual = await driverRows(deps, query("ADBE", 2024, 4));
    expect(annual.filing.form).toBe("10-K");
    expect(annual.rows.every((r) => r.source === null || !r.source.kind.startsWith("release_"))).toBe(true);
  });
});
