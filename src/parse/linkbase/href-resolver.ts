import type { SkipReason } from "./raw-relationship.js";
import type { TaxonomySchema } from "./taxonomy-schema.js";

/** A locator's concept as a canonical QName (`us-gaap:Revenues`), or why it has none. */
export type HrefResolution =
  | { readonly concept: string }
  | { readonly skip: Extract<SkipReason, "missing-href" | "unknown-element-id" | "unresolvable-fragment">; readonly detail: string };

/**
 * Resolves locator hrefs (XBRL 2.1 §3.5.3.7.2: `xlink:href` is a URI with a shorthand-pointer
 * fragment naming the concept's element id) to concept QNames without fetching anything:
 *
 * - the filing's own schemas (matched by file name) resolve ids through their declarations;
 * - any other schema (us-gaap, dei, srt, ifrs-full, country, ... at fasb.org, xbrl.sec.gov,
 *   xbrl.ifrs.org, or the 2009 taxonomies.xbrl.us) follows the id convention its publisher uses and
 *   EDGAR filings rely on, `prefix_LocalName`, split at the FIRST underscore; the prefix is the
 *   taxonomy's standard prefix, i.e. what {@link canonicalPrefix} gives for its namespace.
 *   The same convention is the fallback when an extension schema was not provided.
 */
export class HrefResolver {
  private readonly schemas = new Map<string, TaxonomySchema>();
  private readonly cache = new Map<string, HrefResolution>();

  constructor(schemas: readonly TaxonomySchema[]) {
    for (const schema of schemas) {
      const name = baseName(schema.name);
      if (!this.schemas.has(name)) this.schemas.set(name, schema);
      if (!this.schemas.has(name.toLowerCase())) this.schemas.set(name.toLowerCase(), schema);
    }
  }

  /** Resolve `href` as written in the document named `baseFile`. */
  resolve(href: string, baseFile: string): HrefResolution {
    const hash = href.indexOf("#");
    const key = hash === 0 ? `${baseFile}\u0000${href}` : href;
    let resolution = this.cache.get(key);
    if (resolution === undefined) {
      resolution = this.resolveUncached(href.trim(), hash, baseFile);
      this.cache.set(key, resolution);
    }
    return resolution;
  }

  private resolveUncached(href: string, hash: number, baseFile: string): HrefResolution {
    if (hash < 0 || hash === href.length - 1) return { skip: "missing-href", detail: href || "(empty href)" };
    const id = elementId(href.slice(hash + 1));
    if (id === null) return { skip: "unresolvable-fragment", detail: href };

    const file = baseName(hash === 0 ? baseFile : href.slice(0, hash));
    const schema = this.schemas.get(file) ?? this.schemas.get(file.toLowerCase());
    if (schema !== undefined) {
      const local = schema.elementIds.get(id);
      if (local === undefined) return { skip: "unknown-element-id", detail: href };
      return { concept: `${schema.prefix}:${local}` };
    }
    const underscore = id.indexOf("_");
    if (underscore <= 0 || underscore === id.length - 1) return { skip: "unresolvable-fragment", detail: href };
    return { concept: `${id.slice(0, underscore)}:${id.slice(underscore + 1)}` };
  }
}

/** Last path segment of a URI or path, without query. */
function baseName(uri: string): string {
  const path = uri.replace(/[?].*$/, "");
  return path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
}

/**
 * The element id a fragment points to: a shorthand pointer (`us-gaap_Revenues`) or the XPointer
 * element() scheme with a bare id (`element(us-gaap_Revenues)`); child sequences are not supported.
 */
function elementId(fragment: string): string | null {
  let id = fragment;
  if (id.includes("%")) {
    try {
      id = decodeURIComponent(id);
    } catch {
      return null;
    }
  }
  const scheme = /^element\(([^/()]+)\)$/.exec(id);
  if (scheme) id = scheme[1] ?? "";
  return /^[^\s()/#]+$/.test(id) ? id : null;
}
