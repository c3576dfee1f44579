/**
 * Cold start of /api/filings/events: the whole corpus ingested into a fresh store, then for
 * each route a NEW `fds serve` process is started and its first request timed (what a user
 * waits for after a deploy or restart), then the same request again (warm). Prints one line per
 * route; target: first call < 300 ms.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { corpusSources } from "../src/ingest/corpus-source.js";
import { ingestSources } from "../src/ingest/ingest.js";
import { openStore } from "../src/store/index.js";
import { corpusDir } from "../test/support/corpus.js";

const ROUTES = {
  "events (all)": "/api/filings/events",
  "events (query=2.02)": "/api/filings/events?query=2.02",
  "events (ticker=MMM)": "/api/filings/events?ticker=MMM",
};
const TARGET_MS = 300;

function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (pattern.test(chunk.toString())) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

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
    const store = await openStore({ dataDir });
    const outcomes = await ingestSources(await corpusSources(corpus), store);
    await store.close();
    console.log(
      `store: ${outcomes.length} corpus filings ingested (${outcomes.filter((o) => o.error !== null).length} failed); each route on a freshly started fds serve`,
    );
    console.log(`route                  first call   second call   events   (target: first call < ${TARGET_MS} ms)`);
    for (const [name, path] of Object.entries(ROUTES)) {
      const port = 19_000 + Math.floor(Math.random() * 1000);
      const fds = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "../src/bin/fds.ts"), "serve"], {
        env: {
          ...process.env,
          FDS_DATA_DIR: dataDir,
          FDS_PORT: String(port),
          FDS_HOST: "127.0.0.1",
          FDS_DATABASE_URL: "",
          FDS_REDIS_URL: "",
          FDS_LOG: "false",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      try {
        await waitForOutput(fds, /listening on/);
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
