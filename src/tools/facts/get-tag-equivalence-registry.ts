import { Type } from "typebox";
import { tagEquivalence, TagEquivalenceResultSchema } from "../../domain/equivalence/index.js";
import { defineTool } from "../tool.js";

export const getTagEquivalenceRegistryTool = defineTool({
  name: "get_tag_equivalence_registry",
  cacheable: true,
  description:
    "The versioned tag-equivalence registry behind metric and statement lookups: named groups of XBRL " +
    "concepts that report the same metric (e.g. revenue = Revenues, " +
    "RevenueFromContractWithCustomerExcludingAssessedTax, SalesRevenueNet ...), each in priority order, " +
    "with aliases; split groups with their successors; and the changelog. Narrow with tag (a QName or " +
    "local name: answers with its group) and/or group (a name or alias; a split group answers with its " +
    "successors).",
  input: Type.Object(
    {
      tag: Type.Optional(
        Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: "A concept QName (us-gaap:Revenues) or local name" }),
      ),
      group: Type.Optional(
        Type.Union([Type.String({ maxLength: 100 }), Type.Null()], { description: "A group name or alias (revenue, net sales, debt ...)" }),
      ),
    },
    { additionalProperties: false },
  ),
  output: TagEquivalenceResultSchema,
  example: { tag: "us-gaap:Revenues" },
  async run(deps, input) {
    return tagEquivalence(deps.registry, { tag: input.tag ?? null, group: input.group ?? null });
  },
});
