export { getEventFilingsTool } from "./get-event-filings.js";
export { InvalidationSchema, listInvalidationsTool } from "./list-invalidations.js";
