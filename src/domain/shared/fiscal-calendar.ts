import type { FilingMeta } from "../../model/index.js";
import { shiftMonths } from "./fiscal-period.js";

/** Forms whose XBRL reports a fiscal period's numbers: annual and quarterly reports (and transition reports), amendments included. */
const PERIODIC_FORMS = /^(10-K|10-KT|10-Q|10-QT|20-F|40-F)(\/A)?$/;
const ANNUAL_FORMS = /^(10-K|20-F|40-F)(\/A)?$/;

/** A 10-K, 20-F or 40-F (or an amendment): the fiscal year's annual report. */
export function isAnnualReport(f: FilingMeta): boolean {
  return ANNUAL_FORMS.test(f.form);
}

export function isPeriodicReport(f: FilingMeta): boolean {
  return PERIODIC_FORMS.test(f.form);
}

/** Where a fiscal quarter ends. */
export interface QuarterEnd {
  readonly end: string;
  /** True when a stored filing reports this period as its own; false when estimated from another period's end. */
  readonly exact: boolean;
}

/** A period end a stored filing states for itself (dei fiscal focus and DocumentPeriodEndDate). */
interface Anchor {
  readonly fiscalYear: number;
  readonly quarter: number;
  readonly end: string;
}

/**
 * A company's fiscal calendar as its stored filings state it: each periodic report anchors its
 * own fiscal (year, quarter) to its period end. A period with no filing of its own is placed by
 * whole months from the nearest anchor, so that a later filing's comparative columns can be
 * read for it. 52/53-week years (Apple: the last Saturday of September) drift a few days from
 * such an estimate; facts are matched to it within PERIOD_END_TOLERANCE_DAYS, by duration class.
 */
export class FiscalCalendar {
  private readonly anchors: readonly Anchor[];
  /** How the company names a fiscal year against the calendar year holding most of it (see namingOf). */
  private readonly naming: number | null;

  /** `filings`: the company's stored filings (originals are preferred as anchors over amendments). */
  constructor(filings: readonly FilingMeta[]) {
    const originalsFirst = [...filings].sort((a, b) => Number(a.form.endsWith("/A")) - Number(b.form.endsWith("/A")));
    this.naming = namingOf(filings);
    this.anchors = originalsFirst.flatMap((f) => {
      const anchor = anchorOf(f, this);
      return anchor ? [anchor] : [];
    });
  }

  /**
   * The fiscal year an annual report ending `periodEnd` reports when it states none (before dei):
   * named as the company names the years its filings state (fiscal 2024 may end in January 2025).
   */
  fiscalYearEnding(periodEnd: string): number {
    return this.naming === null ? Number(periodEnd.slice(0, 4)) : midYear(periodEnd) + this.naming;
  }

  /** The end of fiscal (year, quarter 4 = the fiscal year); null when no stored filing anchors the calendar. */
  quarterEnd(fiscalYear: number, quarter: number): QuarterEnd | null {
    const own = this.anchors.find((a) => a.fiscalYear === fiscalYear && a.quarter === quarter);
    if (own) return { end: own.end, exact: true };
    const ordinal = fiscalYear * 4 + quarter;
    let nearest: Anchor | null = null;
    let distance = Infinity;
    for (const a of this.anchors) {
      const d = Math.abs(ordinal - (a.fiscalYear * 4 + a.quarter));
      // Same quarter of another year first: quarter lengths vary more than year lengths.
      const rank = d + (d % 4 === 0 ? 0 : 0.5);
      if (rank < distance) [nearest, distance] = [a, rank];
    }
    if (!nearest) return null;
    return { end: shiftMonths(nearest.end, 3 * (ordinal - (nearest.fiscalYear * 4 + nearest.quarter))), exact: false };
  }
}

/** The calendar year holding most of the fiscal year that ends on `periodEnd` (the year of its middle). */
function midYear(periodEnd: string): number {
  return Number(shiftMonths(periodEnd, -6).slice(0, 4));
}

/**
 * How the company names its fiscal years, from the annual reports that state theirs: the fiscal
 * year less the calendar year holding most of it. 0 for most (a year ending in September, or on
 * the 2nd of January, is named by the year of most of its months), 1 for a company naming a
 * year that ends on June 30 or in January by its end; the most common offset. Null when no
 * report states one: then a year is named by the calendar year it ends in.
 */
function namingOf(filings: readonly FilingMeta[]): number | null {
  const counts = new Map<number, number>();
  for (const f of filings) {
    if (!isAnnualReport(f) || f.fiscalYear === null || f.periodEnd === null) continue;
    const offset = f.fiscalYear - midYear(f.periodEnd);
    counts.set(offset, (counts.get(offset) ?? 0) + 1);
  }
  let naming: number | null = null;
  let most = 0;
  for (const [offset, n] of counts) if (n > most) [naming, most] = [offset, n];
  return naming;
}

function anchorOf(f: FilingMeta, calendar: FiscalCalendar): Anchor | null {
  if (f.periodEnd === null) return null;
  if (isAnnualReport(f)) {
    // Pre-2009 filings have no dei fiscal focus: their year is named as the company names the others (as reportsPeriod reads them).
    return { fiscalYear: f.fiscalYear ?? calendar.fiscalYearEnding(f.periodEnd), quarter: 4, end: f.periodEnd };
  }
  const q = /^Q([1-3])$/.exec(f.fiscalPeriod ?? "");
  if (/^10-Q(\/A)?$/.test(f.form) && f.fiscalYear !== null && q)
    return { fiscalYear: f.fiscalYear, quarter: Number(q[1]), end: f.periodEnd };
  return null;
}
