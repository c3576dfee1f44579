import type { DocumentsPort } from "../documents/index.js";
import type { FilingFile, FilingMeta } from "../../model/index.js";
import type { FilingTable, TableColumn } from "../../parse/document/index.js";
import { type DocumentArtifacts, loadDocument } from "../documents/index.js";
import {
  daysBetween,
  FdsError,
  type IssuersPort,
  PERIOD_END_TOLERANCE_DAYS,
  type PeriodTarget,
  storedPeriodFilings,
  type StorePort,
} from "../shared/index.js";
import { findEventFilings } from "./event-filings.js";

/**
 * Finding the stored 8-K earnings release (EX-99.* of an 8-K reporting Item 2.02) of a
 * company's fiscal period. The release's CURRENT period is the latest end date among its
 * tables' dated columns (prior-year comparatives end earlier; forward-looking targets carry no
 * date). How the fiscal period's end is known, in order:
 *
 * 1. `periodic_filing`: the period's 10-Q / 10-K is stored: its period end. A release matches
 *    when its current period ends within 10 days of it.
 * 2. `fiscal_calendar`: another 10-Q / 10-K of the company is stored: the period end is
 *    estimated from it, three months per fiscal quarter apart. A release matches within 20 days
 *    (52/53-week calendars drift; quarters are ~91 days apart, so no neighbour matches).
 * 3. `release_text`: no periodic filing of the company is stored: the release must name the
 *    fiscal quarter itself ("third quarter of fiscal 2024", "First Quarter Fiscal 2023",
 *    "Q1 fiscal 2023"); its first such mention is the period it reports.
 *
 * The earliest-filed matching release wins (an original before its amendment). Nothing found is
 * a `filing_not_found`, never an empty answer.
 */

type ReleaseMatchRule = "periodic_filing" | "fiscal_calendar" | "release_text";

/** A value column of a release table, read as a period. */
export interface ReleaseColumn {
  readonly table: FilingTable;
  readonly column: TableColumn;
  readonly kind: "duration" | "instant";
  /** Duration length in months (13 weeks = 3 ...); null for instants. */
  readonly months: number | null;
  readonly end: string;
}

export interface EarningsRelease {
  readonly filing: FilingMeta;
  readonly exhibit: FilingFile;
  readonly artifacts: DocumentArtifacts;
  /** End of the release's current period (latest dated column). */
  readonly periodEnd: string;
  readonly rule: ReleaseMatchRule;
  /** The columns of the wanted duration (or instants) ending on the current period end, one per table at most. */
  readonly columns: readonly ReleaseColumn[];
}

const WANTED_MONTHS: Record<string, number> = { Q: 3, H: 6, "9M": 9, FY: 12 };

/** Duration of a column heading in months, from the parser or the heading words (weeks count too). */
export function columnMonths(c: TableColumn): number | null {
  const text = `${c.period?.text ?? ""} ${c.label}`.toLowerCase();
  if (/\b(thirteen|fourteen|13|14)[- ]weeks?\b|\bthree[- ]months?\b|\bquarter\b/.test(text)) return 3;
  if (/\b(twenty[- ]six|twenty[- ]seven|26|27)[- ]weeks?\b|\bsix[- ]months?\b/.test(text)) return 6;
  if (/\b(thirty[- ]nine|forty|39|40)[- ]weeks?\b|\bnine[- ]months?\b/.test(text)) return 9;
  if (/\b(fifty[- ]two|fifty[- ]three|52|53)[- ]weeks?\b|\btwelve[- ]months?\b|\byears? ended\b|\bfiscal year\b/.test(text)) return 12;
  return c.period?.months ?? null;
}

/** The dated columns of a table as periods. */
function releaseColumns(t: FilingTable): ReleaseColumn[] {
  const out: ReleaseColumn[] = [];
  for (const column of t.columns) {
    const end = column.period?.endDate;
    if (!end) continue;
    const months = columnMonths(column);
    if (months !== null) out.push({ table: t, column, kind: "duration", months, end });
    else if (column.period?.instant) out.push({ table: t, column, kind: "instant", months: null, end });
  }
  return out;
}

const ORDINALS: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4 };

