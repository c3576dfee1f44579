export { toMarkdown } from "./to-markdown.js";
export type {
  Block,
  MarkdownDocument,
} from "./markdown-document.js";
export { detectSections, type Section } from "./detect-sections.js";
export { sectionForm, catalogOf, SECTION_FORMS, type SectionForm } from "./section-catalog.js";
export { extractTables } from "./extract-tables.js";
export type { FilingTable, TableColumn, TableRow, TableCell, TableUnit } from "./filing-table.js";
export { parseCell } from "./cell-value.js";
export { columnPeriod } from "./column-period.js";
