import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EstimateObservation, EstimateRun, EstimateStore } from "../../src/store/estimates/estimate-store.js";
import { openEstimateStore } from "../../src/store/estimates/open-estimate-store.js";
import { POSTGRES_TEST_URL, storeDialects } from "./store-targets.js";

// Synthetic rows: they test storage, not estimates (no value here claims to be a real consensus).
const run = (over: Partial<EstimateRun> = {}): EstimateRun => ({
  ticker: "TEST",
  provider: "p",
  at: "2025-01-02T00:00:00.000Z",
  source: "a.json",
  outcome: "ok",
  httpStatus: 200,
  reason: null,
  observations: 1,
  ...over,
});
const observation = (over: Partial<EstimateObservation> = {}): EstimateObservation => ({
  ticker: "TEST",
  fiscalDate: "2025-03-31",
  periodKind: "quarter",
  periodCode: "0q",
  metric: "eps",
  basis: "observed",
  historyDays: 0,
  observedAt: "2025-01-02T00:00:00.000Z",
  mean: 1.25,
  low: 1,
  high: 1.5,
  analysts: 3,
  revisions: { up7d: 0, up30d: 1, down7d: null, down30d: 2 },
  currency: "USD",
  provider: "p",
  source: "a.json",
  ...over,
});

const available = new Set((await storeDialects()).filter((d) => d.create !== null).map((d) => d.name));

interface Target {
  open(): Promise<EstimateStore>;
  dispose(): Promise<void>;
}

const targets: Record<string, () => Promise<Target>> = {
  sqlite: async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "fds-estimates-"));
    return { open: () => openEstimateStore({ dataDir }), dispose: () => rm(dataDir, { recursive: true, force: true }) };
  },
  postgres: async () => {
    const schema = `fds_test_${randomBytes(6).toString("hex")}`;
    return {
      open: () => openEstimateStore({ databaseUrl: POSTGRES_TEST_URL, schema }),
      dispose: async () => {
        const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
      },
    };
  },
};

for (const [name, create] of Object.entries(targets)) {
  describe.skipIf(!available.has(name))(`estimate store on ${name}`, () => {
    let target: Target;
    let store: EstimateStore;
    beforeEach(async () => {
      target = await create();
      store = await target.open();
    });
    afterEach(async () => {
      await store.close();
      await target.dispose();
    });

    it("round-trips observations and runs, nulls included", async () => {
      const history = observation({
        basis: "provider_history",
        historyDays: 90,
        observedAt: "2024-10-04T00:00:00.000Z",
        low: null,
        high: null,
        analysts: null,
        revisions: { up7d: null, up30d: null, down7d: null, down30d: null },
      });
      expect(await store.recordRun(run({ observations: 2 }), [observation(), history])).toEqual({ added: true, observationsAdded: 2 });
      expect(await store.observations({ ticker: "TEST" })).toEqual([history, observation()]);
      expect(await store.runs(["TEST"])).toEqual([run({ observations: 2 })]);
      expect(await store.tickers()).toEqual(["TEST"]);
    });

    it("is append-only: a later snapshot adds rows, the same response again adds nothing", async () => {
      await store.recordRun(run(), [observation()]);
      expect(await store.recordRun(run({ source: "copy/a.json" }), [observation({ mean: 9, source: "copy/a.json" })])).toEqual({
        added: false,
        observationsAdded: 0,
      });
      const later = observation({ observedAt: "2025-02-02T00:00:00.000Z", mean: 1.2 });
      await store.recordRun(run({ at: later.observedAt }), [later]);
      expect((await store.observations({ ticker: "TEST" })).map((o) => o.mean)).toEqual([1.25, 1.2]);
    });

    it("records failed runs with status and reason, newest first, filtered by kind and ticker", async () => {
      await store.recordRun(run({ ticker: "GONE", outcome: "failed", httpStatus: 404, reason: "Not Found: x", observations: 0 }), []);
      await store.recordRun(
        run({ ticker: "GONE", at: "2025-02-01T00:00:00.000Z", outcome: "failed", httpStatus: 500, reason: "y", observations: 0 }),
        [],
      );
      await store.recordRun(run(), [observation(), observation({ periodKind: "year", periodCode: "0y", fiscalDate: "2025-12-31" })]);
      expect((await store.runs(["GONE"])).map((r) => [r.httpStatus, r.reason])).toEqual([
        [500, "y"],
        [404, "Not Found: x"],
      ]);
      expect((await store.runs(null)).length).toBe(3);
      expect((await store.observations({ ticker: "TEST", periodKind: "year" })).map((o) => o.fiscalDate)).toEqual(["2025-12-31"]);
      expect(await store.tickers()).toEqual(["GONE", "TEST"]);
      expect(await store.tickers({ covered: true })).toEqual(["TEST"]);
    });
  });
}
