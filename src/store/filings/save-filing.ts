import type { Kysely } from "kysely";
import type { FilingMeta, FilingRecord } from "../../model/index.js";
import { changedParts, contentHashes, FILING_PARTS } from "./content-hash.js";
import { FILING_CHILD_TABLES, type Database, type NewRow } from "../engine/index.js";
import { deleteDocumentBuilds, replaceDocumentBuilds } from "./document-builds.js";
import { filingRows } from "./filing-rows.js";
import { factEndsOf } from "./read-facts.js";
import type { SaveOptions, SaveResult } from "./filing-store.js";
import { appendInvalidation, type NewInvalidation } from "../events/index.js";
import { rowToMeta } from "./filing-mapper.js";
import type { BatchListener, StoreBackend } from "../engine/index.js";

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
  const hashes = contentHashes(rows);
  const hash = hashes.content;
  const partHashes = JSON.stringify(hashes.parts);
  const facts = record.facts.length;
  const build = options.build ? { source_hash: options.build.sourceHash, pipeline_version: options.build.pipelineVersion } : null;

  return backend.writeTransaction(accession, async (trx) => {
    const existing = await trx
      .selectFrom("filings")
      .select(["content_hash", "part_hashes", "fact_ends"])
      .where("accession", "=", accession)
      .executeTakeFirst();
    if (existing?.content_hash === hash) {
      // Same rows (a rebuild by a newer pipeline may give them): only the build is news, and
      // no reader's result changes, so no invalidation. Part hashes missing (stored before
      // 0007) and fact ends (before 0021) are filled in on the way.
      const missing = {
        ...(existing.part_hashes === null ? { part_hashes: partHashes } : {}),
        ...(existing.fact_ends === null ? { fact_ends: factEndsOf(rows.children.facts) } : {}),
      };
      if (build || Object.keys(missing).length > 0)
        await trx
          .updateTable("filings")
          .set({ ...(build ?? {}), ...missing })
          .where("accession", "=", accession)
          .execute();
      // A rebuild by a newer markdown stage can leave the rows as they were but not the builds.
      if (record.documentBuilds) await replaceDocumentBuilds(trx, accession, record.documentBuilds);
      return { outcome: "unchanged", facts };
    }
    const amends = existing === undefined ? await amendedFilings(trx, meta) : null;
    if (existing !== undefined) await deleteFilingRows(trx, accession);

    const ingestedAt = new Date().toISOString();
    await trx
      .insertInto("filings")
      .values({
        ...rows.filing,
        content_hash: hash,
        part_hashes: partHashes,
        fact_ends: factEndsOf(rows.children.facts),
        ingested_at: ingestedAt,
        ...(build ?? {}),
      })
      .execute();
    for (const table of FILING_CHILD_TABLES) {
      await backend.insertRows(trx, table, table === "facts" ? inWriteOrder(rows.children.facts) : rows.children[table], onBatch);
    }
    if (record.documentBuilds) await replaceDocumentBuilds(trx, accession, record.documentBuilds);
    if (meta.cik !== null) await upsertCompany(trx, meta.cik, meta.ticker, meta.company);

    await backend.lockInvalidationLog(trx);
    const kind = existing !== undefined ? "filing_replaced" : amends !== null ? "filing_amended" : "filing_ingested";
    const changes = existing === undefined ? [...FILING_PARTS] : changedParts(existing.part_hashes, hashes.parts);
    await appendInvalidation(trx, invalidationOf(meta, kind, ingestedAt, changes, amends ?? []));
    return { outcome: existing === undefined ? "inserted" : "replaced", facts };
  });
}

/**
 * Removes a stored filing and its rows in one transaction, appending a `filing_deleted`
 * invalidation (every part changed). False when the store does not hold it.
 */
export async function deleteFiling(backend: StoreBackend, accession: string): Promise<boolean> {
  return backend.writeTransaction(accession, async (trx) => {
    const row = await trx.selectFrom("filings").selectAll().where("accession", "=", accession).executeTakeFirst();
    if (row === undefined) return false;
    await deleteFilingRows(trx, accession);
    await backend.lockInvalidationLog(trx);
    await appendInvalidation(trx, invalidationOf(rowToMeta(row), "filing_deleted", new Date().toISOString(), [...FILING_PARTS], []));
    return true;
  });
}

function invalidationOf(
  meta: FilingMeta,
  kind: NewInvalidation["kind"],
  at: string,
  changes: readonly string[],
  amends: readonly string[],
): NewInvalidation {
  return {
    at,
    kind,
    accession: meta.accession,
    cik: meta.cik,
    ticker: meta.ticker,
    form: meta.form,
    fiscalYear: meta.fiscalYear,
    fiscalPeriod: meta.fiscalPeriod,
    periodEnd: meta.periodEnd,
    changes,
    amends,
  };
}

/**
 * A filing's facts in the order they are written: numeric ones first, by concept, then the text
 * ones (reads order by ordinal, and the content hash is taken over the record's order). SQLite
 * lays rows out in insertion order, and PostgreSQL's heap likewise, so a concept's facts in a
 * filing (a metric reads a few concepts of each filing in reach) lie on one or two pages, not
 * spread over the filing's numeric facts and between the text blocks' large rows: what a read
 * from disk costs.
 */
function inWriteOrder(facts: readonly NewRow<"facts">[]): NewRow<"facts">[] {
  const numeric = facts
    .filter((f) => f.numeric)
    .sort((a, b) => (a.concept < b.concept ? -1 : a.concept > b.concept ? 1 : a.ordinal - b.ordinal));
  return [...numeric, ...facts.filter((f) => !f.numeric)];
}

/**
 * For an amendment (`10-K/A`, `10-Q/A` ...): the stored filings of the same company and base
 * form for the same period (period end, else fiscal year and period) that it amends, oldest
 * first. Null when the form is not an amendment.
 */
async function amendedFilings(trx: Kysely<Database>, meta: FilingMeta): Promise<string[] | null> {
  if (!meta.form.endsWith("/A")) return null;
  if (meta.cik === null) return [];
  let query = trx
    .selectFrom("filings")
    .select("accession")
    .where("cik", "=", meta.cik)
    .where("form", "=", meta.form.slice(0, -2))
    .where("accession", "!=", meta.accession);
  if (meta.periodEnd !== null) query = query.where("period_end", "=", meta.periodEnd);
  else if (meta.fiscalYear !== null && meta.fiscalPeriod !== null)
    query = query.where("fiscal_year", "=", meta.fiscalYear).where("fiscal_period", "=", meta.fiscalPeriod);
  else return [];
  const rows = await query.orderBy("filed_date").orderBy("accession").execute();
  return rows.map((r) => r.accession);
}

/** Removes a filing and all its rows (not its invalidations: the log is append-only). */
async function deleteFilingRows(trx: Kysely<Database>, accession: string): Promise<void> {
  // Explicit deletes rather than ON DELETE CASCADE alone: correct even where a connection
  // was opened without SQLite's foreign_keys pragma.
  for (const table of [...FILING_CHILD_TABLES].reverse()) {
    await trx.deleteFrom(table).where("accession", "=", accession).execute();
  }
  await deleteDocumentBuilds(trx, accession);
  await trx.deleteFrom("filings").where("accession", "=", accession).execute();
}

/** Adds the company, or refreshes its ticker and name; a null never erases a known value. */
async function upsertCompany(trx: Kysely<Database>, cik: number, ticker: string | null, name: string | null): Promise<void> {
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
