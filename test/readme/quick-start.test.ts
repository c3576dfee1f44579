import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import { requireEstimates } from "../support/estimates.js";
import { FDS_BIN, WEB_INDEX } from "../support/workspace-server.js";
import { freePort } from "../support/free-port.js";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");

/** The shell blocks of the README's "Set-up" section, in order: the set-up, the tour, the tests. */
function setUpBlocks(): string[][] {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("## Set-up"), readme.indexOf("\n## ", readme.indexOf("## Set-up") + 1));
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.trim().split("\n"));
}

const corpus = requireCorpus();
const estimates = requireEstimates();
const built = existsSync(FDS_BIN) && existsSync(WEB_INDEX);
if (!built) console.warn("[quick start] NOTICE: dist/ is not built (npm run build): the README quick-start test is SKIPPED");

/**
 * A newcomer's run of the README (issue 23): the set-up block and the tour, as written, in a
 * scratch folder laid out like a fresh clone beside `../shared/corpus` and `../shared/estimates`
 * (links to this checkout's build and node_modules), on the embedded store. Two substitutions
 * only: `npx fds` runs this checkout's dist/bin/fds.js (npx does not resolve a project's own bin
 * in a folder of links), and the server listens on a free port instead of 8080.
 */
describe.skipIf(!corpus || !estimates || !built)("the README's quick start, as written", () => {
  const [setUp = [], tour = []] = setUpBlocks();
  let root: string;
  let repo: string;
  let server: ChildProcess | null = null;
  let port: number;
  let serverLog = "";
  const env = () => {
    const e: Record<string, string | undefined> = {
      ...process.env,
      FDS_DATABASE_URL: "",
      FDS_REDIS_URL: "",
      FDS_SEC_USER_AGENT: "",
      FDS_PLAYGROUND_TOKEN: "",
      FDS_LOG: "false",
      FDS_PORT: String(port),
      FDS_HOST: "127.0.0.1",
    };
    delete e.FDS_DATA_DIR;
    return e;
  };
  const shell = async (lines: readonly string[]) => {
    const prelude = [
      "set -euo pipefail",
      `npx() { if [ "$1" = fds ]; then shift; node ${JSON.stringify(FDS_BIN)} "$@"; else command npx "$@"; fi; }`,
      // Each answer's status on a line of its own, after its body.
      `curl() { command curl -sS -w '\\nstatus %{http_code}\\n' "$@"; }`,
      `open() { curl -o /dev/null "$1"; }`,
    ];
    const script = [...prelude, ...lines.map((l) => l.replaceAll("localhost:8080", `127.0.0.1:${port}`))].join("\n");
    return run("bash", ["-c", script], { cwd: repo, env: env(), maxBuffer: 256 * 1024 * 1024 });
  };

  beforeAll(async () => {
    port = await freePort();
    root = await mkdtemp(join(tmpdir(), "fds-readme-"));
    repo = join(root, "repo");
    await mkdir(join(root, "shared"), { recursive: true });
    await mkdir(repo);
    await symlink(corpus!, join(root, "shared/corpus"));
    await symlink(estimates!, join(root, "shared/estimates"));
    await copyFile(join(ROOT, "package.json"), join(repo, "package.json"));
    for (const name of ["dist", "node_modules"]) await symlink(join(ROOT, name), join(repo, name));
  }, 60_000);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((done) => server!.once("exit", done));
    }
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("the set-up installs, loads the corpus with its transcripts and the estimates, makes a key, and starts the server", async () => {
    expect(setUp[0]).toMatch(/^npm install\b/);
    expect(setUp.at(-1)).toMatch(/^npm start\b/);
    // npm install is this checkout's own (CI ran it); every other line runs as written.
    const { stdout, stderr } = await shell(setUp.slice(1, -1));
    const out = stdout + stderr;
    expect(out).toMatch(/73 filings: 73 new, 0 replaced, 0 unchanged, 0 failed/);
    expect(out).toMatch(/34 transcripts: 34 new, 0 unchanged, 0 failed/);
    expect(out).toMatch(/estimates: 25 ok runs, 6 failed runs, 552 observations added/);
    expect(readFileSync(join(repo, "data/api-key"), "utf8").trim()).toMatch(/^fds_[A-Za-z0-9]{32}$/);

    server = spawn("bash", ["-c", setUp.at(-1)!.replace(/\s+#.*$/, "")], { cwd: repo, env: env(), stdio: ["ignore", "ignore", "pipe"] });
    server.stderr?.on("data", (chunk: Buffer) => (serverLog += chunk.toString()));
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`npm start exited: ${serverLog}`);
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 300) throw new Error(`npm start did not answer: ${serverLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 300_000);

  it("every call of the tour answers 200 with the key, and the public tier's bucket is left whole", async () => {
    expect(server, "the set-up step did not start the server").not.toBeNull();
    const calls = tour.filter((l) => /^(curl|open)\b/.test(l));
    expect(calls.length).toBeGreaterThanOrEqual(6);
    const { stdout } = await shell(tour);
    const statuses = [...stdout.matchAll(/^status (\d+)$/gm)].map((m) => Number(m[1]));
    expect(statuses).toEqual(calls.map(() => 200));
    // The data the set-up loaded is there: estimates, each requested ticker's freshness, an earnings 8-K.
    expect(stdout).toContain('"QQQ":null');
    expect(stdout).toMatch(/"items":\[\{"number":"2.02"/);
    // No key spent the public tier: a keyless call still finds its bucket of 5 full (spec part 8).
    const publicCall = await fetch(`http://127.0.0.1:${port}/api/filings?ticker=AAPL&year=2024&quarter=4`);
    expect(publicCall.status).toBe(200);
    expect(publicCall.headers.get("ratelimit-remaining")).toBe("4");
  }, 120_000);
});
