import { FILE_ROLES } from "../../model/index.js";
import type { FilingDocument, FilingFile, FilingIssue, FilingMeta, XbrlDeclarations } from "../../model/index.js";
import type { NewRow, Row } from "../engine/index.js";
import { fromDbBool, oneOf, toDbBool } from "../engine/index.js";

/** A filings row without the store's own columns (content hash, ingest time, build). */
export type FilingContentRow = Omit<NewRow<"filings">, "content_hash" | "ingested_at" | "source_hash" | "pipeline_version">;

/** The filings row of `meta`, less the columns the store adds when it writes. */
export function metaToRow(meta: FilingMeta): FilingContentRow {
  return {
    accession: meta.accession,
    synthetic: toDbBool(meta.accessionIsSynthetic),
    cik: meta.cik,
    ticker: meta.ticker,
    company: meta.company,
    form: meta.form,
    filed_date: meta.filedDate,
    period_end: meta.periodEnd,
    fiscal_year: meta.fiscalYear,
    fiscal_period: meta.fiscalPeriod,
    fiscal_year_end: meta.fiscalYearEnd,
    primary_document: meta.primaryDocument,
    url: meta.url,
    is_inline_xbrl: meta.isInlineXbrl === null ? null : toDbBool(meta.isInlineXbrl),
  };
}

/**
 * The columns of a filings row that make its meta: what filing reads select, leaving the larger
 * columns (fact ends, XBRL declarations) to the reads that want them.
 */
export const META_COLUMNS = [
  "accession",
  "synthetic",
  "cik",
  "ticker",
  "company",
  "form",
  "filed_date",
  "period_end",
  "fiscal_year",
  "fiscal_period",
  "fiscal_year_end",
  "primary_document",
  "url",
  "is_inline_xbrl",
] as const satisfies readonly (keyof Row<"filings">)[];

/** The meta a filings row stores; booleans normalised across dialects. */
export function rowToMeta(row: Pick<Row<"filings">, (typeof META_COLUMNS)[number]>): FilingMeta {
  return {
    accession: row.accession,
    accessionIsSynthetic: fromDbBool(row.synthetic),
    cik: row.cik,
    ticker: row.ticker,
    company: row.company,
    form: row.form,
    filedDate: row.filed_date,
    periodEnd: row.period_end,
    fiscalYear: row.fiscal_year,
    fiscalPeriod: row.fiscal_period,
    fiscalYearEnd: row.fiscal_year_end,
    primaryDocument: row.primary_document,
    url: row.url,
    isInlineXbrl: row.is_inline_xbrl === null ? null : fromDbBool(row.is_inline_xbrl),
  };
}

/**
 * The `xbrl_declarations` column of a record's XBRL declarations; absent (null) when the filing
 * has none. Written with fixed key order, so equal declarations give equal text (the content
 * hash relies on it), whatever order their objects were built in.
 */
export function declarationsToColumn(declarations: XbrlDeclarations | undefined): { xbrl_declarations?: string } {
  if (!declarations) return {};
  const d = declarations;
  const stable: XbrlDeclarations = {
    dts: d.dts.map((r) => ({ kind: r.kind, href: r.href, document: r.document })),
    namespaces: sortedKeys(d.namespaces),
    units: sortedKeys(d.units),
    typedDimensions: sortedKeys(d.typedDimensions),
    entities: d.entities.map((e) => ({ scheme: e.scheme, identifier: e.identifier })),
  };
  return { xbrl_declarations: JSON.stringify(stable) };
}

function sortedKeys(record: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((k) => [k, record[k] as string]),
  );
}

/** The row of `file`, the `ordinal`-th file of filing `accession`. */
export function fileToRow(accession: string, ordinal: number, file: FilingFile): NewRow<"filing_files"> {
  return { accession, ordinal, name: file.name, role: file.role, type: file.type, bytes: file.bytes, sha256: file.sha256 };
}

export function documentToRow(accession: string, ordinal: number, doc: FilingDocument): NewRow<"filing_documents"> {
  return { accession, ordinal, name: doc.name, role: doc.role, type: doc.type, text: doc.text };
}

export function rowToDocument(row: Row<"filing_documents">): FilingDocument {
  return { name: row.name, role: oneOf(FILE_ROLES, row.role, "file role"), type: row.type, text: row.text };
}

/** The file a row stores; null bytes / sha256 stay null (files ingest did not read). */
export function rowToFile(row: Row<"filing_files">): FilingFile {
  return {
    name: row.name,
    role: oneOf(FILE_ROLES, row.role, "file role"),
    type: row.type,
    bytes: row.bytes,
    sha256: row.sha256,
  };
}

/** The row of `issue`, the `ordinal`-th issue of filing `accession`. */
export function issueToRow(accession: string, ordinal: number, issue: FilingIssue): NewRow<"filing_issues"> {
  return {
    accession,
    ordinal,
    code: issue.code,
    message: issue.message,
    document: issue.document,
    element_id: issue.elementId,
    concept: issue.concept,
  };
}

/** The issue a row stores. */
export function rowToIssue(row: Row<"filing_issues">): FilingIssue {
  return {
    code: row.code,
    message: row.message,
    document: row.document,
    elementId: row.element_id,
    concept: row.concept,
  };
}
