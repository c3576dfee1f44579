import {
  AsOfSchema,
  type Basis,
  type DateType,
  DEFAULT_BASIS,
  FdsError,
  type FetcherPort,
  filingRefOf,
  PeriodReader,
  resolvePeriodTarget,
  type StorePort,
  FilingRefSchema,
  LocatedMetricValueSchema,
  Nullable,
  Warnings,
  type Wire,
} from "../shared/index.js";
import { humanizeConcept, periodOut, periodWords, readMetric, PeriodOutSchema } from "../facts/index.js";
import type { RegistryPort } from "../equivalence/index.js";
import type { CompanyFactsPort } from "../companyfacts/index.js";
import { Type } from "typebox";
import type { ResolvedBy } from "../facts/index.js";

export interface ConceptQuery {
  readonly ticker: string;
  readonly fiscalYear: number;
  readonly quarter: number;
  /** A registry group name or alias (`revenue`), a QName (`us-gaap:Revenues`) or a local name. */
  readonly conceptName: string;
  readonly dateType: DateType | null;
  readonly fullYearMode: boolean;
  readonly cacheOnly: boolean;
  /** Which stored filing answers when several report the period; default as_reported. */
  readonly basis?: Basis;
}

/**
 * What happened to a candidate concept: `answered`: this concept gave the value; `not_reported`:
 * the filing that answered (else the period's own filing) has no total (no dimensions) fact of
 * it; `no_value_for_period`: it is reported, but not for the asked period (e.g. only for other
 * years, or a Q4 that cannot be derived); `not_tried`: an earlier candidate answered.
 */
type Outcome = "answered" | "not_reported" | "no_value_for_period" | "not_tried";

/** A concept's value with the tag that answered and the candidates tried (get_concept; compare and cite reuse it). */
export const ConceptResultSchema = Type.Object(
  {
    ticker: Type.String(),
    concept: Type.Object(
      {
        requested: Type.String(),
        // The document says string for the closed sets here: the domain knows them.
        resolved_by: Type.Unsafe<ResolvedBy>(Type.String()),
        group: Nullable(Type.String()),
        /** The concept that answered. */
        used: Type.String(),
        label: Type.String(),
        registry_version: Type.String(),
      },
      { title: "ConceptResolution", description: "The concept asked for, the registry group that resolved it and the tag used" },
    ),
    /** Every candidate in priority order, with what happened to it. */
    tried: Type.Array(
      Type.Object({
        concept: Type.String(),
        outcome: Type.Unsafe<Outcome>(Type.String({ description: "answered | not_reported | no_value_for_period | not_tried" })),
      }),
    ),
    /** Why `used` answered, in one sentence. */
    reason: Type.String(),
    period: PeriodOutSchema,
    basis: Type.Unsafe<Basis>(Type.String()),
    /** The filing the value was read from (own filing or a later comparative column: `reported_in`). */
    filing: FilingRefSchema,
    /** The value (unit, decimals, period dates, source_ref, reported_in; derived quarters say how; `restated` when reports differ). */
    value: LocatedMetricValueSchema,
    warnings: Warnings,
    as_of: Type.Optional(AsOfSchema),
  },
  { title: "ConceptResponse" },
);

export type ConceptResult = Wire<typeof ConceptResultSchema>;
/** What happened to one candidate concept, in the order they were tried. */
type CandidateOutcome = ConceptResult["tried"][number];

/**
 * One concept's value for a fiscal period, and which tag answered and why: the candidates of a
 * registry group are tried in priority order and the first with a value for the period wins,
 * in any stored filing that reports the period (own filing first, by basis). 404
 * `metric_not_found` when none has a value (the error lists what was tried).
 */
export async function getConcept(
  deps: StorePort & FetcherPort & RegistryPort & CompanyFactsPort,
  q: ConceptQuery,
  reader = new PeriodReader(deps, q.ticker, q.cacheOnly, q.basis ?? DEFAULT_BASIS),
): Promise<ConceptResult> {
  const target = resolvePeriodTarget({ fiscalYear: q.fiscalYear, quarter: q.quarter, dateType: q.dateType, fullYearMode: q.fullYearMode });
  const {
    resolution,
    candidates,
    located,
    own,
    reader: answering,
  } = await readMetric(deps, reader, target, {
    metricName: q.conceptName,
    includeEquivalents: false,
    role: null,
    axisKey: "",
  });
  // What each candidate did, judged in the filing that answered (else the period's own filing).
  const judged = located?.filing ?? own;
  const totals = new Set(judged ? (await answering.facts(judged)).filter((f) => f.axisKey === "" && f.numeric).map((f) => f.concept) : []);
  const answeredAt = located ? resolution.candidates.indexOf(located.concept) : -1;
  const tried: CandidateOutcome[] = resolution.candidates.map((concept, i) => ({
    concept,
    outcome:
      i === answeredAt
        ? "answered"
        : answeredAt !== -1 && i > answeredAt
          ? "not_tried"
          : totals.has(concept)
            ? "no_value_for_period"
            : "not_reported",
  }));
  if (!located) {
    // A refused derivation says what is reported and what is missing.
    const why = answering.whyNoValue(target, candidates, "");
    const message = why
      ? `${q.ticker.toUpperCase()} ${q.conceptName} for ${periodWords(target)}: ${why}`
      : `${own ? `${own.form} ${own.accession}` : `no stored filing of ${q.ticker.toUpperCase()}`} reports no value for ${q.conceptName} for ${periodWords(target)} (tried ${resolution.candidates.join(", ")})`;
    throw new FdsError("metric_not_found", message, {
      accession: own?.accession ?? null,
      tried,
    });
  }
  const value = located.value;
  const used = value.concept;
  const skipped = tried
    .filter((t) => t.outcome === "not_reported" || t.outcome === "no_value_for_period")
    .map((t) => t.concept.slice(t.concept.indexOf(":") + 1));
  const reason =
    resolution.resolved_by === "registry"
      ? `${used} is ${skipped.length === 0 ? "the first" : `the first with a value (after ${skipped.join(", ")})`} of registry group ${resolution.group}'s ${resolution.candidates.length} concepts in priority order`
      : resolution.resolved_by === "qname"
        ? `${used} was asked for by its exact name`
        : `${used} is the concept of that local name the filing reports`;
  return {
    ticker: q.ticker.toUpperCase(),
    concept: {
      requested: resolution.requested,
      resolved_by: resolution.resolved_by,
      group: resolution.group,
      used,
      label: resolution.label ?? humanizeConcept(used),
      registry_version: deps.registry.version,
    },
    tried,
    reason,
    period: periodOut(target, q.fullYearMode),
    basis: reader.basis,
    filing: filingRefOf(located.filing, located.cacheStatus, located.reportedIn),
    value,
    warnings: [...new Set([...reader.warnings, ...(answering === reader ? [] : answering.warnings)])],
  };
}
