import { Type } from "typebox";
import { ESTIMATE_PERIOD_KINDS } from "../../store/index.js";
import { anyCase, DateRangeSchema, Nullable, SourceRefSchema } from "../shared/schemas.js";

/**
 * `quarter` or `year`, any case, as `periodKindOf` reads it: a closed vocabulary, so anything else
 * is a 422 like every malformed parameter (400 estimate_period_unknown is kept for a fiscal period
 * the ticker's estimates do not have).
 */
export const EstimatePeriod = Type.String({
  maxLength: 16,
  default: "quarter",
  pattern: `^ *(${ESTIMATE_PERIOD_KINDS.map(anyCase).join("|")}) *$`,
  description: "Period kind of the estimates: quarter (default) or year",
});

const TICKER_LIST = { minLength: 1, maxLength: 500, pattern: "^[A-Za-z0-9.\\-]+(,\\s*[A-Za-z0-9.\\-]+)*$", examples: ["AAPL,AMZN"] };

export const EstimateTickerList = Type.String({ ...TICKER_LIST, description: "Comma-separated tickers (e.g. AAPL,AMZN); a ticker never collected is a 400 estimate_ticker_unknown" });

/** `freshness` answers every ticker it is asked, null for one never collected. */
export const FreshnessTickerList = Type.String({
  ...TICKER_LIST,
  description: "Comma-separated tickers (e.g. AAPL,AMZN); each is a key of the answer, null for a ticker never collected",
});

/** One consensus value, dated and sourced. */
export const EstimatePointSchema = Type.Object(
  {
    ticker: Type.String(),
    fiscal_date: Type.String({ description: "End date (YYYY-MM-DD) of the fiscal period the estimate is for, as the provider gives it" }),
    period_kind: Type.String({ description: "quarter or year" }),
    period_code: Type.String({ description: "The provider's relative period when observed: 0q current quarter, +1q next, 0y, +1y" }),
    metric: Type.String({ description: "eps (per share, in currency) or revenue (in currency)" }),
    observed_at: Type.String({ description: "ISO 8601: when the value held (the response's Date; for provider history that minus history_days)" }),
    basis: Type.String({ description: "observed (the provider's value when we read it) or provider_history (what the provider said it was history_days days before)" }),
    history_days: Type.Integer({ description: "0 for observed; 7, 30, 60 or 90 for provider history" }),
    mean: Type.Number({ description: "Consensus mean" }),
    low: Nullable(Type.Number()),
    high: Nullable(Type.Number()),
    analysts: Nullable(Type.Integer({ description: "Analysts in the consensus; null when not reported (always for provider history)" })),
    currency: Nullable(Type.String()),
    revisions: Nullable(
      Type.Object(
        { up_7d: Nullable(Type.Integer()), up_30d: Nullable(Type.Integer()), down_7d: Nullable(Type.Integer()), down_30d: Nullable(Type.Integer()) },
        { description: "Analysts who raised (up) or cut (down) their EPS estimate in the last 7 or 30 days, as the provider reports; null except on observed EPS" },
      ),
    ),
    provider: Type.String(),
    source: Type.String({ description: "The recorded response file (or URL) the value was read from" }),
  },
  { title: "EstimatePoint" },
);


/** An estimate beside the company's fiscal period and what it filed for it (issue 13, point 4). */
export const AlignedEstimatePointSchema = Type.Object(
  {
    ...EstimatePointSchema.properties,
    fiscal_period: Nullable(
      Type.Object(
        {
          fiscal_year: Type.Integer(),
          fiscal_period: Type.String({ description: "Q1-Q4 for a quarter estimate, FY for a year" }),
          period_end: Type.String({ description: "The period's end as the company reports it (Apple's quarter ending 2024-03-31 ends 2024-03-30)" }),
          period_end_exact: Type.Boolean({ description: "True when a stored filing reports the period as its own; false when placed from another period's end" }),
        },
        { description: "The company's fiscal period the estimate is for, from the fiscal calendar of its stored filings; null when none is stored or no period ends within 20 days of fiscal_date" },
      ),
    ),
    reported: Nullable(
      Type.Object(
        {
          value: Nullable(Type.Number()),
          unit: Nullable(Type.String()),
          concept: Type.String(),
          period: DateRangeSchema,
          reported_in: Nullable(Type.String({ description: "own_filing or comparative (a later filing's comparative column)" })),
          source_ref: Nullable(SourceRefSchema),
          derivation: Nullable(Type.Object({ formula: Type.String(), inputs: Type.Array(SourceRefSchema) })),
          note: Type.String({ description: "For EPS: GAAP diluted EPS as filed; providers' \"actual\" EPS is often adjusted and may differ from it" }),
        },
        { description: "What the company filed for that period (GAAP diluted EPS, revenue), cited; null when no stored filing reports it (nothing is fetched)" },
      ),
    ),
  },
  { title: "AlignedEstimatePoint" },
);

export const RevisionSummarySchema = Type.Object(
  {
    ticker: Type.String(),
    fiscal_date: Type.String(),
    period_code: Type.String(),
    metric: Type.String(),
    observed_at: Type.String({ description: "The newest observation" }),
    mean: Type.Number({ description: "The newest consensus mean" }),
    window_days: Type.Integer(),
    mean_before: Nullable(Type.Number({ description: "The consensus at the start of the window (the newest point at or before observed_at minus window_days); null when none is stored" })),
    mean_before_at: Nullable(Type.String()),
    mean_change: Nullable(Type.Number({ description: "mean minus mean_before" })),
    up: Nullable(Type.Integer({ description: "Upward EPS revisions in the window (provider counts: windows of 7 and 30 days only; null otherwise and for revenue)" })),
    down: Nullable(Type.Integer()),
  },
  { title: "EstimateRevisionSummary" },
);

export const TickerFailuresSchema = Type.Object(
  {
    ticker: Type.String(),
    consecutive_failures: Type.Integer({ description: "Runs in a row, newest first, that failed" }),
    last_ok_at: Nullable(Type.String({ description: "The newest ok run; null when none succeeded" })),
    runs: Type.Array(
      Type.Object({
        at: Type.String(),
        http_status: Nullable(Type.Integer()),
        reason: Nullable(Type.String({ description: "The provider's error, or the payload field that did not match" })),
        source: Type.String(),
        provider: Type.String(),
      }),
    ),
  },
  { title: "EstimateTickerFailures" },
);
