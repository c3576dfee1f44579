import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { TalliedHistogram } from "./tallied-histogram.js";
import type { AttemptListener, JobQueue } from "../jobs/index.js";
import { JOB_STATES } from "../jobs/index.js";

type HttpLabels = { readonly method: string; readonly route: string; readonly status: string };

/**
 * The service's Prometheus metrics, one registry per process (per app in tests). Every name
 * starts with `fds_`. Queue depth is read from the job engine at scrape time, so with BullMQ
 * every process reports the one shared queue; attempt outcomes, EDGAR requests and cache
 * lookups are counted by the process that made them (sum them across processes).
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  /** Requests answered per (method, route, status) not yet added to `httpRequests` (`requestTally`). */
  private readonly requestTallies: { readonly labels: HttpLabels; answered: number }[] = [];
  readonly httpRequests = new Counter({
    name: "fds_http_requests_total",
    help: "HTTP requests answered, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
    collect: () => {
      for (const tally of this.requestTallies) {
        if (tally.answered === 0) continue;
        this.httpRequests.inc(tally.labels, tally.answered);
        tally.answered = 0;
      }
    },
  });
  readonly httpDuration = new TalliedHistogram<keyof HttpLabels>(
    "fds_http_request_duration_seconds",
    "HTTP request latency in seconds, by method, route template and status",
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    this.registry,
  );
  readonly jobAttempts = new Counter({
    name: "fds_job_attempts_total",
    help: "Job attempts finished by this process, by kind and outcome (completed, retried, failed)",
    labelNames: ["kind", "outcome"] as const,
    registers: [this.registry],
  });
  readonly jobAttemptDuration = new Histogram({
    name: "fds_job_attempt_duration_seconds",
    help: "Duration of job attempts run by this process, by kind",
    labelNames: ["kind"] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [this.registry],
  });
  readonly edgarRequests = new Counter({
    name: "fds_edgar_requests_total",
    help: "Requests to EDGAR started by this process (each retry counts)",
    registers: [this.registry],
  });
  readonly edgarGateWait = new Histogram({
    name: "fds_edgar_gate_wait_seconds",
    help: "Time a request to EDGAR waited for the fair-access gate (10 requests/s shared by every process with Redis)",
    buckets: [0, 0.05, 0.1, 0.25, 0.5, 1, 5, 30, 120, 600],
    registers: [this.registry],
  });
  readonly edgarThrottled = new Counter({
    name: "fds_edgar_throttled_total",
    help: "Times EDGAR answered 429 or its rate-limit 403 to this process (each pauses every request for 10 minutes)",
    registers: [this.registry],
  });
  readonly webhookDeliveries = new Counter({
    name: "fds_webhook_deliveries_total",
    help: "Webhook delivery attempts made by this process, by outcome (succeeded, retry, failed, disabled)",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });
  readonly limiterFallbacks = new Counter({
    name: "fds_rate_limit_fallbacks_total",
    help: "Requests this process counted in its own memory because the shared buckets (Redis, the database) did not answer; above 0, limits are per process",
    registers: [this.registry],
  });
  /** Caches whose lookups are counted from their own tallies at scrape time (`countLookups`). */
  private readonly lookupTallies: (() => void)[] = [];
  readonly cacheLookups = new Counter({
    name: "fds_cache_lookups_total",
    help: "Cache lookups by cache and outcome (hit, miss); hit rate = hit / (hit + miss)",
    labelNames: ["cache", "outcome"] as const,
    registers: [this.registry],
    collect: () => {
      for (const bring of this.lookupTallies) bring();
    },
  });

  constructor(options: { readonly jobs?: JobQueue | null; readonly processMetrics?: boolean } = {}) {
    const jobs = options.jobs ?? null;
    if (jobs) {
      new Gauge({
        name: "fds_jobs",
        help: "Jobs in the queue by state (queued + running is the queue depth); completed and failed are kept 7 days",
        labelNames: ["state"] as const,
        registers: [this.registry],
        async collect() {
          const counts = await jobs.counts().catch(() => null);
          if (counts === null) return;
          for (const state of JOB_STATES) this.set({ state }, counts[state]);
        },
      });
    }
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: "fds_" });
  }

  /**
   * A tally of one series' requests (`answered++` per request), added to `httpRequests` when
   * metrics are asked for: a labelled counter's `inc` hashes its labels, on every request.
   */
  requestTally(labels: HttpLabels): { answered: number } {
    const tally = { labels, answered: 0 };
    this.requestTallies.push(tally);
    return tally;
  }

  /**
   * Counts `cache`'s lookups from the tallies it keeps itself, read when metrics are asked for:
   * nothing is done per lookup (a labelled counter's `inc` hashes its labels, on every cached
   * request). A series appears with its first lookup, as when counted one by one.
   */
  countLookups(cache: string, tally: () => { readonly hits: number; readonly misses: number }): void {
    let counted = { hits: 0, misses: 0 };
    this.lookupTallies.push(() => {
      const now = tally();
      if (now.hits > counted.hits) this.cacheLookups.inc({ cache, outcome: "hit" }, now.hits - counted.hits);
      if (now.misses > counted.misses) this.cacheLookups.inc({ cache, outcome: "miss" }, now.misses - counted.misses);
      counted = { hits: now.hits, misses: now.misses };
    });
  }

  /** A listener for `JobEngine.work` that counts attempt outcomes. */
  readonly onJobAttempt: AttemptListener = (event) => {
    this.jobAttempts.inc({ kind: event.kind, outcome: event.outcome });
    this.jobAttemptDuration.observe({ kind: event.kind }, event.durationMs / 1000);
  };
}
