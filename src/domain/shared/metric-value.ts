import { Type } from "typebox";
import { DUPLICATE_STATES, edgarFilingUrl, type Fact, type FilingMeta } from "../../model/index.js";
import { durationClassOf, type DurationClass } from "./fiscal-period.js";
import { literalsOf, Nullable, type Wire } from "./schema-builders.js";
import { SourceLocationSchema } from "./source-location.js";

/**
 * Whether a value was read from the period's own filing (its 10-K or 10-Q, or an amendment of
 * it) or from a later filing that reports the period as a comparative column.
 */
const REPORTED_IN = ["own_filing", "comparative"] as const;
export type ReportedIn = (typeof REPORTED_IN)[number];

/*
 * The fact's wire shape, declared once: the tools' output schemas reuse these objects and the
 * domain's types are derived from them. Titles name the OpenAPI components
 * (src/api/openapi-components.ts), hence one class in a generated client, not one per use.
 */

/** A fact's dimensions: axis to member, empty for totals. */
export const DimensionsSchema = Type.Record(Type.String(), Type.String(), {
  title: "Dimensions",
  description: "Axis to member (QName to QName); empty for totals",
});

export const ReportedInSchema = Type.Enum([...REPORTED_IN], {
  title: "ReportedIn",
  description: "own_filing: the period's own 10-K/10-Q (or its amendment); comparative: a later filing's comparative column",
});

const sourceRefFields = {
  accession: Type.String(),
  form: Type.String(),
  filed_date: Nullable(Type.String()),
  /** The filing's document showing the value; null for a value read from SEC's company facts (no document is named there). */
  document: Nullable(Type.String()),
  element_id: Nullable(Type.String()),
  /** The fact's XBRL context; null for a value read from SEC's company facts. */
  context_id: Nullable(Type.String()),
  /** EDGAR URL of the document (for company facts: the filing's index page); null for filings whose accession is unknown. */
  url: Nullable(Type.String()),
  /** Present when the value was read for a fiscal period: the period's own filing or a later one's comparative column. */
  reported_in: Type.Optional(ReportedInSchema),
  /** Present on a value read from SEC's company facts: SEC's calendar frame of it (CY2024Q3, CY2024Q3I), null when SEC framed another value for its period. */
  frame: Type.Optional(Nullable(Type.String())),
};

/** A cited fact's filing, document, element and context (the facts behind a restatement's two sides). */
export const SourceRefSchema = Type.Object(sourceRefFields, {
  title: "SourceRef",
  description: "Where the value is shown: filing, document, element id and context id",
});

/** A served value's source, with where a reader opens it. */
export const LocatedSourceRefSchema = Type.Object(
  {
    ...sourceRefFields,
    /** Where a reader opens the value (on the routes that resolve it: statement, metric, series, concept, compare): see `SourceLocation`; null when nowhere. */
    location: Type.Optional(Nullable(SourceLocationSchema)),
  },
  {
    title: "LocatedSourceRef",
    description: "Where the value is shown: filing, document, element id and context id; location: where a reader opens it",
  },
);

/** Where a value was read, enough to cite it: filing, document, element and context. */
export type SourceRefOut = Wire<typeof LocatedSourceRefSchema>;

/**
 * Where a served value comes from: `xbrl` (a stored filing's XBRL), `companyfacts` (SEC's company
 * facts, for a period no stored filing reports) or `derived` (computed from two of either).
 */
const VALUE_SOURCES = ["xbrl", "companyfacts", "derived"] as const;
const ValueSourceSchema = Type.Union(literalsOf(VALUE_SOURCES));

const BasisValueSchema = Type.Object(
  {
    value: Nullable(Type.Number()),
    value_exact: Nullable(Type.String()),
    decimals: Type.Union([Type.Integer(), Type.Literal("INF"), Type.Null()]),
    concept: Type.String(),
    source: ValueSourceSchema,
    reported_in: ReportedInSchema,
    sources: Type.Array(SourceRefSchema, { description: "The fact behind a reported value, or each input of a derived one" }),
  },
  { title: "BasisValue" },
);

/** One side of a restatement: a period's value on one basis, with the facts behind it. */
export type BasisValue = Wire<typeof BasisValueSchema>;

/** A fact's period: an instant (end only) or a duration (start and end). */
export const FactPeriodSchema = Type.Object(
  { type: Type.Union([Type.Literal("duration"), Type.Literal("instant")]), start: Nullable(Type.String()), end: Type.String() },
  { title: "FactPeriod" },
);

/** A date range: start null for an instant. */
export const DateRangeSchema = Type.Object({ start: Nullable(Type.String()), end: Type.String() }, { title: "DateRange" });

const RestatementSchema = Type.Object(
  { as_reported: BasisValueSchema, latest: BasisValueSchema, note: Type.String() },
  {
    title: "Restatement",
    description: "Present only when the value as first reported and the latest stored filing's differ (beyond rounding)",
  },
);

/**
 * Present when the period's value as first reported differs from the latest stored filing's
 * (beyond rounding): a restatement, a stock split, a reclassification.
 */
export type RestatedNote = Wire<typeof RestatementSchema>;

/**
 * `MetricValue` and `LocatedMetricValue` differ in their sources, so each of their parts that
 * holds one does too (and its title).
 */
const VARIANT = { plain: "", located: "Located" } as const;

