import { describe, expect, it } from "vitest";
import { EquivalenceRegistry } from "../../../src/domain/equivalence/equivalence-registry.js";
import { DEFAULT_WARM_PERIODS, HEADLINE_METRICS, normalizeWarmAsk, warmQuarters } from "../../../src/domain/jobs/warm-request.js";
import type { FdsError } from "../../../src/model/index.js";

const registry = new EquivalenceRegistry();

describe("warm requests", () => {
  it("defaults to the registry's headline metrics (each a live registry group) and the last 8 quarters", () => {
    for (const name of HEADLINE_METRICS) expect(registry.groupByName(name)?.name).toBe(name);
    const request = normalizeWarmAsk(registry, { ticker: "aapl" });
    expect(request).toEqual({ tickers: ["AAPL"], metrics: [...HEADLINE_METRICS].sort(), periods: DEFAULT_WARM_PERIODS, end: null });
  });

  it("puts identical asks in one form: tickers and metrics unique, sorted, metrics by registry name", () => {
    const a = normalizeWarmAsk(registry, {
      tickers: ["NVDA", "aapl"],
      ticker: "AAPL",
      metrics: ["Net Income", "revenue", "us-gaap:Revenues"],
      end_year: 2025,
      end_quarter: 2,
    });
    const b = normalizeWarmAsk(registry, {
      tickers: ["aapl", "nvda"],
      metrics: ["us-gaap:Revenues", "net_income", "sales"],
      end_year: 2025,
      end_quarter: 2,
    });
    expect(a).toEqual(b);
    expect(a.tickers).toEqual(["AAPL", "NVDA"]);
    expect(a.metrics).toEqual(["net_income", "revenue", "us-gaap:Revenues"]);
  });

  it("refuses no ticker, a split group, half an end, and out-of-bounds periods", () => {
    const code = (ask: Parameters<typeof normalizeWarmAsk>[1]) => {
      try {
        normalizeWarmAsk(registry, ask);
        return null;
      } catch (error) {
        return (error as FdsError).code;
      }
    };
    expect(code({ metrics: ["revenue"] })).toBe("bad_request");
    expect(code({ ticker: "AAPL", metrics: ["debt"] })).toBe("equivalence_group_split");
    expect(code({ ticker: "AAPL", end_quarter: 2 })).toBe("bad_request");
    expect(code({ ticker: "AAPL", periods: 0 })).toBe("bad_request");
    expect(code({ ticker: "AAPL", periods: Number.POSITIVE_INFINITY })).toBe("bad_request");
    expect(code({ ticker: "AAPL", end_year: 2025, end_quarter: 5 })).toBe("validation_error");
  });

  it("counts fiscal quarters back across the fiscal year, oldest first (quarter 4 is the annual report)", () => {
    expect(warmQuarters({ fiscalYear: 2025, quarter: 2 }, 6)).toEqual([
      { fiscalYear: 2024, quarter: 1 },
      { fiscalYear: 2024, quarter: 2 },
      { fiscalYear: 2024, quarter: 3 },
      { fiscalYear: 2024, quarter: 4 },
      { fiscalYear: 2025, quarter: 1 },
      { fiscalYear: 2025, quarter: 2 },
    ]);
  });
});
