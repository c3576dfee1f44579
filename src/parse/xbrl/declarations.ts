import type { DtsReference, FilingIssue, XbrlDeclarations, XbrlEntity } from "../../model/index.js";
import { resolveName, type NamespaceScope } from "./qname.js";
import { issue } from "./raw-fact.js";

const NS_LINK = "http://www.xbrl.org/2003/linkbase";
const NS_XLINK = "http://www.w3.org/1999/xlink";

/**
 * Collects what a report declares besides its facts (XbrlDeclarations) while its documents are
 * read: the readers note every canonical QName they make, each DTS reference, unit and entity.
 */
export class DeclarationsRecorder {
  private readonly namespaces = new Map<string, string>();
  private readonly dts: DtsReference[] = [];
  private readonly units = new Map<string, string>();
  private readonly typed = new Map<string, string>();
  private readonly entities = new Map<string, XbrlEntity>();
  private readonly issues: FilingIssue[] = [];
  /** QNames noted, with the namespace last noted for each: noting one again changes nothing. */
  private readonly noted = new Map<string, string>();

  /** A canonical QName and the namespace its prefix stands for (a bare name or unbound prefix says nothing). */
  noteQName(qname: string, ns: string): void {
    if (this.noted.get(qname) === ns) return;
    this.noted.set(qname, ns);
    const colon = qname.indexOf(":");
    if (colon < 0 || ns === "") return;
    const prefix = qname.slice(0, colon);
    const known = this.namespaces.get(prefix);
    if (known === undefined) this.namespaces.set(prefix, ns);
    else if (known !== ns && !this.issues.some((i) => i.code === "namespace_conflict" && i.concept === prefix))
      // Two years of one standard taxonomy in one report: our QNames cannot tell them apart.
      this.issues.push(
        issue("namespace_conflict", `prefix ${prefix} stands for both ${known} and ${ns}; exported as ${known}`, null, null, prefix),
      );
  }

  /** An element of the DTS references (`ix:references`, or an instance's children): schemaRef and linkbaseRef are kept. */
  noteReference(ns: string, local: string, attribs: Record<string, string>, scope: NamespaceScope, document: string): void {
    if (ns !== NS_LINK || (local !== "schemaRef" && local !== "linkbaseRef")) return;
    let href: string | undefined;
    for (const name in attribs)
      if (name.endsWith(":href") && resolveName(scope, name).ns === NS_XLINK) href = (attribs[name] as string).trim();
    if (!href) return;
    const kind = local === "schemaRef" ? "schema" : "linkbase";
    if (!this.dts.some((r) => r.href === href && r.kind === kind)) this.dts.push({ kind, href, document });
  }

  /** A unit: our measure text and its measures as canonical QNames. */
  noteUnit(measure: string, numerator: readonly string[], denominator: readonly string[]): void {
    const oim = oimUnit(numerator, denominator);
    const known = this.units.get(measure);
    if (known === undefined) this.units.set(measure, oim);
    else if (known !== oim)
      this.issues.push(
        issue("unit_conflict", `units ${known} and ${oim} are both ${measure} here; exported as ${known}`, null, null, null),
      );
  }

  noteTypedDimension(axis: string, element: string): void {
    if (!this.typed.has(axis)) this.typed.set(axis, element);
  }

  noteEntity(scheme: string, identifier: string): void {
    const key = `${scheme} ${identifier}`;
    if (!this.entities.has(key)) this.entities.set(key, { scheme, identifier });
  }

  /** Problems met (conflicting prefixes or units), reported with the filing. */
  problems(): readonly FilingIssue[] {
    return this.issues;
  }

  declarations(): XbrlDeclarations {
    return {
      dts: [...this.dts],
      namespaces: sortedRecord(this.namespaces),
      units: sortedRecord(this.units),
      typedDimensions: sortedRecord(this.typed),
      entities: [...this.entities.values()],
    };
  }
}

/**
 * A unit in OIM's syntax (OIM 1.0 §4.7): measures in alphabetical order, several joined by `*`
 * in parentheses, the denominator after `/`.
 */
function oimUnit(numerator: readonly string[], denominator: readonly string[]): string {
  const product = (measures: readonly string[]) => {
    const sorted = [...measures].sort();
    return sorted.length > 1 ? `(${sorted.join("*")})` : (sorted[0] ?? "");
  };
  return denominator.length > 0 ? `${product(numerator)}/${product(denominator)}` : product(numerator);
}

/** Keys in order, so the same report always gives the same JSON (the content hash relies on it). */
function sortedRecord(map: ReadonlyMap<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of [...map.keys()].sort()) out[key] = map.get(key) as string;
  return out;
}
