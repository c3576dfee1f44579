import type { DocumentsPort } from "../documents/index.js";
import type { EquivalenceRegistry, RegistryPort } from "../equivalence/index.js";
import {
  conceptsInRole,
  factsForPeriod,
  type FetcherPort,
  filingRefOf,
  type IssuersPort,
  labelMap,
  type MetricValue,
  metricValueOf,
  PeriodReader,
  resolvePeriodTarget,
  type StorePort,
  FilingRefSchema,
  MetricValueSchema,
  Nullable,
  Warnings,
  type Wire,
} from "../shared/index.js";
import { Type } from "typebox";
import type { PeriodQuery } from "./financials.js";
import { PeriodOutSchema, periodOut } from "./metric.js";
import { humanizeConcept } from "./metric-resolution.js";
import { earningsReleaseMetrics, type ReleaseValue, ReleaseValueSchema } from "./earnings-release-metrics.js";

/** Output of list_metrics and search_metrics: the metrics a filing reports for its period. */
export const MetricCatalogSchema = Type.Object({
  ticker: Type.String(),
  period: PeriodOutSchema,
  filing: FilingRefSchema,
  total: Type.Integer({ description: "Matching metrics before the limit" }),
  metrics: Type.Array(
    /** One metric a filing reports for its period. */
    Type.Object(
      {
        /** Null for an 8-K release row whose label names no registry group. */
        concept: Nullable(Type.String()),
        label: Type.String(),
        /** The registry group, which also names it for `get_metric` (`revenue`, `eps_diluted` ...). */
        group: Nullable(Type.String()),
        /** Search relevance, 0 to 1 (search only). */
        score: Type.Optional(Type.Number()),
        /** The period's value without dimensions; omitted when values are not asked for. `source: "8k"` values cite a release table cell. */
        value: Type.Optional(Nullable(Type.Union([MetricValueSchema, ReleaseValueSchema]))),
      },
      { title: "MetricCatalogEntry" },
    ),
  ),
  warnings: Warnings,
});

export type MetricCatalog = Wire<typeof MetricCatalogSchema>;
type MetricEntry = MetricCatalog["metrics"][number];

interface Candidate {
  readonly concept: string | null;
  readonly label: string;
  readonly group: string | null;
  readonly rank: number;
  /** Document order (8-K release rows); 0 for XBRL concepts, which sort by concept. */
  readonly order: number;
  readonly value: MetricValue | ReleaseValue | null;
}

/** Where list/search read metrics: the period's 10-Q/10-K XBRL (auto, xbrl) or its 8-K earnings release tables (8k). */
export type CatalogSourceKind = "auto" | "xbrl" | "8k";

type CatalogQuery = PeriodQuery & { readonly source?: CatalogSourceKind | null };

