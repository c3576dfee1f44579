import { NameCache } from "./name-cache.js";
import { decodeXmlEntities } from "./xml-entities.js";

/**
 * Receives the elements and text of a document, in document order. An XHTML element (no prefix)
 * that declares no namespace only matters to the reader while it captures a fact's text, and then
 * only by its name: it is reported as `layout`; the root and prefixed elements are reported,
 * opened and closed.
 */
export interface MarkupEvents {
  /**
   * An element opens, with its attributes, its content starting at `contentStart` (-1 when it
   * closes itself). The events may read the element whole, up to and with its end tag, and return
   * the index past it, where scanning goes on (no close follows); otherwise -1. `qualified` is
   * false when no attribute has a prefix or is `xmlns`: then none declares a namespace or is
   * xsi:nil, and the events need not look.
   */
  open(name: string, attribs: Record<string, string>, contentStart: number, qualified: boolean): number;
  /**
   * An XHTML element that declares no namespace opens; no close follows. Reported for every such
   * element, whether or not a text is being captured: one call site, given its feedback in the
   * header, is not deoptimized when the body's first text block comes.
   */
  layout(name: string): void;
  /**
   * Text at `html[start, end)`, only while `wantsText`: its entities are to be decoded, except in
   * a CDATA section (`raw`). Positions, not strings: a text block's pieces are cut out once, when
   * its fact closes, rather than a string made for each piece as it is read.
   */
  text(start: number, end: number, raw: boolean): void;
  /** A reported element closes; `isImplied` when its end tag is missing (the document ends or an outer end tag comes first). */
  close(name: string, isImplied: boolean): void;
  /** Whether the text at this point is read: text nobody reads is neither cut out nor decoded. */
  readonly wantsText: boolean;
}

const TAB = 9;
const LF = 10;
const FF = 12;
const CR = 13;
const SPACE = 32;
const BANG = 33;
const DQUOTE = 34;
const SQUOTE = 39;
const DASH = 45;
const SLASH = 47;
const COLON = 58;
const EQUALS = 61;
const GT = 62;
const QUESTION = 63;
const LBRACKET = 91;
/** What an XHTML element reported only for its name gets as attributes. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * An XHTML start tag of the usual shape from its name on (the name is group 1): attributes each a
 * space, a name, `=` and a quoted value, then an optional `/` (group 2) and the `>`. Where it
 * matches, the tag ends where the attribute reader would end it.
 */
