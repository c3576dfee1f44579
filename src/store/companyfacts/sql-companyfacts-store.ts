import { sql, type Selectable } from "kysely";
import type { StoreBackend } from "../engine/index.js";
import {
  withCompanyFactsTables,
  type CompaniesTable,
  type CompanyFactsDb,
  type FactsTable,
  type FilingsTable,
} from "./companyfacts-tables.js";
import type {
  CompanyFact,
  CompanyFactFilter,
  CompanyFactRead,
  CompanyFactsCompany,
  CompanyFactsFiling,
  CompanyFactsRows,
  CompanyFactsStore,
  FrameFact,
  FrameQuery,
  SavedCompany,
  StoredCompany,
} from "./companyfacts-store.js";

/** Rows per statement of the small inserts (concepts, filings), well under SQLite's parameter limit. */
const CHUNK = 500;

const conceptKey = (taxonomy: string, concept: string, unit: string) => `${taxonomy}\u0000${concept}\u0000${unit}`;

/** The CompanyFactsStore over the store's Kysely backends: one query layer for both dialects. */
export class SqlCompanyFactsStore implements CompanyFactsStore {
  private readonly reader: CompanyFactsDb;
  /** The concept dictionary as far as this process has seen it: key -> id (ids never change). */
  private readonly conceptIds = new Map<string, number>();

  constructor(
    private readonly backend: StoreBackend,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reader = withCompanyFactsTables(backend.reader);
  }

  async saveCompany(
    company: CompanyFactsCompany,
    filings: readonly CompanyFactsFiling[],
    facts: readonly CompanyFact[],
  ): Promise<SavedCompany> {
    return (await this.saveCompanies([{ company, filings, facts }]))[0] as SavedCompany;
  }

  saveCompanies(companies: readonly CompanyFactsRows[]): Promise<SavedCompany[]> {
    const loadedAt = this.now().toISOString();
    // Dictionary entries read in the transaction are remembered once it commits (a rolled back
    // insert's ids would otherwise be kept, and facts saved later would cite no entry).
    const learned = new Map<string, number>();
    const lock = companies.length === 1 ? `fds:companyfacts:${companies[0]?.company.cik}` : "fds:companyfacts:batch";
    const saved = this.backend.writeTransaction(lock, async (trx) => {
      const db = withCompanyFactsTables(trx);
      const ids = await this.conceptIdsFor(
        db,
        companies.flatMap((c) => c.facts),
        learned,
      );
      const out: SavedCompany[] = [];
      for (const { company, filings, facts } of companies)
        out.push(await this.replaceCompany(db, trx, ids, loadedAt, company, filings, facts));
      return out;
    });
    return saved.then((result) => {
      for (const [key, id] of learned) this.conceptIds.set(key, id);
      return result;
    });
  }

  private async replaceCompany(
    db: CompanyFactsDb,
    trx: Parameters<StoreBackend["insertBulk"]>[0],
    ids: ReadonlyMap<string, number>,
    loadedAt: string,
    company: CompanyFactsCompany,
    filings: readonly CompanyFactsFiling[],
    facts: readonly CompanyFact[],
  ): Promise<SavedCompany> {
    const before = await db.selectFrom("companyfacts_companies").select("cik").where("cik", "=", company.cik).executeTakeFirst();
    await db.deleteFrom("companyfacts_facts").where("cik", "=", company.cik).execute();
    await db.deleteFrom("companyfacts_filings").where("cik", "=", company.cik).execute();
    const filingIds = new Map<string, number>();
    for (let i = 0; i < filings.length; i += CHUNK) {
      const rows = filings.slice(i, i + CHUNK).map((f) => ({
        cik: company.cik,
        accession: f.accession,
        form: f.form,
        filed: f.filed,
        fiscal_year: f.fiscalYear,
        fiscal_period: f.fiscalPeriod,
        period_end: f.periodEnd,
        fact_ends: JSON.stringify(f.factEnds.map((e) => [e.end, e.facts])),
      }));
      for (const row of await db.insertInto("companyfacts_filings").values(rows).returning(["id", "accession"]).execute())
        filingIds.set(row.accession, Number(row.id));
    }
    const rows: FactsTable[] = facts.map((f) => {
      const filingId = filingIds.get(f.accession);
      if (filingId === undefined) throw new Error(`company ${company.cik}: fact of ${f.accession}, which is not among its filings`);
      return {
        cik: company.cik,
        concept_id: ids.get(conceptKey(f.taxonomy, f.concept, f.unit)) as number,
        filing_id: filingId,
        period_start: f.start,
        period_end: f.end,
        value: f.value,
        frame: f.frame,
        first_frame: f.firstFrame,
      };
    });
    await this.backend.insertBulk(trx, "companyfacts_facts", rows);
    const row: CompaniesTable = {
      cik: company.cik,
      entity_name: company.entityName,
      ticker: company.ticker?.toUpperCase() ?? null,
      fiscal_year_end: company.fiscalYearEnd,
      source: company.source,
      loaded_at: loadedAt,
      facts: facts.length,
    };
    const { cik: _, ...update } = row;
    await db
      .insertInto("companyfacts_companies")
      .values(row)
      .onConflict((oc) => oc.column("cik").doUpdateSet(update))
      .execute();
    return { facts: facts.length, filings: filings.length, replaced: before !== undefined };
  }

