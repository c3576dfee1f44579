/**
 * The whole corpus ingested from disk by one process, as `fds ingest` does it; prints JSON with
 * its wall time and peak RSS, so the benchmark measures the ingest alone (not its own buffers).
 * Then the same corpus again into the same store, reopened as a second `fds ingest` run would:
 * every filing is unchanged, so this times reading and hashing the files, and skipping.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { corpusEntries } from "../src/ingest/corpus-source.js";
import { ingestSources } from "../src/ingest/ingest.js";
import { openStore } from "../src/store/index.js";

const corpus = process.argv[2] as string;
const dataDir = await mkdtemp(join(tmpdir(), "fds-bench-process-"));
let store = await openStore({ dataDir });
const started = performance.now();
const outcomes = await ingestSources(await corpusEntries(corpus), store);
const seconds = (performance.now() - started) / 1000;
const maxRssMB = process.resourceUsage().maxRSS / 1024;
await store.close();

const again = performance.now();
store = await openStore({ dataDir });
const second = await ingestSources(await corpusEntries(corpus), store);
const reingestSeconds = (performance.now() - again) / 1000;
await store.close();
await rm(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    seconds,
    bytes: outcomes.reduce((s, o) => s + o.bytes, 0),
    failed: outcomes.filter((o) => o.error !== null).length,
    maxRssMB,
    reingestSeconds,
    reingestParsed: second.filter((o) => o.parsed).length,
    reingestUnchanged: second.filter((o) => o.saved === "unchanged").length,
  }),
);
