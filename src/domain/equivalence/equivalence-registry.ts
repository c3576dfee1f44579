import { EQUIVALENCE_REGISTRY } from "./equivalence-data.js";
import { Type } from "typebox";
import { FdsError, type Wire } from "../shared/index.js";

/** A named group of concepts that report the same metric (get_tag_equivalence_registry lists them). */
export const EquivalenceGroupSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  aliases: Type.Array(Type.String()),
  concepts: Type.Array(Type.String(), { description: "Member concepts in priority order: the first one a filing reports answers" }),
});

export type EquivalenceGroup = Wire<typeof EquivalenceGroupSchema>;

/** A former group split into successors (a metric that stopped meaning one thing). */
export const SplitGroupSchema = Type.Object({
  name: Type.String(),
  aliases: Type.Array(Type.String()),
  successors: Type.Array(Type.String()),
  since: Type.String(),
  reason: Type.String(),
});

export type SplitGroup = Wire<typeof SplitGroupSchema>;

export interface RegistryData {
  readonly version: string;
  readonly groups: readonly EquivalenceGroup[];
  readonly splitGroups: readonly SplitGroup[];
  readonly changelog: readonly { readonly version: string; readonly change: string }[];
}

/** `Net Income`, `net-income`, `net_income` all read as `net income`. */
export function normalizeMetricName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_\-,']+/g, " ")
    .trim();
}

/** Lookups over the tag-equivalence registry. */
export class EquivalenceRegistry {
  private readonly byName = new Map<string, EquivalenceGroup>();
  private readonly byConcept = new Map<string, EquivalenceGroup>();
  private readonly splitByName = new Map<string, SplitGroup>();

  constructor(readonly data: RegistryData = EQUIVALENCE_REGISTRY) {
    for (const group of data.groups) {
      for (const key of [group.name, ...group.aliases]) this.byName.set(normalizeMetricName(key), group);
      for (const concept of group.concepts) {
        const other = this.byConcept.get(concept);
        if (other) throw new Error(`registry ${data.version}: ${concept} is in both ${other.name} and ${group.name}`);
        this.byConcept.set(concept, group);
      }
    }
    for (const split of data.splitGroups) {
      for (const key of [split.name, ...split.aliases]) this.splitByName.set(normalizeMetricName(key), split);
    }
  }

  get version(): string {
    return this.data.version;
  }

  /**
   * The live group a name or alias denotes; null when none. A split group's name throws
   * `equivalence_group_split` naming its successors.
   */
  group(name: string): EquivalenceGroup | null {
    const key = normalizeMetricName(name);
    const split = this.splitByName.get(key);
    if (split) {
      throw new FdsError(
        "equivalence_group_split",
        `metric group "${split.name}" was split in registry ${split.since} into ${split.successors.join(", ")}: ask for one of those (${split.reason})`,
        { group: split.name, successors: split.successors, since: split.since },
      );
    }
    return this.byName.get(key) ?? null;
  }

  /** The live group a concept belongs to, if any. */
  groupOfConcept(concept: string): EquivalenceGroup | null {
    return this.byConcept.get(concept) ?? null;
  }

  groupByName(name: string): EquivalenceGroup | null {
    return this.data.groups.find((g) => g.name === name) ?? null;
  }

  splitGroup(name: string): SplitGroup | null {
    return this.splitByName.get(normalizeMetricName(name)) ?? null;
  }
}