  /** The ids of the facts' (taxonomy, concept, unit) keys, adding the new ones to the dictionary. */
  private async conceptIdsFor(
    db: CompanyFactsDb,
    facts: readonly CompanyFact[],
    learned: Map<string, number>,
  ): Promise<Map<string, number>> {
    const known = (key: string) => this.conceptIds.get(key) ?? learned.get(key);
    const remember = async (rows: Promise<{ id: number; taxonomy: string; concept: string; unit: string }[]>) => {
      for (const r of await rows) learned.set(conceptKey(r.taxonomy, r.concept, r.unit), Number(r.id));
    };
    const wanted = new Map<string, { taxonomy: string; concept: string; unit: string }>();
    for (const f of facts)
      wanted.set(conceptKey(f.taxonomy, f.concept, f.unit), { taxonomy: f.taxonomy, concept: f.concept, unit: f.unit });
    let missing = [...wanted].filter(([key]) => known(key) === undefined).map(([, value]) => value);
    if (missing.length > 0 && this.conceptIds.size === 0) {
      // A process's first load reads the whole dictionary (tens of thousands of rows at most).
      await remember(db.selectFrom("companyfacts_concepts").select(["id", "taxonomy", "concept", "unit"]).execute());
      missing = missing.filter((m) => known(conceptKey(m.taxonomy, m.concept, m.unit)) === undefined);
    }
    for (let i = 0; i < missing.length; i += CHUNK) {
      const chunk = missing.slice(i, i + CHUNK);
      // Another process may add the same keys meanwhile: theirs stand, and are read back below.
      await db
        .insertInto("companyfacts_concepts")
        .values(chunk)
        .onConflict((oc) => oc.columns(["taxonomy", "concept", "unit"]).doNothing())
        .execute();
      const concepts = [...new Set(chunk.map((c) => c.concept))];
      await remember(
        db.selectFrom("companyfacts_concepts").select(["id", "taxonomy", "concept", "unit"]).where("concept", "in", concepts).execute(),
      );
    }
    const out = new Map<string, number>();
    for (const key of wanted.keys()) {
      const id = known(key);
      if (id === undefined) throw new Error(`company facts: no dictionary id for ${key.replaceAll("\u0000", " ")}`);
      out.set(key, id);
    }
    return out;
  }

  async company(cik: number): Promise<StoredCompany | null> {
    const row = await this.reader.selectFrom("companyfacts_companies").selectAll().where("cik", "=", cik).executeTakeFirst();
    return row ? toCompany(row) : null;
  }

  async companyOfTicker(ticker: string): Promise<StoredCompany | null> {
    const row = await this.reader
      .selectFrom("companyfacts_companies")
      .selectAll()
      .where("ticker", "=", ticker.trim().toUpperCase())
      .orderBy("loaded_at", "desc")
      .orderBy("cik")
      .executeTakeFirst();
    return row ? toCompany(row) : null;
  }

  async filings(cik: number): Promise<CompanyFactsFiling[]> {
    const rows = await this.reader
      .selectFrom("companyfacts_filings")
      .selectAll()
      .where("cik", "=", cik)
      .orderBy("filed")
      .orderBy("accession")
      .execute();
    return rows.map(toFiling);
  }

  async facts(cik: number, filter: CompanyFactFilter = {}): Promise<CompanyFactRead[]> {
    const { concepts, accessions } = filter;
    if (concepts?.length === 0 || accessions?.length === 0) return [];
    let query = this.reader
      .selectFrom("companyfacts_facts as f")
      .innerJoin("companyfacts_concepts as c", "c.id", "f.concept_id")
      .innerJoin("companyfacts_filings as fl", "fl.id", "f.filing_id")
      .select([...VALUE_COLUMNS, "c.taxonomy", "c.concept", "c.unit", ...FILING_COLUMNS])
      .where("f.cik", "=", cik);
    if (concepts) {
      const byTaxonomy = new Map<string, string[]>();
      for (const [taxonomy, name] of concepts) byTaxonomy.set(taxonomy, [...(byTaxonomy.get(taxonomy) ?? []), name]);
      // The dictionary ids first, so the read is the (cik, concept_id) index's.
      query = query.where("f.concept_id", "in", (qb) =>
        qb
          .selectFrom("companyfacts_concepts")
          .select("id")
          .where((eb) =>
            eb.or([...byTaxonomy].map(([taxonomy, names]) => eb.and([eb("taxonomy", "=", taxonomy), eb("concept", "in", names)]))),
          ),
      );
    }
    if (accessions) query = query.where("fl.accession", "in", [...accessions]);
    const rows = await query
      .orderBy("c.taxonomy")
      .orderBy("c.concept")
      .orderBy("c.unit")
      .orderBy("fl.filed")
      .orderBy("fl.accession")
      .orderBy("f.period_end")
      .orderBy("f.period_start")
      .execute();
    return rows.map(toFactRead);
  }

