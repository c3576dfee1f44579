import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importEstimates } from "../../src/cli/estimates-import-command.js";
import type { EstimateStore } from "../../src/store/index.js";
import { openEstimateStore } from "../../src/store/index.js";
import { requireEstimates } from "../support/estimates.js";

const estimates = requireEstimates();

/** AAPL's recorded 2025-02-24 trend, current quarter (`0q`), as the provider sent it. */
async function aaplQuarter(dir: string) {
  const recorded = JSON.parse(await readFile(path.join(dir, "2025-02", "AAPL.earningsTrend.json"), "utf8"));
  const trend = recorded.body.quoteSummary.result[0].earningsTrend.trend.find((p: { period: string }) => p.period === "0q");
  return { date: new Date(recorded.source.response_date).toISOString(), trend };
}

describe.skipIf(!estimates)(
  "fds estimates import: our own CSV and JSON format, written in a temp dir from the shared recorded values",
  () => {
    let dataDir: string;
    let store: EstimateStore;
    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "fds-est-own-"));
      store = await openEstimateStore({ dataDir: path.join(dataDir, "store") });
    });
    afterEach(async () => {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("CSV: the columns in any order, empty cells null; JSON: provider history marked; one run per ticker and provider; re-import adds nothing", async () => {
      const { date, trend } = await aaplQuarter(estimates!);
      const e = trend.earningsEstimate;
      const r = trend.epsRevisions;
      const rev = trend.revenueEstimate;
      const csv = [
        "metric,ticker,fiscal_date,period_kind,mean,low,high,analysts,observed_at,provider,currency,up_7d,up_30d,down_7d,down_30d,period_code",
        `eps,aapl,${trend.endDate},quarter,${e.avg.raw},${e.low.raw},${e.high.raw},${e.numberOfAnalysts.raw},${date},desk,USD,${r.upLast7days.raw},${r.upLast30days.raw},${r.downLast7Days.raw},${r.downLast30days.raw},0q`,
        `revenue,AAPL,${trend.endDate},quarter,${rev.avg.raw},,,${rev.numberOfAnalysts.raw},${date},desk,USD,,,,,`,
      ].join("\n");
      await writeFile(path.join(dataDir, "desk.csv"), csv);
      const history = {
        estimates: [
          {
            ticker: "AAPL",
            fiscal_date: trend.endDate,
            period_kind: "quarter",
            metric: "eps",
            mean: trend.epsTrend["90daysAgo"].raw,
            observed_at: "2024-11-26T09:35:00Z",
            provider: "desk",
            basis: "provider_history",
            history_days: 90,
          },
        ],
      };
      await writeFile(path.join(dataDir, "history.json"), JSON.stringify(history));

      const summary = await importEstimates(store, dataDir);
      expect(summary.files.map((f) => [f.file, f.outcome])).toEqual([
        ["desk.csv", "ok"],
        ["history.json", "ok"],
      ]);
      expect([summary.runsOk, summary.observationsAdded]).toEqual([2, 3]);
      const rows = await store.observations({ ticker: "AAPL", fiscalDate: "2025-03-31" });
      expect(rows.map((o) => [o.metric, o.basis, o.historyDays, o.mean, o.analysts])).toEqual([
        ["eps", "provider_history", 90, 1.68215, null],
        ["eps", "observed", 0, 1.60796, 27],
        ["revenue", "observed", 0, 94076168920, 27],
      ]);
      expect(rows[1]).toMatchObject({
        observedAt: "2025-02-24T09:35:00.000Z",
        low: 1.5,
        high: 1.67,
        periodCode: "0q",
        provider: "desk",
        source: "desk.csv",
        revisions: { up7d: 0, up30d: 3, down7d: 1, down30d: 20 },
      });
      expect(rows[2]).toMatchObject({ low: null, high: null, revisions: { up7d: null, up30d: null, down7d: null, down30d: null } });
      expect((await store.runs(["AAPL"])).map((run) => [run.provider, run.at, run.outcome, run.observations, run.source])).toEqual([
        ["desk", "2025-02-24T09:35:00.000Z", "ok", 2, "desk.csv"],
        ["desk", "2024-11-26T09:35:00.000Z", "ok", 1, "history.json"],
      ]);

      const again = await importEstimates(store, dataDir);
      expect(again.files.map((f) => f.outcome)).toEqual(["already_stored", "already_stored"]);
      expect([again.runsOk, again.observationsAdded]).toEqual([0, 0]);
    });

    it.each([
      [
        "bad.csv",
        "ticker,fiscal_date,period_kind,metric,mean,observed_at,provider\nAAPL,2025-03-31,quarter,eps,1.6,2025-02-24,desk\nAAPL,2025-03-31,quarter,ebitda,1.6,2025-02-24,desk\n",
        'own format: row 3, metric: "ebitda" is not one of eps, revenue',
      ],
      [
        "nomean.csv",
        "ticker,fiscal_date,period_kind,metric,observed_at,provider\nAAPL,2025-03-31,quarter,eps,2025-02-24,desk\n",
        "own format: row 2, mean: missing",
      ],
      [
        "extra.csv",
        "ticker,fiscal_date,period_kind,metric,mean,observed_at,provider,analyst_count\nAAPL,2025-03-31,quarter,eps,1.6,2025-02-24,desk,27\n",
        'own format: unknown column "analyst_count" (columns: ticker, fiscal_date, period_kind, metric, mean, low, high, analysts, observed_at, provider, currency, basis, history_days, period_code, up_7d, up_30d, down_7d, down_30d)',
      ],
      [
        "zone.json",
        JSON.stringify({
          estimates: [
            {
              ticker: "AAPL",
              fiscal_date: "2025-03-31",
              period_kind: "quarter",
              metric: "eps",
              mean: 1.6,
              observed_at: "2025-02-24T09:35:00",
              provider: "desk",
            },
          ],
        }),
        'own format: estimates[0], observed_at: give a time zone (Z or +hh:mm): "2025-02-24T09:35:00"',
      ],
      [
        "hist.json",
        JSON.stringify({
          estimates: [
            {
              ticker: "AAPL",
              fiscal_date: "2025-03-31",
              period_kind: "quarter",
              metric: "eps",
              mean: 1.6,
              observed_at: "2025-02-24",
              provider: "desk",
              basis: "provider_history",
            },
          ],
        }),
        "own format: estimates[0], history_days: missing",
      ],
    ])("%s is unreadable, nothing imported: %s", async (name, text, detail) => {
      await writeFile(path.join(dataDir, name), text);
      const summary = await importEstimates(store, path.join(dataDir, name));
      expect(summary.files).toEqual([{ file: name, outcome: "unreadable", ticker: null, detail }]);
      expect(await store.tickers()).toEqual([]);
    });
  },
);
