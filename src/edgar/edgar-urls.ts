/** EDGAR's URL layout, in one place: the client builds these, the replica serves them. */

const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;

/** `0000320193-25-000057` -> `000032019325000057` (the folder name under the CIK). */
export function accessionNoDashes(accession: string): string {
  assertAccession(accession);
  return accession.replaceAll("-", "");
}

/** `000032019325000057` -> `0000320193-25-000057`. */
export function accessionWithDashes(noDashes: string): string {
  if (!/^\d{18}$/.test(noDashes)) throw new RangeError(`not an EDGAR accession folder: ${noDashes}`);
  return `${noDashes.slice(0, 10)}-${noDashes.slice(10, 12)}-${noDashes.slice(12)}`;
}

function assertAccession(accession: string): void {
  if (!ACCESSION.test(accession)) throw new RangeError(`not an EDGAR accession (0000320193-25-000057): ${accession}`);
}

/** CIK as SEC's JSON files name it: 10 digits, zero-padded (`CIK0000320193`). */
export function paddedCik(cik: number): string {
  if (!Number.isSafeInteger(cik) || cik <= 0 || cik > 9_999_999_999) throw new RangeError(`not a CIK: ${cik}`);
  return String(cik).padStart(10, "0");
}

export const COMPANY_TICKERS_PATH = "/files/company_tickers.json";

/** `/submissions/CIK##########.json` on the data host. */
export function submissionsPath(cik: number): string {
  return `/submissions/CIK${paddedCik(cik)}.json`;
}

/** `/api/xbrl/companyfacts/CIK##########.json` on the data host: a company's facts, all periods. */
export function companyFactsPath(cik: number): string {
  return `/api/xbrl/companyfacts/CIK${paddedCik(cik)}.json`;
}

/** An extra submissions file named in `filings.files[]` (`CIK0001318605-submissions-001.json`). */
export function submissionsFilePath(name: string): string {
  if (!/^CIK\d{10}-submissions-\d{3}\.json$/.test(name)) throw new RangeError(`not a submissions file name: ${name}`);
  return `/submissions/${name}`;
}

/** `/Archives/edgar/data/{cik}/{accession without dashes}` (no trailing slash). */
export function filingFolderPath(cik: number, accession: string): string {
  return `/Archives/edgar/data/${cik}/${accessionNoDashes(accession)}`;
}

/** The folder's directory listing as JSON. */
export function directoryListingPath(cik: number, accession: string): string {
  return `${filingFolderPath(cik, accession)}/index.json`;
}

/** The filing index page whose document table gives each document's EDGAR type. */
export function filingIndexPagePath(cik: number, accession: string): string {
  return `${filingFolderPath(cik, accession)}/${accession}-index.html`;
}

/** One document of the filing; the name is percent-encoded (EDGAR names are plain, but listings are input). */
export function documentPath(cik: number, accession: string, name: string): string {
  return `${filingFolderPath(cik, accession)}/${encodeURIComponent(name)}`;
}
