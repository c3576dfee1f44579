// The statements family's public surface: other families and the tools import it from here only.
export { FACE_SOURCES, type FaceStatement, statementTables } from "./statement-face.js";
export { chooseLine, sumOfPrinted } from "./statement-lines.js";
export { MAX_PERIODS, parsePeriodSpec, PERIOD_SYNTAX, periodRange } from "./statement-periods.js";
export { chooseStatementRole, presentedTree } from "./statement-role.js";
export { STATEMENT_KINDS, type StatementKind } from "./statement-template.js";
export { getStatement, type StatementQuery, type StatementResult } from "./statement.js";
export { IntegrityCheckSchema } from "./statement-checks.js";
