import type { DocumentsPort } from "../documents/index.js";
import type { FilingMeta } from "../../model/index.js";
import { Type } from "typebox";
import {
  AsOfSchema,
  type Basis,
  type DateType,
  daysBetween,
  DEFAULT_BASIS,
  FdsError,
  type FetcherPort,
  FilingRefSchema,
  filingRefOf,
  LocatedMetricValueSchema,
  type MetricValue,
  metricValueOf,
  mostUsedFiling,
  PeriodReader,
  type PeriodTarget,
  resolvePeriodTarget,
  type StorePort,
  Nullable,
  Warnings,
  type Wire,
} from "../shared/index.js";
import { IntegrityCheckSchema, statementChecks, type IntegrityCheck } from "./statement-checks.js";
import { periodRange, type RangePeriod } from "./statement-periods.js";
import { FACE_SOURCES, faceStatement, type FaceStatement } from "./statement-face.js";
import { chooseLine, sumOfPrinted, type FaceUse } from "./statement-lines.js";
import { chooseStatementRole, ChosenRoleSchema, presentedTree, roleConcepts } from "./statement-role.js";
import { STATEMENT_TEMPLATES, statementKindOf, type StatementKind } from "./statement-template.js";
import type { RegistryPort } from "../equivalence/index.js";

export interface StatementQuery {
  readonly ticker: string;
  /** A statement name or alias (income, balance_sheet, cf ...). */
  readonly statement: string;
  /** One period: fiscal year and quarter (4 = annual report). Ignored when a range is given. */
  readonly fiscalYear: number | null;
  readonly quarter: number | null;
  readonly dateType: DateType | null;
  readonly fullYearMode: boolean;
  /** A range of fiscal periods (see PERIOD_SYNTAX); one end alone means that one period. */
  readonly periodFrom: string | null;
  readonly periodTo: string | null;
  readonly cacheOnly: boolean;
  /** Which stored filing answers when several report a period; default as_reported. */
  readonly basis?: Basis;
}

/**
 * One column of the statement: a fiscal period and the filing that reports it: its own filing
 * when stored, else the filing most of its lines were read from (`reported_in: comparative`);
 * null: unavailable, see warnings.
 */
const StatementPeriodSchema = Type.Object({
  label: Type.String(),
  fiscal_year: Type.Integer(),
  quarter: Type.Integer(),
  // The document says string: the domain knows the date types.
  date_type: Type.Unsafe<DateType>(Type.String()),
  duration_class: Type.String(),
  filing: Nullable(FilingRefSchema),
  face: Nullable(
    Type.Object(
      { accession: Type.String(), source: Type.Enum(FACE_SOURCES), ref: Type.String() },
      {
        description:
          "The face statement that decided the column's lines: a presentation role (ref: role URI) or the " +
          "primary document's tables printing it (ref: table ids); null: none found, the registry's concepts " +
          "answered",
      },
    ),
  ),
});

/** One standard line: its value per period (null where the filing reports none). */
const StatementLineSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  level: Type.Integer(),
  subtotal: Type.Boolean(),
  group: Type.String(),
  /** The concept that answered in the latest period with a value; null when no period reports the line. */
  concept: Nullable(Type.String()),
  /**
   * How the latest period's face statement has the line: `printed` (one printed line),
   * `sum_of_printed` (a composite line: its printed parts summed, derived and citing each),
   * `not_printed` (the face has no such line: null, never a figure of another meaning or from a
   * note); null when no face statement was found and the registry's concepts answered.
   */
  face: Nullable(
    Type.Union([Type.Literal("printed"), Type.Literal("sum_of_printed"), Type.Literal("not_printed")], {
      description:
        "How the face statement has the line: one printed line; a composite line (current or noncurrent " +
        "debt) summed from its printed lines, derived and citing each; or no such line (null value, no " +
        "stand-in). Null: no face statement was found and the registry answered",
    }),
  ),
  /** One per period, in the order of `periods`; each says `reported_in`; derived values carry `derivation` saying how. */
  values: Type.Array(Nullable(LocatedMetricValueSchema)),
});

