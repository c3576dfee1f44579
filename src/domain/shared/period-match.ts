import type { Fact, FilingMeta } from "../../model/index.js";
import { daysBetween, periodMatches, PERIOD_END_TOLERANCE_DAYS, type PeriodTarget, type PeriodWanted } from "./fiscal-period.js";
import type { ReportedIn } from "./metric-value.js";

/** A fact one stored filing reports for a period, and whether that filing is the period's own. */
export interface Hit {
  readonly fact: Fact;
  readonly filing: FilingMeta;
  readonly own: boolean;
}

export const reportedInOf = (h: Pick<Hit, "own">): ReportedIn => (h.own ? "own_filing" : "comparative");

/** What a concept's facts must look like to answer: instants for balance-sheet concepts. */
export function wantedFor(facts: readonly Fact[], periodEnd: string, target: PeriodTarget): PeriodWanted {
  // Balance-sheet concepts are instants: Q4's instant is the fiscal year-end's; never derived.
  if (facts.every((f) => f.period.kind === "instant")) return { kind: "instant", date: periodEnd };
  return { kind: "duration", end: periodEnd, durationClass: target.durationClass };
}

const endOf = (f: Fact): string | null =>
  f.period.kind === "instant" ? f.period.instant : f.period.kind === "duration" ? f.period.end : null;

/** The fact for a wanted period within `tolerance` days: a reported value over nil, then the end closest to the wanted one. */
export function bestFact(facts: readonly Fact[], wanted: PeriodWanted, tolerance: number): Fact | null {
  const target = wanted.kind === "instant" ? wanted.date : wanted.end;
  const distance = (f: Fact) => Math.abs(daysBetween(endOf(f) ?? target, target));
  const matching = facts.filter((f) => periodMatches(f.period, wanted, tolerance));
  return matching.sort((a, b) => Number(a.value === null) - Number(b.value === null) || distance(a) - distance(b))[0] ?? null;
}

/**
 * The day a period's facts end on: the most common end (durations) or date (instants) within
 * PERIOD_END_TOLERANCE_DAYS of an estimate. A fiscal calendar's estimate drifts a few days in
 * 52/53-week years, and a document's period end may be nominal (September 30 for a year that
 * ended on the 28th): the contexts carry the real day. Null when no fact ends near it. Read from
 * each filing's fact ends (its days with their fact counts, in order of first fact).
 */
export function commonEnd(
  endLists: readonly (readonly { readonly end: string; readonly facts: number }[])[],
  estimate: string,
): string | null {
  const counts = new Map<string, number>();
  for (const ends of endLists) {
    for (const { end, facts } of ends) {
      if (Math.abs(daysBetween(end, estimate)) <= PERIOD_END_TOLERANCE_DAYS) counts.set(end, (counts.get(end) ?? 0) + facts);
    }
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || Math.abs(daysBetween(a[0], estimate)) - Math.abs(daysBetween(b[0], estimate)));
  return ranked[0]?.[0] ?? null;
}
