import { edgarFilingUrl, type Fact, type FilingMeta } from "../../model/index.js";
import type { CompanyFactRead, CompanyFactsFiling, CompanyFactsStore, StoredCompany } from "../../store/index.js";
import type { FactCiter, PeriodStore } from "../shared/index.js";

type FactFilter = NonNullable<Parameters<PeriodStore["getFacts"]>[1]>;

/**
 * One company's SEC company facts seen as a store of filings (PeriodStore), so the period
 * reader's rules apply to them unchanged: fiscal calendar from each filing's fiscal focus and
 * period end, values by their own dates, comparative columns, basis, restatements, and quarters
 * derived only where the concept's arithmetic allows. Each accession the facts cite is a filing
 * (form, filed date, `fy`/`fp`, the day most of its facts end on); its facts have no dimensions,
 * decimals, document or context, and are cited by `citer` (accession, form, filed date, SEC's frame).
 */
export class CompanyFactsFilings implements PeriodStore {
  private filingsRead: Promise<Map<string, CompanyFactsFiling>> | null = null;
  /** SEC's frame of each fact handed out, for its citation. */
  private readonly frames = new WeakMap<Fact, string | null>();

  readonly citer: FactCiter = {
    source: "companyfacts",
    ref: (fact, filing, reportedIn) => ({
      accession: fact.sourceRef.accession,
      form: filing.form,
      filed_date: filing.filedDate,
      document: null,
      element_id: null,
      context_id: null,
      url: filing.url,
      ...(reportedIn ? { reported_in: reportedIn } : {}),
      frame: this.frames.get(fact) ?? null,
    }),
  };

  /** `ticker`: the one asked for, given to filings when the company facts know none. */
  constructor(
    private readonly store: CompanyFactsStore,
    readonly company: StoredCompany,
    private readonly ticker: string,
  ) {}

  async listFilings(): Promise<FilingMeta[]> {
    return [...(await this.filingMap()).values()].map((f) => this.metaOf(f));
  }

  async getFacts(accession: string, filter?: FactFilter): Promise<Fact[]> {
    return (await this.getFactsByFiling([accession], filter)).get(accession) ?? [];
  }

  async getFactsByFiling(accessions: readonly string[], filter: FactFilter = {}): Promise<Map<string, Fact[]>> {
    const out = new Map<string, Fact[]>(accessions.map((a) => [a, []]));
    // Company facts hold totals only.
    if (accessions.length === 0 || (filter.axisKey !== undefined && filter.axisKey !== "")) return out;
    const concepts = filter.concepts?.flatMap((qname) => {
      const colon = qname.indexOf(":");
      return colon > 0 ? [[qname.slice(0, colon), qname.slice(colon + 1)] as const] : [];
    });
    const rows = await this.store.facts(this.company.cik, { ...(concepts ? { concepts } : {}), accessions });
    for (const row of rows) out.get(row.accession)?.push(this.factOf(row));
    return out;
  }

  async factEnds(accessions: readonly string[]): Promise<Map<string, { end: string; facts: number }[]>> {
    const filings = await this.filingMap();
    return new Map(accessions.map((a) => [a, [...(filings.get(a)?.factEnds ?? [])]]));
  }

  private filingMap(): Promise<Map<string, CompanyFactsFiling>> {
    this.filingsRead ??= this.store.filings(this.company.cik).then((list) => new Map(list.map((f) => [f.accession, f])));
    return this.filingsRead;
  }

  private metaOf(f: CompanyFactsFiling): FilingMeta {
    const { cik } = this.company;
    return {
      accession: f.accession,
      accessionIsSynthetic: false,
      cik,
      ticker: this.company.ticker ?? this.ticker.toUpperCase(),
      company: this.company.entityName,
      form: f.form,
      filedDate: f.filed,
      periodEnd: f.periodEnd,
      fiscalYear: f.fiscalYear,
      fiscalPeriod: f.fiscalPeriod,
      fiscalYearEnd: this.company.fiscalYearEnd,
      // Company facts name no document: the filing's index page on EDGAR lists them all.
      primaryDocument: null,
      url: edgarFilingUrl(cik, f.accession, `${f.accession}-index.htm`),
      isInlineXbrl: null,
    };
  }

  private factOf(r: CompanyFactRead): Fact {
    const fact: Fact = {
      concept: `${r.taxonomy}:${r.concept}`,
      namespace: r.taxonomy,
      value: exactDecimalOf(r.value),
      number: r.value,
      numeric: true,
      unit: r.unit,
      decimals: null,
      period: r.start === null ? { kind: "instant", instant: r.end } : { kind: "duration", start: r.start, end: r.end },
      dimensions: {},
      axisKey: "",
      source: "companyfacts",
      sourceRef: { accession: r.accession, document: "", elementId: null, contextId: "" },
      duplicate: "unique",
    };
    this.frames.set(fact, r.frame);
    return fact;
  }
}

/** A company facts value as the exact decimal SEC's JSON wrote (JSON numbers are doubles; exponents written out). */
export function exactDecimalOf(n: number): string {
  const text = String(n);
  return /e/i.test(text) ? n.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 }) : text;
}
