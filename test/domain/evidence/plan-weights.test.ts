import { describe, expect, it } from "vitest";
import { planPlacer, wholeDocument } from "../../../src/domain/evidence/plan-weights.js";
import { readPlanOf } from "../../../src/domain/evidence/read-plans.js";

// The 10-K plan of a question on cash, debt and capital returns: Item 5 and MD&A required, the statements optional.
const plan = readPlanOf("liquidity_capital_returns", "10-K");
const placer = planPlacer(plan);
const PARAGRAPH = 400;

describe("where a passage sits in the read plan", () => {
  it("places the plan's required and optional sections, and anything else (or no section) outside", () => {
    expect(plan.required.map((i) => i.section)).toEqual(["item_5", "item_7"]);
    expect([
      placer.placeOf("item_5"),
      placer.placeOf("item_7"),
      placer.placeOf("item_8"),
      placer.placeOf("item_1a"),
      placer.placeOf(null),
    ]).toEqual(["required", "required", "optional", "outside", "outside"]);
  });

  it("weighs a paragraph of a required section over one of an optional section over one outside the plan", () => {
    const w = (section: string | null) => placer.weight(section, null, "paragraph", PARAGRAPH);
    expect(w("item_7")).toBeGreaterThan(w("item_8"));
    expect(w("item_8")).toBeGreaterThan(w("item_1a"));
    expect(w("item_1a")).toBe(w(null));
  });

  it("weighs a paragraph up under a heading the plan names for its section, and only in that section", () => {
    expect(placer.inSubsection("item_7", "Liquidity and Capital Resources")).toBe(true);
    expect(placer.inSubsection("item_7", "Results of Operations")).toBe(false);
    expect(placer.inSubsection("item_1a", "Liquidity and Capital Resources")).toBe(false);
    expect(placer.weight("item_7", "Liquidity and Capital Resources", "paragraph", PARAGRAPH)).toBeGreaterThan(
      placer.weight("item_7", "Overview", "paragraph", PARAGRAPH),
    );
  });

  it("weighs a heading alone and a short paragraph down, but not a short table row", () => {
    const paragraph = placer.weight("item_7", null, "paragraph", PARAGRAPH);
    expect(placer.weight("item_7", null, "heading", 30)).toBeLessThan(placer.weight("item_7", null, "paragraph", 30));
    expect(placer.weight("item_7", null, "paragraph", 30)).toBeLessThan(paragraph);
    expect(placer.weight("item_7", null, "table_row", 30)).toBe(paragraph);
  });

  it("reads a document without items (a release read in a report's place) whole: text outside any section is in the plan, weighed up", () => {
    const whole = wholeDocument(placer);
    expect(whole.placeOf(null)).toBe("required");
    expect(whole.placeOf("item_8")).toBe("optional");
    expect(whole.weight(null, null, "paragraph", PARAGRAPH)).toBe(2 * placer.weight(null, null, "paragraph", PARAGRAPH));
    expect(whole.weight("item_7", null, "paragraph", PARAGRAPH)).toBe(placer.weight("item_7", null, "paragraph", PARAGRAPH));
  });
});
