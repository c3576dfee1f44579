import { Type } from "typebox";
import { countsSchema, IssueSchema, jsonObjectSchema } from "../shared/index.js";

/** IngestFilingResponse: what both ingest operations answer. */
export const IngestResponseSchema = Type.Object({
  id: Type.String({ description: "The accession, or the transcript's source id (GET /api/documents/{source_id})" }),
  source_type: Type.String({ description: "filing or transcript" }),
  status: Type.String({ description: "stored (new), unchanged (already stored as is) or fetched (from EDGAR)" }),
  stored: jsonObjectSchema("What was stored: the filing and its documents, or the transcript's metadata"),
  counts: countsSchema(),
  issues: Type.Array(IssueSchema),
});
