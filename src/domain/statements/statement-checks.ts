import type { MetricValue } from "../shared/index.js";
import { Type } from "typebox";
import { Nullable, type Wire } from "../shared/index.js";
import type { StatementKind } from "./statement-template.js";

/** The checks a statement gets, by the statement it applies to. */
type CheckName = "balance" | "gross_profit" | "cash_flow_sections";

/** The outcome of one integrity check of a statement for one period. */
export const IntegrityCheckSchema = Type.Object({
  // The document says string: the domain knows the checks.
  name: Type.Unsafe<CheckName>(Type.String()),
  period: Type.String(),
  /** `incomplete`: a part is not reported, so the check was not made (`missing` names it). */
  status: Type.Union([Type.Literal("pass"), Type.Literal("fail"), Type.Literal("incomplete")]),
  formula: Type.String(),
  /** The numbers used, by concept (or role), as reported (USD). */
  values: Type.Record(Type.String(), Nullable(Type.Number())),
  /** Left side minus right side; null when incomplete. */
  difference: Nullable(Type.Number()),
  missing: Type.Array(Type.String()),
  message: Type.String(),
});

export type IntegrityCheck = Wire<typeof IntegrityCheckSchema>;

/** Reads the value of the first reported concept of a list for the period being checked; null when none. */
export type PeriodValueReader = (concepts: readonly string[]) => Promise<MetricValue | null>;

const G = (local: string) => `us-gaap:${local}`;

/** Rounding allowed between sums: one unit of the least precise part per part (decimals -6 is 1e6). */
function tolerance(values: readonly (MetricValue | null)[]): number {
  return values.reduce((t, v) => t + (v && typeof v.decimals === "number" ? 10 ** -v.decimals : 0), 0);
}

function check(
  name: IntegrityCheck["name"],
  period: string,
  formula: string,
  left: MetricValue | null,
  right: readonly { label: string; v: MetricValue | null; sign?: 1 | -1 }[],
  leftLabel: string,
): IntegrityCheck {
  const values: Record<string, number | null> = { [leftLabel]: left?.value ?? null };
  for (const r of right) values[r.label] = r.v?.value ?? null;
  const missing = [leftLabel, ...right.map((r) => r.label)].filter((k) => values[k] === null);
  if (missing.length > 0) {
    return {
      name,
      period,
      status: "incomplete",
      formula,
      values,
      difference: null,
      missing,
      message: `${name} not checked for ${period}: ${missing.join(", ")} not reported`,
    };
  }
  const sum = right.reduce((s, r) => s + (r.sign ?? 1) * (r.v!.value as number), 0);
  const difference = (left!.value as number) - sum;
  const tol = tolerance([left, ...right.map((r) => r.v)]);
  const ok = Math.abs(difference) <= tol;
  return {
    name,
    period,
    status: ok ? "pass" : "fail",
    formula,
    values,
    difference,
    missing: [],
    message: ok
      ? `${name} holds for ${period}`
      : `${name} fails for ${period}: ${formula} is off by ${difference} (${Object.entries(values)
          .map(([k, v]) => `${k}=${v}`)
          .join(", ")})`,
  };
}

/**
 * The integrity checks of a statement for one period, from the filing's own facts:
 * balance sheet: Liabilities + equity (including noncontrolling interest, plus temporary equity
 * when reported) = LiabilitiesAndStockholdersEquity; income statement: gross profit = revenue -
 * cost of revenue; cash flow: operating + investing + financing (+ exchange-rate effect) = the
 * change in cash. A check is made only where every part is reported; otherwise it says which
 * part is missing.
 */
export async function statementChecks(
  kind: StatementKind,
  period: string,
  read: PeriodValueReader,
  lines: ReadonlyMap<string, MetricValue | null>,
): Promise<IntegrityCheck[]> {
  switch (kind) {
    case "balance_sheet": {
      const total = await read([G("LiabilitiesAndStockholdersEquity")]);
      const liabilities = await read([G("Liabilities")]);
      const withNci = await read([G("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")]);
      const parent = withNci ? null : await read([G("StockholdersEquity")]);
      const nci = withNci ? null : await read([G("MinorityInterest")]);
      // Mezzanine (temporary) equity sits between liabilities and equity on the face (ASC 480-10-S99).
      const temporary = await read([
        G("TemporaryEquityCarryingAmountIncludingPortionAttributableToNoncontrollingInterest"),
        G("TemporaryEquityCarryingAmountAttributableToParent"),
        G("RedeemableNoncontrollingInterestEquityCarryingAmount"),
      ]);
      const right: { label: string; v: MetricValue | null }[] = [{ label: G("Liabilities"), v: liabilities }];
      if (withNci) right.push({ label: withNci.concept, v: withNci });
      else right.push({ label: G("StockholdersEquity"), v: parent });
      if (nci) right.push({ label: nci.concept, v: nci });
      if (temporary) right.push({ label: temporary.concept, v: temporary });
      const assets = await read([G("Assets")]);
      const out = [
        check(
          "balance",
          period,
          `LiabilitiesAndStockholdersEquity = ${right.map((r) => r.label.slice(8)).join(" + ")}`,
          total,
          right,
          G("LiabilitiesAndStockholdersEquity"),
        ),
      ];
      if (assets && total && assets.value !== total.value) {
        out.push(
          check(
            "balance",
            period,
            "Assets = LiabilitiesAndStockholdersEquity",
            assets,
            [{ label: G("LiabilitiesAndStockholdersEquity"), v: total }],
            G("Assets"),
          ),
        );
      }
      return out;
    }
    case "income_statement": {
      const gp = lines.get("gross_profit") ?? null;
      const rev = lines.get("revenue") ?? null;
      const cost = lines.get("cost_of_revenue") ?? null;
      return [
        check(
          "gross_profit",
          period,
          "gross profit = revenue - cost of revenue",
          gp,
          [
            { label: "revenue", v: rev },
            { label: "cost_of_revenue", v: cost, sign: -1 },
          ],
          "gross_profit",
        ),
      ];
    }
    case "cash_flow": {
      const change = lines.get("net_change_in_cash") ?? null;
      const parts: { label: string; v: MetricValue | null }[] = [
        { label: "operating_cash_flow", v: lines.get("operating_cash_flow") ?? null },
        { label: "investing_cash_flow", v: lines.get("investing_cash_flow") ?? null },
        { label: "financing_cash_flow", v: lines.get("financing_cash_flow") ?? null },
      ];
      const fx = lines.get("fx_effect_on_cash") ?? null;
      // The "excluding exchange rate effect" change is the sum of the three sections alone.
      const excludesFx = change?.concept.endsWith("ExcludingExchangeRateEffect") ?? false;
      if (fx && !excludesFx) parts.push({ label: "fx_effect_on_cash", v: fx });
      const result = check(
        "cash_flow_sections",
        period,
        `change in cash = ${parts.map((p) => p.label).join(" + ")}`,
        change,
        parts,
        "net_change_in_cash",
      );
      if (result.status === "fail" && !fx && !excludesFx)
        return [{ ...result, message: `${result.message}; no exchange-rate effect is reported, which may be the difference` }];
      return [result];
    }
  }
}
