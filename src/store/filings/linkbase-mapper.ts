import type { CalculationArc, DefinitionArc, Label, PresentationArc, RoleType } from "../../model/index.js";
import type { NewRow, Row } from "../engine/index.js";

/*
 * Rows of a filing's own linkbases. Each takes the filing's accession and the item's position,
 * which keeps the saved order on read.
 */

export function roleToRow(accession: string, ordinal: number, role: RoleType): NewRow<"roles"> {
  return { accession, ordinal, role_uri: role.roleUri, definition: role.definition };
}

export function rowToRole(row: Row<"roles">): RoleType {
  return { roleUri: row.role_uri, definition: row.definition };
}

export function labelToRow(accession: string, ordinal: number, label: Label): NewRow<"labels"> {
  return { accession, ordinal, concept: label.concept, role: label.role, lang: label.lang, text: label.text };
}

export function rowToLabel(row: Row<"labels">): Label {
  return { concept: row.concept, role: row.role, lang: row.lang, text: row.text };
}

export function presentationToRow(accession: string, ordinal: number, arc: PresentationArc): NewRow<"presentation_arcs"> {
  return {
    accession,
    ordinal,
    role: arc.role,
    parent: arc.parent,
    child: arc.child,
    arc_order: arc.order,
    preferred_label: arc.preferredLabel,
  };
}

export function rowToPresentation(row: Row<"presentation_arcs">): PresentationArc {
  return {
    role: row.role,
    parent: row.parent,
    child: row.child,
    order: row.arc_order,
    preferredLabel: row.preferred_label,
  };
}

export function calculationToRow(accession: string, ordinal: number, arc: CalculationArc): NewRow<"calculation_arcs"> {
  return {
    accession,
    ordinal,
    role: arc.role,
    parent: arc.parent,
    child: arc.child,
    arc_order: arc.order,
    weight: arc.weight,
  };
}

export function rowToCalculation(row: Row<"calculation_arcs">): CalculationArc {
  return { role: row.role, parent: row.parent, child: row.child, order: row.arc_order, weight: row.weight };
}

export function definitionToRow(accession: string, ordinal: number, arc: DefinitionArc): NewRow<"definition_arcs"> {
  return {
    accession,
    ordinal,
    role: arc.role,
    arcrole: arc.arcrole,
    from_concept: arc.from,
    to_concept: arc.to,
    arc_order: arc.order,
  };
}

export function rowToDefinition(row: Row<"definition_arcs">): DefinitionArc {
  return { role: row.role, arcrole: row.arcrole, from: row.from_concept, to: row.to_concept, order: row.arc_order };
}
