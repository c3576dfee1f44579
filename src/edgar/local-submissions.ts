import { copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { CompanySubmissions, SubmissionEntry } from "./submissions.js";
import { parseSubmissionsFile, parseSubmissionsPage } from "./submissions.js";
import { indexTickers, normalizeTicker, parseCompanyTickers, type CompanyTicker } from "./company-tickers.js";
import { paddedCik } from "./edgar-urls.js";

/** Folder of the data directory holding SEC submissions JSON shipped with a corpus. */
export const LOCAL_SUBMISSIONS_DIR = "submissions";

/** SEC's own file names: `CIK##########.json` and its extra files `CIK##########-submissions-001.json`. */
const SEC_NAME = /^CIK\d{10}(-submissions-\d{3})?\.json$/;
const TICKER_MAP = "company_tickers.json";

/**
 * Copies a corpus's SEC submissions JSON (`<corpus>/submissions/`, SEC's file names only) and its
 * ticker map (`company_tickers.json`) into `<dataDir>/submissions/`, where the issuer directory
 * reads them when EDGAR is not configured. Returns the number of files copied.
 */
export async function shipCorpusSubmissions(corpusDir: string, dataDir: string): Promise<number> {
  const target = join(dataDir, LOCAL_SUBMISSIONS_DIR);
  const names = (await readdir(join(corpusDir, "submissions")).catch(() => [] as string[])).filter((n) => SEC_NAME.test(n));
  if (names.length === 0) return 0;
  await mkdir(target, { recursive: true });
  for (const name of names) await copyFile(join(corpusDir, "submissions", name), join(target, name));
  const tickers = await copyFile(join(corpusDir, TICKER_MAP), join(target, TICKER_MAP)).then(
    () => 1,
    () => 0,
  );
  return names.length + tickers;
}

/**
 * Issuers' submissions from the files in one folder (`<dataDir>/submissions/`): SEC's JSON as a
 * corpus shipped it, so an issuer profile needs no live EDGAR. A company's filing list holds
 * `filings.recent` and those of its extra files that were shipped (newest first, as SEC orders them).
 */
export class LocalIssuerDirectory {
  private tickers: Promise<ReadonlyMap<string, CompanyTicker> | null> | null = null;

  constructor(private readonly dir: string) {}

  /** The CIK of `ticker` from the shipped ticker map: null when the map does not list it, undefined when no map was shipped. */
  async lookupCik(ticker: string): Promise<number | null | undefined> {
    const index = await this.tickerIndex();
    return index === null ? undefined : (index.get(normalizeTicker(ticker))?.cik ?? null);
  }

  /** The company's main ticker from the shipped ticker map (SEC lists it first); null when not listed or no map was shipped. */
  async tickerOf(cik: number): Promise<string | null> {
    const index = await this.tickerIndex();
    for (const row of index?.values() ?? []) if (row.cik === cik) return row.ticker;
    return null;
  }

  private tickerIndex(): Promise<ReadonlyMap<string, CompanyTicker> | null> {
    this.tickers ??= readFile(join(this.dir, TICKER_MAP)).then(
      (bytes) => indexTickers(parseCompanyTickers(bytes)),
      () => null,
    );
    return this.tickers;
  }

  /** The company's shipped submissions; null when none were shipped for this CIK. */
  async findSubmissions(cik: number): Promise<CompanySubmissions | null> {
    const main = await readFile(join(this.dir, `CIK${paddedCik(cik)}.json`)).catch(() => null);
    if (main === null) return null;
    const { recent, files, ...profile } = parseSubmissionsPage(main);
    const seen = new Set<string>();
    const filings: SubmissionEntry[] = [];
    const add = (list: readonly SubmissionEntry[]) => {
      for (const entry of list) if (!seen.has(entry.accession)) seen.add(entry.accession), filings.push(entry);
    };
    add(recent);
    for (const ref of files) {
      const extra = await readFile(join(this.dir, ref.name)).catch(() => null);
      if (extra !== null) add(parseSubmissionsFile(extra));
    }
    return { ...profile, filings };
  }
}
