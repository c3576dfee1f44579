// The statements family's public surface: other families and the tools import it from here only.
export { parsePeriodSpec, PERIOD_SYNTAX, periodRange } from "./statement-periods.js";
export { getStatement, type StatementResult, StatementResultSchema } from "./statement.js";
