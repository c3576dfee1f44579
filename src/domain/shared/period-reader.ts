import type { Fact, FilingMeta } from "../../model/index.js";
import { FdsError } from "../../model/index.js";
import { findPeriodFiling, reportsPeriod, type CacheStatus, type FoundFiling } from "./filing-lookup.js";
import { FiscalCalendar, isPeriodicReport, type QuarterEnd } from "./fiscal-calendar.js";
import { daysBetween, PERIOD_END_TOLERANCE_DAYS, type PeriodTarget } from "./fiscal-period.js";
import { metricValueOf, XBRL_CITER, type FactCiter, type MetricValue, type ReportedIn } from "./metric-value.js";
import { bestFact, commonEnd, reportedInOf, wantedFor, type Hit } from "./period-match.js";
import { conceptKindOf, isAdditive, notDerivableReason } from "./period-rules.js";
import { askFor, cumulativeTarget, derivedQuarter, DURATION_WORDS, isShortPart, QUARTER_PLANS } from "./quarter-derivation.js";
import { basisValueOf, DEFAULT_BASIS, orderByBasis, restatedNote, type Basis } from "./reporting-basis.js";
import type { FetcherPort, PeriodStore } from "./ports.js";

/** A value found for a fiscal period, with the concept that answered and the filing it came from. */
export interface Located {
  /** Carries `reported_in`, and `restated` when the value as first reported and the latest differ. */
  readonly value: MetricValue;
  readonly concept: string;
  /** The filing the value was read from; for a derived quarter, the longer period's. */
  readonly filing: FilingMeta;
  readonly cacheStatus: CacheStatus;
  /** Whether `filing` is the period's own (for a derived value the value's own `reported_in` says whether any input is a comparative). */
  readonly reportedIn: ReportedIn;
}

/** The stored filings that may report a fiscal period, the period's own marked, and where the period ends. */
export interface PeriodSources {
  /** The period end as the facts date it (`exact`: the period has a stored filing of its own). */
  readonly end: QuarterEnd;
  readonly filings: readonly { readonly filing: FilingMeta; readonly own: boolean }[];
}

export interface ValueOptions {
  /** Read from this filing (accession) first whatever the basis: a prior year from the current value's filing. */
  readonly prefer?: string;
  /** Read from this filing only (a filing's own presentation). */
  readonly only?: string;
  /** Keep a refused derivation's reason for whyNoValue without a warning (a caller that words its own). */
  readonly quiet?: boolean;
}

/**
 * A periodic report's comparative columns reach back at most three fiscal years (income
 * statement: two prior years; statement of equity: the balance three years before its end).
 */
const COMPARATIVE_REACH_DAYS = 3 * 366;

/**
 * A later filing's comparative column is the same period, dated as the period's own facts are:
 * its facts must end on that very day (a stray fact two days off, such as a debt note's
 * instant, is another period). The period's own filing keeps the caller's tolerance.
 */
export const COMPARATIVE_END_TOLERANCE_DAYS = 0;

/**
 * Reads values for fiscal periods from every stored filing that reports them, one request at a
 * time (filings and facts are loaded once per request). A period is located by the company's
 * fiscal calendar (derived from its stored filings) and each fact's own context dates, never by
 * a filing's fiscal focus: a 10-K's comparative columns answer for earlier years, and a period
 * whose own filing is not stored is still read from a later filing's comparative column. Which
 * filing answers follows the basis (`as_reported`: the period's own filing, else the earliest;
 * `latest`: the most recently filed); where the two differ the value carries `restated`.
 */
export class PeriodReader {
  private readonly factsByAccession = new Map<string, Promise<Fact[]>>();
  private readonly indexByAccession = new Map<string, Promise<Map<string, Fact[]>>>();
  /** Per filing not read whole: the numeric facts of each concept read so far, by concept. */
  private readonly conceptsByAccession = new Map<string, Map<string, Promise<readonly Fact[]>>>();
  /** Concepts read along with any asked of a filing (a statement's lines), in one query per filing. */
  private readonly wanted = new Set<string>();
  private readonly filings = new Map<string, Promise<FoundFiling | null>>();
  private stored: Promise<{ filings: FilingMeta[]; calendar: FiscalCalendar }> | null = null;
  private readonly sourcesByPeriod = new Map<string, Promise<PeriodSources | null>>();
  private readonly fetched = new Set<string>();
  /** Why a derivation was refused, by period and concepts (whyNoValue). */
  private readonly misses = new Map<string, string>();
  readonly warnings: string[] = [];
  /** Whether a period's own filing was wanted but not cached, in a cache-only request (optionalFiling). */
  uncached = false;

