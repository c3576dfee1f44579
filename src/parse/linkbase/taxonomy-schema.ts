import type { RoleType } from "../../model/index.js";
import { canonicalPrefix } from "../canonical-prefix.js";
import type { XmlStartTag } from "./xml-event-reader.js";
import { NS } from "./xml-namespaces.js";

/** What a filing's own taxonomy schema (`aapl-20230930.xsd`) contributes. */
export interface TaxonomySchema {
  /** File name as given by the caller; locators name the schema by it (`aapl-20230930.xsd#aapl_Foo`). */
  readonly name: string;
  /** `targetNamespace` of the schema (`http://www.apple.com/20230930`); `""` when absent. */
  readonly targetNamespace: string;
  /** Prefix the schema bound to its target namespace (`aapl`); `""` when it bound none. */
  readonly declaredPrefix: string;
  /** Prefix of this schema's concepts in our QNames: {@link canonicalPrefix} of the above. */
  readonly prefix: string;
  /** Global element declarations: `id` to local name (`aapl_MacMember` -> `MacMember`). */
  readonly elementIds: ReadonlyMap<string, string>;
  /** `link:roleType` definitions (XBRL 2.1 §5.1.3) in document order. */
  readonly roleTypes: readonly RoleType[];
}

/**
 * Reads schema content from namespace-resolved events: the root's target namespace and its prefix,
 * global `xs:element` declarations (children of the root, XML Schema §3.3.2) and `link:roleType`
 * with its `link:definition` (which may sit in any `xs:appinfo`).
 */
export class SchemaReader {
  private targetNamespace = "";
  private declaredPrefix = "";
  private readonly elementIds = new Map<string, string>();
  private readonly roleTypes: RoleType[] = [];
  private roleType: { tag: XmlStartTag; roleUri: string; definition: string | null } | null = null;
  private definition: XmlStartTag | null = null;
  private definitionText = "";

  constructor(private readonly name: string) {}

  open(tag: XmlStartTag): void {
    if (tag.ns === NS.xsd) {
      if (tag.depth === 0 && tag.local === "schema") this.readRoot(tag);
      else if (tag.depth === 1 && tag.local === "element") {
        const { id, name } = tag.attrs;
        if (id !== undefined && name !== undefined) this.elementIds.set(id.trim(), name.trim());
      }
    } else if (tag.ns === NS.link) {
      if (tag.local === "roleType") {
        this.roleType = { tag, roleUri: (tag.attrs.roleURI ?? "").trim(), definition: null };
      } else if (tag.local === "definition" && this.roleType !== null) {
        this.definition = tag;
        this.definitionText = "";
      }
    }
  }

  text(text: string): void {
    if (this.definition !== null) this.definitionText += text;
  }

  close(tag: XmlStartTag): void {
    if (tag === this.definition && this.roleType !== null) {
      this.roleType.definition = this.definitionText.replace(/\s+/g, " ").trim();
      this.definition = null;
    } else if (tag === this.roleType?.tag) {
      if (this.roleType.roleUri !== "") {
        this.roleTypes.push({ roleUri: this.roleType.roleUri, definition: this.roleType.definition });
      }
      this.roleType = null;
    }
  }

  result(): TaxonomySchema {
    const declared = this.declaredPrefix !== "" ? this.declaredPrefix : this.prefixFromIds();
    return {
      name: this.name,
      targetNamespace: this.targetNamespace,
      declaredPrefix: this.declaredPrefix,
      prefix: canonicalPrefix(this.targetNamespace, declared),
      elementIds: this.elementIds,
      roleTypes: this.roleTypes,
    };
  }

  private readRoot(tag: XmlStartTag): void {
    this.targetNamespace = (tag.attrs.targetNamespace ?? "").trim();
    if (this.targetNamespace === "") return;
    for (const prefix in tag.namespaces) {
      // A named prefix beats the default namespace: QNames need a prefix.
      if (prefix !== "" && tag.namespaces[prefix] === this.targetNamespace) {
        this.declaredPrefix = prefix;
        return;
      }
    }
  }

  /**
   * No prefix bound to the target namespace (it is the default namespace, or not declared at all):
   * fall back to the EDGAR id convention `prefix_LocalName`, then to the file name (`aapl-...`).
   */
  private prefixFromIds(): string {
    for (const [id, name] of this.elementIds) {
      if (id.length > name.length + 1 && id.endsWith(`_${name}`)) return id.slice(0, id.length - name.length - 1);
    }
    return /^[A-Za-z][A-Za-z0-9.]*/.exec(this.name.replace(/^.*\//, ""))?.[0]?.replace(/\.xsd$/, "") ?? "";
  }
}