function metricValueSchema<R extends typeof SourceRefSchema | typeof LocatedSourceRefSchema>(
  sourceRef: R,
  variant: keyof typeof VARIANT,
  description: string,
) {
  return Type.Object(
    {
      /** The value as a double; `value_exact` holds the exact decimal. Null when reported nil. */
      value: Nullable(Type.Number()),
      value_exact: Nullable(Type.String({ description: "Exact decimal as reported after scale and sign" })),
      /** `USD`, `shares`, `USD/shares`, `pure` ... */
      unit: Nullable(Type.String()),
      /** Accuracy of the value: digits after the point (negative: rounded to tens, thousands ...), `INF`, or null. */
      decimals: Type.Union([Type.Integer(), Type.Literal("INF"), Type.Null()]),
      /** Instants have `start` null and `end` the balance-sheet date. */
      period: FactPeriodSchema,
      /** Q (about 91 days), H (182), 9M (273), FY (365); null for instants. The document says string: the domain knows the class. */
      duration_class: Nullable(Type.Unsafe<DurationClass>(Type.String())),
      concept: Type.String(),
      axis_key: Type.String(),
      dimensions: DimensionsSchema,
      /** xbrl: a stored filing's XBRL; companyfacts: SEC's company facts (no stored filing reports the period); derived: computed. */
      source: ValueSourceSchema,
      /**
       * For a reported value: `unique`, `merged` (consistent duplicates in the filing, the one with
       * the highest decimals kept, EFM 6.5.12) or `inconsistent` (duplicates that disagree, all kept
       * and reported as a filing issue). Absent on derived values and on company facts.
       */
      duplicate: Type.Optional(
        Type.Union(literalsOf(DUPLICATE_STATES), {
          description:
            "Reported values: unique, merged (consistent duplicates, highest decimals kept, EFM 6.5.12) or inconsistent (duplicates disagree)",
        }),
      ),
      /** Null for derived values: their `derivation.inputs` cite each input instead. */
      source_ref: Nullable(sourceRef),
      derivation: Type.Optional(
        Type.Object(
          { method: Type.String(), formula: Type.String(), inputs: Type.Array(sourceRef) },
          { title: `${VARIANT[variant]}Derivation` },
        ),
      ),
      /**
       * Present when the value was read for a fiscal period: `own_filing` (the period's own report)
       * or `comparative` (a later filing's comparative column; for a derived value, when any input is).
       */
      reported_in: Type.Optional(ReportedInSchema),
      /** Present only when the value as first reported and the latest stored value differ. */
      restated: Type.Optional(RestatementSchema),
    },
    { title: `${VARIANT[variant]}MetricValue`, description },
  );
}

export const MetricValueSchema = metricValueSchema(
  SourceRefSchema,
  "plain",
  "A number with its unit, decimals, period, concept, dimensions and source",
);

/**
 * A MetricValue whose sources (its source_ref, each input of a derived one) say where a reader
 * opens them: the routes that resolve locations (statements, metric, series, concept, compare).
 * Declared apart so the routes that do not resolve them do not list the field.
 */
export const LocatedMetricValueSchema = metricValueSchema(
  LocatedSourceRefSchema,
  "located",
  "A number with its unit, decimals, period, concept, dimensions and source; each source says where a reader opens it (location)",
);

/** One number as the API returns it: value, unit, decimals, period, concept, dimensions, source. */
export type MetricValue = Wire<typeof LocatedMetricValueSchema>;

/**
 * How the values a reader finds cite their facts: as a stored filing's XBRL (its document,
 * element and context), or as SEC's company facts (src/domain/companyfacts).
 */
export interface FactCiter {
  readonly source: "xbrl" | "companyfacts";
  ref(fact: Fact, filing: FilingMeta, reportedIn?: ReportedIn): SourceRefOut;
}

export const XBRL_CITER: FactCiter = { source: "xbrl", ref: (fact, filing, reportedIn) => sourceRefOf(fact, filing, reportedIn) };

function sourceRefOf(fact: Fact, filing: FilingMeta, reportedIn?: ReportedIn): SourceRefOut {
  const ref = fact.sourceRef;
  return {
    accession: ref.accession,
    form: filing.form,
    filed_date: filing.filedDate,
    document: ref.document,
    element_id: ref.elementId,
    context_id: ref.contextId,
    url: filing.accessionIsSynthetic || filing.cik === null ? null : edgarFilingUrl(filing.cik, filing.accession, ref.document),
    ...(reportedIn ? { reported_in: reportedIn } : {}),
  };
}

/**
 * A reported fact as an API value, citing the filing it was read from (and, for a fiscal period,
 * whether that is the period's own filing); `citer` says how (a stored filing's XBRL by default).
 */
export function metricValueOf(fact: Fact, filing: FilingMeta, reportedIn?: ReportedIn, citer: FactCiter = XBRL_CITER): MetricValue {
  const p = fact.period;
  return {
    value: fact.number,
    value_exact: fact.value,
    unit: fact.unit,
    decimals: fact.decimals,
    period:
      p.kind === "instant"
        ? { type: "instant", start: null, end: p.instant }
        : { type: "duration", start: p.kind === "duration" ? p.start : null, end: p.kind === "duration" ? p.end : "" },
    duration_class: durationClassOf(p),
    concept: fact.concept,
    axis_key: fact.axisKey,
    dimensions: fact.dimensions,
    source: citer.source,
    // Company facts say nothing of duplicates in the filing.
    ...(citer.source === "xbrl" ? { duplicate: fact.duplicate } : {}),
    source_ref: citer.ref(fact, filing, reportedIn),
    ...(reportedIn ? { reported_in: reportedIn } : {}),
  };
}
