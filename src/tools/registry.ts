import { describeFilingTool, exportFilingTool, getFilingsTool, getIssuerSubmissionsMetaTool } from "./filings/index.js";
import {
  extractFilingFileTool,
  getFilingCoverFactsTool,
  getFilingDocumentTool,
  getFilingSectionsTool,
  searchFilingTextTool,
  ingestDocumentTool,
  ingestTranscriptTool,
  getDocumentTool,
  getTranscriptsTool,
  extractDocumentTool,
} from "./documents/index.js";
import { getFilingTablesTool, searchFilingTablesTool, compareFilingTablesTool } from "./tables/index.js";
import {
  getFinancialsTool,
  getMetricSeriesTool,
  getMetricTool,
  getFilingFactsTool,
  getTagEquivalenceRegistryTool,
  listMetricsTool,
  searchMetricsTool,
} from "./facts/index.js";
import { getStatementTool } from "./statements/index.js";
import { getConceptTool, compareConceptTool, conceptTrendTool, citeConceptTool } from "./concepts/index.js";
import { getEventFilingsTool, listInvalidationsTool } from "./events/index.js";
import { warmMetricCacheTool, warmMetricCacheStatusTool } from "./jobs/index.js";
import { deleteWebhookTool, listWebhookDeliveriesTool, listWebhooksTool, registerWebhookTool, testWebhookTool } from "./webhooks/index.js";
import {
  estimateFailuresTool,
  estimateFreshnessTool,
  estimateRevisionSummaryTool,
  estimateRevisionsTool,
  estimateTickersTool,
  latestEstimatesTool,
} from "./estimates/index.js";
import {
  getFilingExtractionsTool,
  searchExtractionsTool,
  getExtractionSeriesTool,
  listExtractionSchemasTool,
} from "./extractions/index.js";
import { getOperationalKpiDriverRowsTool, getOperationalKpiDriversTool } from "./kpis/index.js";
import { getFilingEvidenceTool } from "./evidence/index.js";
import { getFramesTool } from "./frames/index.js";
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
  getFilingEvidenceTool,
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
  warmMetricCacheTool,
  warmMetricCacheStatusTool,
  getFilingExtractionsTool,
  searchExtractionsTool,
  getExtractionSeriesTool,
  listExtractionSchemasTool,
  getOperationalKpiDriversTool,
  getOperationalKpiDriverRowsTool,
  getFramesTool,
] as unknown as readonly Tool[];

/**
 * The implemented service operations (manifest.ts SERVICE_OPERATIONS): served over HTTP by the
 * same route generator as the tools, never listed over MCP.
 */
export const IMPLEMENTED_SERVICE_OPERATIONS: readonly Tool[] = [
  listInvalidationsTool,
  registerWebhookTool,
  listWebhooksTool,
  deleteWebhookTool,
  testWebhookTool,
  listWebhookDeliveriesTool,
  latestEstimatesTool,
  estimateRevisionsTool,
  estimateRevisionSummaryTool,
  estimateFreshnessTool,
  estimateFailuresTool,
  estimateTickersTool,
  ingestDocumentTool,
  ingestTranscriptTool,
  getDocumentTool,
  getTranscriptsTool,
  extractDocumentTool,
  exportFilingTool,
] as unknown as readonly Tool[];
