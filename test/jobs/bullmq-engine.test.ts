import { randomBytes } from "node:crypto";
import { Worker } from "bullmq";
import { afterEach, describe, expect, it } from "vitest";
import { BullmqJobEngine } from "../../src/jobs/bullmq-engine.js";
import type { JobWorker } from "../../src/jobs/job-engine.js";
import { redisOptionsFromUrl } from "../../src/jobs/redis-connection.js";
import { dropRedisPrefix, eventually, probeRedis, REDIS_TEST_URL, TEST_RETRY } from "./engine-targets.js";

const redisDown = await probeRedis();

describe.skipIf(redisDown !== null)("BullMQ engine: a worker that died", () => {
  const prefix = `fds-test-${randomBytes(6).toString("hex")}`;
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
    await dropRedisPrefix(prefix);
  });

  it("loses its lock, and another worker runs the job again from its progress", async () => {
    const engine = new BullmqJobEngine({ redisUrl: REDIS_TEST_URL, prefix, retry: TEST_RETRY, lockMs: 500 });
    cleanup.push(() => engine.close());
    const { job } = await engine.submit({ kind: "warm_metric_cache", owner: "key_a", input: { n: 1 } });
    // A worker process that records progress and then hangs, and is killed (no graceful close).
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const doomed = new Worker(
      "jobs",
      async (j) => {
        await j.updateProgress({ periods_done: 2 });
        started();
        await new Promise(() => undefined);
      },
      {
        connection: { ...redisOptionsFromUrl(REDIS_TEST_URL), maxRetriesPerRequest: null },
        prefix,
        lockDuration: 500,
        stalledInterval: 500,
      },
    );
    await running;
    await doomed.close(true);

    let resumedFrom: unknown = null;
    const survivor: JobWorker = engine.work({
      warm_metric_cache: async (j) => {
        resumedFrom = j.progress;
        return { periods_done: 8 };
      },
    });
    cleanup.push(() => survivor.stop());
    const done = await eventually(async () => {
      const j = await engine.get(job.id);
      return j?.state === "completed" ? j : undefined;
    }, 15_000);
    expect(resumedFrom).toEqual({ periods_done: 2 });
    expect(done.progress).toEqual({ periods_done: 8 });
  }, 30_000);
});
