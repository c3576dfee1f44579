// domain/events's settings: the constants the configuration module reads, importable without
// loading the family (its index.ts loads all of it).

/** Retention of the log when the operator sets none (`FDS_INVALIDATIONS_RETENTION_DAYS`). */
export const DEFAULT_RETENTION_DAYS = 30;
