import type { ExtractionDocument } from "../extraction-document.js";
import type { ExtractionSchema } from "../schema.js";
import type { SpanDraft } from "../span.js";
import type { Ranges } from "./scope.js";
import { statementSpans, type StatementRule } from "./statement-rules.js";

const AMOUNT = { name: "amount", type: "money", description: "Dollars stated" } as const;
const DATE = { name: "date", type: "date", description: "Date stated" } as const;
const CUE = { name: "cue", type: "text", description: "The words that state it" } as const;

export const litigationSchema: ExtractionSchema = {
  name: "litigation",
  version: 1,
  title: "Litigation and contingencies",
  description:
    "Legal proceedings and what they cost or may cost: a matter brought (a complaint, lawsuit, class action, petition or tax-court case filed), amounts accrued or charged for them, ranges of reasonably possible loss, settlements, and penalties, fines, damages or judgments sought or imposed. Read from Item 3 and the notes (10-K), Part II Item 1 and the notes (10-Q).",
  classes: [
    { name: "matter", description: "A proceeding brought against or by the company", valueAttributes: [], attributes: [DATE, CUE] },
    {
      name: "accrual",
      description: "An amount accrued, reserved or charged for legal matters",
      valueAttributes: ["amount"],
      attributes: [AMOUNT, CUE],
    },
    {
      name: "loss_range",
      description: "A reasonably possible loss or range beyond what is accrued",
      valueAttributes: ["amount"],
      attributes: [AMOUNT, CUE],
    },
    {
      name: "settlement",
      description: "An amount paid or agreed in a settlement",
      valueAttributes: ["amount"],
      attributes: [AMOUNT, DATE, CUE],
    },
    {
      name: "penalty_or_damages",
      description: "A penalty, fine, damages or judgment sought or imposed",
      valueAttributes: ["amount"],
      attributes: [AMOUNT, DATE, CUE],
    },
  ],
  forms: ["10-K", "10-Q"],
  documents: ["primary"],
  sections: { "10-K": ["item_3", "item_8"], "10-Q": ["part_1_item_1", "part_2_item_1"] },
};

/** Text within the sentence (decimals do not end it) up to an amount of money. */
const MONEY = String.raw`(?:[^.]|\.(?=\d)){0,160}(?:\$|€|£)\s?\d`;
const WITHIN = (n: number) => String.raw`(?:[^.]|\.(?=\d)){0,${n}}`;
const HYPOTHETICAL = /\b(?:could|might|may (?:be|become|result|incur|have|impose)|would)\b|\bif (?:we|the company)\b/i;
/** Income-tax interest and penalties are tax accounting, not a legal matter's cost. */
const TAX_ACCOUNTING = /interest and penalties|unrecognized tax benefits/i;

/** Financial contracts settle too (a share repurchase, a forward, a swap): their settlement is no legal one. */
const CONTRACT_SETTLEMENT = /\b(?:accelerated share repurchases?|ASRs?|share repurchase|forward contracts?|swaps?|derivatives?|hedg\w*)\b/i;
/** The disclosure threshold for environmental proceedings ("potential monetary sanctions in excess of $N") is no penalty. */
const SANCTION_THRESHOLD =
  /\bpotential (?:fines|penalties|monetary sanctions)\b|\bmonetary sanctions\b[^.]{0,60}\b(?:in excess of|exceed|threshold)\b|\bthreshold\b/i;

const RULES: readonly StatementRule[] = [
  {
    class: "settlement",
    asserts: new RegExp(String.raw`\bsettle(?:d|ment|ments)\b${MONEY}|(?:\$|€|£)\s?\d${WITHIN(120)}\bsettle(?:d|ment)\b`, "i"),
    unless: new RegExp(`${HYPOTHETICAL.source}|${CONTRACT_SETTLEMENT.source}`, "i"),
    amount: "first",
    date: true,
  },
  {
    class: "loss_range",
    asserts: new RegExp(
      String.raw`(?:reasonably possible|range of (?:reasonably possible )?loss|in excess of (?:the )?amounts? accrued|potential (?:aggregate )?(?:incremental )?(?:tax and interest )?liability)${MONEY}`,
      "i",
    ),
    amount: "each",
  },
  {
    class: "accrual",
    asserts: new RegExp(
      String.raw`\b(?:accrued|accrual|recorded (?:a |an )?(?:charge|liability|reserve|expense|accrual)|recognized (?:a |an )?(?:charge|liability|expense)|(?:tax )?reserve\b[^.$€£]{0,40}|charge of|liability of)${MONEY}`,
      "i",
    ),
    unless: new RegExp(`${HYPOTHETICAL.source}|${TAX_ACCOUNTING.source}`, "i"),
    amount: "first",
  },
  {
    class: "penalty_or_damages",
    asserts: new RegExp(
      String.raw`\b(?:penalt(?:y|ies)|fines?|fined|damages|judgment|verdict|awarded|ordered to pay|assessed|entered a decision|decision is)\b${MONEY}|(?:\$|€|£)\s?\d${WITHIN(80)}\b(?:penalt(?:y|ies)|fine|in damages|judgment)\b`,
      "i",
    ),
    unless: new RegExp(
      `${HYPOTHETICAL.source}|${TAX_ACCOUNTING.source}|${SANCTION_THRESHOLD.source}|\\bannulled\\b|\\bin its favor\\b`,
      "i",
    ),
    amount: "last",
    date: true,
  },
  {
    class: "matter",
    asserts:
      /\b(?:filed|filing|brought|commenced|initiated|instituted|received|(?:was |were )?served with) (?:a |an |two |several |the )?(?:civil |putative |purported |shareholder |derivative |securities |antitrust )*(?:complaint|lawsuit|suit|petition|class action|action|claims?|proceeding)s?\b|\b(?:lawsuit|complaint|petition|class action|action|suit|matter|case)s? (?:was |were |has been |have been )?(?:initially )?filed\b|\binitially filed\b/i,
    unless: new RegExp(
      `${HYPOTHETICAL.source}|writ of certiorari|\\bfiled (?:a |an )?(?:notice of )?appeal|\\bappealed\\b|\\bfiled a motion\\b|^\\s*We have had|from time to time`,
      "i",
    ),
    date: true,
    confidence: 0.7,
  },
];

const LEGAL =
  /\breserve\b|litigation|lawsuit|suit\b|complaint|plaintiff|defendant|court|settle|claim|proceeding|penalt|fine[sd]?\b|verdict|judgment|class action|legal|antitrust|investigation|petition|appeal/i;

export function extractLitigation(doc: ExtractionDocument, ranges: Ranges): SpanDraft[] {
  return statementSpans(doc, ranges, RULES, LEGAL);
}
