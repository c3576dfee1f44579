// api's settings: the constants and types the configuration module reads, importable without
// loading the family (its index.ts loads all of it).

/**
 * How long and how much the server waits for a client: without these a body that never finishes
 * arriving holds its connection forever (issue 9: 200 such connections with no key stayed open).
 */
export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this (408, then the socket closes). */
  readonly requestTimeoutMs: number;
  /** The headers must arrive within this (at most `requestTimeoutMs`). */
  readonly headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /** Largest request body accepted (a 422 on `["body"]` beyond it). */
  readonly bodyLimitBytes: number;
  /** How often Node checks the request and headers timeouts; a few per timeout keeps them sharp. */
  readonly checkIntervalMs: number;
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  bodyLimitBytes: 1_048_576,
  checkIntervalMs: 1_000,
};
