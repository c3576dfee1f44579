import type { DocumentsPort } from "../documents/index.js";
import { loadDocument, loadTranscript } from "../documents/index.js";
import { Type } from "typebox";
import {
  extractionStoreOf,
  type ExtractionStorePort,
  FdsError,
  type FilingRef,
  FilingRefSchema,
  filingRefOf,
  Nullable,
  type StorePort,
  type Wire,
} from "../shared/index.js";
import { entriesOf, previousFiling, readableDocuments, resultContext } from "./filing-extractions.js";
import type { ResultContext } from "./extraction-cache.js";
import type { ExtractionDocument } from "./extraction-document.js";
import { filingExtractionDocument } from "./extraction-document-of.js";
import { proposeSpans } from "./model/model-extraction.js";
import { RULES_EXTRACTOR, runRules, schemaReads } from "./run-extraction.js";
import type { ExtractionSpan } from "./span.js";
import { SpanSchema, spanView } from "./span-view.js";
import { storedTranscriptDocument } from "./transcript-extractions.js";
import type { ProposerPort } from "./ports.js";

export const EXTRACTOR_KINDS = ["rules", "model"] as const;
type ExtractorKind = (typeof EXTRACTOR_KINDS)[number];

export interface ExtractNowRequest {
  readonly sourceType: "filing" | "transcript";
  readonly sourceId: string;
  readonly schema: string;
  /** A filing's document by file name; default the primary (or the first document the schema reads). */
  readonly document: string | null;
  readonly extractor: ExtractorKind;
}

/** extract_document's answer. */
export const ExtractNowResultSchema = Type.Object({
  // The document says string: a filing or a transcript.
  source_type: Type.Unsafe<"filing" | "transcript">(Type.String()),
  source_id: Type.String(),
  document: Type.String(),
  filing: Nullable(FilingRefSchema),
  schema: Type.String(),
  schema_version: Type.Integer(),
  extractor: Type.String(),
  extractor_version: Type.Integer(),
  /** Proposals a model made that were not found verbatim in the document and were dropped. */
  dropped_proposals: Type.Integer(),
  elapsed_ms: Type.Integer(),
  spans: Type.Array(SpanSchema),
});

type ExtractNowResult = Wire<typeof ExtractNowResultSchema>;

/**
 * Runs one schema on one stored document now (the rules, or a configured language model whose
 * proposals are kept only where found verbatim) and stores the result as the current one for
 * that extractor. 404 for an unknown document; 503 for a schema that needs a model when none is
 * configured; 400 for the model extractor asked of a server without one.
 */
export async function extractNow(
  deps: StorePort & ExtractionStorePort & ProposerPort & DocumentsPort,
  r: ExtractNowRequest,
): Promise<ExtractNowResult> {
  const store = extractionStoreOf(deps.extractions);
  const [entry] = entriesOf([r.schema]);
  if (!entry) throw new FdsError("bad_request", `unknown extraction schema "${r.schema}"`);
  // A schema only a model can run is unavailable without one (503); asking for the model
  // extractor of a schema the rules run is a request this server cannot serve as asked (400).
  if (entry.schema.needsModel && !deps.proposer)
    throw new FdsError(
      "model_unavailable",
      `${entry.schema.name} needs a language model and none is configured (FDS_LLM_BASE_URL, FDS_LLM_MODEL)`,
    );
  if (r.extractor === "model" && !deps.proposer)
    throw new FdsError(
      "bad_request",
      "no language model is configured (set FDS_LLM_BASE_URL and FDS_LLM_MODEL); use extractor rules, which needs none",
    );
  if (r.extractor === "model" && entry.schema.comparesPrevious)
    throw new FdsError("bad_request", `${entry.schema.name} compares two filings; only the rules extractor runs it`);
  const began = performance.now();
  let doc: ExtractionDocument;
  let previous: ExtractionDocument | null = null;
  let context: ResultContext;
  let filingRef: FilingRef | null = null;
  let sha: string | null;
  if (r.sourceType === "transcript") {
    const t = await loadTranscript(deps, r.sourceId);
    doc = storedTranscriptDocument(t);
    sha = t.sha256;
    context = {
      ticker: t.ticker,
      form: "transcript",
      fiscalYear: t.fiscalYear,
      fiscalPeriod: `Q${t.fiscalQuarter}`,
      periodEnd: null,
      filedDate: t.callDate,
      previousSourceId: null,
    };
  } else {
    const filing = await deps.store.getFiling(r.sourceId);
    if (!filing) throw new FdsError("not_found", `no filing ${r.sourceId} is stored`);
    filingRef = filingRefOf(filing, "cached");
    const readable = await readableDocuments(deps, filing);
    const chosen = r.document
      ? readable.find((d) => d.file.name === r.document)
      : readable.find((d) => schemaReads(entry.schema, { sourceType: "filing", kind: d.kind, form: filing.form } as ExtractionDocument));
    if (!chosen)
      throw new FdsError(
        "not_found",
        r.document
          ? `${filing.accession} has no readable document ${r.document}; documents: ${readable.map((d) => d.file.name).join(", ") || "none"}`
          : `${entry.schema.name} reads no document of this ${filing.form}`,
      );
    const { artifacts } = await loadDocument(deps, filing, chosen.kind === "primary" ? null : chosen.file.name);
    doc = filingExtractionDocument(artifacts, chosen.file.name, chosen.kind);
    sha = chosen.file.sha256;
    const prior = entry.schema.comparesPrevious ? await previousFiling(deps, filing) : null;
    if (prior) {
      const priorDoc = (await readableDocuments(deps, prior))[0];
      if (priorDoc) previous = filingExtractionDocument((await loadDocument(deps, prior, null)).artifacts, priorDoc.file.name, "primary");
    }
    context = resultContext(filing, doc, prior);
  }
  let spans: readonly ExtractionSpan[];
  let extractor: { name: string; version: number } = RULES_EXTRACTOR;
  let dropped = 0;
  if ((r.extractor === "model" || entry.schema.needsModel) && deps.proposer) {
    const proposed = await proposeSpans(deps, deps.proposer, entry.schema, doc);
    spans = proposed.spans;
    dropped = proposed.dropped;
    extractor = { name: deps.proposer.name, version: deps.proposer.version };
  } else {
    spans = runRules(entry, doc, previous);
  }
  await store.saveResult({
    sourceType: r.sourceType,
    sourceId: r.sourceId,
    document: doc.name,
    documentSha256: sha,
    schema: entry.schema.name,
    schemaVersion: entry.schema.version,
    extractor: extractor.name,
    extractorVersion: extractor.version,
    ...context,
    ticker: context.ticker?.toUpperCase() ?? null,
    spanCount: spans.length,
    spans: JSON.stringify(spans),
    createdAt: new Date().toISOString(),
  });
  return {
    source_type: r.sourceType,
    source_id: r.sourceId,
    document: doc.name,
    filing: filingRef,
    schema: entry.schema.name,
    schema_version: entry.schema.version,
    extractor: extractor.name,
    extractor_version: extractor.version,
    dropped_proposals: dropped,
    elapsed_ms: Math.round(performance.now() - began),
    spans: spans.map(spanView),
  };
}
