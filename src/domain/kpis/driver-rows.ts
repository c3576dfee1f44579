import type { DocumentsPort } from "../documents/index.js";
import { createHash } from "node:crypto";
import { Type } from "typebox";
import type { FilingMeta } from "../../model/index.js";
import { documentUrlOf, loadDocument, periodTranscripts, selectFiling } from "../documents/index.js";
import {
  type ExtractionStorePort,
  FdsError,
  type FetcherPort,
  countsSchema,
  FilingRefSchema,
  filingRefOf,
  isAnnualReport,
  type IssuersPort,
  labelMap,
  Nullable,
  type StorePort,
  type Wire,
} from "../shared/index.js";
import { type EarningsRelease, findEarningsRelease } from "../events/index.js";
import { absenceRow } from "./absence.js";
import {
  DriverRowSchema,
  KPI_SOURCE_KINDS,
  KpiPeriodSchema,
  type DriverRow,
  type KpiPeriod,
  type KpiSourceKind,
  type RowDraft,
} from "./driver-row.js";
import { factRows } from "./fact-kpis.js";
import { linkRows } from "./kpi-links.js";
import { filingPeriod, priorEndOf, yearToDateOf, type KpiFiling } from "./kpi-filing.js";
import { KPI_TOPICS, parseTopic, type KpiTopic } from "./kpi-topics.js";
import { sentenceRows } from "./sentence-kpis.js";
import { tableRows } from "./table-kpis.js";
import { transcriptRows } from "./transcript-kpis.js";

/**
 * Which layers a request reads: `auto` all; `xbrl` facts only; `filing` the filing (facts,
 * tables, sentences); `release` the period's earnings release only; `transcript` the calls only.
 */
export const KPI_SOURCES = ["auto", "xbrl", "filing", "release", "transcript"] as const;
type KpiSource = (typeof KPI_SOURCES)[number];

const LAYERS: Readonly<Record<KpiSource, readonly KpiSourceKind[]>> = {
  auto: KPI_SOURCE_KINDS,
  xbrl: ["extension_concept", "count_concept"],
  filing: ["extension_concept", "count_concept", "table_cell", "sentence"],
  release: ["release_table_cell", "release_sentence"],
  transcript: ["transcript_turn"],
};

/** At most this many rows of one topic are answered (the most structured first); the rest are counted in `truncated`. */
const MAX_ROWS_PER_TOPIC = 60;

export interface DriverRowsQuery {
  readonly ticker: string;
  readonly fiscalYear: number;
  readonly quarter: number;
  readonly source: string | null;
  readonly topic: string | null;
  readonly filterToTopic: boolean;
  readonly includeNonNumeric: boolean;
  readonly cacheOnly: boolean;
}

/** The fields both KPI answers share (the flat rows, and the rows grouped by topic), in wire order. */
export const KpiAnswerFields = {
  filing: FilingRefSchema,
  period: KpiPeriodSchema,
  // The document says string: the domain knows the sources, topics and layers.
  source: Type.Unsafe<KpiSource>(Type.String()),
  topic: Nullable(Type.Unsafe<KpiTopic>(Type.String())),
  filter_to_topic: Type.Boolean(),
  include_non_numeric: Type.Boolean(),
  layers: Type.Array(Type.Unsafe<KpiSourceKind>(Type.String())),
  transcripts: Type.Array(Type.Object({ source_id: Type.String(), title: Type.String(), call_date: Nullable(Type.String()) })),
  /** Rows left out beyond MAX_ROWS_PER_TOPIC. */
  truncated: Type.Integer({ description: "Rows left out beyond the per-topic limit" }),
  warnings: Type.Array(Type.String()),
};

/** get_operational_kpi_driver_rows' answer: the flat driver rows and their counts. */
export const DriverRowsResultSchema = Type.Object({
  ...KpiAnswerFields,
  rows: Type.Array(DriverRowSchema),
  counts: Type.Object({ rows: Type.Integer(), absent: Type.Integer(), by_topic: countsSchema(), by_source: countsSchema() }),
});

type DriverRowsResult = Wire<typeof DriverRowsResultSchema>;

function parseKpiSource(source: string | null | undefined): KpiSource {
  const s = (source ?? "auto").trim().toLowerCase() || "auto";
  const found = KPI_SOURCES.find((x) => x === s);
  if (!found) throw new FdsError("bad_request", `unknown source "${source}": use ${KPI_SOURCES.join(", ")}`);
  return found;
}

