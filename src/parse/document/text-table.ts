/**
 * Tables of plain-text filings. EDGAR's SGML markup wraps them in `<TABLE>`, puts the column
 * headings in `<CAPTION>` and marks column starts with `<S>`/`<C>` (EDGAR Filer Manual, the
 * pre-2001 ASCII document rules). Filers placed those tags loosely, so the columns here come from
 * the body itself: a column is a run of character positions that some body line uses, and the
 * gutters between columns are blank in every body line. Headings are then placed over the
 * columns they overlap, which is how a reader sees "Three Months Ended" span two columns.
 */
import type { RawBlock, RawCell, RawRow, RawTable } from "./raw-blocks.js";
import { TextBuffer } from "./text-buffer.js";

const TAG_LINE = /^\s*<\/?(?:CAPTION|S|C|FN|TABLE)>/i;
const COLUMN_TAGS = /<[SC]>/i;
const RULE = /^[\s\-=_*]*$/;
/** Dot leaders ("Net sales ........ $ 1,945") fill the gutters; they are layout, not text. */
const LEADERS = /\.{3,}|(?:\. ){2,}\.?/g;
const CHUNK = /\S+(?: \S+)*/g;
/** A value as typed in a column: "1,184,000.00", "(234)", "9.507526%". */
const NUMBER = /^(?=.*\d)\$?\(?-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?\)?%?$/;
/** How far a centered heading may fall short of a column it spans. */
const NEAR = 3;

interface Chunk {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** A `<TABLE>`...`</TABLE>` of a text filing (the lines between the tags) as a raw table; footnotes (`<FN>`) follow as text. */
export function parseTextTable(lines: readonly string[]): RawBlock[] {
  const header: string[] = [];
  const body: string[] = [];
  const notes: string[] = [];
  let seenColumns = false;
  let inNotes = false;
  for (const raw of lines) {
    if (/^\s*<FN>/i.test(raw)) inNotes = true;
    if (COLUMN_TAGS.test(raw) && !seenColumns) {
      seenColumns = true;
      continue;
    }
    if (TAG_LINE.test(raw)) continue;
    const line = raw.replace(/<\/?[A-Z]+>/gi, (m) => " ".repeat(m.length)).replace(LEADERS, (m) => " ".repeat(m.length));
    if (inNotes) notes.push(line);
    else (seenColumns ? body : header).push(line);
  }
  // Without <S>/<C> there is no telling headings from rows: read everything as rows.
  let rowsText = seenColumns ? body : header;
  // Lines after the last row of values are prose left inside the tags (a bank's boilerplate).
  const lastValued = findLastIndex(rowsText, (l) => chunks(l).some((c) => NUMBER.test(c.text)));
  const trailing = rowsText.slice(lastValued + 1);
  if (lastValued >= 0 && trailing.some((l) => l.trim())) rowsText = rowsText.slice(0, lastValued + 1);
  else trailing.length = 0;
  const headText = seenColumns ? header : [];
  const regions = columnRegions(rowsText);
  const rows: RawRow[] = [];
  for (const line of headText) {
    if (RULE.test(line)) continue;
    const row = headingRow(chunks(line), regions);
    if (row) rows.push(row);
  }
  for (const line of rowsText) {
    if (RULE.test(line)) continue;
    rows.push(bodyRow(chunks(line), regions));
  }
  const out: RawBlock[] = [];
  if (rows.length > 0) out.push({ kind: "table", rows, typed: true } satisfies RawTable);
  for (const para of paragraphs([...trailing, "", ...notes])) out.push(textBlock(para));
  return out;
}

/** Runs of non-blank, non-rule lines joined into one text each. */
function paragraphs(lines: readonly string[]): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  for (const l of [...lines, ""]) {
    if (l.trim() && !RULE.test(l)) cur.push(l.trim());
    else if (cur.length) {
      out.push(cur.join(" "));
      cur = [];
    }
  }
  return out;
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i] as T)) return i;
  return -1;
}

function chunks(line: string): Chunk[] {
  const out: Chunk[] = [];
  for (const m of line.matchAll(CHUNK)) {
    // Two or more spaces separate cells; one space separates words, except between two numbers
    // ("386,100,000.00 383,371,981.77": wide values leave a one-space gutter).
    let start = m.index;
    const parts = m[0].split(" ");
    let text = "";
    parts.forEach((part, i) => {
      if (i > 0 && NUMBER.test(part) && NUMBER.test(parts[i - 1] as string)) {
        out.push({ text, start, end: start + text.length });
        start += text.length + 1;
        text = part;
      } else text = text ? `${text} ${part}` : part;
    });
    out.push({ text, start, end: start + text.length });
  }
  return out;
}

