import type { FilingStore } from "../../store/index.js";

/** The cover-page concept that gives each class of stock's trading symbol. */
const TRADING_SYMBOL = "dei:TradingSymbol";
/** A company's newest filings read for its symbols: every recent cover lists all its classes. */
const COVERS_PER_COMPANY = 3;

/** One company as its stored filings name it: the ticker they are stored under, and every class's symbol. */
export interface CompanyClasses {
  readonly cik: number;
  /** The ticker the company's filings are stored under (its listed class, as the filing states it). */
  readonly storedTicker: string;
  /** Every trading symbol its covers list (one per class of stock, the stored ticker included), upper case. */
  readonly tickers: readonly string[];
}

/**
 * The company a ticker belongs to, by CIK, when the ticker is any of its share classes: a
 * company with several classes of stock lists each class's symbol on its cover page
 * (`dei:TradingSymbol`, one per class), while its filings are stored under one ticker and an
 * estimates provider may collect under another. Read from the store alone (nothing fetched); null
 * when no stored filing is the ticker's or lists it.
 */
export async function companyOfTicker(store: FilingStore, ticker: string): Promise<CompanyClasses | null> {
  const wanted = ticker.trim().toUpperCase();
  const filings = await store.listFilings();
  // Each company's newest filings, newest first.
  const byCik = new Map<number, typeof filings>();
  for (const f of filings) if (f.cik !== null) byCik.set(f.cik, [...(byCik.get(f.cik) ?? []), f]);
  const newest = [...byCik.values()].map((list) =>
    [...list]
      .sort((a, b) => (b.filedDate ?? b.periodEnd ?? "").localeCompare(a.filedDate ?? a.periodEnd ?? ""))
      .slice(0, COVERS_PER_COMPANY),
  );
  const stored = newest.find((list) => list.some((f) => f.ticker?.toUpperCase() === wanted));
  const candidates = stored ? [stored] : newest;
  const facts = await store.getFactsByFiling(
    candidates.flat().map((f) => f.accession),
    { concepts: [TRADING_SYMBOL] },
  );
  for (const list of candidates) {
    const symbols = new Set(
      list.flatMap((f) => (facts.get(f.accession) ?? []).map((x) => x.value?.trim().toUpperCase() ?? "")).filter((s) => s !== ""),
    );
    const storedTicker = list.find((f) => f.ticker)?.ticker?.toUpperCase() ?? null;
    if (storedTicker === null) continue;
    symbols.add(storedTicker);
    if (symbols.has(wanted))
      return { cik: list[0]!.cik!, storedTicker, tickers: [storedTicker, ...[...symbols].filter((s) => s !== storedTicker).sort()] };
  }
  return null;
}
