import type { FastifyPluginAsync } from "fastify";
import type { ApiKeyStore, FilingStore } from "../../store/index.js";

export interface HealthOptions {
  readonly store: FilingStore;
  readonly keys: ApiKeyStore;
  /** What else must answer for the server to be ready (the job queue, ...). */
  readonly probes?: readonly ReadinessProbe[];
}

/** A dependency `/readyz` asks: `check` rejects when it does not answer. */
export interface ReadinessProbe {
  readonly name: string;
  check(): Promise<void>;
}

/** An accession no filing has: looking it up is a one-row primary-key probe. */
const PROBE_ACCESSION = "0000000000-00-000000";
/** A hash no key has (sha256 hex is 64 characters). */
const PROBE_KEY_HASH = "0".repeat(64);

/**
 * `/healthz`: the process answers. `/readyz`: the filing store and the key table answer a
 * trivial query, and every other probe (the job queue) answers (503 naming what does not). Neither needs a key nor counts against a bucket; both are left
 * out of the OpenAPI document.
 */
export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { store, keys, probes = [] }) => {
  const all: readonly ReadinessProbe[] = [
    {
      name: "store",
      check: async () => {
        await store.getFiling(PROBE_ACCESSION);
        await keys.findByHash(PROBE_KEY_HASH);
      },
    },
    ...probes,
  ];
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    const failed: string[] = [];
    await Promise.all(
      all.map((probe) =>
        probe.check().catch((error: unknown) => {
          // Unauthenticated endpoint: say what is down, not why (the log has the error).
          request.log.error({ err: error }, `readiness probe failed: ${probe.name}`);
          failed.push(probe.name);
        }),
      ),
    );
    if (failed.length === 0) return { status: "ready" };
    return reply
      .code(503)
      .send({ status: "unavailable", reason: `${failed.sort().join(", ")} ${failed.length === 1 ? "does" : "do"} not answer`, failed });
  });
};
