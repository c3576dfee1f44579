import { detectSections, type MarkdownDocument } from "../../parse/document/index.js";
import { Type } from "typebox";
import { getConcept, type ConceptQuery, ConceptResultSchema } from "./concept.js";
import { AsOfSchema, type FetcherPort, Nullable, type SourceRefOut, type StorePort, Warnings, type Wire } from "../shared/index.js";
import { storedMarkdown } from "../documents/index.js";
import type { RegistryPort } from "../equivalence/index.js";

const CONTEXT_KINDS = ["table_row", "sentence", "block"] as const;

const SpanSchema = Type.Object({ start: Type.Integer(), end: Type.Integer() });

/** Where one reported fact is shown in its document, in the document's markdown (see get_filing_document). */
const CitationSchema = Type.Object({
  accession: Type.String(),
  form: Type.String(),
  document: Nullable(Type.String({ description: "Null for a value read from SEC's company facts" })),
  url: Nullable(Type.String()),
  element_id: Nullable(Type.String()),
  context_id: Nullable(Type.String()),
  /** The 10-K/10-Q item the fact is shown in (`item_8`, `part_1_item_1`); null when not found. */
  section: Nullable(Type.Object({ key: Type.String(), title: Type.String() })),
  /** The printed page label ("F-4", "28"); null when the document prints none. */
  page: Nullable(Type.String()),
  /** [start, end) UTF-16 offsets in the markdown of the document where the fact's text is shown; null when not shown (hidden ix:header facts, non-inline XBRL). */
  offsets: Nullable(SpanSchema),
  /** The text shown at those offsets ("391,035"). */
  shown: Nullable(Type.String()),
  /** The table row or sentence that shows the fact, with its own offsets. The document says string for the kind. */
  context: Nullable(
    Type.Object({
      kind: Type.Unsafe<(typeof CONTEXT_KINDS)[number]>(Type.String()),
      text: Type.String(),
      start: Type.Integer(),
      end: Type.Integer(),
    }),
  ),
  /** Why a part is missing, when one is. */
  note: Nullable(Type.String()),
});

type Citation = Wire<typeof CitationSchema>;

/** cite_concept's answer: get_concept's value and filing, with where each source fact is shown. */
export const CitationPackSchema = Type.Object({
  ticker: Type.String(),
  concept: ConceptResultSchema.properties.concept,
  period: ConceptResultSchema.properties.period,
  value: ConceptResultSchema.properties.value,
  filing: ConceptResultSchema.properties.filing,
  /** One per source: the fact itself, or each input of a derived value. */
  citations: Type.Array(CitationSchema),
  warnings: Warnings,
  as_of: Type.Optional(AsOfSchema),
});

type CitationPack = Wire<typeof CitationPackSchema>;

/**
 * A citation pack for a concept's value: the value, the filing and, for each source fact, the
 * document location where it is shown (section, page, markdown offsets, the table row or
 * sentence). Offsets are into the markdown that get_filing_document returns for that document.
 */
export async function citeConcept(deps: StorePort & FetcherPort & RegistryPort, q: ConceptQuery): Promise<CitationPack> {
  const result = await getConcept(deps, q);
  const refs: readonly SourceRefOut[] = result.value.source_ref ? [result.value.source_ref] : (result.value.derivation?.inputs ?? []);
  const docs = new Map<string, MarkdownDocument | null>();
  const citations: Citation[] = [];
  for (const ref of refs) {
    const key = `${ref.accession} ${ref.document}`;
    if (!docs.has(key)) {
      docs.set(key, ref.document === null ? null : await storedMarkdown(deps.store, ref.accession, ref.document));
    }
    citations.push(locate(ref, docs.get(key) ?? null));
  }
  return {
    ticker: result.ticker,
    concept: result.concept,
    period: result.period,
    value: result.value,
    filing: result.filing,
    citations,
    warnings: result.warnings,
  };
}

function locate(ref: SourceRefOut, doc: MarkdownDocument | null): Citation {
  const base = {
    accession: ref.accession,
    form: ref.form,
    document: ref.document,
    url: ref.url,
    element_id: ref.element_id,
    context_id: ref.context_id,
  };
  const none = { section: null, page: null, offsets: null, shown: null, context: null };
  if (ref.document === null)
    return { ...base, ...none, note: "read from SEC's company facts, which name no document: the filing's index on EDGAR is its url" };
  if (!doc) return { ...base, ...none, note: `document ${ref.document} is not stored` };
  const span = ref.element_id ? doc.facts[ref.element_id] : undefined;
  if (!span)
    return {
      ...base,
      ...none,
      note: ref.element_id
        ? `element ${ref.element_id} is not shown in the document (a hidden ix:header fact)`
        : "the fact comes from an XBRL instance, not an inline document: no element to point at",
    };
  const section = detectSections(doc, ref.form).find((s) => s.start <= span.start && span.start < s.end) ?? null;
  const block = doc.blocks.find((b) => b.start <= span.start && span.start < b.end) ?? null;
  const page = block ? (doc.pages[block.page]?.label ?? null) : null;
  return {
    ...base,
    section: section ? { key: section.key, title: section.title } : null,
    page,
    offsets: { start: span.start, end: span.end },
    shown: doc.markdown.slice(span.start, span.end),
    context: block ? contextOf(doc.markdown, block.kind, block.start, block.end, span.start) : null,
    note: null,
  };
}

/** The markdown table row (one line) or the sentence of a paragraph that holds the offset. */
function contextOf(md: string, kind: string, start: number, end: number, at: number): Citation["context"] {
  if (kind === "table") {
    const rowStart = md.lastIndexOf("\n", at - 1) + 1;
    const nl = md.indexOf("\n", at);
    const rowEnd = nl === -1 || nl > end ? end : nl;
    return { kind: "table_row", text: md.slice(rowStart, rowEnd), start: rowStart, end: rowEnd };
  }
  if (kind === "paragraph" || kind === "list_item") {
    // A sentence ends at ". " followed by a capital or at the block's end; numbers like 6.08 do not end one.
    const text = md.slice(start, end);
    const rel = at - start;
    const boundaries = [...text.matchAll(/[.!?]["”)]?\s+(?=[A-Z“"(])/g)].map((m) => (m.index ?? 0) + m[0].length);
    const s = Math.max(0, ...boundaries.filter((b) => b <= rel));
    const e = boundaries.find((b) => b > rel) ?? text.length;
    return { kind: "sentence", text: text.slice(s, e).trim(), start: start + s, end: start + e };
  }
  return { kind: "block", text: md.slice(start, end), start, end };
}
