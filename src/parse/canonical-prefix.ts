/**
 * Canonical QName prefixes. Our concept QNames use the standard prefix of a standard taxonomy
 * whatever prefix a document declared (`gaap:Revenues` in an instance is `us-gaap:Revenues` here),
 * so facts and linkbase relationships of all filings and years join on the same strings.
 * Namespaces are versioned (`http://fasb.org/us-gaap/2024`); the prefix deliberately drops the
 * version, as EDGAR's own frames and companyfacts APIs do.
 */

interface NamespaceRule {
  readonly pattern: RegExp;
  /** Fixed prefix, or `null` to take the first capture group (the taxonomy's path segment). */
  readonly prefix: string | null;
}

/**
 * Ordered rules. The SEC, FASB and 2009 XBRL US namespaces put the taxonomy's standard prefix in
 * the path (`http://xbrl.sec.gov/<prefix>/<year>`), so one rule per publisher covers dei, country,
 * currency, exch, naics, sic, stpr, ecd, cyd, invest, rr, ffd, spac ... and us-gaap, srt.
 */
const RULES: readonly NamespaceRule[] = [
  // SEC taxonomies: http://xbrl.sec.gov/dei/2024, http://xbrl.sec.gov/country/2017-01-31 ...
  { pattern: /^https?:\/\/xbrl\.sec\.gov\/([a-z][a-z0-9-]*)\/\d{4}(?:-\d{2}-\d{2})?\/?$/, prefix: null },
  // FASB taxonomies: http://fasb.org/us-gaap/2024, http://fasb.org/srt/2018-01-31 ...
  { pattern: /^https?:\/\/fasb\.org\/([a-z][a-z0-9-]*)\/\d{4}(?:-\d{2}-\d{2})?\/?$/, prefix: null },
  // The 2009 XBRL US release: http://xbrl.us/us-gaap/2009-01-31, http://xbrl.us/dei/2009-01-31 ...
  { pattern: /^https?:\/\/xbrl\.us\/([a-z][a-z0-9-]*)\/\d{4}-\d{2}-\d{2}\/?$/, prefix: null },
  // IFRS Foundation: http://xbrl.ifrs.org/taxonomy/2023-03-23/ifrs-full (also ifrs-smes, ifrs-mc).
  { pattern: /^https?:\/\/xbrl\.ifrs\.org\/taxonomy\/\d{4}-\d{2}-\d{2}\/([a-z][a-z0-9-]*)\/?$/, prefix: null },
  // XBRL International specifications (units and dimensions in instances use these).
  { pattern: /^http:\/\/www\.xbrl\.org\/2003\/instance$/, prefix: "xbrli" },
  { pattern: /^http:\/\/www\.xbrl\.org\/2003\/iso4217$/, prefix: "iso4217" },
  { pattern: /^http:\/\/www\.xbrl\.org\/2003\/linkbase$/, prefix: "link" },
  { pattern: /^http:\/\/www\.w3\.org\/1999\/xlink$/, prefix: "xlink" },
  { pattern: /^http:\/\/xbrl\.org\/2005\/xbrldt$/, prefix: "xbrldt" },
  { pattern: /^http:\/\/xbrl\.org\/2006\/xbrldi$/, prefix: "xbrldi" },
  { pattern: /^http:\/\/www\.xbrl\.org\/2009\/utr$/, prefix: "utr" },
  // Data Type Registry type namespaces (http://www.xbrl.org/dtr/type/2022-03-31, .../non-numeric).
  { pattern: /^http:\/\/www\.xbrl\.org\/dtr\/type\//, prefix: "dtr-types" },
];

const cache = new Map<string, string | null>();

/**
 * The prefix our model uses for names in `namespaceUri`: the standard prefix when the namespace is
 * a standard taxonomy's (any year), otherwise `declaredPrefix` unchanged (company extensions keep
 * the prefix their filer declared, e.g. `aapl`). Used by the linkbase parser and by the instance /
 * iXBRL parsers, so `Fact.concept` and linkbase concepts are the same strings.
 *
 * @param namespaceUri the namespace the document bound the prefix to
 * @param declaredPrefix the prefix as written in the document (`""` for a default namespace)
 */
export function canonicalPrefix(namespaceUri: string, declaredPrefix: string): string {
  return standardPrefix(namespaceUri) ?? declaredPrefix;
}

/** The standard prefix of a standard-taxonomy namespace, or `null` when the namespace is not one. */
export function standardPrefix(namespaceUri: string): string | null {
  const known = cache.get(namespaceUri);
  if (known !== undefined) return known;
  // The URI is usually cut from a document's markup, and V8 keeps a cut-out string's whole source
  // alive: the key kept across filings, and the prefix cut from it, come from a copy (ingesting the
  // corpus held 90 MB of documents through this cache).
  const uri = ownCopy(namespaceUri);
  let prefix: string | null = null;
  for (const rule of RULES) {
    const match = rule.pattern.exec(uri);
    if (match) {
      prefix = rule.prefix ?? match[1] ?? null;
      break;
    }
  }
  if (cache.size < 1000) cache.set(uri, prefix);
  return prefix;
}

/** `s` in a string of its own (not a slice of a larger one): JSON round trip allocates afresh. */
function ownCopy(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}
