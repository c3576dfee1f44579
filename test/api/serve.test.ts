import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { watchServer } from "../support/serve-process.js";
import { fdsArgs } from "../support/fds-command.js";

/** `fds serve` as a real process on a free port: listens, answers, and stops cleanly on SIGTERM. */
describe("fds serve", () => {
  let dataDir: string;
  let child: ChildProcess;
  let url: string;
  let stderr: () => string = () => "";
  /** The server's request log (FDS_LOG: JSON lines on stdout). */
  let stdout = "";

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "fds-serve-"));
    child = spawn(process.execPath, fdsArgs("serve"), {
      env: {
        ...process.env,
        FDS_DATA_DIR: dataDir,
        FDS_DATABASE_URL: "",
        FDS_REDIS_URL: "",
        FDS_PORT: "0",
        FDS_HOST: "127.0.0.1",
        FDS_LOG: "true",
        FDS_PLAYGROUND_TOKEN: "demo",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const server = watchServer(child);
    stderr = server.stderr;
    url = await server.url;
  });
  afterAll(async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers health, the OpenAPI document and the tool routes", async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: "ready" });
    const doc = (await (await fetch(`${url}/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    const tool = await fetch(`${url}/api/filings?ticker=AAPL&year=2024&quarter=9`);
    expect(tool.status).toBe(422);
    expect((await fetch(`${url}/api/filings?ticker=AAPL&year=2024&quarter=4`, { headers: { authorization: "Bearer nope" } })).status).toBe(
      401,
    );
  });

  it("on SIGTERM stops accepting, lets an in-flight request finish, closes the stores and exits 0", async () => {
    const { hostname, port } = new URL(url);
    // A request whose body is still arriving when the signal comes.
    const socket = connect(Number(port), hostname);
    await new Promise<void>((r) => socket.once("connect", () => r()));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    const body = JSON.stringify({ ticker: "AAPL", year: 2024, quarter: 4, concept_name: "revenue" });
    socket.write(
      `POST /api/concept/cite HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // The server has begun the request once it logs it (its headers read, its body not yet).
    await vi.waitFor(
      () =>
        expect(stdout).toMatch(
          /"msg":"incoming request".*"url":"\/api\/concept\/cite"|"url":"\/api\/concept\/cite".*"msg":"incoming request"/,
        ),
      { timeout: 10_000 },
    );

    const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
    child.kill("SIGTERM");
    await vi.waitFor(() => expect(stderr()).toContain("SIGTERM: stopping"), { timeout: 10_000 });
    // New connections are refused (once the listener has closed) while the in-flight one is served.
    await vi.waitFor(() => expect(fetch(`${url}/healthz`)).rejects.toThrow(), { timeout: 10_000 });
    socket.write(body.slice(10));
    expect(await exited).toBe(0);
    // The in-flight request got its answer (401: no key on a paid tool) before the process ended.
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(stderr()).toContain("SIGTERM: stopping");
    expect(stderr()).toContain("fds serve: stopped");
  });
});

/**
 * The README starts the server with `npm start` (docs/operations.md, "The server"): SIGTERM sent
 * to npm (as a process manager or a container runtime sends it) must reach the server, not leave
 * it running as an orphan, which is what `npx fds serve` does (npm exec does not pass the signal
 * on).
 */
describe.skipIf(!existsSync(resolve(import.meta.dirname, "../../dist/bin/fds.js")))(
  "npm start (the README's way to run the server)",
  () => {
    it("stops the server when npm gets SIGTERM", async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "fds-npm-start-"));
      const npm = spawn("npm", ["start", "--silent"], {
        cwd: resolve(import.meta.dirname, "../.."),
        env: {
          ...process.env,
          FDS_DATA_DIR: dataDir,
          FDS_DATABASE_URL: "",
          FDS_REDIS_URL: "",
          FDS_PORT: "0",
          FDS_HOST: "127.0.0.1",
          FDS_LOG: "false",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const server = watchServer(npm);
      try {
        const url = await server.url;
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        const exited = new Promise<void>((r) => npm.once("exit", () => r()));
        npm.kill("SIGTERM");
        await exited;
        // npm is gone; the server it started says it stopped, on its own time.
        await vi.waitFor(() => expect(server.stderr()).toContain("fds serve: stopped"), { timeout: 10_000 });
        await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      } finally {
        if (npm.exitCode === null) npm.kill("SIGKILL");
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  },
);
