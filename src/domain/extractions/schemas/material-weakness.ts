import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { SpanDraft } from "../span.js";
import type { Ranges } from "./scope.js";
import { statementSpans, type StatementRule } from "./statement-rules.js";

const CUE = { name: "cue", type: "text", description: "The words that state it" } as const;

export const materialWeaknessSchema: ExtractionSchema = {
  name: "material_weakness",
  version: 1,
  title: "Material weakness",
  description:
    "Material weaknesses in internal control over financial reporting that the company reports: one identified or existing (controls concluded not effective because of it), and its remediation (steps taken, or remediated). The auditor's description of its procedures ('assessing the risk that a material weakness exists'), definitions, certifications and hypothetical risk factors are not weaknesses. Read from Item 9A (10-K) and Part I Item 4 (10-Q).",
  classes: [
    { name: "identified", description: "A material weakness exists or was identified", valueAttributes: [], attributes: [CUE] },
    {
      name: "remediation",
      description: "Remediation of a material weakness: steps, status, or remediated",
      valueAttributes: [],
      attributes: [CUE],
    },
  ],
  forms: ["10-K", "10-Q"],
  documents: ["primary"],
  sections: { "10-K": ["item_9a"], "10-Q": ["part_1_item_4"] },
};

const NOT_ASSERTED =
  /risk that a material weakness|\bany material weakness|\bno material weakness|\bif we (?:identify|fail)|\bmay (?:identify|have)|\bcould\b|\bmight\b|is a deficiency, or a combination|reasonable possibility that a material misstatement/i;

const RULES: readonly StatementRule[] = [
  {
    class: "remediation",
    asserts: /\bremediat\w*[^.]{0,120}material weakness|material weakness[^.]{0,160}\bremediat\w*/i,
    unless: NOT_ASSERTED,
  },
  {
    class: "identified",
    asserts:
      /\b(?:identified|has|have|had|there (?:is|was|were)|existence of|due to|because of|as a result of|resulting from)\b[^.]{0,40}\bmaterial weakness(?:es)?\b|\bmaterial weakness(?:es)?\b[^.]{0,40}\b(?:existed|exists|was identified|were identified)\b/i,
    unless: NOT_ASSERTED,
  },
];

export function extractMaterialWeakness(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  return statementSpans(doc, ranges, RULES, /material weakness/i);
}
