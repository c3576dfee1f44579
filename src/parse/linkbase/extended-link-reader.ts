import type { ArcKind, LabelResource, RawRelationship, SkippedArc } from "./raw-relationship.js";
import type { XmlStartTag } from "./xml-event-reader.js";
import { NS, XLINK } from "./xml-namespaces.js";

/** Arc element local name (link namespace) to the relationship kind it builds (XBRL 2.1 §5.2). */
const ARC_ELEMENTS: Readonly<Record<string, ArcKind>> = {
  presentationArc: "presentation",
  calculationArc: "calculation",
  definitionArc: "definition",
  labelArc: "label",
};

/** Arcroles each kind may use; `null` = any (definition arcs carry dimensional and other arcroles). */
const ALLOWED_ARCROLES: Readonly<Record<ArcKind, ReadonlySet<string> | null>> = {
  presentation: new Set(["http://www.xbrl.org/2003/arcrole/parent-child"]), // §5.2.4.2
  // §5.2.5.2, and Calculations 1.1 (2023) which replaces it with a new URI.
  calculation: new Set(["http://www.xbrl.org/2003/arcrole/summation-item", "https://xbrl.org/2023/arcrole/summation-item"]),
  definition: null,
  label: new Set(["http://www.xbrl.org/2003/arcrole/concept-label"]), // §5.2.2.3
};

/** Arc attributes kept out of `otherAttributes`: exempt (§3.5.3.9.7.4) or compared as typed values. */
const KEYED_OR_EXEMPT = new Set(["use", "priority", "order", "weight", "preferredLabel"]);
const XLINK_PREFIX = `{${NS.xlink}}`;
const DECIMAL = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;
const DEFAULT_LINK_ROLE = "http://www.xbrl.org/2003/role/link";
const STANDARD_LABEL_ROLE = "http://www.xbrl.org/2003/role/label";

interface PendingArc {
  readonly kind: ArcKind;
  readonly tag: XmlStartTag;
}

/** What one `xlink:label` names inside an extended link (several locators/resources may share it). */
interface Endpoints {
  readonly hrefs: string[];
  readonly labels: LabelResource[];
  /** Resources other than `link:label` (references, footnotes): known, but never an endpoint we keep. */
  otherResources: number;
}

/**
 * Collects the relationships of the standard extended links of one document. Locators, resources
 * and arcs are scoped to their extended link and count only as its direct children (XBRL 2.1
 * §3.5.3, §3.5.3.9.2-3), so arcs are expanded when the link closes; an arc whose
 * `xlink:from`/`xlink:to` labels match several locators or resources stands for every (from, to)
 * pair (§3.5.3.9).
 */
export class ExtendedLinkReader {
  readonly relationships: RawRelationship[] = [];
  readonly skipped: SkippedArc[] = [];
  /** Arc elements read, per kind (prohibiting ones included). */
  readonly arcElements: Record<ArcKind, number> = { presentation: 0, calculation: 0, definition: 0, label: 0 };
  /** Arcs of other kinds (reference, footnote, generic ...), which our model does not keep. */
  otherArcs = 0;

  private link: { tag: XmlStartTag; role: string; endpoints: Map<string, Endpoints>; arcs: PendingArc[] } | null = null;
  private resource: { tag: XmlStartTag; label: string; role: string; lang: string; text: string } | null = null;

  constructor(private readonly file: string) {}

  /** Handle a start tag; `lang` is the in-scope `xml:lang` (XML 1.0 §2.12). */
  open(tag: XmlStartTag, lang: string): void {
    const type = tag.attrs[XLINK.type];
    if (type === undefined) return;
    if (type === "extended") {
      // §3.5.3.3: standard extended links must carry xlink:role; default to the standard link role.
      this.link = { tag, role: tag.attrs[XLINK.role] ?? DEFAULT_LINK_ROLE, endpoints: new Map(), arcs: [] };
      return;
    }
    const link = this.link;
    if (link === null || tag.depth !== link.tag.depth + 1) return;
    const label = tag.attrs[XLINK.label];
    if (type === "locator") {
      if (label !== undefined) endpointsOf(link.endpoints, label).hrefs.push(tag.attrs[XLINK.href] ?? "");
    } else if (type === "resource") {
      if (label === undefined) return;
      if (tag.ns === NS.link && tag.local === "label") {
        // §5.2.2.2: a label without xlink:role has the standard label role.
        this.resource = { tag, label, role: tag.attrs[XLINK.role] ?? STANDARD_LABEL_ROLE, lang, text: "" };
      } else {
        endpointsOf(link.endpoints, label).otherResources++;
      }
    } else if (type === "arc") {
      const kind = tag.ns === NS.link ? ARC_ELEMENTS[tag.local] : undefined;
      if (kind === undefined) {
        this.otherArcs++;
        return;
      }
      this.arcElements[kind]++;
      link.arcs.push({ kind, tag });
    }
  }

