import { EdgarRateLimitedError, type EdgarClient, type SubmissionEntry } from "../edgar/index.js";
import { EVENT_FORMS, PERIODIC_FORMS } from "../model/index.js";
import type { FilingStore } from "../store/index.js";
import { buildFiling, FilingReadError } from "./read-filing.js";

/** What the watcher reads from EDGAR (the client, with a short submissions TTL). */
export type WatchedEdgar = Pick<EdgarClient, "lookupCik" | "getSubmissionsPage" | "getFilingSource">;

/** What a round did, per filing or company, for the log and the tests. */
export type WatchEvent =
  | { readonly kind: "ingested"; readonly ticker: string; readonly accession: string; readonly form: string; readonly outcome: string }
  | {
      readonly kind: "failed";
      readonly ticker: string;
      readonly accession: string | null;
      readonly reason: string;
      readonly final: boolean;
    }
  | { readonly kind: "throttled"; readonly ticker: string; readonly reason: string };

export interface WatcherOptions {
  readonly tickers: readonly string[];
  /** Pause between rounds (a round reads each company's submissions once). */
  readonly intervalMs: number;
  /**
   * `YYYY-MM-DD`: at the first round, filings filed on or after it that the store lacks are
   * ingested too (catching up after downtime). Null: what EDGAR lists at start is the baseline.
   */
  readonly since?: string | null;
  /** Forms ingested; default the periodic and event forms the service reads. */
  readonly forms?: readonly string[];
  /** Attempts at one filing before it is given up (a listed folder not served yet is retried). */
  readonly maxAttempts?: number;
  readonly onEvent?: (event: WatchEvent) => void;
}

const DEFAULT_FORMS: readonly string[] = [...PERIODIC_FORMS, ...EVENT_FORMS];

/**
 * Follows the EDGAR submissions of a list of companies and ingests each new filing once: one
 * submissions request per company per round, through the client's gate (SEC's shared budget;
 * a 429/403 pauses every request for 10 minutes there, and ends the round here). A filing is new
 * when it was not listed at the first round (or was filed since `since`) and the store lacks it;
 * saving it appends the invalidation and enqueues the webhook events in the same transaction.
 */
export class EdgarWatcher {
  private readonly forms: ReadonlySet<string>;
  private readonly ciks = new Map<string, number>();
  /** Accessions handled (baseline, ingested or given up) per ticker; absent before the first round. */
  private readonly seen = new Map<string, Set<string>>();
  private readonly attempts = new Map<string, number>();
  private loop: Promise<void> | null = null;
  private stopping: AbortController | null = null;

  constructor(
    private readonly edgar: WatchedEdgar,
    private readonly store: FilingStore,
    private readonly options: WatcherOptions,
  ) {
    this.forms = new Set((options.forms ?? DEFAULT_FORMS).map((f) => f.toUpperCase()));
  }

  /** One round over every company; resolves when it is done. Failures are reported, not thrown. */
  async poll(): Promise<void> {
    for (const ticker of this.options.tickers) {
      if (this.stopping?.signal.aborted) return;
      try {
        await this.pollCompany(ticker.toUpperCase());
      } catch (error) {
        if (error instanceof EdgarRateLimitedError) {
          // The gate already holds every request for the pause; nothing more this round.
          this.emit({ kind: "throttled", ticker, reason: error.message });
          return;
        }
        this.emit({ kind: "failed", ticker, accession: null, reason: (error as Error).message, final: false });
      }
    }
  }

  /** Polls every `intervalMs` until `stop`. */
  start(): void {
    if (this.loop) return;
    const stopping = (this.stopping = new AbortController());
    this.loop = (async () => {
      while (!stopping.signal.aborted) {
        await this.poll();
        await sleep(this.options.intervalMs, stopping.signal);
      }
    })();
  }

  /** Stops after the filing being ingested, if any. */
  async stop(): Promise<void> {
    this.stopping?.abort();
    await this.loop;
    this.loop = null;
  }

  private async pollCompany(ticker: string): Promise<void> {
    let cik = this.ciks.get(ticker);
    if (cik === undefined) {
      const found = await this.edgar.lookupCik(ticker);
      if (found === null) throw new Error(`EDGAR's ticker map has no ${ticker}`);
      this.ciks.set(ticker, (cik = found));
    }
    const page = await this.edgar.getSubmissionsPage(cik);
    const watched = page.recent.filter((e) => this.forms.has(e.form.toUpperCase()));
    let seen = this.seen.get(ticker);
    const first = seen === undefined;
    if (!seen) this.seen.set(ticker, (seen = new Set()));
    const since = this.options.since ?? null;
    const fresh: SubmissionEntry[] = [];
    for (const entry of watched) {
      if (seen.has(entry.accession)) continue;
      if (first && (since === null || (entry.filedDate ?? "") < since)) seen.add(entry.accession);
      else fresh.push(entry);
    }
    // Oldest first, so that an amendment follows what it amends.
    for (const entry of fresh.reverse()) {
      if (this.stopping?.signal.aborted) return;
      await this.ingest(ticker, cik, entry, seen);
    }
  }

  private async ingest(ticker: string, cik: number, entry: SubmissionEntry, seen: Set<string>): Promise<void> {
    if (await this.store.getFiling(entry.accession)) {
      seen.add(entry.accession);
      return;
    }
    try {
      const { record, build } = await buildFiling(await this.edgar.getFilingSource(cik, entry.accession));
      const saved = await this.store.saveFiling(record, { build });
      seen.add(entry.accession);
      this.emit({ kind: "ingested", ticker, accession: entry.accession, form: entry.form, outcome: saved.outcome });
    } catch (error) {
      if (error instanceof EdgarRateLimitedError) throw error;
      // A folder listed before EDGAR serves it is retried next round; an unreadable filing is not.
      const attempts = (this.attempts.get(entry.accession) ?? 0) + 1;
      this.attempts.set(entry.accession, attempts);
      const final = error instanceof FilingReadError || attempts >= (this.options.maxAttempts ?? 5);
      if (final) seen.add(entry.accession);
      this.emit({ kind: "failed", ticker, accession: entry.accession, reason: (error as Error).message, final });
    }
  }

  private emit(event: WatchEvent): void {
    this.options.onEvent?.(event);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
