import type { DocumentsPort } from "./document-library.js";
import type { Fact, FilingMeta } from "../../model/index.js";
import { loadDocument, selectFiling } from "./document-source.js";
import { Type } from "typebox";
import {
  FdsError,
  type FetcherPort,
  FilingRefSchema,
  filingRefOf,
  metricValueOf,
  MetricValueSchema,
  Nullable,
  type StorePort,
  type Wire,
} from "../shared/index.js";

export const DEFAULT_COVER_FACT = "EntityCommonStockSharesOutstanding";

/** The axis cover pages break share counts down by (one value per class of stock). */
const CLASS_AXIS = "us-gaap:StatementClassOfStockAxis";

export interface CoverFactsQuery {
  readonly ticker: string;
  readonly year: number;
  readonly quarter: number;
  /** A dei element name with or without prefix ("EntityCommonStockSharesOutstanding", "dei:EntityPublicFloat"). */
  readonly factName: string;
  readonly cacheOnly: boolean;
}

/**
 * A cover-page fact in the API's common fact shape (`MetricValue`: numeric facts have `value`,
 * text facts only `value_exact`), with the class of stock and where the cover page shows it.
 */
const CoverFactSchema = Type.Intersect([
  MetricValueSchema,
  Type.Object({
    /** Member of the class-of-stock axis (e.g. "us-gaap:CommonClassAMember"), or null for the total. */
    class_of_stock: Nullable(Type.String({ description: "Member of us-gaap:StatementClassOfStockAxis, or null for the total" })),
    /**
     * Where the fact is shown in its document (`source_ref.document`): the span of its element in
     * the markdown get_filing_document serves. The element, context and URL are in `source_ref`.
     */
    citation: Type.Object(
      {
        /** Whether the fact is shown in the document; hidden facts (ix:header) are not, and have no offsets. */
        shown: Type.Boolean(),
        markdown_start: Nullable(Type.Integer()),
        markdown_end: Nullable(Type.Integer()),
        /** The markdown at those offsets (what a reader sees), or null when hidden. */
        shown_text: Nullable(Type.String()),
        note: Nullable(Type.String()),
      },
      {
        description: "Where the fact is shown in source_ref.document's markdown (get_filing_document offsets); hidden facts are not shown",
      },
    ),
  }),
]);

type CoverFact = Wire<typeof CoverFactSchema>;

/** get_filing_cover_facts' answer. */
export const CoverFactsResultSchema = Type.Object({
  filing: FilingRefSchema,
  fact_name: Type.String(),
  count: Type.Integer(),
  facts: Type.Array(CoverFactSchema),
});

type CoverFactsResult = Wire<typeof CoverFactsResultSchema>;

/** `dei:` is implied for bare names: cover-page facts are Document and Entity Information. */
function coverConcept(name: string): string {
  const n = name.trim();
  return n.includes(":") ? n : `dei:${n}`;
}

/**
 * Cover-page (dei) facts of a period's filing, one per class of stock when the filer breaks
 * them down (Alphabet reports Class A, B and C shares apart), each cited to its element and
 * the markdown offsets where the cover page shows it.
 */
export async function getCoverFacts(deps: StorePort & FetcherPort & DocumentsPort, q: CoverFactsQuery): Promise<CoverFactsResult> {
  const { filing, cacheStatus } = await selectFiling(deps, { ticker: q.ticker, year: q.year, quarter: q.quarter, cacheOnly: q.cacheOnly });
  const concept = coverConcept(q.factName);
  const facts = (await deps.store.getFacts(filing.accession, { concepts: [concept] })).filter((f) =>
    Object.keys(f.dimensions).every((axis) => axis === CLASS_AXIS),
  );
  if (!facts.length)
    throw new FdsError("not_found", `${filing.accession} (${filing.form}) reports no ${concept}`, {
      accession: filing.accession,
      fact_name: concept,
    });
  const spans = new Map<string, Readonly<Record<string, { start: number; end: number }>> | null>();
  const markdownOf = new Map<string, string>();
  for (const doc of new Set(facts.map((f) => f.sourceRef.document))) {
    try {
      const { artifacts } = await loadDocument(deps, filing, doc);
      spans.set(doc, artifacts.doc.facts);
      markdownOf.set(doc, artifacts.doc.markdown);
    } catch (e) {
      // Pre-inline filings cite the XBRL instance, which is not a readable document.
      if (!(e instanceof FdsError && e.code === "not_found")) throw e;
      spans.set(doc, null);
    }
  }
  const out = facts
    .map((f) => coverFactOf(f, filing, spans.get(f.sourceRef.document) ?? null, markdownOf.get(f.sourceRef.document) ?? ""))
    .sort(
      (a, b) =>
        Number(a.class_of_stock !== null) - Number(b.class_of_stock !== null) ||
        (a.class_of_stock ?? "").localeCompare(b.class_of_stock ?? ""),
    );
  return { filing: filingRefOf(filing, cacheStatus), fact_name: concept, count: out.length, facts: out };
}

function coverFactOf(
  f: Fact,
  filing: FilingMeta,
  spans: Readonly<Record<string, { start: number; end: number }>> | null,
  markdown: string,
): CoverFact {
  const id = f.sourceRef.elementId;
  const span = id && spans ? spans[id] : undefined;
  const note = span
    ? null
    : spans === null
      ? "the cited document is not a stored readable document (an XBRL instance)"
      : id
        ? "hidden fact (ix:header): not shown in the document's text"
        : "the fact has no element id";
  return {
    ...metricValueOf(f, filing),
    class_of_stock: f.dimensions[CLASS_AXIS] ?? null,
    citation: {
      shown: span !== undefined,
      markdown_start: span?.start ?? null,
      markdown_end: span?.end ?? null,
      shown_text: span ? markdown.slice(span.start, span.end) : null,
      note,
    },
  };
}
