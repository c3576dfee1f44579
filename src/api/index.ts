export { buildApp } from "./app.js";
export type { BuildAppOptions } from "./app.js";
export { STATUS_BY_CODE, CODE_BY_EDGAR_CODE } from "./error-status.js";
export { startServer } from "./serve.js";
export type { RunningServer, StartServerOptions } from "./serve.js";
