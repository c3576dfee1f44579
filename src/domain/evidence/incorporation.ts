import { Type } from "typebox";
import type { FilingFile } from "../../model/index.js";
import { Nullable, type Wire } from "../shared/index.js";
import type { Section } from "../../parse/document/index.js";

/**
 * Sections whose content is elsewhere. A 10-K may answer an item with a sentence incorporating
 * it by reference (General Instruction G): Part III from the proxy statement, whole items from
 * the annual report to security holders filed as Exhibit 13. The planner says so, and names the
 * document, instead of presenting the sentence as the answer (PITFALLS: "say where, and say when
 * that document is not stored").
 */
export const MissingSourceSchema = Type.Object(
  {
    /**
     * `section`: the plan's section is not in the document; `document`: its content is in another
     * document; `layer`: a layer had nothing stored; `answer`: nothing searched states what was
     * asked. The document says string: the domain knows the closed set.
     */
    kind: Type.Unsafe<"section" | "document" | "layer" | "answer">(Type.String()),
    section: Nullable(Type.String()),
    /** The document the content is in ("EX-13 annual report to security holders", "DEF 14A proxy statement"), or the layer. */
    name: Type.String(),
    /** Whether that document is stored (and so was searched through the full-text index). */
    stored: Type.Boolean(),
    reason: Type.String(),
  },
  { additionalProperties: true },
);

export type MissingSource = Wire<typeof MissingSourceSchema>;

/** A section this short that incorporates by reference is a pointer, not the content. */
const POINTER_CHARS = 4000;
/**
 * Every wording of General Instruction G's pointer: "incorporated [herein | in this item | into
 * this Item 7 | in its entirety] by reference", "incorporated by reference [in | into] ...".
 */
const INCORPORATED = /\bincorporated\s+(?:[\w’',-]+\s+){0,10}?by\s+reference\b/i;

/** The documents planned sections point to, each once per section. */
export function incorporatedSources(
  markdown: string,
  sections: readonly Section[],
  planned: readonly string[],
  files: readonly FilingFile[],
): MissingSource[] {
  const out: MissingSource[] = [];
  const ex13 = files.find((f) => /^EX-13/i.test(f.type ?? "") || /ex-?13/i.test(f.name));
  for (const s of sections) {
    if (!planned.includes(s.key) || s.end - s.start > POINTER_CHARS) continue;
    const text = markdown.slice(s.start, s.end);
    if (!INCORPORATED.test(text)) continue;
    if (/annual\s+report\s+to\s+(?:share|stock|security\s*)holders|exhibit\s+13/i.test(text)) {
      out.push({
        kind: "document",
        section: s.key,
        name: "EX-13 annual report to security holders",
        stored: ex13 !== undefined,
        reason: ex13
          ? `${s.key} is incorporated by reference from ${ex13.name}, which is stored and was searched`
          : `${s.key} is incorporated by reference from the annual report to security holders (Exhibit 13), which is not stored`,
      });
    } else if (/proxy\s+statement/i.test(text)) {
      out.push({
        kind: "document",
        section: s.key,
        name: "DEF 14A proxy statement",
        stored: false,
        reason: `${s.key} is incorporated by reference from the definitive proxy statement, a separate filing that is not read here`,
      });
    } else {
      // Another document the pointer names (an exhibit, a separate report): stored only when the filing holds an exhibit it names.
      const exhibit = /\bexhibit\s+(\d+(?:\.\d+)?)/i.exec(text)?.[1];
      const held = exhibit ? files.find((f) => new RegExp(`^EX-${exhibit.replace(".", "\\.")}\\b`, "i").test(f.type ?? "")) : undefined;
      const name = exhibit ? `Exhibit ${exhibit}` : "the document the section names";
      out.push({
        kind: "document",
        section: s.key,
        name,
        stored: held !== undefined,
        reason: held
          ? `${s.key} is incorporated by reference from ${held.name}, which is stored and was searched`
          : `${s.key} is incorporated by reference from ${name}, which is not stored`,
      });
    }
  }
  return out;
}
