import { randomUUID } from "node:crypto";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { ErrorCode } from "../domain/shared/index.js";
import { errorBody } from "./error-mapping.js";
import { REQUEST_ID_HEADER } from "./plugins/request-id.js";

/**
 * Errors Node's HTTP parser meets before any route is known (a bad request line, control bytes
 * in a header, headers over the size limit, a request slower than the request timeout): answered
 * in the service's ErrorResponse shape with a request id, then the connection is closed. No route
 * is known, so the status is the one every route can give such a request: 400, or 408 when the
 * client was too slow.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, code, message] = describe(error.code);
  answerOnSocket(socket, status, reason, code, message);
}

/**
 * Writes an ErrorResponse straight to a socket no route will answer (a request Node's parser
 * refused, a CONNECT), with a request id, and closes the connection.
 */
export function answerOnSocket(socket: Duplex, status: number, reason: string, code: ErrorCode, message: string): void {
  const id = randomUUID();
  const body = JSON.stringify(errorBody({ code, message, details: {} }, id));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${REQUEST_ID_HEADER}: ${id}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

function describe(nodeCode: string | undefined): [number, string, ErrorCode, string] {
  switch (nodeCode) {
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return [408, "Request Timeout", "request_timeout", "the request did not arrive within the server's request timeout"];
    case "HPE_HEADER_OVERFLOW":
      return [400, "Bad Request", "bad_request", "the request headers are larger than the server accepts"];
    default:
      return [400, "Bad Request", "bad_request", "malformed HTTP request"];
  }
}