  /**
   * `deps.store`: the stored filings, or any source of filings and facts shaped like them (SEC's
   * company facts: src/domain/companyfacts); `citer` says how the values found cite their facts.
   */
  constructor(
    private readonly deps: { readonly store: PeriodStore } & FetcherPort,
    readonly ticker: string,
    readonly cacheOnly: boolean,
    readonly basis: Basis = DEFAULT_BASIS,
    private readonly citer: FactCiter = XBRL_CITER,
  ) {}

  facts(filing: FilingMeta): Promise<Fact[]> {
    let facts = this.factsByAccession.get(filing.accession);
    if (!facts) {
      facts = this.deps.store.getFacts(filing.accession);
      this.factsByAccession.set(filing.accession, facts);
    }
    return facts;
  }

  /** Concepts to read along with those asked of any filing from now on (one query per filing for a statement's lines). */
  want(concepts: Iterable<string>): void {
    for (const c of concepts) this.wanted.add(c);
  }

  /**
   * The filing's numeric facts of one concept, in saved order. A filing this request read whole
   * answers from that read; otherwise the filing is read for the concepts asked only, through
   * the (accession, concept) index: a metric needs a few of a filing's ~1,000 facts, most of
   * whose bytes are text blocks.
   */
  async conceptFacts(filing: FilingMeta, concept: string): Promise<readonly Fact[]> {
    if (!this.factsByAccession.has(filing.accession)) {
      this.preload([filing], [concept]);
      return this.conceptsByAccession.get(filing.accession)!.get(concept)!;
    }
    let index = this.indexByAccession.get(filing.accession);
    if (!index) {
      index = this.facts(filing).then(numericByConcept);
      this.indexByAccession.set(filing.accession, index);
    }
    return (await index).get(concept) ?? [];
  }

  /**
   * Reads the concepts (and the wanted ones) not yet read of the filings not read whole, before
   * they are asked one by one: in one query for all of them (filings missing the same concepts,
   * as the filings a period reaches do, are read together).
   */
  private preload(filings: readonly FilingMeta[], concepts: readonly string[]): void {
    const asked = [...new Set([...concepts, ...this.wanted])].sort();
    const byMissing = new Map<string, { missing: string[]; accessions: string[] }>();
    for (const { accession } of filings) {
      if (this.factsByAccession.has(accession)) continue;
      let known = this.conceptsByAccession.get(accession);
      if (!known) {
        known = new Map();
        this.conceptsByAccession.set(accession, known);
      }
      const missing = asked.filter((c) => !known.has(c));
      if (missing.length === 0) continue;
      const key = missing.join(" ");
      const group = byMissing.get(key);
      if (group) group.accessions.push(accession);
      else byMissing.set(key, { missing, accessions: [accession] });
    }
    for (const { missing, accessions } of byMissing.values()) {
      const read = this.deps.store.getFactsByFiling(accessions, { concepts: missing });
      for (const accession of accessions) {
        const byConcept = read.then((byFiling) => numericByConcept(byFiling.get(accession) ?? []));
        const known = this.conceptsByAccession.get(accession)!;
        for (const c of missing) {
          const facts = byConcept.then((found) => found.get(c) ?? []);
          // A concept read along but never asked must not turn a failed read into an unhandled rejection; askers still see it.
          facts.catch(() => undefined);
          known.set(c, facts);
        }
      }
    }
  }

  /** The period's own filing, from the store or fetched from EDGAR; errors (not cached, EDGAR down) propagate. */
  async filing(fiscalYear: number, quarter: number): Promise<FoundFiling> {
    const found = await findPeriodFiling(this.deps, { ticker: this.ticker, fiscalYear, quarter, cacheOnly: this.cacheOnly });
    if (found.cacheStatus === "fetched" && !this.fetched.has(found.filing.accession)) {
      this.fetched.add(found.filing.accession);
      // The fetched filing joins the stored ones (and the fiscal calendar).
      this.stored = null;
      this.sourcesByPeriod.clear();
    }
    return found;
  }

