import type { DocumentSelector } from "../../domain/documents/index.js";
import type { ToolContext } from "../tool.js";

/** The filing-selection parameters of the document tools, as the spec names them (all optional). */
export interface DocumentInput {
  readonly accession?: string | null;
  readonly ticker?: string | null;
  readonly cik?: number | null;
  readonly year?: number | null;
  readonly quarter?: number | null;
  readonly form_type?: string | null;
}

/** The domain's document selector from a tool's input and the caller's context. */
export function documentSelectorOf(input: DocumentInput, ctx: ToolContext): DocumentSelector {
  return {
    accession: input.accession ?? null,
    ticker: input.ticker ?? null,
    cik: input.cik ?? null,
    year: input.year ?? null,
    quarter: input.quarter ?? null,
    formType: input.form_type ?? null,
    cacheOnly: ctx.cacheOnly,
  };
}
