import { DUPLICATE_STATES, FACT_SOURCES } from "../../model/index.js";
import type { Dimensions, Fact, Period, SourceRef } from "../../model/index.js";
import type { NewRow, Row } from "../engine/index.js";
import { fromDbBool, oneOf, toDbBool } from "../engine/index.js";

/** The period as three columns: kind, start (durations only), end or instant. */
interface PeriodColumns {
  period_kind: Period["kind"];
  period_start: string | null;
  period_end: string | null;
}

function periodToColumns(period: Period): PeriodColumns {
  switch (period.kind) {
    case "instant":
      return { period_kind: "instant", period_start: null, period_end: period.instant };
    case "duration":
      return { period_kind: "duration", period_start: period.start, period_end: period.end };
    case "forever":
      return { period_kind: "forever", period_start: null, period_end: null };
  }
}

/** Inverse of periodToColumns, one reader per kind so a new kind fails to compile here. */
const PERIOD_READERS: { readonly [K in Period["kind"]]: (row: Row<"facts">) => Period } = {
  instant: (row) => ({ kind: "instant", instant: required(row.period_end, "instant", row) }),
  duration: (row) => ({
    kind: "duration",
    start: required(row.period_start, "duration start", row),
    end: required(row.period_end, "duration end", row),
  }),
  forever: () => ({ kind: "forever" }),
};
const PERIOD_KINDS = Object.keys(PERIOD_READERS) as Period["kind"][];

function required(value: string | null, what: string, row: Row<"facts">): string {
  if (value === null) throw new Error(`fact ${row.accession}#${row.ordinal} has no ${what}`);
  return value;
}

/**
 * The row of `fact`, the `ordinal`-th fact of filing `accession`. `sourceRef.accession` is
 * kept only when it names another filing, which is rare and would otherwise repeat per fact.
 */
export function factToRow(accession: string, ordinal: number, fact: Fact): NewRow<"facts"> {
  const ref = fact.sourceRef;
  return {
    accession,
    ordinal,
    concept: fact.concept,
    namespace: fact.namespace,
    value: fact.value,
    number: fact.number,
    numeric: toDbBool(fact.numeric),
    unit: fact.unit,
    decimals: fact.decimals === null ? null : String(fact.decimals),
    ...periodToColumns(fact.period),
    dimensions: dimensionsJson(fact.dimensions),
    axis_key: fact.axisKey,
    source: fact.source,
    source_accession: ref.accession === accession ? null : ref.accession,
    document: ref.document,
    element_id: ref.elementId,
    context_id: ref.contextId,
    duplicate_element_ids: ref.duplicateElementIds === undefined ? null : JSON.stringify(ref.duplicateElementIds),
    duplicate: fact.duplicate,
  };
}

/**
 * Dimensions as JSON with axes sorted: the same dimensions always give the same text, whatever
 * order the parser set them in (the content hash relies on it).
 */
function dimensionsJson(dimensions: Dimensions): string {
  const axes = Object.keys(dimensions);
  if (axes.length === 0) return "{}";
  const sorted: Record<string, string> = {};
  for (const axis of axes.sort()) sorted[axis] = dimensions[axis] as string;
  return JSON.stringify(sorted);
}

/** The fact a row stores; deep-equal to the Fact that was saved. */
export function rowToFact(row: Row<"facts">): Fact {
  const sourceRef: SourceRef = {
    accession: row.source_accession ?? row.accession,
    document: row.document,
    elementId: row.element_id,
    contextId: row.context_id,
    // Present only when the saved fact had it, so the round trip is exact.
    ...(row.duplicate_element_ids === null ? {} : { duplicateElementIds: JSON.parse(row.duplicate_element_ids) as string[] }),
  };
  return {
    concept: row.concept,
    namespace: row.namespace,
    value: row.value,
    number: row.number,
    numeric: fromDbBool(row.numeric),
    unit: row.unit,
    decimals: row.decimals === null ? null : row.decimals === "INF" ? "INF" : Number(row.decimals),
    period: PERIOD_READERS[oneOf(PERIOD_KINDS, row.period_kind, "period kind")](row),
    dimensions: JSON.parse(row.dimensions) as Record<string, string>,
    axisKey: row.axis_key,
    source: oneOf(FACT_SOURCES, row.source, "fact source"),
    sourceRef,
    duplicate: oneOf(DUPLICATE_STATES, row.duplicate, "duplicate state"),
  };
}