  /** The period's own filing, or null (with a warning) where it cannot be had. */
  async optionalFiling(fiscalYear: number, quarter: number): Promise<FoundFiling | null> {
    const key = `${fiscalYear}Q${quarter}`;
    let found = this.filings.get(key);
    if (!found) {
      found = this.filing(fiscalYear, quarter).catch((err: unknown) => {
        if (!(err instanceof FdsError)) throw err;
        if (err.code === "not_cached") this.uncached = true;
        this.warnings.push(`fiscal ${fiscalYear} ${quarter === 4 ? "annual report" : `Q${quarter}`} unavailable: ${err.message}`);
        return null;
      });
      this.filings.set(key, found);
    }
    return found;
  }

  cacheStatusOf(filing: FilingMeta): CacheStatus {
    return this.fetched.has(filing.accession) ? "fetched" : "cached";
  }

  private storedFilings(): Promise<{ filings: FilingMeta[]; calendar: FiscalCalendar }> {
    this.stored ??= this.deps.store.listFilings({ ticker: this.ticker.toUpperCase() }).then((all) => {
      const filings = all.filter(isPeriodicReport);
      return { filings, calendar: new FiscalCalendar(filings) };
    });
    return this.stored;
  }

  /** The period's own original report when stored (the one findPeriodFiling would answer with). */
  async ownFiling(fiscalYear: number, quarter: number): Promise<FilingMeta | null> {
    const { filings, calendar } = await this.storedFilings();
    const own = filings.filter((f) => !f.form.endsWith("/A") && reportsPeriod(f, fiscalYear, quarter, calendar));
    return own.sort((a, b) => (a.filedDate ?? "").localeCompare(b.filedDate ?? ""))[0] ?? null;
  }

  /**
   * When no stored filing answers for a period whose own filing is not stored: that filing from
   * EDGAR. False when it is stored already (nothing to fetch); throws not_cached (cache-only),
   * edgar_unavailable, upstream_failed or filing_not_found as findPeriodFiling does.
   */
  async fetchOwn(fiscalYear: number, quarter: number): Promise<boolean> {
    if (await this.ownFiling(fiscalYear, quarter)) return false;
    return (await this.filing(fiscalYear, quarter)).cacheStatus === "fetched";
  }

  /** The stored filings that may report a fiscal period: its own, and later ones within comparative reach. */
  sources(fiscalYear: number, quarter: number): Promise<PeriodSources | null> {
    const key = `${fiscalYear}Q${quarter}`;
    let found = this.sourcesByPeriod.get(key);
    if (!found) {
      found = this.findSources(fiscalYear, quarter);
      this.sourcesByPeriod.set(key, found);
    }
    return found;
  }

  private async findSources(fiscalYear: number, quarter: number): Promise<PeriodSources | null> {
    const { filings, calendar } = await this.storedFilings();
    const estimate = calendar.quarterEnd(fiscalYear, quarter);
    if (!estimate) return null;
    const inReach = (f: FilingMeta) => {
      if (f.periodEnd === null) return false;
      const after = daysBetween(estimate.end, f.periodEnd);
      return after >= -PERIOD_END_TOLERANCE_DAYS && after <= COMPARATIVE_REACH_DAYS + PERIOD_END_TOLERANCE_DAYS;
    };
    const list = filings.flatMap((filing) => {
      const own = reportsPeriod(filing, fiscalYear, quarter, calendar);
      return own || inReach(filing) ? [{ filing, own }] : [];
    });
    const own = list.filter((s) => s.own);
    // The facts' own day: in the period's own filing when stored, else in the filings that may report it.
    const ends = await this.deps.store.factEnds((own.length ? own : list).map((s) => s.filing.accession));
    const end = commonEnd([...ends.values()], estimate.end);
    return { end: { end: end ?? estimate.end, exact: estimate.exact }, filings: list };
  }

  /** Every concept the period's stored filings report (to resolve a local name to a company concept). */
  async reportedConcepts(fiscalYear: number, quarter: number): Promise<Set<string>> {
    const out = new Set<string>();
    for (const { filing } of (await this.sources(fiscalYear, quarter))?.filings ?? [])
      for (const f of await this.facts(filing)) out.add(f.concept);
    return out;
  }

