import { readFileSync } from "node:fs";
import { getStatement } from "../../../../src/domain/statements/statement.js";
import { STATEMENT_KINDS, type StatementKind } from "../../../../src/domain/statements/statement-template.js";
import type { ToolDeps } from "../../../../src/tools/tool-deps.js";

/** One filing of the hand-read gold (statement-gold.json says how it was read). */
export interface GoldFiling {
  readonly ticker: string;
  readonly form: string;
  readonly fiscal_year: number;
  readonly quarter: number;
  readonly scale: number;
  readonly part: "tuning" | "held_out_1" | "held_out_2" | "held_out_3" | "held_out_4";
  readonly income_statement: Readonly<Record<string, number | null>>;
  readonly balance_sheet: Readonly<Record<string, number | null>>;
  readonly cash_flow: Readonly<Record<string, number | null>>;
}

export function loadStatementGold(): readonly GoldFiling[] {
  return (JSON.parse(readFileSync(new URL("./statement-gold.json", import.meta.url), "utf8")) as { filings: GoldFiling[] }).filings;
}

export function goldTickers(gold: readonly GoldFiling[]): string[] {
  return [...new Set(gold.map((g) => g.ticker))];
}

/** A line compared with the face: `got` and `want` in the filing's printed scale. */
export interface GoldMiss {
  readonly filing: string;
  readonly statement: StatementKind;
  readonly key: string;
  readonly want: number | null;
  readonly got: number | null;
  readonly concept: string | null;
}

export interface GoldScore {
  readonly part: GoldFiling["part"];
  readonly lines: number;
  readonly equal: number;
  readonly misses: readonly GoldMiss[];
}

/**
 * Scores the statements against the gold, per part. A line equals the face when both are null,
 * or when the magnitudes agree at the printed precision (the face's parentheses and the XBRL
 * sign of payments and expenses differ by convention). Per-share amounts print unscaled; share
 * counts print in the statement's scale.
 */
export async function scoreStatementGold(deps: ToolDeps, gold: readonly GoldFiling[]): Promise<GoldScore[]> {
  const parts = new Map<GoldFiling["part"], { lines: number; equal: number; misses: GoldMiss[] }>();
  for (const g of gold) {
    const score = parts.get(g.part) ?? { lines: 0, equal: 0, misses: [] };
    parts.set(g.part, score);
    for (const kind of STATEMENT_KINDS) {
      const r = await getStatement(deps, {
        ticker: g.ticker,
        statement: kind,
        fiscalYear: g.fiscal_year,
        quarter: g.quarter,
        dateType: null,
        fullYearMode: false,
        periodFrom: null,
        periodTo: null,
        cacheOnly: true,
      });
      for (const [key, want] of Object.entries(g[kind])) {
        const line = r.lines.find((l) => l.key === key);
        const v = line?.values[0] ?? null;
        const perShare = v?.unit?.includes("/") ?? key.startsWith("eps");
        const got = v?.value == null ? null : perShare ? v.value : v.value / g.scale;
        const equal = want === null || got === null ? want === got : Math.abs(Math.abs(got) - Math.abs(want)) < (perShare ? 0.005 : 0.5);
        score.lines++;
        if (equal) score.equal++;
        else
          score.misses.push({
            filing: `${g.ticker} ${g.form} ${g.fiscal_year}${g.quarter === 4 ? "" : `Q${g.quarter}`}`,
            statement: kind,
            key,
            want,
            got,
            concept: line?.concept ?? null,
          });
      }
    }
  }
  return [...parts.entries()].map(([part, s]) => ({ part, ...s }));
}
