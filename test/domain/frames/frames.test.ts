import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getFrames, type FramesResult } from "../../../src/domain/frames/index.js";
import { parseCompanyFacts, type CompanyFactsEntry } from "../../../src/edgar/index.js";
import { offlineToolDeps } from "../../../src/runtime/index.js";
import type { CompanyFactsStore } from "../../../src/store/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { CORPUS_COMPANY_FACTS_CIKS, companyFactsPath, corpusCompanyFacts, corpusCompanyFactsRecords } from "../../support/companyfacts.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";

const corpus = requireCorpus();

/** SEC's own frames of the six companies: `concept unit frame` -> value per CIK. */
function secFrames(): Map<string, Map<number, CompanyFactsEntry>> {
  const out = new Map<string, Map<number, CompanyFactsEntry>>();
  for (const cik of CORPUS_COMPANY_FACTS_CIKS) {
    for (const e of parseCompanyFacts(readFileSync(companyFactsPath(corpus as string, cik))).entries) {
      if (e.frame === null) continue;
      const key = `${e.taxonomy}:${e.concept} ${e.unit} ${e.frame}`;
      if (!out.has(key)) out.set(key, new Map());
      out.get(key)!.set(cik, e);
    }
  }
  return out;
}

const ask = { basis: "latest" as const, cursor: null, limit: 1000 };
const essentials = (rows: FramesResult["rows"]) => rows.map((r) => [r.cik, r.value, r.accession, r.start, r.end]);

