import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { EdgarClient, startReplica, type Replica } from "../../src/edgar/index.js";
import { LocalRequestGate } from "../../src/edgar/request-gate.js";
import { EdgarWatcher, type WatchEvent } from "../../src/ingest/edgar-watcher.js";
import { openEventStores, type EventStores, type FilingStore } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";
import { eventually } from "../support/eventually.js";
import { removeTempCacheDirs, testEdgarConfig } from "../support/edgar-test-config.js";
import { tempCorpus, type TempCorpus } from "../support/temp-corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";

const corpus = requireCorpus();

// Two Netflix 10-Qs of the corpus. Netflix has no recorded submissions file, so the replica
// builds its submissions JSON from the manifest: a filing added to the manifest appears there.
const LISTED_AT_START = "0001065280-24-000128";
const FILED_LATER = "0001065280-24-000287";
const SUBMISSIONS = "/submissions/CIK0001065280.json";

describe.skipIf(!corpus)("EDGAR watcher (replica)", () => {
  let test: TestStore;
  let store: FilingStore;
  let events: EventStores;
  let temp: TempCorpus;
  let replica: Replica;
  let watcher: EdgarWatcher | null = null;
  const seen: WatchEvent[] = [];

  beforeEach(async () => {
    test = await createTestStore();
    store = await test.open();
    events = await openEventStores(
      test.env.FDS_DATABASE_URL
        ? { databaseUrl: test.env.FDS_DATABASE_URL, schema: test.env.FDS_DATABASE_SCHEMA }
        : { dataDir: test.dataDir },
    );
    temp = await tempCorpus(corpus as string, join(test.dataDir, "corpus"), [LISTED_AT_START, FILED_LATER]);
    await copyFile(join(corpus as string, "company_tickers.json"), join(temp.root, "company_tickers.json"));
    await temp.writeManifest([temp.entries[0]]);
    replica = await startReplica({ corpusDir: temp.root });
    seen.length = 0;
  });
  afterEach(async () => {
    await watcher?.stop();
    watcher = null;
    await replica.close();
    await events.close();
    await store.close();
    await test.dispose();
  });
  afterAll(removeTempCacheDirs);

  const watch = (since: string | null = null) => {
    const client = new EdgarClient(testEdgarConfig(replica.url, { metadataTtlMs: 0 }), { gate: new LocalRequestGate() });
    watcher = new EdgarWatcher(client, store, { tickers: ["NFLX"], intervalMs: 50, since, onEvent: (e) => seen.push(e) });
    watcher.start();
  };
  const submissionReads = () => replica.requests.filter((r) => r.path === SUBMISSIONS && r.status === 200).length;
  const until = (condition: () => boolean) =>
    eventually(
      () => condition() || undefined,
      60_000,
      () => `the watcher; its events: ${JSON.stringify(seen)}`,
    );
  /** The replica restarted on its port with the manifest listing both filings: EDGAR got a new filing. */
  const fileLater = async () => {
    await temp.writeManifest();
    const port = Number(new URL(replica.url).port);
    await replica.close();
    replica = await startReplica({ corpusDir: temp.root, port });
  };

  it("ingests a filing that appears while it runs exactly once, appending its invalidation; what was listed at start is the baseline", async () => {
    watch();
    await until(() => submissionReads() >= 2);
    expect(seen.filter((e) => e.kind === "ingested")).toEqual([]);
    expect(await store.getFiling(LISTED_AT_START)).toBeNull();
    const head = (await events.feed.page(null, 100)).headSeq;

    await fileLater();
    await until(() => seen.some((e) => e.kind === "ingested"));
    // Several more rounds read the same list: nothing more is ingested.
    const after = submissionReads();
    await until(() => submissionReads() >= after + 3);

    expect(seen.filter((e) => e.kind === "ingested")).toEqual([
      { kind: "ingested", ticker: "NFLX", accession: FILED_LATER, form: "10-Q", outcome: "inserted" },
    ]);
    expect((await store.getFiling(FILED_LATER))?.form).toBe("10-Q");
    expect(await store.getFiling(LISTED_AT_START)).toBeNull();
    const appended = (await events.feed.page({ afterSeq: head }, 100)).entries;
    expect(appended.map((e) => [e.kind, e.accession, e.ticker])).toEqual([["filing_ingested", FILED_LATER, "NFLX"]]);
  }, 120_000);

  it("with since, catches up at the first round on listed filings filed since then that the store lacks", async () => {
    await fileLater();
    watch("2024-06-01");
    await until(() => seen.some((e) => e.kind === "ingested"));
    const after = submissionReads();
    await until(() => submissionReads() >= after + 2);
    expect(seen.filter((e) => e.kind === "ingested").map((e) => (e.kind === "ingested" ? e.accession : null))).toEqual([FILED_LATER]);
    expect(await store.getFiling(LISTED_AT_START)).toBeNull();
  }, 120_000);
});
