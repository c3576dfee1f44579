import type { DocumentsPort } from "../documents/index.js";
import { Type } from "typebox";
import type { FilingFile, FilingMeta } from "../../model/index.js";
import { documentUrlOf, loadDocument } from "../documents/index.js";
import { statedFiscalQuarter } from "../events/index.js";
import {
  extractionStoreOf,
  type ExtractionStorePort,
  FdsError,
  FilingRefSchema,
  filingRefOf,
  type StorePort,
  Nullable,
  type Wire,
} from "../shared/index.js";
import { catalogEntry, SCHEMA_CATALOG, type CatalogEntry } from "./catalog.js";
import { cachedOrRun, type ResultContext, type ResultStatus } from "./extraction-cache.js";
import type { ExtractionDocument } from "./extraction-document.js";
import { filingExtractionDocument } from "./extraction-document-of.js";
import { RULES_EXTRACTOR, runRules, schemaReads } from "./run-extraction.js";
import type { DocumentKind } from "./schema.js";
import { CANDIDATE_CONFIDENCE, type ExtractionSpan } from "./span.js";
import { SpanSchema, spanView } from "./span-view.js";

export interface ExtractionOptions {
  /** Serve results of an older schema or extractor version instead of extracting again. */
  readonly allowStale: boolean;
  /** Include spans below the confidence threshold. */
  readonly includeCandidates: boolean;
}

const DocumentResultSchema = Type.Object({
  document: Type.String(),
  kind: Type.Unsafe<DocumentKind>(Type.String()),
  url: Nullable(Type.String()),
  status: Type.Unsafe<ResultStatus>(Type.String({ description: "cached, extracted (now) or stale" })),
  schema_version: Type.Integer(),
  extractor_version: Type.Integer(),
  extracted_at: Type.String(),
  span_count: Type.Integer(),
});

/** One extraction schema's results on a filing. */
const SchemaResultSchema = Type.Object({
  schema: Type.String(),
  schema_version: Type.Integer(),
  /** `extracted` (run now), `cached`, `stale` (an older version, allow_stale), or `not_applicable` (the schema reads none of this filing's documents). */
  status: Type.Unsafe<ResultStatus | "not_applicable">(Type.String({ description: "cached, extracted, stale or not_applicable" })),
  documents: Type.Array(DocumentResultSchema),
  spans: Type.Array(SpanSchema),
  note: Nullable(Type.String()),
});

type DocumentResultView = Wire<typeof DocumentResultSchema>;
type SchemaResultView = Wire<typeof SchemaResultSchema>;

/** get_filing_extractions' answer. */
export const FilingExtractionsResultSchema = Type.Object({
  filing: FilingRefSchema,
  /** The filing compared with, for schemas that compare (risk-factor changes); null when none is stored. */
  previous_filing: Nullable(FilingRefSchema),
  schemas: Type.Array(SchemaResultSchema),
  total_spans: Type.Integer(),
  /** Documents extracted now, or served from an older version: such an answer is not kept in the result cache. */
  warnings: Type.Array(Type.String()),
});

type FilingExtractionsResult = Wire<typeof FilingExtractionsResultSchema>;

/** A document of a filing an extractor can read, with its kind. */
interface ReadableDocument {
  readonly file: FilingFile;
  readonly kind: DocumentKind;
}

/** The primary document, and for 8-Ks their EX-99 exhibits (press releases, earnings releases). */
export async function readableDocuments(deps: StorePort, filing: FilingMeta): Promise<ReadableDocument[]> {
  const files = await deps.store.getFiles(filing.accession);
  const primary = files.find((f) => f.role === "primary" && f.name === filing.primaryDocument) ?? files.find((f) => f.role === "primary");
  const out: ReadableDocument[] = primary ? [{ file: primary, kind: "primary" }] : [];
  if (/^8-K/i.test(filing.form))
    for (const f of files) if (f.role === "exhibit" && /^EX-99/i.test(f.type ?? "")) out.push({ file: f, kind: "earnings_release" });
  return out;
}

async function extractionDocument(deps: StorePort & DocumentsPort, filing: FilingMeta, d: ReadableDocument): Promise<ExtractionDocument> {
  const { artifacts } = await loadDocument(deps, filing, d.kind === "primary" ? null : d.file.name);
  return filingExtractionDocument(artifacts, d.file.name, d.kind);
}

/** The company's stored filing of the same form before this one, with a primary document; null when none. */
export async function previousFiling(deps: StorePort, filing: FilingMeta): Promise<FilingMeta | null> {
  if (!filing.ticker && filing.cik === null) return null;
  const base = filing.form.replace(/\/A$/, "");
  const all = filing.ticker
    ? await deps.store.listFilings({ ticker: filing.ticker.toUpperCase() })
    : await deps.store.listFilings({ cik: filing.cik as number });
  const key = (f: FilingMeta) => f.periodEnd ?? f.filedDate ?? "";
  const candidates = all
    .filter((f) => f.accession !== filing.accession && f.form === base && key(f) < key(filing) && f.primaryDocument !== null)
    .sort((a, b) => key(b).localeCompare(key(a)));
  for (const c of candidates) {
    const files = await deps.store.getFiles(c.accession);
    if (files.some((f) => f.role === "primary")) return c;
  }
  return null;
}

