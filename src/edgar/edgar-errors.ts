import { USER_AGENT_EXAMPLE } from "./edgar-config.js";

/** Stable codes of EDGAR failures; the API and MCP edges map them to statuses. */
const EDGAR_ERROR_CODES = ["EDGAR_USER_AGENT_MISSING", "EDGAR_NOT_FOUND", "EDGAR_UNAVAILABLE", "EDGAR_RATE_LIMITED"] as const;
export type EdgarErrorCode = (typeof EDGAR_ERROR_CODES)[number];

/** Base of every error the EDGAR client throws. `url` is the resource asked for, when there was one. */
export abstract class EdgarError extends Error {
  abstract readonly code: EdgarErrorCode;
  constructor(
    message: string,
    readonly url: string | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** `FDS_SEC_USER_AGENT` is not set (or has no contact): SEC refuses undeclared clients, so nothing is sent. */
export class EdgarUserAgentError extends EdgarError {
  readonly code = "EDGAR_USER_AGENT_MISSING";
  constructor(detail: string) {
    super(
      `FDS_SEC_USER_AGENT ${detail}: SEC requires a declared User-Agent naming your company and a contact, ` +
        `in the form "${USER_AGENT_EXAMPLE}"`,
      null,
    );
  }
}

/** EDGAR answered 404 (or 410): the resource does not exist. Never retried. */
export class EdgarNotFoundError extends EdgarError {
  readonly code = "EDGAR_NOT_FOUND";
  constructor(url: string, message = `EDGAR has no ${url}`) {
    super(message, url);
  }
}

/**
 * EDGAR could not be reached or kept failing (5xx, timeouts, network errors) after the retry
 * budget, or answered a status the client cannot use. `status` is the last HTTP status, or null
 * when no response came.
 */
export class EdgarUnavailableError extends EdgarError {
  readonly code = "EDGAR_UNAVAILABLE";
  constructor(
    url: string,
    readonly status: number | null,
    readonly attempts: number,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`EDGAR unavailable for ${url} after ${attempts} attempt(s): ${detail}`, url, options);
  }
}

/** SEC kept rate-limiting this client after the pause(s). `retryAt` is when the current pause ends (epoch ms). */
export class EdgarRateLimitedError extends EdgarError {
  readonly code = "EDGAR_RATE_LIMITED";
  constructor(
    url: string,
    readonly retryAt: number,
  ) {
    super(`SEC rate-limited ${url}; all EDGAR requests are paused until ${new Date(retryAt).toISOString()}`, url);
  }
}
