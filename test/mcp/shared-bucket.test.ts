import { spawn, type ChildProcess } from "node:child_process";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiKey } from "../../src/auth/index.js";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { ingestSources } from "../../src/ingest/ingest.js";
import { openApiKeyStore, type ApiKeyStore, type FilingStore } from "../../src/store/index.js";
import { requireCorpus } from "../support/corpus.js";
import { toolError } from "../support/mcp-tool-error.js";
import { watchServer } from "../support/serve-process.js";
import { createTestStore, type TestStore } from "../support/test-store.js";
import { fdsArgs } from "../support/fds-command.js";

const corpus = requireCorpus();
const METRIC = { ticker: "NVDA", year: 2026, quarter: 2, metric_name: "revenue" };
const METRIC_QUERY = new URLSearchParams(Object.entries(METRIC).map(([k, v]) => [k, String(v)])).toString();

/**
 * The default set-up (no Redis): `fds serve` (HTTP and `/mcp`) and two `fds mcp` processes on
 * one data directory, each a real process, draw from one public bucket per address (spec 5.8);
 * and the official SDK client, having listed the tools (so it validates structured content),
 * reads the code and message of every refusal over stdio.
 */
describe.skipIf(!corpus)("one rate-limit bucket across HTTP, /mcp and two fds mcp processes, without Redis", () => {
  let target: TestStore;
  let store: FilingStore;
  let keys: ApiKeyStore;
  let serve: ChildProcess;
  let url: string;
  let env: Record<string, string>;
  let registered: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    target = await createTestStore();
    store = await target.open();
    await ingestSources(
      (await corpusSources(corpus as string)).filter((s) => s.ticker === "NVDA"),
      store,
    );
    const url0 = target.env.FDS_DATABASE_URL;
    keys = await openApiKeyStore(url0 ? { databaseUrl: url0, schema: target.env.FDS_DATABASE_SCHEMA } : { dataDir: target.dataDir });
    registered = (await issueApiKey(keys, { name: "shared-bucket", tier: "registered" })).key;
    // A public bucket of 7 an hour; no EDGAR, no Redis: the default set-up's buckets.
    env = {
      ...(process.env as Record<string, string>),
      ...target.env,
      FDS_REDIS_URL: "",
      FDS_SEC_USER_AGENT: "",
      FDS_LIMIT_PUBLIC: "7/1h",
      FDS_LOG: "false",
    };
    serve = spawn(process.execPath, fdsArgs("serve"), {
      env: { ...env, FDS_PORT: "0", FDS_HOST: "127.0.0.1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    url = await watchServer(serve, 60_000).url;
  }, 180_000);
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
    if (serve && serve.exitCode === null) serve.kill("SIGKILL");
    await keys?.close();
    await store?.close();
    await target?.dispose();
  });

  async function stdioClient(apiKey: string | null): Promise<Client> {
    const client = new Client({ name: "fds-bucket-test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: fdsArgs("mcp"),
        env: { ...env, FDS_API_KEY: apiKey ?? "" },
        stderr: "ignore",
      }),
    );
    clients.push(client);
    // Listing caches each tool's output schema: from then on the client validates structured content.
    await client.listTools();
    return client;
  }

  async function httpMcpClient(): Promise<Client> {
    const client = new Client({ name: "fds-bucket-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
    clients.push(client);
    await client.listTools();
    return client;
  }

  const httpCall = () => fetch(`${url}/api/metric?${METRIC_QUERY}`);

  it("spends one public bucket of 7 from HTTP, /mcp and both stdio processes, then refuses on every one", async () => {
    const [first, second, overHttp] = [await stdioClient(null), await stdioClient(null), await httpMcpClient()];
    const remaining: string[] = [];
    const http = async () => {
      const response = await httpCall();
      remaining.push(`${response.status}:${response.headers.get("ratelimit-remaining")}`);
    };
    const ok = async (client: Client) => {
      const result = await client.callTool({ name: "get_metric", arguments: METRIC });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    };
    await http(); // 6 left
    await ok(first); // 5
    await ok(second); // 4
    await http(); // 3: the stdio calls moved HTTP's count
    await ok(overHttp); // 2
    await ok(first); // 1
    await http(); // 0
    expect(remaining).toEqual(["200:6", "200:3", "200:0"]);
    // Empty everywhere: HTTP, /mcp and both stdio processes answer 429.
    expect((await httpCall()).status).toBe(429);
    for (const client of [first, second, overHttp]) {
      expect(toolError(await client.callTool({ name: "get_metric", arguments: METRIC }))).toMatchObject({
        status: 429,
        error: {
          code: "rate_limited",
          message: expect.stringContaining("rate limit of 7 requests per 3600 s reached"),
          retry_after_seconds: expect.any(Number),
        },
      });
    }
    // A new process draws from the same, still empty, bucket.
    const third = await stdioClient(null);
    expect(toolError(await third.callTool({ name: "get_metric", arguments: METRIC }))).toMatchObject({
      status: 429,
      error: { code: "rate_limited" },
    });
  }, 180_000);

  it("over stdio, the SDK client reads the code and message of a 401, 403 and 422", async () => {
    const bad = await stdioClient("fds_not_a_key_00000000000000000000");
    expect(toolError(await bad.callTool({ name: "get_metric", arguments: METRIC }))).toMatchObject({
      status: 401,
      error: { code: "unauthorized", message: expect.any(String) },
    });
    const keyed = await stdioClient(registered);
    expect(
      toolError(
        await keyed.callTool({ name: "cite_concept", arguments: { accession: "0001045810-25-000209", concept: "us-gaap:Revenues" } }),
      ),
    ).toMatchObject({
      status: 403,
      error: { code: "forbidden_tier", message: expect.stringContaining("paid") },
    });
    expect(toolError(await keyed.callTool({ name: "get_metric", arguments: { ...METRIC, quarter: 9 } }))).toMatchObject({
      status: 422,
      detail: [{ loc: ["query", "quarter"], msg: expect.any(String) }],
    });
  }, 120_000);
});
