export { DEFAULT_RETRY_POLICY, JOB_STATES, JobStoppedError, type JobHandler, type JobKind, type JobSnapshot } from "./job.js";
export { JOB_ID_PATTERN, type AttemptListener, type JobEngine, type JobQueue, type JobWorker } from "./job-engine.js";
export { openJobEngine, type JobsConfig } from "./open-job-engine.js";
