import { Type } from "typebox";
import { KPI_SOURCES, KPI_TOPICS, TOPIC_RULES } from "../../domain/kpis/index.js";

import { anyCase, FiscalYear, Nullable, Quarter, Ticker } from "../shared/index.js";

/** A KPI topic or alias as `parseTopic` reads it: any case, a space or dash for an underscore; empty: none. */
const TOPIC_PATTERN = `^(|${KPI_TOPICS.flatMap((t) => [t, ...TOPIC_RULES[t].aliases])
  .map((name) => name.split("_").map(anyCase).join("(_|[ -]+)"))
  .join("|")})$`;
const KPI_SOURCE_PATTERN = `^(|${KPI_SOURCES.map(anyCase).join("|")})$`;

/** The query both KPI tools take (spec 4.4). */
export const KpiInput = Type.Object(
  {
    ticker: Ticker,
    year: FiscalYear,
    quarter: Quarter,
    source: Type.Optional(
      Nullable(
        Type.String({
          default: "auto",
          maxLength: 20,
          pattern: KPI_SOURCE_PATTERN,
          description:
            "auto (every layer; the earnings release alone when the 10-Q/10-K is not stored), xbrl (facts only), filing (facts, tables, sentences), release (the period's earnings release: its tables and sentences), transcript (earnings-call turns only)",
        }),
      ),
    ),
    topic: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 40,
          pattern: TOPIC_PATTERN,
          description: `A KPI topic (${KPI_TOPICS.join(", ")}) or an alias (employees, members, deliveries ...); put first, and reported as an absence row when not found`,
        }),
      ),
    ),
    filter_to_topic: Type.Optional(Type.Boolean({ default: false, description: "Answer the topic's rows only" })),
    include_non_numeric: Type.Optional(Type.Boolean({ default: false, description: "Also sentences that name a topic without a value" })),
  },
  { additionalProperties: false },
);
