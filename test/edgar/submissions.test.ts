import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchesFilingQuery, mayHoldMatches } from "../../src/edgar/filing-query.js";
import { parseSubmissionsFile, parseSubmissionsPage, type SubmissionEntry } from "../../src/edgar/submissions.js";
import { CORPUS_DIR, describeWithCorpus } from "../support/corpus.js";

describeWithCorpus("parseSubmissionsPage on SEC's real files", () => {
  it("reads Apple's profile, recent rows and extra-file names", () => {
    const page = parseSubmissionsPage(readFileSync(path.join(CORPUS_DIR, "submissions/CIK0000320193.json")));
    expect(page).toMatchObject({ cik: 320193, name: "Apple Inc.", tickers: ["AAPL"], fiscalYearEnd: "0926" });
    expect(page.recent.length).toBe(1005);
    expect(page.files).toEqual([
      { name: "CIK0000320193-submissions-001.json", filingCount: 1206, filingFrom: "1994-01-26", filingTo: "2015-03-11" },
    ]);
    expect(page.recent.find((e) => e.accession === "0000320193-25-000057")).toMatchObject({
      form: "10-Q",
      filedDate: "2025-05-02",
      reportDate: "2025-03-29",
      primaryDocument: "aapl-20250329.htm",
      isXbrl: true,
      isInlineXbrl: true,
    });
  });

  it("reads an extra file (column arrays at top level); blanks become null", () => {
    const rows = parseSubmissionsFile(readFileSync(path.join(CORPUS_DIR, "submissions/CIK0001318605-submissions-001.json")));
    expect(rows).toHaveLength(720);
    expect(rows[0]).toMatchObject({ accession: "0000950103-18-001851", form: "SC 13G/A", reportDate: null, items: null });
  });
});

describe("filing queries", () => {
  const entry = (form: string, filedDate: string | null, reportDate: string | null): SubmissionEntry => ({
    accession: "0000000000-00-000000",
    form,
    filedDate,
    reportDate,
    acceptanceDateTime: null,
    primaryDocument: null,
    primaryDocDescription: null,
    items: null,
    isXbrl: null,
    isInlineXbrl: null,
    size: null,
  });

  it("matches forms exactly and dates inclusively", () => {
    const tenK = entry("10-K", "2024-11-01", "2024-09-28");
    expect(matchesFilingQuery(tenK, { form: "10-K" })).toBe(true);
    expect(matchesFilingQuery(entry("10-K/A", "2024-11-01", "2024-09-28"), { form: "10-K" })).toBe(false);
    expect(matchesFilingQuery(tenK, { form: ["10-Q", "10-K"], reportDateFrom: "2024-09-28", reportDateTo: "2024-09-28" })).toBe(true);
    expect(matchesFilingQuery(tenK, { filedTo: "2024-10-31" })).toBe(false);
    expect(matchesFilingQuery(entry("8-K", "2024-11-01", null), { reportDateFrom: "2024-01-01" })).toBe(false);
  });

  it("skips extra files that cannot hold a match", () => {
    const ref = { name: "CIK0000320193-submissions-001.json", filingCount: 1, filingFrom: "1994-01-26", filingTo: "2015-03-11" };
    expect(mayHoldMatches(ref, { reportDateFrom: "2020-01-01" })).toBe(false);
    expect(mayHoldMatches(ref, { filedFrom: "2016-01-01" })).toBe(false);
    expect(mayHoldMatches(ref, { filedTo: "1990-01-01" })).toBe(false);
    expect(mayHoldMatches(ref, { reportDateFrom: "2010-01-01" })).toBe(true);
    expect(mayHoldMatches(ref, {})).toBe(true);
  });
});
