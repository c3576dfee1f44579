import type { FilingFile, FilingMeta } from "../../model/index.js";
import type { StoredTextHit, TranscriptRecord } from "../../store/index.js";
import type { DocumentArtifacts, DocumentsPort } from "../documents/index.js";
import type { ExtractionStorePort, FetcherPort, IssuersPort, StorePort } from "../shared/index.js";
import type { EvidenceModelPort } from "./ports.js";
import type { Candidate, EvidenceLayerName } from "./evidence-item.js";
import type { MissingSource } from "./incorporation.js";
import type { EvidenceIntent, IntentDefinition } from "./intents.js";
import type { ScoringContext } from "./passage-score.js";

/** The ports the evidence layers read through. */
export type EvidenceDeps = StorePort & FetcherPort & IssuersPort & ExtractionStorePort & EvidenceModelPort & DocumentsPort;

export interface EvidenceRequest {
  readonly ticker: string;
  readonly year: number;
  readonly quarter: number;
  readonly query: string;
  readonly filingDateFrom: string | null;
  readonly filingDateTo: string | null;
  readonly formTypes: readonly string[] | null;
  readonly relatedTickers: readonly string[];
  readonly taskIntent: string | null;
  readonly includeFullSections: boolean;
  readonly includePlannerTrace: boolean;
  readonly maxHits: number;
  readonly cacheOnly: boolean;
}

/** What the 8-K layer found: its candidates, the earnings releases and events it read, and the dates it read between. */
export interface EventLayerResult {
  readonly candidates: Candidate[];
  readonly releases: { accession: string; filed_date: string | null; documents: string[]; url: string | null }[];
  readonly events: { accession: string; form: string; filed_date: string | null; items: string[]; url: string | null }[];
  readonly window: { readonly from: string; readonly to: string };
}
import type { PlanPlacer } from "./plan-weights.js";
import type { QuestionTerms } from "./question-terms.js";
import type { ReadPlan } from "./read-plans.js";

/** The filing's document read for the plan (the 10-K/10-Q, or the release read in its place). */
export interface PrimaryDocument {
  readonly file: { readonly name: string };
  readonly artifacts: DocumentArtifacts;
}

/** What the layers read before another one found and what coverage reports of them. */
export interface LayerFindings {
  /** Hits of the filing's full-text index, and whether it has indexed blocks at all. */
  readonly indexHits: readonly StoredTextHit[];
  readonly indexed: boolean;
  /** Scoring statistics of the primary document (null when it could not be read). */
  readonly context: ScoringContext | null;
  readonly searchedSections: readonly string[];
  readonly searchedTables: readonly string[];
  readonly searchedExtractions: readonly string[];
  /** Schemas the intent wants that have no stored result for the filing. */
  readonly missingSchemas: readonly string[];
  readonly releases: EventLayerResult["releases"];
  readonly events: EventLayerResult["events"];
}

export const NOTHING_FOUND: LayerFindings = {
  indexHits: [],
  indexed: false,
  context: null,
  searchedSections: [],
  searchedTables: [],
  searchedExtractions: [],
  missingSchemas: [],
  releases: [],
  events: [],
};

/** One question's read of one filing: the request, the filing, its read plan and what the earlier layers found. */
export interface EvidenceRead {
  readonly deps: EvidenceDeps;
  readonly request: EvidenceRequest;
  readonly filing: FilingMeta;
  readonly primary: PrimaryDocument | null;
  /** The stored files of the filing (exhibits a section may be incorporated from). */
  readonly files: readonly FilingFile[];
  readonly intent: EvidenceIntent;
  readonly definition: IntentDefinition;
  readonly plan: ReadPlan;
  readonly placer: PlanPlacer;
  /** The question's terms (or its own words alone when naming the company left none) and the intent's expansion stems. */
  readonly terms: QuestionTerms;
  readonly expansion: readonly string[];
  /** What the full-text indexes are asked. */
  readonly indexQuery: string;
  /** The period's call transcripts. */
  readonly calls: readonly TranscriptRecord[];
  readonly found: LayerFindings;
}

/** What one layer read: its candidates, the layer names coverage lists as consulted, sources it missed and findings for the layers after it. */
export interface LayerReading {
  readonly consulted: readonly EvidenceLayerName[];
  readonly candidates: readonly Candidate[];
  readonly missing?: readonly MissingSource[];
  readonly found?: Partial<LayerFindings>;
}

/**
 * One source of evidence. filingEvidence reads the layers in order, each given what the ones
 * before it found; a layer that fails is a warning naming it (semantic_status `error`), unless
 * it reads only what the request already loaded (`failureFailsRequest`).
 */
export interface EvidenceLayer {
  /** The name the warning of its failure uses. */
  readonly name: EvidenceLayerName;
  /** Whether the read has what the layer reads (a primary document, the index's scoring context, transcripts...). */
  needs(read: EvidenceRead): boolean;
  read(read: EvidenceRead): Promise<LayerReading>;
  readonly failureFailsRequest?: true;
}
