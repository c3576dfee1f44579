/**
 * Cold start of /api/filings/events: the whole corpus ingested into a fresh store, then for
 * each route a NEW `fds serve` process is started and its first request timed (what a user
 * waits for after a deploy or restart), then the same request again (warm). Prints one line per
 * route; target: first call < 300 ms.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { corpusDir } from "../test/support/corpus.js";
import { benchStore, startFdsServer } from "./support/fds-server.js";

const ROUTES = {
  "events (all)": "/api/filings/events",
  "events (query=2.02)": "/api/filings/events?query=2.02",
  "events (ticker=MMM)": "/api/filings/events?ticker=MMM",
};
const TARGET_MS = 300;

async function timed(url: string): Promise<{ ms: number; status: number; total: number | null }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = (await res.json()) as { total?: number };
  return { ms: performance.now() - started, status: res.status, total: body.total ?? null };
}

async function main(): Promise<void> {
  const corpus = corpusDir();
  if (!corpus) {
    console.log("corpus not found (set FDS_CORPUS): nothing to measure");
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), "fds-bench-events-"));
  try {
    const { filings } = await benchStore(corpus, dataDir, null);
    console.log(`store: ${filings} corpus filings ingested; each route on a freshly started fds serve`);
    console.log(`route                  first call   second call   events   (target: first call < ${TARGET_MS} ms)`);
    for (const [name, path] of Object.entries(ROUTES)) {
      const port = 19_000 + Math.floor(Math.random() * 1000);
      const fds = await startFdsServer({ root: join(import.meta.dirname, ".."), dataDir, port });
      try {
        const first = await timed(`http://127.0.0.1:${port}${path}`);
        const second = await timed(`http://127.0.0.1:${port}${path}`);
        if (first.status !== 200 || second.status !== 200) throw new Error(`${path}: ${first.status}/${second.status}`);
        const flag = first.ms < TARGET_MS ? "" : "  OVER TARGET";
        console.log(
          `${name.padEnd(22)} ${`${first.ms.toFixed(0)} ms`.padStart(10)}   ${`${second.ms.toFixed(1)} ms`.padStart(11)}   ${String(first.total).padStart(6)}${flag}`,
        );
      } finally {
        fds.kill("SIGTERM");
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
