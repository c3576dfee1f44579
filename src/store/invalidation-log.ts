import type { Kysely } from "kysely";
import type { Database, NewRow, Row } from "./database.js";
import type { Invalidation } from "./filing-store.js";

/** Kinds of invalidation the store appends. */
export const INVALIDATION_KINDS = ["filing_ingested", "filing_replaced"] as const;
export type InvalidationKind = (typeof INVALIDATION_KINDS)[number];

/** Page size of `invalidationsSince` when the caller gives none. */
export const DEFAULT_INVALIDATION_LIMIT = 1000;

/** Appends one entry; must run inside the write transaction that made the change. */
export async function appendInvalidation(
  trx: Kysely<Database>,
  entry: Omit<NewRow<"invalidations">, "seq" | "kind"> & { kind: InvalidationKind },
): Promise<void> {
  await trx.insertInto("invalidations").values(entry).execute();
}

/** Entries with seq greater than `seq`, oldest first, at most `limit` of them. */
export async function invalidationsSince(db: Kysely<Database>, seq: number, limit: number): Promise<Invalidation[]> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const rows = await db
    .selectFrom("invalidations")
    .selectAll()
    .where("seq", ">", seq)
    .orderBy("seq")
    .limit(limit)
    .execute();
  return rows.map(rowToInvalidation);
}

export function rowToInvalidation(row: Row<"invalidations">): Invalidation {
  return { seq: row.seq, at: row.at, accession: row.accession, cik: row.cik, kind: row.kind };
}
