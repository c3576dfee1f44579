import { Type } from "typebox";
import { LOCATION_KINDS, REPORTED_IN } from "../../domain/shared/index.js";

/**
 * Input formats the server enforces, as JSON Schema patterns so /openapi.json and MCP clients see
 * them and a malformed value is a 422 validation error on every route. Patterns take no flags:
 * what the server reads case-insensitively is spelled with both cases, digits as [0-9] (a
 * generator's `\d` may be any Unicode digit).
 */
export const anyCase = (text: string): string => text.replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
/** A day `YYYY-MM-DD` (what `Date.parse` takes: months 01-12, days 01-31). */
export const DATE_PATTERN = "[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])";
/** A fiscal period of a range (statements, trends, extraction searches): `FY2023`, `2023`, `2024Q2`, `2024-Q2`, `2024 Q2`. */
export const FISCAL_PERIOD_PATTERN = (() => {
  const year = "(000[1-9]|00[1-9][0-9]|0[1-9][0-9]{2}|[1-9][0-9]{3})"; // 1-9999, as the period resolver takes it
  return `^ *(${anyCase("fy")} *)?${year} *$|^ *${year} *-? *${anyCase("q")}[1-4] *$`;
})();
/** An ISO 8601 time with a date at least, as the invalidations feed's `since` reads it (`Date.parse`). */
export const DATE_TIME_PATTERN = `^${DATE_PATTERN}(T(([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9]([.][0-9]+)?)?|24:00(:00([.]0+)?)?)(Z|[+-]([01][0-9]|2[0-3]):[0-5][0-9])?)?$`;
/** `auto` or `xbrl`, any case: the source of the tools that read XBRL facts (`checkSource`). */
export const XBRL_SOURCE_PATTERN = `^(${anyCase("auto")}|${anyCase("xbrl")})$`;
const XBRL_SOURCE_TEXT = "auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only";
/** The `source` parameter of a tool that reads XBRL only, nullable (null: auto). */
export const XbrlSourceParam = Type.Union([Type.String({ default: "auto", pattern: XBRL_SOURCE_PATTERN, description: XBRL_SOURCE_TEXT }), Type.Null()]);

/** Parameters shared by the financial-facts tools, with the spec's bounds (parts 4.1, 8). */
export const Ticker = Type.String({ minLength: 1, maxLength: 12, pattern: "^[A-Za-z0-9.\\-]+$", description: "Company ticker, e.g. AAPL", examples: ["AAPL"] });
export const FiscalYear = Type.Integer({ minimum: 1990, maximum: 2100, description: "The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)" });
export const Quarter = Type.Integer({ minimum: 1, maximum: 4, description: "Fiscal quarter 1-4; 4 means the annual report (10-K)" });
export const FullYearMode = Type.Boolean({ default: false, description: "Answer with the fiscal year's annual values whatever the quarter" });
export const Source = Type.String({ default: "auto", pattern: XBRL_SOURCE_PATTERN, description: `Where values come from: ${XBRL_SOURCE_TEXT}` });
export const DateTypeParam = Type.Union([Type.Literal("Q"), Type.Literal("YTD"), Type.Literal("FY"), Type.Null()], {
  title: "DateType",
  description: "Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q for quarters 1-3, FY for 4",
});
export const Role = Type.Union([Type.String(), Type.Null()], { description: "Only concepts presented under a presentation role whose URI or title contains this text (e.g. 'operations')" });
export const AxisKey = Type.Union([Type.String(), Type.Null()], { description: "Dimensional breakdown: sorted `Axis=Member|...`, e.g. `srt:ProductOrServiceAxis=aapl:IPhoneMember`; empty or absent for totals" });

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/*
 * Shapes many records share, each declared once and titled: the title makes it one OpenAPI
 * component (src/api/openapi-components.ts), hence one class in a generated client, not one per use.
 */

