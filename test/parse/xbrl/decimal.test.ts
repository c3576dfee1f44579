import { describe, expect, it } from "vitest";
import { canonicalDecimal, negateDecimal, roundDecimal, scaleDecimal } from "../../../src/parse/xbrl/decimal.js";

describe("exact decimals", () => {
  it("canonicalizes without losing digits", () => {
    expect(canonicalDecimal("0001234.5000")).toBe("1234.5");
    expect(canonicalDecimal("+12")).toBe("12");
    expect(canonicalDecimal("-0.00")).toBe("0");
    expect(canonicalDecimal(" 391035000000 ")).toBe("391035000000");
    expect(canonicalDecimal("1.5E3")).toBe("1500");
    expect(canonicalDecimal("12345678901234567890.123456789")).toBe("12345678901234567890.123456789");
    expect(canonicalDecimal("1,234")).toBeNull();
    expect(canonicalDecimal("")).toBeNull();
    expect(canonicalDecimal(".")).toBeNull();
  });

  it("scales by powers of ten exactly", () => {
    expect(scaleDecimal("391,035".replace(",", ""), 6)).toBe("391035000000");
    expect(scaleDecimal("2.7", 12)).toBe("2700000000000");
    expect(scaleDecimal("171,797".replace(",", ""), 3)).toBe("171797000");
    expect(scaleDecimal("6.11", 0)).toBe("6.11");
    expect(scaleDecimal("45", -2)).toBe("0.45");
    expect(scaleDecimal("0.1", 1)).toBe("1");
  });

  it("negates", () => {
    expect(negateDecimal("12.5")).toBe("-12.5");
    expect(negateDecimal("-3")).toBe("3");
    expect(negateDecimal("0")).toBe("0");
  });

  it("rounds half away from zero to a decimals attribute", () => {
    expect(roundDecimal("171797000000", -9)).toBe("172000000000");
    expect(roundDecimal("171797000000", -6)).toBe("171797000000");
    expect(roundDecimal("1.25", 1)).toBe("1.3");
    expect(roundDecimal("-1.25", 1)).toBe("-1.3");
    expect(roundDecimal("1.24", 1)).toBe("1.2");
    expect(roundDecimal("499", -3)).toBe("0");
  });
});

describe("subtraction", () => {
  it("subtracts exactly across scales and signs", async () => {
    const { subtractDecimal } = await import("../../../src/parse/xbrl/decimal.js");
    expect(subtractDecimal("391035000000", "296105000000")).toBe("94930000000");
    expect(subtractDecimal("0.3", "0.1")).toBe("0.2");
    expect(subtractDecimal("1", "2.5")).toBe("-1.5");
    expect(subtractDecimal("-4", "-4")).toBe("0");
  });
});
