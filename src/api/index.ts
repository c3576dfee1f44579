export { buildApp } from "./app.js";
export { startServer } from "./serve.js";
export type { RunningServer } from "./serve.js";
export { BodyValidationError, MAX_JSON_DEPTH, parseJsonBody, valueDepth } from "./json-body.js";
export type { MetricsPluginOptions } from "./plugins/metrics.js";
export { MCP_ONLY_HEADER, MCP_ONLY_PREFIX } from "./routes/tool-routes.js";
