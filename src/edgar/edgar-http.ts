import { setTimeout as sleep } from "node:timers/promises";
import { backoffDelayMs, parseRetryAfter } from "./backoff.js";
import type { EdgarConfig } from "./edgar-config.js";
import { EdgarError, EdgarNotFoundError, EdgarRateLimitedError, EdgarUnavailableError, EdgarUserAgentError } from "./edgar-errors.js";
import type { RequestGate } from "./request-gate.js";

/** What one attempt came to. */
type Attempt =
  | { readonly kind: "ok"; readonly bytes: Buffer }
  | { readonly kind: "not-found"; readonly status: number }
  | { readonly kind: "rate-limited"; readonly retryAfterMs: number | null }
  | {
      readonly kind: "retry";
      readonly status: number | null;
      readonly detail: string;
      readonly retryAfterMs: number | null;
      readonly cause?: unknown;
    }
  | { readonly kind: "fail"; readonly status: number; readonly detail: string };

/**
 * SEC answers over-rate clients with a 403 page titled "Request Rate Threshold Exceeded" ("Your
 * Request Originates from an Undeclared Automated Tool"); other 403s are plain refusals.
 */
const RATE_LIMIT_PAGE = /Request Rate Threshold Exceeded|Undeclared Automated Tool|outside of the acceptable policy/i;

/**
 * GETs EDGAR URLs the way SEC's fair-access policy asks: a declared `User-Agent`, gzip accepted,
 * every request admitted by the shared gate, bounded retries with backoff for transient failures
 * and a global pause when SEC says we are over the limit. Knows nothing of caching or formats.
 */
export class EdgarHttp {
  private attemptsMade = 0;

  constructor(
    private readonly config: EdgarConfig,
    private readonly gate: RequestGate,
  ) {}

  /** HTTP attempts made by this instance (each retry counts). */
  get requestCount(): number {
    return this.attemptsMade;
  }

  /** The body of `url`. Throws `EdgarNotFoundError`, `EdgarUnavailableError`, `EdgarRateLimitedError`. */
  async get(url: string): Promise<Buffer> {
    const userAgent = checkedUserAgent(this.config.userAgent);
    let attempts = 0;
    let retries = 0;
    let rateLimitHits = 0;
    for (;;) {
      await this.gate.acquire();
      attempts += 1;
      const outcome = await this.attempt(url, userAgent);
      switch (outcome.kind) {
        case "ok":
          return outcome.bytes;
        case "not-found":
          throw new EdgarNotFoundError(url, `EDGAR answered ${outcome.status} for ${url}`);
        case "fail":
          throw new EdgarUnavailableError(url, outcome.status, attempts, outcome.detail);
        case "rate-limited": {
          // SEC: on 429/403 pause ALL requests (10 minutes by default); the gate holds every
          // caller, including this one on its next acquire(). A new hit during or right after a
          // pause starts a new one from now, so retrying inside a block extends it.
          const pause = Math.max(this.config.rateLimitPauseMs, outcome.retryAfterMs ?? 0);
          this.gate.pauseUntil(Date.now() + pause);
          rateLimitHits += 1;
          if (rateLimitHits > this.config.maxRateLimitRetries) throw new EdgarRateLimitedError(url, this.gate.pausedUntil);
          continue;
        }
        case "retry": {
          if (retries >= this.config.maxRetries) {
            throw new EdgarUnavailableError(url, outcome.status, attempts, outcome.detail, { cause: outcome.cause });
          }
          retries += 1;
          const { retryBaseDelayMs, retryMaxDelayMs } = this.config;
          await sleep(backoffDelayMs(retries, retryBaseDelayMs, retryMaxDelayMs, outcome.retryAfterMs));
          continue;
        }
      }
    }
  }

  private async attempt(url: string, userAgent: string): Promise<Attempt> {
    this.attemptsMade += 1;
    try {
      // The timeout covers headers and body: the same signal aborts a stalled body read.
      const response = await fetch(url, {
        headers: { "User-Agent": userAgent, "Accept-Encoding": "gzip, deflate" },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (response.ok) return { kind: "ok", bytes: Buffer.from(await response.arrayBuffer()) };
      const status = response.status;
      const body = await response.text().catch(() => "");
      const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      if (status === 404 || status === 410) return { kind: "not-found", status };
      if (status === 429 || (status === 403 && RATE_LIMIT_PAGE.test(body))) return { kind: "rate-limited", retryAfterMs };
      if (status >= 500) return { kind: "retry", status, detail: `HTTP ${status}`, retryAfterMs };
      return { kind: "fail", status, detail: `HTTP ${status}` };
    } catch (error) {
      if (error instanceof EdgarError) throw error;
      return { kind: "retry", status: null, detail: describeFailure(error), retryAfterMs: null, cause: error };
    }
  }
}

/**
 * The configured agent, or an `EdgarUserAgentError` before any request: SEC asks for
 * "Sample Company Name AdminContact@<sample company domain>.com", so a contact address is required.
 */
function checkedUserAgent(userAgent: string | null): string {
  if (userAgent === null || userAgent.trim() === "") throw new EdgarUserAgentError("is not set");
  if (/[\r\n]/.test(userAgent)) throw new EdgarUserAgentError("contains a line break");
  if (!/\S+@\S+\.\S+/.test(userAgent)) throw new EdgarUserAgentError(`("${userAgent}") has no contact e-mail address`);
  return userAgent.trim();
}

function describeFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError") return "timed out";
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
