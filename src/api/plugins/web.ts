import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { manifestEntry, tierAllows, type CallerTier } from "../../tools/index.js";

export interface WebOptions {
  /** The playground token the page uses when the person has entered no key of their own. */
  readonly playgroundToken: string | null;
  /** The built workspace (index.html and assets/); default `dist/web` beside the server's code. */
  readonly root?: string;
}

/** Where `npm run build` puts the workspace: dist/web, from the bundle's chunks (dist/bin/chunks) or from src/api/plugins. */
function defaultWebRoot(): string | null {
  const candidates = ["../../web", "../../../dist/web"].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  return candidates.find((dir) => existsSync(join(dir, "index.html"))) ?? null;
}

/** Where index.html takes the page's configuration (web/index.html). */
const CONFIG_SLOT = "<!--fds-config-->";

/**
 * Content Security Policy of the page: its own scripts only, nothing loaded from elsewhere; inline
 * styles are allowed because uPlot sizes its canvas with them; workers from blob: URLs because the
 * XLSX export zips its workbook in one the page makes itself (fflate). Filing markdown is rendered with
 * raw HTML escaped (web/src/markdown.ts), and this policy stops a script even if one slipped through.
 */
const CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

/**
 * The web workspace at `/`: one page (hash routes) and its hashed assets under `/assets/`, built by
 * Vite from `web/`. The page calls the public API like any client. It learns the playground token
 * and which optional routes exist from a JSON script written into its HTML, so no route is added
 * to the API (nor to /openapi.json). Unknown paths keep their JSON 404 (the not-found plugin).
 */
export const webPlugin: FastifyPluginAsync<WebOptions> = async (app, options) => {
  const root = options.root ?? defaultWebRoot();
  if (!root || !existsSync(join(root, "index.html"))) {
    app.get("/", { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The web workspace is not built: run `npm run build` (npm install does it). The API reference is at /docs."),
    );
    return;
  }
  const template = readFileSync(join(root, "index.html"), "utf8");
  let page: string | null = null;
  app.get("/", { schema: { hide: true } }, async (_request, reply) => {
    // Built on the first request: by then every route (evidence, KPIs) is registered.
    page ??= template.replace(CONFIG_SLOT, configScript(app, options.playgroundToken));
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("content-security-policy", CSP)
      .header("x-content-type-options", "nosniff")
      .send(page);
  });
  await app.register(fastifyStatic, {
    root: join(root, "assets"),
    prefix: "/assets/",
    // File names carry a content hash: a browser may keep them for good.
    maxAge: "365d",
    immutable: true,
    index: false,
    decorateReply: false,
  });
};

/** The workspace's optional views, by the tool behind each. */
const OPTIONAL_VIEWS = {
  evidence: "get_filing_evidence",
  kpis: "get_operational_kpi_driver_rows",
  estimates: "get_latest_estimates",
  breakdowns: "get_filing_facts",
  transcripts: "get_transcripts",
} as const;

function configScript(app: FastifyInstance, playgroundToken: string | null): string {
  const views = Object.entries(OPTIONAL_VIEWS).map(([view, tool]) => {
    const { http, tier } = manifestEntry(tool);
    return { view, present: http !== null && app.hasRoute({ method: http.method, url: http.path }), tier };
  });
  const reach = (caller: CallerTier) => Object.fromEntries(views.map((v) => [v.view, v.present && tierAllows(caller, v.tier)]));
  const config = {
    playground_token: playgroundToken,
    routes: Object.fromEntries(views.map((v) => [v.view, v.present])),
    tiers: Object.fromEntries(views.map((v) => [v.view, v.tier])),
    // What the page may offer without a key of the person's own: a view its tier refuses is not offered.
    without_key: { playground: reach("playground"), public: reach("public") },
  };
  // `<` escaped so no value can close the script element.
  return `<script id="fds-config" type="application/json">${JSON.stringify(config).replace(/</g, "\\u003c")}</script>`;
}
