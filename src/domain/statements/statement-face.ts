import type { DocumentsPort } from "../documents/index.js";
import type { FilingMeta } from "../../model/index.js";
import type { FilingTable } from "../../parse/document/index.js";
import { loadDocument } from "../documents/index.js";
import { FdsError, type StorePort } from "../shared/index.js";
import { chooseStatementRole, presentedTree } from "./statement-role.js";
import { STATEMENT_ANCHORS, STATEMENT_KINDS, type StatementKind } from "./statement-template.js";

/** Where a face statement was read: the presentation role chosen by content, or the document table printing it. */
export const FACE_SOURCES = ["presentation", "document_table"] as const;
type FaceSource = (typeof FACE_SOURCES)[number];

/**
 * A filing's face statement: the concepts it prints (headings excluded), in the filer's order,
 * each once. It decides which concept fills a template line (statement-lines.ts).
 */
export interface FaceStatement {
  readonly accession: string;
  readonly source: FaceSource;
  /** The role URI, or the ids of the document tables (a statement split over a page break is several). */
  readonly ref: string;
  readonly concepts: readonly string[];
}

/**
 * The face statement of a filing: its presentation linkbase's role for the statement when it has
 * one, else the table of its primary document that prints the statement's anchor concepts
 * (inline XBRL filings stored without linkbases). Null when neither exists (an instance alone,
 * or statements incorporated from an exhibit that is not stored).
 */
export async function faceStatement(
  deps: StorePort & DocumentsPort,
  filing: FilingMeta,
  kind: StatementKind,
): Promise<FaceStatement | null> {
  const linkbases = await deps.store.getPresentation(filing.accession);
  const role = linkbases.presentation.length > 0 ? chooseStatementRole(linkbases, kind) : null;
  if (role) {
    const printed = presentedTree(linkbases, role.role, [])
      .filter((n) => !n.abstract)
      .map((n) => n.concept);
    return { accession: filing.accession, source: "presentation", ref: role.role, concepts: [...new Set(printed)] };
  }
  const tables = await documentTables(deps, filing);
  const chosen = statementTables(tables, kind);
  if (chosen.length === 0) return null;
  return {
    accession: filing.accession,
    source: "document_table",
    ref: chosen.map((t) => t.tableId).join(" "),
    concepts: printedConcepts(chosen),
  };
}

async function documentTables(deps: StorePort & DocumentsPort, filing: FilingMeta): Promise<readonly FilingTable[]> {
  try {
    return (await loadDocument(deps, filing, null)).artifacts.tables();
  } catch (e) {
    // A filing stored as an XBRL instance alone has no document to read a face from.
    if (e instanceof FdsError && e.code === "not_found") return [];
    throw e;
  }
}

/** Most characters of text between two tables of one statement split by a page break (page number, running head). */
const CONTINUATION_GAP = 600;

/** Sections holding the financial statements: 10-K Item 8 (or Item 15, where the F-pages follow the exhibits index), 10-Q Part I Item 1. */
const STATEMENT_SECTIONS: ReadonlySet<string> = new Set(["item_8", "item_15", "part_1_item_1"]);

/**
 * The document tables printing a statement: the first table of the financial-statements section
 * presenting at least `needed` of its anchor concepts (the face statements precede the notes,
 * whose quarterly or segment tables may present as many; MD&A's summaries come before the
 * section), else, where no section was found, the table presenting the most anchors; with the
 * adjacent tables of the same columns that continue it across a page break and present no other
 * statement's anchors.
 */
export function statementTables(tables: readonly FilingTable[], kind: StatementKind): FilingTable[] {
  const qualifying = [...tables.entries()]
    .map(([index, t]) => ({ index, found: anchorsFound(t, kind) }))
    .filter((q) => q.found >= STATEMENT_ANCHORS[kind].needed);
  const best =
    qualifying.find((q) => STATEMENT_SECTIONS.has(tables[q.index]!.sectionKey ?? "")) ??
    qualifying.reduce<(typeof qualifying)[number] | undefined>((a, q) => (!a || q.found > a.found ? q : a), undefined);
  if (!best) return [];
  const chosen = [tables[best.index]!];
  // `first` and `then` adjacent in the document; `part` (one of them) is the table that may join.
  const continues = (first: FilingTable, then: FilingTable, part: FilingTable) =>
    then.ordinal === first.ordinal + 1 &&
    then.start - first.end <= CONTINUATION_GAP &&
    then.columns.length === first.columns.length &&
    tagged(part) &&
    !STATEMENT_KINDS.some((k) => k !== kind && anchorsFound(part, k) > 0);
  for (let i = best.index + 1; i < tables.length && continues(chosen[chosen.length - 1]!, tables[i]!, tables[i]!); i++)
    chosen.push(tables[i]!);
  for (let i = best.index - 1; i >= 0 && continues(tables[i]!, chosen[0]!, tables[i]!); i--) chosen.unshift(tables[i]!);
  return chosen;
}

function conceptsOf(t: FilingTable): Set<string> {
  return new Set(t.rows.flatMap((r) => r.cells.map((c) => c.concept).filter((c): c is string => c !== null)));
}

function tagged(t: FilingTable): boolean {
  return t.rows.some((r) => r.cells.some((c) => c.concept !== null));
}

function anchorsFound(t: FilingTable, kind: StatementKind): number {
  const concepts = conceptsOf(t);
  return STATEMENT_ANCHORS[kind].anchors.filter((any) => any.some((c) => concepts.has(c))).length;
}

/** The concepts the tables print, row by row (a row's first tagged cell names it), each once. */
function printedConcepts(tables: readonly FilingTable[]): string[] {
  const out = new Set<string>();
  for (const t of tables) {
    for (const r of t.rows) {
      const concept = r.cells.find((c) => c.concept !== null)?.concept;
      if (concept) out.add(concept);
    }
  }
  return [...out];
}
