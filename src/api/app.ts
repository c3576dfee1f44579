import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { createAccessGate, openRequestLimiter, type LimiterBackend, type RateLimitConfig, type RequestLimiter } from "../auth/index.js";
import type { ApiKeyStore } from "../store/index.js";
import { IMPLEMENTED_SERVICE_OPERATIONS, IMPLEMENTED_TOOLS } from "../tools/index.js";
import type { Tool, ToolDeps } from "../tools/index.js";
import "./fastify-types.js";
import { authPlugin } from "./plugins/auth.js";
import { clientErrorHandler } from "./client-errors.js";
import { maskedUrl } from "./credential-masking.js";
import { errorBody } from "./error-mapping.js";
import { httpServerFactory } from "./http-limits.js";
import { DEFAULT_HTTP_LIMITS, type HttpLimits } from "./settings.js";
import { errorsPlugin } from "./plugins/errors.js";
import { jsonBodyPlugin } from "./plugins/json-body.js";
import { notFoundPlugin } from "./plugins/not-found.js";
import { healthPlugin, type ReadinessProbe } from "./plugins/health.js";
import { httpCachingPlugin } from "./plugins/http-caching.js";
import { metricsPlugin, type MetricsPluginOptions } from "./plugins/metrics.js";
import { openApiPlugin } from "./plugins/openapi.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { REQUEST_ID_HEADER, requestId, requestIdPlugin } from "./plugins/request-id.js";
import { toolRoutes } from "./routes/tool-routes.js";
import { webPlugin } from "./plugins/web.js";
import { buildValidator } from "./validator-compilers.js";

export interface BuildAppOptions {
  /** The tools' dependencies, built once by the composition root and shared with MCP. */
  readonly deps: ToolDeps;
  /**
   * Tools to serve; default the registry's IMPLEMENTED_TOOLS and IMPLEMENTED_SERVICE_OPERATIONS.
   * Only manifest tools with an HTTP surface (and service operations) get a route.
   */
  readonly tools?: readonly Tool[];
  readonly keys: ApiKeyStore;
  /** Bucket sizes per tier (the configuration module reads `FDS_LIMIT_*`). */
  readonly limits: RateLimitConfig;
  /** In-process counters, or Redis shared by every process (`FDS_REDIS_URL`). */
  readonly limiterBackend: LimiterBackend;
  /**
   * A limiter built by the caller (`openRequestLimiter`) to share with an MCP server in the same
   * process; `limits` and `limiterBackend` are then unused and the caller closes it.
   */
  readonly limiter?: RequestLimiter;
  /** The shared playground bearer token (`FDS_PLAYGROUND_TOKEN`); null: no playground. */
  readonly playgroundToken: string | null;
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it: `FDS_TRUST_PROXY`). */
  readonly trustProxy: boolean;
  /** Log requests as JSON lines (pino) to stdout, or to `stream`; default off. */
  readonly logger?: boolean | { readonly stream: NodeJS.WritableStream };
  /** Timeouts and body size; default `DEFAULT_HTTP_LIMITS`. */
  readonly http?: HttpLimits;
  /** Dependencies `/readyz` asks besides the store and the key table (the job queue). */
  readonly readiness?: readonly ReadinessProbe[];
  /** Prometheus metrics at `/metrics` and counted for every request; absent: no `/metrics`. */
  readonly metrics?: MetricsPluginOptions;
}

/**
 * Builds the HTTP application without listening: routes generated from the manifest and the
 * implemented tools, behind auth, tiers and rate limits, with `/openapi.json`, `/docs`,
 * `/healthz` and `/readyz`. Closing the app closes the limiter it opened (not the stores).
 * `app.accessGate` is the same gate for an MCP endpoint mounted on the app.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const http = options.http ?? DEFAULT_HTTP_LIMITS;
  const app = Fastify({
    logger: options.logger
      ? { serializers: { req: requestLogFields }, ...(typeof options.logger === "object" ? { stream: options.logger.stream } : {}) }
      : false,
    trustProxy: options.trustProxy,
    genReqId: requestId,
    // Query strings coerced, JSON bodies not; unknown properties kept so they can be refused.
    schemaController: { compilersFactory: { buildValidator } },
    serverFactory: httpServerFactory(http),
    bodyLimit: http.bodyLimitBytes,
    clientErrorHandler,
    // A URL Fastify cannot decode (`%zz`) is a 400 in our shape too. Fastify's message quotes the
    // URL, which may hold a key: the answer names the fault only.
    frameworkErrors: (error, request, reply) => {
      const message = FRAMEWORK_FAULTS[error.code] ?? "malformed request";
      void (reply as FastifyReply)
        .code(400)
        .header(REQUEST_ID_HEADER, request.id)
        .send(errorBody({ code: "bad_request", message, details: {} }, request.id));
    },
  });
  const limiter = options.limiter ?? (await openRequestLimiter(options.limits, options.limiterBackend));
  if (!options.limiter) app.addHook("onClose", async () => limiter.close());
  app.decorate("accessGate", createAccessGate({ keys: options.keys, playgroundToken: options.playgroundToken, limiter }));
  app.decorate("mcpOnlySecret", randomBytes(24).toString("hex"));
  // Responses are documented by the tools' output schemas but written with JSON.stringify: a
  // schema-driven serializer would silently drop any field a schema forgot.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // First, so it knows every route's methods (`/metrics` included).
  await app.register(notFoundPlugin);
  // Next, so its response hook sees every route.
  if (options.metrics) await app.register(metricsPlugin, options.metrics);
  await app.register(requestIdPlugin);
  // Before any route: compression and conditional GETs hook every route as it is added.
  await app.register(httpCachingPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(openApiPlugin);
  await app.register(healthPlugin, { store: options.deps.store, keys: options.keys, probes: options.readiness ?? [] });
  // Tool routes live in their own context, so auth and limits apply to them and nothing else.
  await app.register(async (api) => {
    await api.register(authPlugin);
    await api.register(rateLimitPlugin);
    await api.register(toolRoutes, {
      tools: options.tools ?? [...IMPLEMENTED_TOOLS, ...IMPLEMENTED_SERVICE_OPERATIONS],
      deps: options.deps,
    });
  });
  // The web workspace at `/` (built into dist/web; a plain 503 at `/` when it is not built).
  await app.register(webPlugin, { playgroundToken: options.playgroundToken });
  // Not made ready here: the composition root may still register the MCP endpoint on this app.
  return app;
}

/** What a request Fastify refuses before routing did wrong, in words that quote none of it. */
const FRAMEWORK_FAULTS: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: "the URL's path has a malformed percent-encoding (a '%' must be followed by two hex digits)",
  FST_ERR_MAX_PARAM_LENGTH: "a path parameter is longer than the server accepts",
};

/** What the request log line says about a request: its URL with every credential masked. */
function requestLogFields(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    remoteAddress: request.ip,
  };
}
