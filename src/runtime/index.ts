export { openEdgarGate, type EdgarGate } from "./edgar-gate.js";
export { startEvents, type EventsRuntime } from "./events-runtime.js";
export { openExtractionRuntime, type ExtractionRuntime } from "./extraction-runtime.js";
export { openJobRuntime, type JobRuntime } from "./job-runtime.js";
export { limiterBackendOf, openRuntime, type Runtime } from "./open-runtime.js";
export { buildToolDeps, EDGAR_SHARE_PER_CALLER, type ToolDepsOptions } from "./tool-deps-factory.js";
export { openWatchRuntime, startWatcher, type WatchRuntime } from "./watch-runtime.js";
