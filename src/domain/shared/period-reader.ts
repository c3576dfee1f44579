import type { Fact, FilingMeta } from "../../model/index.js";
import { subtractDecimal } from "../../parse/xbrl/index.js";
import type { ToolDeps } from "../../tools/tool-deps.js";
import { FdsError } from "./errors.js";
import { findPeriodFiling, type FoundFiling } from "./filing-lookup.js";
import { periodMatches, priorYear, type PeriodTarget, type PeriodWanted } from "./fiscal-period.js";
import { metricValueOf, sourceRefOf, type MetricValue } from "./metric-value.js";

/** A value found for a period, with the concept that answered and the filing it came from. */
export interface Located {
  readonly value: MetricValue;
  readonly concept: string;
}

/**
 * Reads values for fiscal periods from filings, one request at a time: it remembers the
 * filings and facts it loaded, so a metric, its prior year and a Q4 derivation read each
 * filing once. Periods come from each fact's own context dates, never from the filing's
 * fiscal focus (a 10-K also carries last year's comparatives).
 */
export class PeriodReader {
  private readonly factsByAccession = new Map<string, Promise<Fact[]>>();
  private readonly filings = new Map<string, Promise<FoundFiling | null>>();
  readonly warnings: string[] = [];

  constructor(
    private readonly deps: ToolDeps,
    private readonly ticker: string,
    private readonly cacheOnly: boolean,
  ) {}

  facts(filing: FilingMeta): Promise<Fact[]> {
    let facts = this.factsByAccession.get(filing.accession);
    if (!facts) {
      facts = this.deps.store.getFacts(filing.accession);
      this.factsByAccession.set(filing.accession, facts);
    }
    return facts;
  }

  /** The filing of a fiscal period; errors (not cached, EDGAR down) propagate. */
  filing(fiscalYear: number, quarter: number): Promise<FoundFiling> {
    return findPeriodFiling(this.deps, { ticker: this.ticker, fiscalYear, quarter, cacheOnly: this.cacheOnly });
  }

  /** The filing of a fiscal period, or null (with a warning) where it cannot be had. */
  async optionalFiling(fiscalYear: number, quarter: number): Promise<FoundFiling | null> {
    const key = `${fiscalYear}Q${quarter}`;
    let found = this.filings.get(key);
    if (!found) {
      found = this.filing(fiscalYear, quarter).catch((err: unknown) => {
        if (!(err instanceof FdsError)) throw err;
        this.warnings.push(`fiscal ${fiscalYear} ${quarter === 4 ? "annual report" : `Q${quarter}`} unavailable: ${err.message}`);
        return null;
      });
      this.filings.set(key, found);
    }
    return found;
  }

  /**
   * The value the filing reports for its own period, from the first concept (in priority
   * order) that has one. Quarter 4 alone is derived when no filer reported it.
   */
  async current(filing: FilingMeta, concepts: readonly string[], target: PeriodTarget, axisKey: string): Promise<Located | null> {
    const facts = await this.facts(filing);
    for (const concept of concepts) {
      const own = facts.filter((f) => f.concept === concept && f.axisKey === axisKey && f.numeric);
      if (own.length === 0) continue;
      const wanted = wantedFor(own, filing.periodEnd, target);
      if (!wanted) continue;
      const fact = best(own, wanted);
      if (fact) return { value: metricValueOf(fact, filing), concept };
      if (wanted.kind === "duration" && target.quarter === 4 && target.durationClass === "Q") {
        const derived = await this.deriveQ4(filing, own, wanted.end, [target.fiscalYear], concept, axisKey);
        if (derived) return { value: derived, concept };
      }
    }
    return null;
  }

