import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { buildApp, serveConfigFromEnv } from "../api/index.js";
import { rateLimitConfigFromEnv } from "../auth/index.js";
import { configFromEnv, storeOptionsOf } from "../config.js";
import { createMcpServer } from "../mcp/index.js";
import { CachingApiKeyStore, openApiKeyStore, openStore } from "../store/index.js";
import { IMPLEMENTED_TOOLS } from "../tools/registry.js";
import { buildToolDeps } from "./tool-deps-factory.js";
import { openExtractionRuntime } from "./extraction-runtime.js";

/**
 * `fds mcp`: the MCP server over stdio, for agents that start it as a subprocess. The key comes
 * from `FDS_API_KEY` (none: the public tier); calls pass the same auth, tiers and buckets as
 * HTTP (shared across processes when `FDS_REDIS_URL` is set). Nothing but MCP goes to stdout.
 */
export async function mcpCommand(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = configFromEnv(env);
  const serve = serveConfigFromEnv(env);
  const storeOptions = storeOptionsOf(config);
  const store = await openStore(storeOptions);
  const keys = new CachingApiKeyStore(await openApiKeyStore(storeOptions));
  const extraction = await openExtractionRuntime(storeOptions, env);
  const app = await buildApp({
    deps: { ...buildToolDeps(store, env), ...extraction.deps },
    keys,
    limits: rateLimitConfigFromEnv(env),
    limiterBackend: serve.redisUrl === null ? "memory" : { redis: serve.redisUrl, ...(serve.redisPrefix === null ? {} : { keyPrefix: serve.redisPrefix }) },
    playgroundToken: serve.playgroundToken,
    trustProxy: false,
    logger: false,
  });
  await app.ready();
  const key = env.FDS_API_KEY?.trim();
  const server = createMcpServer(app, IMPLEMENTED_TOOLS, { ...(key ? { authorization: `Bearer ${key}` } : {}), remoteAddress: "127.0.0.1" });
  const transport = new StdioServerTransport();
  transport.onclose = () => {
    void app
      .close()
      .then(() => Promise.all([keys.close(), store.close(), extraction.close()]))
      .then(() => process.exit(0));
  };
  await server.connect(transport);
  process.stderr.write(`fds mcp: ${IMPLEMENTED_TOOLS.length} tools over stdio (${key ? "keyed" : "public tier"})\n`);
}
