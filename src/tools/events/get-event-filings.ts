import { Type } from "typebox";
import { EventFilingsResultSchema, findEventFilings } from "../../domain/events/index.js";
import { anyCase, DATE_PATTERN, Nullable } from "../shared/index.js";
import { defineTool } from "../tool.js";

/** An 8-K item number as `itemNumbers` reads it (2.02, Item 5.02, 9), in a comma-separated list. */
const ITEM = `(${anyCase("item")} *)?[0-9]{1,2}([.][0-9]{2})?`;
// Spaces belong to one place each: with ` *(x)? *` twice around an absent entry, a list of empty
// entries that fails at its end backtracked through every split of its spaces (220 s for 91 characters).
const ITEM_LIST_PATTERN = `^ *(${ITEM} *)?(, *(${ITEM} *)?)*$`;
/** Tickers in a comma-separated list, as `listParam` reads it: empty entries (`related_tickers=`) name none. */
const TICKER_LIST_PATTERN = "^ *([A-Za-z0-9.\\-]+ *)?(, *([A-Za-z0-9.\\-]+ *)?)*$";
const StringList = (description: string, pattern?: string) =>
  Type.Optional(Nullable(Type.Array(Type.String({ maxLength: 100, ...(pattern ? { pattern } : {}) }), { maxItems: 50, description })));

export const getEventFilingsTool = defineTool({
  name: "get_event_filings",
  readsFilings: true,
  cacheable: true,
  description:
    "Current-report (8-K, 8-K/A) filings held in the store and, when a company is named and EDGAR is " +
    "configured, those EDGAR lists for it (stored: false; items from EDGAR's list; 502 when EDGAR " +
    "fails): accession, company, filed date, event date (period), the 8-K items reported (2.02 results " +
    "of operations, 5.02 officers, 8.01 other events...) read from the document's item captions, and " +
    "exhibits with their EDGAR types (EX-99.1...); an EX-99 exhibit of an 8-K reporting item 2.02 is " +
    "flagged is_earnings_release. Filter by ticker or cik (plus related_tickers), filed-date range, " +
    "form_types, items (8-K item numbers such as 2.02), and query (text in the company name, item " +
    "numbers/titles, exhibit types or names; earnings finds every 8-K reporting item 2.02). Sorted by " +
    "filed date, newest first unless sort_order=asc.",
  input: Type.Object(
    {
      ticker: Type.Optional(
        Nullable(Type.String({ minLength: 1, maxLength: 12, pattern: "^[A-Za-z0-9.\\-]+$", description: "Company ticker, e.g. MMM" })),
      ),
      cik: Type.Optional(Nullable(Type.String({ pattern: "^[0-9]{1,10}$", description: "Company CIK (digits)" }))),
      filing_date_from: Type.Optional(
        Nullable(Type.String({ maxLength: 10, pattern: `^( *|${DATE_PATTERN})$`, description: "Earliest filed date, YYYY-MM-DD" })),
      ),
      filing_date_to: Type.Optional(
        Nullable(Type.String({ maxLength: 10, pattern: `^( *|${DATE_PATTERN})$`, description: "Latest filed date, YYYY-MM-DD" })),
      ),
      form_types: StringList("Forms to include (repeat or comma-separate); default 8-K and 8-K/A"),
      query: Type.Optional(
        Nullable(
          Type.String({
            maxLength: 200,
            description:
              "Case-insensitive text in company name, item numbers or titles, exhibit types or names (e.g. 2.02, EX-99.1, earnings)",
          }),
        ),
      ),
      related_tickers: StringList("More tickers whose events are included (repeat or comma-separate; empty: none)", TICKER_LIST_PATTERN),
      items: Type.Optional(
        Nullable(
          Type.Array(Type.String({ maxLength: 100, pattern: ITEM_LIST_PATTERN }), {
            maxItems: 50,
            description: "8-K items: only events reporting any of them, e.g. 2.02 (results of operations), 5.02 (repeat or comma-separate)",
          }),
        ),
      ),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
      sort_order: Type.Optional(Type.String({ pattern: "^(asc|desc)$", default: "desc", description: "By filed date: asc or desc" })),
    },
    { additionalProperties: false },
  ),
  output: EventFilingsResultSchema,
  example: { ticker: "MMM", limit: 50, sort_order: "desc" },
  async run(deps, input, ctx) {
    return findEventFilings(deps, {
      ticker: input.ticker ?? null,
      cik: input.cik ? Number(input.cik) : null,
      filingDateFrom: input.filing_date_from ?? null,
      filingDateTo: input.filing_date_to ?? null,
      formTypes: input.form_types ?? null,
      query: input.query ?? null,
      relatedTickers: input.related_tickers ?? null,
      items: input.items ?? null,
      limit: input.limit ?? 50,
      sortOrder: input.sort_order === "asc" ? "asc" : "desc",
      cacheOnly: ctx.cacheOnly,
    });
  },
});
