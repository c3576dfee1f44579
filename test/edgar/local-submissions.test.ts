import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SUBMISSIONS_DIR, LocalIssuerDirectory, shipCorpusSubmissions } from "../../src/edgar/local-submissions.js";
import { buildToolDeps } from "../../src/runtime/index.js";
import { testToolDepsOptions } from "../support/tool-deps-options.js";
import { getIssuerMeta } from "../../src/domain/filings/issuer-meta.js";
import { openStore, type FilingStore } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";

const corpus = requireCorpus();

/** Figures read from the corpus's `submissions/` files by hand (python's json module), not by this code. */
describe.skipIf(!corpus)("issuer profiles from the submissions JSON a corpus ships", () => {
  let dataDir: string;
  let store: FilingStore;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "fds-submissions-"));
    store = await openStore({ dataDir });
  });
  afterAll(async () => {
    await store?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("copies SEC's files (not other snapshots) and the ticker map into the data directory", async () => {
    expect(await shipCorpusSubmissions(corpus as string, dataDir)).toBe(8);
    const names = await readdir(join(dataDir, LOCAL_SUBMISSIONS_DIR));
    expect(names).toContain("CIK0001045810.json");
    expect(names).toContain("company_tickers.json");
    expect(names.some((n) => n.includes("edgartools"))).toBe(false);
  });

  it("merges the shipped extra files with filings.recent, once per accession", async () => {
    const local = new LocalIssuerDirectory(join(dataDir, LOCAL_SUBMISSIONS_DIR));
    expect(await local.lookupCik("nvda")).toBe(1045810);
    expect(await local.lookupCik("ZZZZQ")).toBeNull();
    // TSLA: 1,002 recent + 720 in submissions-001 = 1,722 distinct accessions.
    expect((await local.findSubmissions(1318605))?.filings.length).toBe(1722);
    expect(await local.findSubmissions(1)).toBeNull();
    expect(await new LocalIssuerDirectory(join(dataDir, "nowhere")).lookupCik("NVDA")).toBeUndefined();
  });

  it("answers get_issuer_submissions_meta without EDGAR configured, and edgar_unavailable for an issuer not shipped", async () => {
    const deps = buildToolDeps(store, testToolDepsOptions({ FDS_DATA_DIR: dataDir }));
    expect(deps.fetcher).toBeNull();
    const meta = await getIssuerMeta(deps.issuers ?? null, { ticker: "NVDA", cik: null, latest: 1, forms: null, cacheOnly: false });
    expect(meta).toMatchObject({
      cik: 1045810,
      name: "NVIDIA CORP",
      tickers: ["NVDA"],
      fiscal_year_end: "01-31",
      sic: "3674",
      sic_description: "Semiconductors & Related Devices",
      source: "sec_submissions",
    });
    // NVDA's extra file is not in the corpus: the counts cover filings.recent (1,007 filings, 7 10-Ks).
    expect(meta.total_filings).toBe(1007);
    expect(meta.filing_counts["10-K"]).toBe(7);
    expect(meta.latest_filings[0]).toMatchObject({ accession: "0001347842-26-000007", form: "4", filed_date: "2026-03-04" });
    await expect(
      getIssuerMeta(deps.issuers ?? null, { ticker: "KO", cik: null, latest: 1, forms: null, cacheOnly: false }),
    ).rejects.toMatchObject({ code: "edgar_unavailable" });
  });
});
