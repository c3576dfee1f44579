/** Numbers as a filing prints them and as a chart's axis reads them. */

interface Scaled {
  readonly value: number | null;
  readonly decimals: number | "INF" | null;
  readonly unit: string | null;
}

/**
 * The number as the filing's table shows it: scaled by its `decimals` (-6: millions, -3:
 * thousands), grouped with commas, without sign (statements print negatives in parentheses).
 */
export function asPrinted(v: Scaled): string | null {
  if (v.value === null) return null;
  const d = typeof v.decimals === "number" ? v.decimals : null;
  const isMoney = v.unit === "USD" || (v.unit?.length === 3 && /^[A-Z]{3}$/.test(v.unit));
  if (d !== null && d < 0 && isMoney) {
    const scale = d <= -6 ? 1e6 : 1e3;
    return Math.round(Math.abs(v.value) / scale).toLocaleString("en-US");
  }
  const places = d !== null && d > 0 ? Math.min(d, 4) : 0;
  return Math.abs(v.value).toLocaleString("en-US", { minimumFractionDigits: places, maximumFractionDigits: places });
}

/** The number for a table cell on screen: the printed digits, negatives in parentheses. */
export function asCell(v: Scaled): string {
  const printed = asPrinted(v);
  if (printed === null) return "—";
  return v.value !== null && v.value < 0 ? `(${printed})` : printed;
}

/** A short form for chart axes and tooltips: 391.0B, 12.3M, 6.11. */
export function compact(n: number, unit: string | null): string {
  const abs = Math.abs(n);
  const money = unit === "USD";
  const prefix = money ? "$" : "";
  if (abs >= 1e9) return `${prefix}${(n / 1e9).toFixed(1)}B`;
  if (abs >= 1e6) return `${prefix}${(n / 1e6).toFixed(1)}M`;
  if (abs >= 1e3) return `${prefix}${(n / 1e3).toFixed(1)}K`;
  return `${prefix}${n.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** The scale word the filing's tables use for values of these decimals. */
export function scaleNote(decimals: number | "INF" | null, unit: string | null): string {
  if (unit !== "USD" || typeof decimals !== "number" || decimals >= 0) return unit ?? "";
  return decimals <= -6 ? "USD in millions" : "USD in thousands";
}
