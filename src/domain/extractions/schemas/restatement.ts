import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { SpanDraft } from "../span.js";
import type { Ranges } from "./scope.js";
import { statementSpans, type StatementRule } from "./statement-rules.js";

const CUE = { name: "cue", type: "text", description: "The words that state it" } as const;

export const restatementSchema: ExtractionSchema = {
  name: "restatement",
  version: 1,
  title: "Restatement",
  description:
    "Corrections of previously issued financial statements: a restatement (the earlier statements should no longer be relied upon, or are restated for an error) and an immaterial revision of prior periods for an error. Restated charters and bylaws ('Amended and Restated'), prior periods recast for a new accounting standard, a segment change or a discontinued operation, and hypothetical risk factors are not restatements. Read from MD&A, the notes and controls (10-K Items 7, 8, 9A; 10-Q Part I Items 1, 2, 4) and 8-K Item 4.02.",
  classes: [
    {
      name: "restatement",
      description: "Previously issued financial statements restated for an error, or not to be relied upon",
      valueAttributes: [],
      attributes: [CUE],
    },
    {
      name: "revision",
      description: "Prior-period amounts revised to correct an immaterial error",
      valueAttributes: [],
      attributes: [CUE],
    },
  ],
  forms: ["10-K", "10-Q", "8-K"],
  documents: ["primary"],
  sections: { "10-K": ["item_7", "item_8", "item_9a"], "10-Q": ["part_1_item_1", "part_1_item_2", "part_1_item_4"], "8-K": ["item_4_02"] },
};

const NOT_ERROR =
  /amended and restated|restated (?:certificate|articles|bylaws|by-laws|charter|agreement|plan)|recast|reclassif|discontinued operation|segment|adoption of|new accounting (?:standard|guidance)|\bmay\b|\bcould\b|\bmight\b|\bif we\b/i;

const RULES: readonly StatementRule[] = [
  {
    class: "restatement",
    asserts:
      /\b(?:restated|restatement of|restate) (?:its |our |the )?(?:previously issued|prior[- ]period|consolidated|unaudited|interim|audited)[^.]{0,60}financial (?:statements|information|data)|should no longer be relied upon|non-reliance on previously issued/i,
    unless: NOT_ERROR,
  },
  {
    class: "revision",
    asserts:
      /\brevis(?:ed|ion of)\b[^.]{0,120}\b(?:immaterial )?error|\berror[^.]{0,120}\b(?:revised|revision)\b|out-of-period adjustment/i,
    unless: NOT_ERROR,
  },
];

export function extractRestatement(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  return statementSpans(doc, ranges, RULES, /restat|revis|non-reliance|no longer be relied|out-of-period/i);
}
