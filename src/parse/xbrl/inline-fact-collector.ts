import type { FilingIssue } from "../../model/index.js";
import { applyFormat, IXT_REGISTRY_NAMESPACES } from "../ixt/index.js";
import { DeclarationsRecorder } from "./declarations.js";
import { errorCode, type Frame, isNil, normalizeText, numericValue } from "./inline-values.js";
import type { MarkupEvents } from "./markup-scanner.js";
import { EMPTY_SCOPE, NameResolver, scopeFor, type NamespaceScope } from "./qname.js";
import { issue, MalformedDocumentError, NoXbrlError, type RawFact, type XbrlReadResult } from "./raw-fact.js";
import { nextPlainContext, scanPlainContext } from "./plain-context.js";
import { NS_XBRLDI, NS_XBRLI, ResourceReader } from "./resources.js";
import { decodeXmlEntities } from "./xml-entities.js";

const NS_IX = "http://www.xbrl.org/2013/inlineXBRL";
const NS_IX_2008 = "http://www.xbrl.org/2008/inlineXBRL";

/** Registries that undeclared format prefixes conventionally name (TR4 is the one EDGAR filers use). */
const CONVENTIONAL_FORMAT_PREFIXES: Readonly<Record<string, string>> = {
  ixt: IXT_REGISTRY_NAMESPACES.tr4,
  "ixt-sec": IXT_REGISTRY_NAMESPACES.sec,
};

