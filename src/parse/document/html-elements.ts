/**
 * Elements and text of an HTML document, from htmlparser2's tokenizer, with the tree building of
 * htmlparser2's parser (HTML mode, tags lowercased, self-closing tags recognized): the same
 * implied end tags, void elements, `</p>` and `</br>` without a start tag, nested `<form>`
 * dropped, SVG and MathML contexts and end of document, so the events are the ones its parser
 * gives. What it leaves out is what the document scanner never reads: it keeps only the
 * attributes named in ElementAttributes, builds no attribute object per element, and neither cuts
 * out text nor reads attributes while the receiver says it is not reading (hidden content).
 */
import type { Tokenizer } from "htmlparser2";
import { SkippingTokenizer } from "./skipping-tokenizer.js";

/** The attributes the scanner reads (first occurrence of each, entities decoded). */
export interface ElementAttributes {
  style: string | undefined;
  align: string | undefined;
  face: string | undefined;
  id: string | undefined;
  name: string | undefined;
  colspan: string | undefined;
  rowspan: string | undefined;
}

export interface ElementEvents {
  /**
   * An element opens; `attribs` is reused for the next element (copy what is kept). Returning
   * true passes its content over unread, up to the first end tag of its name: only for an element
   * that does not nest and whose content holds no end tag of an element around it (`ix:header` in
   * an iXBRL document, which is well-formed XML), where the events are the same less those inside.
   */
  open(tag: string, attribs: Readonly<ElementAttributes>): boolean;
  text(text: string): void;
  /** An element closes, its end tag written or implied. */
  close(tag: string): void;
  /** Whether text and attributes are read at this point; when not, neither is cut out of the document. */
  reading(): boolean;
}

type Callbacks = ConstructorParameters<typeof Tokenizer>[1];

const formTags = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);
const pTag = new Set(["p"]);
const headingTags = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p"]);
const tableSectionTags = new Set(["thead", "tbody"]);
const ddtTags = new Set(["dd", "dt"]);
const rtpTags = new Set(["rt", "rp"]);

/** Start tags that close open elements first (htmlparser2 12's table, kept as it is). */
const OPEN_IMPLIES_CLOSE = new Map<string, Set<string>>([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th"])],
  ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])],
  ["a", new Set(["a"])],
  ["li", new Set(["li"])],
  ["p", pTag],
  ["h1", headingTags],
  ["h2", headingTags],
  ["h3", headingTags],
  ["h4", headingTags],
  ["h5", headingTags],
  ["h6", headingTags],
  ["select", formTags],
  ["input", formTags],
  ["output", formTags],
  ["button", formTags],
  ["datalist", formTags],
  ["textarea", formTags],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["dd", ddtTags],
  ["dt", ddtTags],
  ["address", pTag],
  ["article", pTag],
  ["aside", pTag],
  ["blockquote", pTag],
  ["details", pTag],
  ["div", pTag],
  ["dl", pTag],
  ["fieldset", pTag],
  ["figcaption", pTag],
  ["figure", pTag],
  ["footer", pTag],
  ["form", pTag],
  ["header", pTag],
  ["hr", pTag],
  ["main", pTag],
  ["nav", pTag],
  ["ol", pTag],
  ["pre", pTag],
  ["section", pTag],
  ["table", pTag],
  ["ul", pTag],
  ["rt", rtpTags],
  ["rp", rtpTags],
  ["tbody", tableSectionTags],
  ["tfoot", tableSectionTags],
]);

const VOID = new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "command",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);

const FOREIGN = new Set(["math", "svg"]);
const HTML_INTEGRATION = new Set(["mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignObject", "desc", "title"]);

/** SVG element names written in mixed case (HTML Living Standard §13.2.6.5). */
const SVG_NAMES = new Map<string, string>(
  [
    "altGlyph",
    "altGlyphDef",
    "altGlyphItem",
    "animateColor",
    "animateMotion",
    "animateTransform",
    "clipPath",
    "feBlend",
    "feColorMatrix",
    "feComponentTransfer",
    "feComposite",
    "feConvolveMatrix",
    "feDiffuseLighting",
    "feDisplacementMap",
    "feDistantLight",
    "feDropShadow",
    "feFlood",
    "feFuncA",
    "feFuncB",
    "feFuncG",
    "feFuncR",
    "feGaussianBlur",
    "feImage",
    "feMerge",
    "feMergeNode",
    "feMorphology",
    "feOffset",
    "fePointLight",
    "feSpecularLighting",
    "feSpotLight",
    "feTile",
    "feTurbulence",
    "foreignObject",
    "glyphRef",
    "linearGradient",
    "radialGradient",
    "textPath",
  ].map((n) => [n.toLowerCase(), n]),
);

