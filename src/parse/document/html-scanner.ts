/**
 * One pass (htmlparser2's tokenizer, see html-elements.ts) over an EDGAR HTML or iXBRL document into raw blocks: text with
 * its emphasis and container, tables as cells, page breaks. iXBRL wrappers are transparent but
 * leave marks where each `id` opens and closes; `ix:header` (Inline XBRL 1.1: hidden facts,
 * contexts and units, never displayed) and anything styled `display:none` are dropped.
 */
import { type ElementAttributes, readElements } from "./html-elements.js";
import { elementStyle, fromWingdings } from "./inline-style.js";
import type { RawBlock, RawCell, RawRow, RawTable, RawText } from "./raw-blocks.js";
import { scanText } from "./text-scanner.js";
import { TextBuffer, type IxKind } from "./text-buffer.js";

/** Elements whose content is never shown. */
const SKIPPED = new Set(["head", "title", "script", "style", "noscript", "template", "ix:header"]);

/** Skipped elements whose content is passed over unread, up to their end tag: they do not nest (see ElementEvents.open). */
const OPAQUE = new Set(["ix:header"]);

/** Elements that start and end a block of text (HTML 4.01 block-level elements and friends). */
const BLOCK = new Set([
  "p",
  "div",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "ul",
  "ol",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "center",
  "address",
  "section",
  "article",
  "header",
  "footer",
  "nav",
  "aside",
  "main",
  "figure",
  "figcaption",
  "form",
  "fieldset",
  "caption",
  "body",
  "html",
  "tr",
  "dir",
  "menu",
]);

const IX: Readonly<Record<string, IxKind>> = {
  "ix:nonfraction": "nonFraction",
  "ix:nonnumeric": "nonNumeric",
  "ix:continuation": "continuation",
  "ix:footnote": "footnote",
};

interface Container {
  readonly blocks: RawBlock[];
  cur: RawText | null;
}

interface TableFrame {
  readonly table: { kind: "table"; rows: RawRow[]; typed: false };
  readonly parent: Container;
  row: RawRow | null;
  cell: Container | null;
}

interface Entry {
  readonly emphasis: number;
  readonly center: boolean;
  readonly hidden: boolean;
  readonly hLevel: number | null;
  readonly list: "ul" | "ol" | null;
  readonly breakAfter: boolean;
  readonly symbols: boolean;
  readonly ix: { id: string; kind: IxKind; concept: string } | null;
}

const ROOT_ENTRY: Entry = {
  emphasis: 0,
  center: false,
  hidden: false,
  hLevel: null,
  list: null,
  breakAfter: false,
  symbols: false,
  ix: null,
};

/** Every element inside a hidden one: nothing below it is read, so one entry serves them all. */
const HIDDEN_ENTRY: Entry = { ...ROOT_ENTRY, hidden: true };

