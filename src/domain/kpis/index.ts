export { KPI_TOPICS, TOPIC_RULES, parseTopic, type KpiTopic } from "./kpi-topics.js";
export { DriverRowSchema, KPI_SOURCE_KINDS, KpiPeriodSchema, type DriverRow, type KpiCitation, type KpiPeriod, type PriorYear, type KpiSourceKind } from "./driver-row.js";
export { driverRows, parseKpiSource, KPI_SOURCES, MAX_ROWS_PER_TOPIC, type DriverRowsQuery, type DriverRowsResult } from "./driver-rows.js";
export { groupByTopic, type TopicGroup } from "./topic-groups.js";