  /** Per stored filing, the fact of the first concept (in priority order) it reports for the period. */
  async hits(target: PeriodTarget, concepts: readonly string[], axisKey: string, only?: string): Promise<Hit[]> {
    const sources = await this.sources(target.fiscalYear, target.quarter);
    const out: Hit[] = [];
    const reached = (sources?.filings ?? []).filter(({ filing }) => only === undefined || filing.accession === only);
    this.preload(
      reached.map((s) => s.filing),
      concepts,
    );
    for (const { filing, own } of reached) {
      for (const concept of concepts) {
        const facts = (await this.conceptFacts(filing, concept)).filter((f) => f.axisKey === axisKey);
        const fact = facts.length
          ? bestFact(facts, wantedFor(facts, sources!.end.end, target), own ? PERIOD_END_TOLERANCE_DAYS : COMPARATIVE_END_TOLERANCE_DAYS)
          : null;
        if (fact) {
          out.push({ fact, filing, own });
          break;
        }
      }
    }
    return out;
  }

  /**
   * A period's value from the stored filings, by the reader's basis: the first concept (in
   * priority order) each filing reports, the filing chosen by basis. A quarter alone that no
   * filing reports is derived where the concept's arithmetic allows (deriveQuarter). Null when
   * no stored filing reports it (the caller may then fetch the period's own filing: fetchOwn).
   */
  async value(target: PeriodTarget, concepts: readonly string[], axisKey: string, options: ValueOptions = {}): Promise<Located | null> {
    const hits = await this.hits(target, concepts, axisKey, options.only);
    if (hits.length > 0) return this.choose(hits, options.prefer);
    if (target.durationClass === "Q") return this.deriveQuarter(target, concepts, axisKey, options);
    return null;
  }

  /** The hit the basis picks, with the restatement note when the first and latest reports differ. */
  choose(hits: readonly Hit[], prefer?: string): Located {
    const chosen = orderByBasis(hits, this.basis, prefer)[0]!;
    const valueOf = (h: Hit) => metricValueOf(h.fact, h.filing, reportedInOf(h), this.citer);
    const restated = restatedNote(
      basisValueOf(valueOf(orderByBasis(hits, "as_reported")[0]!)),
      basisValueOf(valueOf(orderByBasis(hits, "latest")[0]!)),
    );
    return {
      value: { ...valueOf(chosen), ...(restated ? { restated } : {}) },
      concept: chosen.fact.concept,
      filing: chosen.filing,
      cacheStatus: this.cacheStatusOf(chosen.filing),
      reportedIn: reportedInOf(chosen),
    };
  }

  /**
   * The same period a year earlier, for the concept that answered: from the current value's
   * filing first (its comparative column, on the same basis: a stock split applies to both),
   * else by the reader's basis; only when no stored filing reports it, from the prior year's
   * own filing fetched from EDGAR (a warning when that cannot be had).
   */
  async prior(current: Located, target: PeriodTarget, axisKey: string): Promise<MetricValue | null> {
    const before: PeriodTarget = { ...target, fiscalYear: target.fiscalYear - 1 };
    const options = { prefer: current.filing.accession };
    const found = await this.value(before, [current.concept], axisKey, options);
    if (found) return found.value;
    if ((await this.ownFiling(before.fiscalYear, before.quarter)) || !(await this.optionalFiling(before.fiscalYear, before.quarter)))
      return null;
    return (await this.value(before, [current.concept], axisKey, options))?.value ?? null;
  }

