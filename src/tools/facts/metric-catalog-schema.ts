import { Type } from "typebox";
import { DATE_TYPES, literalsOf } from "../../domain/shared/index.js";

// The output shapes are the domain's (their types derive from them).
export { MetricCatalogSchema } from "../../domain/facts/index.js";

export const CatalogDateType = Type.Optional(
  Type.Union([...literalsOf(DATE_TYPES), Type.Null()], {
    title: "DateType",
    description: "Q, YTD or FY; default Q for quarters 1-3 and FY for 4",
  }),
);
export const CatalogSource = Type.Optional(
  Type.Union([Type.Literal("auto"), Type.Literal("8k")], {
    title: "CatalogSource",
    default: "auto",
    description: "auto: the 10-Q/10-K XBRL facts; 8k: the period's 8-K earnings-release tables (EX-99.* of an Item 2.02 8-K)",
  }),
);
