import type { Fact } from "../../model/index.js";

/**
 * What a concept's values are, as far as deriving periods goes. Facts carry no item type, but
 * XBRL ties each type to its unit (monetaryItemType to an ISO 4217 currency, sharesItemType to
 * xbrli:shares, perShareItemType to currency/shares, pure and percent to xbrli:pure), so the unit
 * and the period type of a concept's facts say what its arithmetic allows:
 * - `monetary_flow`: an amount over a duration (revenue, cash flows): additive over time;
 * - `measure_flow`: a physical flow over a duration (energy, volume, mass): additive over time;
 * - `instant`: a balance at a date: never derived (Q4's balance is the year-end's);
 * - `share_count`: shares (weighted averages, outstanding): a weighted average of a year minus
 *   one of nine months is no quarter's average;
 * - `per_share`: EPS and dividends per share: quotients, never subtracted;
 * - `ratio`: pure numbers, percentages and other quotients (USD per barrel);
 * - `count`: other units (customers, stores, employees): a duration's count may be an average
 *   or a level as often as a flow, so it is read, never derived.
 */
const CONCEPT_KINDS = ["monetary_flow", "measure_flow", "instant", "share_count", "per_share", "ratio", "count"] as const;
export type ConceptKind = (typeof CONCEPT_KINDS)[number];

const CURRENCY = /^[A-Z]{3}$/;
/** Unit Type Registry measures of energy, volume and mass: amounts that add up over time. */
const FLOW_MEASURES = new Set([
  "Wh",
  "kWh",
  "MWh",
  "GWh",
  "TWh",
  "J",
  "Btu",
  "MMBTU",
  "therm",
  "bbl",
  "Boe",
  "MBoe",
  "MMBoe",
  "Mcf",
  "MMcf",
  "Bcf",
  "ft3",
  "m3",
  "gal",
  "l",
  "L",
  "t",
  "lb",
  "oz",
  "kg",
  "g",
]);

export function conceptKindOf(fact: Pick<Fact, "unit" | "period">): ConceptKind {
  const unit = fact.unit ?? "";
  if (fact.period.kind !== "duration") return "instant";
  if (CURRENCY.test(unit)) return "monetary_flow";
  if (FLOW_MEASURES.has(unit)) return "measure_flow";
  if (unit === "shares") return "share_count";
  if (/^[A-Z]{3}\/shares$/.test(unit)) return "per_share";
  if (unit === "pure" || unit.includes("/")) return "ratio";
  return "count";
}

/** Whether a single quarter may be the difference of two cumulative periods of this kind. */
export function isAdditive(kind: ConceptKind): boolean {
  return kind === "monetary_flow" || kind === "measure_flow";
}

const WHY_NOT: Record<Exclude<ConceptKind, "monetary_flow" | "measure_flow">, string> = {
  instant: "it is a balance at a date: a quarter's balance is read at the quarter's end, never derived",
  share_count: "it is a share count (a weighted average or a balance): the difference of two periods' averages is no quarter's average",
  per_share: "it is a per-share amount: a quotient, so the difference of two periods' figures is not the quarter's",
  ratio: "it is a ratio or percentage: the difference of two periods' ratios is not the quarter's",
  count: "it is a count in a unit other than money or a physical flow, which may be an average or a level: it is read, never derived",
};

/** Why a concept of this kind is never derived by subtraction; null for additive kinds. */
export function notDerivableReason(kind: ConceptKind): string | null {
  return isAdditive(kind) ? null : WHY_NOT[kind as keyof typeof WHY_NOT];
}
