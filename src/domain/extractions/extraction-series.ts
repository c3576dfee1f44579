import type { DocumentsPort } from "../documents/index.js";
import { Type } from "typebox";
import { countsSchema, type ExtractionStorePort, FdsError, Nullable, type StorePort, type Wire } from "../shared/index.js";
import { collectResults, type CollectedResult } from "./collect-results.js";
import {
  checkClass,
  HitSchema,
  HitSourceSchema,
  keptSpans,
  sourceOf,
  type ExtractionFilter,
  type ExtractionHit,
} from "./extraction-search.js";
import { entriesOf } from "./filing-extractions.js";
import { spanView } from "./span-view.js";

export const HITS_PER_PERIOD = { min: 1, max: 500, default: 50 } as const;

export interface ExtractionSeriesQuery extends ExtractionFilter {
  readonly includeHits: boolean;
  readonly limitHitsPerPeriod: number;
}

/** A numeric value stated in a period, with where it was first stated. */
const SeriesValueSchema = Type.Object({
  class: Type.String(),
  value: Type.Number(),
  high: Nullable(Type.Number()),
  unit: Nullable(Type.String()),
  /** How many spans of the period state it. */
  mentions: Type.Integer(),
  text: Type.String(),
  document: Type.String(),
  start: Type.Integer(),
  end: Type.Integer(),
  source_id: Type.String(),
});

type SeriesValue = Wire<typeof SeriesValueSchema>;

const SeriesPeriodSchema = Type.Object({
  /** `FY2024Q3` (or `unassigned` for documents whose fiscal period is not known). */
  period: Type.String(),
  fiscal_year: Nullable(Type.Integer()),
  fiscal_quarter: Nullable(Type.Integer()),
  sources: Type.Array(HitSourceSchema),
  total: Type.Integer(),
  counts: countsSchema(),
  /** Distinct numbers of the schema's numeric classes, largest mention count first. */
  values: Type.Array(SeriesValueSchema),
  hits: Type.Optional(Type.Array(HitSchema)),
  hits_truncated: Type.Optional(Type.Boolean()),
});

type SeriesPeriod = Wire<typeof SeriesPeriodSchema>;

/** get_extraction_series' answer. */
export const ExtractionSeriesResultSchema = Type.Object({
  ticker: Type.String(),
  schema: Type.String(),
  schema_version: Type.Integer(),
  class: Nullable(Type.String()),
  numeric_classes: Type.Array(Type.String()),
  periods: Type.Array(SeriesPeriodSchema),
});

type ExtractionSeriesResult = Wire<typeof ExtractionSeriesResultSchema>;

/**
 * A schema's extractions of a ticker per fiscal period, oldest first: span counts per class
 * and, for numeric classes, the distinct values stated (each cited where first stated), with
 * the spans themselves when asked (at most `limitHitsPerPeriod` per period).
 */
export async function extractionSeries(
  deps: StorePort & ExtractionStorePort & DocumentsPort,
  q: ExtractionSeriesQuery,
): Promise<ExtractionSeriesResult> {
  const [entry] = entriesOf([q.schema]);
  if (!entry) throw new FdsError("bad_request", `unknown extraction schema "${q.schema}"`);
  checkClass(q.schema, q.class);
  const perPeriod = Math.max(HITS_PER_PERIOD.min, Math.min(HITS_PER_PERIOD.max, Math.floor(q.limitHitsPerPeriod)));
  const numeric = new Map(entry.schema.classes.filter((c) => c.valueAttributes.length > 0).map((c) => [c.name, c.valueAttributes]));
  const results = await collectResults(deps, {
    ticker: q.ticker,
    entry,
    periodFrom: q.periodFrom,
    periodTo: q.periodTo,
    formType: q.formType,
    allowStale: q.allowStale,
  });
  const groups = new Map<number, CollectedResult[]>();
  for (const r of results) groups.set(r.periodIndex ?? -1, [...(groups.get(r.periodIndex ?? -1) ?? []), r]);
  const periods: SeriesPeriod[] = [];
  for (const index of [...groups.keys()].sort((a, b) => a - b)) {
    const group = groups.get(index) as CollectedResult[];
    const counts: Record<string, number> = Object.fromEntries(entry.schema.classes.map((c) => [c.name, 0]));
    const values = new Map<string, SeriesValue & { mentions: number }>();
    const hits: ExtractionHit[] = [];
    let total = 0;
    for (const r of group) {
      const source = sourceOf(r);
      for (const s of keptSpans(r, q.class, q.includeCandidates)) {
        total++;
        counts[s.class] = (counts[s.class] ?? 0) + 1;
        const attrs = numeric.get(s.class);
        const a = attrs?.map((n) => s.attributes[n]).find((v) => v && typeof v.value === "number");
        if (a && typeof a.value === "number") {
          const key = `${s.class}\u0000${a.value}\u0000${a.high ?? ""}\u0000${a.unit ?? ""}`;
          const seen = values.get(key);
          if (seen) seen.mentions++;
          else
            values.set(key, {
              class: s.class,
              value: a.value,
              high: a.high ?? null,
              unit: a.unit ?? null,
              mentions: 1,
              text: a.text,
              document: s.document,
              start: a.start,
              end: a.end,
              source_id: r.record.sourceId,
            });
        }
        if (q.includeHits && hits.length < perPeriod) hits.push({ ...spanView(s), source_ref: source });
      }
    }
    const year = index < 0 ? null : Math.floor((index - 1) / 4);
    const quarter = index < 0 ? null : index - (year as number) * 4;
    periods.push({
      period: index < 0 ? "unassigned" : `FY${year}Q${quarter}`,
      fiscal_year: year,
      fiscal_quarter: quarter,
      sources: group.map(sourceOf),
      total,
      counts,
      values: [...values.values()].sort((a, b) => b.mentions - a.mentions || a.class.localeCompare(b.class) || a.value - b.value),
      ...(q.includeHits ? { hits, hits_truncated: hits.length < total } : {}),
    });
  }
  return {
    ticker: q.ticker.toUpperCase(),
    schema: entry.schema.name,
    schema_version: entry.schema.version,
    class: q.class,
    numeric_classes: [...numeric.keys()],
    periods,
  };
}
