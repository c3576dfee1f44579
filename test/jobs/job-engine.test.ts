import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { JobStoppedError, type JobHandler, type JobHandlers, type JobSnapshot } from "../../src/jobs/job.js";
import type { JobEngine, JobWorker, WorkOptions } from "../../src/jobs/job-engine.js";
import { engineKinds, eventually, TEST_RETRY, type EngineKind, type EngineTarget } from "./engine-targets.js";

const KIND = "warm_metric_cache" as const;
const kinds = await engineKinds();

const handlersOf = (handler: JobHandler): JobHandlers => ({ [KIND]: handler });

describe.each(kinds)("job engine contract: $name", (kind: EngineKind) => {
  let target: EngineTarget;
  let engine: JobEngine;
  const workers: JobWorker[] = [];

  beforeAll(() => {
    if (!kind.create) console.warn(`[job tests] ${kind.name} SKIPPED (not available)`);
  });

  const setUp = async () => {
    target = await kind.create!();
    engine = await target.open();
  };
  const work = (e: JobEngine, handler: JobHandler, options: WorkOptions = {}) => {
    const worker = e.work(handlersOf(handler), options);
    workers.push(worker);
    return worker;
  };
  const stateOf = (id: string, state: JobSnapshot["state"]) => async () => {
    const job = await engine.get(id);
    return job?.state === state ? job : undefined;
  };

  afterEach(async () => {
    for (const w of workers.splice(0)) await w.stop();
    await target?.dispose();
  });

  it.skipIf(!kind.create)("queues a job and reads it back; an unknown id is null", async () => {
    await setUp();
    const { job, created } = await engine.submit({ kind: KIND, owner: "key_a", input: { tickers: ["AAPL"] } });
    expect(created).toBe(true);
    expect(job.id).toMatch(/^job_[0-9a-f]{24}$/);
    expect(job).toMatchObject({
      kind: KIND,
      owner: "key_a",
      state: "queued",
      input: { tickers: ["AAPL"] },
      attempts: 0,
      maxAttempts: TEST_RETRY.maxAttempts,
      startedAt: null,
      finishedAt: null,
    });
    expect(await engine.get(job.id)).toMatchObject({ id: job.id, state: "queued" });
    expect(await engine.get("job_000000000000000000000000")).toBeNull();
    expect((await engine.counts()).queued).toBe(1);
  });

  it.skipIf(!kind.create)(
    "an identical request while the job is queued or running returns the same job; another owner or input gets its own",
    async () => {
      await setUp();
      const first = await engine.submit({ kind: KIND, owner: "key_a", input: { tickers: ["AAPL"], periods: 8 } });
      const again = await engine.submit({ kind: KIND, owner: "key_a", input: { periods: 8, tickers: ["AAPL"] } });
      expect(again).toMatchObject({ created: false, job: { id: first.job.id } });
      const otherOwner = await engine.submit({ kind: KIND, owner: "key_b", input: { tickers: ["AAPL"], periods: 8 } });
      const otherInput = await engine.submit({ kind: KIND, owner: "key_a", input: { tickers: ["AAPL"], periods: 4 } });
      expect(new Set([first.job.id, otherOwner.job.id, otherInput.job.id]).size).toBe(3);

      // Running: still the same job.
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      work(engine, async (job) => {
        if (job.id === first.job.id) await gate;
        return { done: true };
      });
      await eventually(stateOf(first.job.id, "running"), 10_000, "running");
      expect((await engine.submit({ kind: KIND, owner: "key_a", input: { tickers: ["AAPL"], periods: 8 } })).job.id).toBe(first.job.id);
      release();
      await eventually(stateOf(first.job.id, "completed"), 10_000, "completed");
      // Finished: a new identical request is new work.
      const after = await engine.submit({ kind: KIND, owner: "key_a", input: { tickers: ["AAPL"], periods: 8 } });
      expect(after.created).toBe(true);
      expect(after.job.id).not.toBe(first.job.id);
    },
  );

  it.skipIf(!kind.create)("runs a job: progress is visible while it runs, the result when it completes, with timings", async () => {
    await setUp();
    const { job } = await engine.submit({ kind: KIND, owner: "key_a", input: { n: 1 } });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    work(engine, async (_job, ctx) => {
      expect(ctx.attempt).toBe(1);
      await ctx.report({ step: 1 });
      await gate;
      return { step: 2, done: true };
    });
    const running = await eventually(async () => {
      const j = await engine.get(job.id);
      return j?.state === "running" && (j.progress as { step?: number } | null)?.step === 1 ? j : undefined;
    });
    expect(running.attempts).toBe(1);
    expect(running.startedAt).not.toBeNull();
    release();
    const done = await eventually(stateOf(job.id, "completed"));
    expect(done.progress).toEqual({ step: 2, done: true });
    expect(done.error).toBeNull();
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));
    expect(Date.parse(done.startedAt!)).toBeGreaterThanOrEqual(Date.parse(done.createdAt) - 5);
  });

  it.skipIf(!kind.create)("retries a failed attempt after the policy's delay and keeps the progress the earlier attempt made", async () => {
    await setUp();
    const { job } = await engine.submit({ kind: KIND, owner: "key_a", input: { n: 2 } });
    const seen: { attempt: number; progress: unknown; at: number }[] = [];
    work(engine, async (j, ctx) => {
      seen.push({ attempt: ctx.attempt, progress: j.progress, at: Date.now() });
      if (ctx.attempt === 1) {
        await ctx.report({ first: "half" });
        throw new Error("EDGAR hiccup");
      }
      return { finished: true };
    });
    const done = await eventually(stateOf(job.id, "completed"));
    expect(seen.map((s) => s.attempt)).toEqual([1, 2]);
    expect(seen[1]!.progress).toEqual({ first: "half" });
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(TEST_RETRY.baseDelayMs - 5);
    expect(done.attempts).toBe(2);
  });

  it.skipIf(!kind.create)("fails a job whose every attempt fails, with the last error", async () => {
    await setUp();
    const { job } = await engine.submit({ kind: KIND, owner: "key_a", input: { n: 3 } });
    let calls = 0;
    work(engine, async () => {
      calls += 1;
      throw new Error(`broken ${calls}`);
    });
    const failed = await eventually(stateOf(job.id, "failed"));
    expect(calls).toBe(TEST_RETRY.maxAttempts);
    expect(failed).toMatchObject({ attempts: TEST_RETRY.maxAttempts, error: `broken ${TEST_RETRY.maxAttempts}` });
    expect(failed.finishedAt).not.toBeNull();
    expect((await engine.counts()).failed).toBe(1);
    // Failed is final too: the identical request is new work.
    expect((await engine.submit({ kind: KIND, owner: "key_a", input: { n: 3 } })).created).toBe(true);
  });

  it.skipIf(!kind.create)("tells once when a job reaches completed or failed, never for a retried attempt", async () => {
    await setUp();
    const ok = (await engine.submit({ kind: KIND, owner: "key_a", input: { ends: "completed" } })).job;
    const bad = (await engine.submit({ kind: KIND, owner: "key_a", input: { ends: "failed" } })).job;
    const told: JobSnapshot[] = [];
    const attempts: string[] = [];
    work(
      engine,
      async (job, ctx) => {
        if ((job.input as { ends: string }).ends === "failed" || ctx.attempt === 1) throw new Error(`attempt ${ctx.attempt}`);
        return { fine: true };
      },
      { onFinished: async (job) => void told.push(job), onAttempt: (e) => void attempts.push(e.outcome) },
    );
    // Every attempt has been told of (one completed, one failed, three retried) and both outcomes
    // are recorded: nothing is left to run, so any extra telling would already be in `told`.
    await eventually(async () => (attempts.length === 5 ? true : undefined));
    await eventually(stateOf(ok.id, "completed"));
    await eventually(stateOf(bad.id, "failed"));
    expect(told.map((j) => [j.id, j.state]).sort()).toEqual(
      [
        [ok.id, "completed"],
        [bad.id, "failed"],
      ].sort(),
    );
    const completed = told.find((j) => j.id === ok.id)!;
    expect(completed.progress).toEqual({ fine: true });
    expect(completed.finishedAt).not.toBeNull();
    expect(told.find((j) => j.id === bad.id)!.error).toBe(`attempt ${TEST_RETRY.maxAttempts}`);
    expect(attempts.sort()).toEqual(["completed", "failed", "retried", "retried", "retried"]);
  });

  it.skipIf(!kind.create)(
    "tells before it records the outcome, so a process dying in between tells again on the re-run rather than never",
    async () => {
      await setUp();
      const ok = (await engine.submit({ kind: KIND, owner: "key_a", input: { ends: "completed" } })).job;
      const bad = (await engine.submit({ kind: KIND, owner: "key_a", input: { ends: "failed" } })).job;
      const seen: [string, string, string | undefined][] = [];
      work(
        engine,
        async (job, ctx) => {
          await ctx.report({ step: ctx.attempt });
          if ((job.input as { ends: string }).ends === "failed") throw new Error(`attempt ${ctx.attempt}`);
          return { fine: true };
        },
        // What the engine says of the job while it is being told: not finished yet.
        { onFinished: async (job) => void seen.push([job.id, job.state, (await engine.get(job.id))?.state]) },
      );
      // Telling is done before the outcome is recorded, so both tells are in `seen` by now.
      await eventually(stateOf(ok.id, "completed"));
      await eventually(stateOf(bad.id, "failed"));
      expect(seen.sort()).toEqual(
        [
          [ok.id, "completed", "running"],
          [bad.id, "failed", "running"],
        ].sort(),
      );
    },
  );

  it.skipIf(!kind.create)(
    "a worker stopping mid-job hands it back without spending an attempt; the next worker resumes from its progress",
    async () => {
      await setUp();
      const { job } = await engine.submit({ kind: KIND, owner: "key_a", input: { n: 4 } });
      const first = work(engine, async (_j, ctx) => {
        await ctx.report({ periods_done: 3 });
        await new Promise<void>((resolve) => ctx.signal.addEventListener("abort", () => resolve(), { once: true }));
        throw new JobStoppedError();
      });
      await eventually(async () => ((await engine.get(job.id))?.progress ? true : undefined));
      await first.stop();
      workers.splice(workers.indexOf(first), 1);
      const requeued = await engine.get(job.id);
      expect(requeued?.state).toBe("queued");
      expect(requeued?.attempts).toBe(0);

      const second = await target.open();
      let resumedFrom: unknown = null;
      work(second, async (j, ctx) => {
        resumedFrom = j.progress;
        expect(ctx.attempt).toBe(1);
        return { periods_done: 8 };
      });
      const done = await eventually(stateOf(job.id, "completed"));
      expect(resumedFrom).toEqual({ periods_done: 3 });
      expect(done.progress).toEqual({ periods_done: 8 });
    },
  );

  it.skipIf(!kind.create)("a job queued by one process is run by a worker of another (a restart resumes queued jobs)", async () => {
    await setUp();
    const { job } = await engine.submit({ kind: KIND, owner: "key_a", input: { n: 5 } });
    await engine.close();
    const restarted = await target.open();
    work(restarted, async () => ({ ran: "after restart" }));
    await eventually(async () => ((await restarted.get(job.id))?.state === "completed" ? true : undefined));
    engine = restarted;
    expect((await engine.get(job.id))?.progress).toEqual({ ran: "after restart" });
  });
});
