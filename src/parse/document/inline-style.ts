/**
 * The few presentational facts the converter needs from an element: emphasis, centering,
 * hiding and page breaks. EDGAR HTML states them in three generations of markup: `<b>`/`<font>`
 * and `align=` (1990s-2000s), inline CSS (`font-weight:700`, Workiva and Toppan Merrill since
 * ~2010), and `page-break-before/after` styles, the only way an EDGAR HTML document (which has no page
 * element) can mark where its printed pages end.
 */
import type { ElementAttributes } from "./html-elements.js";
import { BOLD, ITALIC, UNDERLINE } from "./text-buffer.js";

export interface ElementStyle {
  /** Sum of BOLD / ITALIC / UNDERLINE in force for the element's text. */
  readonly emphasis: number;
  /** Text is centered; null when the element does not say (inherit). */
  readonly center: boolean | null;
  readonly hidden: boolean;
  readonly breakBefore: boolean;
  readonly breakAfter: boolean;
  /** Inline element set off by its own padding or margin ("1." then a padded "I have reviewed"). */
  readonly gap: boolean;
  /** Set in the Wingdings symbol font: "¨" shows as an empty check box, "x" as a checked one. */
  readonly symbols: boolean | null;
}

const TAG_EMPHASIS: Readonly<Record<string, number>> = {
  b: BOLD,
  strong: BOLD,
  th: BOLD,
  i: ITALIC,
  em: ITALIC,
  u: UNDERLINE,
  ins: UNDERLINE,
};

const PAGE_BREAK = new Set(["always", "page", "left", "right"]);

/** Tags whose alignment attribute or style centers their own text. */
const ALIGNABLE = new Set(["p", "div", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "center", "font", "span"]);

/** The style an element gives its content, on top of the inherited `emphasis`. */
export function elementStyle(
  tag: string,
  attribs: Readonly<Pick<ElementAttributes, "face" | "align" | "style">>,
  inherited: number,
): ElementStyle {
  let emphasis = inherited | (TAG_EMPHASIS[tag] ?? 0);
  let center: boolean | null = tag === "center" ? true : null;
  let symbols: boolean | null = null;
  const face = attribs.face;
  if (face !== undefined) symbols = /wingdings/i.test(face);
  const align = attribs.align;
  if (align !== undefined && ALIGNABLE.has(tag)) center = align.toLowerCase() === "center";
  const style = attribs.style;
  if (style === undefined) return { emphasis, center, hidden: false, breakBefore: false, breakAfter: false, gap: false, symbols };
  const d = declarations(style);
  emphasis = (emphasis & ~d.clear) | d.set;
  return {
    emphasis,
    center: d.center ?? center,
    hidden: d.hidden,
    breakBefore: d.breakBefore,
    breakAfter: d.breakAfter,
    gap: d.gap,
    symbols: d.symbols ?? symbols,
  };
}

/** What one `style` attribute says, independent of the element and what it inherits. */
interface StyleDeclarations extends Omit<ElementStyle, "emphasis"> {
  /** Emphasis bits the declarations turn on and off (the last declaration of a property wins). */
  readonly set: number;
  readonly clear: number;
}

/**
 * A document repeats a few hundred distinct style strings over tens of thousands of elements:
 * each is parsed once. Bounded, so that a long-lived process reading many documents keeps a
 * small cache.
 */
const parsed = new Map<string, StyleDeclarations>();
const MAX_CACHED = 4096;

function declarations(style: string): StyleDeclarations {
  let d = parsed.get(style);
  if (d === undefined) {
    if (parsed.size >= MAX_CACHED) parsed.clear();
    d = parseDeclarations(style);
    parsed.set(style, d);
  }
  return d;
}

function parseDeclarations(style: string): StyleDeclarations {
  let set = 0;
  let clear = 0;
  const turn = (bit: number, on: boolean): void => {
    if (on) {
      set |= bit;
      clear &= ~bit;
    } else {
      clear |= bit;
      set &= ~bit;
    }
  };
  let center: boolean | null = null;
  let hidden = false;
  let breakBefore = false;
  let breakAfter = false;
  let gap = false;
  let symbols: boolean | null = null;
  // One pass over the declarations ("prop: value; ..."), reading only the properties used here.
  for (let i = 0, n = style.length; i < n; ) {
    let semi = style.indexOf(";", i);
    if (semi < 0) semi = n;
    const colon = style.indexOf(":", i);
    if (colon > i && colon < semi) {
      const prop = style.slice(i, colon).trim().toLowerCase();
      let value = style
        .slice(colon + 1, semi)
        .trim()
        .toLowerCase();
      if (value.endsWith("!important")) value = value.slice(0, -10).trim();
      switch (prop) {
        case "font-weight":
          turn(BOLD, value === "bold" || value === "bolder" || (value.length === 3 && value >= "600" && value <= "900"));
          break;
        case "font-style":
          turn(ITALIC, value === "italic" || value === "oblique");
          break;
        case "text-decoration":
        case "text-decoration-line":
          if (value.includes("underline")) turn(UNDERLINE, true);
          else if (value.includes("none")) turn(UNDERLINE, false);
          break;
        case "text-align":
          center = value === "center";
          break;
        case "display":
          if (value === "none") hidden = true;
          else if (value === "inline-block") gap = true;
          break;
        case "padding-left":
        case "margin-left":
          if (Number.parseFloat(value) > 0) gap = true;
          break;
        case "font-family":
          symbols = value.includes("wingdings");
          break;
        case "page-break-before":
        case "break-before":
          breakBefore = PAGE_BREAK.has(value);
          break;
        case "page-break-after":
        case "break-after":
          breakAfter = PAGE_BREAK.has(value);
          break;
      }
    }
    i = semi + 1;
  }
  return { set, clear, center, hidden, breakBefore, breakAfter, gap, symbols };
}

/** Wingdings code points EDGAR filers use for check boxes and bullets, as the Unicode they show. */
const WINGDINGS: Readonly<Record<string, string>> = {
  "\u00a8": "\u2610",
  o: "\u2610",
  q: "\u2610",
  x: "\u2612",
  "\u00fe": "\u2612",
  "\u00fd": "\u2612",
  n: "\u25a0",
  l: "\u25cf",
  "\u00a7": "\u25aa",
};

/** Text set in Wingdings, as the symbols a reader sees. */
export function fromWingdings(text: string): string {
  let out = "";
  for (const ch of text) out += WINGDINGS[ch] ?? ch;
  return out;
}
