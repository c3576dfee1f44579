import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { buildApp } from "../api/index.js";
import { loadConfig, type Config } from "../config/index.js";
import { createMcpServer } from "../mcp/index.js";
import { limiterBackendOf, openRuntime } from "../runtime/index.js";
import { IMPLEMENTED_TOOLS } from "../tools/index.js";

/**
 * `fds mcp`: the MCP server over stdio, for agents that start it as a subprocess. The key comes
 * from `FDS_API_KEY` (none: the public tier); calls pass the same auth, tiers and buckets as
 * HTTP: the buckets live in the data directory (or Redis with `FDS_REDIS_URL`), shared with
 * `fds serve` and every other `fds mcp`. The runtime is `fds serve`'s: jobs are queued in the
 * same engine and run here too unless FDS_WORKERS=0. Nothing but MCP goes to stdout.
 */
export async function mcpCommand(config: Config = loadConfig()): Promise<void> {
  const serve = config.serve;
  const limits = config.limits;
  const runtime = await openRuntime(config, "fds mcp", { deliver: config.deliversHere });
  try {
    runtime.startJobs();
    const app = await buildApp({
      deps: runtime.deps,
      keys: runtime.keys,
      limits,
      limiterBackend: limiterBackendOf(serve, runtime.config, "fds mcp"),
      playgroundToken: serve.playgroundToken,
      trustProxy: false,
      logger: false,
    });
    await app.ready();
    const key = config.mcpApiKey;
    const server = createMcpServer(app, IMPLEMENTED_TOOLS, {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      remoteAddress: "127.0.0.1",
    });
    const transport = new StdioServerTransport();
    let closing = false;
    const close = () => {
      if (closing) return;
      closing = true;
      void app
        .close()
        .then(() => runtime.close())
        .then(() => process.exit(0));
    };
    transport.onclose = close;
    // A client gone while an answer is written breaks the pipe under the write: that ends the
    // session as closing stdin does, not with an unhandled 'error' event.
    process.stdout.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE") throw error;
      close();
    });
    await server.connect(transport);
    process.stderr.write(
      `fds mcp: ${IMPLEMENTED_TOOLS.length} tools over stdio (${key ? "keyed" : "public tier"}; ${runtime.jobs.describe})\n`,
    );
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
