import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkStoredAgreement,
  compareWithCompanyFacts,
  mergeReports,
  type AgreementReport,
} from "../../../src/domain/companyfacts/index.js";
import { parseCompanyFacts, type CompanyFactsEntry } from "../../../src/edgar/index.js";
import { CORPUS_COMPANY_FACTS_CIKS, companyFactsPath } from "../../support/companyfacts.js";
import { corpusManifest, requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";

const corpus = requireCorpus();

const entriesOf = (cik: number): readonly CompanyFactsEntry[] =>
  parseCompanyFacts(readFileSync(companyFactsPath(corpus as string, cik))).entries;

describe.skipIf(!corpus)("stored filings against SEC's company facts", () => {
  let stored: Awaited<ReturnType<typeof corpusStore>>;
  /** Every corpus filing of the six companies whose company facts the corpus holds. */
  let overlapping: string[];

  beforeAll(async () => {
    const ciks = new Set<number>(CORPUS_COMPANY_FACTS_CIKS);
    const filings = (await corpusManifest()).filings.filter((f) => f.cik !== null && ciks.has(f.cik));
    const tickers = [...new Set(filings.map((f) => f.ticker).filter((t): t is string => t !== null))];
    stored = await corpusStore(corpus as string, tickers);
    const cited = new Set(CORPUS_COMPANY_FACTS_CIKS.flatMap((cik) => entriesOf(cik).map((e) => e.accession)));
    overlapping = filings.flatMap((f) => (f.accession !== null && cited.has(f.accession) ? [f.accession] : []));
  }, 300_000);
  afterAll(() => stored?.close());

  it("agree on every value they share: each company facts value of a stored filing's accession is its parsed fact", async () => {
    let report: AgreementReport = { filings: 0, compared: 0, agree: 0, differ: [], missing: [], otherUnit: [] };
    for (const cik of CORPUS_COMPANY_FACTS_CIKS)
      report = mergeReports(report, await checkStoredAgreement(stored.deps, cik, entriesOf(cik)));
    console.info(
      `[agreement] ${report.filings} stored filings, ${report.compared} company facts values compared: ${report.agree} agree, ` +
        `${report.differ.length} differ, ${report.missing.length} missing, ${report.otherUnit.length} filed by SEC under another unit`,
    );
    // Every stored filing the company facts cite was compared (13 of the corpus's filings).
    expect(report.filings).toBe(overlapping.length);
    expect(report.filings).toBeGreaterThanOrEqual(13);
    expect(report.differ, "values that differ").toEqual([]);
    expect(report.missing, "company facts values no stored filing holds").toEqual([]);
    expect(report.agree).toBe(report.compared);
    // The only unit differences: per-share prices SEC files under USD where the filing says USD/shares.
    for (const o of report.otherUnit) expect([o.unit, ...new Set(o.storedUnits)]).toEqual(["USD", "USD/shares"]);
  });

  it("reports, never merges, a value that differs or that a filing does not hold", async () => {
    const nvda = entriesOf(1045810);
    const facts = await stored.deps.store.getFacts("0001045810-23-000017");
    // The fiscal 2025 10-K's values, restated for the 2024 ten-for-one split, against the fiscal 2023 10-K's own facts.
    const restated = nvda.filter((e) => e.accession === "0001045810-25-000023");
    const report = compareWithCompanyFacts(facts, restated);
    const eps = report.differ.find((d) => d.concept === "us-gaap:EarningsPerShareDiluted" && d.period === "2022-01-31/2023-01-29");
    expect(eps).toMatchObject({ sec: 0.17, stored: ["1.74"] });
    // Fiscal 2024 and 2025 are not among the fiscal 2023 10-K's facts at all.
    expect(report.missing.some((m) => m.period === "2024-01-29/2025-01-26")).toBe(true);
    expect(report.agree + report.differ.length + report.missing.length).toBe(report.compared);
  });
});
