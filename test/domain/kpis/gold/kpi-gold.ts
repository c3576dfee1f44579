/** The hand-read KPI gold set and its scoring (used by the gold test and `npm run bench:kpi`). */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { driverRows, type DriverRow, type KpiTopic } from "../../../../src/domain/kpis/index.js";
import type { ToolDeps } from "../../../../src/tools/tool-deps.js";

export interface GoldValue {
  readonly ticker: string;
  readonly year: number;
  readonly quarter: number;
  /** Null where no source gives the filing's accession (the corpus manifest says so). */
  readonly accession: string | null;
  readonly document: string;
  readonly topic: KpiTopic;
  readonly kpi_name: string;
  readonly value: number;
  readonly unit: string;
  readonly segment: string | null;
  readonly quote: string;
  /** The multiplier the text or table caption gives ("Thousands": 1000); held-out set only. */
  readonly scale?: number;
  /** `Q` the quarter, `YTD` the fiscal year to date, `FY` the year; held-out set only (strict scoring). */
  readonly period?: GoldPeriod;
}

export type GoldPeriod = "Q" | "YTD" | "FY";

export interface GoldSet {
  readonly policy: string;
  /** Which rows are scored: the filing's (default) or its earnings calls' (`transcript`, each value's `document` the corpus transcript). */
  readonly source?: "filing" | "transcript";
  /** `TICKER|year|quarter` to the topics scored for that filing. */
  readonly scored_topics: Readonly<Record<string, readonly KpiTopic[]>>;
  readonly values: readonly GoldValue[];
}

/**
 * The parts of the gold: `tuned` (`kpi-gold.json`, the readers were tuned on it), `held-out`
 * (`kpi-gold-held-out.json`, held out until its first score, then used while developing) and
 * `fresh` (`kpi-gold-fresh.json`, read before the readers ran on it, then worked on after its
 * first score), `last` (`kpi-gold-last.json`, read after every change, scored once, not worked on)
 * `unseen` (`kpi-gold-unseen.json`, filings in no other part, read before the readers ran on them)
 * `calls` (`kpi-gold-calls.json`, earnings-call transcripts, scored on the call rows, worked on after its first score)
 * `calls-fresh` (`kpi-gold-calls-fresh.json`, calls read after that work, then worked on) and `calls-last`
 * (`kpi-gold-calls-last.json`, calls read after every change, scored once, then worked on) and `final`
 * (`kpi-gold-final.json`, calls in no other part, read and committed before the readers ran on them) and `filings2`
 * (`kpi-gold-filings2.json`, 10-K/10-Q documents in no other part, read and committed before the readers ran on them; scored at first
 * and at the end only, never tuned on: its scores are the hold-out figures).
 *
 * Lower bounds are not values in any part: "more than 5,500 airplanes", "over 74,000 employees",
 * "exceeded 2 billion" state a floor, not the level, so no part marks them and a row read from one
 * is a false reading.
 */
export const GOLD_PARTS = [
  "tuned",
  "held-out",
  "fresh",
  "last",
  "unseen",
  "calls",
  "calls-fresh",
  "calls-last",
  "final",
  "filings2",
] as const;
export type GoldPart = (typeof GOLD_PARTS)[number];

export function loadKpiGold(part: GoldPart = "tuned"): GoldSet {
  const file = `./kpi-gold${part === "tuned" ? "" : `-${part}`}.json`;
  return JSON.parse(readFileSync(fileURLToPath(new URL(file, import.meta.url)), "utf8")) as GoldSet;
}

/** The period a row covers, in the gold's terms: its dates when it has both, else its fiscal period. */
export function periodOfRow(row: DriverRow): GoldPeriod {
  const { start, end, fiscal_period } = row.period;
  if (start !== null && end !== null) {
    const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
    return days >= 350 ? "FY" : days <= 100 ? "Q" : "YTD";
  }
  // Undated rows (a call's) say their period: the year, or a quarter.
  return fiscal_period === "FY" ? "FY" : "Q";
}

/** Case, punctuation and the two spellings of one region aside ("U.S." and "United States", "Non-U.S." and "outside the United States"). */
const squash = (s: string | null) =>
  (s ?? "")
    .toLowerCase()
    .replace(/united states/g, "us")
    .replace(/[^a-z0-9]+/g, "")
    .replace(/^(?:outside(?:of)?(?:the)?|non)us$/, "nonus");

/** A row's segment names the gold's (either contains the other, case and punctuation aside); a total has none. */
export function sameSegment(row: string | null, gold: string | null): boolean {
  if (gold === null || row === null) return gold === row;
  const a = squash(row);
  const b = squash(gold);
  return a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));
}

/** Topics whose values are levels at a date (not flows over a period). */
const LEVELS: ReadonlySet<KpiTopic> = new Set<KpiTopic>([
  "stores",
  "square_footage",
  "subscribers_members",
  "users",
  "backlog",
  "headcount",
]);

