import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { BullmqJobEngine } from "../../src/jobs/bullmq-engine.js";
import { EmbeddedJobEngine } from "../../src/jobs/embedded-engine.js";
import type { RetryPolicy } from "../../src/jobs/job.js";
import type { JobEngine } from "../../src/jobs/job-engine.js";
import { openJobStore } from "../../src/store/index.js";
import { POSTGRES_TEST_URL, storeDialects } from "../store/store-targets.js";
import { REDIS_TEST_URL } from "../support/test-services.js";

/** Redis the BullMQ tests use (db 15 by default); they are skipped, with a notice, when it does not answer. */
export { REDIS_TEST_URL };
/** Re-exported for the job tests, which import their helpers from here. */
export { eventually } from "../support/eventually.js";

/** Fast retries for tests: 3 attempts, 50 ms then 100 ms apart. */
export const TEST_RETRY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 50, factor: 2, maxDelayMs: 1_000 };

/** One place jobs live (a database, or a Redis prefix); every `open` is a new engine over it, as a new process would be. */
export interface EngineTarget {
  open(options?: { leaseMs?: number }): Promise<JobEngine>;
  dispose(): Promise<void>;
}

export interface EngineKind {
  readonly name: string;
  readonly create: (() => Promise<EngineTarget>) | null;
}

/** Whether Redis answers at `url`; the reason when it does not. */
export async function probeRedis(url = REDIS_TEST_URL): Promise<string | null> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    client.disconnect();
  }
}

/** Deletes every key under `prefix`. */
export async function dropRedisPrefix(prefix: string, url = REDIS_TEST_URL): Promise<void> {
  const client = new Redis(url);
  try {
    const keys = await client.keys(`${prefix}:*`);
    if (keys.length) await client.del(...keys);
  } finally {
    client.disconnect();
  }
}

function embeddedOn(
  options: () => Promise<{ store: Parameters<typeof openJobStore>[0]; dispose: () => Promise<void> }>,
): () => Promise<EngineTarget> {
  return async () => {
    const { store, dispose } = await options();
    const engines: JobEngine[] = [];
    return {
      open: async ({ leaseMs } = {}) => {
        const engine = new EmbeddedJobEngine(await openJobStore(store), { retry: TEST_RETRY, pollMs: 25, ...(leaseMs ? { leaseMs } : {}) });
        engines.push(engine);
        return engine;
      },
      dispose: async () => {
        for (const e of engines) await e.close().catch(() => undefined);
        await dispose();
      },
    };
  };
}

/** Embedded on SQLite always, on PostgreSQL when it answers; BullMQ when Redis answers. */
export async function engineKinds(): Promise<EngineKind[]> {
  const postgresUp = (await storeDialects()).some((d) => d.name === "postgres" && d.create !== null);
  const redisDown = await probeRedis();
  if (redisDown !== null)
    console.warn(
      `\n[job tests] NOTICE: Redis at ${REDIS_TEST_URL} does not answer (${redisDown}); the BullMQ engine is SKIPPED. Set FDS_TEST_REDIS_URL to run it.\n`,
    );
  return [
    {
      name: "embedded/sqlite",
      create: embeddedOn(async () => {
        const dataDir = await mkdtemp(join(tmpdir(), "fds-jobs-"));
        return { store: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
      }),
    },
    {
      name: "embedded/postgres",
      create: postgresUp
        ? embeddedOn(async () => {
            const schema = `fds_test_${randomBytes(6).toString("hex")}`;
            // Made before any engine opens it: engines opened at once would race to create it,
            // and one's migration could look for the schema before another's creation commits.
            const creator = new pg.Client({ connectionString: POSTGRES_TEST_URL });
            await creator.connect();
            await creator.query(`create schema if not exists ${schema}`).finally(() => creator.end());
            return {
              store: { databaseUrl: POSTGRES_TEST_URL, schema },
              dispose: async () => {
                const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
                await client.connect();
                await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
              },
            };
          })
        : null,
    },
    {
      name: "bullmq",
      create:
        redisDown === null
          ? async () => {
              const prefix = `fds-test-${randomBytes(6).toString("hex")}`;
              const engines: JobEngine[] = [];
              return {
                open: async ({ leaseMs } = {}) => {
                  const engine = new BullmqJobEngine({
                    redisUrl: REDIS_TEST_URL,
                    prefix,
                    retry: TEST_RETRY,
                    ...(leaseMs ? { lockMs: leaseMs } : {}),
                  });
                  await engine.ready();
                  engines.push(engine);
                  return engine;
                },
                dispose: async () => {
                  for (const e of engines) await e.close().catch(() => undefined);
                  await dropRedisPrefix(prefix);
                },
              };
            }
          : null,
    },
  ];
}
