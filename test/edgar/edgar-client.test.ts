import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { corpusDocumentType, corpusFileName, type CorpusFiling } from "../../src/edgar/corpus-manifest.js";
import { EdgarClient } from "../../src/edgar/edgar-client.js";
import type { EdgarConfig } from "../../src/edgar/edgar-config.js";
import { EdgarNotFoundError } from "../../src/edgar/edgar-errors.js";
import type { EdgarFilingSource } from "../../src/edgar/edgar-filing-source.js";
import { startReplica, type Replica } from "../../src/edgar/replica.js";
import { LocalRequestGate } from "../../src/edgar/request-gate.js";
import { CORPUS_DIR, corpusManifest, describeWithCorpus } from "../support/corpus.js";
import { removeTempCacheDirs, TEST_USER_AGENT, testEdgarConfig } from "../support/edgar-test-config.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Corpus files whose manifest role no rule can reproduce from EDGAR's facts: the 2013 Apple
 * instance keeps its source name and has no EDGAR type, so `classifyFile` calls it "other"
 * (the local corpus source, which classifies with the same function, agrees).
 */

describeWithCorpus("EdgarClient against the EDGAR replica", () => {
  let replica: Replica;
  let served: CorpusFiling[];
  const gate = new LocalRequestGate({ requestsPerSecond: 1000 });
  const clientWith = (overrides: Partial<EdgarConfig> = {}) => new EdgarClient(testEdgarConfig(replica.url, overrides), { gate });
  const requestsSince = (mark: number) => replica.requests.slice(mark);
  const filing = (accession: string) => served.find((f) => f.accession === accession)!;

  beforeAll(async () => {
    replica = await startReplica({ corpusDir: CORPUS_DIR });
    served = (await corpusManifest()).filings.filter((f) => f.cik !== null && f.accession !== null);
  });
  afterAll(() => replica.close());
  afterAll(removeTempCacheDirs);

  /** The source's files, metadata and bytes match the manifest entry. */
  async function expectMatchesManifest(source: EdgarFilingSource, expected: CorpusFiling): Promise<void> {
    expect(source).toMatchObject({
      accession: expected.accession,
      cik: expected.cik,
      form: expected.form,
      filedDate: expected.filing_date,
      periodEnd: expected.report_date,
      isInlineXbrl: expected.is_inline_xbrl,
    });
    // The corpus keeps SEC's index page of one filing as a file; the client, by rule, lists documents only.
    const documents = expected.files.filter((f) => corpusFileName(f) !== `${expected.accession}-index.html`);
    expect(source.files.map((f) => f.name).sort()).toEqual(documents.map(corpusFileName).sort());
    for (const file of documents) {
      const got = source.files.find((f) => f.name === corpusFileName(file))!;
      expect(got.role, file.path).toBe(file.role);
      expect(got.type, file.path).toBe(corpusDocumentType(expected, file));
      expect(got.size, file.path).toBe(file.bytes);
      expect(sha256(await got.read()), file.path).toBe(file.sha256);
    }
  }

  it("looks up CIKs by ticker, reading the ticker map once", async () => {
    const client = clientWith();
    const mark = replica.requests.length;
    expect(await client.lookupCik("AAPL")).toBe(320193);
    expect(await client.lookupCik("nvda")).toBe(1045810);
    expect(await client.lookupCik("BRK.B")).toBe(1067983);
    expect(await client.lookupCik("NO-SUCH-TICKER")).toBeNull();
    expect(requestsSince(mark).map((r) => r.path)).toEqual(["/files/company_tickers.json"]);
  });

  it("merges recent and extra submissions files; Apple's real list has the corpus accessions", async () => {
    const submissions = await clientWith().getSubmissions(320193);
    expect(submissions).toMatchObject({ cik: 320193, name: "Apple Inc.", tickers: ["AAPL"] });
    const accessions = new Set(submissions.filings.map((f) => f.accession));
    expect(accessions.size).toBe(submissions.filings.length);
    for (const f of served.filter((f) => f.cik === 320193)) expect(accessions.has(f.accession!), f.accession!).toBe(true);
    expect(submissions.filings.find((f) => f.accession === "0000320193-24-000123")).toMatchObject({
      form: "10-K",
      filedDate: "2024-11-01",
      reportDate: "2024-09-28",
      primaryDocument: "aapl-20240928.htm",
    });
  });

  it("finds filings by form and report date without reading extra files that cannot match", async () => {
    const client = clientWith();
    const mark = replica.requests.length;
    const found = await client.findFilings(320193, { form: "10-Q", reportDateFrom: "2025-01-01", reportDateTo: "2025-12-31" });
    expect(found.map((f) => f.accession)).toEqual(expect.arrayContaining(["0000320193-25-000057", "0000320193-25-000073"]));
    expect(found.every((f) => f.form === "10-Q" && f.reportDate! >= "2025-01-01")).toBe(true);
    expect(requestsSince(mark).map((r) => r.path)).toEqual(["/submissions/CIK0000320193.json"]);
    const old = await client.findFilings(320193, { form: "10-Q", reportDateTo: "2000-12-31" });
    expect(old.map((f) => f.accession)).toEqual(["0000912057-00-023442"]);
  });

  it("presents Apple's 10-Q 0000320193-25-000057 with all 56 files, R pages included", async () => {
    const source = await clientWith().getFilingSource(320193, "0000320193-25-000057");
    expect(source).toMatchObject({
      ticker: "AAPL",
      company: "Apple Inc.",
      form: "10-Q",
      filedDate: "2025-05-02",
      periodEnd: "2025-03-29",
      primaryDocument: "aapl-20250329.htm",
      origin: `${replica.url}/Archives/edgar/data/320193/000032019325000057/`,
    });
    expect(source.files).toHaveLength(56);
    expect(source.files[0]).toMatchObject({ name: "aapl-20250329.htm", role: "primary", type: "10-Q" });
    expect(source.files.filter((f) => f.role === "r_page")).toHaveLength(42);
    await expectMatchesManifest(source, filing("0000320193-25-000057"));
  });

  it("presents NVIDIA's 10-K 0001045810-25-000023 with its one primary document", async () => {
    const source = await clientWith().getFilingSource(1045810, "0001045810-25-000023");
    expect(source).toMatchObject({ ticker: "NVDA", periodEnd: "2025-01-26", primaryDocument: "nvda-20250126.htm" });
    expect(source.files.map((f) => [f.name, f.role, f.type])).toEqual([["nvda-20250126.htm", "primary", "10-K"]]);
    await expectMatchesManifest(source, filing("0001045810-25-000023"));
  });

  it("presents 3M's 8-K 0000066740-24-000023 with its EX-99.1 press release", async () => {
    const source = await clientWith().getFilingSource(66740, "0000066740-24-000023");
    expect(source).toMatchObject({ ticker: "MMM", form: "8-K", primaryDocument: "mmm-20240308.htm" });
    expect(source.files.find((f) => f.name === "pressrelease3-8x24.htm")).toMatchObject({ role: "exhibit", type: "EX-99.1" });
    await expectMatchesManifest(source, filing("0000066740-24-000023"));
  });

  it("follows the extra submissions file for an old accession", async () => {
    const source = await clientWith().getFilingSource(320193, "0000912057-00-023442");
    expect(source).toMatchObject({
      form: "10-Q",
      filedDate: "2000-05-11",
      periodEnd: "2000-04-01",
      primaryDocument: "0000912057-00-023442_0001_10-Q.txt",
    });
    expect(source.files[0]).toMatchObject({ role: "primary", type: "10-Q" });
  });

  it("serves repeated reads from the disk cache without a request, across client instances", async () => {
    const cacheDir = testEdgarConfig(replica.url).cacheDir;
    const first = clientWith({ cacheDir });
    const source = await first.getFilingSource(66740, "0000066740-24-000023");
    for (const file of source.files) await file.read();
    const mark = replica.requests.length;
    for (const file of source.files) await file.read();
    const again = await clientWith({ cacheDir }).getFilingSource(66740, "0000066740-24-000023");
    for (const file of again.files) await file.read();
    expect(requestsSince(mark)).toEqual([]);
  });

  it("shares one request between concurrent reads of one file", async () => {
    const source = await clientWith().getFilingSource(1045810, "0001045810-25-000023");
    const mark = replica.requests.length;
    const [a, b] = await Promise.all([source.files[0]!.read(), source.files[0]!.read()]);
    expect(a.equals(b)).toBe(true);
    expect(requestsSince(mark)).toHaveLength(1);
  });

  it("keeps submissions for their TTL and refetches them once it has passed", async () => {
    // Its own gate: a gate that saw the faked clock would hold the next tests' requests for a minute.
    const client = new EdgarClient(testEdgarConfig(replica.url, { metadataTtlMs: 60_000 }), {
      gate: new LocalRequestGate({ requestsPerSecond: 1000 }),
    });
    await client.getSubmissionsPage(66740);
    const mark = replica.requests.length;
    await client.getSubmissionsPage(66740);
    expect(requestsSince(mark)).toEqual([]);
    // Only Date is faked (the cache compares it with the file's mtime); sockets and fs run as usual.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 60_001);
      await client.getSubmissionsPage(66740);
    } finally {
      vi.useRealTimers();
    }
    expect(requestsSince(mark).map((r) => r.path)).toEqual(["/submissions/CIK0000066740.json"]);
  });

  it("sends the declared User-Agent and accepts gzip on every request", () => {
    expect(replica.requests.length).toBeGreaterThan(0);
    for (const request of replica.requests) expect(request).toMatchObject({ userAgent: TEST_USER_AGENT, acceptEncoding: "gzip, deflate" });
  });

  it("answers an unknown accession with EdgarNotFoundError", async () => {
    await expect(clientWith({ maxRetries: 0 }).getFilingSource(66740, "0000066740-24-000099")).rejects.toBeInstanceOf(EdgarNotFoundError);
  });

  it("presents every served corpus filing as the manifest lists it, bytes included", async () => {
    const client = clientWith();
    for (const expected of served) {
      const source = await client.getFilingSource(expected.cik!, expected.accession!);
      await expectMatchesManifest(source, expected);
    }
  });
});
