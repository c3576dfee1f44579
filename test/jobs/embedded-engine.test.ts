import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EmbeddedJobEngine } from "../../src/jobs/embedded-engine.js";
import type { JobWorker } from "../../src/jobs/job-engine.js";
import { openJobStore } from "../../src/store/index.js";
import { eventually, TEST_RETRY } from "./engine-targets.js";

const KIND = "warm_metric_cache" as const;

describe("embedded job engine: a worker that died", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  async function setUp() {
    const dataDir = await mkdtemp(join(tmpdir(), "fds-jobs-"));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const open = async () => {
      const store = await openJobStore({ dataDir });
      const engine = new EmbeddedJobEngine(store, { retry: TEST_RETRY, pollMs: 20, leaseMs: 300 });
      cleanup.push(() => engine.close());
      return { store, engine };
    };
    return open;
  }

  it("leaves its job running until the lease expires; then a restarted process runs it again, from its progress", async () => {
    const open = await setUp();
    const crashed = await open();
    const { job } = await crashed.engine.submit({ kind: KIND, owner: "key_a", input: { n: 1 } });
    // The process that claimed it recorded some progress and died (no stop, no heartbeat).
    const claimed = await crashed.store.claim("dead-worker", new Date(), new Date(Date.now() + 300));
    expect(claimed?.id).toBe(job.id);
    await crashed.store.saveProgress(job.id, "dead-worker", { periods_done: 2 });

    const restarted = await open();
    let resumedFrom: unknown = null;
    const worker: JobWorker = restarted.engine.work({
      [KIND]: async (j, ctx) => {
        resumedFrom = j.progress;
        expect(ctx.attempt).toBe(2);
        return { periods_done: 8 };
      },
    });
    cleanup.push(() => worker.stop());
    expect((await restarted.engine.get(job.id))?.state).toBe("running");
    const done = await eventually(async () => {
      const j = await restarted.engine.get(job.id);
      return j?.state === "completed" ? j : undefined;
    }, 5_000);
    expect(resumedFrom).toEqual({ periods_done: 2 });
    expect(done.attempts).toBe(2);
    // The dead worker's late writes change nothing.
    expect(await crashed.store.saveProgress(job.id, "dead-worker", { periods_done: 3 })).toBe(false);
  });

  it("fails a job whose last attempt's worker died", async () => {
    const open = await setUp();
    const { store, engine } = await open();
    const { job } = await engine.submit({ kind: KIND, owner: "key_a", input: { n: 2 } });
    for (let i = 0; i < TEST_RETRY.maxAttempts; i++) {
      expect((await store.claim(`dead-${i}`, new Date(), new Date(Date.now() - 1)))?.id).toBe(job.id);
      await store.recoverExpired(new Date(), "worker died");
    }
    expect(await engine.get(job.id)).toMatchObject({ state: "failed", attempts: TEST_RETRY.maxAttempts, error: "worker died" });
  });
});
