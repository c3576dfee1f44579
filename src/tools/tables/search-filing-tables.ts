import { Type } from "typebox";
import { searchTables, TABLE_TYPE_ALIASES, TABLE_TYPES, TableSearchResultSchema } from "../../domain/tables/index.js";
import { DATE_PATTERN, Nullable, Ticker, XbrlSourceParam, anyCase, checkSource } from "../shared/index.js";
import { defineTool } from "../tool.js";

const NullableText = (description: string) => Type.Optional(Nullable(Type.String({ maxLength: 200, description })));
/** What `parsePeriodBound` reads: empty (no bound), a day, or a fiscal quarter or year in its several spellings. */
const PERIOD_BOUND_PATTERN = [
  "",
  DATE_PATTERN,
  `[0-9]{4}[- ]?${anyCase("q")}[1-4]`,
  `${anyCase("q")}[1-4][- ]?[0-9]{4}`,
  `${anyCase("fy")}[- ]?[0-9]{4}`,
  `[0-9]{4}[- ]?${anyCase("fy")}`,
  "[0-9]{4}",
]
  .map((p) => `^ *${p} *$`)
  .join("|");
/** What `checkTableType` reads: a type or an alias, any case; empty: any type. */
export const TABLE_TYPE_PATTERN = `^(|${[...TABLE_TYPES, ...Object.keys(TABLE_TYPE_ALIASES)].map(anyCase).join("|")})$`;
const PeriodBound = (description: string) =>
  Type.Optional(Nullable(Type.String({ maxLength: 200, pattern: PERIOD_BOUND_PATTERN, description })));

export const searchFilingTablesTool = defineTool({
  name: "search_filing_tables",
  readsFilings: true,
  cacheable: true,
  description: `Find data tables across all of a company's STORED filings (10-K, 10-Q, 8-K primary documents): each with accession, form, fiscal year and period, table_id (use with get_filing_tables and that filing's year/quarter or accession for the rows), caption, section, table_type, unit and scale, column periods, row count and score. description is matched against captions (weight 3 per term) and row labels (1); table_type is one of ${TABLE_TYPES.join(", ")}, classified from the caption (e.g. "Statements of Operations" is income_statement) or, without one, from statement-typical row labels. period_from/period_to take fiscal periods (2024Q2, FY2024, 2024) or dates (YYYY-MM-DD, against the period end).`,
  input: Type.Object(
    {
      ticker: Ticker,
      description: NullableText("Free text matched against table captions and row labels, e.g. 'operations', 'revenue by segment'"),
      table_type: Type.Optional(
        Nullable(Type.String({ maxLength: 200, pattern: TABLE_TYPE_PATTERN, description: `One of ${TABLE_TYPES.join(", ")}` })),
      ),
      period_from: PeriodBound("Earliest fiscal period (2024Q2, FY2024, 2024) or period-end date YYYY-MM-DD"),
      period_to: PeriodBound("Latest fiscal period or period-end date"),
      form_type: NullableText("Only filings of this form (10-K, 10-Q, 8-K...)"),
      section_key: NullableText("Only tables starting in this section (item_8, part_1_item_1...)"),
      source: Type.Optional(XbrlSourceParam),
      rebuild_index: Type.Optional(
        Type.Boolean({
          default: false,
          description: "Parse the ticker's stored documents again rather than use this process's cached tables",
        }),
      ),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 200 })),
    },
    { additionalProperties: false },
  ),
  output: TableSearchResultSchema,
  example: { ticker: "AAPL", description: "operations", table_type: "income_statement", limit: 20 },
  async run(deps, input) {
    checkSource(input.source);
    return searchTables(deps, {
      ticker: input.ticker,
      description: input.description ?? null,
      tableType: input.table_type ?? null,
      periodFrom: input.period_from ?? null,
      periodTo: input.period_to ?? null,
      formType: input.form_type ?? null,
      sectionKey: input.section_key ?? null,
      limit: input.limit ?? 200,
      rebuild: input.rebuild_index ?? false,
    });
  },
});