/** The filing's document, or null with a warning when it is not stored (its facts are still read). */
async function readDocument(
  deps: StorePort & DocumentsPort,
  filing: FilingMeta,
  warnings: string[],
): Promise<Awaited<ReturnType<typeof loadDocument>> | null> {
  try {
    return await loadDocument(deps, filing, null);
  } catch (e) {
    if (!(e instanceof FdsError) || e.code !== "not_found") throw e;
    warnings.push(`${e.message}: only the filing's XBRL facts were read (no tables or sentences)`);
    return null;
  }
}

/** The periodic filing read: its document (when stored), facts and fiscal period. */
async function filingReading(deps: StorePort & DocumentsPort, filing: FilingMeta, warnings: string[]): Promise<KpiFiling> {
  const [document, facts] = await Promise.all([readDocument(deps, filing, warnings), deps.store.getFacts(filing.accession)]);
  const period = filingPeriod(filing, facts);
  const name = document?.file.name ?? filing.primaryDocument ?? filing.accession;
  return {
    filing,
    release: false,
    document: name,
    url: documentUrlOf(filing, name),
    artifacts: document?.artifacts ?? null,
    facts,
    period,
    annual: isAnnualReport(filing),
    priorEnd: priorEndOf(period.end),
    yearToDate: yearToDateOf(filing, facts, period),
  };
}

/**
 * The period's stored earnings release (matching rules: `findEarningsRelease`), or null when none
 * is stored; `required` (source=release): its absence is the error.
 */
async function periodRelease(
  deps: StorePort & IssuersPort & DocumentsPort,
  q: DriverRowsQuery,
  required: boolean,
): Promise<EarningsRelease | null> {
  const quarter = q.quarter as 1 | 2 | 3 | 4;
  const annual = quarter === 4;
  try {
    return await findEarningsRelease(deps, q.ticker, {
      fiscalYear: q.fiscalYear,
      quarter,
      dateType: annual ? "FY" : "Q",
      durationClass: annual ? "FY" : "Q",
    });
  } catch (e) {
    if (!required && e instanceof FdsError && e.code === "filing_not_found") return null;
    throw e;
  }
}

/**
 * The release read like the filing: the filing's period when it is stored, else the fiscal
 * period asked for, ending where the release's current columns end.
 */
function releaseReading(release: EarningsRelease, k: KpiFiling | null, q: DriverRowsQuery): KpiFiling {
  const annual = q.quarter === 4;
  const period: KpiPeriod = k?.period ?? {
    fiscal_year: q.fiscalYear,
    fiscal_period: annual ? "FY" : `Q${q.quarter}`,
    start: null,
    end: release.periodEnd,
    instant: false,
  };
  return {
    filing: release.filing,
    release: true,
    document: release.exhibit.name,
    url: documentUrlOf(release.filing, release.exhibit.name),
    artifacts: release.artifacts,
    facts: [],
    period,
    annual,
    priorEnd: priorEndOf(period.end),
    yearToDate: k?.yearToDate ?? null,
  };
}

/** The period's filing is not to be had here (not stored, and not fetched: cache-only, or no EDGAR). */
function isMissingFiling(e: unknown): boolean {
  return e instanceof FdsError && ["filing_not_found", "not_cached", "edgar_unavailable"].includes(e.code);
}

function rowId(r: RowDraft): string {
  const s = r.source;
  const key = s ? [s.kind, s.document, s.fact_id, s.table_id, s.row, s.column, s.turn, s.start, r.topic, r.value].join("|") : r.topic;
  return `${r.topic}-${createHash("sha1").update(key).digest("hex").slice(0, 10)}`;
}

/**
 * The operational-KPI driver rows of a company's fiscal-period filing (4 = the annual report)
 * and its earnings calls: each row a value with its unit, period, segment, prior year where
 * given, and a citation that resolves to the fact, table cell, sentence or turn it was read
 * from. A topic asked for and not found is an absence row.
 */
