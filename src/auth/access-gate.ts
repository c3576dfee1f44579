import { FdsError } from "../model/index.js";
import type { ApiKeyStore } from "../store/index.js";
import { manifestEntry } from "../tools/index.js";
import { callerResolver, resolveCaller, resolveCallerNow, type Caller } from "./caller.js";
import type { Credential } from "./credential.js";
import type { RateDecision, RequestLimiter } from "./request-limiter.js";
import { requireTier } from "./tier-check.js";

/**
 * Access control shared by every transport, in the order each tool call goes through it:
 * `identify` (401), `authorize` (403), the transport's input validation (422), then `consume`
 * (429). Only calls that pass all the checks before it take a request from the bucket.
 */
export interface AccessGate {
  /** The caller a credential denotes; throws `unauthorized` for an unknown or revoked key. */
  identify(credential: Credential, clientIp: string): Promise<Caller>;
  /** `identify` for open tools (no authentication failure declared): a bad key is served as public. */
  identifyOrPublic(credential: Credential, clientIp: string): Promise<Caller>;
  /**
   * `identify` without waiting: the caller, or undefined when the key table must be asked (then
   * call `identify`). Throws as `identify` does.
   */
  identifyNow(credential: Credential, clientIp: string): Caller | undefined;
  /** `identifyOrPublic` without waiting, as `identifyNow`. */
  identifyOrPublicNow(credential: Credential, clientIp: string): Caller | undefined;
  /** Throws `forbidden_tier` when the caller may not use the manifest tool `toolName`. */
  authorize(caller: Caller, toolName: string): void;
  /** Takes one request from the caller's bucket and returns the decision (for headers). */
  consume(caller: Caller): Promise<RateDecision>;
  /** Whether the caller's tier has no bucket: `consume` would allow the call and report no limit. */
  unlimited(caller: Caller): boolean;
}

export interface AccessGateOptions {
  readonly keys: ApiKeyStore;
  /** The shared playground bearer token (`FDS_PLAYGROUND_TOKEN`); null disables the playground. */
  readonly playgroundToken: string | null;
  readonly limiter: RequestLimiter;
}

export function createAccessGate(options: AccessGateOptions): AccessGate {
  const { keys, playgroundToken, limiter } = options;
  const resolver = callerResolver(keys, playgroundToken);
  return {
    identify: (credential, clientIp) => resolveCaller(resolver, credential, clientIp),
    async identifyOrPublic(credential, clientIp) {
      try {
        return await resolveCaller(resolver, credential, clientIp);
      } catch (error) {
        if (error instanceof FdsError && error.code === "unauthorized") return resolveCaller(resolver, { kind: "none" }, clientIp);
        throw error;
      }
    },
    identifyNow: (credential, clientIp) => resolveCallerNow(resolver, credential, clientIp),
    identifyOrPublicNow(credential, clientIp) {
      try {
        return resolveCallerNow(resolver, credential, clientIp);
      } catch (error) {
        if (error instanceof FdsError && error.code === "unauthorized") return resolveCallerNow(resolver, { kind: "none" }, clientIp);
        throw error;
      }
    },
    authorize: (caller, toolName) => requireTier(caller, toolName, manifestEntry(toolName).tier),
    consume: (caller) => limiter.consume(caller),
    unlimited: (caller) => limiter.unlimited(caller.tier),
  };
}
