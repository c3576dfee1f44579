/**
 * Whether `error` says the database is out of reach (refused, dropped, past its deadline)
 * rather than that a query was wrong: the first is answered 503 `store_unavailable` and heals
 * by itself, the second is a bug. Both drivers' words: node-postgres and better-sqlite3.
 */
export function isStoreOutage(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE class 08: connection exception; 57P0x: the server is shutting down or restarting;
    // 53300: too many connections.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === "53300") return true;
    if (code === "SQLITE_BUSY" || code === "SQLITE_BUSY_TIMEOUT") return true;
  }
  return typeof message === "string" && OUTAGE_MESSAGES.some((pattern) => pattern.test(message));
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres reports its own deadlines and lost connections as plain Errors. */
const OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error and is not queryable/,
  /^Connection ended unexpectedly/,
];
