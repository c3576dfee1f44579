/**
 * Server CPU per cached request: the `fds serve` process's user + system time over a fixed number
 * of requests (autocannon, 50 connections), which a shared, noisy machine moves far less than a
 * req/s ratio. With `FDS_BENCH_COMPARE=<another checkout>` (node_modules beside it), that
 * checkout's server runs too, over the same data directory, and the two are asked in turn, each
 * round; the responses of every route and encoding are first compared byte for byte (headers but
 * request id and date). `FDS_BENCH_NODE_ARGS` (`--cpu-prof --cpu-prof-dir=...`) goes to each
 * server's node; a profile is written when the server exits.
 *
 *   npm run bench:serve-cpu
 *   FDS_BENCH_REQUESTS (default 15000), FDS_BENCH_ROUNDS (3), FDS_BENCH_ENCODINGS (identity,gzip,br:
 *   the Accept-Encoding values measured; default identity, as bench:serve), FDS_BENCH_ROUTES
 *   (names to measure, comma separated; default all).
 */
import type { ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { corpusDir } from "../test/support/corpus.js";
import { benchStore, startFdsServer } from "./support/fds-server.js";

const CONNECTIONS = 50;
const REQUESTS = Number(process.env.FDS_BENCH_REQUESTS ?? 15_000);
const ROUNDS = Number(process.env.FDS_BENCH_ROUNDS ?? 3);
const WARM_UP = 3_000;
const ENCODINGS = (process.env.FDS_BENCH_ENCODINGS ?? "identity").split(",").map((e) => e.trim());
/** The bench:serve routes, and the statement's and financials' share of REQUESTS (their answers are large). */
const ROUTES: Record<string, { path: string; share: number }> = {
  financials: { path: "/api/financials?ticker=AAPL&year=2024&quarter=4", share: 0.2 },
  metric: { path: "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=revenue", share: 1 },
  "metric (Q4 derived)": { path: "/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=revenue&date_type=Q", share: 1 },
  "statement (4 periods)": { path: "/api/statement?ticker=AAPL&statement=income&period_from=FY2021&period_to=FY2024", share: 1 },
};
const CHOSEN = process.env.FDS_BENCH_ROUTES?.split(",").map((r) => r.trim()) ?? Object.keys(ROUTES);
/** Headers that differ between two answers to the same request. */
const VARYING = new Set(["x-request-id", "date"]);

interface Server {
  readonly name: string;
  readonly child: ChildProcess;
  readonly port: number;
}

/** CPU time the process has used so far, user and system, in ms (Linux /proc; 10 ms ticks). */
async function cpuMsOf(pid: number): Promise<{ user: number; system: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

async function startServer(name: string, root: string, dataDir: string, port: number): Promise<Server> {
  const nodeArgs = process.env.FDS_BENCH_NODE_ARGS?.split(" ").filter((a) => a !== "") ?? [];
  return { name, child: await startFdsServer({ root, dataDir, port, nodeArgs }), port };
}

/** One answer as sent: status, headers (without the varying ones) and the raw body bytes. */
function raw(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; headers: string; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const kept = Object.entries(res.headers)
          .filter(([k]) => !VARYING.has(k))
          .map(([k, v]) => `${k}: ${String(v)}`)
          .sort();
        done({ status: res.statusCode ?? 0, headers: kept.join("\n"), body: Buffer.concat(chunks) });
      });
    });
    req.on("error", fail);
    req.end();
  });
}

function encodingHeaders(key: string, encoding: string): Record<string, string> {
  return { authorization: `Bearer ${key}`, ...(encoding === "identity" ? {} : { "accept-encoding": encoding }) };
}

