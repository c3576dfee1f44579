import { createServer, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { answerOnSocket } from "./client-errors.js";
import type { HttpLimits } from "./settings.js";

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
