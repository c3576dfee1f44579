import { Type } from "typebox";
import { ESTIMATE_PERIOD_KINDS } from "../../store/index.js";
import { anyCase } from "../shared/index.js";

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

export const EstimateTickerList = Type.String({
  ...TICKER_LIST,
  description: "Comma-separated tickers (e.g. AAPL,AMZN); a ticker never collected is a 400 estimate_ticker_unknown",
});

/** `freshness` answers every ticker it is asked, null for one never collected. */
export const FreshnessTickerList = Type.String({
  ...TICKER_LIST,
  description: "Comma-separated tickers (e.g. AAPL,AMZN); each is a key of the answer, null for a ticker never collected",
});

// The answers are the domain's shapes (their types derive from these schemas).
export { AlignedEstimatePointSchema } from "../../domain/estimates/index.js";
export { RevisionSummarySchema } from "../../domain/estimates/index.js";
export { EstimateFreshnessSchema, TickerFailuresSchema } from "../../domain/estimates/index.js";
