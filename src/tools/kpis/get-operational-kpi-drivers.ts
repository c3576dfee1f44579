import { driverRows, groupByTopic, TopicGroupsResultSchema } from "../../domain/kpis/index.js";
import { defineTool } from "../tool.js";
import { KpiInput } from "./kpi-schemas.js";
import { kpiQueryOf } from "./kpi-query.js";

/** MCP only (spec 1.5): the driver rows grouped by topic, each group with a one-line summary a model can read first. */
export const getOperationalKpiDriversTool = defineTool({
  name: "get_operational_kpi_drivers",
  readsFilings: true,
  cacheable: true,
  description:
    "Operational KPIs of a company's fiscal-period filing (quarter 4 = the annual report), its stored " +
    "earnings release (8-K exhibit; alone when the filing is not stored) and its stored earnings calls, grouped by topic (stores, square footage, deliveries and production, subscribers " +
    "and members, users, comparable sales, backlog, headcount, ARPU, transactions and volume), each " +
    "group with a one-line summary (headline value, prior year and change, how many values from which " +
    "sources) and its cited driver rows. A topic asked for and not found is an explicit 'not reported' " +
    "group: missing is not zero. Use get_operational_kpi_driver_rows for the flat rows.",
  input: KpiInput,
  output: TopicGroupsResultSchema,
  example: { ticker: "TSLA", year: 2024, quarter: 4 },
  async run(deps, input, ctx) {
    const { rows, counts: _counts, ...rest } = await driverRows(deps, kpiQueryOf(input, ctx));
    return { ...rest, topics: groupByTopic(rows) };
  },
});
