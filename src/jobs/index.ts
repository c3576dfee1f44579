export { DEFAULT_RETRY_POLICY, isActiveState, JOB_KINDS, JOB_STATES, JobStoppedError, retryDelayMs, type JobHandler, type JobHandlers, type JobKind, type JobRunContext, type JobSnapshot, type JobState, type RetryPolicy } from "./job.js";
export { dedupeKeyOf, JOB_ID_PATTERN, newJobId, type AttemptListener, type JobEngine, type JobQueue, type JobRequest, type JobWorker, type Submitted, type WorkOptions } from "./job-engine.js";
export { EmbeddedJobEngine, type EmbeddedEngineOptions } from "./embedded-engine.js";
export { BullmqJobEngine, type BullmqEngineOptions } from "./bullmq-engine.js";
export { openJobEngine, type JobsConfig } from "./open-job-engine.js";
