import type { Fact, FilingMeta } from "../../model/index.js";
import { periodMatches, type PeriodTarget } from "./fiscal-period.js";
import { COMPARATIVE_END_TOLERANCE_DAYS, type Located, type PeriodReader } from "./period-reader.js";
import type { Hit } from "./period-match.js";
import { conceptKindOf, isAdditive } from "./period-rules.js";
import { askFor, cumulativeTarget, DURATION_WORDS, QUARTER_PLANS } from "./quarter-derivation.js";

/**
 * The numeric facts a filing reports for its own period: durations of the wanted class ending
 * at the period end, and instants at the period end. Comparative columns are left out.
 */
export function factsForPeriod(facts: readonly Fact[], filing: FilingMeta, target: PeriodTarget): Fact[] {
  return filing.periodEnd === null ? [] : factsEndingAt(facts, filing.periodEnd, target, 3);
}

function factsEndingAt(facts: readonly Fact[], end: string, target: PeriodTarget, tolerance: number): Fact[] {
  return facts.filter(
    (f) =>
      f.numeric &&
      (periodMatches(f.period, { kind: "instant", date: end }, tolerance) ||
        periodMatches(f.period, { kind: "duration", end, durationClass: target.durationClass }, tolerance)),
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
  const reported = [...byKey.values()].map((hits) => reader.choose(hits));
  return target.durationClass === "Q" ? [...reported, ...(await derivedQuarterValues(reader, target, new Set(byKey.keys())))] : reported;
}

/**
 * The quarter alone of every additive flow the period's filings print only cumulatively (a
 * 10-Q's cash flow is year to date; a 10-K's is the year): derived as the reader derives a
 * metric (QUARTER_PLANS), marked derived and citing both inputs.
 */
async function derivedQuarterValues(reader: PeriodReader, target: PeriodTarget, reportedKeys: ReadonlySet<string>): Promise<Located[]> {
  const plan = QUARTER_PLANS[target.quarter];
  const [long, short] = [
    await reader.sources(target.fiscalYear, plan.long.quarter),
    await reader.sources(target.fiscalYear, plan.short.quarter),
  ];
  if (!long || !short) return [];
  const longTarget = cumulativeTarget(target.fiscalYear, plan.long);
  const wanted = new Map<string, { concept: string; axisKey: string }>();
  for (const { filing, own } of long.filings) {
    for (const fact of factsEndingAt(await reader.facts(filing), long.end.end, longTarget, own ? 3 : COMPARATIVE_END_TOLERANCE_DAYS)) {
      if (fact.period.kind !== "duration" || !isAdditive(conceptKindOf(fact))) continue;
      const key = `${fact.concept}|${fact.axisKey}|${fact.unit}|duration`;
      if (!reportedKeys.has(key)) wanted.set(key, { concept: fact.concept, axisKey: fact.axisKey });
    }
  }
  // The shorter period's filings are read whole once, not once per concept.
  for (const { filing } of short.filings) await reader.facts(filing);
  const out: Located[] = [];
  let refused = 0;
  for (const { concept, axisKey } of wanted.values()) {
    const located = await reader.value(target, [concept], axisKey, { quiet: true });
    if (located?.value.source === "derived") out.push(located);
    else refused++;
  }
  if (refused > 0) {
    const [longWords, shortWords] = [DURATION_WORDS[plan.long.durationClass], DURATION_WORDS[plan.short.durationClass]];
    reader.warnings.push(
      `fiscal ${target.fiscalYear} Q${target.quarter} alone: ${refused} of ${wanted.size} flows printed only for the ${longWords} have no figure for the ${shortWords} ending with fiscal Q${plan.short.quarter} in any stored filing, so their quarter alone (${longWords} minus ${shortWords}) is not given; ask ${askFor(plan.long)} for the ${longWords}`,
    );
  }
  return out;
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
