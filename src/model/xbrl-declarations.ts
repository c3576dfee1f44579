/**
 * What an XBRL report declares besides its facts, kept with the filing so its facts can be
 * exported as xBRL-JSON (OIM) without the documents: the DTS it references, the namespace of
 * every prefix our QNames use, its units' measures as QNames, its typed dimensions and entities.
 */
export interface XbrlDeclarations {
  /** `link:schemaRef` / `link:linkbaseRef` hrefs as written (usually relative to the document), in document order, each once. */
  readonly dts: readonly DtsReference[];
  /**
   * Prefix -> namespace URI for every prefix of a concept, axis, member or measure, as our
   * canonical QNames write it (`us-gaap` for any FASB year, the filer's own prefix for extensions).
   */
  readonly namespaces: Readonly<Record<string, string>>;
  /**
   * Our unit text (`Fact.unit`: `USD/shares`) -> the same unit in OIM syntax, measures as QNames
   * in alphabetical order, several joined by `*` in parentheses (`iso4217:USD/xbrli:shares`).
   */
  readonly units: Readonly<Record<string, string>>;
  /** Typed dimensions: axis QName -> QName of its typed member element; an axis not listed is explicit. */
  readonly typedDimensions: Readonly<Record<string, string>>;
  /** The contexts' entities, in order of first use (EDGAR allows one per filing, EFM 6.5.3). */
  readonly entities: readonly XbrlEntity[];
}

export interface DtsReference {
  readonly kind: "schema" | "linkbase";
  readonly href: string;
  /** The document that references it. */
  readonly document: string;
}

export interface XbrlEntity {
  /** Identifier scheme URI: `http://www.sec.gov/CIK` for EDGAR filers. */
  readonly scheme: string;
  /** The identifier as written: `0000320193`. */
  readonly identifier: string;
}
