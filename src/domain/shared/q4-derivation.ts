import { subtractDecimal } from "../../parse/xbrl/index.js";
import { sourceRefOf, type MetricValue, type ReportedIn } from "./metric-value.js";
import { reportedInOf, type Hit } from "./period-match.js";

/**
 * Q4 alone = fiscal year minus the nine-month YTD of the same start (the caller guarantees
 * both start on the same day, else they would not cover the same year). Each input may come
 * from its period's own filing or a later comparative column; the value is marked derived,
 * cites both, and is `comparative` when either input is.
 */
export function derivedQ4(fy: Hit, nine: Hit): MetricValue {
  const f = fy.fact;
  const n = nine.fact;
  if (f.value === null || n.value === null || f.period.kind !== "duration" || n.period.kind !== "duration") throw new Error("derivedQ4: both inputs must be reported durations");
  const value = subtractDecimal(f.value, n.value);
  const decimals = f.decimals === "INF" ? n.decimals : n.decimals === "INF" ? f.decimals : f.decimals === null || n.decimals === null ? null : Math.min(f.decimals, n.decimals);
  const reportedIn: ReportedIn = fy.own && nine.own ? "own_filing" : "comparative";
  // Field by field: a per-fact property of an input (its duplicate state ...) is not the derived value's.
  return {
    unit: f.unit,
    concept: f.concept,
    axis_key: f.axisKey,
    dimensions: f.dimensions,
    value: Number(value),
    value_exact: value,
    decimals,
    period: { type: "duration", start: shiftDay(n.period.end, 1), end: f.period.end },
    duration_class: "Q",
    source: "derived",
    source_ref: null,
    derivation: {
      method: "fy_minus_nine_month_ytd",
      formula: `${f.value} (fiscal year ${f.period.start}..${f.period.end}) - ${n.value} (nine months ${n.period.start}..${n.period.end})`,
      inputs: [sourceRefOf(f, fy.filing, reportedInOf(fy)), sourceRefOf(n, nine.filing, reportedInOf(nine))],
    },
    reported_in: reportedIn,
  };
}

function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