enum Context {
  Html = 0,
  Svg = 1,
  MathMl = 2,
}

/** Which ElementAttributes field an attribute name fills, or null; names of other lengths are never sliced out. */
function wanted(name: string): keyof ElementAttributes | null {
  switch (name) {
    case "style":
    case "align":
    case "face":
    case "id":
    case "name":
    case "colspan":
    case "rowspan":
      return name;
    default:
      return null;
  }
}

/** Lengths of the wanted attribute names. */
const WANTED_LENGTH = [false, false, true, false, true, true, false, true];

/** Reads `html` whole, calling `events` in document order. */
/** Reads `html` whole, calling `events` in document order. */
export function readElements(html: string, events: ElementEvents): void {
  new ElementReader(html, events).run();
}

class ElementReader implements Callbacks {
  private readonly tokenizer: SkippingTokenizer;
  /** Open elements, innermost last. */
  private readonly stack: string[] = [];
  private readonly contexts: Context[] = [Context.Html];
  private readonly names: TagNames;
  private readonly attribs: ElementAttributes = {
    style: undefined,
    align: undefined,
    face: undefined,
    id: undefined,
    name: undefined,
    colspan: undefined,
    rowspan: undefined,
  };
  /** The start tag being read; "" for a `<form>` inside a form, which HTML drops. */
  private tagname = "";
  /** Whether the current start tag's attributes are read. */
  private readAttribs = false;
  /** The attribute being read, when it is one of the wanted ones and not yet seen on this element. */
  private attrib: keyof ElementAttributes | null = null;
  private value = "";

  constructor(
    private readonly html: string,
    private readonly events: ElementEvents,
  ) {
    this.names = new TagNames(html);
    this.tokenizer = new SkippingTokenizer({ decodeEntities: true, recognizeSelfClosing: true }, this);
  }

  run(): void {
    this.tokenizer.write(this.html);
    this.tokenizer.end();
  }

  isInForeignContext(): boolean {
    return this.contexts[this.contexts.length - 1] !== Context.Html;
  }

  ontext(start: number, endIndex: number): void {
    if (start !== endIndex && this.events.reading()) this.events.text(this.html.slice(start, endIndex));
  }

  ontextentity(cp: number): void {
    if (this.events.reading()) this.events.text(String.fromCodePoint(cp));
  }

  onopentagname(start: number, endIndex: number): void {
    this.openTag(this.tagName(start, endIndex));
  }

  onattribname(start: number, endIndex: number): void {
    this.attrib = null;
    if (!this.readAttribs || endIndex - start >= WANTED_LENGTH.length || !WANTED_LENGTH[endIndex - start]) return;
    const field = wanted(this.html.slice(start, endIndex).toLowerCase());
    if (field !== null && this.attribs[field] === undefined) this.attrib = field;
  }

  onattribdata(start: number, endIndex: number): void {
    if (this.attrib !== null) this.value += this.html.slice(start, endIndex);
  }

  onattribentity(cp: number): void {
    if (this.attrib !== null) this.value += String.fromCodePoint(cp);
  }

  onattribend(): void {
    if (this.attrib !== null) this.attribs[this.attrib] = this.value;
    this.attrib = null;
    this.value = "";
  }

  onopentagend(endIndex: number): void {
    const name = this.tagname;
    if (!this.endOpenTag()) return;
    const end = this.html.indexOf(`</${name}`, endIndex + 1);
    if (end >= 0) this.tokenizer.skipContentTo(end);
  }

  onselfclosingtag(): void {
    const name = this.tagname;
    this.endOpenTag();
    if (this.stack[this.stack.length - 1] === name) this.pop();
  }