/** Runs of positions used by some body line, split at positions every body line leaves blank. */
function columnRegions(lines: readonly string[]): Array<[number, number]> {
  const used: boolean[] = [];
  // A line of one chunk is a label ("Operating activities:") that may run over value columns, and
  // lines without a number may be prose caught inside the <TABLE> tags: the rows of values decide.
  const split = lines
    .filter((l) => !RULE.test(l))
    .map(chunks)
    .filter((cs) => cs.length >= 2);
  const valued = split.filter((cs) => cs.some((c) => NUMBER.test(c.text)));
  for (const cs of valued.length >= 2 ? valued : split) {
    for (const c of cs) for (let i = c.start; i < c.end; i++) used[i] = true;
  }
  const regions: Array<[number, number]> = [];
  let start = -1;
  for (let i = 0; i <= used.length; i++) {
    if (used[i] && start < 0) start = i;
    else if (!used[i] && start >= 0) {
      regions.push([start, i]);
      start = -1;
    }
  }
  return regions.length ? regions : [[0, Number.MAX_SAFE_INTEGER]];
}

function regionOf(regions: ReadonlyArray<[number, number]>, c: Chunk): number {
  for (let i = regions.length - 1; i >= 0; i--) if ((regions[i] as [number, number])[0] < c.end) return i;
  return 0;
}

function bodyRow(cs: readonly Chunk[], regions: ReadonlyArray<[number, number]>): RawRow {
  const texts: string[][] = regions.map(() => []);
  for (const c of cs) (texts[regionOf(regions, c)] as string[]).push(c.text);
  return { cells: texts.map((t) => cell(t.join(" "), 1)) };
}

/** A heading line: each chunk spans the columns it overlaps, or sits over the nearest one. */
function headingRow(cs: readonly Chunk[], regions: ReadonlyArray<[number, number]>): RawRow | null {
  if (cs.length === 0) return null;
  const placed: Array<{ from: number; to: number; text: string }> = [];
  for (const c of cs) {
    let from = -1;
    let to = -1;
    regions.forEach(([a, b], i) => {
      if (a < c.end && c.start < b) {
        if (from < 0) from = i;
        to = i;
      }
    });
    const mid = (c.start + c.end) / 2;
    if (from === to && from >= 0) {
      // Centered over two columns: the middle of the heading falls in the gutter between them.
      const [a, b] = regions[from] as [number, number];
      const side = mid >= b ? from + 1 : mid < a ? from - 1 : -1;
      const other = regions[side];
      if (other && (side > from ? other[0] - c.end : c.start - other[1]) <= NEAR) {
        from = Math.min(from, side);
        to = Math.max(to, side);
      }
    }
    if (from < 0) {
      let best = 0;
      regions.forEach(([a, b], i) => {
        const r = regions[best] as [number, number];
        if (Math.abs((a + b) / 2 - mid) < Math.abs((r[0] + r[1]) / 2 - mid)) best = i;
      });
      from = to = best;
    }
    const last = placed[placed.length - 1];
    if (last && from <= last.to) {
      // Two chunks over the same columns read as one heading ("Three Months" "Ended").
      last.text += ` ${c.text}`;
      last.to = Math.max(last.to, to);
    } else placed.push({ from, to, text: c.text });
  }
  const cells: RawCell[] = [];
  let col = 0;
  for (const p of placed) {
    while (col < p.from) {
      cells.push(cell("", 1));
      col++;
    }
    cells.push(cell(p.text, p.to - p.from + 1));
    col = p.to + 1;
  }
  while (col < regions.length) {
    cells.push(cell("", 1));
    col++;
  }
  return { cells };
}

function cell(text: string, colspan: number): RawCell {
  return { blocks: text ? [textBlock(text)] : [], colspan, rowspan: 1 };
}

function textBlock(text: string): RawBlock {
  const buf = new TextBuffer();
  buf.append(text, 0);
  return { kind: "text", buf, hLevel: null, list: null, center: false, caps: false };
}
