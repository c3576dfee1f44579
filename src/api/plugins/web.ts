import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";

export interface WebOptions {
  /** The playground token the page uses when the person has entered no key of their own. */
  readonly playgroundToken: string | null;
  /** The built workspace (index.html and assets/); default `dist/web` beside the server's code. */
  readonly root?: string;
}

/** Where `npm run build` puts the workspace: dist/web, from dist/api/plugins or from src/api/plugins. */
export function defaultWebRoot(): string | null {
  const candidates = ["../../web", "../../../dist/web"].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  return candidates.find((dir) => existsSync(join(dir, "index.html"))) ?? null;
}

/** Where index.html takes the page's configuration (web/index.html). */
const CONFIG_SLOT = "<!--fds-config-->";

/**
 * Content Security Policy of the page: its own scripts only, nothing loaded from elsewhere; inline
 * styles are allowed because uPlot sizes its canvas with them. Filing markdown is rendered with
 * raw HTML escaped (web/src/markdown.ts), and this policy stops a script even if one slipped through.
 */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";

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
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").header("content-security-policy", CSP).header("x-content-type-options", "nosniff").send(page);
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

function configScript(app: FastifyInstance, playgroundToken: string | null): string {
  const config = {
    playground_token: playgroundToken,
    routes: {
      evidence: app.hasRoute({ method: "POST", url: "/api/filing/evidence" }),
      kpis: app.hasRoute({ method: "GET", url: "/api/operational-kpis/drivers" }),
    },
  };
  // `<` escaped so no value can close the script element.
  return `<script id="fds-config" type="application/json">${JSON.stringify(config).replace(/</g, "\\u003c")}</script>`;
}
