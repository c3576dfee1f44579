import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One request the receiver got. */
export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** `Date.now()` when the body had arrived. */
  readonly at: number;
}

/** What to answer a request with: a status, after an optional delay (or never, to hang). */
export type Responder = (
  request: Received,
  index: number,
) => { status: number; delayMs?: number; headers?: Record<string, string> } | "hang";

/**
 * A local webhook receiver on 127.0.0.1 (tests never reach outside the machine): records every
 * request and answers what `respond` says (default 200).
 */
export interface WebhookReceiver {
  readonly url: string;
  readonly port: number;
  readonly received: Received[];
  respond: Responder;
  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(respond: Responder = () => ({ status: 200 })): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let server: Server;
  const receiver: WebhookReceiver = {
    url: "",
    port: 0,
    received,
    respond,
    waitFor(count, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`receiver got ${received.length} of ${count} requests in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve(received.slice())) });
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const request: Received = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      const index = received.length;
      received.push(request);
      for (const w of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      const answer = receiver.respond(request, index);
      if (answer === "hang") return;
      const send = () => res.writeHead(answer.status, answer.headers ?? {}).end("ok");
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(receiver, { url: `http://127.0.0.1:${port}/hooks`, port });
}
