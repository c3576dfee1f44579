/**
 * Taxonomy relationships and labels from a filing's own linkbases (DTS files of the filing,
 * never the base taxonomy). Concepts are canonical QNames as in `Fact.concept`.
 */

/** An extended-link role (`http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFOPERATIONS`). */
export interface RoleType {
  readonly roleUri: string;
  /** Schema definition, e.g. `1002 - Statement - CONSOLIDATED STATEMENTS OF OPERATIONS`. */
  readonly definition: string | null;
}

export interface Label {
  readonly concept: string;
  /** Label role URI (`http://www.xbrl.org/2003/role/terseLabel` ...). */
  readonly role: string;
  readonly lang: string;
  readonly text: string;
}

export interface PresentationArc {
  readonly role: string;
  readonly parent: string;
  readonly child: string;
  readonly order: number;
  readonly preferredLabel: string | null;
}

export interface CalculationArc {
  readonly role: string;
  readonly parent: string;
  readonly child: string;
  readonly order: number;
  readonly weight: number;
}

/** Dimensional (and other) definition arcs: hypercube-dimension, dimension-domain, domain-member ... */
export interface DefinitionArc {
  readonly role: string;
  /** Arcrole URI, e.g. `http://xbrl.org/int/dim/arcrole/domain-member`. */
  readonly arcrole: string;
  readonly from: string;
  readonly to: string;
  readonly order: number;
}

export interface Linkbases {
  readonly roles: readonly RoleType[];
  readonly labels: readonly Label[];
  readonly presentation: readonly PresentationArc[];
  readonly calculation: readonly CalculationArc[];
  readonly definition: readonly DefinitionArc[];
}

/**
 * What a statement or a role filter reads of a filing's linkbases to find what it presents where:
 * its roles and presentation arcs, without the calculation and definition arcs (a third of the
 * rows) and without the labels (as many rows again, most of the bytes), read for the concepts
 * shown only (`getLabels`).
 */
export type PresentationLinkbase = Pick<Linkbases, "roles" | "presentation">;

export const EMPTY_LINKBASES: Linkbases = {
  roles: [],
  labels: [],
  presentation: [],
  calculation: [],
  definition: [],
};
