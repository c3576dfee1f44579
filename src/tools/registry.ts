import { describeFilingTool } from "./filings/describe-filing.js";
import { extractFilingFileTool } from "./documents/extract-filing-file.js";
import { getFilingCoverFactsTool } from "./documents/get-filing-cover-facts.js";
import { getFilingDocumentTool } from "./documents/get-filing-document.js";
import { getFilingSectionsTool } from "./documents/get-filing-sections.js";
import { getFilingTablesTool } from "./tables/get-filing-tables.js";
import { getFilingsTool } from "./filings/get-filings.js";
import { getIssuerSubmissionsMetaTool } from "./filings/get-issuer-submissions-meta.js";
import { getFinancialsTool } from "./facts/get-financials.js";
import { getMetricSeriesTool } from "./facts/get-metric-series.js";
import { getMetricTool } from "./facts/get-metric.js";
import { getStatementTool } from "./statements/get-statement.js";
import { getConceptTool } from "./concepts/get-concept.js";
import { compareConceptTool } from "./concepts/compare-concept.js";
import { conceptTrendTool } from "./concepts/concept-trend.js";
import { citeConceptTool } from "./concepts/cite-concept.js";
import { getFilingFactsTool } from "./facts/get-filing-facts.js";
import { getTagEquivalenceRegistryTool } from "./facts/get-tag-equivalence-registry.js";
import { listMetricsTool } from "./facts/list-metrics.js";
import { searchFilingTextTool } from "./documents/search-filing-text.js";
import { searchMetricsTool } from "./facts/search-metrics.js";
import { searchFilingTablesTool } from "./tables/search-filing-tables.js";
import { compareFilingTablesTool } from "./tables/compare-filing-tables.js";
import { getEventFilingsTool } from "./events/get-event-filings.js";
import { warmMetricCacheTool } from "./jobs/warm-metric-cache.js";
import { warmMetricCacheStatusTool } from "./jobs/warm-metric-cache-status.js";
import { listInvalidationsTool } from "./events/list-invalidations.js";
import { deleteWebhookTool, listWebhookDeliveriesTool, listWebhooksTool, registerWebhookTool, testWebhookTool } from "./webhooks/webhook-tools.js";
import {
  estimateFailuresTool,
  estimateFreshnessTool,
  estimateRevisionSummaryTool,
  estimateRevisionsTool,
  estimateTickersTool,
  latestEstimatesTool,
} from "./estimates/estimate-tools.js";
import { getFilingExtractionsTool } from "./extractions/get-filing-extractions.js";
import { searchExtractionsTool } from "./extractions/search-extractions.js";
import { getExtractionSeriesTool } from "./extractions/get-extraction-series.js";
import { listExtractionSchemasTool } from "./extractions/list-extraction-schemas.js";
import { ingestDocumentTool } from "./documents/ingest-document.js";
import { ingestTranscriptTool } from "./documents/ingest-transcript.js";
import { getDocumentTool } from "./documents/get-document.js";
import { extractDocumentTool } from "./documents/extract-document.js";
import { getOperationalKpiDriverRowsTool } from "./kpis/get-operational-kpi-driver-rows.js";
import { getOperationalKpiDriversTool } from "./kpis/get-operational-kpi-drivers.js";
import { getFilingEvidenceTool } from "./evidence/get-filing-evidence.js";
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
