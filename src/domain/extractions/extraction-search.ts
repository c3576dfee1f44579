import type { DocumentsPort } from "../documents/index.js";
import { type ExtractionStorePort, FdsError, type StorePort, Nullable, type Wire } from "../shared/index.js";
import { documentUrlOf } from "../documents/index.js";
import { Type } from "typebox";
import { entriesOf } from "./filing-extractions.js";
import { collectResults, type CollectedResult } from "./collect-results.js";
import { CANDIDATE_CONFIDENCE, type ExtractionSpan } from "./span.js";
import { SpanSchema, spanView } from "./span-view.js";

export const SEARCH_LIMIT = { min: 1, max: 5000, default: 500 } as const;

/** Which spans of one schema across a ticker's documents: what search and series share. */
export interface ExtractionFilter {
  readonly ticker: string;
  readonly schema: string;
  readonly periodFrom: string | null;
  readonly periodTo: string | null;
  /** One class of the schema, or null for all. */
  readonly class: string | null;
  readonly formType: string | null;
  readonly allowStale: boolean;
  readonly includeCandidates: boolean;
}

export interface ExtractionSearchQuery extends ExtractionFilter {
  readonly limit: number;
}

/** Where a hit was read: the filing (or transcript) and its fiscal period. */
export const HitSourceSchema = Type.Object(
  {
    source_type: Type.Unsafe<"filing" | "transcript">(Type.String({ description: "filing or transcript" })),
    source_id: Type.String({ description: "Accession or transcript source id" }),
    form: Type.String(),
    fiscal_year: Nullable(Type.Integer()),
    fiscal_period: Nullable(Type.String()),
    period_end: Nullable(Type.String()),
    filed_date: Nullable(Type.String()),
    url: Nullable(Type.String()),
    /** From an older schema or extractor version (`allow_stale`). */
    stale: Type.Boolean(),
  },
  { title: "ExtractionSource" },
);

export const HitSchema = Type.Intersect([SpanSchema, Type.Object({ source_ref: HitSourceSchema })], { title: "ExtractionHit" });

export type HitSource = Wire<typeof HitSourceSchema>;
export type ExtractionHit = Wire<typeof HitSchema>;

/** search_extractions' answer. */
export const ExtractionSearchResultSchema = Type.Object({
  ticker: Type.String(),
  schema: Type.String(),
  schema_version: Type.Integer(),
  class: Nullable(Type.String()),
  documents_searched: Type.Integer(),
  stale_documents: Type.Integer(),
  total_hits: Type.Integer(),
  returned: Type.Integer(),
  truncated: Type.Boolean(),
  hits: Type.Array(HitSchema),
});

type ExtractionSearchResult = Wire<typeof ExtractionSearchResultSchema>;

export function sourceOf(r: CollectedResult): HitSource {
  const rec = r.record;
  return {
    source_type: rec.sourceType,
    source_id: rec.sourceId,
    form: rec.form,
    fiscal_year: rec.fiscalYear,
    fiscal_period: rec.fiscalPeriod,
    period_end: rec.periodEnd,
    filed_date: rec.filedDate,
    url: null,
    stale: r.stale,
  };
}

/** The spans of a collected result that pass the class and candidate filters. */
export function keptSpans(r: CollectedResult, cls: string | null, includeCandidates: boolean): ExtractionSpan[] {
  return r.spans.filter((s) => (cls === null || s.class === cls) && (includeCandidates || s.confidence >= CANDIDATE_CONFIDENCE));
}

export function checkClass(schemaName: string, cls: string | null): void {
  if (cls === null) return;
  const entry = entriesOf([schemaName])[0];
  const names = entry?.schema.classes.map((c) => c.name) ?? [];
  if (!names.includes(cls))
    throw new FdsError("bad_request", `schema ${schemaName} has no class "${cls}"; classes: ${names.join(", ")}`, { classes: names });
}

/**
 * Spans of one schema across a ticker's stored filings and transcripts, newest fiscal period
 * first, filtered by period range, class and form; documents not yet extracted are extracted
 * first (and cached).
 */
export async function searchExtractions(
  deps: StorePort & ExtractionStorePort & DocumentsPort,
  q: ExtractionSearchQuery,
  urlOf: (r: CollectedResult) => Promise<string | null> = async () => null,
): Promise<ExtractionSearchResult> {
  const [entry] = entriesOf([q.schema]);
  if (!entry) throw new FdsError("bad_request", `unknown extraction schema "${q.schema}"`);
  checkClass(q.schema, q.class);
  const limit = Math.max(SEARCH_LIMIT.min, Math.min(SEARCH_LIMIT.max, Math.floor(q.limit)));
  const results = await collectResults(deps, {
    ticker: q.ticker,
    entry,
    periodFrom: q.periodFrom,
    periodTo: q.periodTo,
    formType: q.formType,
    allowStale: q.allowStale,
  });
  const hits: ExtractionHit[] = [];
  let total = 0;
  for (const r of results) {
    const spans = keptSpans(r, q.class, q.includeCandidates);
    total += spans.length;
    if (hits.length >= limit) continue;
    const source = { ...sourceOf(r), url: await urlOf(r) };
    for (const s of spans.slice(0, limit - hits.length)) hits.push({ ...spanView(s), source_ref: source });
  }
  return {
    ticker: q.ticker.toUpperCase(),
    schema: entry.schema.name,
    schema_version: entry.schema.version,
    class: q.class,
    documents_searched: results.length,
    stale_documents: results.filter((r) => r.stale).length,
    total_hits: total,
    returned: hits.length,
    truncated: hits.length < total,
    hits,
  };
}

/** A hit's document URL on EDGAR (filings only; transcripts have none). */
export function filingUrlResolver(deps: StorePort): (r: CollectedResult) => Promise<string | null> {
  return async (r) => {
    if (r.record.sourceType !== "filing") return null;
    const filing = await deps.store.getFiling(r.record.sourceId);
    return filing ? documentUrlOf(filing, r.record.document) : null;
  };
}