/** A fact's dimensions: axis to member, empty for totals. */
export const DimensionsSchema = Type.Record(Type.String(), Type.String(), { title: "Dimensions", description: "Axis to member (QName to QName); empty for totals" });

/** Counts by key (a kind, topic or source). */
export const countsSchema = (description?: string) => Type.Record(Type.String(), Type.Integer(), { title: "Counts", ...(description ? { description } : {}) });

/** A JSON object whose keys the record does not fix (metadata, arguments, free-form per spec 2.2). */
export const jsonObjectSchema = (description?: string) => Type.Object({}, { additionalProperties: true, title: "JsonObject", ...(description ? { description } : {}) });

/** A machine-readable code with its message: an issue found, or why one company's part failed. */
export const IssueSchema = Type.Object({ code: Type.String(), message: Type.String() }, { title: "Issue" });

/** A date range: start null for an instant. */
export const DateRangeSchema = Type.Object({ start: Nullable(Type.String()), end: Type.String() }, { title: "DateRange" });

const ReportedInSchema = Type.Enum(
  [...REPORTED_IN],
  { title: "ReportedIn", description: "own_filing: the period's own 10-K/10-Q (or its amendment); comparative: a later filing's comparative column" },
);

/** Where a reader opens a cited number (docs/what-a-fact-is.md; `SourceLocation` in the domain). Field descriptions are left there: this schema stands in every MetricValue. */
const SourceLocationSchema = Type.Object(
  {
    kind: Type.Enum([...LOCATION_KINDS]),
    accession: Type.String(),
    form: Type.String(),
    filed_date: Nullable(Type.String()),
    document: Type.String(),
    element_id: Nullable(Type.String()),
    start: Nullable(Type.Integer()),
    end: Nullable(Type.Integer()),
    shown: Nullable(Type.String()),
    scale: Nullable(Type.Integer()),
    section: Nullable(Type.String()),
    url: Nullable(Type.String()),
    note: Type.String(),
  },
  {
    title: "SourceLocation",
    description:
      "A readable place printing the value. kind own_document: its own stored document at the element; comparative: another stored filing printing the same concept, period, dimensions and value; edgar: the document on EDGAR (nothing stored prints it). start/end: offsets of the printed number (shown; value = shown x 10^scale) in the markdown GET /api/filing/document serves for accession and document; null for edgar",
  },
);

const sourceRefFields = {
  accession: Type.String(),
  form: Type.String(),
  filed_date: Nullable(Type.String()),
  document: Type.String(),
  element_id: Nullable(Type.String()),
  context_id: Type.String(),
  url: Nullable(Type.String()),
  reported_in: Type.Optional(ReportedInSchema),
};

/** A cited fact's filing, document, element and context (the facts behind a restatement's two sides). */
export const SourceRefSchema = Type.Object(sourceRefFields, { title: "SourceRef", description: "Where the value is shown: filing, document, element id and context id" });

/** A served value's source, with where a reader opens it. */
const LocatedSourceRefSchema = Type.Object(
  { ...sourceRefFields, location: Type.Optional(Nullable(SourceLocationSchema)) },
  { title: "LocatedSourceRef", description: "Where the value is shown: filing, document, element id and context id; location: where a reader opens it" },
);

const BasisValueSchema = Type.Object(
  {
    value: Nullable(Type.Number()),
    value_exact: Nullable(Type.String()),
    decimals: Type.Union([Type.Integer(), Type.Literal("INF"), Type.Null()]),
    concept: Type.String(),
    source: Type.Union([Type.Literal("xbrl"), Type.Literal("derived")]),
    reported_in: ReportedInSchema,
    sources: Type.Array(SourceRefSchema, { description: "The fact behind a reported value, or each input of a derived one" }),
  },
  { title: "BasisValue" },
);

/** A fact's period: an instant (end only) or a duration (start and end). */
export const FactPeriodSchema = Type.Object(
  { type: Type.Union([Type.Literal("duration"), Type.Literal("instant")]), start: Nullable(Type.String()), end: Type.String() },
  { title: "FactPeriod" },
);

