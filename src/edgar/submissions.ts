/** One filing as SEC's submissions JSON lists it (one row of its column arrays). */
export interface SubmissionEntry {
  readonly accession: string;
  /** Form as filed: `10-K`, `10-Q`, `8-K`, `10-K/A`, `4` ... */
  readonly form: string;
  /** Filed date `YYYY-MM-DD`; null when the row leaves it empty. */
  readonly filedDate: string | null;
  /** Period of report `YYYY-MM-DD` (period end for 10-K/10-Q, event date for 8-K); null when empty. */
  readonly reportDate: string | null;
  /** EDGAR acceptance time, ISO 8601 UTC; null when empty. */
  readonly acceptanceDateTime: string | null;
  /** File name of the main document in the filing folder; null when empty. */
  readonly primaryDocument: string | null;
  readonly primaryDocDescription: string | null;
  /** 8-K item numbers, comma-separated (`2.02,9.01`); null when empty. */
  readonly items: string | null;
  /** Null when the row does not say. */
  readonly isXbrl: boolean | null;
  readonly isInlineXbrl: boolean | null;
  /** Submission size in bytes; null when absent. */
  readonly size: number | null;
}

/** An extra submissions file named in `filings.files[]`, holding older filings. */
export interface SubmissionsFileRef {
  readonly name: string;
  readonly filingCount: number | null;
  /** First and last filed dates it covers, `YYYY-MM-DD`. */
  readonly filingFrom: string | null;
  readonly filingTo: string | null;
}

/** A company's identity as the submissions JSON gives it. */
export interface CompanyProfile {
  readonly cik: number;
  readonly name: string | null;
  /** Tickers, the main listing first; empty when the company has none. */
  readonly tickers: readonly string[];
  readonly exchanges: readonly string[];
  /** Fiscal year end as `MMDD` (`0926`); null when not given. */
  readonly fiscalYearEnd: string | null;
  /** Standard Industrial Classification code (`3571`) and its title; null when not given. */
  readonly sic: string | null;
  readonly sicDescription: string | null;
}

/** `CIK##########.json` as read: the profile, the recent filings and the extra files it names. */
export interface SubmissionsPage extends CompanyProfile {
  readonly recent: readonly SubmissionEntry[];
  readonly files: readonly SubmissionsFileRef[];
}

/** A company's whole filing list: recent filings and every extra file merged, newest first. */
export interface CompanySubmissions extends CompanyProfile {
  readonly filings: readonly SubmissionEntry[];
}

/**
 * Parses `/submissions/CIK##########.json`. SEC keeps "at least one year of filings or 1,000
 * filings, whichever is more" in `filings.recent`; older ones are in the files of `filings.files`.
 */
export function parseSubmissionsPage(bytes: Buffer): SubmissionsPage {
  const json = asRecord(JSON.parse(bytes.toString("utf8")), "submissions JSON");
  const cik = Number(json.cik);
  if (!Number.isSafeInteger(cik) || cik <= 0) throw new Error(`submissions JSON has no usable cik (${String(json.cik)})`);
  const filings = asRecord(json.filings ?? {}, "submissions filings");
  return {
    cik,
    name: text(json.name),
    tickers: strings(json.tickers),
    exchanges: strings(json.exchanges),
    fiscalYearEnd: text(json.fiscalYearEnd),
    sic: text(json.sic),
    sicDescription: text(json.sicDescription),
    recent: parseSubmissionColumns(asRecord(filings.recent ?? {}, "filings.recent")),
    files: (Array.isArray(filings.files) ? filings.files : []).flatMap((value): SubmissionsFileRef[] => {
      if (value === null || typeof value !== "object") return [];
      const ref = value as Record<string, unknown>;
      const name = text(ref.name);
      if (name === null) return [];
      return [{ name, filingCount: num(ref.filingCount), filingFrom: text(ref.filingFrom), filingTo: text(ref.filingTo) }];
    }),
  };
}

/** Parses an extra submissions file (`CIK##########-submissions-001.json`): the column arrays at top level. */
export function parseSubmissionsFile(bytes: Buffer): SubmissionEntry[] {
  return parseSubmissionColumns(asRecord(JSON.parse(bytes.toString("utf8")), "submissions file"));
}

/**
 * Turns SEC's column arrays (`accessionNumber[i]`, `form[i]`, ...) into rows. SEC writes empty
 * strings (and 0 flags) for unknown values; those become null. Rows without an accession are
 * dropped.
 */
function parseSubmissionColumns(columns: Record<string, unknown>): SubmissionEntry[] {
  const accessions = Array.isArray(columns.accessionNumber) ? columns.accessionNumber : [];
  const column = (name: string): readonly unknown[] => {
    const value = columns[name];
    return Array.isArray(value) ? value : [];
  };
  const forms = column("form");
  const filingDates = column("filingDate");
  const reportDates = column("reportDate");
  const acceptance = column("acceptanceDateTime");
  const primaries = column("primaryDocument");
  const descriptions = column("primaryDocDescription");
  const items = column("items");
  const isXbrl = column("isXBRL");
  const isInline = column("isInlineXBRL");
  const sizes = column("size");
  const entries: SubmissionEntry[] = [];
  accessions.forEach((value, i) => {
    const accession = text(value);
    if (accession === null) return;
    entries.push({
      accession,
      form: text(forms[i]) ?? "",
      filedDate: text(filingDates[i]),
      reportDate: text(reportDates[i]),
      acceptanceDateTime: text(acceptance[i]),
      primaryDocument: text(primaries[i]),
      primaryDocDescription: text(descriptions[i]),
      items: text(items[i]),
      isXbrl: flag(isXbrl[i]),
      isInlineXbrl: flag(isInline[i]),
      size: num(sizes[i]),
    });
  });
  return entries;
}

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error(`${what} is not an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.flatMap((v) => (typeof v === "string" && v !== "" ? [v] : [])) : [];
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function flag(value: unknown): boolean | null {
  if (value === 1 || value === true) return true;
  if (value === 0 || value === false) return false;
  return null;
}
