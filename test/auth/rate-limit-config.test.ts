import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, parseRateLimit } from "../../src/auth/index.js";
import { rateLimitConfigFromEnv } from "../../src/config/index.js";

describe("rate-limit configuration", () => {
  it("defaults to spec part 8", () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      public: { points: 5, windowSeconds: 604_800 },
      registered: { points: 20, windowSeconds: 604_800 },
      paid: { points: 500, windowSeconds: 604_800 },
      playground: { points: 30, windowSeconds: 3_600 },
      internal: null,
    });
    expect(rateLimitConfigFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
  });

  it("parses <points>/<n><unit> and unlimited", () => {
    expect(parseRateLimit("5/7d")).toEqual({ points: 5, windowSeconds: 604_800 });
    expect(parseRateLimit("30/1h")).toEqual({ points: 30, windowSeconds: 3_600 });
    expect(parseRateLimit("30/h")).toEqual({ points: 30, windowSeconds: 3_600 });
    expect(parseRateLimit(" 100 / 90s ")).toEqual({ points: 100, windowSeconds: 90 });
    expect(parseRateLimit("2/1w")).toEqual({ points: 2, windowSeconds: 604_800 });
    expect(parseRateLimit("unlimited")).toBeNull();
  });

  it("refuses anything else rather than leaving a tier unlimited", () => {
    for (const text of ["", "5", "5/7", "5/7y", "0/1d", "-1/1d", "5/0d", "five/1d", "1/30d"])
      expect(() => parseRateLimit(text), text).toThrow(/invalid rate limit/);
  });

  it("reads FDS_LIMIT_<TIER> over the defaults", () => {
    const config = rateLimitConfigFromEnv({ FDS_LIMIT_PUBLIC: "10/1d", FDS_LIMIT_INTERNAL: "1000/1h", FDS_LIMIT_PAID: "unlimited" });
    expect(config.public).toEqual({ points: 10, windowSeconds: 86_400 });
    expect(config.internal).toEqual({ points: 1000, windowSeconds: 3_600 });
    expect(config.paid).toBeNull();
    expect(config.registered).toEqual(DEFAULT_RATE_LIMITS.registered);
  });
});
