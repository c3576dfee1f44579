import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jobsConfigFromEnv } from "../../src/config/index.js";
import { openJobEngine } from "../../src/jobs/open-job-engine.js";
import { dropRedisPrefix, probeRedis, REDIS_TEST_URL } from "./engine-targets.js";

const redisDown = await probeRedis();

describe("job engine from the environment", () => {
  it("reads FDS_WORKERS (default 1, 0 allowed) and refuses anything else", () => {
    expect(jobsConfigFromEnv({})).toEqual({ redisUrl: null, prefix: null, workers: 1 });
    expect(jobsConfigFromEnv({ FDS_WORKERS: "0", FDS_REDIS_URL: " redis://h:1 ", FDS_JOBS_PREFIX: "p" })).toEqual({
      redisUrl: "redis://h:1",
      prefix: "p",
      workers: 0,
    });
    expect(jobsConfigFromEnv({ FDS_WORKERS: "4" }).workers).toBe(4);
    for (const bad of ["-1", "two", "1.5", "65"]) expect(() => jobsConfigFromEnv({ FDS_WORKERS: bad })).toThrow(/FDS_WORKERS/);
  });

  it("is embedded in the store without Redis", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "fds-jobs-"));
    try {
      const engine = await openJobEngine(jobsConfigFromEnv({}), { dataDir });
      expect(engine.name).toBe("embedded");
      await engine.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(redisDown !== null)("is BullMQ with FDS_REDIS_URL", async () => {
    const prefix = `fds-test-${randomBytes(6).toString("hex")}`;
    const engine = await openJobEngine(jobsConfigFromEnv({ FDS_REDIS_URL: REDIS_TEST_URL, FDS_JOBS_PREFIX: prefix }), {});
    expect(engine.name).toBe("bullmq");
    await engine.close();
    await dropRedisPrefix(prefix);
  });

  it("refuses to start when the configured Redis does not answer", async () => {
    await expect(openJobEngine(jobsConfigFromEnv({ FDS_REDIS_URL: "redis://127.0.0.1:1" }), {})).rejects.toThrow(/does not answer/);
  }, 15_000);
});
