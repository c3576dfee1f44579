/**
 * Relationships as read from one extended link, before locators are resolved to concepts and
 * before prohibition / override (XBRL 2.1 §3.5.3.9.7) is applied across the whole DTS.
 */

/** The four standard relationship kinds we keep, named by their arc element (XBRL 2.1 §5.2). */
export const ARC_KINDS = ["presentation", "calculation", "definition", "label"] as const;
export type ArcKind = (typeof ARC_KINDS)[number];

/** A `link:label` resource (XBRL 2.1 §5.2.2.2): text already whitespace-normalised. */
export interface LabelResource {
  readonly role: string;
  readonly lang: string;
  readonly text: string;
}

/** One relationship: one (from, to) pair of one arc (an arc whose labels match several locators makes several). */
export interface RawRelationship {
  readonly kind: ArcKind;
  /** Document the arc is in; relative hrefs resolve against it. */
  readonly file: string;
  /** `xlink:role` of the containing extended link. */
  readonly linkRole: string;
  readonly arcrole: string;
  /** `xlink:href` of the `from` locator: every kept arc starts at a concept. */
  readonly fromHref: string;
  /** `xlink:href` of the `to` locator; `null` for label arcs, whose target is `toLabel`. */
  readonly toHref: string | null;
  readonly toLabel: LabelResource | null;
  /** `order`, 1 when absent (XBRL 2.1 §3.5.3.9.5). */
  readonly order: number;
  /** `priority`, 0 when absent (§3.5.3.9.7.2). */
  readonly priority: number;
  /** `use="prohibited"` (§3.5.3.9.7.1). */
  readonly prohibited: boolean;
  /** Calculation `weight` (§5.2.5.2.1); `null` on other kinds. */
  readonly weight: number | null;
  /** Presentation `preferredLabel` (§5.2.4.2.1); `null` when absent or on other kinds. */
  readonly preferredLabel: string | null;
  /** Other non-exempt arc attributes (e.g. `xbrldt:targetRole`), canonical, for equivalence (§3.5.3.9.7.4). */
  readonly otherAttributes: string;
}

/** Why an arc (or one relationship of it) was left out. */
export const SKIP_REASONS = [
  /** `xlink:from` / `xlink:to` names no locator or resource in the extended link (XBRL 2.1 §3.5.3.9.2-3). */
  "unknown-xlink-label",
  /** An endpoint of the wrong type: e.g. a presentation arc to a resource, a label arc to a locator. */
  "wrong-endpoint",
  /** The locator has no `xlink:href`, or no `#fragment`. */
  "missing-href",
  /** The href names the filing's own schema but no element with that id is declared there. */
  "unknown-element-id",
  /** The fragment is not an id in the EDGAR `prefix_LocalName` form and no schema resolves it. */
  "unresolvable-fragment",
  /** `order`/`weight` not decimal, `priority` not an integer, `weight` missing or 0, or no `xlink:arcrole`. */
  "bad-attribute",
  /** An arcrole outside the relationship kind: presentation other than parent-child, etc. */
  "unexpected-arcrole",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** A skipped arc, with enough context to find it in the file. */
export interface SkippedArc {
  readonly reason: SkipReason;
  readonly file: string;
  readonly kind: ArcKind;
  readonly detail: string;
}
