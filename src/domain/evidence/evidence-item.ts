import type { FilingMeta } from "../../model/index.js";
import { documentUrlOf } from "../documents/index.js";

/** The layers evidence is read from; coverage lists the ones consulted. */
export const EVIDENCE_LAYERS = [
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
export type PlanPlace = "required" | "optional" | "outside";

/** A number shown in a table cell: the cell, its column and, when the filer tagged it, its iXBRL fact. */
export interface CellCitation {
  readonly table_id: string;
  readonly row_label: string;
  readonly column_label: string;
  readonly text: string;
  /** Number as shown (sign applied, before scale), and with the table's scale applied. */
  readonly value: number | null;
  readonly scaled_value: number | null;
  readonly unit: string | null;
  readonly fact_id: string | null;
  readonly concept: string | null;
  /** Offsets of the cell's text in the same markdown as the item's. */
  readonly start: number;
  readonly end: number;
}

/**
 * One piece of evidence, cited so a client can check it before quoting it: the filing
 * (accession, form, fiscal period), the document and its EDGAR URL, the section, and the exact
 * text with its offsets in that document's stored markdown (`markdown.slice(start, end) ===
 * text`, the markdown get_filing_document serves with primary_document=`document`).
 */
export interface EvidenceItem {
  readonly rank: number;
  readonly layer: EvidenceLayerName;
  readonly score: number;
  readonly accession: string;
  readonly accession_is_synthetic: boolean;
  readonly ticker: string | null;
  readonly form: string;
  readonly fiscal_year: number | null;
  readonly fiscal_period: string | null;
  readonly period_end: string | null;
  readonly filed_date: string | null;
  /** File name of the document the text is in (the primary document or an exhibit). */
  readonly document: string;
  /** EDGAR URL of that document; null for filings stored under a synthetic id. */
  readonly filing_url: string | null;
  readonly section: string | null;
  readonly section_title: string | null;
  /** The heading the text sits under inside its section, when there is one. */
  readonly subsection: string | null;
  readonly read_plan: PlanPlace;
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Table rows: the table id (as /api/tables names it) and the row's cells. */
  readonly table_id: string | null;
  readonly cells: readonly CellCitation[] | null;
  /** XBRL facts: the element id and concept of the number, and the span showing it. */
  readonly fact: {
    readonly fact_id: string;
    readonly concept: string;
    readonly value: string | null;
    readonly unit: string | null;
    readonly period_end: string | null;
    readonly start: number;
    readonly end: number;
  } | null;
  /** Extraction spans: schema, class and typed attributes. */
  readonly extraction: { readonly schema: string; readonly class: string; readonly attributes: Readonly<Record<string, unknown>> } | null;
  /** full_sections items: paging of the section's text (next_char_start null when it is all here). */
  readonly page: {
    readonly section_start: number;
    readonly section_end: number;
    readonly truncated: boolean;
    readonly next_char_start: number | null;
  } | null;
}

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