/**
 * The row's period is the gold's. A level at a fourth quarter's end is at the year's end too: an
 * undated row (a call's) of a level topic in a fourth-quarter call matches `Q` and `FY` alike, one
 * date either way (the parts' readers wrote either for "the backlog ended at $N").
 */
export function samePeriod(row: DriverRow, v: GoldValue, quarter: number): boolean {
  if (v.period === undefined) return true;
  const p = periodOfRow(row);
  if (p === v.period) return true;
  const undated = row.period.start === null || row.period.end === null;
  return undated && quarter === 4 && LEVELS.has(v.topic) && (p === "Q" || p === "FY") && (v.period === "Q" || v.period === "FY");
}

/** Same value: within half a percent (rounded statements: "approximately 302 million"), or to the cent for small values. */
export function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.005, Math.abs(b) * 0.005);
}

export interface KpiScore {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly precision: number;
  readonly recall: number;
  readonly missed: readonly GoldValue[];
  readonly extra: readonly { readonly filing: string; readonly row: DriverRow }[];
  readonly filings: readonly { readonly key: string; readonly accession: string; readonly rows: readonly DriverRow[] }[];
  /** Per gold filing (`TICKER|year|quarter`): its true and false rows and misses. */
  readonly byFiling: readonly { readonly key: string; readonly tp: number; readonly fp: number; readonly fn: number }[];
}

/**
 * Runs the driver rows of every gold filing (the filing's own layers: facts, tables, sentences)
 * and scores the reported numeric rows of each scored topic against the hand-read values: a
 * row matching an unmatched gold value of its topic (`strict`: and its segment and period) is a true positive, any other row a false
 * positive, a gold value no row matched a miss.
 */
export async function scoreKpiGold(deps: ToolDeps, gold: GoldSet = loadKpiGold(), strict = false): Promise<KpiScore> {
  let tp = 0;
  let fp = 0;
  const missed: GoldValue[] = [];
  const extra: { filing: string; row: DriverRow }[] = [];
  const filings: { key: string; accession: string; rows: DriverRow[] }[] = [];
  const byFiling: { key: string; tp: number; fp: number; fn: number }[] = [];
  for (const [key, topics] of Object.entries(gold.scored_topics)) {
    const before = { tp, fp, fn: missed.length };
    const [ticker, year, quarter] = key.split("|") as [string, string, string];
    const result = await driverRows(deps, {
      ticker,
      fiscalYear: Number(year),
      quarter: Number(quarter),
      source: gold.source ?? "filing",
      topic: null,
      filterToTopic: false,
      includeNonNumeric: false,
      cacheOnly: true,
    });
    filings.push({ key, accession: result.filing.accession, rows: [...result.rows] });
    for (const topic of topics) {
      const expected = gold.values.filter((v) => `${v.ticker}|${v.year}|${v.quarter}` === key && v.topic === topic);
      const open = [...expected];
      for (const row of result.rows.filter((r) => r.topic === topic && r.status === "reported" && r.value !== null)) {
        // Strict (the held-out set): the period and the segment must be the gold's too.
        const i = open.findIndex(
          (v) =>
            sameValue(row.value as number, v.value) &&
            (!strict || (sameSegment(row.segment, v.segment) && samePeriod(row, v, Number(quarter)))),
        );
        if (i >= 0) {
          tp++;
          open.splice(i, 1);
        } else {
          fp++;
          extra.push({ filing: key, row });
        }
      }
      missed.push(...open);
    }
    byFiling.push({ key, tp: tp - before.tp, fp: fp - before.fp, fn: missed.length - before.fn });
  }
  const fn = missed.length;
  return {
    tp,
    fp,
    fn,
    precision: tp + fp === 0 ? 0 : tp / (tp + fp),
    recall: tp + fn === 0 ? 0 : tp / (tp + fn),
    missed,
    extra,
    filings,
    byFiling,
  };
}

/** The tickers of the gold filings (to ingest before scoring). */
export function goldTickers(gold: GoldSet = loadKpiGold()): string[] {
  return [...new Set(Object.keys(gold.scored_topics).map((k) => k.split("|")[0] as string))];
}

/** The corpus transcripts a `transcript` part reads, with the period each is the call of (to ingest before scoring). */
export function goldTranscripts(gold: GoldSet): { ticker: string; fiscalYear: number; fiscalQuarter: number; path: string }[] {
  if (gold.source !== "transcript") return [];
  return Object.keys(gold.scored_topics).map((key) => {
    const [ticker, year, quarter] = key.split("|") as [string, string, string];
    return {
      ticker,
      fiscalYear: Number(year),
      fiscalQuarter: Number(quarter),
      path: `transcripts/${ticker.toLowerCase()}/${ticker}_${year}_Q${quarter}.txt`,
    };
  });
}
