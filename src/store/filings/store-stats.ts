import type { Kysely } from "kysely";
import type { Database } from "../engine/index.js";
import type { StoreStats } from "./filing-store.js";

/**
 * Row counts of the store, and filings per form as filed. Each count is its own statement, so
 * under concurrent writes on PostgreSQL they may come from slightly different moments.
 */
export async function storeStats(db: Kysely<Database>): Promise<StoreStats> {
  const count = async (table: "filings" | "companies" | "facts" | "filing_issues"): Promise<number> => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    // COUNT is bigint on PostgreSQL; every count here is far below 2^53.
    return Number(row.n);
  };
  const forms = await db
    .selectFrom("filings")
    .select(["form", (eb) => eb.fn.countAll().as("n")])
    .groupBy("form")
    .orderBy("form")
    .execute();
  return {
    filings: await count("filings"),
    companies: await count("companies"),
    facts: await count("facts"),
    issues: await count("filing_issues"),
    byForm: Object.fromEntries(forms.map((row) => [row.form, Number(row.n)])),
  };
}
