import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { ROUTE_BY_TIER } from "./echo-tool.js";

/** Valid input of the echo tools. */
export const ECHO_INPUT = { ticker: "AAPL", year: 2024, quarter: 4 } as const;

export interface CallOptions {
  /** Full Authorization header value. */
  readonly authorization?: string;
  /** `?key=` value. */
  readonly key?: string;
  readonly remoteAddress?: string;
  readonly forwardedFor?: string;
}

/** Calls the echo route of a tool tier with valid input and the given credentials. */
export function callTier(
  app: FastifyInstance,
  tier: keyof typeof ROUTE_BY_TIER,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const route = ROUTE_BY_TIER[tier];
  const query: Record<string, string> =
    route.method === "GET" ? { ticker: ECHO_INPUT.ticker, year: String(ECHO_INPUT.year), quarter: String(ECHO_INPUT.quarter) } : {};
  if (options.key !== undefined) query.key = options.key;
  const headers: Record<string, string> = {};
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  if (options.forwardedFor !== undefined) headers["x-forwarded-for"] = options.forwardedFor;
  return app.inject({
    method: route.method,
    url: route.url,
    query,
    headers,
    ...(route.method === "POST" ? { payload: ECHO_INPUT } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export const bearer = (token: string) => `Bearer ${token}`;

/** The echoed tool context of a 200 answer. */
export function echoedContext(response: LightMyRequestResponse): { tier: string; cacheOnly: boolean } {
  return (response.json() as { ctx: { tier: string; cacheOnly: boolean } }).ctx;
}
