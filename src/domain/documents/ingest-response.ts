import { Type } from "typebox";
import { countsSchema, IssueSchema, jsonObjectSchema, type Wire } from "../shared/index.js";

/** What an ingest noticed (no primary document, parse issues, turns without a speaker), by code. */
export type IngestIssue = Wire<typeof IssueSchema>;

/** IngestFilingResponse: what both ingest operations answer. */
export const IngestResponseSchema = Type.Object({
  id: Type.String({ description: "The accession, or the transcript's source id (GET /api/documents/{source_id})" }),
  // The document says string for these two: the domain knows the closed sets.
  source_type: Type.Unsafe<"filing" | "transcript">(Type.String({ description: "filing or transcript" })),
  status: Type.Unsafe<"stored" | "unchanged" | "fetched">(
    Type.String({ description: "stored (new), unchanged (already stored as is) or fetched (from EDGAR)" }),
  ),
  stored: jsonObjectSchema("What was stored: the filing and its documents, or the transcript's metadata"),
  counts: countsSchema(),
  issues: Type.Array(IssueSchema),
});

export type IngestResponse = Wire<typeof IngestResponseSchema>;