describe.skipIf(!corpus)("frames", () => {
  let stored: Awaited<ReturnType<typeof corpusStore>>;
  let companyFacts: CompanyFactsStore;
  let both: ToolDeps;
  let sec: Map<string, Map<number, CompanyFactsEntry>>;

  beforeAll(async () => {
    stored = await corpusStore(corpus as string, ["AAPL", "NVDA", "GOOGL"]);
    companyFacts = await corpusCompanyFacts(corpus as string, stored.store);
    both = offlineToolDeps(stored.deps.store, companyFacts);
    sec = secFrames();
  }, 300_000);
  afterAll(async () => {
    await companyFacts?.close();
    await stored?.close();
  });

  for (const frame of ["CY2024Q3", "CY2024", "CY2024Q4I"]) {
    it(`${frame}: every concept's frame over the corpus's companies equals SEC's frame values, stored filings included`, async () => {
      const keys = [...sec.keys()].filter((k) => k.endsWith(` ${frame}`));
      expect(keys.length).toBeGreaterThan(100);
      const differ: string[] = [];
      let values = 0;
      for (const key of keys) {
        const [concept, unit] = key.split(" ") as [string, string];
        const result = await getFrames(both, { ...ask, concept, unit, period: frame });
        const expected = [...sec.get(key)!].sort((a, b) => a[0] - b[0]).map(([cik, e]) => [cik, e.value, e.accession, e.start, e.end]);
        values += expected.length;
        if (JSON.stringify(essentials(result.rows)) !== JSON.stringify(expected))
          differ.push(`${key}: ${JSON.stringify(essentials(result.rows))} != ${JSON.stringify(expected)}`);
        for (const row of result.rows) expect(row.sec_frame).toBe(frame);
      }
      expect(differ).toEqual([]);
      expect(values).toBeGreaterThan(keys.length);
    });
  }

  it("as_reported: each company's first-filed value of the frame", async () => {
    const query = { concept: "us-gaap:EarningsPerShareDiluted", unit: "USD/shares", period: "CY2019", cursor: null, limit: 1000 };
    const first = await getFrames(both, { ...query, basis: "as_reported" });
    const latest = await getFrames(both, { ...query, basis: "latest" });
    const nvda = (r: FramesResult) => r.rows.find((row) => row.cik === 1045810);
    // NVIDIA's fiscal 2020 (Jan 2019 - Jan 2020): 4.52 as first reported, 1.13 after the 2021 four-for-one split.
    expect(nvda(first)).toMatchObject({ value: 4.52, accession: "0001045810-20-000010", sec_frame: null, source: "companyfacts" });
    expect(nvda(latest)).toMatchObject({ value: 1.13, accession: "0001045810-22-000036", sec_frame: "CY2019" });
    for (const row of first.rows) {
      const records = corpusCompanyFactsRecords(corpus as string, row.cik);
      const expected = records.facts.find(
        (f) => `${f.taxonomy}:${f.concept}` === query.concept && f.unit === query.unit && f.firstFrame === query.period,
      );
      expect([row.value, row.accession]).toEqual([expected?.value, expected?.accession]);
    }
  });

  it("pages companies by CIK with an opaque cursor tied to its query", async () => {
    const query = { ...ask, concept: "us-gaap:Assets", unit: "USD", period: "CY2024Q4I" };
    const all = await getFrames(both, query);
    expect(all.rows.length).toBeGreaterThanOrEqual(4);
    expect(all.next_cursor).toBeNull();
    const paged: FramesResult["rows"][number][] = [];
    let cursor: string | null = null;
    do {
      const page: FramesResult = await getFrames(both, { ...query, limit: 2, cursor });
      expect(page.rows.length).toBeLessThanOrEqual(2);
      paged.push(...page.rows);
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(paged).toEqual(all.rows);
    const second = (await getFrames(both, { ...query, limit: 2 })).next_cursor;
    await expect(getFrames(both, { ...query, period: "CY2024Q3I", cursor: second })).rejects.toMatchObject({ code: "bad_request" });
    await expect(getFrames(both, { ...query, cursor: "not-a-cursor" })).rejects.toMatchObject({ code: "bad_request" });
  });

  it("answers from stored filings alone when no company facts are loaded, each company's last filed stored value", async () => {
    const filingsOnly = offlineToolDeps(stored.deps.store);
    const result = await getFrames(filingsOnly, { ...ask, concept: "us-gaap:Assets", unit: "USD", period: "CY2024Q4I" });
    const storedAccessions = new Set((await stored.deps.store.listFilings()).map((f) => f.accession));
    // No stored filing of Apple prints a balance near December 31, 2024 (its December quarter's 10-Q is not stored).
    expect(result.rows.map((r) => r.cik)).toEqual([1045810, 1652044]);
    const secAssets = sec.get("us-gaap:Assets USD CY2024Q4I")!;
    for (const row of result.rows) {
      expect(row.source).toBe("xbrl");
      expect(storedAccessions.has(row.accession)).toBe(true);
      expect(row.value).toBe(secAssets.get(row.cik)?.value);
    }
    // NVIDIA's January 26, 2025 balance (26 days from December 31): the last stored filing printing it is its July 2025 10-Q.
    expect(result.rows[0]).toMatchObject({ accession: "0001045810-25-000209", end: "2025-01-26", form: "10-Q" });
  });

  it("says what is missing and how to get it, and refuses what names no frame or no single concept", async () => {
    const filingsOnly = offlineToolDeps(stored.deps.store);
    await expect(getFrames(filingsOnly, { ...ask, concept: "us-gaap:Assets", unit: "USD", period: "CY2001Q1I" })).rejects.toMatchObject({
      code: "metric_not_found",
      message: expect.stringContaining("fds ingest-companyfacts"),
    });
    await expect(getFrames(both, { ...ask, concept: "us-gaap:Assets", unit: "USD", period: "FY2024" })).rejects.toMatchObject({
      code: "bad_request",
    });
    await expect(getFrames(both, { ...ask, concept: "revenue", unit: "USD", period: "CY2024" })).rejects.toMatchObject({
      code: "bad_request",
      message: expect.stringContaining("us-gaap:Revenues"),
    });
    // SEC's unit spelling reads too.
    const eps = await getFrames(both, { ...ask, concept: "EarningsPerShareDiluted", unit: "USD-per-shares", period: "CY2024" });
    expect(eps).toMatchObject({ concept: "us-gaap:EarningsPerShareDiluted", unit: "USD/shares" });
  });
});
