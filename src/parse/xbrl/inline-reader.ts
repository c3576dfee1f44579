import { Parser } from "htmlparser2";
import type { FilingIssue } from "../../model/index.js";
import { applyFormat, IXT_REGISTRY_NAMESPACES } from "../ixt/index.js";
import { canonicalDecimal, negateDecimal, scaleDecimal } from "./decimal.js";
import { DeclarationsRecorder } from "./declarations.js";
import { canonicalQName, EMPTY_SCOPE, resolveName, scopeFor, type NamespaceScope } from "./qname.js";
import { issue, MalformedDocumentError, NoXbrlError, type RawFact, type XbrlReadResult } from "./raw-fact.js";
import { NS_XBRLI, ResourceReader } from "./resources.js";

const NS_IX = "http://www.xbrl.org/2013/inlineXBRL";
const NS_IX_2008 = "http://www.xbrl.org/2008/inlineXBRL";
const NS_XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** Registries that undeclared format prefixes conventionally name (TR4 is the one EDGAR filers use). */
const CONVENTIONAL_FORMAT_PREFIXES: Readonly<Record<string, string>> = {
  ixt: IXT_REGISTRY_NAMESPACES.tr4,
  "ixt-sec": IXT_REGISTRY_NAMESPACES.sec,
};

/** HTML elements that start a new line in the text of an ix:nonNumeric text block. */
const BLOCK = new Set(["p", "div", "br", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul", "ol"]);
const CELL = new Set(["td", "th"]);

/** A text capture: an ix:nonFraction, ix:nonNumeric or ix:continuation being read. */
interface Frame {
  readonly kind: "nonFraction" | "nonNumeric" | "continuation";
  readonly attribs: Record<string, string>;
  readonly scope: NamespaceScope;
  /** Depth of ix:exclude when the frame opened: text inside a deeper exclude is not its content. */
  readonly excludeDepth: number;
  text: string;
}

interface Element {
  readonly isIx: boolean;
  readonly local: string;
  readonly scope: NamespaceScope;
  readonly frame: Frame | null;
  readonly resource: boolean;
}

interface PendingNonNumeric {
  readonly frame: Frame;
  readonly document: string;
}

/**
 * Reads the facts, contexts and units of an Inline XBRL document set (Inline XBRL 1.1). The
 * documents of one filing share contexts and units, so they are read into one result.
 */
export class InlineXbrlReader {
  private readonly declarations = new DeclarationsRecorder();
  private readonly resources = new ResourceReader(this.declarations);
  private readonly facts: RawFact[] = [];
  private readonly issues: FilingIssue[] = [];
  private readonly pending: PendingNonNumeric[] = [];
  private readonly continuations = new Map<string, Frame>();
  private readonly unboundPrefixes = new Set<string>();

  /** Reads one document; throws NoXbrlError or MalformedDocumentError for the whole document. */
  read(document: string, html: string): void {
    const stack: Element[] = [];
    const frames: Frame[] = [];
    let excludeDepth = 0;
    let sawHeader = false;
    let truncated = false;
    let rootName: string | null = null;
    const factCount = this.facts.length;
    const pendingCount = this.pending.length;

    const parser = new Parser(
      {
        onopentag: (name, attribs) => {
          const parent = stack.length ? (stack[stack.length - 1] as Element) : null;
          rootName ??= name;
          const scope = scopeFor(parent ? parent.scope : EMPTY_SCOPE, attribs);
          if (name.indexOf(":") < 0) {
            // XHTML element: only its layout matters, to text blocks being captured.
            if (frames.length) {
              const sep = BLOCK.has(name) ? "\n" : CELL.has(name) ? " " : null;
              if (sep) for (const f of frames) if (f.excludeDepth === excludeDepth) f.text += sep;
            }
            stack.push({ isIx: false, local: name, scope, frame: null, resource: false });
            return;
          }
          const { ns, local } = resolveName(scope, name);
          if (this.resources.active || ns === NS_XBRLI) {
            this.resources.open(ns, local, attribs, scope, name);
            stack.push({ isIx: false, local, scope, frame: null, resource: true });
            return;
          }
          const isIx = ns === NS_IX || ns === NS_IX_2008;
          // ix:references' link:schemaRef / link:linkbaseRef: the report's DTS.
          if (!isIx) this.declarations.noteReference(ns, local, attribs, scope, document);
          let frame: Frame | null = null;
          if (isIx) {
            if (local === "header") sawHeader = true;
            else if (local === "exclude") excludeDepth++;
            else if (local === "nonFraction" || local === "nonNumeric" || local === "continuation") {
              frame = { kind: local, attribs, scope, excludeDepth, text: "" };
              frames.push(frame);
            }
          }
          stack.push({ isIx, local, scope, frame, resource: false });
        },
        ontext: (text) => {
          if (this.resources.active) {
            this.resources.onText(text);
            return;
          }
          for (const f of frames) if (f.excludeDepth === excludeDepth) f.text += text;
        },
        onclosetag: (_name, isImplied) => {
          const el = stack.pop();
          if (!el) return;
          if (isImplied && stack.length === 0) truncated = true;
          if (el.resource) {
            const { ns, local } = resolveName(el.scope, _name);
            this.resources.close(ns, local);
            return;
          }
          if (!el.isIx) return;
          if (el.local === "exclude") excludeDepth--;
          const frame = el.frame;
          if (!frame) return;
          frames.splice(frames.lastIndexOf(frame), 1);
          if (frame.kind === "nonFraction") this.finishNonFraction(frame, document);
          else if (frame.kind === "nonNumeric") this.pending.push({ frame, document });
          else if (frame.attribs.id) this.continuations.set(frame.attribs.id, frame);
        },
      },
      { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
    );
    parser.write(html);
    parser.end();

    const failure = rootName === null ? "no markup" : truncated ? `truncated: <${rootName}> never closes` : null;
    if (failure || !sawHeader) {
      // Nothing of a broken document is kept: drop what it added.
      this.facts.length = factCount;
      this.pending.length = pendingCount;
      if (failure) throw new MalformedDocumentError(document, failure);
      throw new NoXbrlError(document);
    }
  }

  /** All facts of the documents read so far; non-numeric facts get their continuations here. */
  result(): XbrlReadResult {
    for (const { frame, document } of this.pending) this.finishNonNumeric(frame, document);
    this.pending.length = 0;
    for (const p of this.resources.problems) this.issues.push(issue("malformed_context", p, null, null, null));
    return {
      contexts: this.resources.contexts,
      units: this.resources.units,
      facts: this.facts,
      issues: [...this.issues, ...this.declarations.problems()],
      declarations: this.declarations.declarations(),
    };
  }

  /**
   * The namespace and name of a `format`. Some copies of filings in circulation lost the
   * document's xmlns declarations; an unbound `ixt`/`ixt-sec` prefix is then read under the
   * registry those prefixes conventionally name, and the filing records that it happened.
   */
  private formatName(scope: NamespaceScope, format: string, document: string): { ns: string; local: string } {
    const name = resolveName(scope, format);
    if (name.ns !== "" || !format) return name;
    const fallback = CONVENTIONAL_FORMAT_PREFIXES[name.prefix];
    if (!fallback) return name;
    if (!this.unboundPrefixes.has(name.prefix)) {
      this.unboundPrefixes.add(name.prefix);
      this.issues.push(
        issue("unbound_prefix", `prefix "${name.prefix}" is not declared; formats read as ${fallback}`, document, null, null),
      );
    }
    return { ns: fallback, local: name.local };
  }

  private finishNonFraction(frame: Frame, document: string): void {
    const a = frame.attribs;
    const id = a.id ?? null;
    const { qname, ns } = canonicalQName(frame.scope, a.name ?? "");
    this.declarations.noteQName(qname, ns);
    const nil = isNil(frame, a);
    let value: string | null = null;
    if (!nil) {
      try {
        value = numericValue(frame, this.formatName(frame.scope, a.format ?? "", document));
      } catch (err) {
        this.issues.push(issue(errorCode(err), (err as Error).message, document, id, qname));
        return;
      }
    }
    this.facts.push({
      concept: qname,
      namespace: ns,
      contextRef: a.contextRef ?? "",
      unitRef: a.unitRef ?? null,
      numeric: true,
      value,
      decimals: a.decimals ?? null,
      document,
      elementId: id,
    });
  }

  private finishNonNumeric(frame: Frame, document: string): void {
    const a = frame.attribs;
    const id = a.id ?? null;
    const { qname, ns } = canonicalQName(frame.scope, a.name ?? "");
    this.declarations.noteQName(qname, ns);
    let text = frame.text;
    const seen = new Set<string>();
    for (let next = a.continuedAt; next; ) {
      const cont = this.continuations.get(next);
      if (!cont || seen.has(next)) {
        this.issues.push(issue("broken_continuation", `continuation ${next} of ${qname} not found or circular`, document, id, qname));
        break;
      }
      seen.add(next);
      text += `\n${cont.text}`;
      next = cont.attribs.continuedAt;
    }
    let value: string | null = null;
    if (!isNil(frame, a)) {
      value = normalizeText(text);
      if (a.format) {
        try {
          const { ns: fns, local } = this.formatName(frame.scope, a.format, document);
          value = applyFormat(fns, local, value);
        } catch (err) {
          this.issues.push(issue(errorCode(err), (err as Error).message, document, id, qname));
          return;
        }
      }
    }
    this.facts.push({
      concept: qname,
      namespace: ns,
      contextRef: a.contextRef ?? "",
      unitRef: null,
      numeric: false,
      value,
      decimals: null,
      document,
      elementId: id,
    });
  }
}

function isNil(frame: Frame, a: Record<string, string>): boolean {
  for (const key in a) {
    if (key.endsWith(":nil") && a[key] === "true" && resolveName(frame.scope, key).ns === NS_XSI) return true;
  }
  return false;
}

/**
 * ix:nonFraction's value: the format turns the shown text into a non-negative number, `scale`
 * multiplies it by 10^scale, and `sign="-"` negates it (Inline XBRL 1.1 §4.1.4, §4.1.5).
 * Parentheses around the shown number are presentation only.
 */
function numericValue(frame: Frame, format: { ns: string; local: string }): string {
  const a = frame.attribs;
  const shown = frame.text.trim();
  let value: string | null;
  if (a.format) {
    value = canonicalDecimal(applyFormat(format.ns, format.local, shown));
  } else {
    value = canonicalDecimal(shown);
  }
  if (value === null || value.startsWith("-")) {
    throw Object.assign(new Error(`"${shown}" is not a non-negative number${a.format ? ` under ${a.format}` : ""}`), {
      code: "bad_number",
    });
  }
  const scale = a.scale ? Number(a.scale) : 0;
  if (!Number.isInteger(scale)) throw Object.assign(new Error(`scale "${a.scale}" is not an integer`), { code: "bad_scale" });
  if (scale !== 0) value = scaleDecimal(value, scale);
  return a.sign === "-" ? negateDecimal(value) : value;
}

function errorCode(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" ? code : "bad_value";
}

/** Text of a non-numeric fact: spaces collapsed, one line per block (paragraph, row, item). */
export function normalizeText(text: string): string {
  return text
    .replace(/[ \t\r\f\v\u00a0]+/g, " ")
    .replace(/ *\n[ \n]*/g, "\n")
    .trim();
}
