import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { sharedPlugin } from "./shared-plugin.js";

/** Header carrying the request id both ways. */
export const REQUEST_ID_HEADER = "x-request-id";

/** Ids a client may choose (a proxy's or its own); anything else is replaced, so logs stay clean. */
const CLIENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the client's `X-Request-Id` when it is well formed, else a UUID. */
export function requestId(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  const id = Array.isArray(given) ? given[0] : given;
  return id !== undefined && CLIENT_ID.test(id) ? id : randomUUID();
}

/** Echoes the request id on every response (errors quote it in their body too); see callback-hooks.ts. */
export const requestIdPlugin = sharedPlugin("fds-request-id", async (app) => {
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
});
