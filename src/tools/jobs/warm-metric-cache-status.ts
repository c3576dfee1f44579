import { Type } from "typebox";
import { FdsError } from "../../domain/shared/index.js";
import { JOB_ID_PATTERN } from "../../jobs/index.js";
import { defineTool } from "../tool.js";
import { warmStatusOf } from "./warm-job-view.js";
import { JOB_STATES_DOC, WarmStatusSchema } from "./warm-schemas.js";

export const warmMetricCacheStatusTool = defineTool({
  name: "warm_metric_cache_status",
  description:
    "A warm job (from warm_metric_cache) of the calling key: its state, attempts, timings, and per ticker and fiscal period what became of it (fetched, already_cached, not_on_edgar, failed with a reason, or pending) and which metrics the period's filings report. An unknown id is 404; another key's job is 403. " +
    JOB_STATES_DOC,
  input: Type.Object(
    { job_id: Type.String({ pattern: JOB_ID_PATTERN, description: "The job_id POST /api/warm answered" }) },
    { additionalProperties: false },
  ),
  output: WarmStatusSchema,
  example: { job_id: "job_0123456789abcdef01234567" },
  async run(deps, input, ctx) {
    if (!deps.jobs) throw new FdsError("jobs_unavailable", "background jobs are not configured on this server");
    const job = await deps.jobs.get(input.job_id);
    if (!job || job.kind !== "warm_metric_cache")
      throw new FdsError("not_found", `no warm job ${input.job_id} (unknown, or finished more than 7 days ago)`);
    if (job.owner !== ctx.keyId) throw new FdsError("job_forbidden", `warm job ${input.job_id} belongs to another API key`);
    return warmStatusOf(job);
  },
});
