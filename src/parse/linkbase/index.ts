export { canonicalPrefix, standardPrefix } from "../canonical-prefix.js";
export { LinkbaseParseError } from "./linkbase-parse-error.js";
export {
  parseLinkbaseReport,
  parseLinkbases,
  type LinkbaseParseReport,
} from "./parse-linkbases.js";
export type { TaxonomyFile } from "./read-taxonomy-file.js";
export type { TaxonomySchema } from "./taxonomy-schema.js";
