import { MAX_WARM_TICKERS, normalizeWarmAsk } from "../../domain/jobs/index.js";
import { FdsError } from "../../domain/shared/index.js";
import { defineTool } from "../tool.js";
import { pollPath, warmInputOf } from "./warm-job-view.js";
import { JOB_STATES_DOC, WarmAcceptSchema, WarmRequestSchema } from "./warm-schemas.js";

export const warmMetricCacheTool = defineTool({
  name: "warm_metric_cache",
  bodyRules: [
    { description: "name a ticker (ticker) or several (tickers)", anyOf: [{ required: ["ticker"] }, { required: ["tickers"] }] },
    {
      description: `at most ${MAX_WARM_TICKERS} tickers per warm request, ticker and tickers together`,
      anyOf: [
        { not: { required: ["ticker"] } },
        { not: { required: ["tickers"] } },
        { properties: { tickers: { type: "array", maxItems: MAX_WARM_TICKERS - 1 } } },
      ],
    },
    {
      description: "give end_year and end_quarter together, or neither (the latest reported quarter)",
      anyOf: [{ required: ["end_year", "end_quarter"] }, { not: { anyOf: [{ required: ["end_year"] }, { required: ["end_quarter"] }] } }],
    },
  ],
  description:
    "Queues a background job that fetches a ticker's (or several tickers') periodic filings from EDGAR into the store for the last fiscal quarters (default 8, ending at the newest report) and checks which metrics (default the registry's headline metrics) they report, so later metric, series and statement calls answer from the cache. Answers 201 with the job id; poll GET /api/warm/{job_id} (warm_metric_cache_status) for per-period progress. " +
    JOB_STATES_DOC,
  input: WarmRequestSchema,
  output: WarmAcceptSchema,
  example: { ticker: "AAPL", metrics: ["revenue", "net_income"], periods: 4, end_year: 2025, end_quarter: 3 },
  async run(deps, input, ctx) {
    if (!deps.jobs) throw new FdsError("jobs_unavailable", "background jobs are not configured on this server");
    if (!deps.fetcher)
      throw new FdsError("edgar_unavailable", "warming fetches from EDGAR, which is not configured (set FDS_SEC_USER_AGENT)");
    if (!ctx.keyId) throw new FdsError("forbidden_tier", "warm jobs belong to an API key: call with one", { required_tier: "paid" });
    const request = warmInputOf(normalizeWarmAsk(deps.registry, input));
    const { job, created } = await deps.jobs.submit({ kind: "warm_metric_cache", owner: ctx.keyId, input: request });
    return {
      job_id: job.id,
      kind: "warm_metric_cache" as const,
      state: job.state,
      created,
      poll: pollPath(job.id),
      created_at: job.createdAt,
      request: job.input as typeof request,
    };
  },
});
