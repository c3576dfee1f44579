import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCAL_SUBMISSIONS_DIR, LocalIssuerDirectory, parseCompanyFacts, shipCorpusSubmissions } from "../../src/edgar/index.js";
import { companyFactsInput, companyFactsRecords, issuerMeta, loadCompanyFacts, type CompanyFactsRecords } from "../../src/ingest/index.js";
import { openCompanyFactsStore, type CompanyFactsStore } from "../../src/store/index.js";
import type { TestStore } from "./test-store.js";

/** The six companies of the corpus's `companyfacts/` (Apple, NVIDIA, Snowflake, Alphabet, Marvell, Logistic Properties of the Americas). */
export const CORPUS_COMPANY_FACTS_CIKS = [320193, 1045810, 1640147, 1652044, 1835632, 1997711] as const;

export const companyFactsPath = (corpus: string, cik: number) => join(corpus, "companyfacts", `CIK${String(cik).padStart(10, "0")}.json`);

/** A corpus companyfacts file as store rows, without ticker or fiscal year end. */
export function corpusCompanyFactsRecords(corpus: string, cik: number): CompanyFactsRecords {
  const path = companyFactsPath(corpus, cik);
  return companyFactsRecords(parseCompanyFacts(readFileSync(path)), `CIK${String(cik).padStart(10, "0")}.json`, {
    ticker: null,
    fiscalYearEnd: null,
  });
}

/**
 * SEC's company facts of the corpus loaded into the test store's database (beside its filings),
 * with tickers and fiscal year ends from the corpus's submissions JSON and ticker map, as
 * `fds ingest <corpus>` loads them.
 */
export async function corpusCompanyFacts(corpus: string, target: TestStore): Promise<CompanyFactsStore> {
  const store = await openTestCompanyFacts(target);
  await shipCorpusSubmissions(corpus, target.dataDir);
  const issuers = new LocalIssuerDirectory(join(target.dataDir, LOCAL_SUBMISSIONS_DIR));
  const summary = await loadCompanyFacts(await companyFactsInput(join(corpus, "companyfacts")), store, { metaOf: issuerMeta(issuers) });
  if (summary.failed.length) throw new Error(`company facts failed: ${summary.failed.map((f) => f.error).join("; ")}`);
  return store;
}

/** The company facts store of a test store's database (SQLite file or PostgreSQL schema). */
export function openTestCompanyFacts(target: TestStore): Promise<CompanyFactsStore> {
  const { FDS_DATABASE_URL: url, FDS_DATABASE_SCHEMA: schema } = target.env;
  return openCompanyFactsStore({ dataDir: target.dataDir, databaseUrl: url || null, ...(schema ? { schema } : {}) });
}
