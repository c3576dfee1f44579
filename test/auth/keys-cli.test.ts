import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { openApiKeyStore, openStore } from "../../src/store/index.js";
import { ECHO_TOOLS } from "../api/support/echo-tool.js";
import { bearer, callTier } from "../api/support/requests.js";
import { ROOMY_LIMITS } from "../api/support/test-app.js";
import { offlineToolDeps } from "../../src/runtime/index.js";
import { fdsArgs } from "../support/fds-command.js";

const run = promisify(execFile);

/** Runs the real `fds` in a child process on a temporary SQLite data dir. */
async function fds(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, FDS_DATA_DIR: dataDir, FDS_DATABASE_URL: "", FDS_DATABASE_SCHEMA: "" };
  try {
    const { stdout, stderr } = await run(process.execPath, fdsArgs(...args), { env, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

describe("fds keys", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "fds-keys-cli-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** An app over the data dir's stores, for checking what a key can do. */
  async function withApp<T>(use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
    const store = await openStore({ dataDir });
    const keys = await openApiKeyStore({ dataDir });
    const app = await buildApp({
      deps: offlineToolDeps(store),
      tools: ECHO_TOOLS,
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: null,
      trustProxy: false,
    });
    try {
      return await use(app);
    } finally {
      await app.close();
      await keys.close();
      await store.close();
    }
  }

  it("create prints a summary and the key alone on its last line; list never shows it; revoke makes it 401", async () => {
    const created = await fds(["keys", "create", "--tier", "paid", "--name", "Acme research"], dataDir);
    expect(created.code, created.stderr).toBe(0);
    const lines = created.stdout.trimEnd().split("\n");
    const key = lines.at(-1) as string;
    expect(key).toMatch(/^fds_[0-9A-Za-z]{32}$/);
    expect(lines.slice(0, -1).join("\n")).not.toContain(key);
    const id = /created (key_[0-9a-f]{12}) "Acme research" tier paid/.exec(created.stdout)?.[1];
    expect(id).toBeDefined();

    await withApp(async (app) => {
      const response = await callTier(app, "paid", { authorization: bearer(key) });
      expect(response.statusCode).toBe(200);
    });

    const listed = await fds(["keys", "list"], dataDir);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^ID\s+NAME\s+TIER\s+CREATED\s+REVOKED/);
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain("Acme research");
    expect(listed.stdout).not.toContain(key);
    expect(listed.stdout).not.toContain(key.slice(4));

    const revoked = await fds(["keys", "revoke", id as string], dataDir);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain(`revoked ${id}`);
    await withApp(async (app) => {
      expect((await callTier(app, "paid", { authorization: bearer(key) })).statusCode).toBe(401);
    });
    const after = await fds(["keys", "list"], dataDir);
    const row = after.stdout.split("\n").find((l) => l.startsWith(id as string)) ?? "";
    expect(row).toMatch(/\d{4}-\d\d-\d\dT\S+Z\s+\d{4}-\d\d-\d\dT\S+Z$/);
  });

  it("refuses a bad tier and a missing name as usage errors (2), an unknown key id as a failure (1)", async () => {
    const badTier = await fds(["keys", "create", "--tier", "gold", "--name", "x"], dataDir);
    expect(badTier.code).toBe(2);
    expect(badTier.stderr).toContain("option '--tier <tier>' argument 'gold' is invalid. expected one of registered, paid, internal");
    const noName = await fds(["keys", "create", "--tier", "paid"], dataDir);
    expect(noName.code).toBe(2);
    expect(noName.stderr).toContain("--name");
    const unknown = await fds(["keys", "revoke", "key_000000000000"], dataDir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("no key with id key_000000000000");
  });
});