/** The fiscal quarter a release says it reports (its first mention), or null. */
export function statedFiscalQuarter(markdown: string): { year: number; quarter: number } | null {
  const text = markdown.replace(/[*_]/g, "").replace(/\s+/g, " ");
  const patterns: [RegExp, (m: RegExpExecArray) => { year: number; quarter: number }][] = [
    [
      /\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter,? (?:of )?(?:fiscal )?(?:year )?(\d{4})\b/i,
      (m) => ({ quarter: ORDINALS[m[1]!.toLowerCase()]!, year: Number(m[2]) }),
    ],
    [
      /\bfiscal (?:year )?(\d{4}) (first|second|third|fourth|1st|2nd|3rd|4th) quarter\b/i,
      (m) => ({ quarter: ORDINALS[m[2]!.toLowerCase()]!, year: Number(m[1]) }),
    ],
    [/\bQ([1-4]) (?:of )?(?:fiscal )?(?:year )?(?:FY)?'?(\d{4})\b/i, (m) => ({ quarter: Number(m[1]), year: Number(m[2]) })],
  ];
  let best: { index: number; year: number; quarter: number } | null = null;
  for (const [re, read] of patterns) {
    const m = re.exec(text);
    if (m && (best === null || m.index < best.index)) best = { index: m.index, ...read(m) };
  }
  return best && { year: best.year, quarter: best.quarter };
}

/** `date` moved by whole months, day clamped. */
function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${String(ny).padStart(4, "0")}-${String(nm).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

const QUARTER_OF: Record<string, number> = { Q1: 1, Q2: 2, Q3: 3, FY: 4 };

/** The fiscal period's end: from its stored filing, else estimated from another stored periodic filing; null when none is stored. */
async function expectedEnd(
  deps: StorePort,
  ticker: string,
  fiscalYear: number,
  quarter: number,
): Promise<{ end: string; rule: ReleaseMatchRule; tolerance: number } | null> {
  const own = (await storedPeriodFilings(deps, ticker, fiscalYear, quarter)).find((f) => !f.form.endsWith("/A") && f.periodEnd);
  if (own?.periodEnd) return { end: own.periodEnd, rule: "periodic_filing", tolerance: PERIOD_END_TOLERANCE_DAYS };
  const wanted = fiscalYear * 4 + quarter;
  const anchors = (await deps.store.listFilings({ ticker: ticker.toUpperCase() }))
    .filter(
      (f) =>
        /^(10-K|10-Q)$/.test(f.form) && f.fiscalYear !== null && f.periodEnd !== null && QUARTER_OF[f.fiscalPeriod ?? ""] !== undefined,
    )
    .map((f) => ({ end: f.periodEnd as string, index: (f.fiscalYear as number) * 4 + QUARTER_OF[f.fiscalPeriod as string]! }))
    .sort((a, b) => Math.abs(a.index - wanted) - Math.abs(b.index - wanted));
  const anchor = anchors[0];
  if (!anchor) return null;
  return { end: shiftMonths(anchor.end, (wanted - anchor.index) * 3), rule: "fiscal_calendar", tolerance: 20 };
}

/** The stored earnings release of a ticker's fiscal period, with its columns for the target's duration. */
export async function findEarningsRelease(
  deps: StorePort & IssuersPort & DocumentsPort,
  ticker: string,
  target: PeriodTarget,
): Promise<EarningsRelease> {
  const what = `${ticker.toUpperCase()} fiscal ${target.fiscalYear} ${target.quarter === 4 ? "Q4 / full year" : `Q${target.quarter}`}`;
  const events = await findEventFilings(deps, {
    ticker,
    cik: null,
    filingDateFrom: null,
    filingDateTo: null,
    formTypes: null,
    query: null,
    relatedTickers: null,
    limit: 10_000,
    sortOrder: "asc",
    cacheOnly: true,
  });
  const releases = events.events.filter((e) => e.has_earnings_release);
  if (releases.length === 0) {
    throw new FdsError(
      "filing_not_found",
      `no 8-K earnings release (Item 2.02 with an EX-99 exhibit) of ${ticker.toUpperCase()} is stored, so none reports ${what}: use source=auto for the 10-Q/10-K's XBRL`,
      { ticker: ticker.toUpperCase() },
    );
  }
  const expected = await expectedEnd(deps, ticker, target.fiscalYear, target.quarter);
  const wantedMonths = WANTED_MONTHS[target.durationClass] ?? 3;
  const seen: string[] = [];
  for (const e of releases) {
    const filing = await deps.store.getFiling(e.accession);
    if (!filing) continue;
    for (const x of e.exhibits.filter((y) => y.is_earnings_release)) {
      let loaded: Awaited<ReturnType<typeof loadDocument>>;
      try {
        loaded = await loadDocument(deps, filing, x.name);
      } catch {
        continue; // exhibit listed but not stored
      }
      const columns = loaded.artifacts.tables().flatMap(releaseColumns);
      const current = columns
        .map((c) => c.end)
        .sort()
        .at(-1);
      if (!current) continue;
      seen.push(`${e.accession} (${x.name}, period ended ${current})`);
      let rule: ReleaseMatchRule;
      if (expected) {
        if (Math.abs(daysBetween(current, expected.end)) > expected.tolerance) continue;
        rule = expected.rule;
      } else {
        const stated = statedFiscalQuarter(loaded.artifacts.doc.markdown);
        if (!stated || stated.year !== target.fiscalYear || stated.quarter !== target.quarter) continue;
        rule = "release_text";
      }
      const chosen: ReleaseColumn[] = [];
      for (const c of columns) {
        if (Math.abs(daysBetween(c.end, current)) > 3) continue;
        if (c.kind === "duration" && c.months !== wantedMonths) continue;
        if (chosen.some((o) => o.table === c.table)) continue; // first matching column of each table
        chosen.push(c);
      }
      return { filing, exhibit: loaded.file, artifacts: loaded.artifacts, periodEnd: current, rule, columns: chosen };
    }
  }
  const how = expected
    ? `a period ending near ${expected.end} (${expected.rule === "periodic_filing" ? "the period's stored filing" : "estimated from the company's stored filings"})`
    : "a release naming that fiscal quarter (no 10-Q/10-K of the company is stored to date it)";
  throw new FdsError(
    "filing_not_found",
    `no stored 8-K earnings release reports ${what}: looked for ${how} among ${seen.join("; ") || "no readable exhibits"}`,
    {
      ticker: ticker.toUpperCase(),
      fiscal_year: target.fiscalYear,
      quarter: target.quarter,
    },
  );
}
