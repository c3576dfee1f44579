import { Type } from "typebox";
import { getIssuerMeta, IssuerMetaSchema } from "../../domain/filings/index.js";
import { Nullable } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const getIssuerSubmissionsMetaTool = defineTool({
  name: "get_issuer_submissions_meta",
  description:
    "An issuer's EDGAR profile from SEC's submissions data: name, CIK, tickers, exchanges, fiscal year " +
    "end (MM-DD), SIC code and industry, filing counts by form over all years, and the latest filings " +
    "(accession, form, filed and report dates, items of 8-Ks, document URL). Give a ticker or a CIK; " +
    '`forms` narrows the latest filings (e.g. ["10-K", "10-Q"]). Use it to learn a company\'s fiscal ' +
    "calendar and what it has filed before asking for periods.",
  input: Type.Object(
    {
      ticker: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 12 }))),
      cik: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
      latest: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
      forms: Type.Optional(Nullable(Type.Array(Type.String()))),
    },
    { additionalProperties: false },
  ),
  output: IssuerMetaSchema,
  example: { ticker: "NVDA", latest: 5 },
  async run(deps, input, ctx) {
    return getIssuerMeta(deps.issuers ?? null, {
      ticker: input.ticker ?? null,
      cik: input.cik ?? null,
      latest: input.latest ?? 20,
      forms: input.forms ?? null,
      cacheOnly: ctx.cacheOnly,
    });
  },
});
