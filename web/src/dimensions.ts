/**
 * Dimensional facts in words: an axis key (`srt:StatementGeographicalAxis=country:US|...`, the
 * API's canonical sorted form) and its members as a reader names them: the filer's own label where
 * the API gives it (facts/query's `dimension_labels`, from the filing's label linkbase), else a
 * readable form of the QName.
 */

/** The filer's labels of axes and members, by QName (empty: none known). */
export type DimensionLabels = Readonly<Record<string, string>>;

/** A filer's label without the type suffix standard labels carry ("Geographical [Axis]" → "Geographical"). */
const filerLabel = (qname: string, labels: DimensionLabels): string | null =>
  labels[qname]?.replace(/\s*\[(Axis|Member|Domain|Line Items|Table)\]\s*$/i, "").trim() || null;

/** The filer's label, else from the QName: `aapl:GreaterChinaSegmentMember` → "Greater China Segment"; `country:US` → "US". */
export function memberLabel(qname: string, labels: DimensionLabels = {}): string {
  const own = filerLabel(qname, labels);
  if (own) return own;
  const local = qname.slice(qname.indexOf(":") + 1);
  if (qname.startsWith("country:")) return local;
  return words(local.replace(/Member$/, ""));
}

/** The filer's label, else from the QName: `srt:StatementGeographicalAxis` → "Geographical"; `us-gaap:StatementBusinessSegmentsAxis` → "Business Segments". */
export function axisLabel(qname: string, labels: DimensionLabels = {}): string {
  const own = filerLabel(qname, labels);
  if (own) return own;
  return words(
    qname
      .slice(qname.indexOf(":") + 1)
      .replace(/Axis$/, "")
      .replace(/^Statement/, ""),
  );
}

/** CamelCase to words; runs of capitals (EMEA, UCAN, IPhone) stay whole. */
function words(camel: string): string {
  return camel
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]{2,})([A-Z][a-z])/g, "$1 $2")
    .trim();
}

/** The pairs of an axis key, in its order; [] for totals (""). */
export function axisPairs(axisKey: string): [axis: string, member: string][] {
  if (!axisKey) return [];
  return axisKey.split("|").map((pair) => {
    const at = pair.indexOf("=");
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}

/** The axis key of a dimensions object, as the API writes it: axes sorted, `axis=member` joined by `|`. */
export function axisKeyOf(dimensions: Readonly<Record<string, string>>): string {
  return Object.keys(dimensions)
    .sort()
    .map((axis) => `${axis}=${dimensions[axis]}`)
    .join("|");
}

/** "Geographical: EMEA · Product or service: Streaming" for an axis key; "" for totals. */
export function breakdownLabel(axisKey: string, labels: DimensionLabels = {}): string {
  return axisPairs(axisKey)
    .map(([axis, member]) => `${axisLabel(axis, labels)}: ${memberLabel(member, labels)}`)
    .join(" · ");
}
