import type { Generated, Kysely } from "kysely";
import type { Database } from "../engine/index.js";

/**
 * Row types of the company facts tables of migration 0023. Like the estimate tables they are not
 * part of the filing `Database` type: `withCompanyFactsTables` adds them where needed. They never
 * leave `src/store`.
 */

type Nullable<T> = T | null;

export type CompaniesTable = {
  cik: number;
  entity_name: Nullable<string>;
  ticker: Nullable<string>;
  fiscal_year_end: Nullable<string>;
  source: string;
  loaded_at: string;
  facts: number;
};

type ConceptsTable = {
  id: Generated<number>;
  taxonomy: string;
  concept: string;
  unit: string;
};

export type FilingsTable = {
  id: Generated<number>;
  cik: number;
  accession: string;
  form: string;
  filed: string;
  fiscal_year: Nullable<number>;
  fiscal_period: Nullable<string>;
  period_end: Nullable<string>;
  /** JSON `[[end, facts], ...]`. */
  fact_ends: string;
};

export type FactsTable = {
  cik: number;
  concept_id: number;
  filing_id: number;
  period_start: Nullable<string>;
  period_end: string;
  value: number;
  frame: Nullable<string>;
  first_frame: Nullable<string>;
};

type CompanyFactsTables = {
  companyfacts_companies: CompaniesTable;
  companyfacts_concepts: ConceptsTable;
  companyfacts_filings: FilingsTable;
  companyfacts_facts: FactsTable;
};

export type CompanyFactsDb = Kysely<Database & CompanyFactsTables>;

/** The same connection (or transaction) seeing the company facts tables too. */
export function withCompanyFactsTables(db: Kysely<Database>): CompanyFactsDb {
  return db.withTables<CompanyFactsTables>();
}