/** The fiscal period a filing's results are filed under: its dei focus, or for an 8-K the quarter its release names. */
export function resultContext(filing: FilingMeta, doc: ExtractionDocument | null, previous: FilingMeta | null): ResultContext {
  let fiscalYear = filing.fiscalYear;
  let fiscalPeriod = filing.fiscalPeriod;
  if (/^8-K/i.test(filing.form) && doc) {
    const stated = statedFiscalQuarter(doc.markdown);
    if (stated) {
      fiscalYear = stated.year;
      fiscalPeriod = `Q${stated.quarter}`;
    }
  }
  return {
    ticker: filing.ticker,
    form: filing.form,
    fiscalYear,
    fiscalPeriod,
    periodEnd: filing.periodEnd,
    filedDate: filing.filedDate,
    previousSourceId: previous?.accession ?? null,
  };
}

/** Entries of the schemas asked for (all when none), or a 400 naming the known ones. */
export function entriesOf(names: readonly string[] | null): CatalogEntry[] {
  if (!names || names.length === 0) return [...SCHEMA_CATALOG];
  return names.map((n) => {
    const entry = catalogEntry(n.trim());
    if (!entry)
      throw new FdsError(
        "bad_request",
        `unknown extraction schema "${n}"; schemas: ${SCHEMA_CATALOG.map((e) => e.schema.name).join(", ")}`,
        { schemas: SCHEMA_CATALOG.map((e) => e.schema.name) },
      );
    return entry;
  });
}

/**
 * A filing's extractions for the schemas asked: each readable document's cached spans, or
 * extracted now on a cache miss (stored for the next call). Spans below the confidence
 * threshold are left out unless `includeCandidates`.
 */
export async function filingExtractions(
  deps: StorePort & ExtractionStorePort & DocumentsPort,
  filing: FilingMeta,
  schemas: readonly CatalogEntry[],
  options: ExtractionOptions,
): Promise<FilingExtractionsResult> {
  const store = extractionStoreOf(deps.extractions);
  const documents = await readableDocuments(deps, filing);
  const loaded = new Map<string, Promise<ExtractionDocument>>();
  const load = (d: ReadableDocument) => {
    let p = loaded.get(d.file.name);
    if (!p) loaded.set(d.file.name, (p = extractionDocument(deps, filing, d)));
    return p;
  };
  let previous: FilingMeta | null | undefined;
  const out: SchemaResultView[] = [];
  for (const entry of schemas) {
    const probe = documents.filter((d) =>
      schemaReads(entry.schema, { sourceType: "filing", kind: d.kind, form: filing.form } as ExtractionDocument),
    );
    if (probe.length === 0) {
      out.push({
        schema: entry.schema.name,
        schema_version: entry.schema.version,
        status: "not_applicable",
        documents: [],
        spans: [],
        note: `reads ${entry.schema.documents.join(", ")} documents of ${entry.schema.forms.join(", ")} filings; this is a ${filing.form}`,
      });
      continue;
    }
    if (entry.schema.comparesPrevious && previous === undefined) previous = await previousFiling(deps, filing);
    const prior = entry.schema.comparesPrevious ? (previous ?? null) : null;
    const views: DocumentResultView[] = [];
    const spans: ExtractionSpan[] = [];
    for (const d of probe) {
      // Documents are read only on a cache miss: a cached answer never builds markdown.
      const result = await cachedOrRun(
        store,
        {
          sourceType: "filing",
          sourceId: filing.accession,
          document: d.file.name,
          documentSha256: d.file.sha256,
          schema: entry.schema,
          extractor: RULES_EXTRACTOR,
        },
        options.allowStale,
        async () => {
          const doc = await load(d);
          const previousDoc = prior
            ? await extractionDocument(deps, prior, (await readableDocuments(deps, prior))[0] as ReadableDocument)
            : null;
          return { spans: runRules(entry, doc, previousDoc), context: resultContext(filing, doc, prior) };
        },
      );
      views.push({
        document: d.file.name,
        kind: d.kind,
        url: documentUrlOf(filing, d.file.name),
        status: result.status,
        schema_version: result.schemaVersion,
        extractor_version: result.extractorVersion,
        extracted_at: result.createdAt,
        span_count: result.spans.length,
      });
      spans.push(...result.spans);
    }
    const kept = spans.filter((s) => options.includeCandidates || s.confidence >= CANDIDATE_CONFIDENCE);
    const status: ResultStatus = views.some((v) => v.status === "stale")
      ? "stale"
      : views.every((v) => v.status === "cached")
        ? "cached"
        : "extracted";
    const note = entry.schema.comparesPrevious && !prior ? "no earlier filing of this form is stored to compare with" : null;
    out.push({
      schema: entry.schema.name,
      schema_version: entry.schema.version,
      status,
      documents: views,
      spans: kept.map(spanView),
      note,
    });
  }
  const extracted = out.flatMap((s) => s.documents).filter((d) => d.status === "extracted").length;
  const stale = out.filter((s) => s.status === "stale").map((s) => s.schema);
  const warnings = [
    ...(extracted > 0 ? [`extracted now: ${extracted} document result(s), cached for the next call`] : []),
    ...(stale.length > 0 ? [`served from an older schema or extractor version (allow_stale): ${stale.join(", ")}`] : []),
  ];
  return {
    filing: filingRefOf(filing, "cached"),
    previous_filing: previous ? filingRefOf(previous, "cached") : null,
    schemas: out,
    total_spans: out.reduce((n, s) => n + s.spans.length, 0),
    warnings,
  };
}
