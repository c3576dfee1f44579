import type { Static } from "typebox";
import { getFramesTool } from "../../tools/frames/index.js";
import { tabulation } from "./export-table.js";

type Frames = Static<typeof getFramesTool.output>;
type Row = Frames["rows"][number];

/** `GET /api/frames`: one row per company of the page, in the answer's order (by CIK). */
export const framesTable = tabulation({
  tool: getFramesTool,
  formats: ["json", "csv", "parquet"],
  rowIs: "one company's value in the calendar frame (one page: follow next_cursor in JSON for the rest)",
  rows: (frames: Frames): readonly Row[] => frames.rows,
  fileName: (input) => `${input.concept.replace(/[^A-Za-z0-9_-]+/g, "_")}-${input.unit}-${input.period}`,
  columns: [
    { name: "concept", type: "string", description: "The concept (QName)", cell: (r: Row) => r.concept },
    { name: "unit", type: "string", description: "The unit (USD, shares, USD/shares ...)", cell: (r: Row) => r.unit },
    { name: "frame", type: "string", description: "The calendar frame asked for (CY2024Q3, CY2024Q4I, CY2024)", cell: (r: Row) => r.frame },
    { name: "cik", type: "integer", description: "The company's CIK", cell: (r: Row) => r.cik },
    { name: "ticker", type: "string", description: "Its ticker, where known", cell: (r: Row) => r.ticker },
    { name: "entity_name", type: "string", description: "Its name", cell: (r: Row) => r.entity_name },
    { name: "value", type: "double", description: "The value in its unit, unscaled", cell: (r: Row) => r.value },
    { name: "value_exact", type: "string", description: "The exact decimal", cell: (r: Row) => r.value_exact },
    { name: "start", type: "date", description: "The value's own period start; empty for an instant", cell: (r: Row) => r.start },
    { name: "end", type: "date", description: "The value's own period end, or its instant", cell: (r: Row) => r.end },
    { name: "accession", type: "string", description: "The filing that reported it", cell: (r: Row) => r.accession },
    { name: "form", type: "string", description: "Its form", cell: (r: Row) => r.form },
    { name: "filed", type: "date", description: "Its filed date", cell: (r: Row) => r.filed },
    { name: "fiscal_year", type: "integer", description: "The filing's fiscal year focus", cell: (r: Row) => r.fiscal_year },
    { name: "fiscal_period", type: "string", description: "The filing's fiscal period focus", cell: (r: Row) => r.fiscal_period },
    { name: "source", type: "string", description: "companyfacts or xbrl (a stored filing)", cell: (r: Row) => r.source },
    { name: "sec_frame", type: "string", description: "SEC's own frame of this value, when SEC chose it", cell: (r: Row) => r.sec_frame },
  ],
});
