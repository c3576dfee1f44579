import type { FramePick } from "../../model/index.js";

/**
 * The company facts store (migration 0023): SEC's XBRL company facts, one company's whole set
 * at a time. Domain code reads them only through this interface.
 */

/** A company whose facts are loaded. */
export interface CompanyFactsCompany {
  readonly cik: number;
  /** SEC's `entityName`. */
  readonly entityName: string | null;
  /** From the submissions JSON or SEC's ticker map when either was at hand at load; null otherwise. */
  readonly ticker: string | null;
  /** `--MM-DD`, from the submissions JSON; null when not given. */
  readonly fiscalYearEnd: string | null;
  /** What the facts were loaded from (`CIK0000320193.json`, `companyfacts.zip:CIK0000320193.json`). */
  readonly source: string;
}

export interface StoredCompany extends CompanyFactsCompany {
  /** ISO 8601: when this company's facts were loaded. */
  readonly loadedAt: string;
  readonly facts: number;
}

/** The days a filing's facts end on, with how many end on each (as the filing store's `factEnds`). */
interface CompanyFactsEnd {
  readonly end: string;
  readonly facts: number;
}

/** An accession the company's facts cite. */
export interface CompanyFactsFiling {
  readonly accession: string;
  readonly form: string;
  readonly filed: string;
  /** The filing's fiscal focus (companyfacts `fy`, `fp`). */
  readonly fiscalYear: number | null;
  readonly fiscalPeriod: string | null;
  /** The day most of its facts end on (its period end); null when it has none. */
  readonly periodEnd: string | null;
  /** In order of first fact. */
  readonly factEnds: readonly CompanyFactsEnd[];
}

/** One value. */
export interface CompanyFact {
  readonly taxonomy: string;
  /** Local name (`Revenues`). */
  readonly concept: string;
  readonly unit: string;
  /** Null for instants. */
  readonly start: string | null;
  readonly end: string;
  readonly value: number;
  readonly accession: string;
  /** SEC's calendar frame of the value: set on the value SEC chose for the frame (the last filed). */
  readonly frame: string | null;
  /** The calendar frame whose first-filed value this is (see src/model/calendar-frame.ts); null otherwise. */
  readonly firstFrame: string | null;
}

/** A value read back, with its company and filing. */
export interface CompanyFactRead extends CompanyFact {
  readonly cik: number;
  readonly form: string;
  readonly filed: string;
  readonly fiscalYear: number | null;
  readonly fiscalPeriod: string | null;
}

/** A frame's value of one company, with the company's names. */
export interface FrameFact extends CompanyFactRead {
  readonly ticker: string | null;
  readonly entityName: string | null;
}

export interface FrameQuery {
  readonly taxonomy: string;
  readonly concept: string;
  readonly unit: string;
  /** `CY2024`, `CY2024Q3`, `CY2024Q3I`. */
  readonly frame: string;
  readonly pick: FramePick;
  /** Companies after this CIK only (a cursor); null from the first. */
  readonly afterCik: number | null;
  readonly limit: number;
}

export interface CompanyFactFilter {
  /** `[taxonomy, local name]` pairs; absent: every concept. */
  readonly concepts?: readonly (readonly [string, string])[];
  /** Absent: every filing. */
  readonly accessions?: readonly string[];
}

export interface SavedCompany {
  readonly facts: number;
  readonly filings: number;
  /** Whether facts of this company were stored before (and are replaced). */
  readonly replaced: boolean;
}

/** One company's rows, as `saveCompanies` takes them. */
export interface CompanyFactsRows {
  readonly company: CompanyFactsCompany;
  readonly filings: readonly CompanyFactsFiling[];
  readonly facts: readonly CompanyFact[];
}

export interface CompanyFactsStore {
  /** Replaces the company's facts and filings with these, in one transaction. */
  saveCompany(company: CompanyFactsCompany, filings: readonly CompanyFactsFiling[], facts: readonly CompanyFact[]): Promise<SavedCompany>;
  /**
   * `saveCompany` for several companies in one transaction (all or none): a bulk load commits
   * far less often, and each commit rewrites the index pages its rows touch once, not once per company.
   */
  saveCompanies(companies: readonly CompanyFactsRows[]): Promise<SavedCompany[]>;
  company(cik: number): Promise<StoredCompany | null>;
  /** The company listed under this ticker (any case); the most recently loaded when several are. */
  companyOfTicker(ticker: string): Promise<StoredCompany | null>;
  /** The company's filings, by filed date then accession. */
  filings(cik: number): Promise<CompanyFactsFiling[]>;
  /** The company's values, by concept, unit, filed date and accession. */
  facts(cik: number, filter?: CompanyFactFilter): Promise<CompanyFactRead[]>;
  /** One frame's values across companies, one per company, by CIK. */
  frame(query: FrameQuery): Promise<FrameFact[]>;
  stats(): Promise<{ readonly companies: number; readonly facts: number }>;
  close(): Promise<void>;
}