  async frame(q: FrameQuery): Promise<FrameFact[]> {
    if (q.limit <= 0) return [];
    const concept = await this.reader
      .selectFrom("companyfacts_concepts")
      .select("id")
      .where("taxonomy", "=", q.taxonomy)
      .where("concept", "=", q.concept)
      .where("unit", "=", q.unit)
      .executeTakeFirst();
    if (!concept) return [];
    const column = q.pick === "last_filed" ? ("f.frame" as const) : ("f.first_frame" as const);
    let query = this.reader
      .selectFrom("companyfacts_facts as f")
      .innerJoin("companyfacts_filings as fl", "fl.id", "f.filing_id")
      .innerJoin("companyfacts_companies as co", "co.cik", "f.cik")
      .select([...VALUE_COLUMNS, ...FILING_COLUMNS, "co.ticker", "co.entity_name"])
      .where("f.concept_id", "=", concept.id)
      .where(column, "=", q.frame);
    if (q.afterCik !== null) query = query.where("f.cik", ">", q.afterCik);
    // CIK order only: the partial index answers it without a sort.
    const rows = await query.orderBy("f.cik").limit(q.limit).execute();
    const out: FrameFact[] = [];
    for (const r of rows) {
      const cik = Number(r.cik);
      // One value per company and frame; a second would be a corrupt load: the first stands.
      if (out.at(-1)?.cik === cik) continue;
      out.push({
        cik,
        taxonomy: q.taxonomy,
        concept: q.concept,
        unit: q.unit,
        start: r.period_start,
        end: r.period_end,
        value: Number(r.value),
        accession: r.accession,
        frame: r.frame,
        firstFrame: r.first_frame,
        form: r.form,
        filed: r.filed,
        fiscalYear: r.fiscal_year === null ? null : Number(r.fiscal_year),
        fiscalPeriod: r.fiscal_period,
        ticker: r.ticker,
        entityName: r.entity_name,
      });
    }
    return out;
  }

  async stats(): Promise<{ readonly companies: number; readonly facts: number }> {
    const row = await this.reader
      .selectFrom("companyfacts_companies")
      .select((eb) => [eb.fn.countAll<number>().as("companies"), eb.fn.coalesce(eb.fn.sum<number>("facts"), sql<number>`0`).as("facts")])
      .executeTakeFirst();
    return { companies: Number(row?.companies ?? 0), facts: Number(row?.facts ?? 0) };
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}

function toCompany(r: Selectable<CompaniesTable>): StoredCompany {
  return {
    cik: Number(r.cik),
    entityName: r.entity_name,
    ticker: r.ticker,
    fiscalYearEnd: r.fiscal_year_end,
    source: r.source,
    loadedAt: r.loaded_at,
    facts: Number(r.facts),
  };
}

function toFiling(r: Selectable<FilingsTable>): CompanyFactsFiling {
  const ends = JSON.parse(r.fact_ends) as [string, number][];
  return {
    accession: r.accession,
    form: r.form,
    filed: r.filed,
    fiscalYear: r.fiscal_year === null ? null : Number(r.fiscal_year),
    fiscalPeriod: r.fiscal_period,
    periodEnd: r.period_end,
    factEnds: ends.map(([end, facts]) => ({ end, facts })),
  };
}

type FactReadRow = Pick<FactsTable, "cik" | "period_start" | "period_end" | "value" | "frame" | "first_frame"> &
  Pick<Selectable<FilingsTable>, "accession" | "form" | "filed" | "fiscal_year" | "fiscal_period"> & {
    taxonomy: string;
    concept: string;
    unit: string;
  };

/** A fact's value and period, and the filing that reported it: what every fact read selects. */
const VALUE_COLUMNS = ["f.cik", "f.period_start", "f.period_end", "f.value", "f.frame", "f.first_frame"] as const;
const FILING_COLUMNS = ["fl.accession", "fl.form", "fl.filed", "fl.fiscal_year", "fl.fiscal_period"] as const;

function toFactRead(r: FactReadRow): CompanyFactRead {
  return {
    cik: Number(r.cik),
    taxonomy: r.taxonomy,
    concept: r.concept,
    unit: r.unit,
    start: r.period_start,
    end: r.period_end,
    value: Number(r.value),
    accession: r.accession,
    frame: r.frame,
    firstFrame: r.first_frame,
    form: r.form,
    filed: r.filed,
    fiscalYear: r.fiscal_year === null ? null : Number(r.fiscal_year),
    fiscalPeriod: r.fiscal_period,
  };
}
