import { Type } from "typebox";
import { FRAME_DEFAULT_BASIS, FRAME_PAGE, FramesResultSchema, getFrames } from "../../domain/frames/index.js";
import { BASES } from "../../domain/shared/index.js";
import { anyCase } from "../shared/index.js";
import { defineTool } from "../tool.js";

/** `CY2024`, `CY2024Q3`, `CY2024Q3I`, any case. */
const FRAME_PATTERN = `^${anyCase("cy")}[0-9]{4}(${anyCase("q")}[1-4](${anyCase("i")})?)?$`;

export const getFramesTool = defineTool({
  name: "get_frames",
  cacheable: true,
  description:
    "One concept in one unit for one calendar period across every company the service holds, as SEC's frames " +
    "API gives it: period CY2024 (a calendar year: durations of about 365 days, ±30), CY2024Q3 (a calendar " +
    "quarter: about 91 days, ±30) or CY2024Q3I (balances on the quarter's last day). Each company's fiscal " +
    "period is placed on the calendar period its dates lie closest to (Apple's fiscal 2024, Oct 2023 - Sep " +
    "2024, is CY2024; a balance on Nov 15 is Q4's), and per company the best-aligned value answers, the last " +
    "filed (basis=latest, SEC's) or the first filed (basis=as_reported). Values come from SEC's company facts " +
    "(fds ingest-companyfacts) and from stored filings' own facts, which stand for company facts of the same " +
    "filing. One row per company by CIK (cik, ticker, entity_name, value, its start and end, accession, form, " +
    "filed, source), paged: pass next_cursor as cursor for the next companies.",
  input: Type.Object(
    {
      concept: Type.String({
        minLength: 1,
        maxLength: 200,
        description:
          "A QName (us-gaap:Revenues, ifrs-full:Revenue, dei:EntityCommonStockSharesOutstanding) or a us-gaap local name (Revenues)",
      }),
      unit: Type.String({
        minLength: 1,
        maxLength: 60,
        pattern: "^[A-Za-z0-9_./-]+$",
        description: "USD, shares, pure, USD/shares (SEC's USD-per-shares also reads)",
      }),
      period: Type.String({
        pattern: FRAME_PATTERN,
        description: "CY2024 (year), CY2024Q3 (quarter) or CY2024Q3I (instant: the quarter's last day)",
      }),
      basis: Type.Optional(
        Type.Enum([...BASES], {
          default: FRAME_DEFAULT_BASIS,
          description:
            "latest (default, SEC's frames): each company's last filed value for the period; as_reported: the first filed (as first reported)",
        }),
      ),
      cursor: Type.Optional(Type.String({ maxLength: 200, description: "next_cursor of the previous page; absent for the first" })),
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: FRAME_PAGE.max, default: FRAME_PAGE.default, description: "Companies per page" }),
      ),
    },
    { additionalProperties: false },
  ),
  output: FramesResultSchema,
  example: { concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", unit: "USD", period: "CY2024Q3" },
  async run(deps, input) {
    return getFrames(deps, {
      concept: input.concept,
      unit: input.unit,
      period: input.period,
      basis: input.basis ?? FRAME_DEFAULT_BASIS,
      cursor: input.cursor ?? null,
      limit: input.limit ?? FRAME_PAGE.default,
    });
  },
});
