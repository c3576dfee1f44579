import type { TranscriptRecord } from "../../store/index.js";
import { loadTranscript } from "../documents/index.js";
import type { CatalogEntry } from "./catalog.js";
import { cachedOrRun, type ResultStatus } from "./extraction-cache.js";
import type { ExtractionDocument } from "./extraction-document.js";
import type { ExtractionOptions } from "./filing-extractions.js";
import { RULES_EXTRACTOR, runRules, schemaReads } from "./run-extraction.js";
import { CANDIDATE_CONFIDENCE } from "./span.js";
import { spanView, type SpanView } from "./span-view.js";
import { extractionStoreOf, type ExtractionStorePort } from "../shared/index.js";

/** A stored transcript as an extractor reads it: one paragraph block per turn, the parts of the call as sections. */
export function storedTranscriptDocument(t: TranscriptRecord): ExtractionDocument {
  const sections: { key: string; title: string; start: number; end: number }[] = [];
  for (const turn of t.turns) {
    const last = sections[sections.length - 1];
    if (last && last.key === turn.section) last.end = turn.end;
    else
      sections.push({
        key: turn.section,
        title: turn.section === "qa" ? "Questions and answers" : "Prepared remarks",
        start: turn.start,
        end: turn.end,
      });
  }
  return {
    sourceType: "transcript",
    kind: "transcript",
    form: "transcript",
    name: t.sourceId,
    markdown: t.markdown,
    blocks: t.turns.map((turn) => ({ kind: "paragraph" as const, start: turn.start, end: turn.end, textStart: turn.textStart })),
    sections,
    tables: [],
  };
}

export interface TranscriptSchemaResult {
  readonly schema: string;
  readonly schema_version: number;
  readonly status: ResultStatus | "not_applicable";
  readonly spans: readonly SpanView[];
}

/** A stored transcript's extractions for the schemas asked (cached, or extracted now). */
export async function transcriptExtractions(
  deps: ExtractionStorePort,
  sourceId: string,
  schemas: readonly CatalogEntry[],
  options: ExtractionOptions,
): Promise<TranscriptSchemaResult[]> {
  const store = extractionStoreOf(deps.extractions);
  const t = await loadTranscript(deps, sourceId);
  const doc = storedTranscriptDocument(t);
  const out: TranscriptSchemaResult[] = [];
  for (const entry of schemas) {
    if (!schemaReads(entry.schema, doc)) {
      out.push({ schema: entry.schema.name, schema_version: entry.schema.version, status: "not_applicable", spans: [] });
      continue;
    }
    const result = await cachedOrRun(
      store,
      {
        sourceType: "transcript",
        sourceId,
        document: sourceId,
        documentSha256: t.sha256,
        schema: entry.schema,
        extractor: RULES_EXTRACTOR,
      },
      options.allowStale,
      async () => ({
        spans: runRules(entry, doc),
        context: {
          ticker: t.ticker,
          form: "transcript",
          fiscalYear: t.fiscalYear,
          fiscalPeriod: `Q${t.fiscalQuarter}`,
          periodEnd: null,
          filedDate: t.callDate,
          previousSourceId: null,
        },
      }),
    );
    out.push({
      schema: entry.schema.name,
      schema_version: result.schemaVersion,
      status: result.status,
      spans: result.spans.filter((s) => options.includeCandidates || s.confidence >= CANDIDATE_CONFIDENCE).map(spanView),
    });
  }
  return out;
}
