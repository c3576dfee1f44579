export { KPI_TOPICS, TOPIC_RULES, type KpiTopic } from "./kpi-topics.js";
export { DriverRowSchema, KpiPeriodSchema, type DriverRow } from "./driver-row.js";
export { driverRows, KPI_SOURCES, type DriverRowsQuery } from "./driver-rows.js";
export { groupByTopic } from "./topic-groups.js";
