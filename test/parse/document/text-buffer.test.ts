import { describe, expect, it } from "vitest";
import { BOLD, TextBuffer } from "../../../src/parse/document/text-buffer.js";

/** What `append` wrote before its fast path: every run of white space through the regular expression. */
function reference(parts: readonly string[]): { text: string; chars: number } {
  let text = "";
  let chars = 0;
  let pending = false;
  for (const raw of parts) {
    let s = raw.replace(/[\s\u200b]+/g, " ");
    if (s.length === 0) continue;
    if (s.startsWith(" ")) {
      pending = true;
      s = s.slice(1);
    }
    if (s.length === 0) continue;
    const trailing = s.endsWith(" ");
    if (trailing) s = s.slice(0, -1);
    if (pending && text.length > 0) text += " ";
    pending = trailing;
    text += s;
    chars += s.length;
  }
  return { text, chars };
}

const PIECES = [
  "a",
  "Bc",
  "1,234",
  " ",
  "  ",
  "\n",
  "\r\n",
  "\t",
  "\u00a0",
  "\u200b",
  "\u2009",
  "\u3000",
  "\ufeff",
  "\u0085",
  "\u000b",
  "\u0001",
  "é",
  "$",
];

describe("TextBuffer.append", () => {
  it("collapses white space as the regular expression does, on 2,000 random runs", () => {
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let n = 0; n < 2000; n++) {
      const parts = Array.from({ length: 1 + Math.floor(next() * 5) }, () =>
        Array.from({ length: Math.floor(next() * 6) }, () => PIECES[Math.floor(next() * PIECES.length)]).join(""),
      );
      const buf = new TextBuffer();
      for (const p of parts) buf.append(p, BOLD);
      const want = reference(parts);
      expect({ text: buf.text, chars: buf.chars }, JSON.stringify(parts)).toEqual(want);
      expect(buf.bold).toBe(want.chars);
    }
  });
});
