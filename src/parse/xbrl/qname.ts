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

/**
 * `resolveName` and `canonicalQName` for the names met in one scope, each worked out once: a
 * filing writes the same few element names, concepts and members thousands of times. It starts
 * afresh whenever it is asked about another scope (a document rarely declares namespaces below
 * its root).
 */
export class NameResolver {
  private scope: NamespaceScope | null = null;
  private readonly names = new Map<string, { ns: string; local: string; prefix: string }>();
  private readonly qnames = new Map<string, { qname: string; ns: string }>();

  resolve(scope: NamespaceScope, name: string): { ns: string; local: string; prefix: string } {
    if (scope !== this.scope) this.rescope(scope);
    let resolved = this.names.get(name);
    if (resolved === undefined) {
      resolved = resolveName(scope, name);
      this.names.set(name, resolved);
    }
    return resolved;
  }

  canonical(scope: NamespaceScope, name: string): { qname: string; ns: string } {
    if (scope !== this.scope) this.rescope(scope);
    let canonical = this.qnames.get(name);
    if (canonical === undefined) {
      canonical = canonicalQName(scope, name);
      this.qnames.set(name, canonical);
    }
    return canonical;
  }

  private rescope(scope: NamespaceScope): void {
    this.scope = scope;
    this.names.clear();
    this.qnames.clear();
  }
}
