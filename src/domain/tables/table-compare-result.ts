import { Type } from "typebox";
import { ColumnPeriodSchema, TableUnitSchema } from "../documents/index.js";
import { type DurationClass, FilingRefSchema, IssueSchema, literalsOf, Nullable, type Wire } from "../shared/index.js";
import { ColumnFiscalPeriodSchema } from "./column-fiscal-period.js";
import type { TableType } from "./table-search.js";

/** How an aligned row was matched across companies. */
const ROW_ALIGNMENTS = ["concept", "equivalence_group", "label"] as const;
export type RowAlignment = (typeof ROW_ALIGNMENTS)[number];

const CompareCellSchema = Type.Object({
  column: Type.Integer(),
  text: Type.String(),
  /** As shown, sign applied, before scale. */
  value: Nullable(Type.Number()),
  /** `value` times the table's scale: comparable across companies. */
  scaled_value: Nullable(Type.Number()),
});

/** A compared table's row: what it is, for alignment, and its cells. */
const CompareRowSchema = Type.Object({
  index: Type.Integer(),
  label: Type.String(),
  key: Type.String({ description: "What the row is aligned by: concept_key when its cells show facts, else label_key" }),
  /** The concept of the facts its cells show (the most frequent), or null for an untagged row. */
  concept: Nullable(Type.String()),
  /** Dimensions of those facts (`srt:ProductOrServiceAxis=us-gaap:ProductMember`); "" for totals and untagged rows. */
  axis_key: Type.String(),
  /** The concept's equivalence group, or null. */
  group: Nullable(Type.String()),
  /** `group:<name>` or `concept:<QName>` (plus `|<axis_key>`) for fact-backed rows; null otherwise. */
  concept_key: Nullable(Type.String()),
  /** Normalized label; a label's repeats in the table get "#2", "#3"... */
  label_key: Type.String(),
  cells: Type.Array(CompareCellSchema),
});

/** What a table row is, for alignment. */
export type RowIdentity = Omit<Wire<typeof CompareRowSchema>, "key" | "cells">;

const CompareCompanySchema = Type.Object({
  /** Key of this company in `aligned_columns` and `aligned_rows` (the ticker; ticker:yearQn when a ticker is asked twice). */
  id: Type.String(),
  ticker: Type.String(),
  year: Type.Integer(),
  quarter: Type.Integer(),
  filing: Nullable(FilingRefSchema),
  table: Nullable(
    Type.Object({
      table_id: Type.String(),
      caption: Nullable(Type.String()),
      section: Nullable(Type.String()),
      // The document says string: the domain knows the closed set.
      table_type: Type.Unsafe<TableType>(Type.String()),
      score: Type.Number(),
      unit: TableUnitSchema,
      /** "USD in millions": how the table's numbers are shown. */
      unit_text: Type.String(),
      /** The table's own columns in its own order, each with its fiscal period (null when it names none, e.g. "% change"). */
      columns: Type.Array(
        Type.Object({
          index: Type.Integer(),
          label: Type.String(),
          headers: Type.Array(Type.String()),
          period: Nullable(ColumnPeriodSchema),
          fiscal_period: Nullable(ColumnFiscalPeriodSchema),
        }),
      ),
      rows: Type.Array(CompareRowSchema),
    }),
  ),
  error: Nullable(IssueSchema),
});

export type CompareCompany = Wire<typeof CompareCompanySchema>;

const AlignedColumnSchema = Type.Object({
  key: Type.String({ description: "Duration class (or instant) @ quarters from the period asked for: FY@0, FY@-4, Q@0" }),
  /** The fiscal period ("FY2024") when every company's is the same, else each company's ("AAPL FY2024 / NVDA FY2025"). */
  label: Type.String({ description: "The fiscal period (FY2024) when all companies' agree, else each company's" }),
  // The document says string: the domain knows the closed set.
  duration_class: Nullable(Type.Unsafe<DurationClass>(Type.String())),
  offset_quarters: Type.Integer(),
  /** Per company: its own column, fiscal period and dates. */
  by_company: Type.Record(Type.String(), Type.Intersect([ColumnFiscalPeriodSchema, Type.Object({ column: Type.Integer() })])),
});

export type AlignedColumn = Wire<typeof AlignedColumnSchema>;

const AlignedRowSchema = Type.Object({
  key: Type.String(),
  /** The equivalence group's label when rows met through the registry, else the first company's label. */
  label: Type.String(),
  aligned_by: Type.Union(literalsOf(ROW_ALIGNMENTS), { description: "concept, equivalence_group or label" }),
  group: Nullable(Type.String({ description: "Equivalence group of the registry, for rows aligned by concept" })),
  by_company: Type.Record(
    Type.String(),
    Type.Object({
      index: Type.Integer(),
      label: Type.String({ description: "The company's own row label" }),
      concept: Nullable(Type.String()),
      axis_key: Type.String(),
      scaled_values: Type.Array(Nullable(Type.Number()), { description: "One per aligned_columns entry, in that order" }),
    }),
  ),
});

export type AlignedRow = Wire<typeof AlignedRowSchema>;

/** compare_filing_tables' answer. */
export const TableCompareResultSchema = Type.Object({
  table_type: Nullable(Type.String()),
  description: Nullable(Type.String()),
  companies: Type.Array(CompareCompanySchema),
  /** Whether every compared table shows its numbers in the same currency and scale. */
  same_unit: Type.Boolean(),
  unit_note: Type.String(),
  /** How columns and rows were lined up, in words. */
  alignment: Type.String({ description: "How columns and rows were lined up" }),
  /** Fiscal periods side by side: the period asked for first, then earlier ones; each company's own column and dates. */
  aligned_columns: Type.Array(AlignedColumnSchema),
  /** Rows found in two or more tables; `scaled_values` follow `aligned_columns` (null where a company lacks that period). */
  aligned_rows: Type.Array(AlignedRowSchema),
});

export type TableCompareResult = Wire<typeof TableCompareResultSchema>;
