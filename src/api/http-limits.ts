import { createServer, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { answerOnSocket } from "./client-errors.js";

/**
 * How long and how much the server waits for a client: without these a body that never finishes
 * arriving holds its connection forever (issue 9: 200 such connections with no key stayed open).
 */
export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this (408, then the socket closes). */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this (at most `requestTimeoutMs`). */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** Largest request body accepted (a 422 on `["body"]` beyond it). */
  readonly bodyLimitBytes: number;
  /** How often Node checks the request and headers timeouts; a few per timeout keeps them sharp. */
  readonly checkIntervalMs: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  bodyLimitBytes: 1_048_576,
  checkIntervalMs: 1_000,
};

/** The node:http server Fastify serves on, with the limits set where Node reads them. */
export function httpServerFactory(limits: HttpLimits): (handler: RequestListener) => Server {
  return (handler) => {
    const server = createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: limits.checkIntervalMs,
      },
      handler,
    );
    // Node hands CONNECT to a `connect` listener and, without one, closes the socket unanswered.
    // CONNECT asks for a tunnel, which this server never makes.
    server.on("connect", (_request, socket: Duplex) =>
      answerOnSocket(socket, 400, "Bad Request", "bad_request", "CONNECT is not served: this server is no proxy"),
    );
    return server;
  };
}
