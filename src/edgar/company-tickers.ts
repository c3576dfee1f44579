/** One row of SEC's `company_tickers.json`. */
export interface CompanyTicker {
  readonly cik: number;
  /** As SEC writes it: upper case, share classes with a dash (`BRK-B`). */
  readonly ticker: string;
  readonly title: string;
}

/**
 * Parses SEC's ticker map: an object keyed "0", "1", ... of `{cik_str, ticker, title}`. Rows
 * without a usable CIK or ticker are skipped rather than failing the whole map.
 */
export function parseCompanyTickers(bytes: Buffer): CompanyTicker[] {
  const json: unknown = JSON.parse(bytes.toString("utf8"));
  if (json === null || typeof json !== "object") throw new Error("company_tickers.json is not an object");
  const rows: CompanyTicker[] = [];
  for (const value of Object.values(json as Record<string, unknown>)) {
    if (value === null || typeof value !== "object") continue;
    const row = value as Record<string, unknown>;
    const cik = Number(row.cik_str);
    if (!Number.isSafeInteger(cik) || cik <= 0 || typeof row.ticker !== "string" || row.ticker === "") continue;
    rows.push({ cik, ticker: row.ticker, title: typeof row.title === "string" ? row.title : "" });
  }
  return rows;
}

/**
 * Normal form of a ticker for lookup: upper case, and `.`/`/` share-class separators written as
 * SEC writes them (`BRK.B` and `brk/b` both find `BRK-B`).
 */
export function normalizeTicker(ticker: string): string {
  return ticker.trim().toUpperCase().replace(/[./]/g, "-");
}

/** Index of rows by normalized ticker; the first row wins (SEC lists a company's main ticker first). */
export function indexTickers(rows: readonly CompanyTicker[]): ReadonlyMap<string, CompanyTicker> {
  const index = new Map<string, CompanyTicker>();
  for (const row of rows) {
    const key = normalizeTicker(row.ticker);
    if (!index.has(key)) index.set(key, row);
  }
  return index;
}
