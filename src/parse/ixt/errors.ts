/** Longest slice of the shown text quoted in an error message. */
const QUOTE_LIMIT = 80;

function quote(text: string): string {
  return JSON.stringify(text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text);
}

/**
 * The `format` attribute names a transformation that no supported registry defines under that
 * namespace: an unknown namespace, or a name from another registry version (TR4's
 * `num-dot-decimal` under the TR3 namespace, TR3's `numdotdecimal` under TR4's). A per-fact
 * error: the caller records it and goes on with the next fact.
 */
export class UnknownFormatError extends Error {
  readonly code = "unknown_format" as const;

  constructor(
    /** Namespace URI the format's prefix is bound to. */
    readonly namespaceUri: string,
    /** Local name of the format QName. */
    readonly localName: string,
  ) {
    super(`unknown inline XBRL transformation {${namespaceUri}}${localName}`);
    this.name = "UnknownFormatError";
  }
}

/**
 * The shown text does not fit the transformation's input pattern (for example `12.5%` under
 * `num-dot-decimal`, or `Febtember 3, 2024` under `date-monthname-day-year-en`), or the result is
 * not a valid value of the rule's output type (`February 30, 2024`). A per-fact error.
 */
export class FormatValueError extends Error {
  readonly code = "bad_format_value" as const;

  constructor(
    /** Namespace URI of the format; "" when no format applied (`applyDefaultFormat`). */
    readonly namespaceUri: string,
    /** Local name of the format; "" when no format applied. */
    readonly localName: string,
    /** The shown text as passed to `applyFormat`. */
    readonly text: string,
  ) {
    super(
      localName === ""
        ? `${quote(text)} is not a plain decimal (no format attribute)`
        : `${quote(text)} does not fit inline XBRL transformation {${namespaceUri}}${localName}`,
    );
    this.name = "FormatValueError";
  }
}
