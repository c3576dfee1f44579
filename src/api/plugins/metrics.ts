import { timingSafeEqual, createHash } from "node:crypto";
import type { ServiceMetrics } from "../../metrics/index.js";
import { sharedPlugin } from "./shared-plugin.js";

export interface MetricsPluginOptions extends Record<string, unknown> {
  readonly metrics: ServiceMetrics;
  /** When set, `/metrics` wants `Authorization: Bearer <token>` (`FDS_METRICS_TOKEN`); null: open. */
  readonly token: string | null;
}

/**
 * Prometheus metrics at `/metrics` (text exposition format), hidden from OpenAPI and outside
 * the API's keys and buckets. Counts every response by method, route template (never the raw
 * URL, so ids and query strings cannot explode the label set) and status.
 */
export const metricsPlugin = sharedPlugin<MetricsPluginOptions>("fds-metrics", async (app, { metrics, token }) => {
  // prom-client hashes a label object on every call: the few (method, route, status) series are
  // bound once each, requests and durations tallied, and counted when metrics are asked for.
  const series = new Map<string, { readonly requests: { answered: number }; readonly duration: { observe(seconds: number): void } }>();
  app.addHook("onResponse", (request, reply, done) => {
    const method = request.method;
    const route = request.routeOptions.url ?? "unmatched";
    const status = reply.statusCode;
    const id = `${method} ${status} ${route}`;
    let bound = series.get(id);
    if (!bound) {
      const labels = { method, route, status: String(status) };
      bound = { requests: metrics.requestTally(labels), duration: metrics.httpDuration.series(labels) };
      series.set(id, bound);
    }
    bound.requests.answered++;
    bound.duration.observe(reply.elapsedTime / 1000);
    done();
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (token !== null && !sameSecret(request.headers.authorization ?? "", `Bearer ${token}`)) {
      return reply
        .code(401)
        .header("www-authenticate", "Bearer")
        .send({
          error: {
            code: "unauthorized",
            message: "/metrics wants the operator's bearer token (FDS_METRICS_TOKEN)",
            request_id: request.id,
          },
        });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
});

function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(a), digest(b));
}
