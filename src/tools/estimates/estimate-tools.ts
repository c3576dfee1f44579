import { Type } from "typebox";
import {
  alignWithFilings,
  estimateFailures,
  estimateFreshness,
  estimateRevisions,
  latestEstimates,
  periodKindOf,
  requireEstimateStore,
  revisionSummary,
  type ShareClassesOf,
} from "../../domain/estimates/index.js";
import { companyOfTicker } from "../../domain/shared/index.js";
import type { ToolDeps } from "../tool-deps.js";
import { Ticker } from "../shared/index.js";
import { defineTool } from "../tool.js";
import {
  AlignedEstimatePointSchema,
  EstimateFreshnessSchema,
  EstimatePeriod,
  EstimateTickerList,
  FreshnessTickerList,
  RevisionSummarySchema,
  TickerFailuresSchema,
} from "./estimate-schemas.js";

/*
 * Spec part 4.5: service operations (not manifest tools), registered tier. Values are the
 * provider's consensus as observed; latest and revisions show each beside the company's fiscal
 * period and its filed GAAP value where stored (providers' "actual" EPS is often adjusted and
 * may differ from GAAP).
 */

/** A company's share classes, from its stored filings' covers: estimates under one class serve the others. */
const classesIn =
  (deps: ToolDeps): ShareClassesOf =>
  async (ticker) =>
    (await companyOfTicker(deps.store, ticker))?.tickers ?? [];

export const latestEstimatesTool = defineTool({
  name: "get_latest_estimates",
  description:
    "The newest analyst consensus (EPS and revenue: mean, low, high, analyst count) for the ticker's " +
    "current and upcoming fiscal periods of the given kind, each dated (observed_at) and sourced, with " +
    "the company's fiscal period (from its stored filings' fiscal calendar) and, where the filing is " +
    "stored, the GAAP value it filed, cited.",
  input: Type.Object({ ticker: Ticker, period: Type.Optional(EstimatePeriod) }, { additionalProperties: false }),
  output: Type.Array(AlignedEstimatePointSchema),
  example: { ticker: "AAPL", period: "quarter" },
  async run(deps, input) {
    const store = requireEstimateStore(deps.estimates);
    return alignWithFilings(deps, await latestEstimates(store, input.ticker, periodKindOf(input.period), classesIn(deps)));
  },
});

export const estimateRevisionsTool = defineTool({
  name: "get_estimate_revisions",
  description:
    "How the consensus for one fiscal period (fiscal_date: its end date, YYYY-MM-DD) moved over time, " +
    "oldest first: every snapshot observed, and the values the provider reported for 7/30/60/90 days " +
    "before (basis provider_history); each with the company's fiscal period and, where stored, the GAAP " +
    "value filed for it.",
  input: Type.Object(
    {
      ticker: Ticker,
      fiscal_date: Type.String({
        format: "date",
        pattern: "^\\d{4}-\\d{2}-\\d{2}$",
        description: "End date of the fiscal period, e.g. 2025-03-31",
      }),
      period: Type.Optional(EstimatePeriod),
    },
    { additionalProperties: false },
  ),
  output: Type.Array(AlignedEstimatePointSchema),
  example: { ticker: "AAPL", fiscal_date: "2025-03-31", period: "quarter" },
  async run(deps, input) {
    const store = requireEstimateStore(deps.estimates);
    return alignWithFilings(
      deps,
      await estimateRevisions(store, input.ticker, input.fiscal_date, periodKindOf(input.period), classesIn(deps)),
    );
  },
});

export const estimateRevisionSummaryTool = defineTool({
  name: "get_estimate_revision_summary",
  description:
    "Per ticker (all covered tickers when tickers is absent) and current or upcoming period: the change " +
    "of the consensus mean over the last `days` days, and the provider's counts of upward and downward " +
    "EPS revisions (reported for 7 and 30 days).",
  input: Type.Object(
    {
      tickers: Type.Optional(Type.Union([EstimateTickerList, Type.Null()])),
      days: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 3650, default: 30, description: "Window in days before the newest observation" }),
      ),
      period: Type.Optional(EstimatePeriod),
    },
    { additionalProperties: false },
  ),
  output: Type.Array(RevisionSummarySchema),
  example: { tickers: "AAPL", days: 30, period: "quarter" },
  async run(deps, input) {
    const store = requireEstimateStore(deps.estimates);
    return revisionSummary(store, input.tickers ?? null, input.days ?? 30, periodKindOf(input.period), classesIn(deps));
  },
});

export const estimateFreshnessTool = defineTool({
  name: "get_estimate_freshness",
  description:
    "Per requested ticker: the time (ISO 8601) of its newest observed consensus of the period kind; null " +
    "when none was ever observed (every run failed, or the ticker was never collected).",
  input: Type.Object({ tickers: FreshnessTickerList, period: Type.Optional(EstimatePeriod) }, { additionalProperties: false }),
  output: EstimateFreshnessSchema,
  example: { tickers: "AAPL,QQQ", period: "quarter" },
  async run(deps, input) {
    const store = requireEstimateStore(deps.estimates);
    return estimateFreshness(store, input.tickers, periodKindOf(input.period), classesIn(deps));
  },
});

export const estimateFailuresTool = defineTool({
  name: "get_estimate_failures",
  description:
    "Tickers whose last min_runs collection runs all failed, with each failed run's HTTP status and " +
    "reason (the provider's error, or the payload field that did not match).",
  input: Type.Object({ min_runs: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })) }, { additionalProperties: false }),
  output: Type.Array(TickerFailuresSchema),
  example: { min_runs: 1 },
  async run(deps, input) {
    const store = requireEstimateStore(deps.estimates);
    return estimateFailures(store, input.min_runs ?? 1);
  },
});

export const estimateTickersTool = defineTool({
  name: "list_estimate_tickers",
  description: "The tickers with at least one observed consensus, sorted.",
  input: Type.Object({}, { additionalProperties: false }),
  output: Type.Array(Type.String()),
  async run(deps) {
    return requireEstimateStore(deps.estimates).tickers({ covered: true });
  },
});
