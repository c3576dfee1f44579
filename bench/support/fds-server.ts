/**
 * What the HTTP benchmarks share: a data directory holding a ticker's corpus filings and an
 * internal key, and `fds serve` started on it in a process of its own (SQLite, in-process jobs and
 * limits, request logs off unless FDS_BENCH_LOG=true: behind a proxy that keeps the access log,
 * two JSON lines per request cost about a quarter of the throughput here).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { issueApiKey } from "../../src/auth/index.js";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { ingestSources } from "../../src/ingest/ingest.js";
import { openApiKeyStore, openStore } from "../../src/store/index.js";

/** Ingests the corpus filings of `tickers` (all when null) into `dataDir` and issues an internal key there. */
export async function benchStore(
  corpus: string,
  dataDir: string,
  tickers: readonly string[] | null,
): Promise<{ key: string; filings: number }> {
  const store = await openStore({ dataDir });
  const outcomes = await ingestSources(
    (await corpusSources(corpus)).filter((s) => tickers === null || (s.ticker !== null && tickers.includes(s.ticker))),
    store,
  );
  await store.close();
  const keys = await openApiKeyStore({ dataDir });
  const { key } = await issueApiKey(keys, { name: "bench", tier: "internal" });
  await keys.close();
  return { key, filings: outcomes.filter((o) => o.error === null).length };
}

/** `fds serve` of the checkout at `root` on `dataDir`, resolved once it listens on `port`. */
export function startFdsServer(options: {
  readonly root: string;
  readonly dataDir: string;
  readonly port: number;
  /** Extra arguments of the server's node (`--cpu-prof`). */
  readonly nodeArgs?: readonly string[];
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "tsx", join(options.root, "src/bin/fds.ts"), "serve"], {
    cwd: options.root,
    env: {
      ...process.env,
      FDS_DATA_DIR: options.dataDir,
      FDS_PORT: String(options.port),
      FDS_HOST: "127.0.0.1",
      FDS_DATABASE_URL: "",
      FDS_REDIS_URL: "",
      FDS_LOG: process.env.FDS_BENCH_LOG ?? "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return waitForOutput(child, /listening on/).then(
    () => child,
    (error: unknown) => {
      child.kill("SIGTERM");
      throw error;
    },
  );
}

/** Resolves when the child prints a line matching `pattern`; rejects when it exits first. */
export function waitForOutput(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      if (pattern.test(chunk.toString())) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}
