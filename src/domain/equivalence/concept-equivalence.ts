import { Type } from "typebox";
import { Nullable, Warnings, type Wire } from "../shared/index.js";
import {
  type EquivalenceGroup,
  EquivalenceGroupSchema,
  type EquivalenceRegistry,
  type SplitGroup,
  SplitGroupSchema,
} from "./equivalence-registry.js";

/** What `get_tag_equivalence_registry` is asked: a concept, a group, both or neither. */
export interface TagEquivalenceQuery {
  /** A concept QName (`us-gaap:Revenues`) or local name (`Revenues`); null: any. */
  readonly tag: string | null;
  /** A group name or alias (`revenue`, `net sales`); null: any. */
  readonly group: string | null;
}

/** get_tag_equivalence_registry's answer. */
export const TagEquivalenceResultSchema = Type.Object({
  version: Type.String(),
  /** The live groups that answer the query (all of them without tag or group), members in priority order. */
  groups: Type.Array(EquivalenceGroupSchema),
  /** Split groups: the former group asked for (with its successors in `groups`), or all of them without a query. */
  split_groups: Type.Array(SplitGroupSchema),
  changelog: Type.Array(Type.Object({ version: Type.String(), change: Type.String() })),
  /** What the query matched: the group of a tag, or a group by name. */
  matched: Type.Object({
    tag: Nullable(Type.String()),
    concept: Nullable(Type.String()),
    group: Nullable(Type.String()),
    split: Type.Boolean(),
  }),
  warnings: Warnings,
});

type TagEquivalenceResult = Wire<typeof TagEquivalenceResultSchema>;

const PREFIXES = ["us-gaap", "ifrs-full", "dei", "srt"];

/**
 * The tag-equivalence registry, whole or narrowed: the group a tag belongs to, one group by name
 * or alias, or both (then the tag must be in the group). A split group answers with its
 * successors (not an error here: this is the registry's own reference).
 */
export function tagEquivalence(registry: EquivalenceRegistry, q: TagEquivalenceQuery): TagEquivalenceResult {
  const warnings: string[] = [];
  let groups: readonly EquivalenceGroup[] = registry.data.groups;
  let splits: readonly SplitGroup[] = registry.data.splitGroups;
  let concept: string | null = null;
  let groupName: string | null = null;
  let split = false;
  if (q.group) {
    const former = registry.splitGroup(q.group);
    if (former) {
      split = true;
      groupName = former.name;
      splits = [former];
      groups = former.successors.map((s) => registry.groupByName(s)).filter((g): g is EquivalenceGroup => g !== null);
      warnings.push(`group "${former.name}" was split in registry ${former.since} into ${former.successors.join(", ")}: ${former.reason}`);
    } else {
      const g = registry.group(q.group);
      groups = g ? [g] : [];
      splits = [];
      groupName = g?.name ?? null;
      if (!g) warnings.push(`no group named "${q.group}" in registry ${registry.version}`);
    }
  }
  if (q.tag) {
    const candidates = q.tag.includes(":") ? [q.tag.trim()] : PREFIXES.map((p) => `${p}:${q.tag!.trim()}`);
    const hit = candidates.map((c) => registry.groupOfConcept(c)).find((g) => g !== null) ?? null;
    concept = hit ? (candidates.find((c) => registry.groupOfConcept(c) === hit) ?? null) : null;
    if (!q.group) splits = [];
    groups = groups.filter((g) => g === hit);
    if (!hit) warnings.push(`${q.tag} is in no live group of registry ${registry.version}`);
    else if (groups.length === 0) warnings.push(`${concept} belongs to group ${hit.name}, not to ${q.group}`);
    groupName ??= hit?.name ?? null;
  }
  return {
    version: registry.version,
    groups,
    split_groups: splits,
    changelog: registry.data.changelog,
    matched: { tag: q.tag, concept, group: groupName, split },
    warnings,
  };
}
