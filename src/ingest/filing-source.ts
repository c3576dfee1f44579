// What a source presents lives in the model, so that the EDGAR sources (src/edgar) need not import ingest.
export { classifyFile, isRejectedSource, READ_ROLES, type FilingSource, type RejectedSource, type SourceFile } from "../model/index.js";
