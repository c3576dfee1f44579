import type { Fact, FilingMeta } from "../../model/index.js";
import { periodMatches, type PeriodTarget } from "./fiscal-period.js";

/**
 * The numeric facts a filing reports for its own period: durations of the wanted class ending
 * at the period end, and instants at the period end. Comparative columns are left out.
 */
export function factsForPeriod(facts: readonly Fact[], filing: FilingMeta, target: PeriodTarget): Fact[] {
  const end = filing.periodEnd;
  if (end === null) return [];
  return facts.filter(
    (f) => f.numeric && (periodMatches(f.period, { kind: "instant", date: end }, 3) || periodMatches(f.period, { kind: "duration", end, durationClass: target.durationClass }, 3)),
  );
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
