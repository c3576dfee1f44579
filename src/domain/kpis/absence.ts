import type { DriverRow, KpiPeriod } from "./driver-row.js";
import { TOPIC_RULES, type KpiTopic } from "./kpi-topics.js";

/**
 * The row that says a topic asked for was searched for and not found. Its value is null:
 * a KPI a filing does not report is missing, never zero.
 */
export function absenceRow(topic: KpiTopic, period: KpiPeriod, searched: readonly string[], where: string): DriverRow {
  return {
    row_id: `absent-${topic}`,
    status: "absent",
    topic,
    kpi_name: null,
    value: null,
    value_text: null,
    numeric: false,
    unit: null,
    period,
    segment: null,
    dimensions: {},
    prior_year: null,
    source: null,
    also_in: [],
    note: `no ${TOPIC_RULES[topic].title} value was found in ${where} (searched: ${searched.join(", ")}); missing is not zero`,
  };
}
