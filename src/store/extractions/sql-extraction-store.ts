import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { ExtractionResultRecord, ExtractionStore, ResultKey, TranscriptMeta, TranscriptRecord, TurnHit } from "./extraction-store.js";
import { isPostgresUrl, openMigratedBackend, type OpenStoreOptions } from "../engine/index.js";
import { fts5Expression, parseTextQuery } from "../text/index.js";
import type { StoreBackend } from "../engine/index.js";

/** Row types of migration 0008; they never leave this file. */
type TranscriptsTable = {
  source_id: string;
  ticker: string;
  cik: number | null;
  fiscal_year: number;
  fiscal_quarter: number;
  call_date: string | null;
  source: string | null;
  title: string;
  layout: string;
  text: string;
  markdown: string;
  sha256: string;
  ingested_at: string;
};
type TurnsTable = {
  source_id: string;
  ordinal: number;
  section: string;
  speaker: string | null;
  role: string | null;
  start: number;
  end: number;
  text_start: number;
  text: string;
};
type ResultsTable = {
  id: string;
  source_type: string;
  source_id: string;
  document: string;
  document_sha256: string | null;
  schema_name: string;
  schema_version: number;
  extractor: string;
  extractor_version: number;
  ticker: string | null;
  form: string;
  fiscal_year: number | null;
  fiscal_period: string | null;
  period_end: string | null;
  filed_date: string | null;
  previous_source_id: string | null;
  span_count: number;
  spans: string;
  created_at: string;
};
type AnswersTable = {
  key: string;
  model: string;
  response: string;
  created_at: string;
};
type Tables = {
  transcripts: TranscriptsTable;
  transcript_turns: TurnsTable;
  extraction_results: ResultsTable;
  model_answers: AnswersTable;
};
type Db = Kysely<Tables>;

const META_COLUMNS = [
  "source_id",
  "ticker",
  "cik",
  "fiscal_year",
  "fiscal_quarter",
  "call_date",
  "source",
  "title",
  "layout",
  "sha256",
  "ingested_at",
] as const;

function metaOf(row: Pick<TranscriptsTable, (typeof META_COLUMNS)[number]>): TranscriptMeta {
  return {
    sourceId: row.source_id,
    ticker: row.ticker,
    cik: row.cik,
    fiscalYear: Number(row.fiscal_year),
    fiscalQuarter: Number(row.fiscal_quarter),
    callDate: row.call_date,
    source: row.source,
    title: row.title,
    layout: row.layout,
    sha256: row.sha256,
    ingestedAt: row.ingested_at,
  };
}

function resultOf(row: ResultsTable): ExtractionResultRecord {
  return {
    sourceType: row.source_type === "transcript" ? "transcript" : "filing",
    sourceId: row.source_id,
    document: row.document,
    documentSha256: row.document_sha256,
    schema: row.schema_name,
    schemaVersion: Number(row.schema_version),
    extractor: row.extractor,
    extractorVersion: Number(row.extractor_version),
    ticker: row.ticker,
    form: row.form,
    fiscalYear: row.fiscal_year === null ? null : Number(row.fiscal_year),
    fiscalPeriod: row.fiscal_period,
    periodEnd: row.period_end,
    filedDate: row.filed_date,
    previousSourceId: row.previous_source_id,
    spanCount: Number(row.span_count),
    spans: row.spans,
    createdAt: row.created_at,
  };
}

/** Identity of a result row: one per document, schema version and extractor version. */
function resultId(r: ExtractionResultRecord): string {
  return createHash("sha256")
    .update([r.sourceType, r.sourceId, r.document, r.schema, r.schemaVersion, r.extractor, r.extractorVersion].join("\u0000"))
    .digest("hex")
    .slice(0, 32);
}

/** The ExtractionStore over the store's Kysely backends (SQLite or PostgreSQL). */
class SqlExtractionStore implements ExtractionStore {
  private readonly reader: Db;
  private readonly writer: Db;

  constructor(private readonly backend: StoreBackend) {
    this.reader = backend.reader.withTables<Tables>() as unknown as Db;
    this.writer = backend.writer.withTables<Tables>() as unknown as Db;
  }

