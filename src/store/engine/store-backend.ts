import type { Kysely } from "kysely";
import type { Database, FilingChildTable, NewRow } from "./database.js";
import type { MigrationDialect } from "./migrations/index.js";

/** Called after each statement of a bulk insert, inside the transaction, with the rows it wrote. */
export type BatchListener = (table: FilingChildTable, rows: number) => void;

/**
 * What differs between SQLite and PostgreSQL, kept to this one small interface so the rest of
 * the store is a single Kysely query layer.
 */
export interface StoreBackend {
  readonly dialect: MigrationDialect;
  /**
   * For reads. On SQLite a connection of its own, so a read never waits behind a save in
   * progress: WAL gives it the last committed state.
   */
  readonly reader: Kysely<Database>;
  /** For migrations; saves go through `writeTransaction`. */
  readonly writer: Kysely<Database>;
  /**
   * Inserts `rows` (all with the same keys in the same order, as the mappers build them) into
   * `table` inside the current write transaction, in as few statements as the dialect allows,
   * calling `onBatch` after each. Bulk rows bypass the query builder: building an AST of 30k
   * values costs more than the insert itself (measured).
   */
  insertRows<T extends FilingChildTable>(
    trx: Kysely<Database>,
    table: T,
    rows: readonly NewRow<T>[],
    onBatch?: BatchListener,
  ): Promise<void>;
  /**
   * `insertRows` for a table of another aggregate (its rows typed there, outside `Database`):
   * the same statements, `onBatch` called with each statement's row count.
   */
  insertBulk(trx: Kysely<Database>, table: string, rows: readonly object[], onBatch?: (rows: number) => void): Promise<void>;
  /** Schema holding Kysely's migration tables; undefined where the dialect has none. */
  readonly migrationSchema: string | undefined;
  /**
   * Runs `work` inside one write transaction and commits; rolls back and rethrows when it
   * throws. Writers of the same accession are serialised, so the unchanged check cannot race.
   */
  writeTransaction<T>(accession: string, work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /**
   * Called inside a write transaction right before it appends to the invalidations log; holds
   * until commit so log rows become visible in seq order (a reader polling `since_seq` never
   * skips a seq that commits later).
   */
  lockInvalidationLog(trx: Kysely<Database>): Promise<void>;
  close(): Promise<void>;
}
