/*
 * A simple regex scan of an inline XBRL document for formatted facts, enough to test the
 * transformations on real text without the inline reader: the `format` QName resolved through
 * the document's xmlns declarations, and the shown text with tags dropped, ix:exclude removed
 * and entities decoded. Nested facts are handled with a stack; continuations are not followed.
 */

export interface FormattedFact {
  readonly element: "nonFraction" | "nonNumeric";
  /** Namespace bound to the format's prefix, or null when the document does not bind it. */
  readonly namespace: string | null;
  readonly prefix: string;
  readonly localName: string;
  readonly text: string;
}

const XMLNS = /xmlns:([\w.-]+)\s*=\s*["']([^"']*)["']/g;
const FACT_TAG = /<(\/?)ix:(nonFraction|nonNumeric)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const FORMAT_ATTR = /\sformat\s*=\s*["']([^"']*)["']/;
const NIL_ATTR = /\snil\s*=\s*["']true["']/;
const EXCLUDE = /<ix:exclude\b[\s\S]*?<\/ix:exclude>/g;
const TAG = /<[^>]*>/g;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos|nbsp);/g;
const NAMED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

function decode(html: string): string {
  return html
    .replace(EXCLUDE, "")
    .replace(TAG, "")
    .replace(ENTITY, (_, e: string) =>
      e.startsWith("#x")
        ? String.fromCodePoint(parseInt(e.slice(2), 16))
        : e.startsWith("#")
          ? String.fromCodePoint(Number(e.slice(1)))
          : (NAMED[e] ?? ""),
    );
}

/** Every ix:nonFraction / ix:nonNumeric with a `format` attribute (nil facts left out). */
export function formattedFacts(doc: string): FormattedFact[] {
  const namespaces = new Map<string, string>();
  for (const m of doc.matchAll(XMLNS)) namespaces.set(m[1] ?? "", m[2] ?? "");
  const out: FormattedFact[] = [];
  const open: Array<{ element: FormattedFact["element"]; attrs: string; start: number }> = [];
  for (const m of doc.matchAll(FACT_TAG)) {
    const attrs = m[3] ?? "";
    const element = m[2] as FormattedFact["element"];
    if (!m[1]) {
      if (!attrs.trimEnd().endsWith("/")) open.push({ element, attrs, start: (m.index ?? 0) + m[0].length });
      continue;
    }
    const fact = open.pop();
    if (!fact) continue; // a close tag without an open one: the document's own structure problem
    const format = FORMAT_ATTR.exec(fact.attrs)?.[1];
    if (!format || NIL_ATTR.test(fact.attrs)) continue;
    const colon = format.indexOf(":");
    const prefix = colon < 0 ? "" : format.slice(0, colon);
    out.push({
      element: fact.element,
      namespace: namespaces.get(prefix) ?? null,
      prefix,
      localName: format.slice(colon + 1),
      text: decode(doc.slice(fact.start, m.index)),
    });
  }
  return out;
}
