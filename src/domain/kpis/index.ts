export { KPI_TOPICS, TOPIC_RULES, type KpiTopic } from "./kpi-topics.js";
export type { DriverRow } from "./driver-row.js";
export { driverRows, DriverRowsResultSchema, KPI_SOURCES, type DriverRowsQuery } from "./driver-rows.js";
export { groupByTopic, TopicGroupsResultSchema } from "./topic-groups.js";
