import { Type } from "typebox";
import { DEFAULT_FEED_LIMIT, InvalidationsPageSchema, listInvalidations, MAX_FEED_LIMIT } from "../../domain/events/index.js";
import { FdsError } from "../../domain/shared/index.js";
import { DATE_TIME_PATTERN, Nullable } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const listInvalidationsTool = defineTool({
  name: "list_invalidations",
  description:
    "The invalidations feed: every ingest, re-ingest, amendment and deletion of a filing, oldest first, " +
    "with ticker, CIK, accession, form, fiscal period and the parts that changed; drop what you cached " +
    "of that filing (and lists of that company's filings). Page forward with since_seq=next_since_seq " +
    "until has_more is false; start from a time with since (ISO 8601; since_seq, when also given, is the " +
    "cursor). A cursor older than the retained history answers 422 cursor_expired (and one past the " +
    "newest entry cursor_unknown): re-list what you cache, then follow from head_seq. No cursor: the " +
    "retained history from its oldest entry.",
  input: Type.Object(
    {
      since: Type.Optional(
        Nullable(
          Type.String({
            maxLength: 40,
            pattern: DATE_TIME_PATTERN,
            description: "ISO 8601 time: changes written after it (e.g. 2026-01-31T00:00:00Z)",
          }),
        ),
      ),
      since_seq: Type.Optional(
        Nullable(
          Type.Integer({
            minimum: 0,
            description: "Changes with a seq greater than this (next_since_seq of the previous page); given, since is not read",
          }),
        ),
      ),
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: MAX_FEED_LIMIT, default: DEFAULT_FEED_LIMIT, description: "Entries per page" }),
      ),
    },
    { additionalProperties: false },
  ),
  output: InvalidationsPageSchema,
  example: { since_seq: 0, limit: 100 },
  async run(deps, input) {
    const events = deps.invalidations;
    if (!events) throw new FdsError("events_unavailable", "the invalidations feed is not configured on this server");
    return listInvalidations(
      events.feed,
      { since: input.since ?? null, sinceSeq: input.since_seq ?? null, limit: input.limit ?? DEFAULT_FEED_LIMIT },
      events.retentionDays,
    );
  },
});
