export { startEvents, type EventsRuntime } from "./events-runtime.js";
export { openJobRuntime } from "./job-runtime.js";
export { limiterBackendOf, openRuntime, type Runtime } from "./open-runtime.js";
export { buildToolDeps, offlineToolDeps, type ToolDepsOptions } from "./tool-deps-factory.js";
export { openWatchRuntime, startWatcher } from "./watch-runtime.js";
