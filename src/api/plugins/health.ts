import type { FastifyPluginAsync } from "fastify";
import type { ApiKeyStore } from "../../store/api-key-store.js";
import type { FilingStore } from "../../store/filing-store.js";

export interface HealthOptions {
  readonly store: FilingStore;
  readonly keys: ApiKeyStore;
}

/** An accession no filing has: looking it up is a one-row primary-key probe. */
const PROBE_ACCESSION = "0000000000-00-000000";
/** A hash no key has (sha256 hex is 64 characters). */
const PROBE_KEY_HASH = "0".repeat(64);

/**
 * `/healthz`: the process answers. `/readyz`: the filing store and the key table answer a
 * trivial query (503 otherwise). Neither needs a key nor counts against a bucket; both are left
 * out of the OpenAPI document.
 */
export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { store, keys }) => {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await store.getFiling(PROBE_ACCESSION);
      await keys.findByHash(PROBE_KEY_HASH);
      return { status: "ready" };
    } catch (error) {
      // Unauthenticated endpoint: say what is down, not why (the log has the error).
      request.log.error({ err: error }, "readiness probe failed");
      return reply.code(503).send({ status: "unavailable", reason: "store does not answer" });
    }
  });
};
