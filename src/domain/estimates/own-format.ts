import { parse } from "csv-parse/sync";
import { ESTIMATE_BASES, ESTIMATE_METRICS, ESTIMATE_PERIOD_KINDS, type EstimateObservation, type EstimateRun } from "../../store/index.js";

/**
 * Our own estimates format, for consensus from anywhere else (a desk's spreadsheet, another
 * provider's export): one row per consensus value, as CSV (a header row, these column names,
 * any order) or JSON (`{"estimates": [ {<column>: value, ...}, ... ]}`).
 *
 * | column | required | meaning |
 * | ticker | yes | e.g. AAPL |
 * | fiscal_date | yes | YYYY-MM-DD, end of the fiscal period the estimate is for |
 * | period_kind | yes | quarter or year |
 * | metric | yes | eps or revenue |
 * | mean | yes | the consensus mean |
 * | low, high | no | range |
 * | analysts | no | whole number of analysts |
 * | observed_at | yes | ISO 8601 (a date alone is midnight UTC): when the value held |
 * | provider | yes | who reported it |
 * | currency | no | e.g. USD |
 * | basis | no | observed (default) or provider_history (a value the provider reported for history_days before; observed_at is then that earlier time) |
 * | history_days | with provider_history | whole days back, above 0 |
 * | period_code | no | the provider's relative period (0q, +1q, 0y ...) |
 * | up_7d, up_30d, down_7d, down_30d | no | analysts revising EPS up or down, observed EPS only |
 *
 * A file is read whole or not at all: the first bad cell names its row and column.
 */
export const OWN_FORMAT_COLUMNS = [
  "ticker",
  "fiscal_date",
  "period_kind",
  "metric",
  "mean",
  "low",
  "high",
  "analysts",
  "observed_at",
  "provider",
  "currency",
  "basis",
  "history_days",
  "period_code",
  "up_7d",
  "up_30d",
  "down_7d",
  "down_30d",
] as const;

type Cell = string | number | null | undefined;
type Row = Readonly<Record<string, Cell>>;

/** A file in our format, read: one run per ticker and provider, with its observations. */
export interface OwnFormatRead {
  readonly runs: readonly { readonly run: EstimateRun; readonly observations: readonly EstimateObservation[] }[];
}

export class OwnFormatError extends Error {}

/** Whether a parsed JSON document is in our format (an object with an `estimates` array). */
export function isOwnJson(doc: unknown): doc is { estimates: unknown[] } {
  return typeof doc === "object" && doc !== null && Array.isArray((doc as { estimates?: unknown }).estimates);
}

/** Reads a CSV file's text; throws OwnFormatError naming the row and column of the first problem. */
export function readOwnCsv(text: string, source: string): OwnFormatRead {
  let rows: Row[];
  try {
    rows = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as Row[];
  } catch (error) {
    throw new OwnFormatError(`not CSV: ${(error as Error).message}`);
  }
  const unknown = rows.length ? Object.keys(rows[0]!).filter((c) => !(OWN_FORMAT_COLUMNS as readonly string[]).includes(c)) : [];
  if (unknown.length)
    throw new OwnFormatError(
      `unknown column ${unknown.map((c) => JSON.stringify(c)).join(", ")} (columns: ${OWN_FORMAT_COLUMNS.join(", ")})`,
    );
  // Header is line 1: the first record is row 2.
  return toRuns(
    rows.map((row, i) => toObservation(row, `row ${i + 2}`, source)),
    source,
  );
}

/** Reads a JSON document in our format (see isOwnJson). */
export function readOwnJson(doc: { estimates: unknown[] }, source: string): OwnFormatRead {
  return toRuns(
    doc.estimates.map((row, i) => {
      if (typeof row !== "object" || row === null || Array.isArray(row)) throw new OwnFormatError(`estimates[${i}]: not an object`);
      const unknown = Object.keys(row).filter((c) => !(OWN_FORMAT_COLUMNS as readonly string[]).includes(c));
      if (unknown.length) throw new OwnFormatError(`estimates[${i}]: unknown field ${unknown.map((c) => JSON.stringify(c)).join(", ")}`);
      return toObservation(row as Row, `estimates[${i}]`, source);
    }),
    source,
  );
}

