import { describeFilingTool } from "./describe-filing.js";
import { extractFilingFileTool } from "./extract-filing-file.js";
import { getFilingCoverFactsTool } from "./get-filing-cover-facts.js";
import { getFilingDocumentTool } from "./get-filing-document.js";
import { getFilingSectionsTool } from "./get-filing-sections.js";
import { getFilingTablesTool } from "./get-filing-tables.js";
import { getFilingsTool } from "./get-filings.js";
import { getIssuerSubmissionsMetaTool } from "./get-issuer-submissions-meta.js";
import { getFinancialsTool } from "./get-financials.js";
import { getMetricSeriesTool } from "./get-metric-series.js";
import { getMetricTool } from "./get-metric.js";
import { getStatementTool } from "./get-statement.js";
import { getConceptTool } from "./get-concept.js";
import { compareConceptTool } from "./compare-concept.js";
import { conceptTrendTool } from "./concept-trend.js";
import { citeConceptTool } from "./cite-concept.js";
import { getFilingFactsTool } from "./get-filing-facts.js";
import { getTagEquivalenceRegistryTool } from "./get-tag-equivalence-registry.js";
import { listMetricsTool } from "./list-metrics.js";
import { searchFilingTextTool } from "./search-filing-text.js";
import { searchMetricsTool } from "./search-metrics.js";
import { searchFilingTablesTool } from "./search-filing-tables.js";
import { compareFilingTablesTool } from "./compare-filing-tables.js";
import { getEventFilingsTool } from "./get-event-filings.js";
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
  getFilingDocumentTool,
  getFilingSectionsTool,
  getFilingCoverFactsTool,
  searchFilingTextTool,
  getFilingTablesTool,
  getStatementTool,
  getTagEquivalenceRegistryTool,
  getConceptTool,
  compareConceptTool,
  conceptTrendTool,
  citeConceptTool,
  getFilingFactsTool,
  searchFilingTablesTool,
  compareFilingTablesTool,
  getEventFilingsTool,
] as unknown as readonly Tool[];
