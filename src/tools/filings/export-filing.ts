import { Type } from "typebox";
import { exportFilingXbrlJson, XbrlJsonReportSchema } from "../../domain/filings/index.js";
import { defineTool } from "../tool.js";

/**
 * A stored filing's facts as xBRL-JSON (OIM). A service operation served over HTTP only: its CSV
 * and Parquet forms are the same report tabulated by the API (`format`), one row per fact.
 */
export const exportFilingTool = defineTool({
  name: "export_filing",
  readsFilings: true,
  cacheable: true,
  description:
    "Every fact fds read from a stored filing's XBRL, to take away: format=xbrl-json (default) is an xBRL-JSON " +
    "1.0 report (OIM, loadable by XBRL processors such as Arelle, given the filing's DTS) with each fact's " +
    "concept, entity, period, unit, dimensions, value and decimals under its element id, the DTS references and " +
    "namespaces; format=csv or parquet is one row per fact with the same fields. What a report leaves out is " +
    "listed in documentInfo's fds:notExported (footnotes, text facts' language and markup, merged duplicates).",
  input: Type.Object(
    {
      accession: Type.String({
        minLength: 10,
        maxLength: 40,
        description: "EDGAR accession (0000320193-24-000123) or the store's synthetic fds-… id of a stored filing",
      }),
    },
    { additionalProperties: false },
  ),
  output: XbrlJsonReportSchema,
  example: { accession: "0000320193-24-000123" },
  async run(deps, input) {
    return exportFilingXbrlJson(deps, input.accession);
  },
});
