import { createHash } from "node:crypto";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyReply, FastifyRequest } from "fastify";
import "../fastify-types.js";
import { sharedPlugin } from "./shared-plugin.js";

/** Smaller answers are sent as they are: compressing them saves less than the header costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** Text the API and the workspace send; not event streams, which a coding would hold back. */
const COMPRESSIBLE = /^(?:application\/(?:json|javascript|xml)|text\/(?:html|css|javascript|plain|markdown|csv|xml)|image\/svg\+xml)\b/;

/**
 * How long a client may reuse a tool's answer without asking again (`Cache-Control`). Answers
 * depend on the caller's key (tier, playground), hence `private`: no shared cache keeps them.
 * - accession: the answer is read from one stored filing, which changes only when it is ingested
 *   again (a filing document, its sections or tables, one stored document);
 * - store: the answer depends on what the store holds (the latest filing of a period, a series);
 * - live: it depends on the clock or the caller (jobs, webhooks, feeds): always revalidated.
 */
export const CACHE_CONTROL = {
  accession: "private, max-age=3600",
  store: "private, max-age=60",
  live: "private, no-cache",
} as const;

/** What the caller may keep of a tool route's answer; errors and writes are not kept. */
type CachePolicy = keyof typeof CACHE_CONTROL;

const named = (v: unknown): boolean => typeof v === "string" && v.length > 0;

/** A request names one stored filing or document: an accession, or a document's id in its path. */
function isAccessionScoped(request: FastifyRequest): boolean {
  return (
    named((request.query as Record<string, unknown> | undefined)?.accession) ||
    named((request.params as Record<string, unknown> | undefined)?.source_id)
  );
}

/**
 * The one-shot coders @fastify/compress uses for answers under its size for them (its
 * `syncThreshold`), each remembering its output per payload Buffer: a cached answer is the same
 * Buffer on every request (the result cache keeps it encoded, as the ETags below assume), so it is
 * compressed once per coding rather than per request (40-80 µs for the metric answer). Same input,
 * same options, same bytes; what is remembered goes when the Buffer does. Given to the plugin as
 * its `zlib`, which it takes these three from and everything else (streams) from node:zlib.
 */
function rememberingCoders(): Record<"brotliCompressSync" | "gzipSync" | "deflateSync", (payload: Buffer, options?: object) => Buffer> {
  const remembering = (code: (payload: Buffer, options?: object) => Buffer) => {
    const coded = new WeakMap<Buffer, Buffer>();
    return (payload: Buffer, options?: object): Buffer => {
      let out = coded.get(payload);
      if (out === undefined) coded.set(payload, (out = code(payload, options)));
      return out;
    };
  };
  return { brotliCompressSync: remembering(brotliCompressSync), gzipSync: remembering(gzipSync), deflateSync: remembering(deflateSync) };
}

/** A strong validator: the SHA-256 of the exact bytes sent (before any content coding). */
function digest(payload: string | Buffer): string {
  return `"${createHash("sha256").update(payload).digest("base64url").slice(0, 32)}"`;
}

/** RFC 9110 13.1.2: `*`, or any of the listed tags (compared weakly, as If-None-Match does). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Conditional GETs and caching headers of tool routes, then compression (gzip, brotli) of every
 * answer over 1 KB, the workspace's assets included. Registered before any route; the ETag hook
 * is added before compression's, so the tag describes the JSON itself and a 304 has no body to
 * compress. `Vary: Accept-Encoding` (set by compression) keeps the two codings apart in caches.
 */
export const httpCachingPlugin = sharedPlugin("fds-http-caching", async (app) => {
  // A cached answer is sent as the same bytes each time (the result cache keeps them encoded):
  // its tag is looked up, not hashed again (bench:serve metric: 15k to 22k req/s).
  const etags = new WeakMap<Buffer, string>();
  const strongEtag = (payload: string | Buffer): string => {
    if (typeof payload === "string") return digest(payload);
    let etag = etags.get(payload);
    if (etag === undefined) etags.set(payload, (etag = digest(payload)));
    return etag;
  };
  // A callback hook, run on every request: see callback-hooks.ts.
  app.addHook("onSend", (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
    const config = reply.routeOptions.config;
    if (!config.tool || request.method === "POST") {
      if (config.tool) reply.header("cache-control", "no-store");
      return done(null, payload);
    }
    if (reply.statusCode !== 200 || (typeof payload !== "string" && !Buffer.isBuffer(payload))) {
      reply.header("cache-control", "no-store");
      return done(null, payload);
    }
    const policy: CachePolicy = config.cachePolicy === "store" && isAccessionScoped(request) ? "accession" : (config.cachePolicy ?? "live");
    const etag = strongEtag(payload);
    reply.header("etag", etag).header("cache-control", CACHE_CONTROL[policy]);
    const condition = request.headers["if-none-match"];
    if (typeof condition === "string" && matches(condition, etag)) {
      reply.code(304).removeHeader("content-type").removeHeader("content-length");
      return done(null, "");
    }
    done(null, payload);
  });
  // Request bodies are read as sent: a compressed body is not part of the API (before compression's own onRoute).
  app.addHook("onRoute", (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
    zlib: rememberingCoders(),
  });
});
