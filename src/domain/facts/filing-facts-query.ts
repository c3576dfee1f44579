import { Type } from "typebox";
import {
  FdsError,
  filingRefOf,
  FilingRefSchema,
  labelMap,
  metricValueOf,
  MetricValueSchema,
  Nullable,
  type StorePort,
  Warnings,
  type Wire,
} from "../shared/index.js";

/** The filer's labels of the axes and members in a set of facts' dimensions, by QName (a component of its own: not the axis-to-member map). */
const DimensionLabelsSchema = Type.Record(Type.String(), Type.String(), {
  title: "DimensionLabels",
  description:
    "The filer's label (label linkbase: terse, else standard, English) of each axis and member QName in the facts' dimensions " +
    "(aapl:GreaterChinaSegmentMember: Greater China); a QName the filing does not label is absent; empty with presentation=true",
});

export interface FilingFactsQuery {
  readonly accession: string;
  /** Exact QNames (`us-gaap:Revenues`, `aapl:...`); no registry lookup, no equivalents. */
  readonly concepts: readonly string[];
  /** Exact axis key ("" = totals only); null = every fact of the concepts, dimensional ones included. */
  readonly axisKey: string | null;
  /** True: where the filing presents the concepts (roles, parents, order), not their facts. */
  readonly presentation: boolean;
}

/** Where a concept is presented in the filing's presentation linkbase. */
const PresentationOccurrenceSchema = Type.Object({
  concept: Type.String(),
  role: Type.String(),
  role_definition: Nullable(Type.String()),
  parent: Type.String(),
  order: Type.Number(),
  preferred_label: Nullable(Type.String()),
  /** The filer's label for that occurrence (its preferred label role, else terse or standard); null when none. */
  label: Nullable(Type.String()),
});

/** get_filing_facts's answer. */
export const FilingFactsResultSchema = Type.Object({
  filing: FilingRefSchema,
  concepts: Type.Array(Type.String()),
  /** Facts of the concepts in this accession, every period (comparatives included), with labels. Empty in presentation mode. */
  facts: Type.Array(Type.Intersect([MetricValueSchema, Type.Object({ label: Nullable(Type.String()) })])),
  /**
   * The filer's label (label linkbase: terse, else standard, English) of each axis and member in the
   * facts' dimensions, by QName; a QName the filing labels nowhere (a filing stored without its
   * linkbases) is absent. Empty in presentation mode.
   */
  dimension_labels: DimensionLabelsSchema,
  /** Presentation occurrences; empty unless `presentation`. */
  presentation: Type.Array(PresentationOccurrenceSchema),
  /** Asked concepts with no fact (or no occurrence) in this filing. */
  not_found: Type.Array(Type.String()),
  warnings: Warnings,
});

type FilingFactsResult = Wire<typeof FilingFactsResultSchema>;

/**
 * Exact-QName facts of one accession (every period and, unless `axisKey` narrows, every
 * dimension), or where the filing presents those concepts. 404 `filing_not_found` for an
 * accession not in the store; 400 for a name that is not a QName.
 */
export async function queryFilingFacts(deps: StorePort, q: FilingFactsQuery): Promise<FilingFactsResult> {
  const bad = q.concepts.filter((c) => !/^[A-Za-z][\w.-]*:[A-Za-z_][\w.-]*$/.test(c));
  if (bad.length > 0)
    throw new FdsError("bad_request", `not QNames (prefix:LocalName): ${bad.join(", ")}; for registry names use get_concept`);
  const filing = await deps.store.getFiling(q.accession);
  if (!filing) throw new FdsError("filing_not_found", `accession ${q.accession} is not in the store`, { accession: q.accession });
  const warnings: string[] = [];
  const conceptLabels = await deps.store.getLabels(q.accession, q.concepts);
  const labels = labelMap(conceptLabels);
  if (q.presentation) {
    const linkbases = await deps.store.getPresentation(q.accession);
    if (linkbases.presentation.length === 0)
      warnings.push(`filing ${q.accession} has no presentation linkbase: no occurrences can be given`);
    const definitions = new Map(linkbases.roles.map((r) => [r.roleUri, r.definition]));
    const byRole = new Map<string, string>();
    for (const l of conceptLabels) byRole.set(`${l.concept} ${l.role}`, l.text);
    const wanted = new Set(q.concepts);
    const presentation = linkbases.presentation
      .filter((a) => wanted.has(a.child))
      .map((a) => ({
        concept: a.child,
        role: a.role,
        role_definition: definitions.get(a.role) ?? null,
        parent: a.parent,
        order: a.order,
        preferred_label: a.preferredLabel,
        label: (a.preferredLabel ? byRole.get(`${a.child} ${a.preferredLabel}`) : undefined) ?? labels.get(a.child) ?? null,
      }))
      .sort(
        (a, b) =>
          a.concept.localeCompare(b.concept) ||
          (a.role_definition ?? a.role).localeCompare(b.role_definition ?? b.role) ||
          a.order - b.order,
      );
    const seen = new Set(presentation.map((p) => p.concept));
    return {
      filing: filingRefOf(filing, "cached"),
      concepts: q.concepts,
      facts: [],
      dimension_labels: {},
      presentation,
      not_found: q.concepts.filter((c) => !seen.has(c)),
      warnings,
    };
  }
  const facts = await deps.store.getFacts(q.accession, { concepts: q.concepts, ...(q.axisKey !== null ? { axisKey: q.axisKey } : {}) });
  const rows = facts.map((f) => ({ ...metricValueOf(f, filing), label: labels.get(f.concept) ?? null }));
  const seen = new Set(rows.map((r) => r.concept));
  // Axes and members are concepts of the taxonomy: the label linkbase names them as it names line items.
  const dimensional = [...new Set(facts.flatMap((f) => Object.entries(f.dimensions).flat()))];
  const dimensionLabels = dimensional.length ? labelMap(await deps.store.getLabels(q.accession, dimensional)) : new Map<string, string>();
  return {
    filing: filingRefOf(filing, "cached"),
    concepts: q.concepts,
    facts: rows,
    dimension_labels: Object.fromEntries([...dimensionLabels].sort(([a], [b]) => a.localeCompare(b))),
    presentation: [],
    not_found: q.concepts.filter((c) => !seen.has(c)),
    warnings,
  };
}
