import type { Kysely } from "kysely";
import type { FilingRecord } from "../model/index.js";
import { contentHash } from "./content-hash.js";
import { FILING_CHILD_TABLES, type Database } from "./database.js";
import { filingRows } from "./filing-rows.js";
import type { SaveOptions, SaveResult } from "./filing-store.js";
import { appendInvalidation } from "./invalidation-log.js";
import type { BatchListener, StoreBackend } from "./store-backend.js";

/**
 * Stores `record` in one transaction: nothing when the same content is already stored under
 * its accession (but its build, when given), otherwise all of its rows in place of the previous
 * ones, the company row, and one invalidation. A failure anywhere leaves the previous state.
 */
export async function saveFiling(
  backend: StoreBackend,
  record: FilingRecord,
  options: SaveOptions = {},
  onBatch?: BatchListener,
): Promise<SaveResult> {
  const { meta } = record;
  const accession = meta.accession;
  // Mapping and hashing are CPU work: done before the transaction so the write lock is short.
  const rows = filingRows(record);
  const hash = contentHash(rows);
  const facts = record.facts.length;
  const build = options.build ? { source_hash: options.build.sourceHash, pipeline_version: options.build.pipelineVersion } : null;

  return backend.writeTransaction(accession, async (trx) => {
    const existing = await trx
      .selectFrom("filings")
      .select("content_hash")
      .where("accession", "=", accession)
      .executeTakeFirst();
    if (existing?.content_hash === hash) {
      // Same rows (a rebuild by a newer pipeline may give them): only the build is news, and
      // no reader's result changes, so no invalidation.
      if (build) await trx.updateTable("filings").set(build).where("accession", "=", accession).execute();
      return { outcome: "unchanged", facts };
    }
    if (existing !== undefined) await deleteFilingRows(trx, accession);

    const ingestedAt = new Date().toISOString();
    await trx
      .insertInto("filings")
      .values({ ...rows.filing, content_hash: hash, ingested_at: ingestedAt, ...(build ?? {}) })
      .execute();
    for (const table of FILING_CHILD_TABLES) {
      await backend.insertRows(trx, table, rows.children[table], onBatch);
    }
    if (meta.cik !== null) await upsertCompany(trx, meta.cik, meta.ticker, meta.company);

    await backend.lockInvalidationLog(trx);
    const kind = existing === undefined ? "filing_ingested" : "filing_replaced";
    await appendInvalidation(trx, { at: ingestedAt, accession, cik: meta.cik, kind });
    return { outcome: existing === undefined ? "inserted" : "replaced", facts };
  });
}

/** Removes a filing and all its rows (not its invalidations: the log is append-only). */
async function deleteFilingRows(trx: Kysely<Database>, accession: string): Promise<void> {
  // Explicit deletes rather than ON DELETE CASCADE alone: correct even where a connection
  // was opened without SQLite's foreign_keys pragma.
  for (const table of [...FILING_CHILD_TABLES].reverse()) {
    await trx.deleteFrom(table).where("accession", "=", accession).execute();
  }
  await trx.deleteFrom("filings").where("accession", "=", accession).execute();
}

/** Adds the company, or refreshes its ticker and name; a null never erases a known value. */
async function upsertCompany(
  trx: Kysely<Database>,
  cik: number,
  ticker: string | null,
  name: string | null,
): Promise<void> {
  await trx
    .insertInto("companies")
    .values({ cik, ticker, name })
    .onConflict((oc) =>
      oc.column("cik").doUpdateSet((eb) => ({
        ticker: eb.fn.coalesce(eb.ref("excluded.ticker"), eb.ref("companies.ticker")),
        name: eb.fn.coalesce(eb.ref("excluded.name"), eb.ref("companies.name")),
      })),
    )
    .execute();
}
