import { Type } from "typebox";
import { ConceptResultSchema, getConcept } from "./concept.js";
import {
  AsOfSchema,
  type Basis,
  DateRangeSchema,
  type DateType,
  FdsError,
  type FetcherPort,
  IssueSchema,
  Nullable,
  reportsPeriod,
  type StorePort,
  Warnings,
  type Wire,
} from "../shared/index.js";
import type { RegistryPort } from "../equivalence/index.js";

/** How companies' periods are lined up. */
export const ALIGNMENTS = ["fiscal", "calendar"] as const;
type Alignment = (typeof ALIGNMENTS)[number];

export interface CompareQuery {
  readonly conceptName: string;
  readonly tickers: readonly string[];
  /** Fiscal (align fiscal) or calendar (align calendar) year; with `quarter` absent: the whole year. */
  readonly year: number | null;
  readonly quarter: number | null;
  /** Explicit fiscal periods per company instead of year/quarter (align is then fiscal). */
  readonly periods: readonly { readonly ticker: string; readonly year: number; readonly quarter: number | null }[] | null;
  readonly dateType: DateType | null;
  readonly align: Alignment;
  readonly cacheOnly: boolean;
  /** Which stored filing answers when several report a period; default as_reported. */
  readonly basis?: Basis;
}

/** Most companies (or explicit periods) one comparison may name, as the tool's schema allows. */
const MAX_COMPARED = 20;

const CompareEntrySchema = Type.Object({
  ticker: Type.String(),
  /** The company's fiscal period that answered; null when none could. */
  fiscal_year: Nullable(Type.Integer()),
  quarter: Nullable(Type.Integer()),
  /** The value's own period dates: what "the same period" meant for this company. */
  period: Nullable(DateRangeSchema),
  result: Nullable(ConceptResultSchema),
  error: Nullable(IssueSchema),
});

type CompareEntry = Wire<typeof CompareEntrySchema>;

/** compare_concept's answer: one entry per company, each with its result or its error. */
export const CompareResultSchema = Type.Object({
  concept: Type.String(),
  // The document says string: the domain knows the alignments.
  align: Type.Unsafe<Alignment>(Type.String()),
  /** The alignment used, in words. */
  alignment: Type.String(),
  companies: Type.Array(CompareEntrySchema),
  warnings: Warnings,
  as_of: Type.Optional(AsOfSchema),
});

type CompareResult = Wire<typeof CompareResultSchema>;

/**
 * One concept across companies. `fiscal`: each company's own fiscal year/quarter (Apple's
 * fiscal 2024 ends September 2024, NVIDIA's January 2024). `calendar`: for each company, the
 * cached fiscal period whose midpoint falls in the calendar quarter (or year) asked, the rule
 * EDGAR's frames follow in spirit. Each company's period dates are returned; a company that
 * cannot answer carries its error instead of failing the whole comparison.
 */
export async function compareConcept(deps: StorePort & FetcherPort & RegistryPort, q: CompareQuery): Promise<CompareResult> {
  const warnings: string[] = [];
  // Bounded inside the domain too: each company costs filing reads.
  if (q.tickers.length > MAX_COMPARED || (q.periods?.length ?? 0) > MAX_COMPARED)
    throw new FdsError("validation_error", `at most ${MAX_COMPARED} companies or periods can be compared`);
  let jobs: { ticker: string; run: () => Promise<CompareEntry> }[];
  let alignment: string;
  if (q.periods && q.periods.length > 0) {
    if (q.align === "calendar") warnings.push("explicit periods are fiscal periods: align calendar does not apply to them");
    alignment = "explicit fiscal periods per company";
    jobs = q.periods.map((p) => ({ ticker: p.ticker, run: () => fiscalEntry(deps, q, p.ticker, p.year, p.quarter) }));
  } else {
    if (q.year === null) throw new FdsError("bad_request", "give year (and optionally quarter), or periods");
    if (q.tickers.length === 0) throw new FdsError("bad_request", "give at least one ticker");
    const year = q.year;
    if (q.align === "fiscal") {
      alignment = `each company's own fiscal ${q.quarter === null ? `year ${year}` : `${year} Q${q.quarter}`}: period dates differ by fiscal year end`;
      jobs = q.tickers.map((t) => ({ ticker: t, run: () => fiscalEntry(deps, q, t, year, q.quarter) }));
    } else {
      const [from, to] = calendarWindow(year, q.quarter);
      alignment = `calendar ${q.quarter === null ? `year ${year}` : `${year} Q${q.quarter}`} (${from}..${to}): for each company the cached fiscal ${q.quarter === null ? "year" : "quarter"} whose midpoint falls in that window`;
      jobs = q.tickers.map((t) => ({ ticker: t, run: () => calendarEntry(deps, q, t, from, to) }));
    }
  }
  const companies: CompareEntry[] = [];
  for (const job of jobs) {
    try {
      companies.push(await job.run());
    } catch (err) {
      if (!(err instanceof FdsError)) throw err;
      companies.push({
        ticker: job.ticker.toUpperCase(),
        fiscal_year: null,
        quarter: null,
        period: null,
        result: null,
        error: { code: err.code, message: err.message },
      });
    }
  }
  if (companies.every((c) => c.result === null))
    throw new FdsError(
      "metric_not_found",
      `no company could answer ${q.conceptName}: ${companies.map((c) => `${c.ticker}: ${c.error?.message}`).join("; ")}`,
    );
  return { concept: q.conceptName, align: q.align, alignment, companies, warnings };
}

