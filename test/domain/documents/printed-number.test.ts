import { describe, expect, it } from "vitest";
import { printedMagnitude, printedScale } from "../../../src/domain/documents/printed-number.js";

describe("a number as printed, read back with its scale", () => {
  it("reads the printed magnitude: grouping, currency, parentheses, dashes for zero", () => {
    expect(printedMagnitude("15,408,095")).toBe(15_408_095);
    expect(printedMagnitude("$ 6.11")).toBe(6.11);
    expect(printedMagnitude("(1,234)")).toBe(1234);
    expect(printedMagnitude("—")).toBe(0);
    expect(printedMagnitude("0-23985")).toBeNull();
    expect(printedMagnitude("September 28, 2024")).toBeNull();
  });

  it("finds the scale the filing printed at: shares in thousands, dollars in millions, per-share as is", () => {
    // Apple's fiscal 2024 10-K: diluted shares 15,408,095 (thousands), net income 93,736 (millions), EPS 6.08.
    expect(printedScale("15,408,095", 15_408_095_000, -3)).toBe(3);
    expect(printedScale("93,736", 93_736_000_000, -6)).toBe(6);
    expect(printedScale("6.08", 6.08, 2)).toBe(0);
    expect(printedScale("—", 0, -6)).toBe(0);
    expect(printedScale("0", 0, 0)).toBe(0);
  });

  it("is null when the text is not that value at any scale", () => {
    expect(printedScale("93,735", 93_737_000_000, -6)).toBeNull();
    expect(printedScale("—", 5_000_000, -6)).toBeNull();
    expect(printedScale("Net income", 1, 0)).toBeNull();
  });
});
