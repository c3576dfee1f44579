// The error catalog is shared vocabulary below the domain (jobs, ingest and store throw it too).
export { ERROR_CODES, FdsError, type ErrorCode } from "../../model/index.js";
