export { getFilingEvidenceTool } from "./get-filing-evidence.js";