  onclosetag(start: number, endIndex: number): void {
    const name = this.tagName(start, endIndex);
    if (VOID.has(name)) {
      // `</br>` is read as `<br>`; other void end tags are ignored.
      if (name === "br") {
        this.clearAttribs();
        this.events.open("br", this.attribs);
        this.events.close("br");
      }
      return;
    }
    const at = this.stack.lastIndexOf(name);
    if (at >= 0) {
      while (this.stack.length > at) this.pop();
    } else if (name === "p") {
      // `</p>` without a start tag is an empty paragraph.
      this.openTag("p");
      const tag = this.tagname;
      this.readAttribs = false;
      this.clearAttribs();
      this.endOpenTag();
      if (this.stack[this.stack.length - 1] === tag) this.pop();
    }
  }

  oncdata(start: number, endIndex: number, offset: number): void {
    // HTML reads CDATA as text only inside SVG and MathML; elsewhere it is a comment.
    if (this.isInForeignContext() && this.events.reading()) this.events.text(this.html.slice(start, endIndex - offset));
  }

  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}

  onend(): void {
    for (let i = this.stack.length - 1; i >= 0; i--) this.events.close(this.stack[i] as string);
  }

  private tagName(start: number, endIndex: number): string {
    const name = this.names.get(start, endIndex);
    const context = this.contexts[this.contexts.length - 1];
    if (context === Context.Svg) return SVG_NAMES.get(name) ?? name;
    // Below a foreign element, an end tag such as `</foreignobject>` names the element as opened.
    if (this.contexts.length > 1) {
      const adjusted = SVG_NAMES.get(name);
      if (adjusted !== undefined && this.stack.includes(adjusted)) return adjusted;
    }
    if (context === Context.Html && name === "image") return "img";
    return name;
  }

  private openTag(name: string): void {
    this.tagname = name;
    if (name === "form" && this.stack.includes("form")) {
      this.tagname = "";
      this.readAttribs = false;
      return;
    }
    const closes = OPEN_IMPLIES_CLOSE.get(name);
    if (closes) while (this.stack.length > 0 && closes.has(this.stack[this.stack.length - 1] as string)) this.pop();
    if (!VOID.has(name)) {
      this.stack.push(name);
      if (name === "svg") this.contexts.push(Context.Svg);
      else if (name === "math") this.contexts.push(Context.MathMl);
      else if (HTML_INTEGRATION.has(name)) this.contexts.push(Context.Html);
    }
    this.readAttribs = this.events.reading();
    if (this.readAttribs) this.clearAttribs();
  }

  /** Reports the start tag read; true when its content is to be passed over. */
  private endOpenTag(): boolean {
    const name = this.tagname;
    this.tagname = "";
    this.readAttribs = false;
    if (name === "") return false;
    const skip = this.events.open(name, this.attribs);
    if (!VOID.has(name)) return skip;
    this.events.close(name);
    return false;
  }

  private pop(): void {
    const name = this.stack.pop() as string;
    if (FOREIGN.has(name) || HTML_INTEGRATION.has(name)) this.contexts.pop();
    this.events.close(name);
  }

  private clearAttribs(): void {
    const a = this.attribs;
    a.style = a.align = a.face = a.id = a.name = a.colspan = a.rowspan = undefined;
  }
}

/**
 * Tag names lowercased, each one string for the whole document: a document uses a few dozen
 * names over tens of thousands of tags, and every set and table the scanner looks a name up in
 * then hashes it once. Keyed by length and first and last characters, checked in place against
 * the spelling last seen with that key.
 */
class TagNames {
  private readonly byShape = new Map<number, { readonly written: string; readonly lower: string }>();

  constructor(private readonly html: string) {}

  get(start: number, end: number): string {
    const html = this.html;
    const shape = (((end - start) & 0x3ff) << 17) | ((html.charCodeAt(start) & 0xff) << 8) | (html.charCodeAt(end - 1) & 0xff);
    const known = this.byShape.get(shape);
    if (known !== undefined && html.startsWith(known.written, start) && known.written.length === end - start) return known.lower;
    const written = html.slice(start, end);
    const lower = written.toLowerCase();
    this.byShape.set(shape, { written, lower });
    return lower;
  }
}