  /**
   * The same period a year earlier, for the concept that answered: from the filing's own
   * comparative columns, else from the prior year's filing of the same quarter.
   */
  async prior(filing: FilingMeta, current: Located, target: PeriodTarget, axisKey: string): Promise<MetricValue | null> {
    const v = current.value;
    const wanted: PeriodWanted = priorYear(v.period.type === "instant" ? { kind: "instant", date: v.period.end } : { kind: "duration", end: v.period.end, durationClass: target.durationClass });
    const inFiling = best((await this.facts(filing)).filter((f) => f.concept === current.concept && f.axisKey === axisKey && f.numeric), wanted);
    if (inFiling) return metricValueOf(inFiling, filing);
    const earlier = await this.optionalFiling(target.fiscalYear - 1, target.quarter);
    if (earlier) {
      const own = (await this.facts(earlier.filing)).filter((f) => f.concept === current.concept && f.axisKey === axisKey && f.numeric);
      const fact = best(own, wanted);
      if (fact) return metricValueOf(fact, earlier.filing);
    }
    if (v.source === "derived" && wanted.kind === "duration") {
      const own = (await this.facts(filing)).filter((f) => f.concept === current.concept && f.axisKey === axisKey && f.numeric);
      return this.deriveQ4(filing, own, wanted.end, [target.fiscalYear, target.fiscalYear - 1], current.concept, axisKey);
    }
    return null;
  }

  /**
   * Q4 alone = fiscal year minus nine-month YTD, only when both start on the same day (else
   * they do not cover the same year). The nine months come from a third-quarter 10-Q: that
   * fiscal year's own, or the next year's comparative column.
   */
  private async deriveQ4(filing: FilingMeta, own: Fact[], end: string, q3Years: number[], concept: string, axisKey: string): Promise<MetricValue | null> {
    const fy = best(own, { kind: "duration", end, durationClass: "FY" });
    if (!fy || fy.value === null || fy.period.kind !== "duration") return null;
    for (const year of q3Years) {
      const q3 = await this.optionalFiling(year, 3);
      if (!q3) continue;
      const nine = (await this.facts(q3.filing)).find(
        (f) => f.concept === concept && f.axisKey === axisKey && f.value !== null && periodMatches(f.period, { kind: "duration", end: f.period.kind === "duration" ? f.period.end : "", durationClass: "9M", start: (fy.period as { start: string }).start }),
      );
      if (!nine || nine.value === null || nine.period.kind !== "duration") continue;
      const value = subtractDecimal(fy.value, nine.value);
      const decimals = fy.decimals === "INF" ? nine.decimals : nine.decimals === "INF" ? fy.decimals : fy.decimals === null || nine.decimals === null ? null : Math.min(fy.decimals, nine.decimals);
      return {
        ...metricValueOf(fy, filing),
        value: Number(value),
        value_exact: value,
        decimals,
        period: { type: "duration", start: shiftDay(nine.period.end, 1), end: fy.period.end },
        duration_class: "Q",
        source: "derived",
        source_ref: null,
        derivation: {
          method: "fy_minus_nine_month_ytd",
          formula: `${fy.value} (fiscal year ${fy.period.start}..${fy.period.end}) - ${nine.value} (nine months ${nine.period.start}..${nine.period.end})`,
          inputs: [sourceRefOf(fy, filing), sourceRefOf(nine, q3.filing)],
        },
      };
    }
    this.warnings.push(`${concept}: Q4 alone is not reported and cannot be derived (no nine-month YTD sharing the fiscal year's start)`);
    return null;
  }
}

/** What a concept's facts must look like to answer: instants for balance-sheet concepts. */
function wantedFor(facts: Fact[], periodEnd: string | null, target: PeriodTarget): PeriodWanted | null {
  if (periodEnd === null) return null;
  // Balance-sheet concepts are instants: Q4's instant is the fiscal year-end's; never derived.
  if (facts.every((f) => f.period.kind === "instant")) return { kind: "instant", date: periodEnd };
  return { kind: "duration", end: periodEnd, durationClass: target.durationClass };
}

/** The fact for a wanted period: a reported value over nil, then the period end closest to the wanted one. */
function best(facts: Fact[], wanted: PeriodWanted): Fact | null {
  const matching = facts.filter((f) => periodMatches(f.period, wanted));
  if (matching.length === 0) return null;
  const target = wanted.kind === "instant" ? wanted.date : wanted.end;
  const endOf = (f: Fact) => (f.period.kind === "instant" ? f.period.instant : f.period.kind === "duration" ? f.period.end : "");
  return [...matching].sort((a, b) => Number(a.value === null) - Number(b.value === null) || Number(endOf(a) !== target) - Number(endOf(b) !== target))[0] ?? null;
}

function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
