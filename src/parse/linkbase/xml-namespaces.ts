/**
 * Namespace URIs the taxonomy reader recognises. Elements and attributes are matched by these URIs,
 * never by the prefixes a document happens to declare (`link:`, `xlink:`, `xs:`, `xsd:` or none).
 */
export const NS = {
  /** XBRL 2.1 linkbase namespace (§3.5). */
  link: "http://www.xbrl.org/2003/linkbase",
  /** XLink 1.0 (XBRL 2.1 §3.5.1 builds every extended link on it). */
  xlink: "http://www.w3.org/1999/xlink",
  /** XML Schema: the taxonomy schema vocabulary (§5.1). */
  xsd: "http://www.w3.org/2001/XMLSchema",
  /** The `xml:` prefix is bound to this URI by definition (Namespaces in XML §3). */
  xml: "http://www.w3.org/XML/1998/namespace",
  /** XBRL Dimensions 1.0 arc attributes (`xbrldt:targetRole`, `closed`, `usable` ...). */
  xbrldt: "http://xbrl.org/2005/xbrldt",
} as const;

/** Attribute name in Clark notation: `{namespace}local`, or plain `local` for no namespace. */
function clark(ns: string, local: string): string {
  return ns === "" ? local : `{${ns}}${local}`;
}

/** XLink attribute names in Clark notation, precomputed because they are read on every element. */
export const XLINK = {
  type: clark(NS.xlink, "type"),
  href: clark(NS.xlink, "href"),
  label: clark(NS.xlink, "label"),
  role: clark(NS.xlink, "role"),
  arcrole: clark(NS.xlink, "arcrole"),
  from: clark(NS.xlink, "from"),
  to: clark(NS.xlink, "to"),
} as const;

/** `xml:lang`, inherited by descendants (XML 1.0 §2.12). */
export const XML_LANG = clark(NS.xml, "lang");
