/**
 * Dimensional facts in words: an axis key (`srt:StatementGeographicalAxis=country:US|...`, the
 * API's canonical sorted form) and its members as a reader names them.
 */

/** `aapl:GreaterChinaSegmentMember` → "Greater China Segment"; `country:US` → "US". */
export function memberLabel(qname: string): string {
  const local = qname.slice(qname.indexOf(":") + 1);
  if (qname.startsWith("country:")) return local;
  return words(local.replace(/Member$/, ""));
}

/** `srt:StatementGeographicalAxis` → "Geographical"; `us-gaap:StatementBusinessSegmentsAxis` → "Business Segments". */
export function axisLabel(qname: string): string {
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
export function breakdownLabel(axisKey: string): string {
  return axisPairs(axisKey)
    .map(([axis, member]) => `${axisLabel(axis)}: ${memberLabel(member)}`)
    .join(" · ");
}
