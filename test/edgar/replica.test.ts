import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { corpusFileName, type CorpusFiling } from "../../src/edgar/corpus-manifest.js";
import { parseDirectoryListing } from "../../src/edgar/directory-listing.js";
import { accessionNoDashes, paddedCik } from "../../src/edgar/edgar-urls.js";
import { parseFilingIndexPage } from "../../src/edgar/filing-index-page.js";
import { startReplica, type Replica } from "../../src/edgar/replica.js";
import { parseSubmissionsFile, parseSubmissionsPage } from "../../src/edgar/submissions.js";
import { CORPUS_DIR, corpusManifest, describeWithCorpus } from "../support/corpus.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describeWithCorpus("EDGAR replica", () => {
  let replica: Replica;
  let served: CorpusFiling[];
  beforeAll(async () => {
    replica = await startReplica({ corpusDir: CORPUS_DIR });
    served = (await corpusManifest()).filings.filter((f) => f.cik !== null && f.accession !== null);
  });
  afterAll(() => replica.close());

  const get = async (urlPath: string) => {
    const response = await fetch(`${replica.url}${urlPath}`, { headers: { "Accept-Encoding": "gzip" } });
    return { status: response.status, encoding: response.headers.get("content-encoding"), body: Buffer.from(await response.arrayBuffer()) };
  };
  const accessionsOf = async (cik: number): Promise<string[]> => {
    const main = await get(`/submissions/CIK${paddedCik(cik)}.json`);
    expect(main.status).toBe(200);
    const page = parseSubmissionsPage(main.body);
    const accessions = page.recent.map((e) => e.accession);
    for (const ref of page.files) {
      const extra = await get(`/submissions/${ref.name}`);
      expect(extra.status, ref.name).toBe(200);
      accessions.push(...parseSubmissionsFile(extra.body).map((e) => e.accession));
    }
    return accessions;
  };

  it("binds to loopback and serves SEC's ticker map as is, gzipped on request", async () => {
    expect(replica.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const tickers = await get("/files/company_tickers.json");
    expect(tickers.encoding).toBe("gzip");
    expect(tickers.body.equals(readFileSync(path.join(CORPUS_DIR, "company_tickers.json")))).toBe(true);
  });

  it("lists every served filing in its CIK's submissions (recent or a named extra file)", async () => {
    const ciks = [...new Set(served.map((f) => f.cik!))];
    for (const cik of ciks) {
      const accessions = new Set(await accessionsOf(cik));
      for (const filing of served.filter((f) => f.cik === cik))
        expect(accessions.has(filing.accession!), `${cik} ${filing.accession}`).toBe(true);
    }
  });

  it("serves a real submissions file byte for byte when it already lists the corpus filings", async () => {
    const tesla = (await corpusManifest()).submissions.find((s) => s.path === "submissions/CIK0001318605.json")!;
    const body = (await get("/submissions/CIK0001318605.json")).body;
    expect(sha256(body)).toBe(tesla.sha256);
    const extra = (await get("/submissions/CIK0001318605-submissions-001.json")).body;
    expect(extra.equals(readFileSync(path.join(CORPUS_DIR, "submissions/CIK0001318605-submissions-001.json")))).toBe(true);
  });

  it("completes a real file with a corpus filing it lacks, at its date's place", async () => {
    const real = parseSubmissionsPage(readFileSync(path.join(CORPUS_DIR, "submissions/CIK0001045810.json")));
    const page = parseSubmissionsPage((await get("/submissions/CIK0001045810.json")).body);
    expect(page.recent).toHaveLength(real.recent.length + 1);
    expect(page.recent[0]).toMatchObject({
      accession: "0001045810-26-000024",
      form: "8-K",
      filedDate: "2026-03-06",
      primaryDocument: "nvda-20260302.htm",
    });
    expect(page.recent.slice(1)).toEqual(real.recent);
  });

  it("puts old corpus filings in the extra file covering their date, built when the corpus lacks it", async () => {
    const extra = parseSubmissionsFile((await get("/submissions/CIK0000320193-submissions-001.json")).body);
    expect(extra.map((e) => e.accession).sort()).toEqual(["0000912057-00-023442", "0001193125-10-238044", "0001193125-13-300670"]);
    expect(extra.find((e) => e.accession === "0000912057-00-023442")?.primaryDocument).toBe("0000912057-00-023442_0001_10-Q.txt");
    // Microsoft has a real main file but no corpus filings: its extra files resolve, empty.
    expect(parseSubmissionsFile((await get("/submissions/CIK0000789019-submissions-002.json")).body)).toEqual([]);
  });

  it("builds the submissions JSON of a CIK the corpus has no real file for", async () => {
    const page = parseSubmissionsPage((await get("/submissions/CIK0000066740.json")).body);
    expect(page).toMatchObject({ cik: 66740, tickers: ["MMM"], files: [] });
    expect(page.recent).toEqual([
      expect.objectContaining({
        accession: "0000066740-24-000023",
        form: "8-K",
        filedDate: "2024-03-08",
        reportDate: "2024-03-08",
        primaryDocument: "mmm-20240308.htm",
        isInlineXbrl: true,
      }),
    ]);
  });

  it("serves the corpus's company facts at SEC's data path, byte for byte", async () => {
    const files = (await corpusManifest()).companyfacts;
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await get(`/api/xbrl/companyfacts/${path.basename(file.path)}`);
      expect(response, file.path).toMatchObject({ status: 200, encoding: "gzip" });
      expect(sha256(response.body), file.path).toBe(file.sha256);
    }
    expect((await get("/api/xbrl/companyfacts/CIK0000021344.json")).status).toBe(404);
  });

  it("serves a filing folder: index.json, the index page and every file's bytes", async () => {
    const mmm = served.find((f) => f.accession === "0000066740-24-000023")!;
    const folder = `/Archives/edgar/data/66740/${accessionNoDashes(mmm.accession!)}`;
    const listing = parseDirectoryListing((await get(`${folder}/index.json`)).body);
    expect(listing.map((i) => i.name)).toEqual([...mmm.files.map(corpusFileName), "0000066740-24-000023-index.html"]);
    const page = parseFilingIndexPage((await get(`${folder}/0000066740-24-000023-index.html`)).body.toString());
    expect(page).toMatchObject({ form: "8-K", filedDate: "2024-03-08", periodOfReport: "2024-03-08" });
    expect(page.documents.map((d) => [d.seq, d.document, d.type, d.size])).toEqual([
      [1, "mmm-20240308.htm", "8-K", 33859],
      [2, "pressrelease3-8x24.htm", "EX-99.1", 24371],
      [3, "MetaLinks.json", "JSON", 23657],
      [4, "mmm-20240308_htm.xml", "XML", 6819], // EDGAR's extracted instance
      [5, "mmm-20240308.xsd", "EX-101.SCH", 3293],
      [6, "mmm-20240308_def.xml", "EX-101.DEF", 18687],
      [7, "mmm-20240308_lab.xml", "EX-101.LAB", 32988],
      [8, "mmm-20240308_pre.xml", "EX-101.PRE", 19239],
    ]);
    expect((await get(`${folder}/0000066740-24-000023-index.htm`)).status).toBe(200);
    for (const file of mmm.files) {
      const body = (await get(`${folder}/${corpusFileName(file)}`)).body;
      expect(sha256(body), file.path).toBe(file.sha256);
    }
  });

  it("answers 404 for unknown paths, filings it does not serve and files outside a filing", async () => {
    const hubs = (await corpusManifest()).filings.find((f) => f.ticker === "HUBS")!;
    expect(hubs.accession).toBeNull();
    for (const urlPath of [
      "/",
      "/submissions/CIK0000000001.json",
      "/Archives/edgar/data/66740/000006674024000099/index.json",
      "/Archives/edgar/data/66740/000006674024000023/not-there.htm",
      "/Archives/edgar/data/66740/000006674024000023/..%2F..%2Fmanifest.json",
      "/Archives/edgar/data/320193/000137647416000635/index.json",
      "/manifest.json",
    ]) {
      expect((await get(urlPath)).status, urlPath).toBe(404);
    }
    expect(replica.requests.at(-1)).toMatchObject({ method: "GET", status: 404, path: "/manifest.json" });
  });
});