async function main(): Promise<void> {
  const corpus = corpusDir();
  if (!corpus) {
    console.log("corpus not found (set FDS_CORPUS): nothing to measure");
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), "fds-bench-serve-cpu-"));
  const servers: Server[] = [];
  try {
    const { key } = await benchStore(corpus, dataDir, ["AAPL"]);

    const port = 19_000 + Math.floor(Math.random() * 900);
    servers.push(await startServer("this", resolve(import.meta.dirname, ".."), dataDir, port));
    const compare = process.env.FDS_BENCH_COMPARE;
    if (compare) servers.push(await startServer("compared", resolve(compare), dataDir, port + 1));

    // Warm every answer (and its compressed forms), then compare the servers' answers.
    let differences = 0;
    for (const name of CHOSEN) {
      const route = ROUTES[name];
      if (!route) throw new Error(`unknown route ${name}; known: ${Object.keys(ROUTES).join(", ")}`);
      for (const encoding of ["identity", "gzip", "br", "gzip, deflate, br"]) {
        const answers = [];
        for (const s of servers) {
          await raw(s.port, route.path, encodingHeaders(key, encoding));
          answers.push(await raw(s.port, route.path, encodingHeaders(key, encoding)));
        }
        const [first, ...rest] = answers;
        if (first?.status !== 200) throw new Error(`${route.path}: status ${first?.status} ${first?.body.toString()}`);
        for (const other of rest) {
          const same = other.status === first.status && other.headers === first.headers && other.body.equals(first.body);
          if (!same) {
            differences++;
            console.log(`DIFFERENT: ${name}, accept-encoding ${encoding}:\n${first.headers}\n---\n${other.headers}`);
          }
        }
      }
    }
    if (servers.length > 1)
      console.log(differences === 0 ? "responses equal (4 encodings, every route measured)" : `${differences} responses differ`);

    // Warm-up, not measured: the first thousands of requests run code not yet optimized.
    for (const name of CHOSEN)
      for (const encoding of ENCODINGS)
        for (const s of servers)
          await autocannon({
            url: `http://127.0.0.1:${s.port}${(ROUTES[name] as { path: string }).path}`,
            connections: CONNECTIONS,
            amount: WARM_UP,
            headers: encodingHeaders(key, encoding),
          });
    const perRequest = new Map<string, number[]>();
    const systemMs = new Map<string, number>();
    const totalMs = new Map<string, number>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of CHOSEN) {
        const route = ROUTES[name] as { path: string; share: number };
        for (const encoding of ENCODINGS) {
          for (const s of servers) {
            const amount = Math.round(REQUESTS * route.share);
            const pid = s.child.pid as number;
            const before = await cpuMsOf(pid);
            const result = await autocannon({
              url: `http://127.0.0.1:${s.port}${route.path}`,
              connections: CONNECTIONS,
              amount,
              headers: encodingHeaders(key, encoding),
            });
            const after = await cpuMsOf(pid);
            const cpuMs = after.user - before.user + after.system - before.system;
            const id = `${name}|${encoding}|${s.name}`;
            systemMs.set(id, (systemMs.get(id) ?? 0) + after.system - before.system);
            totalMs.set(id, (totalMs.get(id) ?? 0) + cpuMs);
            if (result.errors + result.non2xx > 0) throw new Error(`${s.name} ${name}: ${result.errors + result.non2xx} errors`);
            perRequest.set(id, [...(perRequest.get(id) ?? []), (cpuMs * 1000) / amount]);
          }
        }
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    console.log(`server CPU per request (µs), median of ${ROUNDS} rounds of ${REQUESTS} requests (financials a fifth), rounds in brackets`);
    for (const name of CHOSEN) {
      for (const encoding of ENCODINGS) {
        const cells = servers.map((s) => {
          const xs = perRequest.get(`${name}|${encoding}|${s.name}`) ?? [];
          const id = `${name}|${encoding}|${s.name}`;
          const system = Math.round((100 * (systemMs.get(id) ?? 0)) / (totalMs.get(id) || 1));
          return `${s.name} ${median(xs).toFixed(0)} [${xs.map((x) => x.toFixed(0)).join(" ")}] (${system}% system)`;
        });
        console.log(`${name.padEnd(22)} ${encoding.padEnd(9)} ${cells.join("   ")}`);
      }
    }
  } finally {
    await Promise.all(
      servers.map(
        (s) =>
          new Promise<void>((done) => {
            s.child.once("exit", () => done());
            s.child.kill("SIGTERM");
          }),
      ),
    );
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
