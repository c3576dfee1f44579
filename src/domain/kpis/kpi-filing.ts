import type { Fact, FilingMeta } from "../../model/index.js";
import type { DocumentArtifacts } from "../documents/index.js";
import {
  daysBetween,
  type DurationClass,
  durationClassOf,
  isAnnualReport,
  PERIOD_END_TOLERANCE_DAYS,
  shiftYears,
} from "../shared/index.js";
import type { KpiPeriod } from "./driver-row.js";
import type { TextContext } from "./text-context.js";

/** What every reader of one filing shares: the filing, its document, its facts and its fiscal period. */
export interface KpiFiling {
  readonly filing: FilingMeta;
  /** The document is the period's earnings release (an 8-K's exhibit), not the periodic filing: its citations say so. */
  readonly release: boolean;
  /** File name of the document read (the primary, or the release exhibit). */
  readonly document: string;
  readonly url: string | null;
  /** The document's markdown, sections and tables; null when the filing's document is not stored (facts only). */
  readonly artifacts: DocumentArtifacts | null;
  readonly facts: readonly Fact[];
  /** The fiscal period the filing reports: its dates from the facts' contexts. */
  readonly period: KpiPeriod;
  /** 10-K: the year; 10-Q: the quarter (year-to-date values are read only when no quarter value exists). */
  readonly annual: boolean;
  /** The same period end a year earlier (prior-year comparisons). */
  readonly priorEnd: string | null;
  /** A 10-Q's year to date (six or nine months to its period end), from its facts; null for a 10-K or a first quarter. */
  readonly yearToDate: KpiPeriod | null;
}

/**
 * The filing's own period: end from its period end, start as the commonest start of the
 * facts of the period's length ending then (10-K: a year; 10-Q: the quarter). A filing's dei
 * focus names the period, never its comparatives' (PITFALLS: periods).
 */
export function filingPeriod(filing: FilingMeta, facts: readonly Fact[]): KpiPeriod {
  const annual = isAnnualReport(filing);
  const end = filing.periodEnd;
  const start = commonestStart(facts, end, annual ? ["FY"] : ["Q"]);
  return { fiscal_year: filing.fiscalYear, fiscal_period: filing.fiscalPeriod ?? (annual ? "FY" : null), start, end, instant: false };
}

/** A 10-Q's year to date: its period end, from the commonest start of its six- or nine-month facts. */
export function yearToDateOf(filing: FilingMeta, facts: readonly Fact[], period: KpiPeriod): KpiPeriod | null {
  if (isAnnualReport(filing)) return null;
  const start = commonestStart(facts, period.end, ["H", "9M"]);
  return start === null ? null : { ...period, start };
}

function commonestStart(facts: readonly Fact[], end: string | null, classes: readonly DurationClass[]): string | null {
  const starts = new Map<string, number>();
  if (end) {
    for (const f of facts) {
      if (f.period.kind !== "duration" || Math.abs(daysBetween(f.period.end, end)) > 3) continue;
      const cls = durationClassOf(f.period);
      if (cls === null || !classes.includes(cls)) continue;
      starts.set(f.period.start, (starts.get(f.period.start) ?? 0) + 1);
    }
  }
  return [...starts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** What a sentence reader knows of the filing: its fiscal year, the year its period ends, whether it is a quarter's. */
export function textContextOf(k: Pick<KpiFiling, "period" | "annual" | "filing">): TextContext {
  return {
    fiscalYear: k.period.fiscal_year,
    endYear: k.period.end ? Number(k.period.end.slice(0, 4)) : null,
    quarterly: !k.annual,
    company: k.filing.company,
  };
}

export function priorEndOf(end: string | null): string | null {
  return end ? shiftYears(end, -1) : null;
}

/** Whether a date is the period's end (within the 52/53-week tolerance). */
export function endsNear(date: string, end: string | null): boolean {
  return end !== null && Math.abs(daysBetween(date, end)) <= PERIOD_END_TOLERANCE_DAYS;
}
