import { describe, expect, it } from "vitest";
import { watchConfigFromEnv } from "../../src/config/index.js";

describe("watcher settings", () => {
  it("reads FDS_WATCH_TICKERS, the interval and since; the command line wins", () => {
    expect(
      watchConfigFromEnv({ FDS_WATCH_TICKERS: " aapl, nflx ,,brk.b", FDS_WATCH_INTERVAL_SECONDS: "30", FDS_WATCH_SINCE: "2025-01-02" }),
    ).toEqual({
      tickers: ["AAPL", "NFLX", "BRK.B"],
      intervalMs: 30_000,
      since: "2025-01-02",
    });
    expect(watchConfigFromEnv({})).toEqual({ tickers: [], intervalMs: 60_000, since: null });
    expect(watchConfigFromEnv({ FDS_WATCH_TICKERS: "AAPL" }, { tickers: ["MSFT"], intervalMs: 5_000 }).tickers).toEqual(["MSFT"]);
  });

  it("refuses a malformed ticker, an interval under a second and a malformed date", () => {
    expect(() => watchConfigFromEnv({ FDS_WATCH_TICKERS: "AAPL,not a ticker" })).toThrow(/not a ticker/);
    expect(() => watchConfigFromEnv({ FDS_WATCH_INTERVAL_SECONDS: "0.5" })).toThrow(/at least 1/);
    expect(() => watchConfigFromEnv({ FDS_WATCH_INTERVAL_SECONDS: "soon" })).toThrow(/at least 1/);
    expect(() => watchConfigFromEnv({ FDS_WATCH_SINCE: "yesterday" })).toThrow(/YYYY-MM-DD/);
  });
});
