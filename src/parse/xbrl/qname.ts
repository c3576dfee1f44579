import { canonicalPrefix } from "../canonical-prefix.js";

/**
 * Namespace scopes and canonical QNames. A filer may bind any prefix to a namespace; facts and
 * linkbases are compared by QName, so standard namespaces get their standard prefix.
 */

/** Prefix -> namespace bindings in force at one element; shared by descendants until redeclared. */
export type NamespaceScope = ReadonlyMap<string, string>;

export const EMPTY_SCOPE: NamespaceScope = new Map();

/** The scope for an element: the parent's, extended by the element's own xmlns attributes. */
export function scopeFor(parent: NamespaceScope, attribs: Record<string, string>): NamespaceScope {
  let scope: Map<string, string> | null = null;
  for (const name in attribs) {
    if (name === "xmlns" || name.startsWith("xmlns:")) {
      scope ??= new Map(parent);
      scope.set(name === "xmlns" ? "" : name.slice(6), attribs[name] as string);
    }
  }
  return scope ?? parent;
}

/** A name split into namespace URI and local name; the URI is "" when the prefix is unbound. */
export function resolveName(scope: NamespaceScope, name: string): { ns: string; local: string; prefix: string } {
  const colon = name.indexOf(":");
  const prefix = colon < 0 ? "" : name.slice(0, colon);
  return { ns: scope.get(prefix) ?? "", local: colon < 0 ? name : name.slice(colon + 1), prefix };
}

/** Canonical QName text for a prefixed name in a scope: `us-gaap:Revenues`. */
export function canonicalQName(scope: NamespaceScope, name: string): { qname: string; ns: string } {
  const { ns, local, prefix } = resolveName(scope, name.trim());
  const canon = ns === "" ? prefix : canonicalPrefix(ns, prefix);
  return { qname: canon === "" ? local : `${canon}:${local}`, ns };
}