  /**
   * A quarter alone that no stored filing reports, as the difference of two cumulative periods
   * of its fiscal year (QUARTER_PLANS: Q4 = FY - 9M, Q3 = 9M - H1, Q2 = H1 - Q1, Q1 = H1 - Q2),
   * each from its own filing or a later comparative, only for concepts whose arithmetic allows it
   * (period-rules: additive flows). Otherwise null, and the reason is kept for whyNoValue.
   */
  private async deriveQuarter(
    target: PeriodTarget,
    concepts: readonly string[],
    axisKey: string,
    options: ValueOptions,
  ): Promise<Located | null> {
    const plan = QUARTER_PLANS[target.quarter];
    const longTarget = cumulativeTarget(target.fiscalYear, plan.long);
    const reported = (await this.hits(longTarget, concepts, axisKey, options.only)).filter(
      (h) => h.fact.period.kind === "duration" && h.fact.value !== null,
    );
    if (reported.length === 0) return null;
    const alone = `fiscal ${target.fiscalYear} Q${target.quarter} alone`;
    const longs = reported.filter((h) => isAdditive(conceptKindOf(h.fact)));
    if (longs.length === 0) {
      const fact = reported[0]!.fact;
      return this.miss(
        target,
        concepts,
        axisKey,
        options,
        `${fact.concept}: ${alone} is reported by no stored filing, and it is not derived from the ${DURATION_WORDS[plan.long.durationClass]} ${periodText(fact)} because ${notDerivableReason(conceptKindOf(fact))}; a filing that reports the quarter answers it: the period's earnings release 8-K often does (list_metrics or search_metrics with source=8k read it when it is stored)`,
      );
    }
    const shortSources = (await this.sources(target.fiscalYear, plan.short.quarter))?.filings ?? [];
    const derive = async (basis: Basis, prefer?: string) => {
      for (const long of orderByBasis(longs, basis, prefer)) {
        this.preload(
          shortSources.map((s) => s.filing),
          [long.fact.concept],
        );
        const shorts: Hit[] = [];
        for (const { filing, own } of shortSources) {
          const fact = (await this.conceptFacts(filing, long.fact.concept)).find((f) => isShortPart(plan, long.fact, f));
          if (fact) shorts.push({ fact, filing, own });
        }
        const short = orderByBasis(shorts, basis)[0];
        if (short) return { long, value: derivedQuarter(plan, long, short, this.citer) };
      }
      return null;
    };
    const chosen = await derive(this.basis, options.prefer);
    if (!chosen) {
      const { fact, filing } = orderByBasis(longs, this.basis, options.prefer)[0]!;
      const short = plan.short;
      const side =
        plan.shared === "start" ? `starting ${(fact.period as { start: string }).start}` : `ending ${(fact.period as { end: string }).end}`;
      return this.miss(
        target,
        concepts,
        axisKey,
        options,
        `${fact.concept}: ${alone} is reported by no stored filing; ${filing.form} ${filing.accession} reports the ${DURATION_WORDS[plan.long.durationClass]} ${periodText(fact)}` +
          `${plan.long.quarter === target.quarter ? ` (ask ${askFor(plan.long)} for it)` : ""}, and the quarter alone is that minus the ${DURATION_WORDS[short.durationClass]} ${side},` +
          ` which no stored filing reports: store the fiscal ${target.fiscalYear} ${short.quarter === 4 ? "annual report" : `Q${short.quarter} 10-Q`} (or a later filing that prints it as a comparative column)`,
      );
    }
    const [first, last] = [await derive("as_reported"), await derive("latest")];
    const restated = first && last ? restatedNote(basisValueOf(first.value), basisValueOf(last.value)) : null;
    return {
      value: { ...chosen.value, ...(restated ? { restated } : {}) },
      concept: chosen.long.fact.concept,
      filing: chosen.long.filing,
      cacheStatus: this.cacheStatusOf(chosen.long.filing),
      // The long period's filing is cited as the answer's filing: the quarter's own when it is its own report (the value says whether any input is a comparative).
      reportedIn: plan.long.quarter === target.quarter ? reportedInOf(chosen.long) : "comparative",
    };
  }

  /** Why a period has no value for these concepts, when a derivation was tried and refused; null otherwise. */
  whyNoValue(target: PeriodTarget, concepts: readonly string[], axisKey: string): string | null {
    return this.misses.get(missKey(target, concepts, axisKey)) ?? null;
  }

  private miss(target: PeriodTarget, concepts: readonly string[], axisKey: string, options: ValueOptions, reason: string): null {
    this.misses.set(missKey(target, concepts, axisKey), reason);
    if (!options.quiet) this.warnings.push(reason);
    return null;
  }
}

const missKey = (target: PeriodTarget, concepts: readonly string[], axisKey: string) =>
  `${target.fiscalYear}Q${target.quarter}|${target.durationClass}|${axisKey}|${concepts.join(",")}`;

const periodText = (f: Fact) => (f.period.kind === "duration" ? `${f.period.start}..${f.period.end}` : "");

/** The numeric facts by concept, each list in saved order. */
function numericByConcept(facts: readonly Fact[]): Map<string, Fact[]> {
  const byConcept = new Map<string, Fact[]>();
  for (const f of facts) {
    if (!f.numeric) continue;
    const list = byConcept.get(f.concept);
    if (list) list.push(f);
    else byConcept.set(f.concept, [f]);
  }
  return byConcept;
}
