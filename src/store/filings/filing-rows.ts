import type { FilingRecord } from "../../model/index.js";
import type { FilingChildTable, NewRow } from "../engine/index.js";
import { factToRow } from "./fact-mapper.js";
import { declarationsToColumn, documentToRow, fileToRow, issueToRow, metaToRow, type FilingContentRow } from "./filing-mapper.js";
import { calculationToRow, definitionToRow, labelToRow, presentationToRow, roleToRow } from "./linkbase-mapper.js";

/**
 * A record as the rows that store it: the filings row (without the store's own hash and
 * timestamp) and every child row, table by table. A lossless encoding of the record.
 */
export interface FilingRows {
  readonly filing: FilingContentRow;
  readonly children: { readonly [T in FilingChildTable]: readonly NewRow<T>[] };
}

export function filingRows(record: FilingRecord): FilingRows {
  const accession = record.meta.accession;
  const { linkbases } = record;
  return {
    // Declarations only when present: a filing without XBRL keeps the row (and hash) it had.
    filing: { ...metaToRow(record.meta), ...declarationsToColumn(record.xbrl) },
    children: {
      filing_files: record.files.map((file, i) => fileToRow(accession, i, file)),
      filing_documents: record.documents.map((doc, i) => documentToRow(accession, i, doc)),
      facts: record.facts.map((fact, i) => factToRow(accession, i, fact)),
      roles: linkbases.roles.map((role, i) => roleToRow(accession, i, role)),
      labels: linkbases.labels.map((label, i) => labelToRow(accession, i, label)),
      presentation_arcs: linkbases.presentation.map((arc, i) => presentationToRow(accession, i, arc)),
      calculation_arcs: linkbases.calculation.map((arc, i) => calculationToRow(accession, i, arc)),
      definition_arcs: linkbases.definition.map((arc, i) => definitionToRow(accession, i, arc)),
      filing_issues: record.issues.map((issue, i) => issueToRow(accession, i, issue)),
      text_blocks: record.textBlocks.map((block) => ({
        accession,
        ordinal: block.ordinal,
        document: block.document,
        kind: block.kind,
        section_key: block.sectionKey,
        section_title: block.sectionTitle,
        start: block.start,
        end: block.end,
        text_start: block.textStart,
        text: block.text,
      })),
    },
  };
}
