import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EdgarClient, startReplica, type Replica } from "../../src/edgar/index.js";
import { EdgarFilingFetcher } from "../../src/ingest/edgar-fetcher.js";
import { requireCorpus } from "../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../support/extraction-app.js";

const corpus = requireCorpus();

/** POST /api/documents/ingest into an empty store, EDGAR played by the replica of the corpus. */
describe.skipIf(!corpus)("POST /api/documents/ingest", () => {
  let replica: Replica;
  let cacheDir: string;
  let x: ExtractionApp;
  beforeAll(async () => {
    replica = await startReplica({ corpusDir: corpus as string });
    cacheDir = await mkdtemp(join(tmpdir(), "fds-ingest-cache-"));
    const client = new EdgarClient(
      edgarConfigFromEnv({}, { userAgent: "fds tests tests@example.com", wwwUrl: replica.url, dataUrl: replica.url, cacheDir }),
    );
    x = await extractionApp(corpus as string, [], { fetcher: (store) => new EdgarFilingFetcher(client, store) });
  }, 120_000);
  afterAll(async () => {
    await x?.close();
    await replica?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const ingest = (payload: object) =>
    x.app.inject({ method: "POST", url: "/api/documents/ingest", headers: { authorization: `Bearer ${x.key.internal}` }, payload });

  it("by accession (with the ticker to find it on EDGAR): fetched, then unchanged", async () => {
    const first = await ingest({ accession: "0001045810-25-000023", ticker: "NVDA" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: "0001045810-25-000023", source_type: "filing", status: "fetched" });
    expect(first.json().counts.sections).toBeGreaterThan(10);
    expect((await ingest({ accession: "0001045810-25-000023" })).json().status).toBe("unchanged");
  }, 120_000);

  it("an accession that is not one (here with a lone surrogate, found by the conformance suite) is a 422, and the server goes on", async () => {
    // It used to reach EDGAR URL building (encodeURIComponent threw: a 500) after a submissions
    // request had started, whose rejection then went unhandled and killed the process.
    const asked = replica.requests.length;
    const bad = await ingest({ accession: "29\uda22\udf36", ticker: "s" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ detail: [{ loc: ["body", "accession"], type: "string_pattern_mismatch" }] });
    // Refused before anything was asked of EDGAR (a request left to fail unhandled would fail the run).
    expect(replica.requests.length).toBe(asked);
    expect((await x.app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });

  it("by ticker, form and fiscal period: fetched through EDGAR", async () => {
    const res = await ingest({ ticker: "AAPL", form: "10-K", year: 2024, quarter: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: "0000320193-24-000123", status: "fetched" });
    expect((await ingest({ ticker: "AAPL", form: "10-Q", year: 2024, quarter: 4 })).statusCode).toBe(400);
  }, 120_000);

  it("from a corpus folder on the server: stored, then unchanged; a path that is not a corpus is a 400", async () => {
    const first = await ingest({ corpus_path: corpus, accession: "0000066740-24-000023" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: "0000066740-24-000023", status: "stored" });
    expect((await ingest({ corpus_path: corpus, accession: "0000066740-24-000023" })).json().status).toBe("unchanged");
    expect((await ingest({ corpus_path: "/nonexistent/corpus", accession: "0000066740-24-000023" })).statusCode).toBe(400);
    expect((await ingest({ accession: "0000000000-00-000000" })).statusCode).toBe(400);
    // Neither an accession, a corpus_path nor ticker, year and quarter: the body's rule, in the tool's words.
    const unselected = await ingest({ year: 2024 });
    expect(unselected.statusCode).toBe(422);
    expect(unselected.json().detail).toEqual([
      expect.objectContaining({
        loc: ["body"],
        msg: "Value error, give an accession, or ticker, year and quarter (with form), or corpus_path",
      }),
    ]);
    expect((await ingest({ accession: "x", unknown: 1 })).statusCode).toBe(422);
  }, 120_000);
});
