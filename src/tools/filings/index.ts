export { describeFilingTool } from "./describe-filing.js";
export { exportFilingTool } from "./export-filing.js";
export { getFilingsTool } from "./get-filings.js";
export { getIssuerSubmissionsMetaTool } from "./get-issuer-submissions-meta.js";