function toObservation(row: Row, where: string, source: string): EstimateObservation {
  const bad = (column: string, why: string): never => {
    throw new OwnFormatError(`${where}, ${column}: ${why}`);
  };
  const text = (column: string, required: boolean): string | null => {
    const v = row[column];
    if (v === undefined || v === null || v === "") return required ? bad(column, "missing") : null;
    return String(v).trim();
  };
  const number = (column: string, required: boolean, whole = false): number | null => {
    const v = text(column, required);
    if (v === null) return null;
    const n = Number(v);
    if (!Number.isFinite(n)) return bad(column, `not a number: ${JSON.stringify(v)}`);
    if (whole && !(Number.isInteger(n) && n >= 0)) return bad(column, `not a whole number: ${JSON.stringify(v)}`);
    return n;
  };
  const oneOf = <T extends string>(column: string, allowed: readonly T[], fallback: T | null): T => {
    const v = text(column, fallback === null)?.toLowerCase() ?? fallback!;
    return allowed.find((a) => a === v) ?? bad(column, `${JSON.stringify(v)} is not one of ${allowed.join(", ")}`);
  };
  const ticker = text("ticker", true)!.toUpperCase();
  if (!/^[A-Z][A-Z0-9.-]{0,9}$/.test(ticker)) bad("ticker", `not a ticker: ${JSON.stringify(ticker)}`);
  const fiscalDate = text("fiscal_date", true)!;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fiscalDate) || Number.isNaN(Date.parse(fiscalDate)))
    bad("fiscal_date", `not a date YYYY-MM-DD: ${JSON.stringify(fiscalDate)}`);
  const observedText = text("observed_at", true)!;
  const observed = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(observedText) ? `${observedText}T00:00:00Z` : observedText);
  if (Number.isNaN(observed) || !/^\d{4}-\d{2}-\d{2}/.test(observedText))
    bad("observed_at", `not an ISO 8601 time: ${JSON.stringify(observedText)}`);
  if (/T/.test(observedText) && !/(Z|[+-]\d{2}:?\d{2})$/i.test(observedText))
    bad("observed_at", `give a time zone (Z or +hh:mm): ${JSON.stringify(observedText)}`);
  const metric = oneOf("metric", ESTIMATE_METRICS, null);
  const basis = oneOf("basis", ESTIMATE_BASES, "observed");
  const historyDays = number("history_days", basis === "provider_history", true) ?? 0;
  if (basis === "provider_history" && historyDays === 0) bad("history_days", "provider history needs the days back (above 0)");
  if (basis === "observed" && historyDays !== 0) bad("history_days", "only provider_history rows have days back");
  const revisions = {
    up7d: number("up_7d", false, true),
    up30d: number("up_30d", false, true),
    down7d: number("down_7d", false, true),
    down30d: number("down_30d", false, true),
  };
  if ((metric !== "eps" || basis !== "observed") && Object.values(revisions).some((v) => v !== null))
    bad("up_7d", "revision counts are for observed EPS only");
  return {
    ticker,
    fiscalDate,
    periodKind: oneOf("period_kind", ESTIMATE_PERIOD_KINDS, null),
    periodCode: text("period_code", false) ?? "",
    metric,
    basis,
    historyDays,
    observedAt: new Date(observed).toISOString(),
    mean: number("mean", true)!,
    low: number("low", false),
    high: number("high", false),
    analysts: number("analysts", false, true),
    revisions,
    currency: text("currency", false),
    provider: text("provider", true)!,
    source,
  };
}

/** One ok run per ticker and provider, dated by its newest observation. */
function toRuns(observations: readonly EstimateObservation[], source: string): OwnFormatRead {
  if (observations.length === 0) throw new OwnFormatError("no estimates in the file");
  const groups = new Map<string, EstimateObservation[]>();
  for (const o of observations) {
    const key = `${o.ticker}\u0000${o.provider}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return {
    runs: [...groups.values()].map((list) => ({
      run: {
        ticker: list[0]!.ticker,
        provider: list[0]!.provider,
        at: list.reduce((max, o) => (o.observedAt > max ? o.observedAt : max), list[0]!.observedAt),
        source,
        outcome: "ok" as const,
        httpStatus: null,
        reason: null,
        observations: list.length,
      },
      observations: list,
    })),
  };
}
