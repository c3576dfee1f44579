import type { EquivalenceRegistry } from "../equivalence/index.js";

/** `qname`: an exact concept; `registry`: a named metric of the equivalence registry; `local_name`: a concept's local name. */
const RESOLUTION_KINDS = ["qname", "registry", "local_name"] as const;
export type ResolvedBy = (typeof RESOLUTION_KINDS)[number];

/** How a `metric_name` was understood. */
export interface MetricResolution {
  readonly requested: string;
  readonly resolved_by: ResolvedBy;
  /** The registry group the metric belongs to, if any. */
  readonly group: string | null;
  readonly label: string | null;
  /** Concepts that may answer, in priority order: the first one reported answers. */
  readonly candidates: readonly string[];
}

const STANDARD_PREFIXES = ["us-gaap", "ifrs-full", "dei", "srt"];

/**
 * Resolves a metric name: a QName (`us-gaap:Revenues`) answers with that concept alone unless
 * equivalents are asked for; a registry name or alias (`revenue`, `EPS diluted`) with its
 * group's members in priority order; a local name (`Revenues`) with the standard concept of
 * that name or a company concept reported in the filing. A split group throws
 * `equivalence_group_split`.
 */
export function resolveMetric(
  registry: EquivalenceRegistry,
  name: string,
  reported: ReadonlySet<string>,
  includeEquivalents: boolean,
): MetricResolution {
  const requested = name.trim();
  if (requested.includes(":")) {
    const group = registry.groupOfConcept(requested);
    const candidates = includeEquivalents && group ? [requested, ...group.concepts.filter((c) => c !== requested)] : [requested];
    return { requested, resolved_by: "qname", group: group?.name ?? null, label: group?.label ?? null, candidates };
  }
  const group = registry.group(requested);
  if (group) return { requested, resolved_by: "registry", group: group.name, label: group.label, candidates: group.concepts };
  const standard = STANDARD_PREFIXES.map((p) => `${p}:${requested}`);
  const company = [...reported].filter((c) => c.slice(c.indexOf(":") + 1) === requested && !standard.includes(c));
  const candidates = [...standard, ...company];
  const first = candidates.find((c) => registry.groupOfConcept(c));
  const firstGroup = first ? registry.groupOfConcept(first) : null;
  const withEquivalents =
    includeEquivalents && firstGroup ? [...candidates, ...firstGroup.concepts.filter((c) => !candidates.includes(c))] : candidates;
  return {
    requested,
    resolved_by: "local_name",
    group: firstGroup?.name ?? null,
    label: firstGroup?.label ?? null,
    candidates: withEquivalents,
  };
}

/** `RevenueFromContractWithCustomer` -> `Revenue from contract with customer`. */
export function humanizeConcept(concept: string): string {
  const local = concept.slice(concept.indexOf(":") + 1);
  const words = local.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2");
  return words.charAt(0) + words.slice(1).toLowerCase();
}
