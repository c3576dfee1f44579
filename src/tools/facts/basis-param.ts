import { Type } from "typebox";
import { BASES } from "../../domain/shared/index.js";

/** The point-in-time choice shared by the financial-facts tools (one schema: HTTP, MCP and OpenAPI). */
export const BasisParam = Type.Enum([...BASES], {
  title: "Basis",
  default: "as_reported",
  description:
    "Which stored filing answers when several report the period: as_reported (default: the period's own " +
    "10-K/10-Q; when that is not stored, the earliest-filed stored filing reporting it, e.g. a later " +
    "filing's comparative column) or latest (the most recently filed stored filing that reports it: " +
    "restatements, splits and reclassifications applied). A value whose first and latest reports differ " +
    "carries `restated` with both. With as_of, only filings filed by that day are candidates: as first " +
    "reported, or the latest as of that day",
});
