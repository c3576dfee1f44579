import type { ToolDeps } from "../../tools/tool-deps.js";
import { FdsError } from "../shared/errors.js";
import { filingRefOf, type FilingRef } from "../shared/filing-ref.js";
import { resolvePeriodTarget, type DateType } from "../shared/fiscal-period.js";
import { periodOut, type PeriodOut } from "../facts/metric.js";
import { humanizeConcept, resolveMetric } from "../facts/metric-resolution.js";
import type { MetricValue } from "../shared/metric-value.js";
import { PeriodReader } from "../shared/period-reader.js";

export interface ConceptQuery {
  readonly ticker: string;
  readonly fiscalYear: number;
  readonly quarter: number;
  /** A registry group name or alias (`revenue`), a QName (`us-gaap:Revenues`) or a local name. */
  readonly conceptName: string;
  readonly dateType: DateType | null;
  readonly fullYearMode: boolean;
  readonly cacheOnly: boolean;
}

/** What happened to one candidate concept, in the order they were tried. */
export interface CandidateOutcome {
  readonly concept: string;
  /**
   * `answered`: this concept gave the value; `not_reported`: the filing has no total (no
   * dimensions) fact of it; `no_value_for_period`: it is reported, but not for the asked period
   * (e.g. only comparative columns, or a Q4 that cannot be derived); `not_tried`: an earlier
   * candidate answered.
   */
  readonly outcome: "answered" | "not_reported" | "no_value_for_period" | "not_tried";
}

export interface ConceptResult {
  readonly ticker: string;
  readonly concept: {
    readonly requested: string;
    readonly resolved_by: "qname" | "registry" | "local_name";
    readonly group: string | null;
    /** The concept that answered. */
    readonly used: string;
    readonly label: string;
    readonly registry_version: string;
  };
  /** Every candidate in priority order, with what happened to it. */
  readonly tried: readonly CandidateOutcome[];
  /** Why `used` answered, in one sentence. */
  readonly reason: string;
  readonly period: PeriodOut;
  readonly filing: FilingRef;
  /** The value (unit, decimals, period dates, source_ref; derived Q4 values say how). */
  readonly value: MetricValue;
  readonly warnings: readonly string[];
}

/**
 * One concept's value for a fiscal period, and which tag answered and why: the candidates of a
 * registry group are tried in priority order and the first with a value for the period wins.
 * 404 `metric_not_found` when none has a value (the error lists what was tried).
 */
export async function getConcept(deps: ToolDeps, q: ConceptQuery, reader = new PeriodReader(deps, q.ticker, q.cacheOnly)): Promise<ConceptResult> {
  const target = resolvePeriodTarget({ fiscalYear: q.fiscalYear, quarter: q.quarter, dateType: q.dateType, fullYearMode: q.fullYearMode });
  const found = await reader.filing(target.fiscalYear, target.quarter);
  const facts = await reader.facts(found.filing);
  const resolution = resolveMetric(deps.registry, q.conceptName, new Set(facts.map((f) => f.concept)), false);
  const tried: CandidateOutcome[] = [];
  let value: MetricValue | null = null;
  for (const concept of resolution.candidates) {
    if (value) {
      tried.push({ concept, outcome: "not_tried" });
      continue;
    }
    if (!facts.some((f) => f.concept === concept && f.axisKey === "" && f.numeric)) {
      tried.push({ concept, outcome: "not_reported" });
      continue;
    }
    value = (await reader.current(found.filing, [concept], target, ""))?.value ?? null;
    tried.push({ concept, outcome: value ? "answered" : "no_value_for_period" });
  }
  const when = `fiscal ${target.fiscalYear} ${target.quarter === 4 && target.dateType === "FY" ? "year" : `Q${target.quarter} ${target.dateType}`}`;
  if (!value) {
    throw new FdsError("metric_not_found", `${found.filing.form} ${found.filing.accession} reports no value for ${q.conceptName} for ${when} (tried ${resolution.candidates.join(", ")})`, {
      accession: found.filing.accession,
      tried,
    });
  }
  const used = value.concept;
  const skipped = tried.filter((t) => t.outcome === "not_reported" || t.outcome === "no_value_for_period").map((t) => t.concept.slice(t.concept.indexOf(":") + 1));
  const reason =
    resolution.resolved_by === "registry"
      ? `${used} is ${skipped.length === 0 ? "the first" : `the first with a value (after ${skipped.join(", ")})`} of registry group ${resolution.group}'s ${resolution.candidates.length} concepts in priority order`
      : resolution.resolved_by === "qname"
        ? `${used} was asked for by its exact name`
        : `${used} is the concept of that local name the filing reports`;
  return {
    ticker: q.ticker.toUpperCase(),
    concept: { requested: resolution.requested, resolved_by: resolution.resolved_by, group: resolution.group, used, label: resolution.label ?? humanizeConcept(used), registry_version: deps.registry.version },
    tried,
    reason,
    period: periodOut(target, q.fullYearMode),
    filing: filingRefOf(found.filing, found.cacheStatus),
    value,
    warnings: reader.warnings,
  };
}
