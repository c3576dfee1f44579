/**
 * The rule a model's answer must pass to be returned: every number it states and every text it
 * quotes appears in a cited evidence item. Numbers are compared as written, without thousands
 * separators or a leading currency sign ("$391,035" is found as "391,035" or "391035"); years
 * and small counts written in the question are not exempt: a number not in the evidence is a
 * number the model made up. Passage references ("[2]") are not numbers of the answer.
 */
export interface AnswerCheck {
  readonly ok: boolean;
  /** What was not found in the evidence (numbers and quotes), when not ok. */
  readonly unsupported: readonly string[];
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const QUOTE = /["“]([^"”]{8,})["”]/g;
const bare = (s: string) => s.replace(/,/g, "");

export function checkAnswer(answer: string, evidence: readonly string[]): AnswerCheck {
  // "[2]" cites the second passage: a reference, not a number of the answer.
  answer = answer.replace(/\[\d+(?:\s*,\s*\d+)*\]/g, "");
  const numbers = new Set(evidence.flatMap((t) => (t.match(NUMBER) ?? []).map(bare)));
  const flat = evidence.map((t) => t.replace(/\s+/g, " "));
  const unsupported: string[] = [];
  for (const n of answer.match(NUMBER) ?? []) {
    const v = bare(n).replace(/\.$/, "");
    if (!numbers.has(v)) unsupported.push(n);
  }
  for (const m of answer.matchAll(QUOTE)) {
    const q = (m[1] as string).replace(/\s+/g, " ").trim();
    if (!flat.some((t) => t.includes(q))) unsupported.push(`"${q}"`);
  }
  return { ok: unsupported.length === 0, unsupported };
}
