import { sql, type Kysely } from "kysely";
import type { Database } from "./database.js";

/**
 * Rows per statement. With unnest the parameter count is one per column whatever the row
 * count; the bound keeps each statement's arrays a few MB and progress reports frequent.
 */
const ROWS_PER_STATEMENT = 5_000;

/** Inserts rows of one table inside `trx`; see `StoreBackend.insertRows` (and `insertBulk`). */
export type PostgresBulkInsert = (
  trx: Kysely<Database>,
  table: string,
  rows: readonly object[],
  onBatch?: (rows: number) => void,
) => Promise<void>;

/**
 * Bulk inserts as `insert ... select * from unnest($1::text[], $2::integer[], ...)`: one array
 * parameter per column. Measured on 20k facts against multi-row VALUES of 65535 parameters:
 * about 1.7 times faster, since PostgreSQL parses and plans one small statement instead of
 * 65k placeholders. Array element types come from the catalog, so nothing repeats the schema.
 */
export function postgresBulkInsert(): PostgresBulkInsert {
  let columnTypes: Promise<ReadonlyMap<string, string>> | undefined;

  return async (trx, table, rows, onBatch) => {
    const first = rows[0];
    if (first === undefined) return;
    columnTypes ??= loadColumnTypes(trx).catch((error: unknown) => {
      columnTypes = undefined;
      throw error;
    });
    const types = await columnTypes;
    const columns = Object.keys(first);
    const arrayTypes = columns.map((column) => {
      const type = types.get(`${table}.${column}`);
      if (type === undefined) throw new Error(`no column ${table}.${column} in the PostgreSQL schema`);
      return sql.raw(`${type}[]`);
    });
    const names = sql.join(columns.map((column) => sql.id(column)));
    for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
      const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
      // pg sends a JS array as an array literal; booleans go as 0/1, which boolean input accepts.
      const arrays = columns.map((column, i) => {
        const values = batch.map((row) => (row as Record<string, unknown>)[column]);
        return sql`${values}::${arrayTypes[i]}`;
      });
      await sql`insert into ${sql.table(table)} (${names}) select * from unnest(${sql.join(arrays)})`.execute(trx);
      onBatch?.(batch.length);
    }
  };
}

/** `table.column` -> SQL type (`text`, `double precision` ...) of the tables in the current schema. */
async function loadColumnTypes(db: Kysely<Database>): Promise<ReadonlyMap<string, string>> {
  const result = await sql<{ table: string; column: string; type: string }>`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
      and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`.execute(db);
  return new Map(result.rows.map((row) => [`${row.table}.${row.column}`, row.type]));
}
