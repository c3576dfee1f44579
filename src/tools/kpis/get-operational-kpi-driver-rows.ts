import { driverRows, DriverRowsResultSchema } from "../../domain/kpis/index.js";
import { defineTool } from "../tool.js";
import { KpiInput } from "./kpi-schemas.js";
import { kpiQueryOf } from "./kpi-query.js";

export const getOperationalKpiDriverRowsTool = defineTool({
  name: "get_operational_kpi_driver_rows",
  readsFilings: true,
  cacheable: true,
  description:
    "Operational KPI driver rows of a company's fiscal-period filing (quarter 4 = the annual report), " +
    "its stored earnings release (8-K exhibit; alone when the filing is not stored) and its stored earnings calls: stores, square footage, deliveries and production, subscribers and " +
    "members, users, comparable sales, backlog, headcount, ARPU, transactions and volume. Each row: KPI " +
    "name, topic, value after scale, unit, fiscal period and dates, segment or geography, prior-year " +
    "value and change where the filing gives it, and a citation (a company extension concept such as " +
    "nflx:NumberOfPaidMemberships, a count-typed standard concept, a table cell, a sentence, a release's " +
    "table cell or sentence, or a transcript turn) with offsets into the stored markdown. A topic asked for and not found is an " +
    "explicit absence row (value null: missing, not zero).",
  input: KpiInput,
  output: DriverRowsResultSchema,
  example: { ticker: "NFLX", year: 2024, quarter: 4, topic: "subscribers_members" },
  async run(deps, input, ctx) {
    return driverRows(deps, kpiQueryOf(input, ctx));
  },
});
