import { assertAllowed } from "../../auth/index.js";
import { manifestEntry } from "../../tools/index.js";
import "../fastify-types.js";
import { thrownBy } from "./callback-hooks.js";
import { sharedPlugin } from "./shared-plugin.js";

/**
 * Takes one request from the caller's bucket right before the tool runs, that is after auth (401),
 * tier (403) and validation (422), which therefore cost nothing. Sets `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` (seconds) on every limited response, and refuses an
 * empty bucket with 429 `rate_limited` and `Retry-After`.
 */
export const rateLimitPlugin = sharedPlugin("fds-rate-limit", async (app) => {
  // A callback hook, run on every tool request: see callback-hooks.ts.
  app.addHook("preHandler", (request, reply, done) => {
    const caller = request.caller;
    const tool = request.routeOptions.config.tool;
    // Open tools read static reference data and spend nothing (spec 4.1 declares no 429 for them);
    // an unlimited tier (internal) has no bucket to take from nor headers to set.
    if (caller === null || tool === undefined || manifestEntry(tool).open || app.accessGate.unlimited(caller)) return done();
    app.accessGate.consume(caller).then((decision) => {
      if (decision.limit !== null) {
        reply.header("ratelimit-limit", String(decision.limit.points));
        reply.header("ratelimit-remaining", String(decision.remaining));
        reply.header("ratelimit-reset", String(decision.resetSeconds));
      }
      done(thrownBy(() => assertAllowed(decision)));
    }, done);
  });
});
