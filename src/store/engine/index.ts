export { DEFAULT_DATA_DIR, isPostgresUrl } from "./open-backend.js";
export type { OpenStoreOptions } from "./open-backend.js";
export type { BatchListener } from "./store-backend.js";
export { SQLITE_FILE } from "./sqlite-backend.js";
export { POSTGRES_DEADLINES } from "./postgres-backend.js";
export type { PostgresDeadlines } from "./postgres-backend.js";
export { isStoreOutage } from "./store-outage.js";
