/**
 * Start-up of the command line (`npm run bench:startup`): a fresh process per run of bare
 * `node -e 0`, `fds --help` and `fds keys list` (on a temporary SQLite store holding one key),
 * in turn, from the built dist/bin/fds.js (`npm run build` first). Prints each one's median wall
 * time, its ratio to bare node (median of the per-round ratios, which holds when a shared
 * machine's speed drifts) and its CPU per run. Target (issue 28): both within 2x of bare node.
 *   FDS_BENCH_RUNS (20) rounds, after one round of warm-up.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const RUNS = Math.max(1, Number(process.env.FDS_BENCH_RUNS ?? 20));
const TARGET_RATIO = 2;
const ROOT = resolve(import.meta.dirname, "..");
const FDS = join(ROOT, "dist/bin/fds.js");

const COMMANDS = {
  "node -e 0": ["-e", "0"],
  "fds --help": [FDS, "--help"],
  "fds keys list": [FDS, "keys", "list"],
} as const;
type Name = keyof typeof COMMANDS;
const NAMES = Object.keys(COMMANDS) as Name[];

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/**
 * CPU seconds of this process's reaped children (user + system), from /proc/self/stat (fields
 * 16 and 17, in clock ticks of 1/100 s on Linux); null elsewhere. Summed over a command's runs,
 * the tick's coarseness averages out.
 */
function childrenCpuSeconds(): number | null {
  if (!existsSync("/proc/self/stat")) return null;
  // The process name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Runs one command to its end; its wall time in ms (the exit code must be 0). */
function run(name: Name, env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, COMMANDS[name], { env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${name} exited ${result.status}: ${result.stderr}`);
  return ms;
}

/** Newest modification time (ms) of the TypeScript sources under `dir`. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : entry.name.endsWith(".ts") ? statSync(path).mtimeMs : 0);
  }
  return newest;
}

async function main(): Promise<void> {
  if (!existsSync(FDS)) {
    console.log(`no ${FDS}: run npm run build first`);
    process.exitCode = 1;
    return;
  }
  if (statSync(FDS).mtimeMs < newestSource(join(ROOT, "src")))
    console.log("note: src/ changed after the last build; these figures are of the built dist");
  const dataDir = await mkdtemp(join(tmpdir(), "fds-bench-startup-"));
  // A SQLite store of its own: the user's FDS_DATABASE_URL would time the network instead.
  const env: NodeJS.ProcessEnv = { ...process.env, FDS_DATA_DIR: dataDir };
  delete env.FDS_DATABASE_URL;
  try {
    const created = spawnSync(process.execPath, [FDS, "keys", "create", "--tier", "registered", "--name", "bench"], { env });
    if (created.status !== 0) throw new Error(`fds keys create exited ${created.status}: ${created.stderr}`);
    for (const name of NAMES) run(name, env);

    const wall: Record<Name, number[]> = { "node -e 0": [], "fds --help": [], "fds keys list": [] };
    const cpu: Record<Name, number> = { "node -e 0": 0, "fds --help": 0, "fds keys list": 0 };
    for (let round = 0; round < RUNS; round++) {
      for (const name of NAMES) {
        const before = childrenCpuSeconds();
        wall[name].push(run(name, env));
        const after = childrenCpuSeconds();
        if (before !== null && after !== null) cpu[name] += after - before;
      }
    }

    const base = wall["node -e 0"];
    const cpuKnown = childrenCpuSeconds() !== null;
    console.log(`${RUNS} rounds, each command in turn in a fresh process; target: fds within ${TARGET_RATIO}x of bare node`);
    console.log("command          wall ms p50   / node (p50 of rounds)   CPU ms per run   CPU / node");
    for (const name of NAMES) {
      const ratio = median(wall[name].map((ms, i) => ms / (base[i] as number)));
      const cpuMs = (cpu[name] / RUNS) * 1000;
      const cpuRatio = cpu["node -e 0"] > 0 ? cpu[name] / cpu["node -e 0"] : Number.NaN;
      console.log(
        `${name.padEnd(16)} ${median(wall[name]).toFixed(1).padStart(11)}   ${`${ratio.toFixed(2)}x`.padStart(22)}   ${
          cpuKnown ? cpuMs.toFixed(0).padStart(14) : "-".padStart(14)
        }   ${cpuKnown ? `${cpuRatio.toFixed(2)}x`.padStart(10) : "-".padStart(10)}`,
      );
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
