import type { Invalidation, FeedCursor, InvalidationFeed } from "../../store/index.js";
import { Type } from "typebox";
import { FdsError, Nullable, type Wire } from "../shared/index.js";

/** Default and largest page of `GET /api/invalidations`. */
export const DEFAULT_FEED_LIMIT = 100;
export const MAX_FEED_LIMIT = 1000;

export interface InvalidationsQuery {
  /** ISO 8601 time: entries written after it. */
  readonly since: string | null;
  /** Entries with a seq greater than this; given, `since` is not read. */
  readonly sinceSeq: number | null;
  readonly limit: number;
}

/** One entry of the feed (InvalidationsResponse.invalidations) as the API shows it; also the data of filing webhooks. */
export const InvalidationSchema = Type.Object(
  {
    seq: Type.Integer({ description: "Position in the log: increasing in commit order, never reused (gaps possible)" }),
    at: Type.String({ description: "ISO 8601 time of the change" }),
    kind: Type.String({
      description:
        "filing_ingested, filing_replaced (re-ingest with changed content), filing_amended (a new amendment: see amends) or filing_deleted",
    }),
    ticker: Nullable(Type.String()),
    cik: Nullable(Type.Integer()),
    accession: Type.String(),
    form: Nullable(Type.String()),
    fiscal_year: Nullable(Type.Integer()),
    fiscal_period: Nullable(Type.String({ description: "FY, Q1, Q2, Q3 (the company's fiscal period)" })),
    period_end: Nullable(Type.String()),
    changes: Type.Array(Type.String(), {
      description:
        "Parts that changed: meta, files, documents, facts, linkbases, issues, text_index (all for a new or deleted filing; empty: unknown, assume all)",
    }),
    amends: Type.Array(Type.String(), {
      description: "For filing_amended: the stored filings of the same company, form and period it amends",
    }),
  },
  { title: "Invalidation" },
);

type InvalidationView = Wire<typeof InvalidationSchema>;

/** list_invalidations' answer: a page of the log. */
export const InvalidationsPageSchema = Type.Object(
  {
    invalidations: Type.Array(InvalidationSchema),
    /** The cursor of the next request (`since_seq`): the last seq returned, or the one asked from. */
    next_since_seq: Type.Integer({ description: "since_seq of the next request" }),
    /** More entries exist already: ask again at once with `next_since_seq`. */
    has_more: Type.Boolean({ description: "More entries exist already: ask again at once" }),
    head_seq: Type.Integer({ description: "The newest seq in the log (0: empty)" }),
    history: Type.Object({
      retention_days: Type.Integer({ description: "Entries older than this are pruned (the newest is always kept)" }),
      /** Entries up to this seq were pruned; null when none was. */
      pruned_through_seq: Nullable(Type.Integer({ description: "Entries up to this seq were pruned; null when none was" })),
      pruned_through_at: Nullable(Type.String()),
    }),
  },
  { title: "InvalidationsResponse" },
);

type InvalidationsPage = Wire<typeof InvalidationsPageSchema>;

/**
 * A page of the invalidations log after a seq cursor, a time cursor or (neither) from the oldest
 * entry kept. A cursor the log can no longer serve is refused, never answered with a gap: older
 * than the retained history (`cursor_expired`: entries after it were pruned) or newer than any
 * entry (`cursor_unknown`: it comes from another database, or a restored one). Either way the
 * client must re-list what it caches and continue from `head_seq`.
 */
export async function listInvalidations(
  feed: InvalidationFeed,
  query: InvalidationsQuery,
  retentionDays: number,
): Promise<InvalidationsPage> {
  const cursor = cursorOf(query);
  const page = await feed.page(cursor, query.limit);
  const { retention, headSeq } = page;
  if (cursor !== null && "afterSeq" in cursor) {
    if (retention !== null && cursor.afterSeq < retention.prunedThroughSeq) {
      throw cursorError(
        "since_seq",
        "cursor_expired",
        `since_seq ${cursor.afterSeq} is older than the retained history (entries up to ${retention.prunedThroughSeq} were pruned): re-list what you cache, then follow the feed from since_seq=${headSeq}`,
        headSeq,
        retention.prunedThroughSeq,
      );
    }
    if (cursor.afterSeq > headSeq) {
      throw cursorError(
        "since_seq",
        "cursor_unknown",
        `since_seq ${cursor.afterSeq} is past the newest entry (${headSeq}): this cursor is not from this service's log; re-list what you cache, then follow the feed from since_seq=${headSeq}`,
        headSeq,
        retention?.prunedThroughSeq ?? null,
      );
    }
  }
  if (cursor !== null && "afterAt" in cursor && retention !== null && cursor.afterAt < retention.prunedThroughAt) {
    throw cursorError(
      "since",
      "cursor_expired",
      `since ${query.since} is older than the retained history (entries until ${retention.prunedThroughAt} were pruned): re-list what you cache, then follow the feed from since_seq=${headSeq}`,
      headSeq,
      retention.prunedThroughSeq,
    );
  }
  const last = page.entries.at(-1)?.seq;
  return {
    invalidations: page.entries.map(invalidationView),
    next_since_seq: last ?? (cursor !== null && "afterSeq" in cursor ? cursor.afterSeq : headSeq),
    has_more: page.more,
    head_seq: headSeq,
    history: {
      retention_days: retentionDays,
      pruned_through_seq: retention?.prunedThroughSeq ?? null,
      pruned_through_at: retention?.prunedThroughAt ?? null,
    },
  };
}

export function invalidationView(entry: Invalidation): InvalidationView {
  return {
    seq: entry.seq,
    at: entry.at,
    kind: entry.kind,
    ticker: entry.ticker,
    cik: entry.cik,
    accession: entry.accession,
    form: entry.form,
    fiscal_year: entry.fiscalYear,
    fiscal_period: entry.fiscalPeriod,
    period_end: entry.periodEnd,
    changes: entry.changes,
    amends: entry.amends,
  };
}

/**
 * since_seq, the exact cursor a page hands on, wins over since, where a client starts: a client
 * that keeps its starting time beside the cursor it follows is answered by the cursor.
 */
function cursorOf(query: InvalidationsQuery): FeedCursor {
  if (query.sinceSeq !== null) return { afterSeq: query.sinceSeq };
  if (query.since === null) return null;
  const time = Date.parse(query.since);
  // ISO 8601 with a date at least; Date.parse alone accepts "1" or "March 7".
  if (!/^\d{4}-\d{2}-\d{2}/.test(query.since) || Number.isNaN(time)) {
    throw new FdsError("validation_error", "since must be an ISO 8601 time, e.g. 2026-01-31T00:00:00Z", {
      field: "since",
      type: "datetime_parsing",
    });
  }
  return { afterAt: new Date(time).toISOString() };
}

function cursorError(
  field: string,
  type: "cursor_expired" | "cursor_unknown",
  message: string,
  headSeq: number,
  prunedThroughSeq: number | null,
): FdsError {
  return new FdsError("validation_error", message, {
    field,
    type,
    ctx: { head_seq: headSeq, pruned_through_seq: prunedThroughSeq, relist: true },
  });
}
