import type { Fact, FilingMeta } from "../../model/index.js";
import type { ToolDeps } from "../../tools/tool-deps.js";
import { FdsError } from "./errors.js";
import { findPeriodFiling, reportsPeriod, type CacheStatus, type FoundFiling } from "./filing-lookup.js";
import { FiscalCalendar, isPeriodicReport, type QuarterEnd } from "./fiscal-calendar.js";
import { daysBetween, durationClassOf, PERIOD_END_TOLERANCE_DAYS, type PeriodTarget } from "./fiscal-period.js";
import { metricValueOf, type MetricValue, type ReportedIn } from "./metric-value.js";
import { bestFact, commonEnd, reportedInOf, wantedFor, type Hit } from "./period-match.js";
import { derivedQ4 } from "./q4-derivation.js";
import { basisValueOf, DEFAULT_BASIS, orderByBasis, restatedNote, type Basis } from "./reporting-basis.js";

/** A value found for a fiscal period, with the concept that answered and the filing it came from. */
export interface Located {
  /** Carries `reported_in`, and `restated` when the value as first reported and the latest differ. */
  readonly value: MetricValue;
  readonly concept: string;
  /** The filing the value was read from; for a derived Q4, the fiscal year's. */
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
  readonly warnings: string[] = [];

  constructor(
    private readonly deps: ToolDeps,
    private readonly ticker: string,
    private readonly cacheOnly: boolean,
    readonly basis: Basis = DEFAULT_BASIS,
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
    const { filings } = await this.storedFilings();
    const own = filings.filter((f) => !f.form.endsWith("/A") && reportsPeriod(f, fiscalYear, quarter));
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
      const own = reportsPeriod(filing, fiscalYear, quarter);
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
    for (const { filing } of (await this.sources(fiscalYear, quarter))?.filings ?? []) for (const f of await this.facts(filing)) out.add(f.concept);
    return out;
  }

  /** Per stored filing, the fact of the first concept (in priority order) it reports for the period. */
  async hits(target: PeriodTarget, concepts: readonly string[], axisKey: string, only?: string): Promise<Hit[]> {
    const sources = await this.sources(target.fiscalYear, target.quarter);
    const out: Hit[] = [];
    const reached = (sources?.filings ?? []).filter(({ filing }) => only === undefined || filing.accession === only);
    this.preload(reached.map((s) => s.filing), concepts);
    for (const { filing, own } of reached) {
      for (const concept of concepts) {
        const facts = (await this.conceptFacts(filing, concept)).filter((f) => f.axisKey === axisKey);
        const fact = facts.length ? bestFact(facts, wantedFor(facts, sources!.end.end, target), own ? PERIOD_END_TOLERANCE_DAYS : COMPARATIVE_END_TOLERANCE_DAYS) : null;
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
   * priority order) each filing reports, the filing chosen by basis. Quarter 4 alone, when no
   * filing reports it, is derived (FY minus nine-month YTD, from any filings). Null when no
   * stored filing reports it (the caller may then fetch the period's own filing: fetchOwn).
   */
  async value(target: PeriodTarget, concepts: readonly string[], axisKey: string, options: ValueOptions = {}): Promise<Located | null> {
    const hits = await this.hits(target, concepts, axisKey, options.only);
    if (hits.length > 0) return this.choose(hits, options.prefer);
    if (target.quarter === 4 && target.durationClass === "Q") return this.deriveQ4(target, concepts, axisKey, options);
    return null;
  }

  /** The hit the basis picks, with the restatement note when the first and latest reports differ. */
  choose(hits: readonly Hit[], prefer?: string): Located {
    const chosen = orderByBasis(hits, this.basis, prefer)[0]!;
    const valueOf = (h: Hit) => metricValueOf(h.fact, h.filing, reportedInOf(h));
    const restated = restatedNote(basisValueOf(valueOf(orderByBasis(hits, "as_reported")[0]!)), basisValueOf(valueOf(orderByBasis(hits, "latest")[0]!)));
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
    if ((await this.ownFiling(before.fiscalYear, before.quarter)) || !(await this.optionalFiling(before.fiscalYear, before.quarter))) return null;
    return (await this.value(before, [current.concept], axisKey, options))?.value ?? null;
  }

  /**
   * Q4 alone = fiscal year minus nine-month YTD, only when both start on the same day (else they
   * do not cover the same year). Either may come from its own filing or a later comparative.
   */
  private async deriveQ4(target: PeriodTarget, concepts: readonly string[], axisKey: string, options: ValueOptions): Promise<Located | null> {
    const fyTarget: PeriodTarget = { fiscalYear: target.fiscalYear, quarter: 4, dateType: "FY", durationClass: "FY" };
    // Instants are never derived: Q4's instant is the fiscal year-end's, read directly.
    const years = (await this.hits(fyTarget, concepts, axisKey, options.only)).filter((h) => h.fact.period.kind === "duration" && h.fact.value !== null);
    if (years.length === 0) return null;
    const nineSources = (await this.sources(target.fiscalYear, 3))?.filings ?? [];
    const derive = async (basis: Basis, prefer?: string) => {
      for (const fy of orderByBasis(years, basis, prefer)) {
        const start = fy.fact.period.kind === "duration" ? fy.fact.period.start : "";
        const nines: Hit[] = [];
        this.preload(nineSources.map((s) => s.filing), [fy.fact.concept]);
        for (const { filing, own } of nineSources) {
          const fact = (await this.conceptFacts(filing, fy.fact.concept)).find(
            (f) => f.axisKey === axisKey && f.value !== null && f.period.kind === "duration" && f.period.start === start && durationClassOf(f.period) === "9M",
          );
          if (fact) nines.push({ fact, filing, own });
        }
        const nine = orderByBasis(nines, basis)[0];
        if (nine) return { fy, value: derivedQ4(fy, nine) };
      }
      return null;
    };
    const chosen = await derive(this.basis, options.prefer);
    if (!chosen) {
      this.warnings.push(`${years[0]!.fact.concept}: fiscal ${target.fiscalYear} Q4 alone is not reported and cannot be derived (no stored nine-month YTD sharing the fiscal year's start)`);
      return null;
    }
    const [first, last] = [await derive("as_reported"), await derive("latest")];
    const restated = first && last ? restatedNote(basisValueOf(first.value), basisValueOf(last.value)) : null;
    return {
      value: { ...chosen.value, ...(restated ? { restated } : {}) },
      concept: chosen.fy.fact.concept,
      filing: chosen.fy.filing,
      cacheStatus: this.cacheStatusOf(chosen.fy.filing),
      // The fiscal year's filing is cited as the answer's filing: whether it is the period's own (the value says whether any input is a comparative).
      reportedIn: reportedInOf(chosen.fy),
    };
  }
}

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
