export { canonicalPrefix, standardPrefix } from "../canonical-prefix.js";
export { LINKBASE_PARSE_ERROR_CODES, LinkbaseParseError, type LinkbaseParseErrorCode } from "./linkbase-parse-error.js";
export {
  MAX_SKIPPED_DETAILS,
  parseLinkbaseReport,
  parseLinkbases,
  type ArcCounts,
  type LinkbaseParseReport,
  type TaxonomyFileSummary,
} from "./parse-linkbases.js";
export { ARC_KINDS, SKIP_REASONS, type ArcKind, type SkippedArc, type SkipReason } from "./raw-relationship.js";
export { TAXONOMY_FILE_KINDS, type TaxonomyFile, type TaxonomyFileKind } from "./read-taxonomy-file.js";
export type { OverrideCounts } from "./relationship-override.js";
export type { TaxonomySchema } from "./taxonomy-schema.js";
