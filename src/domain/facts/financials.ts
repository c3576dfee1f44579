import { Type } from "typebox";
import type { FilingMeta } from "../../model/index.js";
import {
  AsOfSchema,
  type Basis,
  DEFAULT_BASIS,
  type FetcherPort,
  filingRefOf,
  labelMap,
  mostUsedFiling,
  PeriodReader,
  periodValues,
  resolvePeriodTarget,
  type StorePort,
  FilingRefSchema,
  MetricValueSchema,
  Nullable,
  Warnings,
  type Wire,
} from "../shared/index.js";
import { periodOut, PeriodOutSchema } from "./metric.js";
import { humanizeConcept } from "./metric-resolution.js";
import type { RegistryPort } from "../equivalence/index.js";
import type { DateType } from "../shared/index.js";

export interface PeriodQuery {
  readonly ticker: string;
  readonly fiscalYear: number;
  readonly quarter: number;
  readonly dateType: DateType | null;
  readonly fullYearMode: boolean;
  readonly cacheOnly: boolean;
  /** Which stored filing answers when several report the period; default as_reported. */
  readonly basis?: Basis;
}

/** get_financials' answer. */
export const FinancialsResultSchema = Type.Object({
  ticker: Type.String(),
  period: PeriodOutSchema,
  // The document says string: the domain knows the bases.
  basis: Type.Unsafe<Basis>(Type.String()),
  /** The period's own filing when stored, else the filing most rows were read from (`reported_in` says which). */
  filing: FilingRefSchema,
  /** Totals first (empty axis_key), then breakdowns; each with unit, period, dimensions, source_ref and reported_in, its concept's label and registry group. */
  rows: Type.Array(Type.Intersect([MetricValueSchema, Type.Object({ label: Type.String(), group: Nullable(Type.String()) })])),
  counts: Type.Object({
    rows: Type.Integer(),
    totals: Type.Integer(),
    dimensional: Type.Integer(),
    comparative: Type.Integer(),
    restated: Type.Integer(),
  }),
  warnings: Warnings,
  as_of: Type.Optional(AsOfSchema),
});

export type FinancialsResult = Wire<typeof FinancialsResultSchema>;
/** One reported number with its concept's label and registry group. */
type FinancialRow = FinancialsResult["rows"][number];

/**
 * Every number the stored filings report for a fiscal period: durations of the asked class and
 * balance-sheet instants at the period end, dimensional breakdowns included, each from the
 * period's own filing or a later filing's comparative column (by basis). Other periods of a
 * filing (its comparative columns for earlier years) are never this period's rows. The
 * period's own filing is fetched from EDGAR only when no stored filing reports the period.
 */
export async function getFinancials(deps: StorePort & FetcherPort & RegistryPort, q: PeriodQuery): Promise<FinancialsResult> {
  const target = resolvePeriodTarget({ fiscalYear: q.fiscalYear, quarter: q.quarter, dateType: q.dateType, fullYearMode: q.fullYearMode });
  const reader = new PeriodReader(deps, q.ticker, q.cacheOnly, q.basis ?? DEFAULT_BASIS);
  let values = await periodValues(reader, target);
  if (values.length === 0 && (await reader.fetchOwn(target.fiscalYear, target.quarter))) values = await periodValues(reader, target);
  const own = await reader.ownFiling(target.fiscalYear, target.quarter);
  // fetchOwn throws when the period's own filing is neither stored nor fetched: here one filing at least is at hand.
  const main = own ?? mostUsedFiling(values.map((v) => v.filing));
  if (!main) throw new Error(`getFinancials: no filing at hand for ${q.ticker} fiscal ${target.fiscalYear} Q${target.quarter}`);
  const labels = new Map<string, Promise<Map<string, string>>>();
  const labelsOf = (f: FilingMeta) => {
    let l = labels.get(f.accession);
    if (!l) labels.set(f.accession, (l = deps.store.getLabels(f.accession).then(labelMap)));
    return l;
  };
  const rows: FinancialRow[] = [];
  for (const v of values)
    rows.push({
      ...v.value,
      label: (await labelsOf(v.filing)).get(v.concept) ?? humanizeConcept(v.concept),
      group: deps.registry.groupOfConcept(v.concept)?.name ?? null,
    });
  rows.sort(
    (a, b) =>
      Number(a.axis_key !== "") - Number(b.axis_key !== "") || a.concept.localeCompare(b.concept) || a.axis_key.localeCompare(b.axis_key),
  );
  const totals = rows.filter((r) => r.axis_key === "").length;
  return {
    ticker: q.ticker.toUpperCase(),
    period: periodOut(target, q.fullYearMode),
    basis: reader.basis,
    filing: filingRefOf(main, reader.cacheStatusOf(main), own ? "own_filing" : "comparative"),
    rows,
    counts: {
      rows: rows.length,
      totals,
      dimensional: rows.length - totals,
      comparative: rows.filter((r) => r.reported_in === "comparative").length,
      restated: rows.filter((r) => r.restated).length,
    },
    warnings: [...new Set(reader.warnings)],
  };
}
