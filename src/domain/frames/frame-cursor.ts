import { createHash } from "node:crypto";
import { FdsError } from "../shared/index.js";

/**
 * The frames cursor: opaque to callers, it holds the last CIK of the page and a digest of the
 * query it pages, so a cursor is refused (400) with another concept, unit, frame or basis rather
 * than silently skipping companies.
 */
export interface CursorQuery {
  readonly concept: string;
  readonly unit: string;
  readonly frame: string;
  readonly basis: string;
}

const digestOf = (q: CursorQuery) => createHash("sha256").update(`${q.concept}|${q.unit}|${q.frame}|${q.basis}`).digest("hex").slice(0, 12);

export function encodeCursor(afterCik: number, q: CursorQuery): string {
  return Buffer.from(JSON.stringify({ after: afterCik, q: digestOf(q) })).toString("base64url");
}

/** The CIK after which the page starts; null without a cursor. */
export function decodeCursor(cursor: string | null, q: CursorQuery): number | null {
  if (cursor === null || cursor === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const { after, q: digest } = (parsed ?? {}) as { after?: unknown; q?: unknown };
  if (typeof after !== "number" || !Number.isSafeInteger(after) || after < 0 || typeof digest !== "string")
    throw new FdsError(
      "bad_request",
      "cursor is not one this service gave: pass next_cursor from a frames answer as it is, or none for the first page",
    );
  if (digest !== digestOf(q))
    throw new FdsError(
      "bad_request",
      "cursor belongs to another frames query: page with the same concept, unit, period and basis it was given for",
    );
  return after;
}
