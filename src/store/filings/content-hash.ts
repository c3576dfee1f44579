import { createHash, type Hash } from "node:crypto";
import { FILING_CHILD_TABLES, type FilingChildTable } from "../engine/index.js";
import type { FilingRows } from "./filing-rows.js";

/**
 * The parts of a stored filing an invalidation names as changed: what a consumer caches
 * separately (facts, documents, the text index ...).
 */
export const FILING_PARTS = ["meta", "files", "documents", "facts", "linkbases", "issues", "text_index"] as const;
export type FilingPart = (typeof FILING_PARTS)[number];

const PART_OF_TABLE: Readonly<Record<FilingChildTable, FilingPart>> = {
  filing_files: "files",
  filing_documents: "documents",
  facts: "facts",
  roles: "linkbases",
  labels: "linkbases",
  presentation_arcs: "linkbases",
  calculation_arcs: "linkbases",
  definition_arcs: "linkbases",
  filing_issues: "issues",
  text_blocks: "text_index",
};

/** The record's content hash and one hash per part, from a single serialization of its rows. */
export interface ContentHashes {
  readonly content: string;
  readonly parts: Readonly<Record<FilingPart, string>>;
}

/**
 * sha256 (hex) of a record's stable JSON, taken over its rows: the mappers build every row
 * with the same keys in the same order and sort dimension keys, so plain JSON.stringify is
 * already stable, and about six times faster than sorting the keys of the model objects
 * (20k facts: ~20 ms instead of ~120 ms). Rows encode every field of the record, so equal
 * hashes mean equal records; array order counts, as it does on read. Each row's JSON also feeds
 * its part's hash (hashing is cheap next to serializing), so a re-ingest can say what changed.
 */
export function contentHashes(rows: FilingRows): ContentHashes {
  const hash = createHash("sha256");
  const parts = Object.fromEntries(FILING_PARTS.map((p) => [p, createHash("sha256")])) as Record<FilingPart, Hash>;
  const meta = JSON.stringify(rows.filing);
  hash.update(meta);
  parts.meta.update(meta);
  for (const table of FILING_CHILD_TABLES) {
    // The table name separates sections, so rows cannot shift from one table to the next.
    hash.update(`\n${table}\n`);
    const part = parts[PART_OF_TABLE[table]];
    part.update(`\n${table}\n`);
    // Row by row: a 200k-fact record never becomes one giant string.
    for (const row of rows.children[table]) {
      const json = JSON.stringify(row);
      hash.update(json);
      part.update(json);
    }
  }
  return {
    content: hash.digest("hex"),
    parts: Object.fromEntries(FILING_PARTS.map((p) => [p, parts[p].digest("hex")])) as Record<FilingPart, string>,
  };
}

/**
 * The parts whose hashes differ; every part when the previous hashes are unknown (a filing
 * stored before part hashes were recorded) or unreadable.
 */
export function changedParts(previous: string | null, next: Readonly<Record<FilingPart, string>>): FilingPart[] {
  let before: Partial<Record<FilingPart, unknown>> = {};
  try {
    before = previous === null ? {} : (JSON.parse(previous) as Partial<Record<FilingPart, unknown>>);
  } catch {
    before = {};
  }
  return FILING_PARTS.filter((p) => before[p] !== next[p]);
}
