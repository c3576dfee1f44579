import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundPlugin } from "../../src/api/plugins/not-found.js";
import { webPlugin } from "../../src/api/plugins/web.js";

/**
 * The web workspace's plugin on its own: the page at `/` with its configuration written in, the
 * assets under `/assets/`, and every other path still answered in JSON by the not-found plugin.
 */
describe("web workspace plugin", () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "fds-web-plugin-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(
      join(root, "index.html"),
      '<!doctype html><html><head><!--fds-config--><script type="module" src="./assets/app-1.js"></script></head><body></body></html>',
    );
    writeFileSync(join(root, "assets", "app-1.js"), "console.log('workspace')");
    app = Fastify();
    await app.register(notFoundPlugin);
    app.get("/api/operational-kpis/drivers", async () => ({}));
    await app.register(webPlugin, { playgroundToken: "demo</script><b>", root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("serves the page with the playground token, the routes that exist and who may call them, escaped, under a strict CSP", async () => {
    const res = await app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    const json = /<script id="fds-config" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain("</script>");
    // The KPI route exists and needs the paid tier: neither the playground nor the public tier is offered it.
    expect(JSON.parse(json!)).toEqual({
      playground_token: "demo</script><b>",
      routes: { evidence: false, kpis: true, estimates: false, breakdowns: false, transcripts: false },
      tiers: { evidence: "paid", kpis: "paid", estimates: "registered", breakdowns: "registered", transcripts: "paid" },
      without_key: {
        playground: { evidence: false, kpis: false, estimates: false, breakdowns: false, transcripts: false },
        public: { evidence: false, kpis: false, estimates: false, breakdowns: false, transcripts: false },
      },
    });
  });

  it("serves hashed assets for good and answers a missing one, an unknown path and a wrong method in JSON", async () => {
    const asset = await app.inject({ url: "/assets/app-1.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    for (const url of ["/assets/nothing.js", "/api/nothing", "/index.php"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: "not_found" } });
    }
    const post = await app.inject({ method: "POST", url: "/" });
    expect(post.statusCode).toBe(405);
    expect(post.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });

  it("without a build, `/` says how to build it", async () => {
    const bare = Fastify();
    await bare.register(webPlugin, { playgroundToken: null, root: join(root, "missing") });
    const res = await bare.inject({ url: "/" });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
    await bare.close();
  });
});