type StatementLine = Wire<typeof StatementLineSchema>;

/** A line as the filer presents it, in the filer's order and words. */
const PresentedLineSchema = Type.Object({
  concept: Type.String(),
  label: Type.String(),
  depth: Type.Integer(),
  parent: Nullable(Type.String()),
  order: Type.Number(),
  preferred_label: Nullable(Type.String()),
  abstract: Type.Boolean(),
  /** A company extension concept (not us-gaap, dei, srt or ifrs-full). */
  extension: Type.Boolean(),
  /** The value for the latest period, as reported (a negated label does not flip it); null for headings or no value. */
  value: Nullable(LocatedMetricValueSchema),
});

type PresentedLine = Wire<typeof PresentedLineSchema>;

/** A financial statement for one period or a range: get_statement's answer. */
export const StatementResultSchema = Type.Object({
  ticker: Type.String(),
  // The document says string: the domain knows the kinds and bases.
  statement: Type.Unsafe<StatementKind>(Type.String()),
  requested: Type.String(),
  basis: Type.Unsafe<Basis>(Type.String()),
  periods: Type.Array(StatementPeriodSchema),
  lines: Type.Array(StatementLineSchema),
  /** The filing's own presentation of the statement, for the latest period; null without a presentation linkbase or qualifying role. */
  presented: Nullable(Type.Object({ ...ChosenRoleSchema.properties, accession: Type.String(), lines: Type.Array(PresentedLineSchema) })),
  checks: Type.Array(IntegrityCheckSchema),
  registry_version: Type.String(),
  warnings: Warnings,
  as_of: Type.Optional(AsOfSchema),
});

export type StatementResult = Wire<typeof StatementResultSchema>;

const STANDARD = /^(us-gaap|dei|srt|ifrs-full|country|currency|exch|naics|sic|stpr):/;

/**
 * The periods asked for. Cash-flow statements in 10-Qs are year-to-date only (Regulation S-X
 * 10-01(c)(4)), so a cash flow of quarters 1-3 without `date_type` defaults to YTD.
 */
function periodsOf(q: StatementQuery, kind: StatementKind, warnings: string[]): RangePeriod[] {
  const ytdDefault = kind === "cash_flow" && q.dateType === null && !q.fullYearMode;
  const note =
    "cash flow: 10-Q cash-flow statements are year to date, so quarters default to date_type YTD (ask date_type Q for the quarter alone)";
  if (q.periodFrom !== null || q.periodTo !== null) {
    const range = periodRange(
      q.periodFrom ?? (q.periodTo as string),
      q.periodTo ?? (q.periodFrom as string),
      ytdDefault ? "YTD" : q.dateType,
    );
    warnings.push(...range.warnings);
    if (ytdDefault && range.periods.some((p) => p.target.dateType === "YTD")) warnings.push(note);
    return [...range.periods];
  }
  if (q.fiscalYear === null || q.quarter === null) throw new FdsError("bad_request", "give year and quarter, or period_from / period_to");
  const dateType = ytdDefault && q.quarter < 4 ? "YTD" : q.dateType;
  if (dateType !== q.dateType) warnings.push(note);
  const target = resolvePeriodTarget({ fiscalYear: q.fiscalYear, quarter: q.quarter, dateType, fullYearMode: q.fullYearMode });
  const label =
    target.dateType === "FY"
      ? `FY${target.fiscalYear}`
      : `${target.fiscalYear}Q${target.quarter}${target.dateType === "YTD" ? " YTD" : ""}`;
  return [{ label, target }];
}

/** One statement column: each template line's value, how the face has it, and the filings they were read from. */
interface Column {
  readonly values: Map<string, MetricValue | null>;
  readonly uses: Map<string, FaceUse | null>;
  readonly filings: FilingMeta[];
  readonly face: FaceStatement | null;
  /** Lines whose value a refused derivation left null (the reader's warning says why). */
  readonly refused: Set<string>;
}

