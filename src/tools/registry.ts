import { describeFilingTool } from "./filings/index.js";
import { extractFilingFileTool } from "./documents/index.js";
import { getFilingCoverFactsTool } from "./documents/index.js";
import { getFilingDocumentTool } from "./documents/index.js";
import { getFilingSectionsTool } from "./documents/index.js";
import { getFilingTablesTool } from "./tables/index.js";
import { getFilingsTool } from "./filings/index.js";
import { getIssuerSubmissionsMetaTool } from "./filings/index.js";
import { getFinancialsTool } from "./facts/index.js";
import { getMetricSeriesTool } from "./facts/index.js";
import { getMetricTool } from "./facts/index.js";
import { getStatementTool } from "./statements/index.js";
import { getConceptTool } from "./concepts/index.js";
import { compareConceptTool } from "./concepts/index.js";
import { conceptTrendTool } from "./concepts/index.js";
import { citeConceptTool } from "./concepts/index.js";
import { getFilingFactsTool } from "./facts/index.js";
import { getTagEquivalenceRegistryTool } from "./facts/index.js";
import { listMetricsTool } from "./facts/index.js";
import { searchFilingTextTool } from "./documents/index.js";
import { searchMetricsTool } from "./facts/index.js";
import { searchFilingTablesTool } from "./tables/index.js";
import { compareFilingTablesTool } from "./tables/index.js";
import { getEventFilingsTool } from "./events/index.js";
import { warmMetricCacheTool } from "./jobs/index.js";
import { warmMetricCacheStatusTool } from "./jobs/index.js";
import { listInvalidationsTool } from "./events/index.js";
import { deleteWebhookTool, listWebhookDeliveriesTool, listWebhooksTool, registerWebhookTool, testWebhookTool } from "./webhooks/index.js";
import {
  estimateFailuresTool,
  estimateFreshnessTool,
  estimateRevisionSummaryTool,
  estimateRevisionsTool,
  estimateTickersTool,
  latestEstimatesTool,
} from "./estimates/index.js";
import { getFilingExtractionsTool } from "./extractions/index.js";
import { searchExtractionsTool } from "./extractions/index.js";
import { getExtractionSeriesTool } from "./extractions/index.js";
import { listExtractionSchemasTool } from "./extractions/index.js";
import { ingestDocumentTool } from "./documents/index.js";
import { ingestTranscriptTool } from "./documents/index.js";
import { getDocumentTool } from "./documents/index.js";
import { extractDocumentTool } from "./documents/index.js";
import { getOperationalKpiDriverRowsTool } from "./kpis/index.js";
import { getOperationalKpiDriversTool } from "./kpis/index.js";
import { getFilingEvidenceTool } from "./evidence/index.js";
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
  extractDocumentTool,
] as unknown as readonly Tool[];
