import { Type } from "typebox";
import type { Wire } from "../shared/index.js";
import { type DriverRow, DriverRowSchema } from "./driver-row.js";
import { KpiAnswerFields } from "./driver-rows.js";
import { TOPIC_RULES, type KpiTopic } from "./kpi-topics.js";

const TopicGroupSchema = Type.Object({
  // The document says string: the domain knows the topics.
  topic: Type.Unsafe<KpiTopic>(Type.String()),
  title: Type.String(),
  /** One line: the headline value (a total before segments, the most structured source first), its prior year and how many rows. */
  summary: Type.String(),
  rows: Type.Array(DriverRowSchema),
});

type TopicGroup = Wire<typeof TopicGroupSchema>;

/** get_operational_kpi_drivers' answer: the driver rows' answer with the rows grouped by topic (no counts). */
export const TopicGroupsResultSchema = Type.Object({ ...KpiAnswerFields, topics: Type.Array(TopicGroupSchema) });

function shown(value: number, unit: string | null): string {
  if (unit === "percent") return `${value}%`;
  const text =
    Math.abs(value) >= 1e9
      ? `${Number((value / 1e9).toPrecision(4))} billion`
      : Math.abs(value) >= 1e6
        ? `${Number((value / 1e6).toPrecision(4))} million`
        : value.toLocaleString("en-US");
  return unit === "USD" ? `$${text}` : `${text}${unit ? ` ${unit}` : ""}`;
}

/** Rows grouped by topic, in the order they come, each group with a one-line summary. */
export function groupByTopic(rows: readonly DriverRow[]): TopicGroup[] {
  const groups = new Map<KpiTopic, DriverRow[]>();
  for (const r of rows) groups.set(r.topic, [...(groups.get(r.topic) ?? []), r]);
  return [...groups].map(([topic, list]) => ({ topic, title: TOPIC_RULES[topic].title, summary: summaryOf(topic, list), rows: list }));
}

function summaryOf(topic: KpiTopic, rows: readonly DriverRow[]): string {
  const title = TOPIC_RULES[topic].title;
  const absent = rows.find((r) => r.status === "absent");
  if (absent) return `${title}: not reported (${absent.note})`;
  const numeric = rows.filter((r) => r.numeric && r.value !== null);
  const head = numeric.find((r) => r.segment === null) ?? numeric[0];
  if (!head) return `${title}: ${rows.length} qualitative mention(s), no value`;
  const period =
    head.period.fiscal_year !== null ? ` (fiscal ${head.period.fiscal_year} ${head.period.fiscal_period ?? ""})`.replace(" )", ")") : "";
  const prior = head.prior_year
    ? `, prior year ${shown(head.prior_year.value, head.unit)}${head.prior_year.change_pct !== null ? ` (${head.prior_year.change_pct >= 0 ? "+" : ""}${head.prior_year.change_pct}%)` : ""}`
    : "";
  const sources = [...new Set(numeric.map((r) => r.source?.kind))].join(", ");
  return `${title}: ${head.kpi_name ?? title} ${shown(head.value as number, head.unit)}${period}${prior}; ${numeric.length} value(s) from ${sources}`;
}
