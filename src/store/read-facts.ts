import type { Kysely } from "kysely";
import type { Fact } from "../model/index.js";
import type { Database } from "./database.js";
import { rowToFact } from "./fact-mapper.js";
import type { FactFilter } from "./filing-store.js";

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
