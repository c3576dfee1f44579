import { ARC_KINDS, type ArcKind, type RawRelationship } from "./raw-relationship.js";

/** A relationship whose endpoints are resolved: `from` is a concept QName, `to` a concept QName or a label. */
export interface ResolvedRelationship {
  readonly raw: RawRelationship;
  readonly from: string;
  /** Concept QName; for label relationships the resource's identity (role, lang, text). */
  readonly to: string;
}

/** What override resolution did to one kind's relationships. */
export interface OverrideCounts {
  /** Relationships that take part in the network (the output). */
  kept: number;
  /** `use="prohibited"` relationships read; they never appear in the output. */
  prohibiting: number;
  /** Optional relationships removed by an equivalent prohibiting one of equal or higher priority. */
  prohibited: number;
  /** Optional relationships removed by an equivalent one of higher priority. */
  overridden: number;
  /** Equivalent optional relationships of the same priority beyond the first, which is kept. */
  duplicates: number;
}

interface Group {
  priority: number;
  prohibitedAtPriority: boolean;
  /** The first optional relationship at `priority`, or null. */
  kept: ResolvedRelationship | null;
}

/**
 * XBRL 2.1 §3.5.3.9.7. Relationships are equivalent (§3.5.3.9.7.4) when they are in the same base
 * set (arc element, arcrole, extended-link element and role: §3.5.3.9.7.3), have identical from
 * and to fragments, and S-equal non-exempt attributes (`order`, `weight`, `preferredLabel`,
 * `xbrldt:*`, ...; only `use`, `priority`, XLink and xmlns attributes are exempt). Per set of
 * equivalent relationships (§3.5.3.9.7.5): prohibiting ones are never kept (rule 1); if one of the
 * highest-priority relationships is prohibiting, none is kept (rule 4); otherwise one of the
 * highest-priority ones is kept (rules 2, 3: we keep the first in document order). Kept
 * relationships stay in document order.
 *
 * Simplification: label resources are identified by content (role, lang, text), not by node, so
 * two identical labels for one concept in different files collapse into one.
 */
export function applyOverrides(relationships: readonly ResolvedRelationship[]): {
  kept: ResolvedRelationship[];
  counts: Record<ArcKind, OverrideCounts>;
} {
  const keys = relationships.map(equivalenceKey);
  const groups = new Map<string, Group>();
  relationships.forEach(({ raw: r }, i) => {
    const key = keys[i]!;
    const group = groups.get(key);
    if (group === undefined || r.priority > group.priority) {
      groups.set(key, { priority: r.priority, prohibitedAtPriority: r.prohibited, kept: r.prohibited ? null : relationships[i]! });
    } else if (r.priority === group.priority) {
      group.prohibitedAtPriority ||= r.prohibited;
      if (group.kept === null && !r.prohibited) group.kept = relationships[i]!;
    }
  });

  const counts = Object.fromEntries(
    ARC_KINDS.map((kind) => [kind, { kept: 0, prohibiting: 0, prohibited: 0, overridden: 0, duplicates: 0 }]),
  ) as Record<ArcKind, OverrideCounts>;
  const kept: ResolvedRelationship[] = [];
  relationships.forEach((resolved, i) => {
    const r = resolved.raw;
    const group = groups.get(keys[i]!)!;
    const c = counts[r.kind];
    if (r.prohibited) c.prohibiting++;
    else if (group.prohibitedAtPriority) c.prohibited++;
    else if (group.kept === resolved) {
      kept.push(resolved);
      c.kept++;
    } else if (r.priority < group.priority) c.overridden++;
    else c.duplicates++;
  });
  return { kept, counts };
}

function equivalenceKey({ raw: r, from, to }: ResolvedRelationship): string {
  // Numbers compare as values (`order="1.0"` equals `order="1"`), as XML Schema decimals do.
  const sep = "\u0001";
  return (
    r.kind +
    sep +
    r.linkRole +
    sep +
    r.arcrole +
    sep +
    from +
    sep +
    to +
    sep +
    r.order +
    sep +
    (r.weight ?? "") +
    sep +
    (r.preferredLabel ?? "") +
    sep +
    r.otherAttributes
  );
}