type TemplateLine = (typeof STATEMENT_TEMPLATES)[StatementKind][number];

/** Each line of one period, chosen on the face statement first (statement-lines.ts), the registry without one. */
async function readColumn(
  reader: PeriodReader,
  lines: readonly { line: TemplateLine; concepts: readonly string[] }[],
  target: PeriodTarget,
  face: FaceStatement | null,
): Promise<Column> {
  const column: Column = { values: new Map(), uses: new Map(), filings: [], face, refused: new Set() };
  if (face) reader.want(face.concepts);
  let key = "";
  const read = async (concepts: readonly string[]) => {
    const located = await reader.value(target, concepts, "");
    if (located) column.filings.push(located.filing);
    else if (reader.whyNoValue(target, concepts, "")) column.refused.add(key);
    return located?.value ?? null;
  };
  for (const { line, concepts } of lines) {
    key = line.key;
    const choice = chooseLine(line.key, concepts, face);
    let value: MetricValue | null = null;
    if (choice.kind === "printed") value = await read([choice.concept]);
    else if (choice.kind === "registry") value = await read(choice.concepts);
    else if (choice.kind === "sum_of_printed") {
      const parts: MetricValue[] = [];
      for (const c of choice.concepts) {
        const v = await read([c]);
        if (v) parts.push(v);
      }
      value = sumOfPrinted(parts, concepts[0] ?? choice.concepts[0]!);
    }
    column.values.set(line.key, value);
    column.uses.set(line.key, choice.kind === "registry" ? null : choice.kind);
  }
  // A filer without dilutive securities prints one figure "basic and diluted" (Regulation S-X
  // lets equal figures share a line): tagged with the combined concept, or a face that prints
  // only one of the two lines, it is both.
  for (const pair of COMBINED_LINES) {
    for (const [line, other] of [pair, [pair[1], pair[0]]] as const) {
      const v = column.values.get(other);
      const oneLine = face !== null && column.uses.get(line) === "not_printed" && column.uses.get(other) === "printed";
      if (column.values.get(line) || !v || !(oneLine || COMBINED_CONCEPTS.test(v.concept))) continue;
      column.values.set(line, v);
      column.uses.set(line, column.uses.get(other) ?? null);
      column.refused.delete(line);
    }
  }
  return column;
}

const COMBINED_LINES = [
  ["eps_basic", "eps_diluted"],
  ["basic_shares", "diluted_shares"],
] as const;
const COMBINED_CONCEPTS = /BasicAndDiluted$/;

/**
 * A financial statement (income statement, balance sheet, cash flow) for one fiscal period or a
 * range: the standard template filled through the equivalence registry, the filing's own
 * presentation (order, labels, extension lines) for the latest period, and integrity checks
 * per period as warnings with the real numbers. Values are as reported (USD, shares, USD/share),
 * each from any stored filing reporting its period (own filing first by default; a later
 * comparative column where the own filing is not stored); a period no stored filing reports is
 * fetched from EDGAR (its own filing) when allowed.
 */
