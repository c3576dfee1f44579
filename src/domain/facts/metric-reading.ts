import type { FilingMeta } from "../../model/index.js";
import { conceptsInRole, type Located, type PeriodReader, type PeriodTarget, type StorePort } from "../shared/index.js";
import { resolveMetric, type MetricResolution } from "./metric-resolution.js";
import type { RegistryPort } from "../equivalence/index.js";

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
  /** The period's own filing when stored (or fetched for this request); null otherwise. */
  readonly own: FilingMeta | null;
}

/**
 * A metric's value for one fiscal period, from any stored filing that reports it (the period's
 * own filing, or a later one's comparative column, by the reader's basis). Only when none does
 * and the period's own filing is not stored is that filing fetched from EDGAR and the metric read
 * again; a cache-only request or an unconfigured EDGAR then fails (not_cached, edgar_unavailable).
 */
export async function readMetric(
  deps: StorePort & RegistryPort,
  reader: PeriodReader,
  target: PeriodTarget,
  ask: MetricAsk,
): Promise<MetricReading> {
  const attempt = async () => {
    let resolution = resolveMetric(deps.registry, ask.metricName, new Set(), ask.includeEquivalents);
    // Only a local name may resolve to a company concept: the concepts reported are read for it alone.
    if (resolution.resolved_by === "local_name")
      resolution = resolveMetric(
        deps.registry,
        ask.metricName,
        await reader.reportedConcepts(target.fiscalYear, target.quarter),
        ask.includeEquivalents,
      );
    const candidates =
      ask.role === null ? resolution.candidates : await roleCandidates(deps, reader, target, ask.role, resolution.candidates);
    return { resolution, candidates, located: await reader.value(target, candidates, ask.axisKey) };
  };
  let reading = await attempt();
  if (!reading.located && (await reader.fetchOwn(target.fiscalYear, target.quarter))) reading = await attempt();
  return { ...reading, own: await reader.ownFiling(target.fiscalYear, target.quarter) };
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
