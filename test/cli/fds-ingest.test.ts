import { mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReplica, type Replica } from "../../src/edgar/index.js";
import { requireCorpus } from "../support/corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { fds } from "./run-fds.js";

const corpus = requireCorpus();

describe.skipIf(!corpus)("fds ingest", () => {
  let store: TestStore;
  let mini: string;

  // A small corpus made at test time: two real filings (linked, not copied) and one whose
  // inline document is cut in half.
  beforeAll(async () => {
    store = await createTestStore();
    mini = join(store.dataDir, "mini-corpus");
    await mkdir(join(mini, "broken"), { recursive: true });
    await symlink(join(corpus as string, "filings"), join(mini, "filings"));
    const manifest = JSON.parse(await readFile(join(corpus as string, "manifest.json"), "utf8")) as {
      filings: { accession: string | null; files: { path: string }[] }[];
    };
    const pick = (acc: string) => manifest.filings.find((f) => f.accession === acc)!;
    const nvda = pick("0001045810-25-000023");
    const whole = await readFile(join(corpus as string, nvda.files[0]!.path));
    await writeFile(join(mini, "broken", "nvda-20250126.htm"), whole.subarray(0, whole.length / 2));
    // No bytes or sha256 in its entry, so the parser (not the manifest check) must refuse it.
    const broken = { ...nvda, accession: null, files: [{ ...nvda.files[0], path: "broken/nvda-20250126.htm", bytes: null, sha256: null }] };
    await writeFile(
      join(mini, "manifest.json"),
      JSON.stringify({ filings: [pick("0000320193-24-000123"), broken, pick("0000066740-24-000023")] }),
    );
  });
  afterAll(() => store?.dispose());

  it("stores every readable filing, names the broken one, and exits 1", async () => {
    const result = await fds(["ingest", mini], store.env);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("3 filings: 2 new, 0 replaced, 0 unchanged, 1 failed");
    expect(result.stderr).toMatch(/FAILED .*broken: .*nvda-20250126\.htm cannot be read: truncated/);
    const s = await store.open();
    try {
      expect((await s.listFilings()).map((f) => f.accession).sort()).toEqual(["0000066740-24-000023", "0000320193-24-000123"]);
      expect(await s.listFilings({ cik: 1045810 })).toEqual([]);
      expect((await s.getFacts("0000320193-24-000123")).length).toBeGreaterThan(1000);
    } finally {
      await s.close();
    }
  });

  it("is idempotent: a second run changes nothing", async () => {
    const result = await fds(["ingest", join(mini, "manifest.json")], store.env);
    expect(result.stdout).toContain("3 filings: 0 new, 0 replaced, 2 unchanged, 1 failed");
    const stats = await fds(["stats"], store.env);
    expect(stats.stdout).toMatch(/^2 filings \(10-K 1, 8-K 1\), 2 companies, \d+ facts/);
  });

  // Issue 22.
  it("loads the transcripts a corpus manifest lists with its filings, and a folder of transcripts with --transcripts", async () => {
    const manifest = JSON.parse(await readFile(join(corpus as string, "manifest.json"), "utf8")) as {
      filings: { accession: string | null }[];
      transcripts: { path: string; ticker: string }[];
    };
    const withCalls = join(store.dataDir, "corpus-with-calls");
    await mkdir(withCalls, { recursive: true });
    await symlink(join(corpus as string, "filings"), join(withCalls, "filings"));
    await symlink(join(corpus as string, "transcripts"), join(withCalls, "transcripts"));
    const aapl = manifest.transcripts.filter((t) => t.ticker === "AAPL");
    // One malformed entry (no fiscal period) is counted out, not a failure of the others.
    await writeFile(
      join(withCalls, "manifest.json"),
      JSON.stringify({
        filings: manifest.filings.filter((f) => f.accession === "0000320193-24-000123"),
        transcripts: [...aapl, { path: "transcripts/x.txt", ticker: "X" }],
      }),
    );
    const first = await fds(["ingest", withCalls], store.env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`${aapl.length} transcripts: ${aapl.length} new, 0 unchanged, 0 failed`);
    const again = await fds(["ingest", withCalls], store.env);
    expect(again.stdout).toContain(`${aapl.length} transcripts: 0 new, ${aapl.length} unchanged, 0 failed`);
    // A folder without a manifest: its <TICKER>_<year>_Q<n>.txt files.
    const folder = join(store.dataDir, "calls");
    await mkdir(folder, { recursive: true });
    const nflx = manifest.transcripts.filter((t) => /^transcripts\/nflx\/NFLX_\d{4}_Q\d\.txt$/.test(t.path));
    for (const t of nflx) await symlink(join(corpus as string, t.path), join(folder, t.path.split("/").at(-1)!));
    await writeFile(join(folder, "notes.md"), "not a transcript");
    const calls = await fds(["ingest", "--transcripts", folder], store.env);
    expect(calls.code, calls.stderr).toBe(0);
    expect(calls.stdout).toContain(`${nflx.length} transcripts: ${nflx.length} new, 0 unchanged, 0 failed`);
    expect(nflx.length).toBeGreaterThanOrEqual(3);
  });

  it("says clearly when the corpus path does not exist, and exits 2", async () => {
    const result = await fds(["ingest", "/no/such/corpus"], store.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("no corpus manifest at /no/such/corpus/manifest.json");
  });

  describe("from EDGAR (the replica)", () => {
    let replica: Replica;
    beforeAll(async () => {
      replica = await startReplica({ corpusDir: corpus as string });
    });
    afterAll(() => replica?.close());
    const edgarEnv = () => ({
      ...store.env,
      FDS_SEC_WWW_URL: replica.url,
      FDS_SEC_DATA_URL: replica.url,
      FDS_SEC_USER_AGENT: "fds tests tests@example.com",
    });

    it("finds a 10-K by the company's fiscal year and stores it", async () => {
      const result = await fds(["ingest", "--ticker", "NVDA", "--form", "10-K", "--year", "2025"], edgarEnv());
      expect(result.stderr).toBe("fetching NVDA 10-K FY2025 from EDGAR...\n");
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^inserted 0001045810-25-000023 10-K NVIDIA CORP period 2025-01-26 FY2025 FY: \d+ facts/);
    });

    it("fails clearly without FDS_SEC_USER_AGENT", async () => {
      const result = await fds(["ingest", "--ticker", "AAPL", "--form", "10-K", "--year", "2024"], {
        ...edgarEnv(),
        FDS_SEC_USER_AGENT: "",
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("FDS_SEC_USER_AGENT");
    });

    it("says when EDGAR has no such filing", async () => {
      const result = await fds(["ingest", "--ticker", "NVDA", "--form", "10-K", "--year", "1990"], edgarEnv());
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("no 10-K of NVDA (CIK 1045810) on EDGAR for fiscal year 1990");
    });
  });
});
