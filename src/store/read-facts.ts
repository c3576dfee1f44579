import type { Kysely } from "kysely";
import type { Fact } from "../model/index.js";
import type { Database } from "./database.js";
import { rowToFact } from "./fact-mapper.js";
import type { FactEnd, FactFilter } from "./filing-store.js";

/**
 * The filing's facts in saved order, narrowed by `filter`. An empty `concepts` list narrows to
 * nothing; an unknown accession yields no facts.
 */
export async function getFacts(db: Kysely<Database>, accession: string, filter: FactFilter = {}): Promise<Fact[]> {
  const { concepts, axisKey } = filter;
  if (concepts !== undefined && concepts.length === 0) return [];
  let query = db.selectFrom("facts").selectAll().where("accession", "=", accession);
  if (concepts !== undefined) query = query.where("concept", "in", concepts);
  if (axisKey !== undefined) query = query.where("axis_key", "=", axisKey);
  const rows = await query.orderBy("ordinal").execute();
  return rows.map(rowToFact);
}

/** The days the filing's facts end on (forever facts have none), each with its count, in order of first fact. */
export async function getFactEnds(db: Kysely<Database>, accession: string): Promise<FactEnd[]> {
  const rows = await db
    .selectFrom("facts")
    .select((eb) => ["period_end", eb.fn.countAll().as("facts"), eb.fn.min("ordinal").as("first_ordinal")])
    .where("accession", "=", accession)
    .where("period_end", "is not", null)
    .groupBy("period_end")
    .orderBy("first_ordinal")
    .execute();
  // PostgreSQL counts as bigint, which pg returns as a string.
  return rows.map((r) => ({ end: r.period_end!, facts: Number(r.facts) }));
}
