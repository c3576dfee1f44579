import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_CONTROL, httpCachingPlugin } from "../../src/api/plugins/http-caching.js";
import { webPlugin } from "../../src/api/plugins/web.js";
import type { Tool } from "../../src/tools/tool.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

/**
 * A stand-in for get_filing_document (registered tier, GET): an answer read from one stored
 * filing when `accession` is given, of the size asked.
 */
const documentTool = {
  name: "get_filing_document",
  description: "Test stand-in: a document of the requested size.",
  input: Type.Object(
    { accession: Type.Optional(Type.String()), ticker: Type.Optional(Type.String()), size: Type.Integer({ minimum: 0, maximum: 100_000 }) },
    { additionalProperties: false },
  ),
  output: Type.Object({ accession: Type.Union([Type.String(), Type.Null()]), markdown: Type.String() }),
  cacheable: true,
  async run(_deps: unknown, input: { accession?: string; size: number }) {
    return {
      accession: input.accession ?? null,
      markdown: "Net sales increased. ".repeat(Math.ceil(input.size / 21)).slice(0, input.size),
    };
  },
} as unknown as Tool;

/** A tool whose answer depends on the clock or the caller (not `cacheable`): list_invalidations' route. */
const liveTool = {
  name: "list_invalidations",
  description: "Test stand-in: a live feed.",
  input: Type.Object({}, { additionalProperties: false }),
  output: Type.Object({ at: Type.String() }),
  async run() {
    return { at: "2026-01-01T00:00:00Z" };
  },
} as unknown as Tool;

describe("HTTP compression, ETags and Cache-Control", () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ tools: [documentTool, liveTool] });
    auth = { authorization: `Bearer ${t.key.registered}` };
  });
  afterAll(() => t?.close());

  const accession = "0000320193-24-000123";

  it("compresses an answer over 1 KB with gzip or brotli when asked, and not a small one", async () => {
    const url = `/api/filing/document?accession=${accession}&size=5000`;
    const gzip = await t.app.inject({ url, headers: { ...auth, "accept-encoding": "gzip" } });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.length).toBeLessThan(1000);
    const plain = JSON.parse(gunzipSync(gzip.rawPayload).toString("utf8")) as { markdown: string };
    expect(plain.markdown).toHaveLength(5000);

    const br = await t.app.inject({ url, headers: { ...auth, "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(plain);

    const none = await t.app.inject({ url, headers: auth });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.json()).toEqual(plain);

    // The kept answer's coded bytes are kept beside it: the same bytes again, and another
    // answer's own bytes, never the first one's.
    const again = await t.app.inject({ url, headers: { ...auth, "accept-encoding": "gzip" } });
    expect(again.rawPayload.equals(gzip.rawPayload)).toBe(true);
    expect(again.headers["content-length"]).toBe(String(gzip.rawPayload.length));
    const other = await t.app.inject({
      url: `/api/filing/document?accession=${accession}&size=4000`,
      headers: { ...auth, "accept-encoding": "gzip" },
    });
    expect(JSON.parse(gunzipSync(other.rawPayload).toString("utf8")).markdown).toHaveLength(4000);

    const small = await t.app.inject({
      url: `/api/filing/document?accession=${accession}&size=100`,
      headers: { ...auth, "accept-encoding": "gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ accession });
  });

  it("answers a repeated accession-scoped GET with If-None-Match by 304, without a body", async () => {
    const url = `/api/filing/document?accession=${accession}&size=3000`;
    const first = await t.app.inject({ url, headers: { ...auth, "accept-encoding": "gzip" } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/); // strong: no W/ prefix
    expect(first.headers["cache-control"]).toBe(CACHE_CONTROL.accession);

    const again = await t.app.inject({ url, headers: { ...auth, "accept-encoding": "gzip", "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-encoding"]).toBeUndefined();

    // Another tag, or another answer, is a full 200 again.
    const other = await t.app.inject({ url, headers: { ...auth, "if-none-match": '"something-else"' } });
    expect(other.statusCode).toBe(200);
    const bigger = await t.app.inject({
      url: `/api/filing/document?accession=${accession}&size=3001`,
      headers: { ...auth, "if-none-match": etag },
    });
    expect(bigger.statusCode).toBe(200);
    expect(bigger.headers.etag).not.toBe(etag);
  });

  it("sets Cache-Control by route: short for store-dependent answers, revalidate for live ones, none kept for errors", async () => {
    const byTicker = await t.app.inject({ url: "/api/filing/document?ticker=AAPL&size=10", headers: auth });
    expect(byTicker.headers["cache-control"]).toBe(CACHE_CONTROL.store);
    const live = await t.app.inject({ url: "/api/invalidations", headers: auth });
    expect(live.statusCode).toBe(200);
    expect(live.headers["cache-control"]).toBe(CACHE_CONTROL.live);
    expect(live.headers.etag).toBeDefined();
    const refused = await t.app.inject({ url: `/api/filing/document?accession=${accession}&size=10` });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.headers.etag).toBeUndefined();
    const invalid = await t.app.inject({ url: "/api/filing/document?size=-1", headers: auth });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers["cache-control"]).toBe("no-store");
  });

  it("compresses the workspace's hashed assets too, which a browser keeps for good", async () => {
    const root = mkdtempSync(join(tmpdir(), "fds-caching-web-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "<!doctype html><html><head><!--fds-config--></head><body></body></html>");
    const script = `export const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))};\n`;
    writeFileSync(join(root, "assets", "app-1a2b3c.js"), script);
    const app = Fastify();
    try {
      await app.register(httpCachingPlugin);
      await app.register(webPlugin, { playgroundToken: null, root });
      const asset = await app.inject({ url: "/assets/app-1a2b3c.js", headers: { "accept-encoding": "br" } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(asset.rawPayload).toString("utf8")).toBe(script);
      expect(asset.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
