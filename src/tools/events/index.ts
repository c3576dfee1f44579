export { getEventFilingsTool } from "./get-event-filings.js";
// A feed entry is the domain's shape: the filing webhooks' payloads are documented with it.
export { InvalidationSchema } from "../../domain/events/index.js";
export { listInvalidationsTool } from "./list-invalidations.js";
