import { Type } from "typebox";
import type { Label, PresentationArc, PresentationLinkbase } from "../../model/index.js";
import { Nullable, type Wire } from "../shared/index.js";
import { STATEMENT_ANCHORS, type StatementKind } from "./statement-template.js";

/** The presentation role chosen for a statement, and why: the fields of the statement's `presented`. */
export const ChosenRoleSchema = Type.Object({
  role: Type.String(),
  definition: Nullable(Type.String()),
  /** How many of the statement's anchors (revenue, net income, EPS ...) the role presents. */
  anchors_found: Type.Integer(),
  anchors_needed: Type.Integer(),
  reason: Type.String(),
});

export type ChosenRole = Wire<typeof ChosenRoleSchema>;

const LABEL_ROLE = "http://www.xbrl.org/2003/role/label";

/**
 * Chooses the role presenting a statement by its content: the role that presents the most of
 * the statement's anchor concepts (at least `needed`). Parenthetical and detail roles are
 * passed over when a statement-typed role qualifies. A tax schedule presents income tax and
 * pretax income but not revenue, net income and EPS together, so it never qualifies.
 * Null when no role qualifies (or the filing has no presentation linkbase).
 */
export function chooseStatementRole(linkbases: PresentationLinkbase, kind: StatementKind): ChosenRole | null {
  const byRole = new Map<string, Set<string>>();
  for (const arc of linkbases.presentation) {
    let set = byRole.get(arc.role);
    if (!set) byRole.set(arc.role, (set = new Set()));
    set.add(arc.parent);
    set.add(arc.child);
  }
  const definitions = new Map(linkbases.roles.map((r) => [r.roleUri, r.definition]));
  const { anchors, needed } = STATEMENT_ANCHORS[kind];
  let best: (ChosenRole & { rank: number }) | null = null;
  for (const [role, concepts] of byRole) {
    const found = anchors.filter((any) => any.some((c) => concepts.has(c))).length;
    if (found < needed) continue;
    const text = `${role} ${definitions.get(role) ?? ""}`.toLowerCase();
    // Prefer the face statement over parentheticals, details and comprehensive income (which also presents net income).
    const penalty =
      (/parenthetical/.test(text) ? 100 : 0) +
      (/details|schedule|table|polic|note/.test(text) ? 10 : 0) +
      (/comprehensive/.test(text) && kind === "income_statement" ? 1 : 0);
    const bonus = /-\s*statement\s*-/.test(text) || /statement/.test(text) ? 5 : 0;
    // Among equal candidates, the smaller role is the face statement rather than a combined one.
    const rank = found * 20 + bonus - penalty - concepts.size / 10_000;
    if (!best || rank > best.rank) {
      best = {
        role,
        definition: definitions.get(role) ?? null,
        anchors_found: found,
        anchors_needed: needed,
        reason: `presents ${found} of ${anchors.length} anchor concept groups of the ${kind.replace(/_/g, " ")} (needs ${needed})`,
        rank,
      };
    }
  }
  if (!best) return null;
  const { rank: _rank, ...chosen } = best;
  return chosen;
}

/** One line of the statement as the filer presents it. */
export interface PresentedNode {
  readonly concept: string;
  readonly parent: string | null;
  readonly depth: number;
  readonly order: number;
  readonly preferred_label: string | null;
  /** The label the filer gives the line: its preferred label role, else terse or standard. */
  readonly label: string;
  /** Abstract headings carry no value (`...Abstract` concepts, line items, tables, axes). */
  readonly abstract: boolean;
}

/** The concepts the role presents (its lines, headings included): whose labels a presented tree needs. */
export function roleConcepts(linkbases: PresentationLinkbase, role: string): string[] {
  const concepts = new Set<string>();
  for (const a of linkbases.presentation) if (a.role === role) concepts.add(a.parent).add(a.child);
  return [...concepts];
}

/**
 * The role's presentation tree flattened depth-first in the filer's order, with the filer's
 * labels (`labels`: those of the role's concepts at least). Company extension concepts are
 * kept: they carry real lines of the statement.
 */
export function presentedTree(linkbases: PresentationLinkbase, role: string, labels: readonly Label[]): PresentedNode[] {
  const arcs = linkbases.presentation.filter((a) => a.role === role);
  const children = new Map<string, PresentationArc[]>();
  const isChild = new Set<string>();
  for (const a of arcs) {
    let list = children.get(a.parent);
    if (!list) children.set(a.parent, (list = []));
    list.push(a);
    isChild.add(a.child);
  }
  for (const list of children.values()) list.sort((a, b) => a.order - b.order);
  const roots = [...new Set(arcs.map((a) => a.parent))].filter((p) => !isChild.has(p));
  const byRole = new Map<string, string>();
  for (const l of labels) if (!l.lang || l.lang.startsWith("en")) byRole.set(`${l.concept} ${l.role}`, l.text);
  const labelOf = (concept: string, preferred: string | null) =>
    (preferred ? byRole.get(`${concept} ${preferred}`) : undefined) ??
    byRole.get(`${concept} http://www.xbrl.org/2003/role/terseLabel`) ??
    byRole.get(`${concept} ${LABEL_ROLE}`) ??
    concept;
  const out: PresentedNode[] = [];
  const seen = new Set<string>();
  const walk = (concept: string, parent: string | null, depth: number, order: number, preferred: string | null) => {
    // A cycle or a repeated subtree is presented once per parent path; guard against loops.
    const key = `${parent} ${concept} ${preferred}`;
    if (seen.has(key) || depth > 20) return;
    seen.add(key);
    out.push({
      concept,
      parent,
      depth,
      order,
      preferred_label: preferred,
      label: labelOf(concept, preferred),
      abstract: isAbstract(concept),
    });
    for (const arc of children.get(concept) ?? []) walk(arc.child, concept, depth + 1, arc.order, arc.preferredLabel);
  };
  for (const root of roots) walk(root, null, 0, 0, null);
  return out;
}

function isAbstract(concept: string): boolean {
  return /(Abstract|LineItems|Table|Axis|Member|Domain)$/.test(concept);
}
