import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EdgarClient, LocalRequestGate, startReplica, type Replica } from "../../src/edgar/index.js";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import type { FilingSource } from "../../src/model/index.js";
import { readFiling } from "../../src/ingest/read-filing.js";
import { openStore, type FilingStore } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";

const corpus = requireCorpus();

/** Everything the store holds of one filing, read back. */
async function rowsOf(store: FilingStore, accession: string) {
  return {
    filing: await store.getFiling(accession),
    files: await store.getFiles(accession),
    facts: await store.getFacts(accession),
    linkbases: await store.getLinkbases(accession),
    issues: await store.getIssues(accession),
  };
}

describe.skipIf(!corpus)("the EDGAR path (real client, replica) and the local-file path store identical rows", () => {
  let replica: Replica;
  let client: EdgarClient;
  let local: FilingSource[];
  let dir: string;

  beforeAll(async () => {
    replica = await startReplica({ corpusDir: corpus as string });
    dir = await mkdtemp(join(tmpdir(), "fds-parity-"));
    client = new EdgarClient(
      edgarConfigFromEnv(
        {},
        { userAgent: "fds tests tests@example.com", wwwUrl: replica.url, dataUrl: replica.url, cacheDir: join(dir, "cache") },
      ),
      // SEC's 10 requests/s is for SEC's servers; the local replica can take more.
      { gate: new LocalRequestGate({ requestsPerSecond: 1000 }) },
    );
    local = await corpusSources(corpus as string);
  });
  afterAll(async () => {
    await replica?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("for every filing the replica serves, the records are deep-equal", async () => {
    const served = local.filter((s) => s.accession !== null && s.cik !== null);
    expect(served.length).toBeGreaterThan(50);
    for (const source of served) {
      const fromEdgar = await readFiling(await client.getFilingSource(source.cik as number, source.accession as string));
      const fromDisk = await readFiling(source);
      // The corpus keeps one filing's EDGAR index page as a file; EDGAR's listing never names it.
      const files = fromDisk.files.filter((f) => !f.name.endsWith("-index.html"));
      expect({ ...fromEdgar, files: [...fromEdgar.files].sort((a, b) => a.name.localeCompare(b.name)) }, source.origin).toEqual({
        ...fromDisk,
        files: [...files].sort((a, b) => a.name.localeCompare(b.name)),
      });
    }
  }, 240_000);

  it("stored rows are identical for inline, instance-only, 8-K and no-XBRL filings", async () => {
    const accessions = [
      "0000320193-25-000057",
      "0001193125-13-300670",
      "0000066740-24-000023",
      "0000912057-00-023442",
      "0001045810-25-000023",
    ];
    const viaEdgar = await openStore({ dataDir: join(dir, "edgar") });
    const viaDisk = await openStore({ dataDir: join(dir, "disk") });
    try {
      for (const accession of accessions) {
        const source = local.find((s) => s.accession === accession) as FilingSource;
        await viaEdgar.saveFiling(await readFiling(await client.getFilingSource(source.cik as number, accession)));
        await viaDisk.saveFiling(await readFiling(source));
        const [a, b] = [await rowsOf(viaEdgar, accession), await rowsOf(viaDisk, accession)];
        expect(a.facts.length, accession).toBe(b.facts.length);
        expect(a, accession).toEqual(b);
      }
    } finally {
      await viaEdgar.close();
      await viaDisk.close();
    }
  });
});
