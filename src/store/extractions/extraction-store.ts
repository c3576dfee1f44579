/**
 * The store of documents and extractions (issue 11): transcripts with their turns (full-text
 * indexed), extraction results per document, schema and extractor version, and a language
 * model's cached answers. Row types stay inside `src/store`.
 */

interface TranscriptTurnRecord {
  readonly ordinal: number;
  readonly section: string;
  readonly speaker: string | null;
  readonly role: string | null;
  readonly start: number;
  readonly end: number;
  readonly textStart: number;
  readonly text: string;
}

export interface TranscriptMeta {
  readonly sourceId: string;
  readonly ticker: string;
  readonly cik: number | null;
  readonly fiscalYear: number;
  readonly fiscalQuarter: number;
  readonly callDate: string | null;
  /** Where the text came from, as the ingesting caller said ("corpus transcripts/aapl/AAPL_2024_Q4.txt", a URL ...). */
  readonly source: string | null;
  readonly title: string;
  /** How the text was laid out: `speaker_lines` or `run_on`. */
  readonly layout: string;
  readonly sha256: string;
  readonly ingestedAt: string;
}

export interface TranscriptRecord extends TranscriptMeta {
  readonly text: string;
  readonly markdown: string;
  readonly turns: readonly TranscriptTurnRecord[];
}

export interface TurnHit extends TranscriptTurnRecord {
  readonly sourceId: string;
  readonly score: number;
}

/** One cached run of a schema on a document. `spans` is the JSON the domain wrote. */
export interface ExtractionResultRecord {
  readonly sourceType: "filing" | "transcript";
  /** The filing's accession or the transcript's source id. */
  readonly sourceId: string;
  readonly document: string;
  readonly documentSha256: string | null;
  readonly schema: string;
  readonly schemaVersion: number;
  readonly extractor: string;
  readonly extractorVersion: number;
  readonly ticker: string | null;
  readonly form: string;
  readonly fiscalYear: number | null;
  /** `FY`, `Q1`..`Q4`, or null when unknown. */
  readonly fiscalPeriod: string | null;
  readonly periodEnd: string | null;
  readonly filedDate: string | null;
  /** The filing compared with (risk-factor changes), or null. */
  readonly previousSourceId: string | null;
  readonly spanCount: number;
  readonly spans: string;
  readonly createdAt: string;
}

export type ResultKey = Pick<ExtractionResultRecord, "sourceType" | "sourceId" | "document" | "schema">;

export interface ExtractionStore {
  /** Stores a transcript and its turns; `inserted: false` when the same source id was already stored. */
  saveTranscript(record: TranscriptRecord): Promise<{ readonly inserted: boolean }>;
  getTranscript(sourceId: string): Promise<TranscriptRecord | null>;
  listTranscripts(filter?: { readonly ticker?: string }): Promise<TranscriptMeta[]>;
  /** Full-text search of transcript turns (one transcript, or all of a ticker's). */
  searchTurns(query: string, scope: { readonly sourceId?: string; readonly ticker?: string }, limit: number): Promise<TurnHit[]>;
  /** Every stored version of a document's results for a schema (all extractors), newest first. */
  getResults(key: ResultKey): Promise<ExtractionResultRecord[]>;
  /** Stores a result, replacing the row of the same document, schema, versions and extractor. */
  saveResult(record: ExtractionResultRecord): Promise<void>;
  /** Results of a ticker and schema (every document, every version). */
  listResults(filter: { readonly ticker: string; readonly schema: string }): Promise<ExtractionResultRecord[]>;
  /** Schema name to the number of stored results for one source (filing or transcript), versions newest first. */
  countResults(
    sourceId: string,
  ): Promise<Map<string, { readonly results: number; readonly spans: number; readonly versions: readonly number[] }>>;
  getModelAnswer(key: string): Promise<string | null>;
  saveModelAnswer(key: string, model: string, response: string): Promise<void>;
  close(): Promise<void>;
}
