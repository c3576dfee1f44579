import type { ExtractionDocument } from "../extraction-document.js";
import type { AttributeValue, SpanDraft } from "../span.js";
import { attributes, dateAttribute, quantityAttribute, textIn } from "../text/attributes.js";
import { findDates } from "../text/dates.js";
import { findQuantities, type Quantity } from "../text/quantities.js";
import { sentencesIn, type Sentence } from "../text/sentences.js";
import type { Ranges } from "./scope.js";

/** A class of statement found by what a sentence asserts, minus what only looks like it. */
export interface StatementRule {
  readonly class: string;
  /** The sentence asserts the class ("management has concluded that substantial doubt ... exists"). */
  readonly asserts: RegExp;
  /** Sentences that mention the words without asserting (hypotheticals, definitions, boilerplate). */
  readonly unless?: RegExp;
  /**
   * Attach money in the sentence as `amount`: "first" or "last" stated (a fine "reduced from
   * €4.3 billion to €4.1 billion" is the last), or "each" for one span per amount.
   */
  readonly amount?: "first" | "last" | "each";
  /** Attach the first date as `date`. */
  readonly date?: boolean;
  readonly confidence?: number;
}

/**
 * Sentence-level statements: each sentence of the ranges read is given the first rule it
 * satisfies. For classes without a number (a going-concern doubt, a material weakness), the
 * sentence is the span.
 */
export function statementSpans(doc: ExtractionDocument, ranges: Ranges, rules: readonly StatementRule[], prefilter: RegExp): SpanDraft[] {
  const out: SpanDraft[] = [];
  for (const s of sentencesIn(doc, ranges)) {
    if (!prefilter.test(s.text)) continue;
    const rule = rules.find((r) => r.asserts.test(s.text) && !(r.unless?.test(s.text) ?? false));
    if (!rule) continue;
    const money = findQuantities(s.text).filter((q) => q.kind === "money");
    const amounts =
      rule.amount === "each"
        ? money.flatMap(bothEnds)
        : rule.amount === "last"
          ? money.slice(-1)
          : rule.amount === "first"
            ? money.slice(0, 1)
            : [undefined];
    for (const amount of amounts.length ? amounts : [undefined]) {
      out.push({
        class: rule.class,
        start: s.start,
        end: s.end,
        source: "sentence",
        attributes: attributesOf(s, rule, amount),
        confidence: rule.confidence ?? 0.8,
      });
    }
  }
  return out;
}

/** "from $X million to $Y million", one amount per end: each end of a range is an amount the sentence states. */
function bothEnds(q: Quantity): Quantity[] {
  if (q.high === null) return [q];
  const at = Math.max(q.text.lastIndexOf("$"), q.text.lastIndexOf("€"), q.text.lastIndexOf("£"));
  if (at <= 0) return [q];
  return [q, { ...q, start: q.start + at, text: q.text.slice(at), value: q.high, high: null }];
}

function attributesOf(s: Sentence, rule: StatementRule, amount: Quantity | undefined): Record<string, AttributeValue> {
  const date = rule.date ? findDates(s.text)[0] : undefined;
  const match = rule.asserts.exec(s.text);
  return attributes({
    amount: amount && quantityAttribute(amount, s.start),
    date: date && dateAttribute(date, s.start),
    // The words of the rule, up to the amount they lead to.
    cue: match ? textIn(s, match.index, match.index + match[0].split(/\s*(?:\$|€|£)/)[0]!.length) : undefined,
  });
}
