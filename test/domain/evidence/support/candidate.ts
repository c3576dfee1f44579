import { type Candidate, type CellCitation, NO_EXTRAS } from "../../../../src/domain/evidence/evidence-item.js";

/** A candidate passage of a 10-K's required section, scored `score`, at `start` of its document; `fields` set the rest. */
export const candidate = (text: string, start: number, score: number, fields: Partial<Candidate> = {}): Candidate =>
  ({
    ...NO_EXTRAS,
    accession: "0000000000-24-000001",
    accession_is_synthetic: false,
    ticker: "T",
    form: "10-K",
    fiscal_year: 2024,
    fiscal_period: "FY",
    period_end: null,
    filed_date: null,
    document: "doc.htm",
    filing_url: null,
    layer: "sections",
    score,
    section: "item_8",
    section_title: null,
    read_plan: "required",
    text,
    start,
    end: start + text.length,
    ...fields,
  }) as Candidate;

/** A cell of table t1 under `column_label`, in a row `row_label` (override it with a spread). */
export const cell = (column_label: string, text: string, value: number, row_label = "Premium Credit"): CellCitation => ({
  table_id: "t1",
  row_label,
  column_label,
  text,
  value,
  scaled_value: value,
  unit: null,
  fact_id: null,
  concept: null,
  start: 0,
  end: text.length,
});
