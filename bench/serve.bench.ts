/**
 * HTTP benchmark: autocannon (50 connections) against `fds serve` for warm /api/financials and
 * /api/metric (and /api/statement over four fiscal years) with an internal key, and in the same
 * run against a minimal Node HTTP server
 * returning the same bytes. Prints req/s, p50, p99 and the ratio to that baseline.
 * Both servers run in their own processes; autocannon runs in this one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { corpusDir } from "../test/support/corpus.js";
import { benchStore, startFdsServer, waitForOutput } from "./support/fds-server.js";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.FDS_BENCH_SECONDS ?? 8);
/**
 * CI's smoke check (`FDS_BENCH_SMOKE=1`): exits 1 when a route falls tenfold below its target
 * (ratio under 0.05, or errors). A shared CI machine is too noisy for the targets themselves.
 */
const SMOKE = process.env.FDS_BENCH_SMOKE === "1";
const SMOKE_FLOOR = 0.05;
const ROUTES = {
  financials: "/api/financials?ticker=AAPL&year=2024&quarter=4",
  metric: "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=revenue",
  "metric (Q4 derived)": "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=revenue&date_type=Q",
  // Four fiscal years, one of them not in the store: served with its warning, from the result cache when warm.
  "statement (4 periods)": "/api/statement?ticker=AAPL&statement=income&period_from=FY2021&period_to=FY2024",
};

const BASELINE_SERVER = `
const http = require("node:http");
const bodies = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
http.createServer((req, res) => {
  const body = bodies[req.url] ?? "{}";
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));
`;

async function load(url: string, headers: Record<string, string>): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  const corpus = corpusDir();
  if (!corpus) {
    console.log("corpus not found (set FDS_CORPUS): nothing to measure");
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), "fds-bench-serve-"));
  const children: ChildProcess[] = [];
  try {
    const { key } = await benchStore(corpus, dataDir, ["AAPL"]);
    const fdsPort = 18_000 + Math.floor(Math.random() * 1000);
    children.push(await startFdsServer({ root: join(import.meta.dirname, ".."), dataDir, port: fdsPort }));
    const headers = { authorization: `Bearer ${key}` };
    const bodies: Record<string, string> = {};
    for (const path of Object.values(ROUTES)) {
      const res = await fetch(`http://127.0.0.1:${fdsPort}${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      bodies[path] = await res.text();
    }
    const bodiesFile = join(dataDir, "bodies.json");
    await writeFile(bodiesFile, JSON.stringify(bodies));
    const basePort = fdsPort + 1;
    const baseline = spawn(process.execPath, ["-e", BASELINE_SERVER, bodiesFile, String(basePort)], { stdio: ["ignore", "pipe", "pipe"] });
    children.push(baseline);
    await waitForOutput(baseline, /ready/);

    const regressions: string[] = [];
    console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run, warm store, internal key`);
    console.log(
      "route                  fds req/s  p50  p99 | baseline req/s  p50  p99 | ratio  (targets: ratio >= 0.5 and p99 < 25 ms; statement p99 < 50 ms)",
    );
    for (const [name, path] of Object.entries(ROUTES)) {
      const a = await load(`http://127.0.0.1:${fdsPort}${path}`, headers);
      const b = await load(`http://127.0.0.1:${basePort}${path}`, {});
      const row = [
        name.padEnd(22),
        a.rps.toFixed(0).padStart(9),
        `${a.p50}`.padStart(4),
        `${a.p99}`.padStart(4),
        "|",
        b.rps.toFixed(0).padStart(14),
        `${b.p50}`.padStart(4),
        `${b.p99}`.padStart(4),
        "|",
        (a.rps / b.rps).toFixed(2).padStart(5),
        a.errors ? ` (${a.errors} errors)` : "",
      ];
      console.log(row.join(" "));
      if (a.errors > 0 || a.rps / b.rps < SMOKE_FLOOR) regressions.push(`${name}: ratio ${(a.rps / b.rps).toFixed(3)}, ${a.errors} errors`);
    }
    if (SMOKE && regressions.length > 0) {
      console.log(
        `smoke check failed (a route under ${SMOKE_FLOOR}x the baseline, tenfold below the 0.5x target, or answering errors):\n  ${regressions.join("\n  ")}`,
      );
      process.exitCode = 1;
    } else if (SMOKE) console.log(`smoke check passed: every route at least ${SMOKE_FLOOR}x the baseline, no errors`);
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
