import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import { tempCorpus, type RawEntry, type TempCorpus } from "../support/temp-corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { fds } from "./run-fds.js";

const corpus = requireCorpus();

const NVDA_10Q = "0001045810-25-000209";
const MMM_8K = "0000066740-24-000023";
const EXC_8K = "0000950137-05-004969";

/**
 * `fds ingest` on a corpus copied at test time: one filing whose primary document lost 20% of
 * its middle (the manifest still lists the original's bytes and sha256), malformed manifest
 * entries of every kind, and two sound filings.
 */
describe.skipIf(!corpus)("fds ingest checks the manifest", () => {
  let store: TestStore;
  let temp: TempCorpus;
  let first: Awaited<ReturnType<typeof fds>>;

  beforeAll(async () => {
    store = await createTestStore();
    temp = await tempCorpus(corpus as string, join(store.dataDir, "corpus"), [NVDA_10Q, MMM_8K, EXC_8K]);
    const [nvda, mmm, exc] = temp.entries as [RawEntry, RawEntry, RawEntry];
    const primary = join(temp.root, nvda.files[0]!.path);
    const whole = await readFile(primary);
    const cut = Math.floor(whole.length * 0.2);
    const start = Math.floor((whole.length - cut) / 2);
    await writeFile(primary, Buffer.concat([whole.subarray(0, start), whole.subarray(start + cut)]));

    const broken = (edit: (e: RawEntry) => unknown): unknown => edit(structuredClone(exc));
    await temp.writeManifest([
      nvda, // 0: truncated primary
      mmm, // 1
      broken((e) => ({ ...e, files: undefined })), // 2: no files
      broken((e) => ({ ...e, files: "exc.htm" })), // 3: files not an array
      broken((e) => ({ ...e, files: [{ ...e.files[0], path: "../../outside/c94636e8vk.htm" }] })), // 4: leaves the corpus
      broken((e) => ({ ...e, files: [{ ...e.files[0], path: "/etc/hostname" }] })), // 5: absolute
      broken((e) => ({ ...e, files: [{ ...e.files[0], role: "mystery" }] })), // 6: unknown role
      broken((e) => ({ ...e, cik: "nine-fifty" })), // 7: ill-typed field
      null, // 8: not an object at all
      exc, // 9
    ]);
    first = await fds(["ingest", temp.root], store.env);
  });
  afterAll(() => store?.dispose());

  it("fails the truncated filing naming its file, stores nothing of it, and exits 1", async () => {
    expect(first.code).toBe(1);
    const line = first.stderr.split("\n").find((l) => l.includes("nvda-20250727.htm"));
    expect(line).toMatch(/^FAILED .*nvda-20250727\.htm .*does not match the manifest/);
    expect(line).toMatch(/bytes/);
    const s = await store.open();
    try {
      expect(await s.getFiling(NVDA_10Q)).toBeNull();
      expect(await s.listFilings({ cik: 1045810 })).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it("fails each malformed entry on its own, naming it and what is wrong, and ingests the rest", async () => {
    const failed = (index: number) => first.stderr.split("\n").find((l) => new RegExp(`^FAILED manifest entry ${index}[ :]`).test(l)) ?? "";
    expect(failed(2)).toMatch(/\(.*0000950137-05-004969.*\): .*files/);
    expect(failed(3)).toMatch(/files: must be an array/);
    expect(failed(4)).toMatch(/files\/0\/path .*leaves the corpus folder/);
    expect(failed(5)).toMatch(/files\/0\/path .*leaves the corpus folder/);
    expect(failed(6)).toMatch(/files\/0\/role: must be one of primary, exhibit/);
    expect(failed(7)).toMatch(/cik: must be (an )?integer or null/);
    expect(failed(8)).toBe("FAILED manifest entry 8: must be an object");
    expect(first.stderr).not.toContain("Cannot read properties");
    expect(first.stdout).toContain("10 filings: 2 new, 0 replaced, 0 unchanged, 8 failed");
    const s = await store.open();
    try {
      expect((await s.listFilings()).map((f) => f.accession).sort()).toEqual([MMM_8K, EXC_8K]);
    } finally {
      await s.close();
    }
  });

  it("skips the unchanged filings on a second run, saying so", async () => {
    const second = await fds(["ingest", temp.root], store.env);
    expect(second.code).toBe(1);
    expect(second.stdout).toContain("10 filings: 0 new, 0 replaced, 2 unchanged, 8 failed");
    expect(second.stderr).toMatch(new RegExp(`unchanged ${MMM_8K} 8-K .*not parsed`));
  });
});
