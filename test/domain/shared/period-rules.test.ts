import { describe, expect, it } from "vitest";
import type { Period } from "../../../src/model/index.js";
import { conceptKindOf, isAdditive, notDerivableReason } from "../../../src/domain/shared/period-rules.js";

const year: Period = { kind: "duration", start: "2023-10-01", end: "2024-09-28" };
const instant: Period = { kind: "instant", instant: "2024-09-28" };

describe("period rules: what a concept's unit and period type allow", () => {
  it("reads the kind from the unit XBRL ties to each item type, and the period type", () => {
    expect(conceptKindOf({ unit: "USD", period: year })).toBe("monetary_flow");
    expect(conceptKindOf({ unit: "EUR", period: year })).toBe("monetary_flow");
    expect(conceptKindOf({ unit: "MWh", period: year })).toBe("measure_flow");
    expect(conceptKindOf({ unit: "USD", period: instant })).toBe("instant");
    expect(conceptKindOf({ unit: "shares", period: year })).toBe("share_count");
    expect(conceptKindOf({ unit: "USD/shares", period: year })).toBe("per_share");
    expect(conceptKindOf({ unit: "pure", period: year })).toBe("ratio");
    expect(conceptKindOf({ unit: "USD/bbl", period: year })).toBe("ratio");
    expect(conceptKindOf({ unit: "customer", period: year })).toBe("count");
  });

  it("only additive flows may be subtracted; every other kind says why not", () => {
    expect(isAdditive("monetary_flow")).toBe(true);
    expect(isAdditive("measure_flow")).toBe(true);
    expect(notDerivableReason("monetary_flow")).toBeNull();
    for (const kind of ["instant", "share_count", "per_share", "ratio", "count"] as const) {
      expect(isAdditive(kind), kind).toBe(false);
      expect(notDerivableReason(kind), kind).toMatch(/never derived|not the quarter's|no quarter's/);
    }
  });
});
