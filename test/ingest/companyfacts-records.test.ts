import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LocalIssuerDirectory } from "../../src/edgar/index.js";
import { issuerMeta } from "../../src/ingest/index.js";
import { CORPUS_COMPANY_FACTS_CIKS, corpusCompanyFactsRecords } from "../support/companyfacts.js";
import { requireCorpus } from "../support/corpus.js";

const corpus = requireCorpus();

describe.skipIf(!corpus)("company facts as store rows", () => {
  it("dates each filing by the day most of its values end on: SEC's period of report for every accession the submissions list", async () => {
    const issuers = new LocalIssuerDirectory(join(corpus as string, "submissions"));
    let compared = 0;
    for (const cik of [320193, 1045810]) {
      const reportDates = new Map((await issuers.findSubmissions(cik))!.filings.map((f) => [f.accession, f.reportDate]));
      for (const filing of corpusCompanyFactsRecords(corpus as string, cik).filings) {
        if (!reportDates.has(filing.accession)) continue;
        compared++;
        expect(filing.periodEnd, filing.accession).toBe(reportDates.get(filing.accession));
      }
    }
    expect(compared).toBe(69);
  });

  it("marks at most one value first filed per concept, unit and frame, and one for each of SEC's frames", () => {
    for (const cik of CORPUS_COMPANY_FACTS_CIKS) {
      const { facts } = corpusCompanyFactsRecords(corpus as string, cik);
      const first = facts.filter((f) => f.firstFrame !== null).map((f) => `${f.taxonomy}:${f.concept} ${f.unit} ${f.firstFrame}`);
      expect(new Set(first).size).toBe(first.length);
      const sec = new Set(facts.filter((f) => f.frame !== null).map((f) => `${f.taxonomy}:${f.concept} ${f.unit} ${f.frame}`));
      expect(new Set(first)).toEqual(sec);
    }
  });

  it("takes tickers and fiscal year ends from the submissions JSON, else SEC's ticker map", async () => {
    // The corpus keeps the ticker map beside its submissions folder; `fds ingest` ships both into one.
    const submissions = issuerMeta(new LocalIssuerDirectory(join(corpus as string, "submissions")));
    expect(await submissions(320193)).toEqual({ ticker: "AAPL", fiscalYearEnd: "--09-26" });
    const map = issuerMeta(new LocalIssuerDirectory(corpus as string));
    expect(await map(1640147)).toEqual({ ticker: "SNOW", fiscalYearEnd: null });
  });
});
