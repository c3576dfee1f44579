import { Type } from "typebox";
import { withLocations } from "../../domain/documents/index.js";
import { getStatement, PERIOD_SYNTAX, type StatementResult, StatementResultSchema } from "../../domain/statements/index.js";
import { answerAsOf } from "../../domain/shared/index.js";
import {
  AsOfParam,
  DateTypeParam,
  FISCAL_PERIOD_PATTERN,
  FullYearMode,
  Source,
  Ticker,
  asOfRequest,
  checkSource,
} from "../shared/index.js";
import { defineTool } from "../tool.js";
import { BasisParam } from "../facts/index.js";

const PeriodText = Type.Union([Type.String({ maxLength: 12, pattern: FISCAL_PERIOD_PATTERN }), Type.Null()], {
  description: `A fiscal period: ${PERIOD_SYNTAX}`,
});

export const getStatementTool = defineTool({
  name: "get_statement",
  readsFilings: true,
  cacheable: true,
  description:
    "A financial statement (income statement, balance sheet or cash flow; aliases " +
    "income/is/pnl/operations, balance/bs/financial_position, cashflow/cf) for one fiscal period (year + " +
    "quarter, 4 = annual) or a range (period_from/period_to: FY2023..FY2024 or 2023Q4..2024Q2). Returns " +
    "standard template lines (key, label, level, subtotal, concept used or null), each chosen from the " +
    "filing's face statement first (the concept it prints; composite debt lines summed from the printed " +
    "lines and citing them; a line the face does not print is null, never a stand-in of another meaning; " +
    "gross profit is never derived), with one value per period (unit, period dates, source_ref; derived " +
    "values say how), the filing's own presentation (role chosen by content, filer's order, labels and " +
    "extension lines) and integrity checks (assets = liabilities + equity, gross profit = revenue - cost " +
    "where printed, cash-flow sections = change in cash) whose failures are warnings with the numbers. " +
    "10-Q cash flows default to year to date. A period whose own filing is not stored is read from a " +
    "later filing's comparative columns (reported_in on each value and period filing; basis as_reported " +
    "or latest). as_of=YYYY-MM-DD answers from the filings filed by the end of that day only (no look-ahead), and says so.",
  input: Type.Object(
    {
      ticker: Ticker,
      statement: Type.String({
        minLength: 1,
        maxLength: 40,
        description:
          "income_statement | balance_sheet | cash_flow, or an alias (income, is, pnl, operations; balance, bs, financial_position; cashflow, cf)",
      }),
      year: Type.Optional(Type.Integer({ minimum: 1990, maximum: 2100, description: "FISCAL year (with quarter) for one period" })),
      quarter: Type.Optional(Type.Integer({ minimum: 1, maximum: 4, description: "Fiscal quarter 1-4; 4 = the annual report" })),
      full_year_mode: Type.Optional(FullYearMode),
      period_from: Type.Optional(PeriodText),
      period_to: Type.Optional(PeriodText),
      source: Type.Optional(Source),
      date_type: Type.Optional(DateTypeParam),
      basis: Type.Optional(BasisParam),
      as_of: Type.Optional(AsOfParam),
    },
    { additionalProperties: false },
  ),
  output: StatementResultSchema,
  example: { ticker: "AAPL", statement: "income_statement", year: 2024, quarter: 4 },
  async run(deps, input, ctx) {
    checkSource(input.source);
    return answerAsOf(deps, asOfRequest(deps, input, input.ticker, ctx), async (deps) => {
      const result = await getStatement(deps, {
        ticker: input.ticker,
        statement: input.statement,
        fiscalYear: input.year ?? null,
        quarter: input.quarter ?? null,
        dateType: input.date_type ?? null,
        fullYearMode: input.full_year_mode ?? false,
        periodFrom: input.period_from ?? null,
        periodTo: input.period_to ?? null,
        cacheOnly: ctx.cacheOnly,
        basis: input.basis ?? "as_reported",
      });
      return locateStatement(deps, result);
    });
  },
});

/** The statement with a readable location on every value it cites (template and presented lines, derived values' inputs). */
async function locateStatement(deps: Parameters<typeof withLocations>[0], result: StatementResult): Promise<StatementResult> {
  const width = result.periods.length;
  const flat = [...result.lines.flatMap((l) => l.values), ...(result.presented?.lines.map((l) => l.value) ?? [])];
  const located = await withLocations(deps, flat);
  const lines = result.lines.map((l, i) => ({ ...l, values: located.slice(i * width, (i + 1) * width) }));
  const rest = located.slice(result.lines.length * width);
  const presented = result.presented
    ? { ...result.presented, lines: result.presented.lines.map((l, i) => ({ ...l, value: rest[i] ?? null })) }
    : null;
  return { ...result, lines, presented };
}