export async function getStatement(
  deps: StorePort & FetcherPort & RegistryPort & DocumentsPort,
  q: StatementQuery,
): Promise<StatementResult> {
  const kind = statementKindOf(q.statement);
  const ranged = q.periodFrom !== null || q.periodTo !== null;
  const notes: string[] = [];
  const periods = periodsOf(q, kind, notes);
  const reader = new PeriodReader(deps, q.ticker, q.cacheOnly, q.basis ?? DEFAULT_BASIS);
  const template = STATEMENT_TEMPLATES[kind].map((line) => {
    const group = deps.registry.groupByName(line.group);
    if (!group) throw new Error(`statement template line ${line.key}: registry ${deps.registry.version} has no group ${line.group}`);
    return { line, group, concepts: group.concepts };
  });
  // A comparative filing is read for the template's concepts in one query, not one per line.
  reader.want(template.flatMap((t) => t.concepts));
  const faces = new Map<string, Promise<FaceStatement | null>>();
  const faceOf = (f: FilingMeta) => {
    let face = faces.get(f.accession);
    if (!face) faces.set(f.accession, (face = faceStatement(deps, f, kind)));
    return face;
  };
  const columns: Column[] = [];
  const owns: (FilingMeta | null)[] = [];
  const filings: (FilingMeta | null)[] = [];
  for (const p of periods) {
    const { fiscalYear, quarter } = p.target;
    let own = await reader.ownFiling(fiscalYear, quarter);
    let column = await readColumn(reader, template, p.target, own ? await faceOf(own) : null);
    if (column.filings.length === 0 && !own) {
      // No stored filing reports the period: its own filing from EDGAR (a range goes on without it, with a warning).
      const found = ranged ? await reader.optionalFiling(fiscalYear, quarter) : await reader.filing(fiscalYear, quarter);
      own = found ? await reader.ownFiling(fiscalYear, quarter) : null;
      if (found) column = await readColumn(reader, template, p.target, own ? await faceOf(own) : null);
    } else if (!own) {
      // A comparative column: the lines as the face of the filing that reports the period prints them.
      const from = mostUsedFiling(column.filings);
      const face = from ? await faceOf(from) : null;
      if (face) column = await readColumn(reader, template, p.target, face);
    }
    columns.push(column);
    owns.push(own);
    filings.push(own ?? mostUsedFiling(column.filings));
  }
  if (filings.every((f) => f === null))
    throw new FdsError(
      reader.uncached ? "not_cached" : "filing_not_found",
      `no filing of ${q.ticker.toUpperCase()} for ${periods.map((p) => p.label).join(", ")} is available`,
      { warnings: reader.warnings },
    );

  const lines: StatementLine[] = template.map(({ line, group }) => {
    const values = columns.map((c) => c.values.get(line.key) ?? null);
    const latest = [...values].reverse().find((v) => v !== null);
    const faced = [...columns].reverse().find((c) => c.face !== null);
    return {
      key: line.key,
      label: group.label,
      level: line.level,
      subtotal: line.subtotal,
      group: group.name,
      concept: latest?.concept ?? null,
      face: faced?.uses.get(line.key) ?? null,
      values,
    };
  });

  const checks: IntegrityCheck[] = [];
  for (const [i, p] of periods.entries()) {
    const filing = filings[i];
    if (!filing) continue;
    // The column's filing first, so a check compares numbers of one filing where it can.
    checks.push(
      ...(await statementChecks(
        kind,
        p.label,
        async (concepts) => (await reader.value(p.target, concepts, "", { prefer: filing.accession }))?.value ?? null,
        columns[i]!.values,
      )),
    );
  }
  const warnings = [...notes, ...reader.warnings];
  for (const [i, own] of owns.entries()) {
    if (own && lines.every((l) => l.values[i] === null)) {
      // Some 10-Ks (IBM) incorporate the statements by reference from Exhibit 13 (Regulation S-K Item 601(b)(13)).
      warnings.push(
        `${periods[i]!.label}: filing ${own.accession} reports none of the statement's lines in its stored documents; its financial statements may be incorporated by reference from an exhibit that is not stored`,
      );
    }
  }
  for (const c of checks) if (c.status !== "pass") warnings.push(c.message);
  for (const line of lines) {
    // A quarter the period rules refuse to derive (a share count, EPS) is said by the reader's own warning.
    if (line.concept !== null || columns.some((c) => c.refused.has(line.key))) continue;
    if (line.face === "not_printed") warnings.push(`${line.label} (${line.key}): the face statement prints no such line`);
    else warnings.push(`${line.label} (${line.key}): not reported under any of the ${line.group} group's concepts`);
  }
  const revenue = lines.find((l) => l.key === "revenue");
  if (kind === "income_statement" && lines.find((l) => l.key === "gross_profit")?.face === "not_printed" && revenue?.concept) {
    // Revenue minus cost of revenue is a figure such a company never reports (its revenue may include other income).
    warnings.push("gross profit (gross_profit): the company prints none, and it is not derived from revenue and cost of revenue");
  }

  const lastIndex = filings.map((f, i) => (f ? i : -1)).reduce((a, b) => Math.max(a, b), -1);
  const start = [...columns[lastIndex]!.values.values()].find((v) => v?.period.type === "duration")?.period.start ?? null;
  const presented = await presentedView(deps, reader, kind, filings[lastIndex] as FilingMeta, periods[lastIndex]!.target, start, warnings);
  return {
    ticker: q.ticker.toUpperCase(),
    statement: kind,
    requested: q.statement,
    basis: reader.basis,
    periods: periods.map((p, i) => {
      const f = filings[i];
      const face = columns[i]!.face;
      return {
        label: p.label,
        fiscal_year: p.target.fiscalYear,
        quarter: p.target.quarter,
        date_type: p.target.dateType,
        duration_class: p.target.durationClass,
        filing: f ? filingRefOf(f, reader.cacheStatusOf(f), owns[i] ? "own_filing" : "comparative") : null,
        face: face ? { accession: face.accession, source: face.source, ref: face.ref } : null,
      };
    }),
    lines,
    presented,
    checks,
    registry_version: deps.registry.version,
    warnings: [...new Set(warnings)],
  };
}

