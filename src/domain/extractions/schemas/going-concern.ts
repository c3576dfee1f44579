import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { SpanDraft } from "../span.js";
import type { Ranges } from "./scope.js";
import { statementSpans, type StatementRule } from "./statement-rules.js";

const CUE = { name: "cue", type: "text", description: "The words that state it" } as const;

export const goingConcernSchema: ExtractionSchema = {
  name: "going_concern",
  version: 1,
  title: "Going concern",
  description:
    "Statements that there is substantial doubt about the company's ability to continue as a going concern (management's conclusion or the auditor's explanatory paragraph), and that such doubt has been alleviated. Hypotheticals ('we may not be able to continue as a going concern'), the going-concern basis of preparation and accounting-standard descriptions are not doubts. Read from MD&A, the financial statements and notes, and risk factors.",
  classes: [
    { name: "substantial_doubt", description: "Substantial doubt exists", valueAttributes: [], attributes: [CUE] },
    {
      name: "doubt_alleviated",
      description: "Substantial doubt was raised and is alleviated by management's plans",
      valueAttributes: [],
      attributes: [CUE],
    },
  ],
  forms: ["10-K", "10-Q"],
  documents: ["primary"],
  sections: { "10-K": ["item_1a", "item_7", "item_8"], "10-Q": ["part_1_item_1", "part_1_item_2", "part_2_item_1a"] },
};

const HYPOTHETICAL =
  /\b(?:may|might|could|would) (?:not )?(?:be able to )?(?:continue|raise|cause|result)|\bif (?:we|the company)\b|^\s*(?:If|In addition, if)\b|\bmust\b|\bentit(?:y|ies)[’']s?\b|Accounting Standards Update|ASU|\brequires? management to\b|whether (?:there is )?substantial doubt/i;

const RULES: readonly StatementRule[] = [
  {
    class: "doubt_alleviated",
    asserts: /substantial doubt[^.]{0,200}\b(?:alleviated|has been mitigated)\b/i,
    unless: new RegExp(`\\bnot (?:been )?alleviated\\b|regardless of whether|${HYPOTHETICAL.source}`, "i"),
  },
  {
    class: "substantial_doubt",
    asserts: /substantial doubt (?:about|regarding|as to|exists|over)[^.]{0,160}going concern|going concern[^.]{0,120}substantial doubt/i,
    unless: HYPOTHETICAL,
  },
];

export function extractGoingConcern(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  return statementSpans(doc, ranges, RULES, /going concern/i);
}
