import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { ingestSources } from "../../src/ingest/ingest.js";
import { PIPELINE_VERSION } from "../../src/ingest/pipeline-version.js";
import { buildFiling } from "../../src/ingest/read-filing.js";
import type { FilingStore } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";
import { tempCorpus, type TempCorpus } from "../support/temp-corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";

const corpus = requireCorpus();

const MMM_8K = "0000066740-24-000023";
const EXC_8K = "0000950137-05-004969";

describe.skipIf(!corpus)("ingest", () => {
  let test: TestStore;
  let store: FilingStore;
  let temp: TempCorpus;

  beforeEach(async () => {
    test = await createTestStore();
    store = await test.open();
    temp = await tempCorpus(corpus as string, join(test.dataDir, "corpus"), [MMM_8K, EXC_8K]);
    await temp.writeManifest();
  });
  afterEach(async () => {
    await store.close();
    await test.dispose();
  });

  const ingest = async () => ingestSources(await corpusSources(temp.root), store);

  it("skips a filing whose files and pipeline are unchanged, before parsing it", async () => {
    const first = await ingest();
    expect(first.map((o) => [o.accession, o.saved, o.parsed])).toEqual([
      [MMM_8K, "inserted", true],
      [EXC_8K, "inserted", true],
    ]);
    const stamp = await store.getBuild(MMM_8K);
    expect(stamp).toEqual({ sourceHash: expect.stringMatching(/^[0-9a-f]{64}$/), pipelineVersion: PIPELINE_VERSION });

    const second = await ingest();
    expect(second.map((o) => [o.accession, o.saved, o.parsed, o.error])).toEqual([
      [MMM_8K, "unchanged", false, null],
      [EXC_8K, "unchanged", false, null],
    ]);
    expect(await store.getBuild(MMM_8K)).toEqual(stamp);
  });

  it("re-parses a filing whose file content changed", async () => {
    await ingest();
    const exc = temp.entries[1]!;
    const file = join(temp.root, exc.files[0]!.path);
    const text = (await readFile(file, "latin1")).replace("</BODY>", "<P>Added after the first ingest.</P></BODY>");
    await writeFile(file, text, "latin1");
    // The manifest is updated too: it tells the truth about the new content.
    exc.files[0]!.bytes = Buffer.byteLength(text, "latin1");
    exc.files[0]!.sha256 = null;
    await temp.writeManifest();
    const again = await ingest();
    expect(again.map((o) => [o.accession, o.saved, o.parsed])).toEqual([
      [MMM_8K, "unchanged", false],
      [EXC_8K, "replaced", true],
    ]);
  });

  it("re-parses a filing whose manifest metadata changed", async () => {
    await ingest();
    temp.entries[0]!.company = "3M CO (renamed in the manifest)";
    await temp.writeManifest();
    const again = await ingest();
    expect(again.map((o) => [o.accession, o.parsed])).toEqual([
      [MMM_8K, true],
      [EXC_8K, false],
    ]);
  });

  it("rebuilds a filing stored by an older pipeline, and one stored before the text index", async () => {
    const [mmm, exc] = await corpusSources(temp.root);
    const built = await buildFiling(mmm!);
    // As an older fact parser stored it: same files, older version.
    await store.saveFiling(built.record, {
      build: { sourceHash: built.build.sourceHash, pipelineVersion: "facts=0;markdown=1;sections=1;text_index=1" },
    });
    // As stored before migrations 0004 and 0005: no text blocks, no build stamp.
    const old = await buildFiling(exc!);
    await store.saveFiling({ ...old.record, textBlocks: [] });
    expect((await store.searchText(EXC_8K, "Exelon", 5)).indexed).toBe(false);
    expect(await store.getBuild(EXC_8K)).toEqual({ sourceHash: null, pipelineVersion: null });

    const again = await ingest();
    expect(again.map((o) => [o.accession, o.saved, o.parsed])).toEqual([
      [MMM_8K, "unchanged", true],
      [EXC_8K, "replaced", true],
    ]);
    expect(await store.getBuild(MMM_8K)).toEqual({ sourceHash: built.build.sourceHash, pipelineVersion: PIPELINE_VERSION });
    expect(await store.getBuild(EXC_8K)).toEqual({ sourceHash: old.build.sourceHash, pipelineVersion: PIPELINE_VERSION });
    expect((await store.searchText(EXC_8K, "Exelon", 5)).indexed).toBe(true);
  });

  it("fails a filing whose file has the manifest's length but not its sha256, naming the file", async () => {
    const mmm = temp.entries[0]!;
    const primary = mmm.files.find((f) => f.role === "primary")!;
    const bytes = await readFile(join(temp.root, primary.path));
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0x01, middle);
    await writeFile(join(temp.root, primary.path), bytes);
    const outcomes = await ingest();
    expect(outcomes[0]!.error).toMatch(/mmm-20240308\.htm .*does not match the manifest: sha256 [0-9a-f]{12}… instead of [0-9a-f]{12}…/);
    expect(outcomes[1]!.error).toBeNull();
    expect(await store.getFiling(MMM_8K)).toBeNull();
  });
});
