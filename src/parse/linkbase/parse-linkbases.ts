import type { CalculationArc, DefinitionArc, Label, Linkbases, PresentationArc, RoleType } from "../../model/index.js";
import { HrefResolver } from "./href-resolver.js";
import { ARC_KINDS, SKIP_REASONS, type ArcKind, type LabelResource, type SkippedArc, type SkipReason } from "./raw-relationship.js";
import { readTaxonomyFile, type TaxonomyFile, type TaxonomyFileKind } from "./read-taxonomy-file.js";
import { applyOverrides, type OverrideCounts, type ResolvedRelationship } from "./relationship-override.js";
import type { TaxonomySchema } from "./taxonomy-schema.js";

/** Per relationship kind: what was read and where each arc went. */
interface ArcCounts extends OverrideCounts {
  /** Arc elements in the files (`grep -c '<link:presentationArc'`), prohibiting ones included. */
  readonly arcElements: number;
  /** Relationships the arcs stand for (an arc to a label with two resources is two). */
  readonly relationships: number;
  /** Relationships (or whole arcs, for label and attribute errors) left out; see `skipped`. */
  readonly skipped: number;
}

/** One input file as treated. */
interface TaxonomyFileSummary {
  readonly name: string;
  readonly kind: TaxonomyFileKind;
  readonly root: string;
  readonly chars: number;
  /** Elements left open at the end of the text: > 0 means a truncated file (what was read is kept). */
  readonly unclosedAtEnd: number;
}

/** Linkbases plus an account of everything that did not make it into them. */
export interface LinkbaseParseReport {
  readonly linkbases: Linkbases;
  /** The filing's own schemas: target namespace, prefix, element ids, role types. */
  readonly schemas: readonly TaxonomySchema[];
  readonly files: readonly TaxonomyFileSummary[];
  readonly arcs: Readonly<Record<ArcKind, ArcCounts>>;
  readonly skippedByReason: Readonly<Record<SkipReason, number>>;
  /** The first {@link MAX_SKIPPED_DETAILS} skipped arcs, for diagnostics. */
  readonly skipped: readonly SkippedArc[];
  /** Arcs of kinds our model does not keep (reference, footnote, generic). */
  readonly otherArcs: number;
}

/** Cap on `LinkbaseParseReport.skipped`; the counts are always complete. */
const MAX_SKIPPED_DETAILS = 200;

/**
 * Parse a filing's own taxonomy files (extension schema and its label, presentation, calculation
 * and definition linkbases; order does not matter, kinds are told by content) into our model,
 * with the report of what was skipped. Concepts are canonical QNames (see `canonicalPrefix`).
 * A bad arc is skipped and counted, never thrown.
 *
 * @throws LinkbaseParseError when a file is not XML at all, or is an HTML page.
 */
export function parseLinkbaseReport(files: readonly TaxonomyFile[]): LinkbaseParseReport {
  const readings = files.map(readTaxonomyFile);
  const schemas = readings.flatMap((r) => (r.schema === null ? [] : [r.schema]));
  const resolver = new HrefResolver(schemas);
  const skipped: SkippedArc[] = readings.flatMap((r) => r.skipped);

  const resolved: ResolvedRelationship[] = [];
  for (const reading of readings) {
    for (const r of reading.relationships) {
      const from = resolver.resolve(r.fromHref, r.file);
      if ("skip" in from) {
        skipped.push({ reason: from.skip, file: r.file, kind: r.kind, detail: from.detail });
        continue;
      }
      let to: string;
      if (r.toLabel !== null) {
        to = labelIdentity(r.toLabel);
      } else {
        const target = resolver.resolve(r.toHref ?? "", r.file);
        if ("skip" in target) {
          skipped.push({ reason: target.skip, file: r.file, kind: r.kind, detail: target.detail });
          continue;
        }
        to = target.concept;
      }
      resolved.push({ raw: r, from: from.concept, to });
    }
  }
  const { kept, counts } = applyOverrides(resolved);

  const skippedByReason = Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as Record<SkipReason, number>;
  for (const s of skipped) skippedByReason[s.reason]++;

  const arcs = Object.fromEntries(
    ARC_KINDS.map((kind) => [kind, { ...counts[kind], arcElements: 0, relationships: 0, skipped: 0 }]),
  ) as Record<ArcKind, { -readonly [K in keyof ArcCounts]: number }>;
  for (const reading of readings) {
    for (const kind of ARC_KINDS) arcs[kind].arcElements += reading.arcElements[kind];
    for (const r of reading.relationships) arcs[r.kind].relationships++;
  }
  for (const s of skipped) arcs[s.kind].skipped++;

  return {
    linkbases: toLinkbases(schemas, kept),
    schemas,
    files: readings.map(({ name, kind, root, chars, unclosedAtEnd }) => ({ name, kind, root, chars, unclosedAtEnd })),
    arcs,
    skippedByReason,
    skipped: skipped.slice(0, MAX_SKIPPED_DETAILS),
    otherArcs: readings.reduce((n, r) => n + r.otherArcs, 0),
  };
}

/**
 * Parse a filing's own taxonomy files into {@link Linkbases}: role types, labels, presentation,
 * calculation and definition relationships after XBRL 2.1 prohibition and override. See
 * {@link parseLinkbaseReport} for the counts of skipped arcs.
 *
 * @throws LinkbaseParseError when a file is not XML at all, or is an HTML page.
 */
export function parseLinkbases(files: readonly TaxonomyFile[]): Linkbases {
  return parseLinkbaseReport(files).linkbases;
}

function toLinkbases(schemas: readonly TaxonomySchema[], relationships: readonly ResolvedRelationship[]): Linkbases {
  const roles = new Map<string, RoleType>();
  for (const schema of schemas) for (const role of schema.roleTypes) if (!roles.has(role.roleUri)) roles.set(role.roleUri, role);

  const labels: Label[] = [];
  const presentation: PresentationArc[] = [];
  const calculation: CalculationArc[] = [];
  const definition: DefinitionArc[] = [];
  for (const { raw: r, from, to } of relationships) {
    switch (r.kind) {
      case "label":
        if (r.toLabel !== null) labels.push({ concept: from, role: r.toLabel.role, lang: r.toLabel.lang, text: r.toLabel.text });
        break;
      case "presentation":
        presentation.push({ role: r.linkRole, parent: from, child: to, order: r.order, preferredLabel: r.preferredLabel });
        break;
      case "calculation":
        calculation.push({ role: r.linkRole, parent: from, child: to, order: r.order, weight: r.weight ?? 1 });
        break;
      case "definition":
        definition.push({ role: r.linkRole, arcrole: r.arcrole, from, to, order: r.order });
        break;
      default: {
        const exhaustive: never = r.kind;
        throw new Error(`unhandled relationship kind ${String(exhaustive)}`);
      }
    }
  }
  return { roles: [...roles.values()], labels, presentation, calculation, definition };
}

/** Label resources are told apart by content: equal role, language and text are one label (§3.5.3.9.7.4). */
function labelIdentity(label: LabelResource): string {
  return `${label.role}\u0000${label.lang}\u0000${label.text}`;
}
