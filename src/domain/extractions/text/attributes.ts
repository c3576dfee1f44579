import type { AttributeValue } from "../span.js";
import type { DateMention, PeriodMention } from "./dates.js";
import type { Quantity } from "./quantities.js";

/** Units of the quantity kinds, as attributes state them. */
const UNIT: Readonly<Record<Quantity["kind"], string>> = {
  money: "USD",
  per_share: "USD/shares",
  shares: "shares",
  percent: "percent",
  basis_points: "basis_points",
  number: "USD",
  count: "count",
};
const TYPE: Readonly<Record<Quantity["kind"], AttributeValue["type"]>> = {
  money: "money",
  per_share: "per_share",
  shares: "shares",
  percent: "percent",
  basis_points: "number",
  number: "money",
  count: "number",
};

/**
 * The attribute of a quantity found in a text that starts at `base` in the markdown. A number
 * stated without a currency ("250 million" in a call) is read as money only where the caller
 * says so; its attribute keeps `number` otherwise.
 */
export function quantityAttribute(q: Quantity, base: number, asMoney = false): AttributeValue {
  const kind = q.kind === "number" && !asMoney ? null : q.kind;
  return {
    type: kind === null ? "number" : TYPE[kind],
    text: q.text,
    start: base + q.start,
    end: base + q.end,
    value: q.value,
    high: q.high,
    unit: kind === null ? null : kind === "money" && q.currency !== null ? q.currency : UNIT[kind],
    scale: q.scale,
    approximate: q.approximate,
  };
}

export function dateAttribute(d: DateMention, base: number): AttributeValue {
  return { type: "date", text: d.text, start: base + d.start, end: base + d.end, value: d.value };
}

export function periodAttribute(p: PeriodMention, base: number): AttributeValue {
  return { type: "period", text: p.text, start: base + p.start, end: base + p.end, value: p.value };
}

/** Drops absent attributes. */
export function attributes(entries: Record<string, AttributeValue | null | undefined>): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const [k, v] of Object.entries(entries)) if (v) out[k] = v;
  return out;
}

/** A text attribute over `[from, to)` of a sentence (offsets relative to the sentence). */
export function textIn(s: { readonly start: number; readonly text: string }, from: number, to: number, value?: string): AttributeValue {
  const text = s.text.slice(from, to);
  return { type: "text", text, start: s.start + from, end: s.start + to, value: value ?? text };
}
