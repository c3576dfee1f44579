import type { Period } from "../../model/index.js";
import type { DeclarationsRecorder } from "./declarations.js";
import type { PlainContext } from "./plain-context.js";
import { NameResolver, type NamespaceScope } from "./qname.js";

export const NS_XBRLI = "http://www.xbrl.org/2003/instance";
export const NS_XBRLDI = "http://xbrl.org/2006/xbrldi";

/** A context as declared, with its dimensions (segment and scenario alike) made canonical. */
export interface XbrlContext {
  readonly id: string;
  /** Entity identifier text, e.g. the CIK `0000320193`. */
  readonly entity: string;
  readonly period: Period;
  readonly dimensions: Readonly<Record<string, string>>;
}

/** A unit as its canonical measure text: `USD`, `shares`, `USD/shares`, `pure`. */
export interface XbrlUnit {
  readonly id: string;
  readonly measure: string;
}

/**
 * An end date or instant given as a dateTime at midnight means the end of the previous day
 * (XBRL 2.1 §4.7.2); a bare date means the end of that day. Both become the bare date.
 */
function normalizeDate(text: string, isEnd: boolean): string {
  const t = text.trim();
  if (t.length <= 10) return t;
  const date = t.slice(0, 10);
  if (!isEnd || !/T00:00(:00(\.0+)?)?(Z|[+-]\d\d:\d\d)?$/.test(t)) return date;
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Local name of a measure QName: `iso4217:USD` -> `USD`, `xbrli:shares` -> `shares`. */
function measureName(qname: string): string {
  const colon = qname.lastIndexOf(":");
  return colon < 0 ? qname : qname.slice(colon + 1);
}

interface ContextDraft {
  id: string;
  entity: string;
  scheme: string;
  start: string | null;
  end: string | null;
  instant: string | null;
  forever: boolean;
  dimensions: Record<string, string>;
}

interface UnitDraft {
  id: string;
  /** Measures as canonical QNames (`iso4217:USD`). */
  numerator: string[];
  denominator: string[];
  inDenominator: boolean;
}

/**
 * Reads xbrli:context and xbrli:unit elements from a stream of SAX events. Both an instance
 * document and an inline document's ix:resources declare them the same way.
 */
export class ResourceReader {
  readonly contexts = new Map<string, XbrlContext>();
  readonly units = new Map<string, XbrlUnit>();
  private context: ContextDraft | null = null;
  private unit: UnitDraft | null = null;
  private field: "entity" | "start" | "end" | "instant" | "measure" | "explicit" | "typed" | null = null;
  private text = "";
  private dimension: string | null = null;
  private typedDepth = 0;
  private scope: NamespaceScope | null = null;
  private readonly names = new NameResolver();
  /** Problems with single contexts or units (malformed dates, unknown period kinds). */
  readonly problems: string[] = [];

  /** @param declarations notes the QNames, units, typed dimensions and entities read. */
  constructor(private readonly declarations: DeclarationsRecorder) {}

  /** True while inside a context or unit: the caller passes every event here. */
  get active(): boolean {
    return this.context !== null || this.unit !== null;
  }

  /** An element opens; `name` is its name as written (`prefix:local`). */
  open(ns: string, local: string, attribs: Record<string, string>, scope: NamespaceScope, name: string): boolean {
    if (this.typedDepth > 0) {
      // The typed member's own element (xbrldi:typedMember's child) names the dimension's domain.
      if (this.typedDepth === 1 && this.dimension) this.declarations.noteTypedDimension(this.dimension, this.qname(scope, name));
      this.typedDepth++;
      return true;
    }
    if (ns === NS_XBRLI && local === "context") {
      this.context = {
        id: attribs.id ?? "",
        entity: "",
        scheme: "",
        start: null,
        end: null,
        instant: null,
        forever: false,
        dimensions: {},
      };
      return true;
    }
    if (ns === NS_XBRLI && local === "unit") {
      this.unit = { id: attribs.id ?? "", numerator: [], denominator: [], inDenominator: false };
      return true;
    }
    if (this.context) {
      this.text = "";
      this.scope = scope;
      if (ns === NS_XBRLI) {
        this.field =
          local === "identifier"
            ? "entity"
            : local === "startDate"
              ? "start"
              : local === "endDate"
                ? "end"
                : local === "instant"
                  ? "instant"
                  : null;
        if (local === "forever") this.context.forever = true;
        if (local === "identifier") this.context.scheme = (attribs.scheme ?? "").trim();
      } else if (ns === NS_XBRLDI && (local === "explicitMember" || local === "typedMember")) {
        this.field = local === "explicitMember" ? "explicit" : "typed";
        this.dimension = attribs.dimension ? this.qname(scope, attribs.dimension) : null;
        if (this.field === "typed") this.typedDepth = 1;
      }
      return true;
    }
    if (this.unit) {
      if (ns === NS_XBRLI && local === "measure") {
        this.field = "measure";
        this.text = "";
        this.scope = scope;
      } else if (ns === NS_XBRLI && local === "unitDenominator") {
        this.unit.inDenominator = true;
      }
      return true;
    }
    return false;
  }

  /**
   * A context read whole from the markup (scanPlainContext), in `scope`: the same context, and the
   * same QNames, entity and problems noted in the same order, as its elements' events would give.
   */
  addPlainContext(id: string, plain: PlainContext, scope: NamespaceScope): void {
    const dimensions: Record<string, string> = {};
    const members = plain.members;
    for (let k = 0; k < members.length; k += 2) {
      const dimension = this.qname(scope, members[k] as string);
      dimensions[dimension] = this.qname(scope, (members[k + 1] as string).trim());
    }
    this.finishContext({
      id,
      entity: plain.identifier.trim(),
      scheme: plain.scheme.trim(),
      start: plain.startDate === null ? null : normalizeDate(plain.startDate.trim(), false),
      end: plain.endDate === null ? null : normalizeDate(plain.endDate.trim(), true),
      instant: plain.instant === null ? null : normalizeDate(plain.instant.trim(), true),
      forever: plain.forever,
      dimensions,
    });
  }

  /** True while the text of a field (a date, an identifier, a member, a measure) is being read. */
  get readsText(): boolean {
    return this.field !== null;
  }

  onText(text: string): void {
    if (this.field !== null) this.text += text;
  }

  close(ns: string, local: string): boolean {
    if (this.typedDepth > 1) {
      this.typedDepth--;
      return true;
    }
    const context = this.context;
    if (context) {
      if (ns === NS_XBRLI && local === "context") {
        this.finishContext(context);
        this.context = null;
        return true;
      }
      const value = this.text.trim();
      switch (this.field) {
        case "entity":
          context.entity = value;
          break;
        case "start":
          context.start = normalizeDate(value, false);
          break;
        case "end":
          context.end = normalizeDate(value, true);
          break;
        case "instant":
          context.instant = normalizeDate(value, true);
          break;
        case "explicit":
          if (this.dimension && this.scope) context.dimensions[this.dimension] = this.qname(this.scope, value);
          break;
        case "typed":
          if (this.dimension) context.dimensions[this.dimension] = value.replace(/\s+/g, " ");
          this.typedDepth = 0;
          break;
      }
      this.field = null;
      return true;
    }
    const unit = this.unit;
    if (unit) {
      if (ns === NS_XBRLI && local === "unit") {
        const num = unit.numerator.map(measureName).join("*");
        const measure = unit.denominator.length ? `${num}/${unit.denominator.map(measureName).join("*")}` : num;
        this.units.set(unit.id, { id: unit.id, measure });
        this.declarations.noteUnit(measure, unit.numerator, unit.denominator);
        this.unit = null;
      } else if (this.field === "measure" && this.scope) {
        (unit.inDenominator ? unit.denominator : unit.numerator).push(this.qname(this.scope, this.text));
        this.field = null;
      }
      return true;
    }
    return false;
  }

  private finishContext(c: ContextDraft): void {
    let period: Period | null = null;
    if (c.instant) period = { kind: "instant", instant: c.instant };
    else if (c.start && c.end) period = { kind: "duration", start: c.start, end: c.end };
    else if (c.forever) period = { kind: "forever" };
    if (!period || !isIsoDate(period)) {
      this.problems.push(`context ${c.id} has no valid period`);
      return;
    }
    this.contexts.set(c.id, { id: c.id, entity: c.entity, period, dimensions: c.dimensions });
    this.declarations.noteEntity(c.scheme, c.entity);
  }

  /** The canonical QName of a name in scope, its namespace noted. */
  private qname(scope: NamespaceScope, name: string): string {
    const { qname, ns } = this.names.canonical(scope, name);
    this.declarations.noteQName(qname, ns);
    return qname;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDate(p: Period): boolean {
  if (p.kind === "instant") return ISO_DATE.test(p.instant);
  if (p.kind === "duration") return ISO_DATE.test(p.start) && ISO_DATE.test(p.end);
  return true;
}
