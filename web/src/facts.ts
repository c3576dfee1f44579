import type { components } from "./api-schema";

/** The records of /openapi.json, as the build generates them (scripts/openapi-client.ts). */
export type Schemas = components["schemas"];

/**
 * Where a cited number is read: a stored document at offsets of its markdown (own_document,
 * comparative: a later filing's column printing the same value), or EDGAR (nothing stored prints it).
 */
export type SourceLocation = Schemas["SourceLocation"];

/** A served value's source; `location` on the routes that resolve it (statements, series, compare). */
export type SourceRef = Schemas["LocatedSourceRef"];

/** The fact shape every number of the API comes in (MetricValue, LocatedMetricValue). */
export type Fact = Schemas["MetricValue"] | Schemas["LocatedMetricValue"];
