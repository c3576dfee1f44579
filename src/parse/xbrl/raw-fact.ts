import type { FilingIssue, XbrlDeclarations } from "../../model/index.js";
import type { XbrlContext, XbrlUnit } from "./resources.js";

/** A fact as read from a document, before its context and unit are resolved. */
export interface RawFact {
  /** Canonical QName. */
  readonly concept: string;
  readonly namespace: string;
  readonly contextRef: string;
  readonly unitRef: string | null;
  readonly numeric: boolean;
  /** Final value: canonical decimal for numeric facts (after format, scale, sign); text otherwise. */
  readonly value: string | null;
  readonly decimals: string | null;
  readonly document: string;
  readonly elementId: string | null;
}

/** What the fact reader found in one or more documents of a filing. */
export interface XbrlReadResult {
  readonly contexts: ReadonlyMap<string, XbrlContext>;
  readonly units: ReadonlyMap<string, XbrlUnit>;
  readonly facts: readonly RawFact[];
  readonly issues: readonly FilingIssue[];
  /** DTS references, namespaces, units, typed dimensions and entities the documents declare. */
  readonly declarations: XbrlDeclarations;
}

/** The document has no XBRL in it (no ix:header, or no xbrli:xbrl root). */
export class NoXbrlError extends Error {
  readonly code = "no_xbrl";
  constructor(document: string) {
    super(`${document} contains no XBRL (no ix:header / xbrli:xbrl element)`);
    this.name = "NoXbrlError";
  }
}

/** The document is not well-formed enough to read (truncated, not markup). */
export class MalformedDocumentError extends Error {
  readonly code = "malformed_document";
  constructor(document: string, reason: string) {
    super(`${document} cannot be read: ${reason}`);
    this.name = "MalformedDocumentError";
  }
}

export function issue(
  code: string,
  message: string,
  document: string | null,
  elementId: string | null,
  concept: string | null,
): FilingIssue {
  return { code, message, document, elementId, concept };
}
