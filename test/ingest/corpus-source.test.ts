import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { corpusEntries, corpusSources } from "../../src/ingest/corpus-source.js";
import { classifyFile, isRejectedSource, type FilingSource } from "../../src/model/index.js";
import { corpusManifest, requireCorpus } from "../support/corpus.js";

const corpus = requireCorpus();

/** A sound entry, as the corpus manifest writes one (the files need not exist: nothing is read). */
const entry = () => ({
  ticker: "EXC",
  cik: 1109357,
  company: "EXELON CORP",
  form: "8-K",
  filing_date: "2005-04-27",
  report_date: "2005-04-27",
  accession: "0000950137-05-004969",
  primary_document: "c94636e8vk.htm",
  is_inline_xbrl: false,
  files: [{ path: "filings/exc/8K_2005-04-27/c94636e8vk.htm", role: "primary", ex_type: "8-K", bytes: 100, sha256: "a".repeat(64) }],
});

describe("manifest entries", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "fds-manifest-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function reasons(filings: unknown[]): Promise<(string | null)[]> {
    await writeFile(join(dir, "manifest.json"), JSON.stringify({ filings }));
    return (await corpusEntries(dir)).map((item) => (isRejectedSource(item) ? item.reason : null));
  }

  it("accepts a sound entry, and names each malformed one with what is wrong", async () => {
    const files = entry().files;
    const got = await reasons([
      entry(),
      { ...entry(), files: [] },
      { ...entry(), accession: "0000950137-05" },
      { ...entry(), files: [files[0], { ...files[0] }] },
      { ...entry(), files: [{ ...files[0], sha256: "not-a-digest" }] },
      { ...entry(), files: [{ ...files[0], bytes: -1 }] },
      { ...entry(), files: [{ ...files[0], path: "filings/../../x.htm" }] },
      { ...entry(), files: [{ ...files[0], path: "filings\\exc\\c94636e8vk.htm" }] },
      { ...entry(), form: "" },
      { ...entry(), files: [files[0], { ...files[0], path: "filings/exc/8K_2005-04-27/other.htm" }] },
    ]);
    expect(got[0]).toBeNull();
    expect(got[1]).toMatch(/^files: must list at least 1 file/);
    expect(got[2]).toMatch(/^accession: must be an EDGAR accession/);
    expect(got[3]).toMatch(/two files named c94636e8vk\.htm/);
    expect(got[4]).toMatch(/^files\/0\/sha256: must be 64 lower-case hex digits or null/);
    expect(got[5]).toMatch(/^files\/0\/bytes: must be an integer >= 0 or null/);
    expect(got[6]).toMatch(/^files\/0\/path "filings\/\.\.\/\.\.\/x\.htm" leaves the corpus folder/);
    expect(got[7]).toMatch(/^files\/0\/path .*backslash/);
    expect(got[8]).toMatch(/^form: must not be empty/);
    expect(got[9]).toMatch(/two files have the role primary/);
  });

  it("labels a rejected entry by index, ticker, form and accession", async () => {
    await writeFile(join(dir, "manifest.json"), JSON.stringify({ filings: [entry(), { ...entry(), files: undefined }, { form: 7 }] }));
    const items = await corpusEntries(dir);
    expect(items.map((i) => i.origin)).toEqual([
      join(dir, "filings/exc/8K_2005-04-27"),
      "manifest entry 1 (EXC 8-K 0000950137-05-004969)",
      "manifest entry 2",
    ]);
    await expect(corpusSources(dir)).rejects.toThrow(/manifest entry 1 \(EXC 8-K 0000950137-05-004969\): missing field files/);
  });

  it("takes each file's role from the manifest, whatever its name or type", async () => {
    const renamed = { ...entry(), files: [{ ...entry().files[0]!, path: "filings/exc/8K_2005-04-27/Exelon.8-K.html", ex_type: null }] };
    const [source] = (await corpusEntries(
      (await writeFile(join(dir, "manifest.json"), JSON.stringify({ filings: [renamed] })), dir),
    )) as FilingSource[];
    expect(source!.files.map((f) => [f.name, f.role, f.type])).toEqual([["Exelon.8-K.html", "primary", "8-K"]]);
    expect(source!.primaryDocument).toBe("c94636e8vk.htm");
  });
});

describe.skipIf(!corpus)("the shared corpus manifest", () => {
  it("has no malformed entry, and its roles are the ones EDGAR's types give", async () => {
    const items = await corpusEntries(corpus as string);
    expect(items.filter(isRejectedSource)).toEqual([]);
    expect(items).toHaveLength((await corpusManifest()).filings.length);
    // The EDGAR path classifies by type and name: both paths must store the same roles.
    const differing = (items as FilingSource[]).flatMap((s) =>
      s.files.filter((f) => classifyFile(f.name, f.type, s.primaryDocument, s.form) !== f.role).map((f) => f.name),
    );
    expect(differing).toEqual([]);
  });
});
