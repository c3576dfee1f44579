import type { Fact, FilingMeta } from "../../model/index.js";
import { periodMatches, type PeriodTarget } from "./fiscal-period.js";
import { COMPARATIVE_END_TOLERANCE_DAYS, type Located, type PeriodReader } from "./period-reader.js";
import type { Hit } from "./period-match.js";

/**
 * The numeric facts a filing reports for its own period: durations of the wanted class ending
 * at the period end, and instants at the period end. Comparative columns are left out.
 */
export function factsForPeriod(facts: readonly Fact[], filing: FilingMeta, target: PeriodTarget): Fact[] {
  return filing.periodEnd === null ? [] : factsEndingAt(facts, filing.periodEnd, target, 3);
}

function factsEndingAt(facts: readonly Fact[], end: string, target: PeriodTarget, tolerance: number): Fact[] {
  return facts.filter(
    (f) => f.numeric && (periodMatches(f.period, { kind: "instant", date: end }, tolerance) || periodMatches(f.period, { kind: "duration", end, durationClass: target.durationClass }, tolerance)),
  );
}

/**
 * Every number the stored filings report for a fiscal period (durations of the asked class
 * ending at its end, instants at its end, breakdowns included): one value per concept, axis
 * key, unit and period kind, the filing chosen by the reader's basis (own filing, or a later
 * one's comparative column). Empty when no stored filing reports the period.
 */
export async function periodValues(reader: PeriodReader, target: PeriodTarget): Promise<Located[]> {
  const sources = await reader.sources(target.fiscalYear, target.quarter);
  if (!sources) return [];
  const byKey = new Map<string, Hit[]>();
  for (const { filing, own } of sources.filings) {
    const seen = new Set<string>();
    for (const fact of factsEndingAt(await reader.facts(filing), sources.end.end, target, own ? 3 : COMPARATIVE_END_TOLERANCE_DAYS)) {
      const key = `${fact.concept}|${fact.axisKey}|${fact.unit}|${fact.period.kind}`;
      if (seen.has(key)) continue;
      seen.add(key);
      byKey.set(key, [...(byKey.get(key) ?? []), { fact, filing, own }]);
    }
  }
  return [...byKey.values()].map((hits) => reader.choose(hits));
}

/** Label of each concept from the filing's label linkbase: terse, else standard; absent concepts have none. */
export function labelMap(labels: readonly { concept: string; role: string; lang: string; text: string }[]): Map<string, string> {
  const rank = (role: string) => (role.endsWith("/terseLabel") ? 0 : role.endsWith("/label") ? 1 : 2);
  const best = new Map<string, { text: string; rank: number }>();
  for (const l of labels) {
    if (l.lang && !l.lang.startsWith("en")) continue;
    const r = rank(l.role);
    if (r === 2) continue;
    const cur = best.get(l.concept);
    if (!cur || r < cur.rank) best.set(l.concept, { text: l.text, rank: r });
  }
  return new Map([...best].map(([c, v]) => [c, v.text]));
}
