import { describe, expect, it } from "vitest";
import { findQuantities } from "../../../../src/domain/extractions/text/quantities.js";
import { GOLD_SCHEMAS, loadGold } from "../gold/gold-set.js";

/** The hand-labelled figures of the extraction gold sets written with their scale in words ("$4.1 billion", "12%"): quotes copied from corpus filings. */
const labels = GOLD_SCHEMAS.flatMap(
  (name) => loadGold(name)?.documents.flatMap((d) => d.labels.map((l) => ({ schema: name, ...l }))) ?? [],
).filter(
  (l) => l.value !== undefined && !l.quote.includes("|") && !l.context?.includes("|") && /\b(?:thousand|million|billion)\b|%/.test(l.quote),
);

describe("quantities of the gold sets' prose figures", () => {
  it("reads each labelled figure's value from its quote, scale word applied, at offsets that cut the quote exactly", () => {
    expect(labels.length).toBeGreaterThan(300);
    for (const l of labels) {
      const found = findQuantities(l.quote);
      for (const q of found) expect(l.quote.slice(q.start, q.end)).toBe(q.text);
      const values = found.map((q) => q.value);
      expect(
        values.some((v) => Math.abs(v - l.value!) <= 1e-9 * Math.abs(l.value!)),
        `${l.schema} ${JSON.stringify(l.quote)}: ${l.value} among ${values.join(", ")}`,
      ).toBe(true);
    }
  });

  it("reads a range's high end where the label gives one", () => {
    const ranges = labels.filter((l) => l.high !== undefined);
    expect(ranges.length).toBeGreaterThan(10);
    for (const l of ranges)
      expect(
        findQuantities(l.quote).some((q) => q.value === l.value && q.high === l.high),
        `${l.schema} ${JSON.stringify(l.quote)}`,
      ).toBe(true);
  });
});
