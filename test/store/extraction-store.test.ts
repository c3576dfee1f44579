import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExtractionResultRecord, ExtractionStore, TranscriptRecord } from "../../src/store/extractions/extraction-store.js";
import { openExtractionStore } from "../../src/store/extractions/sql-extraction-store.js";
import { createTestStore, type TestStore } from "../support/test-store.js";

/** Runs on the dialect of the suite (PostgreSQL in CI's second run, else SQLite). */
describe("extraction store", () => {
  let t: TestStore;
  let store: ExtractionStore;
  beforeAll(async () => {
    t = await createTestStore();
    const env = t.env;
    store = await openExtractionStore({
      dataDir: t.dataDir,
      ...(env.FDS_DATABASE_URL ? { databaseUrl: env.FDS_DATABASE_URL, schema: env.FDS_DATABASE_SCHEMA } : {}),
    });
  });
  afterAll(async () => {
    await store?.close();
    await t?.dispose();
  });

  const markdown =
    "# T\n\n## Prepared remarks\n\n**Ann Lee (management):** Revenue grew and margins widened.\n\n## Questions and answers\n\n**Bo Ng (analyst):** What about gross margin next quarter?\n";
  const transcript: TranscriptRecord = {
    sourceId: "tr-xyz-2024q4-abc",
    ticker: "XYZ",
    cik: null,
    fiscalYear: 2024,
    fiscalQuarter: 4,
    callDate: "2025-01-30",
    source: "hand-written",
    title: "T",
    layout: "speaker_lines",
    sha256: "abc",
    ingestedAt: "2025-01-31T00:00:00.000Z",
    text: "Revenue grew and margins widened. What about gross margin next quarter?",
    markdown,
    turns: [
      {
        ordinal: 0,
        section: "prepared_remarks",
        speaker: "Ann Lee",
        role: "management",
        start: 27,
        end: 88,
        textStart: 54,
        text: "Revenue grew and margins widened.",
      },
      {
        ordinal: 1,
        section: "qa",
        speaker: "Bo Ng",
        role: "analyst",
        start: 115,
        end: 174,
        textStart: 137,
        text: "What about gross margin next quarter?",
      },
    ],
  };

  it("stores a transcript once, reads it back with its turns, searches its turns", async () => {
    expect(await store.saveTranscript(transcript)).toEqual({ inserted: true });
    expect(await store.saveTranscript(transcript)).toEqual({ inserted: false });
    const back = await store.getTranscript(transcript.sourceId);
    expect(back?.turns.map((x) => x.speaker)).toEqual(["Ann Lee", "Bo Ng"]);
    expect(back?.markdown).toBe(markdown);
    expect((await store.listTranscripts({ ticker: "xyz" })).map((x) => x.sourceId)).toEqual([transcript.sourceId]);
    // "gross" is said in the analyst's turn only ("margin" would also stem-match "margins" on PostgreSQL).
    const hits = await store.searchTurns("gross", { ticker: "XYZ" }, 10);
    expect(hits.map((h) => h.ordinal)).toEqual([1]);
    expect(await store.searchTurns("NEAR( OR *", { sourceId: transcript.sourceId }, 10)).toEqual([]);
  });

  it("keeps one result per document, schema version and extractor version; a rerun replaces it", async () => {
    const base: ExtractionResultRecord = {
      sourceType: "filing",
      sourceId: "0000000001-25-000001",
      document: "doc.htm",
      documentSha256: "s",
      schema: "dividends",
      schemaVersion: 1,
      extractor: "rules",
      extractorVersion: 1,
      ticker: "XYZ",
      form: "10-K",
      fiscalYear: 2024,
      fiscalPeriod: "FY",
      periodEnd: "2024-12-31",
      filedDate: "2025-02-01",
      previousSourceId: null,
      spanCount: 0,
      spans: "[]",
      createdAt: "2025-02-02T00:00:00.000Z",
    };
    await store.saveResult(base);
    await store.saveResult({ ...base, spanCount: 2, spans: "[1,2]" });
    await store.saveResult({ ...base, schemaVersion: 2, spanCount: 1, spans: "[1]" });
    const rows = await store.getResults(base);
    expect(rows.map((r) => [r.schemaVersion, r.spanCount])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect((await store.listResults({ ticker: "xyz", schema: "dividends" })).length).toBe(2);
    expect(Object.fromEntries(await store.countResults(base.sourceId))).toEqual({ dividends: { results: 2, spans: 3, versions: [2, 1] } });
  });

  it("caches model answers by key", async () => {
    expect(await store.getModelAnswer("k")).toBeNull();
    await store.saveModelAnswer("k", "m", "first");
    await store.saveModelAnswer("k", "m", "second");
    expect(await store.getModelAnswer("k")).toBe("second");
  });
});
