import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteBuckets } from "../../src/auth/sqlite-buckets.js";

describe("rate-limit buckets in a SQLite file", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), "fds-buckets-"));
    dirs.push(dir);
    return dir;
  };

  it("counts per key within a window that starts at the key's first request, and starts afresh after it", async () => {
    const buckets = new SqliteBuckets(await dataDir());
    const t0 = 1_700_000_000_000;
    expect(buckets.take("public:ip:192.0.2.1", 60_000, t0)).toEqual({ count: 1, resetAt: t0 + 60_000 });
    expect(buckets.take("public:ip:192.0.2.1", 60_000, t0 + 59_999)).toEqual({ count: 2, resetAt: t0 + 60_000 });
    expect(buckets.take("public:ip:192.0.2.2", 60_000, t0 + 10)).toEqual({ count: 1, resetAt: t0 + 60_010 });
    // The window ended: a new one starts at this request.
    expect(buckets.take("public:ip:192.0.2.1", 60_000, t0 + 60_000)).toEqual({ count: 1, resetAt: t0 + 120_000 });
    buckets.close();
  });

  it("is one bucket for every opener of the same data directory (each process opens its own)", async () => {
    const dir = await dataDir();
    const a = new SqliteBuckets(dir);
    const b = new SqliteBuckets(dir);
    const now = Date.now();
    const counts = [a, b, a, b, b].map((buckets) => buckets.take("registered:key:key_1", 3_600_000, now).count);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    a.close();
    b.close();
    // Counts survive a restart of every process.
    const c = new SqliteBuckets(dir);
    expect(c.take("registered:key:key_1", 3_600_000, now).count).toBe(6);
    c.close();
  });
});
