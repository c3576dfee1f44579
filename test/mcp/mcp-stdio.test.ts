import { execFile, spawn } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/index.js";
import { issueApiKey } from "../../src/auth/index.js";
import { startReplica, type Replica } from "../../src/edgar/index.js";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { ingestSources } from "../../src/ingest/ingest.js";
import { openApiKeyStore, type ApiKeyStore, type FilingStore } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { ROOMY_LIMITS } from "../api/support/test-app.js";
import { toolError } from "../support/mcp-tool-error.js";
import { offlineToolDeps } from "../../src/runtime/index.js";
import { fdsArgs } from "../support/fds-command.js";

const corpus = requireCorpus();
const METRIC = { ticker: "NVDA", year: 2026, quarter: 2, metric_name: "revenue" };

describe.skipIf(!corpus)("MCP over stdio (fds mcp) and the official Inspector CLI", () => {
  let target: TestStore;
  let store: FilingStore;
  let keys: ApiKeyStore;
  let replica: Replica;
  let internal: string;
  let paid: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    target = await createTestStore();
    store = await target.open();
    await ingestSources(
      (await corpusSources(corpus as string)).filter((s) => s.ticker === "NVDA"),
      store,
    );
    const url = target.env.FDS_DATABASE_URL;
    keys = await openApiKeyStore(url ? { databaseUrl: url, schema: target.env.FDS_DATABASE_SCHEMA } : { dataDir: target.dataDir });
    internal = (await issueApiKey(keys, { name: "stdio", tier: "internal" })).key;
    paid = (await issueApiKey(keys, { name: "stdio paid", tier: "paid" })).key;
    replica = await startReplica({ corpusDir: corpus as string });
    env = {
      ...(process.env as Record<string, string>),
      ...target.env,
      FDS_SEC_USER_AGENT: "fds tests tests@example.com",
      FDS_SEC_WWW_URL: replica.url,
      FDS_SEC_DATA_URL: replica.url,
      FDS_REDIS_URL: "",
    };
  }, 120_000);
  afterAll(async () => {
    await replica?.close();
    await keys?.close();
    await store?.close();
    await target?.dispose();
  });

  async function stdioClient(apiKey: string | null): Promise<Client> {
    const client = new Client({ name: "fds-stdio-test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: fdsArgs("mcp"),
        env: { ...env, FDS_API_KEY: apiKey ?? "" },
        stderr: "ignore",
      }),
    );
    return client;
  }

  it("lists the tools and answers exactly as HTTP does", async () => {
    const client = await stdioClient(internal);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toContain("get_issuer_submissions_meta");
      const result = await client.callTool({ name: "get_metric", arguments: METRIC });
      expect(result.isError).toBeFalsy();
      const app = await buildApp({
        deps: { ...offlineToolDeps(store) },
        keys,
        limits: ROOMY_LIMITS,
        limiterBackend: "memory",
        playgroundToken: null,
        trustProxy: false,
      });
      const http = await app.inject({
        url: `/api/metric?${new URLSearchParams(Object.entries(METRIC).map(([k, v]) => [k, String(v)]))}`,
        headers: { authorization: `Bearer ${internal}` },
      });
      await app.close();
      expect(result.structuredContent).toEqual(http.json());
    } finally {
      await client.close();
    }
  }, 60_000);

  it("the MCP-only get_issuer_submissions_meta reads EDGAR's submissions (the replica)", async () => {
    const client = await stdioClient(null);
    try {
      const result = await client.callTool({
        name: "get_issuer_submissions_meta",
        arguments: { ticker: "NVDA", latest: 3, forms: ["10-K"] },
      });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      const meta = result.structuredContent as Record<string, unknown>;
      expect(meta).toMatchObject({
        cik: 1045810,
        tickers: expect.arrayContaining(["NVDA"]),
        fiscal_year_end: "01-31",
        source: "sec_submissions",
      });
      expect(meta.sic).toBe("3674");
      expect((meta.filing_counts as Record<string, number>)["10-K"]).toBeGreaterThan(5);
      expect((meta.latest_filings as { form: string }[]).every((f) => f.form === "10-K")).toBe(true);
    } finally {
      await client.close();
    }
  }, 60_000);

  it("warm_metric_cache queues a job in the store's engine, which the process runs; warm_metric_cache_status reports it", async () => {
    const client = await stdioClient(paid);
    try {
      const queued = await client.callTool({
        name: "warm_metric_cache",
        arguments: { ticker: "NVDA", metrics: ["revenue"], periods: 1, end_year: 2026, end_quarter: 2 },
      });
      expect(queued.isError, JSON.stringify(queued.content)).toBeFalsy();
      const id = (queued.structuredContent as { job_id: string }).job_id;
      let job: { state: string; periods: { fiscal_year: number; quarter: number }[] } | undefined;
      for (let i = 0; i < 300 && job?.state !== "completed"; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 200));
        const polled = await client.callTool({ name: "warm_metric_cache_status", arguments: { job_id: id } });
        expect(polled.isError, JSON.stringify(polled.content)).toBeFalsy();
        job = polled.structuredContent as typeof job;
        expect(job?.state).not.toBe("failed");
      }
      expect(job?.state).toBe("completed");
      expect(job?.periods.map((p) => `${p.fiscal_year}Q${p.quarter}`)).toEqual(["2026Q2"]);
    } finally {
      await client.close();
    }
  }, 120_000);

  it("a bad key is a tool error with status 401", async () => {
    const client = await stdioClient("fds_not_a_key_00000000000000000000");
    try {
      const result = await client.callTool({ name: "get_metric", arguments: METRIC });
      expect(toolError(result)).toMatchObject({ status: 401, error: { code: "unauthorized" } });
    } finally {
      await client.close();
    }
  }, 60_000);

  it("a 5,000-deep argument (raw JSON-RPC: the SDK client cannot even send it) is a 422 tool error, not a stack overflow", async () => {
    const child = spawn(process.execPath, fdsArgs("mcp"), {
      env: { ...env, FDS_API_KEY: internal },
      stdio: ["pipe", "pipe", "ignore"],
    });
    const lines: string[] = [];
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split("\n");
      buffer = parts.pop() ?? "";
      lines.push(...parts.filter((l) => l.trim() !== ""));
    });
    const answer = async (id: number) => {
      for (let i = 0; i < 300; i++) {
        const hit = lines
          .map(
            (l) =>
              JSON.parse(l) as {
                id?: number;
                result?: { isError?: boolean; structuredContent?: unknown; content?: unknown };
                error?: unknown;
              },
          )
          .find((m) => m.id === id);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no answer to request ${id}: ${lines.join("\n")}`);
    };
    const send = (message: object | string) => child.stdin.write(`${typeof message === "string" ? message : JSON.stringify(message)}\n`);
    try {
      send({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
      });
      await answer(1);
      send({ jsonrpc: "2.0", method: "notifications/initialized" });
      const deep = "[".repeat(5000) + "]".repeat(5000);
      send(
        `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_filings","arguments":{"ticker":"NVDA","year":2026,"quarter":2,"source":${deep}}}}`,
      );
      const refused = await answer(2);
      expect(refused.error).toBeUndefined();
      expect(toolError(refused.result ?? {})).toMatchObject({ status: 422, detail: [{ loc: ["body"], type: "json_invalid" }] });
      send({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "get_metric", arguments: METRIC } });
      expect((await answer(3)).result?.isError).toBeFalsy();
    } finally {
      child.kill();
    }
  }, 60_000);

  it("a client that goes away before reading its answers ends the session quietly (exit 0, no crash)", async () => {
    const child = spawn(process.execPath, fdsArgs("mcp"), {
      env: { ...env, FDS_API_KEY: internal },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    // Its stdout is closed at once: every answer is written into a broken pipe.
    child.stdout.destroy();
    child.stdin.write(
      `${JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "gone", version: "1" } },
      })}\n`,
    );
    expect(await exited).toBe(0);
    expect(stderr).not.toContain("EPIPE");
  }, 60_000);

  it("the official MCP Inspector CLI lists and calls tools of `fds mcp`, and reads its errors", async () => {
    const run = promisify(execFile);
    const inspector = resolve(import.meta.dirname, "../../node_modules/.bin/mcp-inspector");
    const base = [
      "--cli",
      "-e",
      `FDS_DATA_DIR=${target.dataDir}`,
      "-e",
      `FDS_API_KEY=${internal}`,
      ...Object.entries(target.env).flatMap(([k, v]) => (v ? ["-e", `${k}=${v}`] : [])),
      process.execPath,
      ...fdsArgs("mcp"),
    ];
    // The tool list (every input and output schema, pretty-printed) is over a megabyte: execFile's default buffer is one.
    const listed = await run(inspector, [...base, "--method", "tools/list"], { env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
    expect(JSON.parse(listed.stdout).tools.map((t: { name: string }) => t.name)).toContain("get_metric");
    const called = await run(
      inspector,
      [
        ...base,
        "--method",
        "tools/call",
        "--tool-name",
        "get_metric",
        ...Object.entries(METRIC).flatMap(([k, v]) => ["--tool-arg", `${k}=${v}`]),
      ],
      { env, timeout: 60_000 },
    );
    expect(JSON.parse(called.stdout).structuredContent.current.value).toBe(46_743_000_000);
    // A refusal reaches the Inspector as a tool error with HTTP's status and body.
    const refused = await run(
      inspector,
      [
        ...base,
        "--method",
        "tools/call",
        "--tool-name",
        "get_metric",
        ...Object.entries({ ...METRIC, quarter: 9 }).flatMap(([k, v]) => ["--tool-arg", `${k}=${v}`]),
      ],
      { env, timeout: 60_000 },
    );
    expect(toolError(JSON.parse(refused.stdout) as object)).toMatchObject({
      status: 422,
      detail: [{ loc: ["query", "quarter"], type: "less_than_equal" }],
    });
  }, 180_000);
});