async function fiscalEntry(
  deps: StorePort & FetcherPort & RegistryPort,
  q: CompareQuery,
  ticker: string,
  year: number,
  quarter: number | null,
): Promise<CompareEntry> {
  const result = await getConcept(deps, {
    ticker,
    fiscalYear: year,
    quarter: quarter ?? 4,
    conceptName: q.conceptName,
    dateType: quarter === null ? "FY" : q.dateType,
    fullYearMode: quarter === null,
    cacheOnly: q.cacheOnly,
    ...(q.basis ? { basis: q.basis } : {}),
  });
  return {
    ticker: result.ticker,
    fiscal_year: year,
    quarter: quarter ?? 4,
    period: { start: result.value.period.start, end: result.value.period.end },
    result,
    error: null,
  };
}

/** First and last day of a calendar quarter (or year when quarter is null). */
function calendarWindow(year: number, quarter: number | null): [string, string] {
  if (quarter === null) return [`${year}-01-01`, `${year}-12-31`];
  const lastMonth = quarter * 3;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return [`${year}-${String(lastMonth - 2).padStart(2, "0")}-01`, `${year}-${String(lastMonth).padStart(2, "0")}-${lastDay}`];
}

function midpoint(start: string, end: string): string {
  return new Date((Date.parse(`${start}T00:00:00Z`) + Date.parse(`${end}T00:00:00Z`)) / 2).toISOString().slice(0, 10);
}

/** Calendar alignment reads what is cached: fiscal calendars are known only from filings. */
async function calendarEntry(
  deps: StorePort & FetcherPort & RegistryPort,
  q: CompareQuery,
  ticker: string,
  from: string,
  to: string,
): Promise<CompareEntry> {
  const annual = q.quarter === null;
  const filings = await deps.store.listFilings({ ticker: ticker.toUpperCase() });
  const candidates = new Map<string, { year: number; quarter: number }>();
  for (const f of filings) {
    if (f.fiscalYear === null || f.form.endsWith("/A")) continue;
    for (const quarter of annual ? [4] : [1, 2, 3, 4]) {
      if (reportsPeriod(f, f.fiscalYear, quarter)) candidates.set(`${f.fiscalYear}Q${quarter}`, { year: f.fiscalYear, quarter });
    }
  }
  const errors: string[] = [];
  for (const c of candidates.values()) {
    try {
      const result = await getConcept(deps, {
        ticker,
        fiscalYear: c.year,
        quarter: c.quarter,
        conceptName: q.conceptName,
        dateType: annual ? "FY" : "Q",
        fullYearMode: annual,
        cacheOnly: true,
        ...(q.basis ? { basis: q.basis } : {}),
      });
      const p = result.value.period;
      // Instants (balance-sheet values) fall in the window by their date; durations by their midpoint.
      const at = p.start === null ? p.end : midpoint(p.start, p.end);
      if (at >= from && at <= to)
        return {
          ticker: result.ticker,
          fiscal_year: c.year,
          quarter: c.quarter,
          period: { start: p.start, end: p.end },
          result,
          error: null,
        };
    } catch (err) {
      if (!(err instanceof FdsError)) throw err;
      errors.push(`${c.year}Q${c.quarter}: ${err.message}`);
    }
  }
  throw new FdsError(
    "not_cached",
    `${ticker.toUpperCase()}: no cached fiscal ${annual ? "year" : "quarter"} with a value of ${q.conceptName} falls in ${from}..${to}${errors.length ? ` (${errors.join("; ")})` : ""}`,
  );
}
