import { runWarm } from "../../domain/jobs/index.js";
import { JobStoppedError, type JobHandler } from "../../jobs/index.js";
import type { ToolDeps } from "../tool-deps.js";
import { warmRequestOf, type WarmInput } from "./warm-job-view.js";

/** Runs warm jobs with the tools' dependencies (the same store and EDGAR client as the API). */
export function warmJobHandler(deps: ToolDeps): JobHandler {
  return async (job, ctx) => {
    try {
      return await runWarm(deps, warmRequestOf(job.input as WarmInput), {
        previous: job.progress,
        lastAttempt: ctx.attempt >= ctx.maxAttempts,
        signal: ctx.signal,
        report: (progress) => ctx.report(progress),
      });
    } catch (error) {
      // throwIfAborted's AbortError: the worker is stopping, hand the job back.
      if (ctx.signal.aborted && (error as Error).name === "AbortError") throw new JobStoppedError();
      throw error;
    }
  };
}