/** Reads an HTML document into raw blocks (document order). */
export function scanHtml(html: string): RawBlock[] {
  const root: Container = { blocks: [], cur: null };
  const stack: Entry[] = [ROOT_ENTRY];
  const frames: TableFrame[] = [];
  let listKind: "ul" | "ol" | null = null;
  let pre: { depth: number; text: string } | null = null;

  const container = (): Container => {
    const f = frames[frames.length - 1];
    if (!f) return root;
    return f.cell ?? f.parent;
  };
  const inCell = (): boolean => {
    const f = frames[frames.length - 1];
    return f !== undefined && f.cell !== null;
  };
  const flushIn = (c: Container): void => {
    const cur = c.cur;
    if (cur && (cur.buf.text.length > 0 || cur.buf.marks.length > 0)) c.blocks.push(cur);
    c.cur = null;
  };
  const flush = (): void => flushIn(container());
  const sink = (): RawText => {
    const c = container();
    if (c.cur) return c.cur;
    const top = stack[stack.length - 1] as Entry;
    c.cur = { kind: "text", buf: new TextBuffer(), hLevel: top.hLevel, list: top.list, center: top.center, caps: false };
    return c.cur;
  };
  const pushBreak = (): void => {
    flush();
    container().blocks.push({ kind: "break" });
  };
  const closeCell = (f: TableFrame): void => {
    if (!f.cell) return;
    flushIn(f.cell);
    f.cell = null;
  };
  const openCell = (f: TableFrame, attribs: Readonly<ElementAttributes>): void => {
    closeCell(f);
    if (!f.row) {
      f.row = { cells: [] };
      f.table.rows.push(f.row);
    }
    const cell: RawCell & Container = { blocks: [], cur: null, colspan: span(attribs.colspan), rowspan: span(attribs.rowspan) };
    f.row.cells.push(cell);
    f.cell = cell;
  };

  readElements(html, {
    open(tag, attribs) {
      const parent = stack[stack.length - 1] as Entry;
      if (pre) {
        stack.push({ ...parent, breakAfter: false, ix: null });
        return false;
      }
      if (parent.hidden || SKIPPED.has(tag)) {
        stack.push(HIDDEN_ENTRY);
        return OPAQUE.has(tag);
      }
      const st = elementStyle(tag, attribs, parent.emphasis);
      if (st.hidden) {
        stack.push(HIDDEN_ENTRY);
        return OPAQUE.has(tag);
      }
      if (st.breakBefore) pushBreak();
      else if (st.gap && !BLOCK.has(tag)) container().cur?.buf.softBreak();
      const ixKind = IX[tag];
      let ix: Entry["ix"] = null;
      let hLevel = parent.hLevel;
      let list = parent.list;
      if (ixKind !== undefined) {
        const id = attribs.id;
        if (id) {
          ix = { id, kind: ixKind, concept: attribs.name ?? "" };
          sink().buf.mark(id, ixKind, ix.concept, true);
        }
      } else if (tag === "table") {
        flush();
        frames.push({ table: { kind: "table", rows: [], typed: false }, parent: container(), row: null, cell: null });
      } else if (tag === "tr") {
        const f = frames[frames.length - 1];
        if (f) {
          closeCell(f);
          f.row = { cells: [] };
          f.table.rows.push(f.row);
        }
      } else if (tag === "td" || tag === "th") {
        const f = frames[frames.length - 1];
        if (f) openCell(f, attribs);
        else flush(); // a stray cell outside any table still separates its text
      } else if (tag === "br") {
        if (inCell()) container().cur?.buf.softBreak();
        else flush();
      } else if (tag === "hr" || tag === "page") {
        pushBreak();
      } else if (tag === "pre") {
        flush();
        pre = { depth: stack.length, text: "" };
      } else if (BLOCK.has(tag)) {
        flush();
        if (tag.length === 2 && tag[0] === "h" && tag[1]! >= "1" && tag[1]! <= "6") hLevel = Number(tag[1]);
        else if (tag === "ul" || tag === "ol") listKind = tag;
        else if (tag === "li") list = listKind ?? "ul";
      }
      const center = st.center ?? parent.center;
      const symbols = st.symbols ?? parent.symbols;
      // Most elements (a span, a font) change nothing their parent set: they share its entry.
      const same =
        st.emphasis === parent.emphasis &&
        center === parent.center &&
        hLevel === parent.hLevel &&
        list === parent.list &&
        st.breakAfter === parent.breakAfter &&
        symbols === parent.symbols &&
        ix === parent.ix;
      stack.push(same ? parent : { emphasis: st.emphasis, center, hidden: false, hLevel, list, breakAfter: st.breakAfter, symbols, ix });
      return false;
    },
    text(text) {
      if (pre) {
        pre.text += text;
        return;
      }
      const top = stack[stack.length - 1] as Entry;
      if (top.hidden) return;
      const c = container();
      if (!c.cur && isBlank(text)) return;
      sink().buf.append(top.symbols ? fromWingdings(text) : text, top.emphasis);
    },
    close(tag) {
      const e = stack.pop();
      if (!e || e.hidden) return;
      if (pre) {
        if (tag !== "pre" || stack.length !== pre.depth) return;
        const blocks = scanText(pre.text);
        pre = null;
        container().blocks.push(...blocks);
        return;
      }
      if (e.ix) {
        sink().buf.mark(e.ix.id, e.ix.kind, e.ix.concept, false);
      } else if (tag === "table") {
        const f = frames.pop();
        if (f) {
          closeCell(f);
          flushIn(f.parent);
          f.parent.blocks.push(f.table as RawTable);
        }
      } else if (tag === "td" || tag === "th") {
        const f = frames[frames.length - 1];
        if (f) closeCell(f);
      } else if (BLOCK.has(tag)) {
        flush();
        if (tag === "ul" || tag === "ol") listKind = null;
      }
      if (e.breakAfter) pushBreak();
    },
    reading() {
      return pre !== null || !(stack[stack.length - 1] as Entry).hidden;
    },
  });
  while (frames.length) {
    const f = frames.pop() as TableFrame;
    closeCell(f);
    flushIn(f.parent);
    f.parent.blocks.push(f.table as RawTable);
  }
  flushIn(root);
  return root.blocks;
}

function span(v: string | undefined): number {
  if (v === undefined) return 1;
  const n = Number.parseInt(v, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 1000) : 1;
}

/** Nothing but the white space and spacers filers put between tags. */
const BLANK = /^[ \n\r\t\u00a0\u200b\f]*$/;

function isBlank(s: string): boolean {
  return BLANK.test(s);
}