const PLAIN_TAG =
  /([^\t\n\f\r />:]+)(?:[\t\n\f\r ]+[^\t\n\f\r =>/"']+[\t\n\f\r ]*=[\t\n\f\r ]*(?:"[^"]*"|'[^']*'))*[\t\n\f\r ]*(\/[\t\n\f\r ]*)?>/y;

/** An attribute of the plain shape: space, name (group 1), `=`, a value in double (2) or single (3) quotes. */
const PLAIN_ATTRIBUTE = /[\t\n\f\r ]+([^\t\n\f\r =>/"']+)[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)')/y;
/** The end of a start tag after its attributes: an optional `/` (group 1), then `>`. */
const TAG_END = /[\t\n\f\r ]*(\/[\t\n\f\r ]*)?>/y;
/** Attributes that plainAttributes leaves to the attribute reader. */
const NOT_PLAIN = -3;

/** A sticky expression's match at `at`. */
function match(expression: RegExp, text: string, at: number): RegExpExecArray | null {
  expression.lastIndex = at;
  return expression.exec(text);
}

/** A construct that runs past the end of the document: scanning stops there. */
const EOF = -1;
/** A `<` that opens nothing and reads as text. */
const TEXT = -2;

function isSpace(c: number): boolean {
  return c === SPACE || c === LF || c === TAB || c === FF || c === CR;
}

/** The end of a tag or attribute name. */
function endsName(c: number): boolean {
  return c === SLASH || c === GT || isSpace(c);
}

/**
 * Reads a document as htmlparser2 does in XML mode (tags, attributes, comments, CDATA,
 * processing instructions, end tags closing the nearest open element of their name, missing
 * ones implied at the end) and gives `events` the same elements and text. It finds each tag with
 * `indexOf` instead of a state per character, reads tags and attributes of the usual shape with
 * one native match, and skips the attributes and text the events do not ask for: in a fresh
 * process most of the pass runs in code not yet optimized, where each character walked in
 * JavaScript costs tens of times what it costs in a regular expression. The corpus test holds
 * the two to the same facts.
 */
export function scanMarkup(html: string, events: MarkupEvents): void {
  new MarkupScanner(html, events).run();
}

class MarkupScanner {
  // The open elements, innermost last: each one's name, and whether it was reported to the events.
  private readonly openNames: string[] = [];
  private readonly reported: boolean[] = [];
  /** Start of the text not yet given to the events. */
  private textStart = 0;
  /** Next `xmlns` at or after the scan position: tags before it declare no namespace. */
  private nextXmlns = -1;
  /** Whether the tag just read ends with `/>`. */
  private selfClosing = false;
  /** Whether an attribute of the tag just read has a prefix or is `xmlns` (only counted where read). */
  private qualified = false;
  private readonly names: NameCache;

  constructor(
    private readonly html: string,
    private readonly events: MarkupEvents,
  ) {
    this.names = new NameCache(html);
  }

  run(): void {
    const html = this.html;
    let pos = 0;
    for (;;) {
      const lt = html.indexOf("<", pos);
      if (lt < 0) {
        this.flushText(html.length);
        break;
      }
      const c = html.charCodeAt(lt + 1);
      const end =
        c === SLASH
          ? this.endTag(lt)
          : c === BANG
            ? this.declaration(lt)
            : c === QUESTION
              ? this.skipTo(lt, html.indexOf("?>", lt + 2), 2)
              : Number.isNaN(c) || endsName(c)
                ? TEXT
                : this.startTag(lt);
      if (end === EOF) {
        this.flushText(lt);
        break;
      }
      pos = end === TEXT ? lt + 1 : end;
    }
    while (this.openNames.length) this.pop(true);
  }

  private pop(isImplied: boolean): void {
    const name = this.openNames.pop() as string;
    if (this.reported.pop()) this.events.close(name, isImplied);
  }

  /** Every site that gives text goes through here: one call site, given its feedback by the first text of any kind. */
  private flushText(end: number): void {
    if (end > this.textStart && this.events.wantsText) this.events.text(this.textStart, end, false);
  }

  /** Markup from `lt` that ends where `close` (a `length`-character terminator) does; nothing is emitted for it. */
  private skipTo(lt: number, close: number, length: number): number {
    if (close < 0) return EOF;
    this.flushText(lt);
    this.textStart = close + length;
    return this.textStart;
  }

  /** `<!--` comments, `<![CDATA[` sections (their content is text, not decoded) and `<!...>` declarations. */
  private declaration(lt: number): number {
    const html = this.html;
    const c = html.charCodeAt(lt + 2);
    if (c === LBRACKET && html.startsWith("CDATA[", lt + 3)) {
      const close = html.indexOf("]]>", lt + 9);
      if (close < 0) return EOF;
      this.flushText(lt);
      if (close > lt + 9 && this.events.wantsText) this.events.text(lt + 9, close, true);
      this.textStart = close + 3;
      return this.textStart;
    }
    if (c === DASH && html.charCodeAt(lt + 3) === DASH) {
      // A comment ends at the first `-->` or `--!>`.
      for (let k = html.indexOf("--", lt + 4); k >= 0; k = html.indexOf("--", k + 1)) {
        const after = html.charCodeAt(k + 2);
        if (after === GT) return this.skipTo(lt, k, 3);
        if (after === BANG && html.charCodeAt(k + 3) === GT) return this.skipTo(lt, k, 4);
      }
      return EOF;
    }
    // Any other `<!` (DOCTYPE, `<!-x`): up to the next `>` after the character that decided it.
    return this.skipTo(lt, html.indexOf(">", c === DASH ? lt + 4 : lt + 3), 1);
  }

  private endTag(lt: number): number {
    const html = this.html;
    const names = this.openNames;
    const reported = this.reported;
    // Most end tags close the innermost element, written `</name>`: one comparison in place.
    const top = names.length - 1;
    if (top >= 0) {
      const name = names[top] as string;
      const gt = lt + 2 + name.length;
      if (html.charCodeAt(gt) === GT && html.startsWith(name, lt + 2)) {
        this.flushText(lt);
        names.pop();
        if (reported.pop()) this.events.close(name, false);
        this.textStart = gt + 1;
        return this.textStart;
      }
    }
    const n = html.length;
    let i = lt + 2;
    while (i < n && isSpace(html.charCodeAt(i))) i++;
    if (i >= n) return EOF;
    let c = html.charCodeAt(i);
    if (c === GT) return TEXT; // `</>` is text in XML mode
    if (c === SLASH) return this.skipTo(lt, html.indexOf(">", i + 1), 1); // `<//...>` reads as a comment
    let j = i + 1;
    // `c > GT` first: most name characters are letters.
    while (j < n && ((c = html.charCodeAt(j)) > GT || !endsName(c))) j++;
    if (j >= n) return EOF;
    this.flushText(lt);
    // It closes the nearest open element of its name, and any inside it; an end tag with no open
    // element of its name is ignored.
    const length = j - i;
    let at = top;
    for (; at >= 0; at--) {
      const name = names[at] as string;
      if (name.length === length && html.startsWith(name, i)) break;
    }
    if (at >= 0)
      for (let k = top; k >= at; k--) {
        const name = names.pop() as string;
        if (reported.pop()) this.events.close(name, k > at);
      }
    const gt = html.indexOf(">", j);
    this.textStart = gt < 0 ? html.length : gt + 1;
    return gt < 0 ? EOF : this.textStart;
  }

  private startTag(lt: number): number {
    const html = this.html;
    // Most tags are XHTML elements with plain attributes: one native match gives the name and the end.
    PLAIN_TAG.lastIndex = lt + 1;
    const plain = PLAIN_TAG.exec(html);
    if (plain !== null && this.openNames.length > 0) {
      const end = PLAIN_TAG.lastIndex - 1;
      if (this.nextXmlns < lt) {
        const next = html.indexOf("xmlns", lt);
        this.nextXmlns = next < 0 ? html.length : next;
      }
      if (this.nextXmlns > end) {
        const name = plain[1] as string;
        this.flushText(lt);
        this.events.layout(name);
        if (plain[2] === undefined) {
          this.openNames.push(name);
          this.reported.push(false);
        }
        this.textStart = end + 1;
        return this.textStart;
      }
    }
    return this.anyStartTag(lt);
  }

  /** A start tag of any shape: a prefixed element, odd attributes, namespace declarations, the root. */
  private anyStartTag(lt: number): number {
    const html = this.html;
    const n = html.length;
    let i = lt + 2;
    let prefixed = false;
    for (let c: number; i < n && ((c = html.charCodeAt(i)) > GT || !endsName(c)); i++) if (c === COLON) prefixed = true;
    if (i >= n) return EOF;
    const nameStart = lt + 1;
    let attribs: Record<string, string> | null = null;
    let end: number;
    if (prefixed) {
      end = this.plainAttributes(i, (attribs = {}));
      if (end === NOT_PLAIN) end = this.attributes(i, (attribs = {}));
    } else end = this.attributes(i, null);
    if (end < 0) {
      // Cut off inside its attributes: never opened, yet closed at the end like any open element (as htmlparser2 does).
      this.openNames.push(html.slice(nameStart, i));
      this.reported.push(true);
      return EOF;
    }
    // The checks below run for every tag, even where their answer is not needed: a site first
    // reached deep in the body, after the header made this code hot, would deoptimize it.
    if (this.nextXmlns < i) {
      const next = html.indexOf("xmlns", i);
      this.nextXmlns = next < 0 ? n : next;
    }
    const root = this.openNames.length === 0;
    // Namespaces declared on an XHTML element are in scope below it: its attributes are read.
    if (this.nextXmlns < end && !prefixed) end = this.attributes(i, (attribs = {}));
    this.flushText(lt);
    // The root, prefixed elements and namespace declarations are reported; while text is laid
    // out, every other element is, by its name only.
    const name = attribs ? html.slice(nameStart, i) : this.names.get(nameStart, i);
    const reported = attribs !== null || root;
    if (reported) {
      const after = this.events.open(name, attribs ?? NO_ATTRIBUTES, this.selfClosing ? -1 : end + 1, this.qualified);
      if (after >= 0) {
        this.textStart = after;
        return after;
      }
    } else this.events.layout(name);
    // htmlparser2 reports the end of a self-closing element as implied; so do we.
    if (this.selfClosing) {
      if (reported) this.events.close(name, true);
    } else {
      this.openNames.push(name);
      this.reported.push(reported);
    }
    this.textStart = end + 1;
    return this.textStart;
  }

  /**
   * Reads attributes of the plain shape (PLAIN_ATTRIBUTE) from `from` into `into`, one native
   * match each, and returns the index of the tag's `>`; NOT_PLAIN when they are of another shape,
   * to be read afresh by `attributes`. In a fresh process the character-by-character reader, hot
   * with every fact, was among the largest functions TurboFan compiled.
   */
  private plainAttributes(from: number, into: Record<string, string>): number {
    const html = this.html;
    let qualified = false;
    let i = from;
    for (let m = match(PLAIN_ATTRIBUTE, html, i); m !== null; m = match(PLAIN_ATTRIBUTE, html, i)) {
      const name = m[1] as string;
      if (!Object.hasOwn(into, name)) into[name] = decodeXmlEntities(m[2] ?? (m[3] as string));
      if (name.indexOf(":") >= 0 || name === "xmlns") qualified = true;
      i = PLAIN_ATTRIBUTE.lastIndex;
    }
    const end = match(TAG_END, html, i);
    if (end === null) return NOT_PLAIN;
    this.selfClosing = end[1] !== undefined;
    this.qualified = qualified;
    return TAG_END.lastIndex - 1;
  }

  /**
   * Reads the attributes of a start tag from `from` into `into` (when given; the first of two of
   * one name wins) and returns the index of its `>`, or EOF; `selfClosing` says whether `/>` ended it.
   */
  private attributes(from: number, into: Record<string, string> | null): number {
    const html = this.html;
    const n = html.length;
    let i = from;
    this.selfClosing = false;
    this.qualified = false;
    while (i < n) {
      let c = html.charCodeAt(i);
      if (c === GT) return i;
      if (c <= SPACE && isSpace(c)) {
        i++;
        continue;
      }
      if (c === SLASH) {
        // `/` then optional whitespace then `>` closes the element; anything else starts over.
        i++;
        while (i < n && isSpace(html.charCodeAt(i))) i++;
        if (i < n && html.charCodeAt(i) === GT) {
          this.selfClosing = true;
          return i;
        }
        continue;
      }
      // The first character always belongs to the name (even `=`); the rest runs to `=`, space, `/` or `>`.
      const nameStart = i++;
      while (i < n && ((c = html.charCodeAt(i)) > GT || (c !== EQUALS && !endsName(c)))) i++;
      const nameEnd = i;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      if (i >= n) return EOF;
      if (html.charCodeAt(i) !== EQUALS) {
        // An attribute without a value; what follows is read afresh.
        if (into) this.set(into, nameStart, nameEnd, "");
        continue;
      }
      i++;
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      if (i >= n) return EOF;
      c = html.charCodeAt(i);
      let value: string;
      if (c === DQUOTE || c === SQUOTE) {
        const close = html.indexOf(c === DQUOTE ? '"' : "'", i + 1);
        if (close < 0) return EOF;
        value = into ? html.slice(i + 1, close) : "";
        i = close + 1;
      } else {
        const start = i;
        while (i < n && (c = html.charCodeAt(i)) !== GT && !isSpace(c)) i++;
        value = into ? html.slice(start, i) : "";
      }
      if (into) this.set(into, nameStart, nameEnd, decodeXmlEntities(value));
    }
    return EOF;
  }

  private set(into: Record<string, string>, nameStart: number, nameEnd: number, value: string): void {
    const name = this.html.slice(nameStart, nameEnd);
    if (!Object.hasOwn(into, name)) into[name] = value;
    if (name.indexOf(":") >= 0 || name === "xmlns") this.qualified = true;
  }
}
