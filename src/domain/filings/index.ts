// The filings family's public surface: other families and the tools import it from here only.
export { DescribeResultSchema, describeFiling } from "./describe-filing.js";
export { FilingsResultSchema, getFilings } from "./filings.js";
export { getIssuerMeta, type IssuerDirectory, IssuerMetaSchema } from "./issuer-meta.js";
export { exportFilingXbrlJson, periodOfOim, XbrlJsonReportSchema } from "./xbrl-json.js";