async function presentedView(
  deps: StorePort,
  reader: PeriodReader,
  kind: StatementKind,
  filing: FilingMeta,
  target: PeriodTarget,
  periodStart: string | null,
  warnings: string[],
): Promise<StatementResult["presented"]> {
  const linkbases = await deps.store.getPresentation(filing.accession);
  if (linkbases.presentation.length === 0) {
    warnings.push(
      `as presented: filing ${filing.accession} has no presentation linkbase; no presented tree is given (the template lines were chosen on the statement table of its document where one was found, see periods[].face)`,
    );
    return null;
  }
  const chosen = chooseStatementRole(linkbases, kind);
  if (!chosen) {
    warnings.push(`as presented: no presentation role of ${filing.accession} presents the ${kind.replace(/_/g, " ")}'s anchor concepts`);
    return null;
  }
  const lines: PresentedLine[] = [];
  // Only the labels of the role's concepts: a large filing has thousands, most of a presentation's bytes.
  const tree = presentedTree(linkbases, chosen.role, await deps.store.getLabels(filing.accession, roleConcepts(linkbases, chosen.role)));
  // The lines' concepts are read from the filing in one query, not one query a line.
  reader.want(tree.map((node) => node.concept));
  for (const node of tree) {
    let value: MetricValue | null = null;
    if (node.preferred_label?.endsWith("/periodStartLabel")) {
      // A beginning balance (cash at the start of the period) is the instant the day before the period starts.
      if (periodStart !== null) value = await openingBalance(reader, filing, node.concept, periodStart);
    } else if (!node.abstract) {
      // As this filing presents it: its own facts (a derived Q4 takes the nine months from wherever they are stored).
      value = (await reader.value(target, [node.concept], "", { only: filing.accession }))?.value ?? null;
    }
    lines.push({ ...node, extension: !STANDARD.test(node.concept), value });
  }
  return { ...chosen, accession: filing.accession, lines };
}

async function openingBalance(reader: PeriodReader, filing: FilingMeta, concept: string, periodStart: string): Promise<MetricValue | null> {
  const fact = (await reader.conceptFacts(filing, concept)).find(
    (f) => f.axisKey === "" && f.period.kind === "instant" && daysBetween(f.period.instant, periodStart) === 1,
  );
  return fact ? metricValueOf(fact, filing) : null;
}
