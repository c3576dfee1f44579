// The filings family's public surface: other families and the tools import it from here only.
export { describeFiling } from "./describe-filing.js";
export { getFilings } from "./filings.js";
export { getIssuerMeta, type IssuerDirectory } from "./issuer-meta.js";
export { exportFilingXbrlJson, periodOfOim, XbrlJsonReportSchema } from "./xbrl-json.js";
