import { Type } from "typebox";
import {
  DEFAULT_WARM_PERIODS,
  MAX_WARM_METRICS,
  MAX_WARM_PERIODS,
  MAX_WARM_TICKERS,
  WarmCountsSchema,
  WarmPeriodSchema,
  WarmTickerSchema,
} from "../../domain/jobs/index.js";
import { DEFAULT_RETRY_POLICY, JOB_STATES } from "../../jobs/index.js";
import { FiscalYear, Nullable, Quarter } from "../shared/index.js";

const { maxAttempts, baseDelayMs, factor } = DEFAULT_RETRY_POLICY;
/** A ticker as warm requests take it: a letter first (`normalizeWarmAsk`). */
const WarmTicker = Type.String({
  minLength: 1,
  maxLength: 12,
  pattern: "^[A-Za-z][A-Za-z0-9.\\-]{0,11}$",
  description: "Company ticker, e.g. AAPL",
  examples: ["AAPL"],
});

/** The states, transitions and retry policy, as every warm schema documents them. */
export const JOB_STATES_DOC =
  `Job states: queued (waiting for a worker, or for its next attempt), running (a worker holds it), completed (every period has an outcome) and failed (its last attempt failed). ` +
  `Transitions: queued -> running -> completed; running -> queued when an attempt fails with attempts left (retried after ${baseDelayMs / 1000} s, then ${(baseDelayMs * factor) / 1000} s), when its worker died (after its lease, 30 s) or when its worker stopped; running -> failed when the last of ${maxAttempts} attempts fails. ` +
  `An attempt fails when EDGAR failed for some period: the retry redoes only the periods not settled, ` +
  `and on the last attempt such periods stay 'failed' (with their reason) and the job completes. ` +
  `Completed and failed jobs are kept 7 days.`;

export const WarmRequestSchema = Type.Object(
  {
    ticker: Type.Optional(WarmTicker),
    tickers: Type.Optional(
      Type.Array(WarmTicker, {
        minItems: 1,
        maxItems: MAX_WARM_TICKERS,
        description: `Several tickers (at most ${MAX_WARM_TICKERS}); with ticker, both are warmed`,
      }),
    ),
    metrics: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        minItems: 1,
        maxItems: MAX_WARM_METRICS,
        description:
          "Registry metrics or aliases (revenue, net_income, eps_diluted ...) or QNames; default the registry's headline metrics",
      }),
    ),
    periods: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_WARM_PERIODS,
        default: DEFAULT_WARM_PERIODS,
        description: "Fiscal quarters counted back from the end, the end included (a quarter 4 is the annual report)",
      }),
    ),
    end_year: Type.Optional(FiscalYear),
    end_quarter: Type.Optional(Quarter),
  },
  {
    additionalProperties: false,
    title: "WarmRequest",
    description:
      `Which tickers, metrics and fiscal quarters to warm (fetch from EDGAR into the store). Name a ticker ` +
      `or several. end_year and end_quarter go together; without them the quarters end at each ticker's ` +
      `newest periodic report on EDGAR. An identical request (same caller, same normalized request) while ` +
      `the job is queued or running returns that job.`,
  },
);

const RequestEcho = Type.Object(
  {
    tickers: Type.Array(Type.String()),
    metrics: Type.Array(Type.String()),
    periods: Type.Integer(),
    end_year: Nullable(Type.Integer()),
    end_quarter: Nullable(Type.Integer()),
  },
  {
    title: "WarmRequestEcho",
    description:
      "The request as normalized: tickers upper-cased and sorted, metrics by registry name; end null when each ticker's newest quarter is meant",
  },
);

const JobState = Type.Enum([...JOB_STATES], { description: JOB_STATES_DOC });

export const WarmAcceptSchema = Type.Object(
  {
    job_id: Type.String({ description: "Poll GET /api/warm/{job_id} with the same key" }),
    kind: Type.Literal("warm_metric_cache"),
    state: JobState,
    created: Type.Boolean({ description: "false: an identical request of yours was already queued or running, and this is that job" }),
    poll: Type.String({ description: "Where to poll: /api/warm/{job_id}" }),
    created_at: Type.String(),
    request: RequestEcho,
  },
  { title: "WarmAcceptResponse" },
);

export const WarmStatusSchema = Type.Object(
  {
    job_id: Type.String(),
    kind: Type.Literal("warm_metric_cache"),
    state: JobState,
    request: RequestEcho,
    attempts: Type.Integer({ description: "Attempts started so far" }),
    max_attempts: Type.Integer(),
    error: Nullable(Type.String({ description: "Why the last attempt failed; null when none did" })),
    created_at: Type.String(),
    started_at: Nullable(Type.String({ description: "When the latest attempt started" })),
    finished_at: Nullable(Type.String()),
    timings: Type.Object({
      queued_ms: Nullable(Type.Integer({ description: "From creation to the latest attempt's start" })),
      running_ms: Nullable(Type.Integer({ description: "From the latest attempt's start to the end (or now, while running)" })),
      total_ms: Type.Integer({ description: "From creation to the end (or now)" }),
    }),
    counts: WarmCountsSchema,
    tickers: Type.Array(WarmTickerSchema),
    periods: Type.Array(WarmPeriodSchema),
  },
  { title: "WarmJobStatusResponse", description: JOB_STATES_DOC },
);
