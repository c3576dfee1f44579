import type { ExtractionResultRecord, ExtractionStore } from "../../store/index.js";
import type { ExtractionSchema } from "./schema.js";
import type { ExtractionSpan } from "./span.js";

/** Where a document's spans of a schema came from. */
const RESULT_STATUSES = ["cached", "extracted", "stale"] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** What identifies a cached result: the document (and its content), the schema and the extractor. */
export interface ResultIdentity {
  readonly sourceType: "filing" | "transcript";
  readonly sourceId: string;
  readonly document: string;
  readonly documentSha256: string | null;
  readonly schema: ExtractionSchema;
  readonly extractor: { readonly name: string; readonly version: number };
}

/** The company and period a result is filed under, for search and series. */
export interface ResultContext {
  readonly ticker: string | null;
  readonly form: string;
  readonly fiscalYear: number | null;
  readonly fiscalPeriod: string | null;
  readonly periodEnd: string | null;
  readonly filedDate: string | null;
  readonly previousSourceId: string | null;
}

export interface CachedSpans {
  readonly status: ResultStatus;
  readonly spans: readonly ExtractionSpan[];
  readonly schemaVersion: number;
  readonly extractorVersion: number;
  readonly createdAt: string;
}

/** Whether a stored result is the current one: this schema and extractor version, for this content. */
function isCurrent(row: ExtractionResultRecord, id: ResultIdentity): boolean {
  return (
    row.schemaVersion === id.schema.version &&
    row.extractor === id.extractor.name &&
    row.extractorVersion === id.extractor.version &&
    (row.documentSha256 === null || id.documentSha256 === null || row.documentSha256 === id.documentSha256)
  );
}

/**
 * The spans of one schema on one document: the cached current result, else (with `allowStale`)
 * the newest older one, else `run()`'s, which are stored as the current result. A newer schema
 * or extractor version is thus a cache miss, and old rows stay for `allow_stale` readers.
 */
export async function cachedOrRun(
  store: ExtractionStore,
  id: ResultIdentity,
  allowStale: boolean,
  run: () => Promise<{ readonly spans: readonly ExtractionSpan[]; readonly context: ResultContext }>,
): Promise<CachedSpans> {
  const rows = (
    await store.getResults({ sourceType: id.sourceType, sourceId: id.sourceId, document: id.document, schema: id.schema.name })
  ).filter((r) => r.extractor === id.extractor.name);
  const current = rows.find((r) => isCurrent(r, id));
  if (current)
    return {
      status: "cached",
      spans: JSON.parse(current.spans) as ExtractionSpan[],
      schemaVersion: current.schemaVersion,
      extractorVersion: current.extractorVersion,
      createdAt: current.createdAt,
    };
  const stale = rows[0];
  if (allowStale && stale)
    return {
      status: "stale",
      spans: JSON.parse(stale.spans) as ExtractionSpan[],
      schemaVersion: stale.schemaVersion,
      extractorVersion: stale.extractorVersion,
      createdAt: stale.createdAt,
    };
  const { spans, context } = await run();
  const createdAt = new Date().toISOString();
  await store.saveResult({
    sourceType: id.sourceType,
    sourceId: id.sourceId,
    document: id.document,
    documentSha256: id.documentSha256,
    schema: id.schema.name,
    schemaVersion: id.schema.version,
    extractor: id.extractor.name,
    extractorVersion: id.extractor.version,
    ...context,
    ticker: context.ticker?.toUpperCase() ?? null,
    spanCount: spans.length,
    spans: JSON.stringify(spans),
    createdAt,
  });
  return { status: "extracted", spans, schemaVersion: id.schema.version, extractorVersion: id.extractor.version, createdAt };
}
