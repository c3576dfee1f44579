export {
  estimateFailuresTool,
  estimateFreshnessTool,
  estimateRevisionSummaryTool,
  estimateRevisionsTool,
  estimateTickersTool,
  latestEstimatesTool,
} from "./estimate-tools.js";
