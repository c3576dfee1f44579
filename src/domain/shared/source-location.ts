import { Type } from "typebox";
import { Nullable, type Wire } from "./schema-builders.js";

/**
 * How a cited number is opened: `own_document` (the fact's own stored document, at its element),
 * `comparative` (another stored filing that prints the same concept, period, dimensions and value,
 * usually a later filing's comparative column, at its element) or `edgar` (neither is stored: the
 * filing's document on EDGAR, at the element id where it has one).
 */
const LOCATION_KINDS = ["own_document", "comparative", "edgar"] as const;

/**
 * A readable place that shows a cited number (docs/what-a-fact-is.md). Field descriptions are left
 * out of the schema (they stay in comments here): it stands in every MetricValue of the document.
 */
export const SourceLocationSchema = Type.Object(
  {
    kind: Type.Enum([...LOCATION_KINDS]),
    accession: Type.String(),
    form: Type.String(),
    filed_date: Nullable(Type.String()),
    /** The stored document (`GET /api/filing/document?accession=…&primary_document=…`), or EDGAR's file name for `edgar`. */
    document: Type.String(),
    /** The iXBRL element shown at the offsets (`edgar`: the element the URL's fragment names); null when the fact has none. */
    element_id: Nullable(Type.String()),
    /** [start, end) UTF-16 offsets of the printed number in that document's markdown; null for `edgar`. */
    start: Nullable(Type.Integer()),
    end: Nullable(Type.Integer()),
    /** The text printed there ("15,408,095", "—"); null for `edgar`. */
    shown: Nullable(Type.String()),
    /** value = shown × 10^scale (3: thousands, 6: millions; the ix:nonFraction `scale`); null when not read. */
    scale: Nullable(Type.Integer()),
    /** The document section that shows it ("Item 8. Financial Statements..."); null when none is found. */
    section: Nullable(Type.String()),
    /** The document on EDGAR (with `#element_id` for `edgar` locations of inline filings); null for synthetic accessions. */
    url: Nullable(Type.String()),
    note: Type.String(),
  },
  {
    title: "SourceLocation",
    description:
      "A readable place printing the value. kind own_document: its own stored document at the element; comparative: another stored filing printing the same concept, period, dimensions and value; edgar: the document on EDGAR (nothing stored prints it). start/end: offsets of the printed number (shown; value = shown x 10^scale) in the markdown GET /api/filing/document serves for accession and document; null for edgar",
  },
);

/** A readable place that shows a cited number. */
export type SourceLocation = Wire<typeof SourceLocationSchema>;
