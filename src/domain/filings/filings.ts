import { Type } from "typebox";
import {
  FdsError,
  type FetcherPort,
  FilingRefSchema,
  filingRefOf,
  findPeriodFiling,
  storedPeriodFilings,
  type StorePort,
  type Wire,
} from "../shared/index.js";
import type { PeriodQuery } from "../facts/index.js";

/** get_filings' answer. */
export const FilingsResultSchema = Type.Object({
  ticker: Type.String(),
  fiscal_year: Type.Integer(),
  quarter: Type.Integer(),
  /** The original report first, then its amendments (10-K/A, 10-Q/A) by filing date; each is its own filing. */
  filings: Type.Array(FilingRefSchema),
});

type FilingsResult = Wire<typeof FilingsResultSchema>;

/** The filings that report a fiscal period, fetching the original from EDGAR when none is cached. */
export async function getFilings(
  deps: StorePort & FetcherPort,
  q: Pick<PeriodQuery, "ticker" | "fiscalYear" | "quarter" | "cacheOnly">,
): Promise<FilingsResult> {
  let stored = await storedPeriodFilings(deps, q.ticker, q.fiscalYear, q.quarter);
  let fetched = false;
  if (!stored.some((f) => !f.form.endsWith("/A"))) {
    const found = await findPeriodFiling(deps, { ticker: q.ticker, fiscalYear: q.fiscalYear, quarter: q.quarter, cacheOnly: q.cacheOnly });
    fetched = found.cacheStatus === "fetched";
    stored = await storedPeriodFilings(deps, q.ticker, q.fiscalYear, q.quarter);
    if (stored.length === 0) throw new FdsError("filing_not_found", `no filing reports ${q.ticker} fiscal ${q.fiscalYear} Q${q.quarter}`);
  }
  return {
    ticker: q.ticker.toUpperCase(),
    fiscal_year: q.fiscalYear,
    quarter: q.quarter,
    filings: stored.map((f, i) => filingRefOf(f, fetched && i === 0 ? "fetched" : "cached")),
  };
}