const RestatementSchema = Type.Object(
  { as_reported: BasisValueSchema, latest: BasisValueSchema, note: Type.String() },
  { title: "Restatement", description: "Present only when the value as first reported and the latest stored filing's differ (beyond rounding)" },
);

/**
 * Titles name the OpenAPI components (src/api/openapi-components.ts): `MetricValue` and
 * `LocatedMetricValue` differ in their sources, so each of their parts that holds one does too.
 */
const VARIANT = { plain: "", located: "Located" } as const;

function metricValueSchema(sourceRef: typeof SourceRefSchema | typeof LocatedSourceRefSchema, variant: keyof typeof VARIANT, description: string) {
  return Type.Object(
    {
      value: Nullable(Type.Number()),
      value_exact: Nullable(Type.String({ description: "Exact decimal as reported after scale and sign" })),
      unit: Nullable(Type.String()),
      decimals: Type.Union([Type.Integer(), Type.Literal("INF"), Type.Null()]),
      period: FactPeriodSchema,
      duration_class: Nullable(Type.String()),
      concept: Type.String(),
      axis_key: Type.String(),
      dimensions: DimensionsSchema,
      source: Type.Union([Type.Literal("xbrl"), Type.Literal("derived")]),
      duplicate: Type.Optional(
        Type.Union([Type.Literal("unique"), Type.Literal("merged"), Type.Literal("inconsistent")], {
          description: "Reported values: unique, merged (consistent duplicates, highest decimals kept, EFM 6.5.12) or inconsistent (duplicates disagree)",
        }),
      ),
      source_ref: Nullable(sourceRef),
      derivation: Type.Optional(Type.Object({ method: Type.String(), formula: Type.String(), inputs: Type.Array(sourceRef) }, { title: `${VARIANT[variant]}Derivation` })),
      reported_in: Type.Optional(ReportedInSchema),
      restated: Type.Optional(RestatementSchema),
    },
    { title: `${VARIANT[variant]}MetricValue`, description },
  );
}

export const MetricValueSchema = metricValueSchema(SourceRefSchema, "plain", "A number with its unit, decimals, period, concept, dimensions and source");

/**
 * A MetricValue whose sources (its source_ref, each input of a derived one) say where a reader
 * opens them: the routes that resolve locations (statements, metric, series, concept, compare).
 * Declared apart so the routes that do not resolve them do not list the field.
 */
export const LocatedMetricValueSchema = metricValueSchema(LocatedSourceRefSchema, "located", "A number with its unit, decimals, period, concept, dimensions and source; each source says where a reader opens it (location)");

export const FilingRefSchema = Type.Object(
  {
    accession: Type.String(),
    accession_is_synthetic: Type.Boolean(),
    cik: Nullable(Type.Integer()),
    ticker: Nullable(Type.String()),
    company: Nullable(Type.String()),
    form: Type.String(),
    filed_date: Nullable(Type.String()),
    period_end: Nullable(Type.String()),
    fiscal_year: Nullable(Type.Integer()),
    fiscal_period: Nullable(Type.String()),
    primary_document: Nullable(Type.String()),
    url: Nullable(Type.String()),
    is_inline_xbrl: Nullable(Type.Boolean()),
    cache_status: Type.Optional(Type.String()),
    reported_in: Type.Optional(ReportedInSchema),
  },
  { title: "FilingRef", description: "The filing a value was read from" },
);

export const PeriodOutSchema = Type.Object(
  {
    fiscal_year: Type.Integer(),
    quarter: Type.Integer(),
    date_type: Type.String(),
    full_year_mode: Type.Boolean(),
    duration_class: Type.String(),
  },
  { title: "PeriodSelection", description: "The period selector as resolved: fiscal year and quarter, basis (date_type) and duration" },
);

export const Warnings = Type.Array(Type.String(), { description: "Non-fatal issues" });
export { Nullable };
