import type { Static } from "typebox";
import { periodOfOim } from "../../domain/filings/index.js";
import { exportFilingTool } from "../../tools/filings/index.js";
import { tabulation } from "./export-table.js";

type Report = Static<typeof exportFilingTool.output>;

/** The dimensions xBRL-JSON names itself; every other key of a fact's dimensions is an axis. */
const CORE = new Set(["concept", "entity", "period", "unit", "language", "noteId"]);
const DECIMAL = /^-?\d+(\.\d+)?$/;

interface Row {
  readonly report: Report;
  readonly id: string;
  readonly fact: Report["facts"][string];
  readonly period: ReturnType<typeof periodOfOim>;
  readonly axes: Readonly<Record<string, string>>;
}

function rowsOf(report: Report): Row[] {
  return Object.entries(report.facts).map(([id, fact]) => {
    const axes: Record<string, string> = {};
    for (const axis of Object.keys(fact.dimensions).sort()) if (!CORE.has(axis)) axes[axis] = fact.dimensions[axis] as string;
    return { report, id, fact, period: periodOfOim(fact.dimensions.period), axes };
  });
}

/** Facts with a unit or decimals are numbers; the rest are text (a pure number without decimals reads as text here). */
function numberOf(fact: Report["facts"][string]): number | null {
  const numeric = fact.dimensions.unit !== undefined || fact.decimals !== undefined;
  return numeric && fact.value !== null && DECIMAL.test(fact.value) ? Number(fact.value) : null;
}

/**
 * `GET /api/filing/export`: one row per fact of the xBRL-JSON report, in its order, with the
 * period as XBRL dates (an end date is the last day covered, as everywhere in fds).
 */
export const filingFactsTable = tabulation({
  tool: exportFilingTool,
  formats: ["xbrl-json", "csv", "parquet"],
  rowIs: "one fact of the filing",
  rows: rowsOf,
  fileName: (input) => `${input.accession}-facts`,
  columns: [
    { name: "fact_id", type: "string", description: "The fact's id in the xBRL-JSON report", cell: (r: Row) => r.id },
    { name: "concept", type: "string", description: "Concept QName", cell: (r: Row) => r.fact.dimensions.concept ?? null },
    {
      name: "entity",
      type: "string",
      description: "scheme prefix:identifier (cik:0000320193)",
      cell: (r: Row) => r.fact.dimensions.entity ?? null,
    },
    {
      name: "period_type",
      type: "string",
      description: "instant, duration, or null for forever",
      cell: (r: Row) => r.period?.type ?? null,
    },
    {
      name: "period_start",
      type: "date",
      description: "First day of a duration",
      cell: (r: Row) => (r.period?.type === "duration" ? r.period.start : null),
    },
    {
      name: "period_end",
      type: "date",
      description: "Last day of a duration",
      cell: (r: Row) => (r.period?.type === "duration" ? r.period.end : null),
    },
    {
      name: "period_instant",
      type: "date",
      description: "The instant's date (the end of that day)",
      cell: (r: Row) => (r.period?.type === "instant" ? r.period.instant : null),
    },
    {
      name: "unit",
      type: "string",
      description: "Unit as OIM writes it (iso4217:USD/xbrli:shares); null for text and pure numbers",
      cell: (r: Row) => r.fact.dimensions.unit ?? null,
    },
    {
      name: "axis_key",
      type: "string",
      description: "Sorted Axis=Member|...; empty for facts without dimensions",
      cell: (r: Row) =>
        Object.entries(r.axes)
          .map(([a, m]) => `${a}=${m}`)
          .join("|"),
    },
    {
      name: "dimensions",
      type: "string",
      description: "Axis to member (or typed value), as JSON; {} for none",
      cell: (r: Row) => JSON.stringify(r.axes),
    },
    {
      name: "value",
      type: "string",
      description: "The value as reported after format, scale and sign (text facts: their text); null when nil",
      cell: (r: Row) => r.fact.value,
    },
    {
      name: "number",
      type: "double",
      description: "The value as a number, for facts with a unit or decimals",
      cell: (r: Row) => numberOf(r.fact),
    },
    { name: "decimals", type: "integer", description: "Accuracy; null for INF, text and nil", cell: (r: Row) => r.fact.decimals ?? null },
    {
      name: "element_id",
      type: "string",
      description: "The fact's element id in its document",
      cell: (r: Row) => r.fact["fds:elementId"] ?? null,
    },
    { name: "document", type: "string", description: "The document the fact was read from", cell: (r: Row) => r.fact["fds:document"] },
    {
      name: "merged_element_ids",
      type: "string",
      description: "Consistent duplicates merged into this fact (EFM 6.5.12), space separated",
      cell: (r: Row) => r.fact["fds:mergedElementIds"]?.join(" ") ?? null,
    },
    { name: "accession", type: "string", description: "The filing's accession", cell: (r: Row) => r.report.documentInfo["fds:accession"] },
    {
      name: "filing_url",
      type: "string",
      description: "The filing's primary document on EDGAR",
      cell: (r: Row) => r.report.documentInfo["fds:url"],
    },
  ],
});
