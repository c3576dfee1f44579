import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** What the scripted server does with one request. */
export type ScriptedReply =
  | { readonly status: number; readonly body?: string | Buffer; readonly headers?: Readonly<Record<string, string>> }
  /** Never answer (the client's timeout must fire). */
  | "hang"
  /** Drop the connection without answering (a network error for the client). */
  | "destroy";

/** A request the scripted server saw. */
export interface ScriptedHit {
  readonly path: string;
  /** `performance.now()` when the request arrived. */
  readonly at: number;
  readonly headers: IncomingHttpHeaders;
}

export interface ScriptedServer {
  readonly url: string;
  readonly hits: readonly ScriptedHit[];
  close(): Promise<void>;
}

/**
 * A tiny loopback HTTP server whose answers a test scripts: `reply(request, n)` gets the request
 * and its 0-based number. For client behaviour EDGAR cannot be asked to show (5xx, 429, hangs).
 */
export async function startScriptedServer(reply: (req: IncomingMessage, n: number) => ScriptedReply): Promise<ScriptedServer> {
  const hits: ScriptedHit[] = [];
  const server = createServer((req, res) => {
    const n = hits.length;
    hits.push({ path: req.url ?? "", at: performance.now(), headers: req.headers });
    const answer = reply(req, n);
    if (answer === "hang") return;
    if (answer === "destroy") return void req.socket.destroy();
    res.writeHead(answer.status, answer.headers ?? {});
    res.end(answer.body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
