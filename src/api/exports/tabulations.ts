import type { Tabulation } from "./export-table.js";
import { filingFactsTable } from "./filing-facts-table.js";
import { framesTable } from "./frames-table.js";
import { metricSeriesTable } from "./metric-series-table.js";
import { statementTable } from "./statement-table.js";

/**
 * Every route that answers in CSV and Parquet besides JSON, by tool name: the one place a route
 * registers its tabulation (a new one is a file beside these and a line here).
 */
const TABULATIONS: readonly Tabulation[] = [
  metricSeriesTable,
  statementTable,
  filingFactsTable,
  framesTable,
] as unknown as readonly Tabulation[];

const BY_TOOL = new Map(TABULATIONS.map((t) => [t.tool.name, t]));

/** The tabulation of a tool's route; undefined when it answers in JSON only. */
export function tabulationOf(toolName: string): Tabulation | undefined {
  return BY_TOOL.get(toolName);
}
