// The statements family's public surface: other families and the tools import it from here only.
export { FACE_SOURCES } from "./statement-face.js";
export { parsePeriodSpec, PERIOD_SYNTAX, periodRange } from "./statement-periods.js";
export { getStatement, type StatementResult } from "./statement.js";
export { IntegrityCheckSchema } from "./statement-checks.js";
