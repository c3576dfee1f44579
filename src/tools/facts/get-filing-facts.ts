import { Type } from "typebox";
import { FilingFactsResultSchema, queryFilingFacts } from "../../domain/facts/index.js";
import { Nullable } from "../shared/index.js";
import { defineTool } from "../tool.js";

export const getFilingFactsTool = defineTool({
  name: "get_filing_facts",
  readsFilings: true,
  cacheable: true,
  description:
    "Facts of exact QNames (us-gaap:Revenues, company extensions like aapl:...) from one exact filing " +
    "accession: every period the filing reports (comparatives included) and every dimension unless " +
    "axis_key narrows ('' = totals), with the filer's labels of the axes and members. With presentation=true: where the filing presents those concepts " +
    "instead (presentation role, parent, order, preferred label and the filer's label). No registry " +
    "lookup, no period logic: use get_concept for that.",
  input: Type.Object(
    {
      accession: Type.String({
        minLength: 10,
        maxLength: 40,
        description: "EDGAR accession (0000320193-24-000123) or the store's synthetic fds-… id",
      }),
      concepts: Type.Array(Type.String({ minLength: 3, maxLength: 200, pattern: "^[A-Za-z][A-Za-z0-9_.-]*:[A-Za-z_][A-Za-z0-9_.-]*$" }), {
        minItems: 1,
        maxItems: 50,
        description: "Exact QNames",
      }),
      axis_key: Type.Optional(Nullable(Type.String({ maxLength: 500, description: "Exact axis key; '' for totals only; absent for all" }))),
      presentation: Type.Optional(Type.Boolean({ default: false, description: "Return presentation occurrences instead of facts" })),
    },
    { additionalProperties: false },
  ),
  output: FilingFactsResultSchema,
  example: { accession: "0000320193-23-000106", concepts: ["us-gaap:NetIncomeLoss"] },
  async run(deps, input) {
    return queryFilingFacts(deps, {
      accession: input.accession,
      concepts: input.concepts,
      axisKey: input.axis_key ?? null,
      presentation: input.presentation ?? false,
    });
  },
});
