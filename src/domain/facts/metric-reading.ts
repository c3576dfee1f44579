import type { FilingMeta } from "../../model/index.js";
import { conceptsInRole, FdsError, type Located, type PeriodReader, type PeriodTarget, type StorePort } from "../shared/index.js";
import { resolveMetric, type MetricResolution } from "./metric-resolution.js";
import type { RegistryPort } from "../equivalence/index.js";
import { companyFactsHint, companyFactsReader, type CompanyFactsPort } from "../companyfacts/index.js";

export interface MetricAsk {
  readonly metricName: string;
  readonly includeEquivalents: boolean;
  /** Only concepts presented under a presentation role matching this text; null: no filter. */
  readonly role: string | null;
  readonly axisKey: string;
}

export interface MetricReading {
  readonly resolution: MetricResolution;
  /** The concepts tried, in priority order (after the role filter). */
  readonly candidates: readonly string[];
  /** Null when no stored filing reports a value for the period. */
  readonly located: Located | null;
  /** The period's own filing when stored (or fetched for this request); null otherwise. With company facts: theirs. */
  readonly own: FilingMeta | null;
  /**
   * The reader that answered: the one given, or the company's SEC company facts' reader (its
   * warnings, its reasons, the prior year on the same terms); the one given when neither did.
   */
  readonly reader: PeriodReader;
}

/**
 * A metric's value for one fiscal period, from any stored filing that reports it (the period's
 * own filing, or a later one's comparative column, by the reader's basis). When none does and
 * the period's own filing is not stored, the company's SEC company facts answer, by the same
 * rules (totals only, and no role filter: they carry no presentation). Only when they do not
 * either is that filing fetched from EDGAR and the metric read again; a cache-only request or an
 * unconfigured EDGAR then fails (not_cached, edgar_unavailable).
 */
export async function readMetric(
  deps: StorePort & RegistryPort & CompanyFactsPort,
  reader: PeriodReader,
  target: PeriodTarget,
  ask: MetricAsk,
): Promise<MetricReading> {
  const attempt = async (from: PeriodReader) => {
    let resolution = resolveMetric(deps.registry, ask.metricName, new Set(), ask.includeEquivalents);
    // Only a local name may resolve to a company concept: the concepts reported are read for it alone.
    if (resolution.resolved_by === "local_name")
      resolution = resolveMetric(
        deps.registry,
        ask.metricName,
        await from.reportedConcepts(target.fiscalYear, target.quarter),
        ask.includeEquivalents,
      );
    const candidates =
      ask.role === null ? resolution.candidates : await roleCandidates(deps, from, target, ask.role, resolution.candidates);
    return { resolution, candidates, located: await from.value(target, candidates, ask.axisKey) };
  };
  let reading = await attempt(reader);
  // A stored filing's own facts win: company facts answer only for a period whose own filing is not stored.
  let facts: MetricReading | null = null;
  if (!reading.located && ask.role === null && ask.axisKey === "" && !(await reader.ownFiling(target.fiscalYear, target.quarter))) {
    const factsReader = await companyFactsReader(deps, reader);
    if (factsReader) {
      const read = await attempt(factsReader);
      facts = { ...read, own: await factsReader.ownFiling(target.fiscalYear, target.quarter), reader: factsReader };
      if (read.located) return facts;
    }
  }
  // Company facts that refused a derivation say why (which periods they report), unless the stored filings do.
  const factsReason = () =>
    !reading.located &&
    facts !== null &&
    reader.whyNoValue(target, reading.candidates, ask.axisKey) === null &&
    facts.reader.whyNoValue(target, facts.candidates, ask.axisKey) !== null;
  if (!reading.located) {
    let fetched: boolean;
    try {
      fetched = await reader.fetchOwn(target.fiscalYear, target.quarter);
    } catch (error) {
      if (!(error instanceof FdsError) || (error.code !== "edgar_unavailable" && error.code !== "not_cached")) throw error;
      if (factsReason()) return facts as MetricReading;
      // Not stored and not fetched: say too whether company facts could have answered.
      const hint = await companyFactsHint(deps, reader);
      throw hint ? new FdsError(error.code, `${error.message}${hint}`, error.details) : error;
    }
    if (fetched) reading = await attempt(reader);
  }
  if (factsReason()) return facts as MetricReading;
  return { ...reading, own: await reader.ownFiling(target.fiscalYear, target.quarter), reader };
}

/**
 * The candidates presented under the role: in the period's own filing when stored, else in any
 * stored filing that may report the period (each filing has its own presentation linkbase).
 */
async function roleCandidates(
  deps: StorePort,
  reader: PeriodReader,
  target: PeriodTarget,
  role: string,
  candidates: readonly string[],
): Promise<readonly string[]> {
  const own = await reader.ownFiling(target.fiscalYear, target.quarter);
  const filings = own ? [own] : ((await reader.sources(target.fiscalYear, target.quarter))?.filings.map((s) => s.filing) ?? []);
  const kept = new Set<string>();
  for (const f of filings) for (const c of await conceptsInRole(deps.store, f.accession, role, candidates, reader.warnings)) kept.add(c);
  return candidates.filter((c) => kept.has(c));
}
