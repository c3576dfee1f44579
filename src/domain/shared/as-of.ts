import { Type } from "typebox";
import { FdsError, filedBy, type FilingFetcher, type FilingMeta } from "../../model/index.js";
import { type CompanyFactsStore, companyFactsAsOf, type FilingStore } from "../../store/index.js";
import { AsOfFilingStore } from "./as-of-store.js";
import { isPeriodicReport } from "./fiscal-calendar.js";
import type { FetcherPort, StorePort } from "./ports.js";

/** The day an answer was given as of (present only when asked with `as_of`): the wire field every such answer carries. */
export const AsOfSchema = Type.String({
  format: "date",
  description: "The request's as_of: only filings filed on or before this day were read. Absent without as_of",
});

/** `YYYY-MM-DD` with a real month and day. */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An `as_of` day as given: a real calendar day, not after `today` (`YYYY-MM-DD`, UTC); 400
 * `bad_request` otherwise. A later day would promise what nobody could know yet.
 */
export function checkAsOf(asOf: string, today: string): void {
  const m = DAY.exec(asOf);
  const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !date || date.toISOString().slice(0, 10) !== asOf)
    throw new FdsError("bad_request", `as_of "${asOf}" is not a calendar day: give YYYY-MM-DD, e.g. 2024-12-31`, { as_of: asOf });
  if (asOf > today)
    throw new FdsError(
      "bad_request",
      `as_of ${asOf} is in the future (today is ${today}): give a day up to today, or leave as_of out for everything stored`,
      { as_of: asOf, today },
    );
}

/**
 * A fetcher that fetches only filings filed on or before `asOf`: EDGAR's candidates filed later
 * are never downloaded, and a filing fetched with a later filed date (a fetcher that ignores
 * `asOf`) is not answered with. Fetchers' optional operations (newest report, by accession) are
 * left out: an answer as of a date never uses them.
 */
function fetcherAsOf(fetcher: FilingFetcher, asOf: string): FilingFetcher {
  return {
    async fetchPeriodic(query) {
      const filing = await fetcher.fetchPeriodic({ ...query, asOf });
      if (!filedBy(asOf, filing.filedDate))
        throw new FdsError(
          "filing_not_found",
          `${query.ticker.toUpperCase()} ${query.form} fiscal ${query.fiscalYear} ${query.fiscalPeriod}: ${filing.accession} was filed ${filing.filedDate ?? "on an unknown date"}, not on or before ${asOf} (as_of)`,
        );
      return filing;
    },
  };
}

/**
 * The dependencies as they stood at the end of `asOf`: the store without the filings filed later
 * (AsOfFilingStore), SEC's company facts without them either, and a fetcher bounded to the same
 * day. Everything a domain function reads goes through these, so it needs no parameter of its
 * own to answer as of a date.
 */
export function depsAsOf<D extends StorePort & FetcherPort & { readonly companyFacts?: CompanyFactsStore | null }>(
  deps: D,
  asOf: string,
): D {
  // Only `store`, `companyFacts` and `fetcher` change, each for one of the same interface.
  return {
    ...deps,
    store: new AsOfFilingStore(deps.store, asOf),
    fetcher: deps.fetcher && fetcherAsOf(deps.fetcher, asOf),
    ...(deps.companyFacts ? { companyFacts: companyFactsAsOf(deps.companyFacts, asOf) } : {}),
  };
}

/**
 * Why a ticker has nothing to read as of a day: every stored 10-K/10-Q (or 20-F, 40-F) of it was
 * filed later, or has no filed date; the message says what is stored and from when. Null when
 * one was filed by then, or the store holds none of the ticker's (the usual not-cached answers
 * apply).
 */
export async function nothingStoredAsOf(store: FilingStore, ticker: string, asOf: string): Promise<string | null> {
  const periodic = (await store.listFilings({ ticker: ticker.toUpperCase() })).filter(isPeriodicReport);
  if (periodic.length === 0 || periodic.some((f) => filedBy(asOf, f.filedDate))) return null;
  const dated = periodic.filter((f): f is FilingMeta & { filedDate: string } => f.filedDate !== null);
  dated.sort((a, b) => a.filedDate.localeCompare(b.filedDate));
  const first = dated[0];
  const undated = periodic.length - dated.length;
  const held = first
    ? `the store's ${dated.length} periodic report${dated.length === 1 ? "" : "s"} of ${ticker.toUpperCase()} were filed from ${first.filedDate} (${first.form} ${first.accession}) to ${dated.at(-1)!.filedDate}`
    : `the store holds ${ticker.toUpperCase()}'s periodic reports`;
  const noDate =
    undated > 0
      ? `${first ? "; " : " "}${undated} stored report${undated === 1 ? " has" : "s have"} no filed date and never count as of a date`
      : "";
  return `no stored periodic report of ${ticker.toUpperCase()} was filed on or before ${asOf} (as_of): ${held}${noDate}; ask an as_of from ${first?.filedDate ?? "a filed date"} on`;
}

export interface AsOfRequest {
  /** `YYYY-MM-DD`; null answers from everything stored, exactly as without the parameter. */
  readonly asOf: string | null;
  /** Today (`YYYY-MM-DD`, UTC): the latest day one may ask for. */
  readonly today: string;
  /** The ticker the answer is for (a single-company tool); null for several (each answers or errs on its own). */
  readonly ticker: string | null;
  /** Whether the request may not fetch from EDGAR (cache-only, or EDGAR not configured). */
  readonly cacheOnly: boolean;
}

/**
 * Runs `work` on what was public at the end of `asOf` and says so in the answer (`as_of`).
 * Without `asOf`, `work` runs on everything stored and its answer is returned untouched. When
 * nothing of the ticker was filed by then and EDGAR cannot be asked, 404 `filing_not_found`
 * says what the store holds and from when; an error of `work` for such a ticker says it too.
 */
export async function answerAsOf<D extends StorePort & FetcherPort, T extends object>(
  deps: D,
  q: AsOfRequest,
  work: (deps: D) => Promise<T>,
): Promise<T | (T & { readonly as_of: string })> {
  if (q.asOf === null) return work(deps);
  const asOf = q.asOf;
  checkAsOf(asOf, q.today);
  const before = q.ticker === null ? null : await nothingStoredAsOf(deps.store, q.ticker, asOf);
  if (before !== null && (q.cacheOnly || deps.fetcher === null)) throw new FdsError("filing_not_found", before, { as_of: asOf });
  try {
    return { ...(await work(depsAsOf(deps, asOf))), as_of: asOf };
  } catch (err) {
    if (before !== null && err instanceof FdsError)
      throw new FdsError(err.code, `${err.message}; ${before}`, { ...err.details, as_of: asOf });
    throw err;
  }
}
