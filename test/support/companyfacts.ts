import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCompanyFacts } from "../../src/edgar/index.js";
import { companyFactsRecords, type CompanyFactsRecords } from "../../src/ingest/index.js";

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
