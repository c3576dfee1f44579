import { Type } from "typebox";
import { CONFIDENCES, COVERAGE_STATUSES, EVIDENCE_LAYERS, SEMANTIC_STATUSES } from "../../domain/evidence/index.js";
import { jsonObjectSchema, Nullable } from "../shared/index.js";

/** A read item (spec 2.2): section, subsections, rationale, all required. */
const ReadItemSchema = Type.Object(
  {
    section: Type.String({
      description: "Section key of the form (item_7, part_2_item_1, item_2_02) or an evidence source (xbrl_facts, earnings_releases ...)",
    }),
    subsections: Type.Array(Type.String(), { description: "Headings inside the section that matter" }),
    rationale: Type.String(),
  },
  { title: "ReadItem" },
);

/** source_pack and planner_trace (spec 2.2: every field required). */
export const SourcePackSchema = Type.Object(
  {
    matched_intent: Type.String(),
    source_pack_version: Nullable(Type.String()),
    recommended_sources: Type.Array(ReadItemSchema),
    required_reads: Type.Array(ReadItemSchema),
    optional_reads: Type.Array(ReadItemSchema),
    warnings: Type.Array(Type.String()),
    rationale: Type.String(),
  },
  { title: "SourcePack" },
);

const CellSchema = Type.Object({
  table_id: Type.String(),
  row_label: Type.String(),
  column_label: Type.String(),
  text: Type.String(),
  value: Nullable(Type.Number()),
  scaled_value: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  fact_id: Nullable(Type.String()),
  concept: Nullable(Type.String()),
  start: Type.Integer(),
  end: Type.Integer(),
});

/** An evidence item: free-form in the spec; ours are cited (spec 2.2's last line). */
export const EvidenceItemSchema = Type.Object(
  {
    rank: Type.Integer(),
    layer: Type.Enum([...EVIDENCE_LAYERS]),
    score: Type.Number(),
    accession: Type.String(),
    accession_is_synthetic: Type.Boolean(),
    ticker: Nullable(Type.String()),
    form: Type.String(),
    fiscal_year: Nullable(Type.Integer()),
    fiscal_period: Nullable(Type.String()),
    period_end: Nullable(Type.String()),
    filed_date: Nullable(Type.String()),
    document: Type.String({ description: "File name of the document the text is in (primary or exhibit)" }),
    filing_url: Nullable(Type.String({ description: "EDGAR URL of that document" })),
    section: Nullable(Type.String()),
    section_title: Nullable(Type.String()),
    subsection: Nullable(Type.String()),
    read_plan: Type.Enum(["required", "optional", "outside"]),
    text: Type.String({ description: "Exactly markdown.slice(start, end) of the document as get_filing_document serves it" }),
    start: Type.Integer(),
    end: Type.Integer(),
    table_id: Nullable(Type.String()),
    cells: Nullable(Type.Array(CellSchema)),
    fact: Nullable(
      Type.Object({
        fact_id: Type.String(),
        concept: Type.String(),
        value: Nullable(Type.String()),
        unit: Nullable(Type.String()),
        period_end: Nullable(Type.String()),
        start: Type.Integer(),
        end: Type.Integer(),
      }),
    ),
    extraction: Nullable(Type.Object({ schema: Type.String(), class: Type.String(), attributes: jsonObjectSchema() })),
    page: Nullable(
      Type.Object({
        section_start: Type.Integer(),
        section_end: Type.Integer(),
        truncated: Type.Boolean(),
        next_char_start: Nullable(Type.Integer()),
      }),
    ),
  },
  { additionalProperties: true },
);

const MissingSchema = Type.Object(
  { kind: Type.String(), section: Nullable(Type.String()), name: Type.String(), stored: Type.Boolean(), reason: Type.String() },
  { additionalProperties: true },
);

/** Coverage (spec 2.2): required fields with their enumerations, and the optional ones. */
export const CoverageSchema = Type.Object({
  matched_intent: Type.String(),
  source_pack_version: Nullable(Type.String()),
  searched_sections: Type.Array(Type.String()),
  searched_tables: Type.Array(Type.String()),
  searched_extractions: Type.Array(Type.String()),
  missing_or_unavailable: Type.Array(MissingSchema),
  evidence_layers_consulted: Type.Array(Type.String()),
  confidence: Type.Enum([...CONFIDENCES]),
  semantic_status: Type.Enum([...SEMANTIC_STATUSES]),
  coverage_status: Type.Enum([...COVERAGE_STATUSES]),
  cache_status: Type.Optional(Type.Literal("cold")),
  searched_earnings_releases: Type.Optional(Type.Array(jsonObjectSchema())),
  searched_event_filings: Type.Optional(Type.Array(jsonObjectSchema())),
  source_families: Type.Optional(jsonObjectSchema("Free-form (spec 2.2)")),
});

export const NextReadSchema = Type.Object(
  {
    tool: Nullable(Type.String()),
    arguments: Nullable(jsonObjectSchema("The tool's arguments")),
    document: Nullable(Type.String()),
    reason: Type.String(),
  },
  { additionalProperties: true },
);

export const ModelAnswerSchema = Type.Object({ text: Type.String(), model: Type.String(), evidence_ranks: Type.Array(Type.Integer()) });