  /** Text inside a label resource, including the text of any XHTML it contains. */
  text(text: string): void {
    if (this.resource !== null) this.resource.text += text;
  }

  close(tag: XmlStartTag): void {
    if (this.resource !== null && this.resource.tag === tag && this.link !== null) {
      const { label, role, lang, text } = this.resource;
      endpointsOf(this.link.endpoints, label).labels.push({ role, lang, text: normalizeLabelText(text) });
      this.resource = null;
    } else if (this.link !== null && this.link.tag === tag) {
      for (const arc of this.link.arcs) this.expand(arc, this.link.role, this.link.endpoints);
      this.link = null;
    }
  }

  private expand({ kind, tag }: PendingArc, linkRole: string, endpoints: ReadonlyMap<string, Endpoints>): void {
    const a = tag.attrs;
    const fromLabel = a[XLINK.from] ?? "";
    const toLabel = a[XLINK.to] ?? "";
    const describe = () => `${fromLabel} -> ${toLabel} in ${linkRole}`;
    const from = endpoints.get(fromLabel);
    const to = endpoints.get(toLabel);
    if (from === undefined || to === undefined) return this.skip("unknown-xlink-label", kind, describe());

    const arcrole = a[XLINK.arcrole];
    if (arcrole === undefined) return this.skip("bad-attribute", kind, `no xlink:arcrole: ${describe()}`);
    const allowed = ALLOWED_ARCROLES[kind];
    if (allowed !== null && !allowed.has(arcrole)) return this.skip("unexpected-arcrole", kind, `${arcrole}: ${describe()}`);

    const order = decimalOr(a.order, 1);
    const priority = decimalOr(a.priority, 0);
    // §5.2.5.2.1: calculation arcs MUST carry a non-zero decimal weight.
    const weight = kind !== "calculation" ? 1 : a.weight === undefined ? null : decimalOr(a.weight, 0);
    if (order === null || priority === null || weight === null || weight === 0 || !Number.isInteger(priority)) {
      return this.skip("bad-attribute", kind, `order/priority/weight: ${describe()}`);
    }
    if (from.hrefs.length === 0 || (kind === "label" ? to.labels.length === 0 : to.hrefs.length === 0)) {
      return this.skip("wrong-endpoint", kind, describe());
    }

    const prohibited = a.use === "prohibited";
    const preferredLabel = kind === "presentation" ? (a.preferredLabel ?? null) : null;
    const others = otherAttributes(a);
    const add = (fromHref: string, toHref: string | null, toResource: LabelResource | null) =>
      this.relationships.push({
        kind,
        file: this.file,
        linkRole,
        arcrole,
        fromHref,
        toHref,
        toLabel: toResource,
        order,
        priority,
        prohibited,
        weight: kind === "calculation" ? weight : null,
        preferredLabel,
        otherAttributes: others,
      });
    for (const fromHref of from.hrefs) {
      if (kind === "label") for (const label of to.labels) add(fromHref, null, label);
      else for (const toHref of to.hrefs) add(fromHref, toHref, null);
    }
  }

  private skip(reason: SkippedArc["reason"], kind: ArcKind, detail: string): void {
    this.skipped.push({ reason, file: this.file, kind, detail });
  }
}

function endpointsOf(map: Map<string, Endpoints>, label: string): Endpoints {
  let found = map.get(label);
  if (found === undefined) {
    found = { hrefs: [], labels: [], otherResources: 0 };
    map.set(label, found);
  }
  return found;
}

/**
 * Label text with whitespace runs (including no-break spaces) collapsed and trimmed, and
 * zero-width spaces removed: filer tools paste them from word processors.
 */
function normalizeLabelText(text: string): string {
  return text
    .replace(/[\u200b\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A decimal attribute: `absent` when missing, `null` when not a decimal number. */
function decimalOr(value: string | undefined, absent: number): number | null {
  if (value === undefined) return absent;
  return DECIMAL.test(value) ? Number(value) : null;
}

/**
 * Non-exempt arc attributes other than the typed ones, as a canonical string. §3.5.3.9.7.4 exempts
 * only `use`, `priority` and XLink (and xmlns) attributes, so even an arc `id` counts. It compares
 * after schema defaults apply: XBRL Dimensions defaults (`xbrldt:closed="false"`,
 * `xbrldt:usable="true"`) are dropped so that absent equals default.
 */
function otherAttributes(attrs: Readonly<Record<string, string>>): string {
  let parts: string[] | null = null;
  for (const key in attrs) {
    if (KEYED_OR_EXEMPT.has(key) || key.startsWith(XLINK_PREFIX)) continue;
    let value = (attrs[key] ?? "").trim();
    if (key.startsWith(`{${NS.xbrldt}}`)) {
      if (value === "1" || value === "0") value = value === "1" ? "true" : "false";
      if ((key.endsWith("}closed") && value === "false") || (key.endsWith("}usable") && value === "true")) continue;
    }
    (parts ??= []).push(`${key}=${value}`);
  }
  return parts === null ? "" : parts.sort().join("\n");
}