/** The filing's metrics for the period, registry metrics first (in registry order), then by concept. */
async function candidates(
  deps: StorePort & FetcherPort & RegistryPort & IssuersPort & DocumentsPort,
  q: CatalogQuery,
): Promise<{ list: Candidate[]; base: Omit<MetricCatalog, "total" | "metrics">; accession: string | null }> {
  const target = resolvePeriodTarget({ fiscalYear: q.fiscalYear, quarter: q.quarter, dateType: q.dateType, fullYearMode: q.fullYearMode });
  if (q.source === "8k") {
    // 8-K earnings-release tables: registry rows first (registry order), then document order.
    const { release, candidates: rows } = await earningsReleaseMetrics(deps, q.ticker, target);
    const order = groupOrder(deps.registry);
    const list = rows
      .map((r, i) => ({
        concept: r.concept,
        label: r.label,
        group: r.group,
        rank: r.group ? (order.get(r.group) ?? 999) : 1000,
        order: i,
        value: r.value,
      }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order);
    const warnings = [
      `values read from ${release.filing.accession}'s earnings release ${release.exhibit.name} (period ended ${release.periodEnd}, matched by ${release.rule}); not XBRL-tagged`,
    ];
    return {
      list,
      accession: null,
      base: {
        ticker: q.ticker.toUpperCase(),
        period: periodOut(target, q.fullYearMode),
        filing: filingRefOf(release.filing, "cached"),
        warnings,
      },
    };
  }
  const reader = new PeriodReader(deps, q.ticker, q.cacheOnly);
  const found = await reader.filing(target.fiscalYear, target.quarter);
  const facts = factsForPeriod(await reader.facts(found.filing), found.filing, target);
  const labels = labelMap(await deps.store.getLabels(found.filing.accession));
  const byConcept = new Map<string, Candidate>();
  const order = groupOrder(deps.registry);
  for (const f of facts) {
    const existing = byConcept.get(f.concept);
    if (existing && (existing.value !== null || f.axisKey !== "")) continue;
    const group = deps.registry.groupOfConcept(f.concept)?.name ?? null;
    byConcept.set(f.concept, {
      concept: f.concept,
      label: labels.get(f.concept) ?? humanizeConcept(f.concept),
      group,
      rank: group ? (order.get(group) ?? 999) : 1000,
      order: 0,
      value: f.axisKey === "" ? metricValueOf(f, found.filing) : null,
    });
  }
  const list = [...byConcept.values()].sort((a, b) => a.rank - b.rank || (a.concept ?? "").localeCompare(b.concept ?? ""));
  return {
    list,
    accession: found.filing.accession,
    base: {
      ticker: q.ticker.toUpperCase(),
      period: periodOut(target, q.fullYearMode),
      filing: filingRefOf(found.filing, found.cacheStatus),
      warnings: reader.warnings,
    },
  };
}

function groupOrder(registry: EquivalenceRegistry): Map<string, number> {
  return new Map(registry.data.groups.map((g, i) => [g.name, i]));
}

function entry(c: Candidate, includeValues: boolean, score?: number): MetricEntry {
  return {
    concept: c.concept,
    label: c.label,
    group: c.group,
    ...(score === undefined ? {} : { score }),
    ...(includeValues ? { value: c.value } : {}),
  };
}

/** Every metric the filing reports for the period, ranked, at most `limit`. */
export async function listMetrics(
  deps: StorePort & FetcherPort & RegistryPort & IssuersPort & DocumentsPort,
  q: CatalogQuery & { readonly limit: number; readonly includeValues: boolean },
): Promise<MetricCatalog> {
  const { list, base } = await candidates(deps, q);
  return { ...base, total: list.length, metrics: list.slice(0, q.limit).map((c) => entry(c, q.includeValues)) };
}

const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter((w) => w.length > 0);

/**
 * Metrics matching a free-text query, ranked by the share of query words found in the
 * concept's name, label and registry aliases; an exact registry alias ranks first.
 */
export async function searchMetrics(
  deps: StorePort & FetcherPort & RegistryPort & IssuersPort & DocumentsPort,
  q: CatalogQuery & {
    readonly query: string;
    readonly roles: readonly string[] | null;
    readonly limit: number;
    readonly includeValues: boolean;
  },
): Promise<MetricCatalog> {
  const { list, base, accession } = await candidates(deps, q);
  let pool = list;
  if (q.roles && q.roles.length > 0 && accession === null) {
    (base.warnings as string[]).push("role is ignored with source=8k: earnings-release tables have no presentation roles");
  } else if (q.roles && q.roles.length > 0 && accession !== null) {
    const allowed = new Set<string>();
    for (const role of q.roles)
      for (const c of await conceptsInRole(
        deps.store,
        accession,
        role,
        list.flatMap((x) => (x.concept === null ? [] : [x.concept])),
        base.warnings as string[],
      ))
        allowed.add(c);
    pool = list.filter((c) => c.concept !== null && allowed.has(c.concept));
  }
  const wanted = words(q.query);
  const aliasGroup = (() => {
    try {
      return deps.registry.group(q.query)?.name ?? null;
    } catch {
      return null; // a split group's name is not an error when searching
    }
  })();
  const scored = pool
    .map((c) => {
      const group = c.group ? deps.registry.groupByName(c.group) : null;
      const haystack = new Set([...words(c.concept ?? ""), ...words(c.label), ...(group ? group.aliases.flatMap(words) : [])]);
      const hits = wanted.filter((w) => haystack.has(w)).length;
      const score = c.group !== null && c.group === aliasGroup ? 1 : wanted.length ? (hits / wanted.length) * 0.9 : 0;
      return { c, score: Math.round(score * 1000) / 1000 };
    })
    .filter((s) => s.score > 0)
    .sort(
      (a, b) => b.score - a.score || a.c.rank - b.c.rank || a.c.order - b.c.order || (a.c.concept ?? "").localeCompare(b.c.concept ?? ""),
    );
  return { ...base, total: scored.length, metrics: scored.slice(0, q.limit).map((s) => entry(s.c, q.includeValues, s.score)) };
}
