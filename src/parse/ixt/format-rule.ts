/**
 * One transformation rule: the shown text (XML whitespace already collapsed) to the lexical form
 * of the rule's output type, or undefined when the text does not fit the rule.
 */
export type FormatRule = (text: string) => string | undefined;

/** A rule whose output ignores the shown text (TR2 `booleantrue`, TR4 `fixed-zero` ...). */
export function fixedRule(value: string): FormatRule {
  return () => value;
}
