import { describe, expect, it } from "vitest";
import { findQuantities } from "../../../../src/domain/extractions/text/quantities.js";

const one = (text: string) => {
  const qs = findQuantities(text);
  expect(qs, text).toHaveLength(1);
  const q = qs[0]!;
  expect(text.slice(q.start, q.end)).toBe(q.text);
  return q;
};

describe("findQuantities", () => {
  it("reads money with its scale word, exactly (no binary noise)", () => {
    expect(one("utilized the final $4.1 billion under").value).toBe(4_100_000_000);
    expect(one("up to $110 billion of").value).toBe(110e9);
    expect(one("a total cost of $360 million.").value).toBe(360e6);
    expect(one("| $89,074 |")).toMatchObject({ kind: "money", value: 89074, scale: 1, currency: "USD" });
    expect(one("the €470 million aggregate")).toMatchObject({ kind: "money", value: 470e6, currency: "EUR" });
  });

  it("tells per-share amounts, share counts and percentages apart", () => {
    expect(one("dividend of $0.51 per share at")).toMatchObject({ kind: "per_share", value: 0.51 });
    expect(one("repurchased 499 million shares of its")).toMatchObject({ kind: "shares", value: 499e6 });
    expect(one("repurchased 5,238,736 shares of")).toMatchObject({ kind: "shares", value: 5238736 });
    expect(one("represented 12% of total")).toMatchObject({ kind: "percent", value: 12 });
    expect(one("plus or minus 50 basis points")).toMatchObject({ kind: "basis_points", value: 50 });
    // A range before a singular unit ("a 30 to 50 basis point headwind"); counts of roles cut or staffed.
    expect(one("a 30 to 50 basis point headwind")).toMatchObject({ kind: "basis_points", value: 30, high: 50 });
    expect(one("reduce up to 7,000 non-manufacturing roles")).toMatchObject({ kind: "count", value: 7000 });
  });

  it("joins ranges, scaling the lower end like the upper, and keeps changes and lists apart", () => {
    expect(one("between 46 and 47%")).toMatchObject({ kind: "percent", value: 46, high: 47 });
    expect(one("between 15.3 and $15.5 billion")).toMatchObject({ kind: "money", value: 15.3e9, high: 15.5e9 });
    expect(one("to $44.8 to $45.2 billion.")).toMatchObject({ value: 44.8e9, high: 45.2e9 });
    expect(one("between $150 and $200 million")).toMatchObject({ value: 150e6, high: 200e6 });
    // "from A to B" is a change, not a range.
    const change = findQuantities("raised from $0.24 to $0.25 per share");
    expect(change.map((q) => [q.kind, q.value, q.high])).toEqual([
      ["money", 0.24, null],
      ["per_share", 0.25, null],
    ]);
    // "A and B" without "between" is a list; the bare count takes the unit after it.
    const list = findQuantities("repurchased 1,524,908 and 5,238,736 shares");
    expect(list.map((q) => [q.kind, q.value])).toEqual([
      ["shares", 1524908],
      ["shares", 5238736],
    ]);
    const scaled = findQuantities("we repurchased 310 million and 210 million shares");
    expect(scaled.map((q) => [q.kind, q.value])).toEqual([
      ["shares", 310e6],
      ["shares", 210e6],
    ]);
  });

  it("marks approximate and negative values", () => {
    expect(one("to be around negative 250 million,")).toMatchObject({ value: -250e6, approximate: true });
    expect(one("~$1.70 billion")).toMatchObject({ value: 1.7e9, approximate: true });
  });
});
