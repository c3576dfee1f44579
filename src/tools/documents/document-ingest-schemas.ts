import { Type } from "typebox";

/** IngestFilingResponse: what both ingest operations answer. */
export const IngestResponseSchema = Type.Object({
  id: Type.String({ description: "The accession, or the transcript's source id (GET /api/documents/{source_id})" }),
  source_type: Type.String({ description: "filing or transcript" }),
  status: Type.String({ description: "stored (new), unchanged (already stored as is) or fetched (from EDGAR)" }),
  stored: Type.Record(Type.String(), Type.Unknown(), { description: "What was stored: the filing and its documents, or the transcript's metadata" }),
  counts: Type.Record(Type.String(), Type.Integer()),
  issues: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
});
