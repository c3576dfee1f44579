import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "./app.js";

export interface StartServerOptions extends BuildAppOptions {
  readonly port: number;
  readonly host: string;
  /** Mounts more routes (the MCP endpoint) on the app before it listens. */
  readonly extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface RunningServer {
  readonly app: FastifyInstance;
  /** `http://host:port` actually bound (port 0 picks a free one). */
  readonly url: string;
  close(): Promise<void>;
}

/** Builds the app and listens. The caller owns the stores and closes them after `close()`. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const app = await buildApp(options);
  await options.extend?.(app);
  const url = await app.listen({ port: options.port, host: options.host });
  return { app, url, close: () => app.close() };
}
