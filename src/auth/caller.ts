import { hash, timingSafeEqual } from "node:crypto";
import { FdsError } from "../model/index.js";
import type { ApiKeyRecord, ApiKeyStore } from "../store/index.js";
import { isCacheOnly, KEY_TIERS, type CallerTier, type KeyTier } from "../tools/index.js";
import { looksLikeApiKey } from "./api-key.js";
import type { Credential } from "./credential.js";

/**
 * Who is calling, once the credential is resolved. `bucket` names the rate-limit bucket: the
 * client IP for public and playground callers, the key id for keyed tiers, so every tool (and
 * every transport, HTTP or MCP) draws from the same one.
 */
export interface Caller {
  readonly tier: CallerTier;
  readonly bucket: string;
  /** The API key's id; null for public and playground callers. */
  readonly keyId: string | null;
  /** Never fetch from EDGAR (the playground). */
  readonly cacheOnly: boolean;
}

/**
 * What resolving a credential needs: the key table and the digest of the shared playground token
 * (null: no playground), computed once (`callerResolver`).
 */
export interface CallerResolver {
  readonly keys: ApiKeyStore;
  readonly playgroundDigest: Buffer | null;
}

export function callerResolver(keys: ApiKeyStore, playgroundToken: string | null): CallerResolver {
  return { keys, playgroundDigest: playgroundToken === null ? null : sha256(playgroundToken) };
}

/**
 * Resolves a credential to a caller, or throws `unauthorized` (401) for a token that is neither
 * the playground token nor a live key. `clientIp` identifies public and playground callers.
 */
export async function resolveCaller(resolver: CallerResolver, credential: Credential, clientIp: string): Promise<Caller> {
  const known = lookUpCaller(resolver, credential, clientIp);
  // Only a key not looked up in the last seconds is asked of the key table (once per key).
  return "caller" in known ? known.caller : keyCaller(await resolver.keys.findByHash(known.ask));
}

/**
 * `resolveCaller` without waiting: the caller, or undefined when the key table must be asked (a
 * key not looked up in the last seconds). Throws as `resolveCaller` does. A keyed request with a
 * recently seen key is then answered with no promise at all (bench:serve).
 */
export function resolveCallerNow(resolver: CallerResolver, credential: Credential, clientIp: string): Caller | undefined {
  const known = lookUpCaller(resolver, credential, clientIp);
  return "caller" in known ? known.caller : undefined;
}

/** The caller known without the key table, or the key's lookup hash to ask it for. */
function lookUpCaller(
  resolver: CallerResolver,
  credential: Credential,
  clientIp: string,
): { readonly caller: Caller } | { readonly ask: string } {
  if (credential.kind === "none") return { caller: ipCaller("public", clientIp) };
  const token = credential.token;
  // One digest per request, hex-encoded: the key table's lookup hash (hashApiKey), and, decoded,
  // compared with the playground token's (constant time, lengths never leak). The one-shot
  // `hash` costs a fifth of a `createHash` object's 3 µs (bench:serve).
  const hexDigest = hash("sha256", token, "hex");
  if (resolver.playgroundDigest !== null && timingSafeEqual(Buffer.from(hexDigest, "hex"), resolver.playgroundDigest))
    return { caller: ipCaller("playground", clientIp) };
  // Tokens of another shape cannot be ours: answer without a database round trip.
  if (!looksLikeApiKey(token)) return { caller: keyCaller(null) };
  const kept = resolver.keys.findKeptByHash?.(hexDigest);
  return kept === undefined ? { ask: hexDigest } : { caller: keyCaller(kept) };
}

/** The caller a key record denotes; `unauthorized` for none, a revoked key or an unknown tier. */
function keyCaller(record: ApiKeyRecord | null): Caller {
  if (record === null || record.revokedAt !== null || !isKeyTier(record.tier)) {
    // One message for unknown, revoked and malformed keys: the answer must not tell them apart.
    throw new FdsError("unauthorized", "the API key is not valid (unknown or revoked)");
  }
  return { tier: record.tier, bucket: `key:${record.id}`, keyId: record.id, cacheOnly: isCacheOnly(record.tier) };
}

function ipCaller(tier: "public" | "playground", clientIp: string): Caller {
  return { tier, bucket: `ip:${clientIp}`, keyId: null, cacheOnly: isCacheOnly(tier) };
}

function isKeyTier(tier: string): tier is KeyTier {
  return (KEY_TIERS as readonly string[]).includes(tier);
}

function sha256(s: string): Buffer {
  return hash("sha256", s, "buffer");
}
