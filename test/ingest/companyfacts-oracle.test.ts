import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareWithCompanyFacts } from "../../src/domain/companyfacts/index.js";
import { parseCompanyFacts } from "../../src/edgar/index.js";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { readFiling } from "../../src/ingest/read-filing.js";
import { companyFactsPath } from "../support/companyfacts.js";
import { requireCorpus } from "../support/corpus.js";

/**
 * The oracle the parser did not produce: SEC's companyfacts JSON, built by the SEC from the
 * same filings. Every value it holds for an accession must equal the parsed fact with the same
 * concept, period and unit (companyfacts holds only facts without dimensions): the matching
 * rules of `compareWithCompanyFacts`, which also check stored filings against loaded company facts.
 */
const corpus = requireCorpus();

const FILINGS_WITH_ORACLE = [
  "0001193125-10-238044", // Apple 10-K 2010, XBRL instance (us-gaap 2009)
  "0001193125-13-300670", // Apple 10-Q 2013, instance only
  "0000320193-22-000108", // Apple 10-K 2022, extracted instance
  "0000320193-23-000106",
  "0000320193-23-000077",
  "0000320193-24-000081", // Apple 10-Q, inline
  "0000320193-24-000123", // Apple 10-K 2024, inline
  "0000320193-25-000057",
  "0000320193-25-000073",
  "0001045810-23-000017", // NVIDIA 10-K FY2023 (ends January)
  "0001045810-25-000023",
  "0001045810-25-000209", // NVIDIA 10-Q fiscal 2026 Q2
  "0001652044-25-000014", // Alphabet 10-K 2024
];

describe.skipIf(!corpus)("parsed facts equal SEC companyfacts", async () => {
  const sources = corpus ? await corpusSources(corpus) : [];
  for (const accession of FILINGS_WITH_ORACLE) {
    it(`${accession}: every companyfacts value matches`, async () => {
      const source = sources.find((s) => s.accession === accession);
      expect(source, `corpus has ${accession}`).toBeDefined();
      const record = await readFiling(source!);
      const sec = parseCompanyFacts(readFileSync(companyFactsPath(corpus as string, record.meta.cik as number)));
      const oracle = sec.entries.filter((e) => e.accession === accession);
      expect(oracle.length).toBeGreaterThan(100);
      const report = compareWithCompanyFacts(record.facts, oracle);
      expect(report.differ, "values that differ from the SEC's").toEqual([]);
      // The SEC files a few per-share prices under "USD" although the filing's unit is USD/shares.
      expect(report.otherUnit.length / oracle.length, `unit differs: ${JSON.stringify(report.otherUnit.slice(0, 5))}`).toBeLessThan(0.05);
      // companyfacts may hold a few values the SEC took from another document of the filing.
      expect(report.missing, "SEC values we did not find").toEqual([]);
      expect(report.agree).toBe(oracle.length);
    });
  }
});
