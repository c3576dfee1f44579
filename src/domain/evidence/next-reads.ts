import { Type } from "typebox";
import { jsonObjectSchema, Nullable, type Wire } from "../shared/index.js";
import type { EvidenceItem } from "./evidence-item.js";
import type { MissingSource } from "./incorporation.js";
import type { ReadItem } from "./read-plans.js";

/** A read the client may make next: a tool and its arguments, or a document that is not stored, and why. */
export const NextReadSchema = Type.Object(
  {
    tool: Nullable(Type.String()),
    arguments: Nullable(jsonObjectSchema("The tool's arguments")),
    document: Nullable(Type.String()),
    reason: Type.String(),
  },
  { additionalProperties: true },
);

type NextRead = Wire<typeof NextReadSchema>;

export interface NextReadsInput {
  readonly ticker: string;
  readonly year: number;
  readonly quarter: number;
  readonly accession: string;
  readonly document: string;
  readonly required: readonly ReadItem[];
  readonly optional: readonly ReadItem[];
  /** Section keys the document has. */
  readonly present: readonly string[];
  readonly items: readonly EvidenceItem[];
  readonly missing: readonly MissingSource[];
  /** Extraction schemas the intent wants that have no stored result. */
  readonly missingSchemas: readonly string[];
}

/**
 * What to read after the evidence: the planned sections in full (required first, skipping
 * those returned whole), the continuation of a truncated full section, the extraction
 * schemas not built yet, and the documents the filing points to that are not stored.
 */
export function nextReadsOf(x: NextReadsInput): NextRead[] {
  const out: NextRead[] = [];
  const whole = new Set(x.items.filter((i) => i.layer === "full_sections" && !i.page?.truncated).map((i) => i.section));
  for (const i of x.items) {
    if (i.layer === "full_sections" && i.page?.next_char_start != null) {
      out.push({
        tool: "get_filing_document",
        arguments: {
          accession: x.accession,
          primary_document: x.document,
          char_start: i.page.next_char_start,
          char_end: i.page.section_end,
        },
        document: null,
        reason: `the rest of ${i.section}`,
      });
    }
  }
  for (const [place, reads] of [
    ["required", x.required],
    ["optional", x.optional],
  ] as const) {
    for (const r of reads) {
      if (!x.present.includes(r.section) || whole.has(r.section)) continue;
      out.push({
        tool: "get_filing_sections",
        arguments: { ticker: x.ticker, year: x.year, quarter: x.quarter, sections: r.section, format: "full" },
        document: null,
        reason: `${place} read: ${r.rationale}${r.subsections.length ? ` (look for ${r.subsections.join("; ")})` : ""}`,
      });
    }
  }
  if (x.missingSchemas.length) {
    out.push({
      tool: "get_filing_extractions",
      arguments: { ticker: x.ticker, year: x.year, quarter: x.quarter, schemas: x.missingSchemas },
      document: null,
      reason: `no stored extraction of ${x.missingSchemas.join(", ")} for this filing yet (building them is a paid call)`,
    });
  }
  for (const m of x.missing)
    if (m.kind === "document" && !m.stored) out.push({ tool: null, arguments: null, document: m.name, reason: m.reason });
  return out;
}
