export { toMarkdown, DOCUMENT_FORMATS, type DocumentFormat, type MarkdownOptions } from "./to-markdown.js";
export {
  BLOCK_KINDS,
  type Block,
  type BlockKind,
  type MarkdownDocument,
  type PageSpan,
  type Span,
  type TableGrid,
  type TableGridCell,
  type TableGridRow,
} from "./markdown-document.js";
export { detectSections, SECTION_SOURCES, type Section, type SectionSource } from "./detect-sections.js";
export { sectionForm, catalogOf, SECTION_FORMS, type SectionForm, type CatalogEntry } from "./section-catalog.js";
export { extractTables, type TableContext } from "./extract-tables.js";
export type { FilingTable, TableColumn, TableRow, TableCell, TableUnit, ColumnPeriod, XbrlOverlap } from "./filing-table.js";
export { parseCell, CELL_KINDS, type CellKind, type CellValue } from "./cell-value.js";
export { columnPeriod } from "./column-period.js";
