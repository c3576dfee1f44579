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

  /** `filings`: the company's stored filings (originals are preferred as anchors over amendments). */
  constructor(filings: readonly FilingMeta[]) {
    const originalsFirst = [...filings].sort((a, b) => Number(a.form.endsWith("/A")) - Number(b.form.endsWith("/A")));
    this.anchors = originalsFirst.flatMap((f) => {
      const anchor = anchorOf(f);
      return anchor ? [anchor] : [];
    });
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

function anchorOf(f: FilingMeta): Anchor | null {
  if (f.periodEnd === null) return null;
  if (isAnnualReport(f)) {
    // Pre-2009 filings have no dei fiscal focus: the year the period ends in is all there is (as reportsPeriod reads them).
    return { fiscalYear: f.fiscalYear ?? Number(f.periodEnd.slice(0, 4)), quarter: 4, end: f.periodEnd };
  }
  const q = /^Q([1-3])$/.exec(f.fiscalPeriod ?? "");
  if (/^10-Q(\/A)?$/.test(f.form) && f.fiscalYear !== null && q)
    return { fiscalYear: f.fiscalYear, quarter: Number(q[1]), end: f.periodEnd };
  return null;
}
