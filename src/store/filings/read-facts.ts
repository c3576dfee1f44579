import type { Kysely } from "kysely";
import type { Fact } from "../../model/index.js";
import type { Database } from "../engine/index.js";
import { rowToFact } from "./fact-mapper.js";
import type { FactEnd, FactFilter } from "./filing-store.js";

/**
 * The filing's facts in saved order, narrowed by `filter`. An empty `concepts` list narrows to
 * nothing; an unknown accession yields no facts.
 */
export async function getFacts(db: Kysely<Database>, accession: string, filter: FactFilter = {}): Promise<Fact[]> {
  if (filter.concepts !== undefined) return (await getFactsByFiling(db, [accession], filter)).get(accession)!;
  let query = db.selectFrom("facts").selectAll().where("accession", "=", accession);
  if (filter.axisKey !== undefined) query = query.where("axis_key", "=", filter.axisKey);
  return (await query.orderBy("ordinal").execute()).map(rowToFact);
}

/**
 * Several filings' facts narrowed by `filter`, in one query, by accession (each in saved order;
 * every accession asked is a key). One query for the filings a metric reaches, not one each: on
 * PostgreSQL each query pays a round trip, a parse and a plan.
 */
export async function getFactsByFiling(
  db: Kysely<Database>,
  accessions: readonly string[],
  filter: FactFilter = {},
): Promise<Map<string, Fact[]>> {
  const { concepts, axisKey } = filter;
  const byFiling = new Map(accessions.map((a) => [a, [] as Fact[]]));
  if (byFiling.size === 0 || (concepts !== undefined && concepts.length === 0)) return byFiling;
  let query = db
    .selectFrom("facts")
    .selectAll()
    .where("accession", "in", [...byFiling.keys()]);
  if (concepts !== undefined) query = query.where("concept", "in", concepts);
  if (axisKey !== undefined) query = query.where("axis_key", "=", axisKey);
  // Sorted here, not by SQL: an ORDER BY ordinal leads SQLite's planner (no statistics) to walk
  // the filing's every fact in key order, through each text block's row, to spare itself a sort
  // of the few facts the (accession, concept) index finds (3 ms instead of 0.3 on a 10 GB store).
  const rows = (await query.execute()).sort((a, b) => a.ordinal - b.ordinal);
  for (const row of rows) byFiling.get(row.accession)!.push(rowToFact(row));
  return byFiling;
}

/**
 * The days each filing's facts end on (forever facts have none), each with its count, in order of
 * first fact, by accession (every accession asked is a key; a filing not stored has none): as
 * saved with the filing, or, for a filing stored before that (0021), from its facts.
 */
export async function getFactEnds(db: Kysely<Database>, accessions: readonly string[]): Promise<Map<string, FactEnd[]>> {
  const byFiling = new Map(accessions.map((a) => [a, [] as FactEnd[]]));
  if (byFiling.size === 0) return byFiling;
  const saved = await db
    .selectFrom("filings")
    .select(["accession", "fact_ends"])
    .where("accession", "in", [...byFiling.keys()])
    .execute();
  for (const { accession, fact_ends } of saved) {
    byFiling.set(
      accession,
      fact_ends !== null
        ? (JSON.parse(fact_ends) as [string, number][]).map(([end, facts]) => ({ end, facts }))
        : await endsFromFacts(db, accession),
    );
  }
  return byFiling;
}

async function endsFromFacts(db: Kysely<Database>, accession: string): Promise<FactEnd[]> {
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

/** A filing's fact ends as `filings.fact_ends` stores them, from its fact rows (see getFactEnds). */
export function factEndsOf(facts: readonly { readonly period_end?: string | null }[]): string {
  const counts = new Map<string, number>();
  for (const f of facts)
    if (f.period_end !== null && f.period_end !== undefined) counts.set(f.period_end, (counts.get(f.period_end) ?? 0) + 1);
  // A Map keeps first-insertion order: the order of each end's first fact.
  return JSON.stringify([...counts]);
}