export async function driverRows(
  deps: StorePort & FetcherPort & ExtractionStorePort & IssuersPort & DocumentsPort,
  q: DriverRowsQuery,
): Promise<DriverRowsResult> {
  const source = parseKpiSource(q.source);
  const topic = parseTopic(q.topic);
  const layers = LAYERS[source];
  const warnings: string[] = [];
  const readsRelease = layers.includes("release_table_cell");
  const [periodic, release] = await Promise.all([
    selectFiling(deps, { ticker: q.ticker, year: q.fiscalYear, quarter: q.quarter, cacheOnly: q.cacheOnly }).then(
      (found) => ({ found, error: null }),
      (error: unknown) => ({ found: null, error }),
    ),
    readsRelease ? periodRelease(deps, q, source === "release") : null,
  ]);
  // Without the period's 10-Q/10-K its earnings release alone answers (its tables and prose); without either, the filing's error.
  if (periodic.error !== null && !(release && isMissingFiling(periodic.error))) throw periodic.error;
  const k = periodic.found ? await filingReading(deps, periodic.found.filing, warnings) : null;
  const r = release ? releaseReading(release, k, q) : null;
  const { filing, period } = (k ?? r) as KpiFiling;
  if (!k) warnings.push(`${(periodic.error as Error).message}: only the period's earnings release was read`);
  const cacheStatus = periodic.found?.cacheStatus ?? "cached";
  const drafts: RowDraft[] = [];
  if (k && layers.includes("extension_concept")) drafts.push(...factRows(k, labelMap(await deps.store.getLabels(k.filing.accession))));
  if (k && layers.includes("table_cell")) drafts.push(...tableRows(k));
  if (k && layers.includes("sentence")) drafts.push(...sentenceRows(k, q.includeNonNumeric));
  if (r) drafts.push(...tableRows(r), ...sentenceRows(r, q.includeNonNumeric));
  const transcripts = layers.includes("transcript_turn") ? await periodTranscripts(deps, q.ticker, q.fiscalYear, q.quarter) : [];
  if (layers.includes("transcript_turn") && !deps.extractions)
    warnings.push("transcripts are not available on this server: turns were not read");
  for (const t of transcripts) drafts.push(...transcriptRows(t, q.includeNonNumeric));

  const order = (t: KpiTopic) => (t === topic ? -1 : KPI_TOPICS.indexOf(t));
  const kept = linkRows(drafts.filter((r) => !q.filterToTopic || topic === null || r.topic === topic))
    // Within a topic, values before qualitative mentions, so the per-topic limit never drops a value for a sentence.
    .sort((a, b) => order(a.row.topic) - order(b.row.topic) || Number(b.row.numeric) - Number(a.row.numeric));
  const perTopic = new Map<KpiTopic, number>();
  const rows: DriverRow[] = [];
  let truncated = 0;
  for (const { row: r, also_in, differs } of kept) {
    const n = perTopic.get(r.topic) ?? 0;
    if (n >= MAX_ROWS_PER_TOPIC) {
      truncated++;
      continue;
    }
    perTopic.set(r.topic, n + 1);
    const note = [r.note, ...differs].filter((x): x is string => !!x).join("; ") || null;
    rows.push({ row_id: rowId(r), status: "reported", ...r, prior_year: r.prior_year ?? null, also_in, note });
  }
  if (topic !== null && !rows.some((r) => r.topic === topic && r.numeric)) {
    const read = [k && `${k.filing.form} ${k.filing.accession}`, r && `the earnings release ${r.document} of 8-K ${r.filing.accession}`];
    if (transcripts.length) read.push(`${transcripts.length} earnings call transcript(s)`);
    const where = read.filter((x): x is string => !!x).join(" and ");
    rows.unshift(absenceRow(topic, period, layers, where));
  }
  const by_topic: Record<string, number> = {};
  const by_source: Record<string, number> = {};
  for (const r of rows) {
    if (r.status !== "reported") continue;
    by_topic[r.topic] = (by_topic[r.topic] ?? 0) + 1;
    const kind = r.source?.kind ?? "none";
    by_source[kind] = (by_source[kind] ?? 0) + 1;
  }
  return {
    filing: filingRefOf(filing, cacheStatus),
    period,
    source,
    topic,
    filter_to_topic: q.filterToTopic,
    include_non_numeric: q.includeNonNumeric,
    layers,
    transcripts: transcripts.map((t) => ({ source_id: t.sourceId, title: t.title, call_date: t.callDate })),
    rows,
    counts: {
      rows: rows.filter((r) => r.status === "reported").length,
      absent: rows.filter((r) => r.status === "absent").length,
      by_topic,
      by_source,
    },
    truncated,
    warnings,
  };
}
