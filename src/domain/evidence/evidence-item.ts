import { Type } from "typebox";
import type { FilingMeta } from "../../model/index.js";
import { documentUrlOf } from "../documents/index.js";
import { jsonObjectSchema, Nullable, type Wire } from "../shared/index.js";

/** The layers evidence is read from; coverage lists the ones consulted. */
const EVIDENCE_LAYERS = [
  "sections",
  "text_index",
  "tables",
  "facts",
  "extractions",
  "earnings_releases",
  "event_filings",
  "transcripts",
  "related_filings",
  "full_sections",
] as const;
export type EvidenceLayerName = (typeof EVIDENCE_LAYERS)[number];

/** Where a passage sits relative to the read plan. */
const PLAN_PLACES = ["required", "optional", "outside"] as const;
export type PlanPlace = (typeof PLAN_PLACES)[number];

/** A number shown in a table cell: the cell, its column and, when the filer tagged it, its iXBRL fact. */
const CellCitationSchema = Type.Object({
  table_id: Type.String(),
  row_label: Type.String(),
  column_label: Type.String(),
  text: Type.String(),
  /** Number as shown (sign applied, before scale), and with the table's scale applied. */
  value: Nullable(Type.Number()),
  scaled_value: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  fact_id: Nullable(Type.String()),
  concept: Nullable(Type.String()),
  /** Offsets of the cell's text in the same markdown as the item's. */
  start: Type.Integer(),
  end: Type.Integer(),
});

export type CellCitation = Wire<typeof CellCitationSchema>;

/**
 * One piece of evidence, cited so a client can check it before quoting it: the filing
 * (accession, form, fiscal period), the document and its EDGAR URL, the section, and the exact
 * text with its offsets in that document's stored markdown (`markdown.slice(start, end) ===
 * text`, the markdown get_filing_document serves with primary_document=`document`). Free-form in
 * the spec (2.2); ours are cited (its last line).
 */
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
    /** The primary document or an exhibit. */
    document: Type.String({ description: "File name of the document the text is in (primary or exhibit)" }),
    /** Null for filings stored under a synthetic id. */
    filing_url: Nullable(Type.String({ description: "EDGAR URL of that document" })),
    section: Nullable(Type.String()),
    section_title: Nullable(Type.String()),
    /** The heading the text sits under inside its section, when there is one. */
    subsection: Nullable(Type.String()),
    read_plan: Type.Enum([...PLAN_PLACES]),
    text: Type.String({ description: "Exactly markdown.slice(start, end) of the document as get_filing_document serves it" }),
    start: Type.Integer(),
    end: Type.Integer(),
    /** Table rows: the table id (as /api/tables names it) and the row's cells. */
    table_id: Nullable(Type.String()),
    cells: Nullable(Type.Array(CellCitationSchema)),
    /** XBRL facts: the element id and concept of the number, and the span showing it. */
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
    /** Extraction spans: schema, class and typed attributes. */
    extraction: Nullable(Type.Object({ schema: Type.String(), class: Type.String(), attributes: jsonObjectSchema() })),
    /** full_sections items: paging of the section's text (next_char_start null when it is all here). */
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

export type EvidenceItem = Wire<typeof EvidenceItemSchema>;

/** An item before ranking: everything but the rank. */
export type Candidate = Omit<EvidenceItem, "rank">;

/** The filing and document fields of an item. */
export function citationOf(
  filing: FilingMeta,
  document: string,
): Pick<
  EvidenceItem,
  | "accession"
  | "accession_is_synthetic"
  | "ticker"
  | "form"
  | "fiscal_year"
  | "fiscal_period"
  | "period_end"
  | "filed_date"
  | "document"
  | "filing_url"
> {
  return {
    accession: filing.accession,
    accession_is_synthetic: filing.accessionIsSynthetic,
    ticker: filing.ticker,
    form: filing.form,
    fiscal_year: filing.fiscalYear,
    fiscal_period: filing.fiscalPeriod,
    period_end: filing.periodEnd,
    filed_date: filing.filedDate,
    document,
    filing_url: documentUrlOf(filing, document),
  };
}

/** Defaults of the optional parts, so each layer states only what it has. */
export const NO_EXTRAS = { table_id: null, cells: null, fact: null, extraction: null, page: null, subsection: null } as const;

/** Score rounded for the response (ranking uses the exact one). */
export const roundScore = (s: number) => Math.round(s * 1000) / 1000;
