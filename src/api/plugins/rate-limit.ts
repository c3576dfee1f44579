import { assertAllowed } from "../../auth/index.js";
import { manifestEntry } from "../../tools/index.js";
import "../fastify-types.js";
import { sharedPlugin } from "./shared-plugin.js";

/**
 * Takes one request from the caller's bucket right before the tool runs, that is after auth (401),
 * tier (403) and validation (422), which therefore cost nothing. Sets `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` (seconds) on every limited response, and refuses an
 * empty bucket with 429 `rate_limited` and `Retry-After`.
 */
export const rateLimitPlugin = sharedPlugin("fds-rate-limit", async (app) => {
  app.addHook("preHandler", async (request, reply) => {
    const caller = request.caller;
    const tool = request.routeOptions.config.tool;
    // Open tools read static reference data and spend nothing (spec 4.1 declares no 429 for them).
    if (caller === null || tool === undefined || manifestEntry(tool).open) return;
    const decision = await app.accessGate.consume(caller);
    if (decision.limit !== null) {
      reply.header("ratelimit-limit", String(decision.limit.points));
      reply.header("ratelimit-remaining", String(decision.remaining));
      reply.header("ratelimit-reset", String(decision.resetSeconds));
    }
    assertAllowed(decision);
  });
});
