import type { Kysely } from "kysely";
import type { Database, Row } from "../engine/index.js";
import type { Invalidation } from "./invalidation.js";
import { enqueueEvent, withEventTables } from "../webhooks/index.js";

/** Kinds of invalidation the store appends. */
const INVALIDATION_KINDS = ["filing_ingested", "filing_replaced", "filing_amended", "filing_deleted"] as const;
type InvalidationKind = (typeof INVALIDATION_KINDS)[number];

/** Page size of `invalidationsSince` when the caller gives none. */
export const DEFAULT_INVALIDATION_LIMIT = 1000;

/** An entry to append: everything but its seq, which the log assigns. */
export type NewInvalidation = Omit<Invalidation, "seq" | "kind"> & { readonly kind: InvalidationKind };

/** The webhook event type of an invalidation kind (`filing_amended` -> `filing.amended`). */
function invalidationEventType(kind: InvalidationKind): string {
  return kind.replace("_", ".");
}

/**
 * Appends one entry and puts its webhook event in the outbox; must run inside the write
 * transaction that made the change (after `lockInvalidationLog`), so the change, its entry and
 * its deliveries commit together or not at all. Returns the entry.
 */
export async function appendInvalidation(trx: Kysely<Database>, entry: NewInvalidation): Promise<Invalidation> {
  const row = await trx
    .insertInto("invalidations")
    .values({
      at: entry.at,
      accession: entry.accession,
      cik: entry.cik,
      kind: entry.kind,
      ticker: entry.ticker,
      form: entry.form,
      fiscal_year: entry.fiscalYear,
      fiscal_period: entry.fiscalPeriod,
      period_end: entry.periodEnd,
      changes: JSON.stringify(entry.changes),
      amends: entry.amends.length > 0 ? JSON.stringify(entry.amends) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const invalidation = rowToInvalidation(row);
  await enqueueEvent(withEventTables(trx), {
    id: `evt_inv_${invalidation.seq}`,
    type: invalidationEventType(entry.kind),
    createdAt: entry.at,
    data: invalidation,
  });
  return invalidation;
}

/** Entries with seq greater than `seq`, oldest first, at most `limit` of them. */
export async function invalidationsSince(db: Kysely<Database>, seq: number, limit: number): Promise<Invalidation[]> {
  assertLimit(limit);
  const rows = await db.selectFrom("invalidations").selectAll().where("seq", ">", seq).orderBy("seq").limit(limit).execute();
  return rows.map(rowToInvalidation);
}

/** Entries written after the ISO time `at`, oldest first (by seq), at most `limit` of them. */
export async function invalidationsAfter(db: Kysely<Database>, at: string, limit: number): Promise<Invalidation[]> {
  assertLimit(limit);
  const rows = await db.selectFrom("invalidations").selectAll().where("at", ">", at).orderBy("seq").limit(limit).execute();
  return rows.map(rowToInvalidation);
}

/** How far the log has been pruned; null when never. */
export interface LogRetention {
  /** Every entry with seq <= this is gone. */
  readonly prunedThroughSeq: number;
  /** The latest `at` among the entries gone. */
  readonly prunedThroughAt: string;
}

/** The newest seq ever appended (0 for an empty log) and how far the log was pruned. */
export async function logBounds(db: Kysely<Database>): Promise<{ headSeq: number; retention: LogRetention | null }> {
  const events = withEventTables(db);
  const head = await db
    .selectFrom("invalidations")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .executeTakeFirst();
  const pruned = await events.selectFrom("invalidation_retention").selectAll().where("id", "=", 1).executeTakeFirst();
  const retention = pruned ? { prunedThroughSeq: Number(pruned.pruned_through_seq), prunedThroughAt: pruned.pruned_through_at } : null;
  const headSeq = Math.max(Number(head?.seq ?? 0), retention?.prunedThroughSeq ?? 0);
  return { headSeq, retention };
}

/**
 * Deletes the entries written before the ISO time `before`, keeping the newest entry whatever
 * its age, and records how far the log now goes back. Must run in a write transaction. Returns
 * how many entries were deleted.
 */
export async function pruneInvalidations(trx: Kysely<Database>, before: string, now: string): Promise<number> {
  const newest = await trx
    .selectFrom("invalidations")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .executeTakeFirst();
  const doomed = await trx
    .selectFrom("invalidations")
    .select((eb) => [eb.fn.max("seq").as("seq"), eb.fn.max("at").as("at"), eb.fn.countAll().as("n")])
    .where("at", "<", before)
    .where("seq", "<", Number(newest?.seq ?? 0))
    .executeTakeFirst();
  const count = Number(doomed?.n ?? 0);
  if (count === 0 || doomed?.seq === null || doomed?.seq === undefined || doomed.at === null) return 0;
  const throughSeq = Number(doomed.seq);
  await trx.deleteFrom("invalidations").where("seq", "<=", throughSeq).execute();
  const events = withEventTables(trx);
  const previous = await events.selectFrom("invalidation_retention").selectAll().where("id", "=", 1).executeTakeFirst();
  const row = {
    pruned_through_seq: Math.max(throughSeq, Number(previous?.pruned_through_seq ?? 0)),
    pruned_through_at: previous && previous.pruned_through_at > doomed.at ? previous.pruned_through_at : doomed.at,
    pruned_at: now,
  };
  if (previous) await events.updateTable("invalidation_retention").set(row).where("id", "=", 1).execute();
  else
    await events
      .insertInto("invalidation_retention")
      .values({ id: 1, ...row })
      .execute();
  return count;
}

function rowToInvalidation(row: Row<"invalidations">): Invalidation {
  return {
    seq: Number(row.seq),
    at: row.at,
    kind: row.kind,
    accession: row.accession,
    cik: row.cik === null ? null : Number(row.cik),
    ticker: row.ticker,
    form: row.form,
    fiscalYear: row.fiscal_year,
    fiscalPeriod: row.fiscal_period,
    periodEnd: row.period_end,
    changes: row.changes === null ? [] : (JSON.parse(row.changes) as string[]),
    amends: row.amends === null ? [] : (JSON.parse(row.amends) as string[]),
  };
}

function assertLimit(limit: number): void {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
}
