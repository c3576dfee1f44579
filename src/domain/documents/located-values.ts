import type { MetricValue, SourceRefOut } from "../shared/index.js";
import { locateSources, refKey, type LocateRequest, type LocationDeps } from "./fact-location.js";

/**
 * The values with a `location` on every source they cite: the `source_ref` of a reported value
 * and each input of a derived one (see `locateSources`). Null values stay null.
 */
export async function withLocations<V extends MetricValue | null>(deps: LocationDeps, values: readonly V[]): Promise<V[]> {
  const requests: LocateRequest[] = [];
  for (const v of values) {
    if (!v) continue;
    if (v.source_ref) requests.push({ ref: v.source_ref, concept: v.concept });
    for (const input of v.derivation?.inputs ?? []) requests.push({ ref: input, concept: v.concept });
  }
  if (!requests.length) return [...values];
  const found = await locateSources(deps, requests);
  const located = (ref: SourceRefOut): SourceRefOut => ({ ...ref, location: found.get(refKey(ref)) ?? null });
  return values.map((v) => {
    if (!v) return v;
    return {
      ...v,
      source_ref: v.source_ref ? located(v.source_ref) : null,
      ...(v.derivation ? { derivation: { ...v.derivation, inputs: v.derivation.inputs.map(located) } } : {}),
    };
  });
}

/** One value with its sources' locations (see `withLocations`). */
export async function withLocation(deps: LocationDeps, value: MetricValue): Promise<MetricValue> {
  return (await withLocations(deps, [value]))[0] ?? value;
}
