import type { FastifyRequest } from "fastify";
import { readCredential, type AccessGate, type Caller } from "../../auth/index.js";
import { manifestEntry } from "../../tools/index.js";
import "../fastify-types.js";
import { sharedPlugin } from "./shared-plugin.js";

/**
 * Identifies the caller of every tool route (spec part 5) and checks the tool's tier, before the
 * body is even read: 401 for an unknown or revoked key (or no key where the tool needs one), 403
 * `forbidden_tier` for a key of too low a tier. Open tools (`tag_equivalence`) never answer 401.
 * Uses `app.accessGate`, so MCP applies exactly the same rules.
 */
export const authPlugin = sharedPlugin("fds-auth", async (app) => {
  app.decorateRequest("caller", null);
  // A callback hook, run on every tool request: see callback-hooks.ts.
  app.addHook("onRequest", (request, _reply, done) => {
    const tool = request.routeOptions.config.tool;
    if (tool === undefined) return done();
    const query = request.query as Record<string, unknown> | undefined;
    const credential = readCredential(request.headers.authorization, query?.key);
    // `key` is a credential, not tool input: remove it so schemas without extra properties
    // still accept the request (no tool input is called `key`; tool-routes checks that).
    if (query && "key" in query) delete query.key;
    const gate = app.accessGate;
    const open = manifestEntry(tool).open === true;
    // A key seen in the last seconds (or none, or the playground token) is known without waiting.
    let known: Caller | undefined;
    try {
      known = open ? gate.identifyOrPublicNow(credential, request.ip) : gate.identifyNow(credential, request.ip);
    } catch (error) {
      return done(error as Error);
    }
    if (known !== undefined) return admit(gate, request, known, tool, done);
    const identified = open ? gate.identifyOrPublic(credential, request.ip) : gate.identify(credential, request.ip);
    identified.then((caller) => admit(gate, request, caller, tool, done), done);
  });
});

/** Notes the caller on the request and goes on, or stops with the tier check's refusal (403). */
function admit(gate: AccessGate, request: FastifyRequest, caller: Caller, tool: string, done: (error?: Error) => void): void {
  request.caller = caller;
  try {
    gate.authorize(caller, tool);
  } catch (error) {
    return done(error as Error);
  }
  done();
}
