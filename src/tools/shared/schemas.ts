import { Type } from "typebox";
import { DATE_TYPES, literalsOf, Nullable } from "../../domain/shared/index.js";

// The shapes the domain declares (its types derive from them), here with the tools' own.
export { Nullable };
export { MetricValueSchema } from "../../domain/shared/index.js";

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
const XBRL_SOURCE_PATTERN = `^(${anyCase("auto")}|${anyCase("xbrl")})$`;
const XBRL_SOURCE_TEXT =
  "auto or xbrl (the filings' XBRL facts); 8-K earnings-release tables (8k) are read by list_metrics and search_metrics only";
/** The `source` parameter of a tool that reads XBRL only, nullable (null: auto). */
export const XbrlSourceParam = Type.Union([
  Type.String({ default: "auto", pattern: XBRL_SOURCE_PATTERN, description: XBRL_SOURCE_TEXT }),
  Type.Null(),
]);

/** Parameters shared by the financial-facts tools, with the spec's bounds (parts 4.1, 8). */
export const Ticker = Type.String({
  minLength: 1,
  maxLength: 12,
  pattern: "^[A-Za-z0-9.\\-]+$",
  description: "Company ticker, e.g. AAPL",
  examples: ["AAPL"],
});
export const FiscalYear = Type.Integer({
  minimum: 1990,
  maximum: 2100,
  description: "The company's FISCAL year (NVIDIA's fiscal 2026 ends January 2026)",
});
export const Quarter = Type.Integer({ minimum: 1, maximum: 4, description: "Fiscal quarter 1-4; 4 means the annual report (10-K)" });
/**
 * One company's fiscal period where a request names several (compare_concept, compare_filing_tables):
 * titled, so the two requests share one OpenAPI component (src/api/openapi-components.ts).
 */
export const CompanyPeriodSchema = Type.Object(
  {
    ticker: Ticker,
    year: FiscalYear,
    quarter: Type.Optional(
      Nullable(
        Type.Integer({ minimum: 1, maximum: 4, description: "Fiscal quarter 1-4; absent or null: the fiscal year (the annual report)" }),
      ),
    ),
  },
  { additionalProperties: false, title: "CompanyPeriod" },
);
export const FullYearMode = Type.Boolean({
  default: false,
  description: "Answer with the fiscal year's annual values whatever the quarter",
});
export const Source = Type.String({
  default: "auto",
  pattern: XBRL_SOURCE_PATTERN,
  description: `Where values come from: ${XBRL_SOURCE_TEXT}`,
});
export const DateTypeParam = Type.Union([...literalsOf(DATE_TYPES), Type.Null()], {
  title: "DateType",
  description:
    "Q: the quarter alone (when not reported, an additive flow is derived from two cumulative periods, " +
    "e.g. Q4 = FY minus nine months; share counts, per-share amounts, ratios and instants never are); " +
    "YTD: fiscal year to date; FY: the fiscal year whatever the quarter (as full_year_mode). Default Q " +
    "for quarters 1-3, FY for 4",
});
export const Role = Type.Union([Type.String(), Type.Null()], {
  description: "Only concepts presented under a presentation role whose URI or title contains this text (e.g. 'operations')",
});
export const AxisKey = Type.Union([Type.String(), Type.Null()], {
  description:
    "Dimensional breakdown: sorted `Axis=Member|...`, e.g. `srt:ProductOrServiceAxis=aapl:IPhoneMember`; empty or absent for totals",
});
