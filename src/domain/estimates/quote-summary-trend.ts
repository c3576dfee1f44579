import { Type, type Static, type TSchema } from "typebox";
import { Compile } from "typebox/compile";

/*
 * The provider's consensus payload: Yahoo Finance `v10/finance/quoteSummary?modules=earningsTrend`
 * (formatted=false). Every field we read is required, so a renamed or missing field fails the
 * run with its path instead of reaching the store as a null. The provider's own "no value" is an
 * empty object (`"low": {}`), which is kept apart from a missing field.
 */

/** A provider number: `{raw, fmt}`, or `{}` when the provider has no value. */
const RawNumber = Type.Object({ raw: Type.Number() });
const Empty = Type.Object({}, { additionalProperties: false });
const MaybeNumber = Type.Union([RawNumber, Empty]);

const EarningsEstimate = Type.Object({
  avg: MaybeNumber,
  low: MaybeNumber,
  high: MaybeNumber,
  numberOfAnalysts: MaybeNumber,
  // Absent in the 2021 payloads; null where the provider has no currency (CRON 2025 quarters).
  earningsCurrency: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

const RevenueEstimate = Type.Object({
  avg: MaybeNumber,
  low: MaybeNumber,
  high: MaybeNumber,
  numberOfAnalysts: MaybeNumber,
  revenueCurrency: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

const EpsTrend = Type.Object({
  current: MaybeNumber,
  "7daysAgo": MaybeNumber,
  "30daysAgo": MaybeNumber,
  "60daysAgo": MaybeNumber,
  "90daysAgo": MaybeNumber,
});

/** `downLast7Days` appeared between the 2021 and 2025 payloads: optional, the others required. */
const EpsRevisions = Type.Object({
  upLast7days: MaybeNumber,
  upLast30days: MaybeNumber,
  downLast30days: MaybeNumber,
  downLast7Days: Type.Optional(MaybeNumber),
});

const TrendPeriod = Type.Object({
  period: Type.String(),
  /** Null for the long-term growth rows (`+5y`, `-5y`): they are for no fiscal period. */
  endDate: Type.Union([Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" }), Type.Null()]),
  earningsEstimate: EarningsEstimate,
  revenueEstimate: RevenueEstimate,
  epsTrend: EpsTrend,
  epsRevisions: EpsRevisions,
});

/** A successful earningsTrend response body. */
export const EarningsTrendBody = Type.Object({
  quoteSummary: Type.Object({
    result: Type.Array(Type.Object({ earningsTrend: Type.Object({ trend: Type.Array(TrendPeriod) }) }), { minItems: 1, maxItems: 1 }),
    error: Type.Null(),
  }),
});
export type EarningsTrendBody = Static<typeof EarningsTrendBody>;
export type TrendPeriod = Static<typeof TrendPeriod>;
export type MaybeNumber = Static<typeof MaybeNumber>;

/** The provider's error body (404 for a ticker it does not cover, 500 ...). */
const QuoteSummaryErrorBody = Type.Object({
  quoteSummary: Type.Object({
    result: Type.Null(),
    error: Type.Object({ code: Type.String(), description: Type.String() }),
  }),
});

const checkTrend = Compile(EarningsTrendBody);
const checkError = Compile(QuoteSummaryErrorBody);

/** The body as a trend, or the precise reason it is not one (`path: problem; ...`). */
export function readTrendBody(body: unknown): { ok: true; body: EarningsTrendBody } | { ok: false; reason: string } {
  if (checkTrend.Check(body)) return { ok: true, body };
  return { ok: false, reason: `payload does not match the earningsTrend schema: ${describeErrors(checkTrend, body)}` };
}

/** The provider's own error text (`Not Found: No fundamentals data found ...`), or null when the body is not its error shape. */
export function providerError(body: unknown): string | null {
  if (!checkError.Check(body)) return null;
  const { code, description } = body.quoteSummary.error;
  return `${code}: ${description}`;
}

/** The provider number, or null when it reported `{}`. */
export function rawValue(value: MaybeNumber | undefined): number | null {
  return value !== undefined && "raw" in value ? (value as { raw: number }).raw : null;
}

/** At most a few errors, deepest first, as `path: message` (a missing field names itself). */
function describeErrors<T extends TSchema>(validator: ReturnType<typeof Compile<T>>, value: unknown): string {
  const out = new Set<string>();
  for (const e of validator.Errors(value)) {
    // A union's alternatives each fail below it; its own "anyOf" line adds nothing.
    if (e.keyword === "anyOf") continue;
    const where = e.instancePath || "/";
    if (e.keyword === "required") {
      for (const field of (e.params as { requiredProperties: string[] }).requiredProperties)
        out.add(`${where === "/" ? "" : where}/${field}: missing field`);
    } else out.add(`${where}: ${e.message}`);
    if (out.size >= 3) break;
  }
  return [...out].join("; ");
}
