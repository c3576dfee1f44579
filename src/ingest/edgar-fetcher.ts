import { EdgarError, EdgarNotFoundError, type EdgarClient } from "../edgar/index.js";
import { FdsError, type FilingFetcher, type FilingMeta, type PeriodicFilingQuery } from "../model/index.js";
import type { FilingStore } from "../store/index.js";
import { FilingNotOnEdgarError, readEdgarFiling } from "./edgar-filings.js";
import { buildFiling, FilingReadError } from "./read-filing.js";

/** Newest periodic filings tried by `fetchLatestPeriodic` before it gives up. */
const LATEST_TRIES = 5;

/**
 * Fetches missing periodic filings from EDGAR and stores them. Concurrent requests for the
 * same filing share one fetch, so a burst of cache misses costs EDGAR one download.
 */
export class EdgarFilingFetcher implements FilingFetcher {
  private readonly inFlight = new Map<string, Promise<FilingMeta>>();

  constructor(
    private readonly client: EdgarClient,
    private readonly store: FilingStore,
  ) {}

  fetchPeriodic(query: PeriodicFilingQuery): Promise<FilingMeta> {
    const key = `${query.ticker.toUpperCase()} ${query.form} ${query.fiscalYear} ${query.fiscalPeriod} ${query.asOf ?? ""}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        const { record, build } = await readEdgarFiling(this.client, {
          ticker: query.ticker,
          form: query.form,
          fiscalYear: query.fiscalYear,
          fiscalPeriod: query.fiscalPeriod,
          ...(query.asOf === undefined ? {} : { asOf: query.asOf }),
        }).catch((err: unknown) => {
          throw asFdsError(err, query);
        });
        await this.store.saveFiling(record, { build });
        return record.meta;
      })().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  async fetchLatestPeriodic(ticker: string): Promise<{ filing: FilingMeta; fetched: boolean }> {
    try {
      const cik = await this.client.lookupCik(ticker);
      if (cik === null) throw new FdsError("filing_not_found", `EDGAR's ticker map has no ${ticker.toUpperCase()}`);
      const periodic = await this.client.findFilings(cik, { form: ["10-K", "10-Q"] });
      const newestFirst = [...periodic].sort(
        (a, b) => (b.reportDate ?? "").localeCompare(a.reportDate ?? "") || (b.filedDate ?? "").localeCompare(a.filedDate ?? ""),
      );
      const unreachable: string[] = [];
      // The newest the server actually serves: a listed folder it does not have (a replica's
      // partial copy) is passed over, a few at most.
      for (const entry of newestFirst.slice(0, LATEST_TRIES)) {
        const stored = await this.store.getFiling(entry.accession);
        if (stored) return { filing: stored, fetched: false };
        let source: Awaited<ReturnType<EdgarClient["getFilingSource"]>>;
        try {
          source = await this.client.getFilingSource(cik, entry.accession);
        } catch (err) {
          if (!(err instanceof EdgarNotFoundError)) throw err;
          unreachable.push(entry.accession);
          continue;
        }
        const { record, build } = await buildFiling(source);
        await this.store.saveFiling(record, { build });
        return { filing: record.meta, fetched: true };
      }
      const skipped = unreachable.length ? ` (listed but not served: ${unreachable.join(", ")})` : "";
      throw new FdsError("filing_not_found", `EDGAR has no 10-K or 10-Q of ${ticker.toUpperCase()} (CIK ${cik})${skipped}`);
    } catch (err) {
      throw err instanceof FdsError ? err : asFdsError(err, `the latest periodic report of ${ticker.toUpperCase()}`);
    }
  }

  /** One filing by accession (the company's CIK from EDGAR's ticker map), stored unless already there. */
  async fetchAccession(ticker: string, accession: string): Promise<{ filing: FilingMeta; fetched: boolean }> {
    const stored = await this.store.getFiling(accession);
    if (stored) return { filing: stored, fetched: false };
    try {
      const cik = await this.client.lookupCik(ticker);
      if (cik === null) throw new FdsError("filing_not_found", `EDGAR's ticker map has no ${ticker.toUpperCase()}`);
      const { record, build } = await buildFiling(await this.client.getFilingSource(cik, accession));
      await this.store.saveFiling(record, { build });
      return { filing: record.meta, fetched: true };
    } catch (err) {
      throw err instanceof FdsError ? err : asFdsError(err, `${ticker.toUpperCase()} ${accession}`);
    }
  }
}

/** EDGAR's failures in the catalog's words: not there (404), not reachable (502), not configured (503). */
function asFdsError(err: unknown, q: PeriodicFilingQuery | string): unknown {
  const what = typeof q === "string" ? q : `${q.ticker.toUpperCase()} ${q.form} fiscal ${q.fiscalYear} ${q.fiscalPeriod}`;
  if (err instanceof FilingNotOnEdgarError) return new FdsError("filing_not_found", err.message);
  if (err instanceof FilingReadError) return new FdsError("upstream_failed", `EDGAR's copy of ${what} cannot be read: ${err.message}`);
  if (err instanceof EdgarError) {
    switch (err.code) {
      case "EDGAR_NOT_FOUND":
        return new FdsError("filing_not_found", `${what}: ${err.message}`);
      case "EDGAR_USER_AGENT_MISSING":
        return new FdsError("edgar_unavailable", err.message);
      case "EDGAR_UNAVAILABLE":
      case "EDGAR_RATE_LIMITED":
        return new FdsError("upstream_failed", `EDGAR failed while fetching ${what}: ${err.message}`);
    }
  }
  return err;
}
