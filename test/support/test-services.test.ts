import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { probeRedis } from "../jobs/engine-targets.js";
import { storeDialects } from "../store/store-targets.js";
import { POSTGRES_TEST_URL, REDIS_TEST_URL } from "./test-services.js";

// `npm test` must not write where another program keeps its data: PostgreSQL database `test`
// or Redis db 0 are used only when CI or a person names them.
const postgres = (await storeDialects()).find((d) => d.name === "postgres")?.create ?? null;
const redisDown = await probeRedis(REDIS_TEST_URL);

describe("the tests' own PostgreSQL database and Redis db", () => {
  it.skipIf(process.env.FDS_TEST_DATABASE_URL !== undefined || postgres === null)(
    "store tests run in database fds_test by default",
    async () => {
      const target = await postgres!();
      try {
        expect(await target.query("select current_database() as db")).toEqual([{ db: "fds_test" }]);
      } finally {
        await target.dispose();
      }
    },
  );

  it.skipIf(process.env.FDS_TEST_REDIS_URL !== undefined || redisDown !== null)("Redis tests run in db 15 by default", async () => {
    const client = new Redis(REDIS_TEST_URL);
    try {
      const info = String(await client.call("client", "info"));
      expect(info).toMatch(/\bdb=15\b/);
    } finally {
      client.disconnect();
    }
  });

  it("names neither database `test` nor Redis db 0 when nothing is set", () => {
    if (process.env.FDS_TEST_DATABASE_URL === undefined) expect(new URL(POSTGRES_TEST_URL).pathname).toBe("/fds_test");
    if (process.env.FDS_TEST_REDIS_URL === undefined) expect(new URL(REDIS_TEST_URL).pathname).toBe("/15");
  });
});
