import { errorBody } from "../error-mapping.js";
import { sharedPlugin } from "./shared-plugin.js";

/** A route's path as a pattern over concrete paths: `/api/warm/:job_id` and `/docs/*`. */
function pathPattern(url: string): RegExp {
  const escaped = url.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/:[^/]+/g, "[^/]+").replace(/\*/g, ".*")}$`);
}

/**
 * Unknown paths are 404 `not_found`; a known path asked with a method it does not serve is
 * 405 `method_not_allowed` with `Allow` (RFC 9110 15.5.6), both as ErrorResponse. The routes'
 * methods are collected as they are added, so register this before any route.
 */
export const notFoundPlugin = sharedPlugin("fds-not-found", async (app) => {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  /** Paths without parameters, and their methods: they win over a parameter route's match. */
  const fixed = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = pathPattern(route.url);
    const known = routes.find((r) => r.pattern.source === pattern.source);
    if (known) for (const m of methods) known.methods.add(m);
    else routes.push({ pattern, methods: new Set(methods) });
    if (!/[:*]/.test(route.url)) for (const m of methods) fixed.set(route.url, (fixed.get(route.url) ?? new Set()).add(m));
  });

  /** The methods `path` is served with: a fixed path's own, else those of every pattern it fits. */
  const allowedOn = (path: string): string[] => {
    const own = fixed.get(path);
    return [...(own ?? new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => [...r.methods])))].sort();
  };

  // Before the body is read: a method Fastify treats as carrying a body (QUERY, PROPFIND ...) would
  // otherwise fail on its missing Content-Type before the not-found handler is reached. A fixed
  // path asked with another method (GET /api/documents/ingest) is no value of a parameter route's
  // parameter (GET /api/documents/{source_id}): 405 too.
  // A callback hook, run on every request: see callback-hooks.ts.
  app.addHook("onRequest", (request, reply, done) => {
    const query = request.url.indexOf("?");
    const path = query < 0 ? request.url : request.url.slice(0, query);
    const caughtByParameter = !request.is404 && fixed.has(path) && request.routeOptions.url !== path;
    if (!request.is404 && !caughtByParameter) return done();
    const allowed = allowedOn(path);
    if (allowed.length === 0) return done();
    const allow = allowed.join(", ");
    reply
      .code(405)
      .header("allow", allow)
      .send(
        errorBody(
          { code: "method_not_allowed", message: `${request.method} is not allowed on ${path}; allowed: ${allow}`, details: { allowed } },
          request.id,
        ),
      );
  });

  app.setNotFoundHandler(async (request, reply) => {
    // The path only: the query string may hold an API key.
    const path = request.url.split("?")[0] ?? "";
    return reply.code(404).send(errorBody({ code: "not_found", message: `no route ${request.method} ${path}`, details: {} }, request.id));
  });
});
