import type { JobsConfig } from "../jobs/index.js";
import type { Env } from "./env.js";

/** `FDS_REDIS_URL`, `FDS_JOBS_PREFIX`, `FDS_WORKERS` (default 1, at most 64). */
export function jobsConfigFromEnv(env: Env): JobsConfig {
  const text = env.FDS_WORKERS?.trim();
  const workers = text ? Number(text) : 1;
  if (!(text === undefined || text === "" || (/^\d+$/.test(text) && workers <= 64)))
    throw new Error(`FDS_WORKERS must be a whole number from 0 to 64, not "${env.FDS_WORKERS}"`);
  return { redisUrl: env.FDS_REDIS_URL?.trim() || null, prefix: env.FDS_JOBS_PREFIX?.trim() || null, workers };
}
