import { openJobStore } from "../store/index.js";
import type { OpenStoreOptions } from "../store/index.js";
import { BullmqJobEngine } from "./bullmq-engine.js";
import { EmbeddedJobEngine } from "./embedded-engine.js";
import type { JobEngine } from "./job-engine.js";

/** Which engine a process runs and how many jobs it runs at once, from the environment. */
export interface JobsConfig {
  /** `FDS_REDIS_URL`: BullMQ on that Redis; null: the embedded engine in the store. */
  readonly redisUrl: string | null;
  /** `FDS_JOBS_PREFIX`: prefix of BullMQ's Redis keys, default `fds-jobs`. */
  readonly prefix: string | null;
  /** `FDS_WORKERS`: jobs this process runs at once; 0: none (`fds serve` only queues). Default 1. */
  readonly workers: number;
}

/**
 * The engine the configuration selects: BullMQ when Redis is configured (a Redis that does not
 * answer at start is an error), else the embedded engine on the store `storeOptions` open.
 */
export async function openJobEngine(
  config: JobsConfig,
  storeOptions: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema">,
): Promise<JobEngine> {
  if (config.redisUrl === null) return new EmbeddedJobEngine(await openJobStore(storeOptions));
  const engine = new BullmqJobEngine({ redisUrl: config.redisUrl, ...(config.prefix === null ? {} : { prefix: config.prefix }) });
  try {
    await withTimeout(engine.ready(), 5_000, `Redis at ${config.redisUrl.replace(/\/\/([^/:@]*):[^/@]*@/, "//$1:***@")} does not answer`);
  } catch (error) {
    await engine.close().catch(() => undefined);
    throw error;
  }
  return engine;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
