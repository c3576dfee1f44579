export { getStatementTool } from "./get-statement.js";
