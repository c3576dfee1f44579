import { describeFilingTool } from "./describe-filing.js";
import { extractFilingFileTool } from "./extract-filing-file.js";
import { getFilingsTool } from "./get-filings.js";
import { getIssuerSubmissionsMetaTool } from "./get-issuer-submissions-meta.js";
import { getFinancialsTool } from "./get-financials.js";
import { getMetricSeriesTool } from "./get-metric-series.js";
import { getMetricTool } from "./get-metric.js";
import { listMetricsTool } from "./list-metrics.js";
import { searchMetricsTool } from "./search-metrics.js";
import type { Tool } from "./tool.js";

/**
 * The implemented tools. A manifest tool is served over HTTP and listed over MCP exactly when
 * its implementation is here.
 */
export const IMPLEMENTED_TOOLS: readonly Tool[] = [
  getFinancialsTool,
  getMetricTool,
  getMetricSeriesTool,
  listMetricsTool,
  searchMetricsTool,
  getFilingsTool,
  describeFilingTool,
  getIssuerSubmissionsMetaTool,
  extractFilingFileTool,
] as unknown as readonly Tool[];
