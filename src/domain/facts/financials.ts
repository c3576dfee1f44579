import type { ToolDeps } from "../../tools/tool-deps.js";
import { filingRefOf, type FilingRef } from "../shared/filing-ref.js";
import { resolvePeriodTarget } from "../shared/fiscal-period.js";
import { periodOut, type PeriodOut } from "./metric.js";
import { humanizeConcept } from "./metric-resolution.js";
import { metricValueOf, type MetricValue } from "../shared/metric-value.js";
import { factsForPeriod, labelMap } from "../shared/period-facts.js";
import { PeriodReader } from "../shared/period-reader.js";

export interface PeriodQuery {
  readonly ticker: string;
  readonly fiscalYear: number;
  readonly quarter: number;
  readonly dateType: "Q" | "YTD" | "FY" | null;
  readonly fullYearMode: boolean;
  readonly cacheOnly: boolean;
}

/** One reported number with its concept's label and registry group. */
export interface FinancialRow extends MetricValue {
  readonly label: string;
  readonly group: string | null;
}

export interface FinancialsResult {
  readonly ticker: string;
  readonly period: PeriodOut;
  readonly filing: FilingRef;
  /** Totals first (empty axis_key), then breakdowns; each with unit, period, dimensions and source_ref. */
  readonly rows: readonly FinancialRow[];
  readonly counts: { readonly rows: number; readonly totals: number; readonly dimensional: number };
  readonly warnings: readonly string[];
}

/**
 * Every number a filing reports for its own fiscal period: durations of the asked class and
 * balance-sheet instants at the period end, dimensional breakdowns included. A 10-K's
 * comparative columns are not this period and are left out.
 */
export async function getFinancials(deps: ToolDeps, q: PeriodQuery): Promise<FinancialsResult> {
  const target = resolvePeriodTarget({ fiscalYear: q.fiscalYear, quarter: q.quarter, dateType: q.dateType, fullYearMode: q.fullYearMode });
  const reader = new PeriodReader(deps, q.ticker, q.cacheOnly);
  const found = await reader.filing(target.fiscalYear, target.quarter);
  const facts = factsForPeriod(await reader.facts(found.filing), found.filing, target);
  const labels = labelMap((await deps.store.getLinkbases(found.filing.accession)).labels);
  const rows = facts
    .map((f) => ({ ...metricValueOf(f, found.filing), label: labels.get(f.concept) ?? humanizeConcept(f.concept), group: deps.registry.groupOfConcept(f.concept)?.name ?? null }))
    .sort((a, b) => Number(a.axis_key !== "") - Number(b.axis_key !== "") || a.concept.localeCompare(b.concept) || a.axis_key.localeCompare(b.axis_key));
  const totals = rows.filter((r) => r.axis_key === "").length;
  return {
    ticker: q.ticker.toUpperCase(),
    period: periodOut(target, q.fullYearMode),
    filing: filingRefOf(found.filing, found.cacheStatus),
    rows,
    counts: { rows: rows.length, totals, dimensional: rows.length - totals },
    warnings: reader.warnings,
  };
}
