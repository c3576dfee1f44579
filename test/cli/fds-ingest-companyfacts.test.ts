import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestCompanyFacts } from "../support/companyfacts.js";
import { requireCorpus } from "../support/corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { fds } from "./run-fds.js";

const corpus = requireCorpus();

const FACTS = { 320193: 24_579, 1045810: 26_903, 1640147: 8_163, 1652044: 20_324, 1835632: 8_053, 1997711: 768 } as const;
const TOTAL = Object.values(FACTS).reduce((a, b) => a + b, 0);

describe.skipIf(!corpus)("fds ingest-companyfacts", () => {
  let store: TestStore;
  let zip: string;
  let broken: string;

  // SEC's bulk layout made at test time from the corpus's six files: one CIK##########.json per
  // company at the zip's root; and a copy whose Snowflake file is cut in half.
  beforeAll(async () => {
    store = await createTestStore();
    const folder = join(corpus as string, "companyfacts");
    const files: Record<string, Uint8Array> = {};
    for (const name of await readdir(folder)) files[name] = await readFile(join(folder, name));
    zip = join(store.dataDir, "companyfacts.zip");
    await writeFile(zip, zipSync({ ...files, "readme.txt": new TextEncoder().encode("not a company") }));
    const snow = files["CIK0001640147.json"] as Uint8Array;
    broken = join(store.dataDir, "broken.zip");
    await writeFile(broken, zipSync({ ...files, "CIK0001640147.json": snow.subarray(0, snow.length / 2) }));
  });
  afterAll(() => store?.dispose());

  it("loads a folder of companyfacts JSON, a line per company, and says there is no stored filing to compare", async () => {
    const result = await fds(["ingest-companyfacts", join(corpus as string, "companyfacts")], store.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^\[1\/6\] inserted CIK 320193 Apple Inc\. 24579 facts/m);
    expect(result.stdout).toContain(`6 companies' facts: 6 loaded, 0 failed; ${TOTAL} facts`);
    expect(result.stdout).toContain("no stored filing is cited by these facts");
    const companyFacts = await openTestCompanyFacts(store);
    try {
      expect(await companyFacts.stats()).toEqual({ companies: 6, facts: TOTAL });
    } finally {
      await companyFacts.close();
    }
  });

  it("streams SEC's zip layout, replacing each company's facts, and passes over entries that are no company's", async () => {
    const result = await fds(["ingest-companyfacts", zip], store.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/^\[\d\] replaced CIK 1045810 NVIDIA CORP 26903 facts/m);
    expect(result.stdout).toContain(`6 companies' facts: 6 loaded, 0 failed; ${TOTAL} facts`);
    const companyFacts = await openTestCompanyFacts(store);
    try {
      expect(await companyFacts.stats()).toEqual({ companies: 6, facts: TOTAL });
      expect((await companyFacts.company(1640147))?.source).toBe("companyfacts.zip:CIK0001640147.json");
    } finally {
      await companyFacts.close();
    }
  });

  it("fails a company whose file is cut, naming it, keeps its earlier facts and loads the others; exit 1", async () => {
    const result = await fds(["ingest-companyfacts", broken], store.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^FAILED broken\.zip:CIK0001640147\.json: .*JSON/m);
    expect(result.stdout).toContain("6 companies' facts: 5 loaded, 1 failed");
    const companyFacts = await openTestCompanyFacts(store);
    try {
      expect(await companyFacts.stats()).toEqual({ companies: 6, facts: TOTAL });
    } finally {
      await companyFacts.close();
    }
  });

  it("refuses a path that is no companyfacts input as a usage error", async () => {
    expect((await fds(["ingest-companyfacts", join(store.dataDir, "nothing-here")], store.env)).code).toBe(2);
    const empty = join(store.dataDir, "empty");
    await mkdir(empty, { recursive: true });
    const result = await fds(["ingest-companyfacts", empty], store.env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("holds no companyfacts files");
  });
});

describe.skipIf(!corpus)("fds ingest <corpus> with company facts", () => {
  let store: TestStore;
  let mini: string;

  // A corpus made at test time: Apple's fiscal 2024 10-K and the company facts of Apple and
  // NVIDIA its manifest lists (NVIDIA's with a digest that is not its file's).
  beforeAll(async () => {
    store = await createTestStore();
    mini = join(store.dataDir, "mini-corpus");
    await mkdir(mini, { recursive: true });
    for (const part of ["filings", "companyfacts", "submissions", "company_tickers.json"])
      await symlink(join(corpus as string, part), join(mini, part));
    const manifest = JSON.parse(await readFile(join(corpus as string, "manifest.json"), "utf8")) as {
      filings: { accession: string | null }[];
      companyfacts: { path: string; bytes: number; sha256: string }[];
      submissions: unknown[];
    };
    const apple = manifest.companyfacts.find((f) => f.path.endsWith("CIK0000320193.json"))!;
    const nvidia = manifest.companyfacts.find((f) => f.path.endsWith("CIK0001045810.json"))!;
    const wrong = createHash("sha256").update("not the file").digest("hex");
    await writeFile(
      join(mini, "manifest.json"),
      JSON.stringify({
        filings: [manifest.filings.find((f) => f.accession === "0000320193-24-000123")],
        companyfacts: [apple, { ...nvidia, sha256: wrong }],
        submissions: manifest.submissions,
      }),
    );
  });
  afterAll(() => store?.dispose());

  it("loads the listed company facts after the filings, with tickers from the submissions, and compares them", async () => {
    const result = await fds(["ingest", mini], store.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^FAILED .*CIK0001045810\.json: sha256 [0-9a-f]{64}, the manifest says [0-9a-f]{64}/m);
    expect(result.stdout).toContain("2 companies' facts: 1 loaded, 1 failed");
    // Apple's fiscal 2024 10-K is stored: each of its values in company facts equals its parsed fact.
    expect(result.stdout).toMatch(
      /compared with the company facts of their accession: 1 filings, (\d+) values: \1 agree, 0 differ, 0 not among/,
    );
    const companyFacts = await openTestCompanyFacts(store);
    try {
      expect(await companyFacts.companyOfTicker("AAPL")).toMatchObject({ cik: 320193, fiscalYearEnd: "--09-26", facts: FACTS[320193] });
      expect(await companyFacts.company(1045810)).toBeNull();
    } finally {
      await companyFacts.close();
    }
  });
});
