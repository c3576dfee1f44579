import type { MetricValue, SourceRefOut } from "../../domain/shared/index.js";
import type { Column } from "./export-table.js";

/** A cited source as text: `accession#element_id` (the element id left out when the fact has none). */
function citation(ref: SourceRefOut): string {
  return ref.element_id === null ? ref.accession : `${ref.accession}#${ref.element_id}`;
}

/**
 * The columns of one answered number (a MetricValue, or null where the answer has none): its
 * value with unit, decimals and period, what it is (concept, dimensions), and where it comes from
 * (source filing, document, element, URL; for a derived value, its formula and inputs), and where
 * a reader opens it (location: kind, shown text, scale, URL). `pick` gives a row's value.
 */
export function valueColumns<R>(pick: (row: R) => MetricValue | null | undefined): Column<R>[] {
  const of =
    <T>(get: (v: MetricValue) => T | null | undefined) =>
    (row: R) => {
      const v = pick(row);
      const out = v ? get(v) : null;
      return (out ?? null) as string | number | boolean | null;
    };
  const ref = <T>(get: (r: SourceRefOut) => T | null | undefined) => of((v) => (v.source_ref ? get(v.source_ref) : null));
  return [
    {
      name: "value",
      type: "double",
      description: "The number in its unit (not in thousands or millions); null when none or nil",
      cell: of((v) => v.value),
    },
    {
      name: "value_exact",
      type: "string",
      description: "The exact decimal as reported, after scale and sign",
      cell: of((v) => v.value_exact),
    },
    { name: "unit", type: "string", description: "USD, shares, USD/shares, pure ...", cell: of((v) => v.unit) },
    {
      name: "decimals",
      type: "string",
      description: "Accuracy: digits after the point (negative: rounded to tens, thousands ...), INF, or null",
      cell: of((v) => (v.decimals === null ? null : String(v.decimals))),
    },
    { name: "period_type", type: "string", description: "instant or duration", cell: of((v) => v.period.type) },
    { name: "period_start", type: "date", description: "First day of a duration; null for an instant", cell: of((v) => v.period.start) },
    { name: "period_end", type: "date", description: "Last day of a duration, or the instant's date", cell: of((v) => v.period.end) },
    { name: "duration_class", type: "string", description: "Q, H, 9M or FY; null for instants", cell: of((v) => v.duration_class) },
    { name: "concept", type: "string", description: "The concept QName that answered", cell: of((v) => v.concept) },
    { name: "axis_key", type: "string", description: "Sorted Axis=Member|...; empty for totals", cell: of((v) => v.axis_key) },
    {
      name: "dimensions",
      type: "string",
      description: "Axis to member, as JSON; {} for totals",
      cell: of((v) => JSON.stringify(v.dimensions)),
    },
    { name: "source", type: "string", description: "xbrl (reported) or derived", cell: of((v) => v.source) },
    {
      name: "duplicate",
      type: "string",
      description: "unique, merged or inconsistent (reported values; EFM 6.5.12)",
      cell: of((v) => v.duplicate),
    },
    {
      name: "reported_in",
      type: "string",
      description: "own_filing or comparative (a later filing's comparative column)",
      cell: of((v) => v.reported_in),
    },
    {
      name: "source_accession",
      type: "string",
      description: "Accession of the filing the reported value was read from; null for derived values",
      cell: ref((r) => r.accession),
    },
    { name: "source_form", type: "string", description: "Its form", cell: ref((r) => r.form) },
    { name: "source_filed_date", type: "date", description: "Its filed date", cell: ref((r) => r.filed_date) },
    { name: "source_document", type: "string", description: "The document the value was read from", cell: ref((r) => r.document) },
    { name: "source_element_id", type: "string", description: "The fact's element id in that document", cell: ref((r) => r.element_id) },
    { name: "source_context_id", type: "string", description: "The fact's context id", cell: ref((r) => r.context_id) },
    {
      name: "source_url",
      type: "string",
      description: "EDGAR URL of that document; null for synthetic accessions",
      cell: ref((r) => r.url),
    },
    {
      name: "derivation_formula",
      type: "string",
      description: "For a derived value: how it was computed (FY - 9M ...)",
      cell: of((v) => v.derivation?.formula),
    },
    {
      name: "derivation_inputs",
      type: "string",
      description: "For a derived value: its inputs as accession#element_id, space separated",
      cell: of((v) => v.derivation?.inputs.map(citation).join(" ")),
    },
    {
      name: "location_kind",
      type: "string",
      description: "Where a reader opens the value: own_document, comparative or edgar",
      cell: of((v) => v.source_ref?.location?.kind),
    },
    {
      name: "location_shown",
      type: "string",
      description: "The text printed there (15,408,095)",
      cell: of((v) => v.source_ref?.location?.shown),
    },
    {
      name: "location_scale",
      type: "integer",
      description: "value = shown x 10^scale (6: millions) as the document prints it",
      cell: of((v) => v.source_ref?.location?.scale),
    },
    {
      name: "location_url",
      type: "string",
      description: "The document that shows it, on EDGAR",
      cell: of((v) => v.source_ref?.location?.url),
    },
    {
      name: "restated_as_reported_value",
      type: "double",
      description: "When restated: the value as first reported",
      cell: of((v) => v.restated?.as_reported.value),
    },
    {
      name: "restated_latest_value",
      type: "double",
      description: "When restated: the latest stored filing's value",
      cell: of((v) => v.restated?.latest.value),
    },
    { name: "restatement_note", type: "string", description: "When restated: what changed", cell: of((v) => v.restated?.note) },
  ];
}
