/** Forms the service knows by name; anything else is kept as reported. */
export const PERIODIC_FORMS = ["10-K", "10-K/A", "10-Q", "10-Q/A", "20-F", "40-F"] as const;
export const EVENT_FORMS = ["8-K", "8-K/A", "6-K"] as const;

/** The role a file plays inside a filing (as in the corpus manifest and EDGAR's index). */
export const FILE_ROLES = [
  "primary",
  "exhibit",
  "xbrl_instance",
  "schema",
  "linkbase_pre",
  "linkbase_cal",
  "linkbase_lab",
  "linkbase_def",
  "filing_summary",
  "r_page",
  "other",
] as const;
export type FileRole = (typeof FILE_ROLES)[number];

/** A filing's identity and dates, from EDGAR's index and the document's dei facts. */
export interface FilingMeta {
  /**
   * EDGAR accession `0000320193-24-000123`, or, when EDGAR's is unknown, a synthetic id
   * `fds-<hex>` derived from the filing's content (see `accessionIsSynthetic`).
   */
  readonly accession: string;
  readonly accessionIsSynthetic: boolean;
  readonly cik: number | null;
  readonly ticker: string | null;
  readonly company: string | null;
  /** Form as filed: `10-K`, `10-Q`, `8-K`, `10-K/A` ... */
  readonly form: string;
  /** Filed date `YYYY-MM-DD`, or null where no source gives it. */
  readonly filedDate: string | null;
  /** Period end (`dei:DocumentPeriodEndDate`'s context end, or the SEC header's period). */
  readonly periodEnd: string | null;
  /** `dei:DocumentFiscalYearFocus`; null where the filing has no dei facts. */
  readonly fiscalYear: number | null;
  /** `dei:DocumentFiscalPeriodFocus`: FY, Q1, Q2, Q3 (Q4 is never used by filers). */
  readonly fiscalPeriod: string | null;
  /** `dei:CurrentFiscalYearEndDate` as `--MM-DD`, when reported. */
  readonly fiscalYearEnd: string | null;
  readonly primaryDocument: string | null;
  /** `https://www.sec.gov/Archives/edgar/data/{cik}/{acc-no-dashes}/{primary}`; null for synthetic ids. */
  readonly url: string | null;
  readonly isInlineXbrl: boolean | null;
}

export interface FilingFile {
  readonly name: string;
  readonly role: FileRole;
  /** EDGAR document type (`EX-99.1`, `EX-101.INS` ...), when known. */
  readonly type: string | null;
  /** Size in bytes, when the source listed it or the file was read. */
  readonly bytes: number | null;
  /** SHA-256 of the content; null for files ingest does not read (R pages, summaries). */
  readonly sha256: string | null;
}

const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;

export function isEdgarAccession(id: string): boolean {
  return ACCESSION.test(id);
}

export function edgarFilingUrl(cik: number, accession: string, document: string): string {
  return `https://www.sec.gov/Archives/edgar/data/${cik}/${accession.replaceAll("-", "")}/${document}`;
}
