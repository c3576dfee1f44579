import type { Static } from "typebox";
import type { MetricValue } from "../../domain/shared/index.js";
import { getStatementTool } from "../../tools/statements/index.js";
import { tabulation } from "./export-table.js";
import { valueColumns } from "./value-columns.js";

type Statement = Static<typeof getStatementTool.output>;
type Period = Statement["periods"][number];

/** One cell of the statement: a template line in one period, or a line of the filing's own presentation. */
interface Row {
  readonly statement: Statement;
  readonly part: "template" | "presented";
  readonly key: string;
  readonly label: string;
  readonly level: number;
  readonly subtotal: boolean | null;
  readonly group: string | null;
  readonly face: string | null;
  readonly lineConcept: string | null;
  /** The template column; null for presented lines (their value carries its own period). */
  readonly period: Period | null;
  readonly accession: string | null;
  readonly value: MetricValue | null;
}

function rowsOf(statement: Statement): Row[] {
  const rows: Row[] = [];
  for (const line of statement.lines)
    statement.periods.forEach((period, i) => {
      rows.push({
        statement,
        part: "template",
        key: line.key,
        label: line.label,
        level: line.level,
        subtotal: line.subtotal,
        group: line.group,
        face: line.face ?? null,
        lineConcept: line.concept,
        period,
        accession: period.filing?.accession ?? null,
        value: line.values[i] ?? null,
      });
    });
  const presented = statement.presented;
  for (const line of presented?.lines ?? [])
    rows.push({
      statement,
      part: "presented",
      key: line.concept,
      label: line.label,
      level: line.depth,
      subtotal: null,
      group: line.parent,
      face: null,
      lineConcept: line.concept,
      period: null,
      accession: presented?.accession ?? null,
      value: line.value,
    });
  return rows;
}

/**
 * `GET /api/statement`: one row per template line and period (the JSON's `lines[].values[]`, line
 * by line), then one per line of the filing's own presentation (`presented.lines`).
 */
export const statementTable = tabulation({
  tool: getStatementTool,
  formats: ["json", "csv", "parquet"],
  rowIs: "one template line in one period (then one line of the filing's own presentation)",
  rows: rowsOf,
  fileName: (input) => `${input.ticker}-${input.statement}`,
  columns: [
    { name: "ticker", type: "string", description: "The company's ticker", cell: (r: Row) => r.statement.ticker },
    {
      name: "statement",
      type: "string",
      description: "income_statement, balance_sheet or cash_flow",
      cell: (r: Row) => r.statement.statement,
    },
    { name: "basis", type: "string", description: "as_reported or latest", cell: (r: Row) => r.statement.basis },
    {
      name: "part",
      type: "string",
      description: "template (the standard lines) or presented (the filing's own presentation)",
      cell: (r: Row) => r.part,
    },
    {
      name: "line_key",
      type: "string",
      description: "Template line key (revenue ...), or the presented line's concept",
      cell: (r: Row) => r.key,
    },
    { name: "line_label", type: "string", description: "The line's label", cell: (r: Row) => r.label },
    { name: "line_level", type: "integer", description: "Indent level (presented lines: depth)", cell: (r: Row) => r.level },
    {
      name: "line_subtotal",
      type: "boolean",
      description: "Whether a template line is a subtotal; null for presented lines",
      cell: (r: Row) => r.subtotal,
    },
    {
      name: "line_group",
      type: "string",
      description: "Template line group, or the presented line's parent concept",
      cell: (r: Row) => r.group,
    },
    {
      name: "line_face",
      type: "string",
      description: "printed, sum_of_printed or not_printed: how the face statement has the line",
      cell: (r: Row) => r.face,
    },
    { name: "line_concept", type: "string", description: "The concept the line uses; null when none", cell: (r: Row) => r.lineConcept },
    {
      name: "period_label",
      type: "string",
      description: "The column (FY2024, 2024Q3 ...); null for presented lines",
      cell: (r: Row) => r.period?.label ?? null,
    },
    { name: "fiscal_year", type: "integer", description: "The column's fiscal year", cell: (r: Row) => r.period?.fiscal_year ?? null },
    {
      name: "quarter",
      type: "integer",
      description: "The column's fiscal quarter, 4 = the annual report",
      cell: (r: Row) => r.period?.quarter ?? null,
    },
    { name: "date_type", type: "string", description: "Q, YTD or FY", cell: (r: Row) => r.period?.date_type ?? null },
    {
      name: "filing_accession",
      type: "string",
      description: "The column's filing (presented lines: the presenting filing)",
      cell: (r: Row) => r.accession,
    },
    { name: "filing_url", type: "string", description: "Its primary document on EDGAR", cell: (r: Row) => r.period?.filing?.url ?? null },
    ...valueColumns((r: Row) => r.value),
  ],
});