  async saveTranscript(t: TranscriptRecord): Promise<{ inserted: boolean }> {
    return this.writer.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("transcripts").select("source_id").where("source_id", "=", t.sourceId).executeTakeFirst();
      if (existing) return { inserted: false };
      await trx
        .insertInto("transcripts")
        .values({
          source_id: t.sourceId,
          ticker: t.ticker,
          cik: t.cik,
          fiscal_year: t.fiscalYear,
          fiscal_quarter: t.fiscalQuarter,
          call_date: t.callDate,
          source: t.source,
          title: t.title,
          layout: t.layout,
          text: t.text,
          markdown: t.markdown,
          sha256: t.sha256,
          ingested_at: t.ingestedAt,
        })
        .execute();
      for (let i = 0; i < t.turns.length; i += 200) {
        const batch = t.turns.slice(i, i + 200).map((turn) => ({
          source_id: t.sourceId,
          ordinal: turn.ordinal,
          section: turn.section,
          speaker: turn.speaker,
          role: turn.role,
          start: turn.start,
          end: turn.end,
          text_start: turn.textStart,
          text: turn.text,
        }));
        if (batch.length) await trx.insertInto("transcript_turns").values(batch).execute();
      }
      return { inserted: true };
    });
  }

  async getTranscript(sourceId: string): Promise<TranscriptRecord | null> {
    const row = await this.reader.selectFrom("transcripts").selectAll().where("source_id", "=", sourceId).executeTakeFirst();
    if (!row) return null;
    const turns = await this.reader
      .selectFrom("transcript_turns")
      .select(["ordinal", "section", "speaker", "role", "start", "end", "text_start", "text"])
      .where("source_id", "=", sourceId)
      .orderBy("ordinal")
      .execute();
    return {
      ...metaOf(row),
      text: row.text,
      markdown: row.markdown,
      turns: turns.map((r) => ({
        ordinal: Number(r.ordinal),
        section: r.section,
        speaker: r.speaker,
        role: r.role,
        start: Number(r.start),
        end: Number(r.end),
        textStart: Number(r.text_start),
        text: r.text,
      })),
    };
  }

  async listTranscripts(filter: { ticker?: string } = {}): Promise<TranscriptMeta[]> {
    let q = this.reader.selectFrom("transcripts").select([...META_COLUMNS]);
    if (filter.ticker) q = q.where("ticker", "=", filter.ticker.toUpperCase());
    const rows = await q.orderBy("fiscal_year").orderBy("fiscal_quarter").orderBy("source_id").execute();
    return rows.map(metaOf);
  }

  async searchTurns(query: string, scope: { sourceId?: string; ticker?: string }, limit: number): Promise<TurnHit[]> {
    const parsed = parseTextQuery(query);
    const bound = Math.max(1, Math.min(limit, 200));
    const where = (column: string) =>
      scope.sourceId
        ? sql`${sql.ref(column)} = ${scope.sourceId}`
        : scope.ticker
          ? sql`${sql.ref(column)} in (select source_id from transcripts where ticker = ${scope.ticker.toUpperCase()})`
          : sql`1 = 1`;
    type HitRow = TurnsTable & { score: number };
    let rows: HitRow[];
    if (this.backend.dialect === "sqlite") {
      const match = fts5Expression(parsed);
      if (match === null) return [];
      const result =
        await sql<HitRow>`select t.source_id, t.ordinal, t.section, t.speaker, t.role, t.start, t."end", t.text_start, t.text, -bm25(transcript_turns_fts) as score
        from transcript_turns_fts join transcript_turns t on t.id = transcript_turns_fts.rowid
        where transcript_turns_fts match ${match} and ${where("t.source_id")}
        order by score desc, t.source_id, t.ordinal limit ${bound}`.execute(this.reader);
      rows = result.rows;
    } else {
      const words = [...parsed.phrases.flat(), ...parsed.words];
      if (!words.length) return [];
      const tsq = sql`(${sql.join(
        words.map((w) => sql`plainto_tsquery('english', ${w})`),
        sql` || `,
      )})`;
      const result =
        await sql<HitRow>`select t.source_id, t.ordinal, t.section, t.speaker, t.role, t.start, t."end", t.text_start, t.text, ts_rank_cd(t.tsv, ${tsq}) as score
        from transcript_turns t where t.tsv @@ ${tsq} and ${where("t.source_id")}
        order by score desc, t.source_id, t.ordinal limit ${bound}`.execute(this.reader);
      rows = result.rows;
    }
    return rows.map((r) => ({
      sourceId: r.source_id,
      ordinal: Number(r.ordinal),
      section: r.section,
      speaker: r.speaker,
      role: r.role,
      start: Number(r.start),
      end: Number(r.end),
      textStart: Number(r.text_start),
      text: r.text,
      score: Number(r.score),
    }));
  }

  async getResults(key: ResultKey): Promise<ExtractionResultRecord[]> {
    const rows = await this.reader
      .selectFrom("extraction_results")
      .selectAll()
      .where("source_type", "=", key.sourceType)
      .where("source_id", "=", key.sourceId)
      .where("document", "=", key.document)
      .where("schema_name", "=", key.schema)
      .orderBy("schema_version", "desc")
      .orderBy("extractor_version", "desc")
      .execute();
    return rows.map(resultOf);
  }

  async saveResult(r: ExtractionResultRecord): Promise<void> {
    const row: ResultsTable = {
      id: resultId(r),
      source_type: r.sourceType,
      source_id: r.sourceId,
      document: r.document,
      document_sha256: r.documentSha256,
      schema_name: r.schema,
      schema_version: r.schemaVersion,
      extractor: r.extractor,
      extractor_version: r.extractorVersion,
      ticker: r.ticker,
      form: r.form,
      fiscal_year: r.fiscalYear,
      fiscal_period: r.fiscalPeriod,
      period_end: r.periodEnd,
      filed_date: r.filedDate,
      previous_source_id: r.previousSourceId,
      span_count: r.spanCount,
      spans: r.spans,
      created_at: r.createdAt,
    };
    await this.writer.transaction().execute(async (trx) => {
      await trx.deleteFrom("extraction_results").where("id", "=", row.id).execute();
      await trx.insertInto("extraction_results").values(row).execute();
    });
  }

  async listResults(filter: { ticker: string; schema: string }): Promise<ExtractionResultRecord[]> {
    const rows = await this.reader
      .selectFrom("extraction_results")
      .selectAll()
      .where("ticker", "=", filter.ticker.toUpperCase())
      .where("schema_name", "=", filter.schema)
      .execute();
    return rows.map(resultOf);
  }

  async countResults(sourceId: string): Promise<Map<string, { results: number; spans: number; versions: number[] }>> {
    const rows = await this.reader
      .selectFrom("extraction_results")
      .select(["schema_name", "schema_version", "span_count"])
      .where("source_id", "=", sourceId)
      .execute();
    const out = new Map<string, { results: number; spans: number; versions: number[] }>();
    for (const r of rows) {
      const e = out.get(r.schema_name) ?? { results: 0, spans: 0, versions: [] };
      e.results++;
      e.spans += Number(r.span_count);
      if (!e.versions.includes(Number(r.schema_version))) e.versions.push(Number(r.schema_version));
      out.set(r.schema_name, e);
    }
    for (const e of out.values()) e.versions.sort((a, b) => b - a);
    return out;
  }

  async getModelAnswer(key: string): Promise<string | null> {
    const row = await this.reader.selectFrom("model_answers").select("response").where("key", "=", key).executeTakeFirst();
    return row?.response ?? null;
  }

  async saveModelAnswer(key: string, model: string, response: string): Promise<void> {
    await this.writer.transaction().execute(async (trx) => {
      await trx.deleteFrom("model_answers").where("key", "=", key).execute();
      await trx.insertInto("model_answers").values({ key, model, response, created_at: new Date().toISOString() }).execute();
    });
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}

/**
 * Opens the extraction store on the same database `openStore` would use with these options
 * (its own connections on PostgreSQL; the shared ones on SQLite) at the latest migration.
 */
export async function openExtractionStore(
  options: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema"> = {},
): Promise<ExtractionStore> {
  const { databaseUrl } = options;
  if (!isPostgresUrl(databaseUrl) && databaseUrl) throw new Error("unsupported database URL (expected postgres:// or postgresql://)");
  return new SqlExtractionStore(await openMigratedBackend(options));
}
