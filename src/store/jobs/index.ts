export type { JobStore, NewJob, StoredJob } from "./job-store.js";
export { openJobStore } from "./sql-job-store.js";
