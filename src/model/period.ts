/**
 * XBRL periods as the context says them. Dates are ISO `YYYY-MM-DD`; an end date or instant is
 * the END of that day (XBRL 2.1 §4.7.2), so a duration 2024-01-01..2024-03-31 is one quarter.
 */
export type Period =
  | { readonly kind: "instant"; readonly instant: string }
  | { readonly kind: "duration"; readonly start: string; readonly end: string }
  | { readonly kind: "forever" };

/** Days covered by a duration, counting both ends (a calendar quarter is 90 to 92 days). */
export function durationDays(period: Period): number | null {
  if (period.kind !== "duration") return null;
  const ms = Date.parse(`${period.end}T00:00:00Z`) - Date.parse(`${period.start}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** Stable text form used in keys: `2024-09-28`, `2023-10-01/2024-09-28` or `forever`. */
export function periodKey(period: Period): string {
  switch (period.kind) {
    case "instant":
      return period.instant;
    case "duration":
      return `${period.start}/${period.end}`;
    case "forever":
      return "forever";
  }
}
