export type { JobStore, StoredJob } from "./job-store.js";
export { openJobStore } from "./sql-job-store.js";
