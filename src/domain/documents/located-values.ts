import type { MetricValue, SourceLocation, SourceRefOut } from "../shared/index.js";
import { locateSources, refKey, type LocateRequest, type LocationDeps } from "./fact-location.js";

/**
 * The values with a `location` on every source they cite: the `source_ref` of a reported value
 * and each input of a derived one (see `locateSources`; a company facts source: the filing's
 * index on EDGAR). Null values stay null.
 */
export async function withLocations<V extends MetricValue | null>(deps: LocationDeps, values: readonly V[]): Promise<V[]> {
  const requests: LocateRequest[] = [];
  let companyFacts = false;
  for (const v of values) {
    if (!v) continue;
    for (const ref of [...(v.source_ref ? [v.source_ref] : []), ...(v.derivation?.inputs ?? [])]) {
      if (isCompanyFactsRef(ref)) companyFacts = true;
      else requests.push({ ref, concept: v.concept });
    }
  }
  if (!requests.length && !companyFacts) return [...values];
  const found = requests.length ? await locateSources(deps, requests) : new Map<string, SourceLocation | null>();
  const located = (ref: SourceRefOut): SourceRefOut => ({
    ...ref,
    location: isCompanyFactsRef(ref) ? companyFactsLocation(ref) : (found.get(refKey(ref)) ?? null),
  });
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

/** A source read from SEC's company facts (they name no document: its `frame` field says so). */
const isCompanyFactsRef = (ref: SourceRefOut): boolean => ref.frame !== undefined;

/** Company facts name no document: a reader opens the filing's index on EDGAR, which lists its documents. */
function companyFactsLocation(ref: SourceRefOut): SourceLocation {
  return {
    kind: "edgar",
    accession: ref.accession,
    form: ref.form,
    filed_date: ref.filed_date,
    document: `${ref.accession}-index.htm`,
    element_id: null,
    start: null,
    end: null,
    shown: null,
    scale: null,
    section: null,
    url: ref.url,
    note: "read from SEC's company facts, which name no document: the filing's index on EDGAR",
  };
}