/** HTML elements that start a new line in the text of an ix:nonNumeric text block. */
const BLOCK = new Set(["p", "div", "br", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table", "ul", "ol"]);
const CELL = new Set(["td", "th"]);

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
  /** Its value's text, when it has no continuations: made as it closes, so that the pieces it is made of die young. */
  readonly normalized: string | null;
}

/**
 * The facts, contexts and units of an Inline XBRL document set (Inline XBRL 1.1), built from the
 * element events of its documents, whichever tokenizer produces them. The documents of one
 * filing share contexts and units, so they are collected into one result.
 */
export class InlineFactCollector implements MarkupEvents {
  private readonly declarations = new DeclarationsRecorder();
  private readonly resources = new ResourceReader(this.declarations);
  private readonly facts: RawFact[] = [];
  private readonly issues: FilingIssue[] = [];
  private readonly pending: PendingNonNumeric[] = [];
  private readonly continuations = new Map<string, Frame>();
  private readonly unboundPrefixes = new Set<string>();
  private readonly names = new NameResolver();

  // The document being read.
  private document = "";
  /** Its markup, when the events give text as positions in it (the scanner). */
  private html = "";
  /**
   * The text read since the outermost open frame opened, as triples: a string, or start and end
   * in `html` (end negative: CDATA, not decoded); then the ix:exclude depth it was read at. A
   * frame's text is its triples at its own depth, joined as it closes.
   */
  private readonly log: Array<string | number> = [];
  private logLength = 0;
  /** Whether some frame takes the text at the current exclude depth. */
  private capturing = false;
  private stack: Element[] = [];
  private frames: Frame[] = [];
  private excludeDepth = 0;
  private sawHeader = false;
  private truncated = false;
  private rootName: string | null = null;
  private factCount = 0;
  private pendingCount = 0;
  private lastXhtml: Element | null = null;

  startDocument(document: string, html = ""): void {
    this.document = document;
    this.html = html;
    this.logLength = 0;
    this.capturing = false;
    this.stack = [];
    this.frames = [];
    this.excludeDepth = 0;
    this.sawHeader = false;
    this.truncated = false;
    this.rootName = null;
    this.factCount = this.facts.length;
    this.pendingCount = this.pending.length;
  }

  /** Throws NoXbrlError or MalformedDocumentError for the whole document. */
  endDocument(): void {
    const failure = this.rootName === null ? "no markup" : this.truncated ? `truncated: <${this.rootName}> never closes` : null;
    if (failure || !this.sawHeader) {
      // Nothing of a broken document is kept: drop what it added.
      this.facts.length = this.factCount;
      this.pending.length = this.pendingCount;
      if (failure) throw new MalformedDocumentError(this.document, failure);
      throw new NoXbrlError(this.document);
    }
  }

  get wantsText(): boolean {
    return this.resources.active ? this.resources.readsText : this.capturing;
  }

  /**
   * An element opens. `contentStart` is where its content starts in `html` (the scanner's events;
   * -1 otherwise); an xbrli:context written in the plain form is read whole from there, and the
   * index past its end tag returned: the scanner goes on from there. Otherwise -1.
   */
  open(name: string, attribs: Record<string, string>, contentStart: number, qualified: boolean): number {
    const stack = this.stack;
    const parent = stack.length ? (stack[stack.length - 1] as Element) : null;
    this.rootName ??= name;
    const parentScope = parent ? parent.scope : EMPTY_SCOPE;
    const scope = qualified ? scopeFor(parentScope, attribs) : parentScope;
    if (name.indexOf(":") < 0) {
      // XHTML element: only its layout matters, to text blocks being captured.
      this.layout(name);
      stack.push(this.xhtmlElement(scope));
      return -1;
    }
    const { ns, local, prefix } = this.names.resolve(scope, name);
    if (this.resources.active || ns === NS_XBRLI) {
      if (contentStart >= 0 && local === "context" && !this.resources.active) {
        const end = this.plainContexts(attribs, scope, prefix, contentStart);
        if (end >= 0) return end;
      }
      this.resources.open(ns, local, attribs, scope, name);
      stack.push({ isIx: false, local, scope, frame: null, resource: true });
      return -1;
    }
    const isIx = ns === NS_IX || ns === NS_IX_2008;
    // ix:references' link:schemaRef / link:linkbaseRef: the report's DTS.
    if (!isIx && qualified) this.declarations.noteReference(ns, local, attribs, scope, this.document);
    let frame: Frame | null = null;
    if (isIx) {
      if (local === "header") this.sawHeader = true;
      else if (local === "exclude") {
        this.excludeDepth++;
        this.capturing = this.capturesAtDepth();
      } else if (local === "nonFraction" || local === "nonNumeric" || local === "continuation") {
        if (this.frames.length === 0) this.logLength = 0;
        frame = { kind: local, attribs, qualified, scope, excludeDepth: this.excludeDepth, text: "", from: this.logLength };
        this.frames.push(frame);
        this.capturing = true;
      }
    }
    stack.push({ isIx, local, scope, frame, resource: false });
    return -1;
  }

  /**
   * An xbrli:context read whole when it is written in the plain form, and the plain contexts
   * that follow it, with only white space between (an inline header lists hundreds in a row;
   * not inside a text being captured, which would take that white space): the index past the
   * last one's end tag, or -1 when the first is not plain.
   */
  private plainContexts(attribs: Record<string, string>, scope: NamespaceScope, prefix: string, contentStart: number): number {
    const html = this.html;
    let id = attribs.id ?? "";
    let from = contentStart;
    let end = -1;
    for (;;) {
      const plain = scanPlainContext(html, from, prefix);
      if (plain === null) return end;
      for (const p of plain.memberPrefixes) if (scope.get(p) !== NS_XBRLDI) return end;
      this.resources.addPlainContext(id, plain, scope);
      end = plain.end;
      const next = this.capturing ? null : nextPlainContext(html, end, prefix);
      if (next === null) return end;
      id = next.id;
      from = next.contentStart;
    }
  }

  /** An XHTML element opens: a block or cell inside a text being captured separates its text. */
  layout(name: string): void {
    // Looked up and passed on whether or not a text is captured: these sites get their feedback
    // in the header, and the scan loop is not deoptimized at the body's first text block.
    this.capture(BLOCK.has(name) ? "\n" : CELL.has(name) ? " " : "", 0);
  }

  /** The entry of an XHTML element: nothing of it but its scope is read once open, so entries of one scope are one object. */
  private xhtmlElement(scope: NamespaceScope): Element {
    if (this.lastXhtml?.scope !== scope) this.lastXhtml = { isIx: false, local: "", scope, frame: null, resource: false };
    return this.lastXhtml;
  }

  /** Text at `html[start, end)` (the scanner's events). */
  text(start: number, end: number, raw: boolean): void {
    if (this.resources.active) {
      const text = this.html.slice(start, end);
      this.resources.onText(raw ? text : decodeXmlEntities(text));
    } else this.capture(start, raw ? -end : end);
  }

  /** Text as a string, entities decoded (a tokenizer's events). */
  decodedText(text: string): void {
    if (this.resources.active) this.resources.onText(text);
    else this.capture(text, 0);
  }

  /** A piece of text (or a separator) read while some frame captures; an empty string is none. */
  private capture(piece: string | number, end: number): void {
    if (this.capturing && piece !== "") this.logPiece(piece, end, this.excludeDepth);
  }

  private logPiece(piece: string | number, end: number, depth: number): void {
    const log = this.log;
    const at = this.logLength;
    log[at] = piece;
    log[at + 1] = end;
    log[at + 2] = depth;
    this.logLength = at + 3;
  }

  private capturesAtDepth(): boolean {
    const frames = this.frames;
    for (let k = 0; k < frames.length; k++) if ((frames[k] as Frame).excludeDepth === this.excludeDepth) return true;
    return false;
  }

  /**
   * An element closes. One method, a closing frame's text included: bigger than the optimizing
   * compiler inlines, it is compiled once, not again inside each of the scanner's functions that
   * end elements (in a fresh process, those compilations cost more than the pass they speed up).
   */
  close(name: string, isImplied: boolean): void {
    const el = this.stack.pop();
    if (!el) return;
    if (isImplied && this.stack.length === 0) this.truncated = true;
    if (el.resource) {
      const { ns, local } = this.names.resolve(el.scope, name);
      this.resources.close(ns, local);
      return;
    }
    if (!el.isIx) return;
    if (el.local === "exclude") {
      this.excludeDepth--;
      this.capturing = this.capturesAtDepth();
    }
    const frame = el.frame;
    if (!frame) return;
    this.frames.splice(this.frames.lastIndexOf(frame), 1);
    this.capturing = this.capturesAtDepth();
    // Its text: what was read inside it at its own exclude depth. Its part of the log then
    // becomes that one piece: a frame around it at its depth reads it whole (a text block's
    // pieces are cut out and decoded once, not once per text block around them), and no frame
    // still open reads the deeper pieces it replaces (they lay inside ix:exclude within it).
    const log = this.log;
    const html = this.html;
    const depth = frame.excludeDepth;
    let text = "";
    for (let k = frame.from; k < this.logLength; k += 3) {
      if (log[k + 2] !== depth) continue;
      const piece = log[k] as string | number;
      if (typeof piece === "string") text += piece;
      else {
        const end = log[k + 1] as number;
        text += end < 0 ? html.slice(piece, -end) : decodeXmlEntities(html.slice(piece, end));
      }
    }
    this.logLength = frame.from;
    this.logPiece(text, 0, depth);
    frame.text = text;
    if (frame.kind === "nonFraction") this.finishNonFraction(frame, this.document);
    else if (frame.kind === "nonNumeric") {
      const normalized = frame.attribs.continuedAt || isNil(frame) ? null : normalizeText(frame.text);
      if (normalized !== null) frame.text = "";
      this.pending.push({ frame, document: this.document, normalized });
    } else if (frame.attribs.id) this.continuations.set(frame.attribs.id, frame);
  }

  /** All facts of the documents read so far; non-numeric facts get their continuations here. */
  result(): XbrlReadResult {
    for (const { frame, document, normalized } of this.pending) this.finishNonNumeric(frame, document, normalized);
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
    const name = this.names.resolve(scope, format);
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
    const { qname, ns } = this.names.canonical(frame.scope, a.name ?? "");
    this.declarations.noteQName(qname, ns);
    let value: string | null = null;
    if (!isNil(frame)) {
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

  private finishNonNumeric(frame: Frame, document: string, normalized: string | null): void {
    const a = frame.attribs;
    const id = a.id ?? null;
    const { qname, ns } = this.names.canonical(frame.scope, a.name ?? "");
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
    if (!isNil(frame)) {
      value = normalized ?? normalizeText(text);
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
