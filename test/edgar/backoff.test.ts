import { describe, expect, it } from "vitest";
import { backoffDelayMs, parseRetryAfter } from "../../src/edgar/backoff.js";

describe("backoffDelayMs", () => {
  it("doubles from the base with jitter between half and all of the ceiling", () => {
    expect(backoffDelayMs(1, 100, 10_000, null, () => 0)).toBe(50);
    expect(backoffDelayMs(1, 100, 10_000, null, () => 1)).toBe(100);
    expect(backoffDelayMs(3, 100, 10_000, null, () => 1)).toBe(400);
  });

  it("caps at the maximum", () => {
    expect(backoffDelayMs(20, 100, 1_000, null, () => 1)).toBe(1_000);
  });

  it("waits at least Retry-After, itself capped", () => {
    expect(backoffDelayMs(1, 100, 10_000, 3_000, () => 0)).toBe(3_000);
    expect(backoffDelayMs(1, 100, 10_000, 60_000, () => 0)).toBe(10_000);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("120")).toBe(120_000);
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
  });
});
