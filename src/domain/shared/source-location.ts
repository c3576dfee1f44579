/**
 * How a cited number is opened: `own_document` (the fact's own stored document, at its element),
 * `comparative` (another stored filing that prints the same concept, period, dimensions and value,
 * usually a later filing's comparative column, at its element) or `edgar` (neither is stored: the
 * filing's document on EDGAR, at the element id where it has one).
 */
export const LOCATION_KINDS = ["own_document", "comparative", "edgar"] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** A readable place that shows a cited number. */
export interface SourceLocation {
  readonly kind: LocationKind;
  readonly accession: string;
  readonly form: string;
  readonly filed_date: string | null;
  /** The stored document (`GET /api/filing/document?accession=…&primary_document=…`), or EDGAR's file name for `edgar`. */
  readonly document: string;
  /** The iXBRL element shown at the offsets (`edgar`: the element the URL's fragment names); null when the fact has none. */
  readonly element_id: string | null;
  /** [start, end) UTF-16 offsets of the printed number in that document's markdown; null for `edgar`. */
  readonly start: number | null;
  readonly end: number | null;
  /** The text printed there ("15,408,095", "—"); null for `edgar`. */
  readonly shown: string | null;
  /** value = shown × 10^scale (3: thousands, 6: millions; the ix:nonFraction `scale`); null when not read. */
  readonly scale: number | null;
  /** The document section that shows it ("Item 8. Financial Statements..."); null when none is found. */
  readonly section: string | null;
  /** The document on EDGAR (with `#element_id` for `edgar` locations of inline filings); null for synthetic accessions. */
  readonly url: string | null;
  readonly note: string;
}
