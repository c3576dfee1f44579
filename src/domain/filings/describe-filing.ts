import type { DocumentsPort } from "../documents/index.js";
import type { FilingMeta } from "../../model/index.js";
import { loadDocument } from "../documents/index.js";
import { Type } from "typebox";
import {
  type ExtractionStorePort,
  FdsError,
  FilingRefSchema,
  filingRefOf,
  IssueSchema,
  Nullable,
  storedPeriodFilings,
  type StorePort,
  type Wire,
} from "../shared/index.js";
import { SCHEMA_CATALOG } from "../extractions/index.js";

/** Whether one kind of content is cached for the filing, with counts where it is. */
const AvailabilitySchema = Type.Object(
  { cached: Type.Boolean(), count: Type.Integer(), note: Nullable(Type.String()) },
  { additionalProperties: true, title: "Availability" },
);

type Availability = Wire<typeof AvailabilitySchema>;

/** describe_filing's answer. */
export const DescribeResultSchema = Type.Object({
  ticker: Type.String(),
  fiscal_year: Type.Integer(),
  quarter: Type.Integer(),
  /** Whether the period's filing is in the store; nothing here ever fetches. */
  cached: Type.Boolean(),
  filing: Nullable(FilingRefSchema),
  amendments: Type.Array(FilingRefSchema),
  availability: Type.Object({
    financials: AvailabilitySchema,
    linkbases: AvailabilitySchema,
    sections: AvailabilitySchema,
    tables: AvailabilitySchema,
    markdown: AvailabilitySchema,
    extractions: AvailabilitySchema,
  }),
  issues: Type.Array(IssueSchema),
});

/**
 * The answer, with the counts some kinds add to their availability: the document leaves an
 * availability open (`additionalProperties`) rather than name them, so only the domain does.
 */
type DescribeResult = Wire<typeof DescribeResultSchema> & {
  readonly availability: {
    readonly financials: { readonly dimensional: number };
    readonly linkbases: { readonly presentation_arcs: number; readonly labels: number };
    readonly extractions: { readonly schemas?: Readonly<Record<string, SchemaAvailability>> };
  };
};

/** Per extraction schema: whether this filing's spans are cached for the current schema version. */
interface SchemaAvailability {
  readonly cached: boolean;
  readonly stale: boolean;
  readonly spans: number;
  readonly schema_version: number;
  readonly cached_versions: readonly number[];
}

/** Extraction availability per schema (cached results of the current version, stale ones of older versions). */
async function extractionAvailability(
  deps: ExtractionStorePort,
  accession: string,
): Promise<Availability & { schemas: Record<string, SchemaAvailability> }> {
  const counts = deps.extractions
    ? await deps.extractions.countResults(accession)
    : new Map<string, { results: number; spans: number; versions: readonly number[] }>();
  const schemas: Record<string, SchemaAvailability> = {};
  let cachedSchemas = 0;
  let spans = 0;
  for (const { schema } of SCHEMA_CATALOG) {
    const c = counts.get(schema.name);
    const cached = c?.versions.includes(schema.version) === true;
    if (cached) cachedSchemas++;
    spans += cached ? (c?.spans ?? 0) : 0;
    schemas[schema.name] = {
      cached,
      stale: !cached && (c?.results ?? 0) > 0,
      spans: cached ? (c?.spans ?? 0) : 0,
      schema_version: schema.version,
      cached_versions: c?.versions ?? [],
    };
  }
  const note = deps.extractions
    ? `${cachedSchemas} of ${SCHEMA_CATALOG.length} schemas cached; count is their spans (POST /api/extractions extracts the rest)`
    : "no extraction store in this process";
  return { cached: cachedSchemas > 0, count: spans, note, schemas };
}

/** What the store holds for a fiscal period's filing. Cache-only: it never fetches. */
export async function describeFiling(
  deps: StorePort & ExtractionStorePort & DocumentsPort,
  q: { readonly ticker: string; readonly fiscalYear: number; readonly quarter: number },
): Promise<DescribeResult> {
  const filings = await storedPeriodFilings(deps, q.ticker, q.fiscalYear, q.quarter);
  const original = filings.find((f) => !f.form.endsWith("/A")) ?? null;
  const base = { ticker: q.ticker.toUpperCase(), fiscal_year: q.fiscalYear, quarter: q.quarter };
  const amendments = filings.filter((f) => f.form.endsWith("/A")).map((f) => filingRefOf(f, "cached"));
  if (!original) {
    const none: Availability = { cached: false, count: 0, note: "filing not cached" };
    return {
      ...base,
      cached: false,
      filing: null,
      amendments,
      availability: {
        financials: { ...none, dimensional: 0 },
        linkbases: { ...none, presentation_arcs: 0, labels: 0 },
        sections: none,
        tables: none,
        markdown: none,
        extractions: none,
      },
      issues: [],
    };
  }
  const [facts, linkbases, issues, document] = await Promise.all([
    deps.store.getFacts(original.accession),
    deps.store.getLinkbases(original.accession),
    deps.store.getIssues(original.accession),
    documentAvailability(deps, original),
  ]);
  const numeric = facts.filter((f) => f.numeric);
  const dimensional = numeric.filter((f) => f.axisKey !== "").length;
  return {
    ...base,
    cached: true,
    filing: filingRefOf(original, "cached"),
    amendments,
    availability: {
      financials: {
        cached: numeric.length > 0,
        count: numeric.length,
        dimensional,
        note: numeric.length ? null : "the filing has no XBRL facts",
      },
      linkbases: {
        cached: linkbases.presentation.length + linkbases.labels.length > 0,
        count: linkbases.presentation.length + linkbases.calculation.length + linkbases.definition.length,
        presentation_arcs: linkbases.presentation.length,
        labels: linkbases.labels.length,
        note: null,
      },
      ...document,
      extractions: await extractionAvailability(deps, original.accession),
    },
    issues: issues.map((i) => ({ code: i.code, message: i.message })),
  };
}

/**
 * Markdown, sections and tables are computed from the stored primary document on demand (and
 * kept in the process's document cache), so they are available exactly when the document is
 * stored; counts come from the same computation the document tools use.
 */
async function documentAvailability(
  deps: StorePort & DocumentsPort,
  filing: FilingMeta,
): Promise<{ sections: Availability; tables: Availability; markdown: Availability }> {
  try {
    const { artifacts } = await loadDocument(deps, filing, null);
    const note = "computed on demand from the stored primary document";
    const sections = artifacts.sections().length;
    return {
      markdown: { cached: true, count: artifacts.doc.markdown.length, note: `${note}; count is its length in characters` },
      sections: { cached: sections > 0, count: sections, note: sections > 0 ? note : "no item sections detected for this form" },
      tables: { cached: true, count: artifacts.tables().length, note },
    };
  } catch (e) {
    if (!(e instanceof FdsError && e.code === "not_found")) throw e;
    // The primary is found by its role whatever its name, so what is missing is the document itself.
    const stored = (e.details.documents as readonly string[] | undefined) ?? [];
    const note = stored.length
      ? `the primary document is not stored (stored documents: ${stored.join(", ")})`
      : "no document is stored (XBRL instance only)";
    const none: Availability = { cached: false, count: 0, note };
    return { markdown: none, sections: none, tables: none };
  }
}
