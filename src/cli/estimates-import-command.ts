import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Type } from "typebox";
import { Compile } from "typebox/compile";
import { isOwnJson, OwnFormatError, readOwnCsv, readOwnJson, type OwnFormatRead, readTrendResponse } from "../domain/estimates/index.js";
import type { EstimateStore } from "../store/index.js";

/**
 * A recorded provider response, as in `../shared/estimates`: the request and the response's
 * Date header and status under `source`, the response body under `body`.
 */
const RecordedResponse = Type.Object({
  source: Type.Object({
    request_url: Type.String(),
    response_date: Type.String(),
    status: Type.Integer(),
  }),
  body: Type.Unknown(),
});
const checkRecorded = Compile(RecordedResponse);

/** The provider module imported: the consensus trend. The other modules are not estimates of a period. */
const TREND_MODULE = "earningsTrend";

/** What happened to one file. */
interface ImportedFile {
  readonly file: string;
  readonly outcome: "ok" | "failed_run" | "skipped" | "unreadable" | "already_stored";
  readonly ticker: string | null;
  readonly detail: string;
}

export interface ImportSummary {
  readonly files: readonly ImportedFile[];
  readonly runsOk: number;
  readonly runsFailed: number;
  readonly observationsAdded: number;
}

/**
 * `fds estimates import <dir or file>`: every recorded earningsTrend response becomes a run
 * (ok or failed with its status and reason) with its observations; other modules are skipped.
 * A CSV file, or a JSON file `{"estimates": [...]}`, in our own format (own-format.ts) becomes
 * one ok run per ticker and provider, read whole or not at all. Files that are neither are
 * reported unreadable, with the reason. Importing again adds nothing.
 */
export async function importEstimates(store: EstimateStore, target: string): Promise<ImportSummary> {
  const root = path.resolve(target);
  const isDir = (await stat(root)).isDirectory();
  const files = isDir
    ? (await readdir(root, { recursive: true })).filter((f) => /\.(json|csv)$/i.test(f) && path.basename(f) !== "manifest.json").sort()
    : [path.basename(root)];
  const base = isDir ? root : path.dirname(root);
  const results: ImportedFile[] = [];
  let runsOk = 0;
  let runsFailed = 0;
  let observationsAdded = 0;
  for (const file of files) {
    const source = file.split(path.sep).join("/");
    const result = await importFile(store, path.join(base, file), source);
    results.push(result.file);
    observationsAdded += result.added;
    if (result.file.outcome === "ok") runsOk += result.runs ?? 1;
    if (result.file.outcome === "failed_run") runsFailed += 1;
  }
  return { files: results, runsOk, runsFailed, observationsAdded };
}

async function importFile(
  store: EstimateStore,
  file: string,
  source: string,
): Promise<{ file: ImportedFile; added: number; runs?: number }> {
  const done = (outcome: ImportedFile["outcome"], ticker: string | null, detail: string, added = 0) => ({
    file: { file: source, outcome, ticker, detail },
    added,
  });
  const text = await readFile(file, "utf8");
  if (/\.csv$/i.test(file)) return importOwn(store, source, () => readOwnCsv(text, source));
  let recorded: unknown;
  try {
    recorded = JSON.parse(text);
  } catch (error) {
    return done("unreadable", null, `not JSON: ${(error as Error).message}`);
  }
  if (isOwnJson(recorded)) return importOwn(store, source, () => readOwnJson(recorded, source));
  if (!checkRecorded.Check(recorded))
    return done(
      "unreadable",
      null,
      "not a recorded provider response (expected source.request_url, source.response_date, source.status and body)",
    );
  const request = requestOf(recorded.source.request_url);
  if (!request) return done("unreadable", null, `request_url is not a quoteSummary URL: ${recorded.source.request_url}`);
  if (request.module !== TREND_MODULE)
    return done("skipped", request.ticker, `module ${request.module} is not imported (only ${TREND_MODULE})`);
  const at = Date.parse(recorded.source.response_date);
  if (Number.isNaN(at)) return done("unreadable", request.ticker, `response_date is not a date: ${recorded.source.response_date}`);
  const read = readTrendResponse({
    ticker: request.ticker,
    status: recorded.source.status,
    at: new Date(at).toISOString(),
    source,
    body: recorded.body,
  });
  const stored = await store.recordRun(read.run, read.observations);
  if (!stored.added) return done("already_stored", request.ticker, "this response was imported before");
  return read.run.outcome === "ok"
    ? done("ok", request.ticker, `${stored.observationsAdded} observations`, stored.observationsAdded)
    : done("failed_run", request.ticker, `HTTP ${read.run.httpStatus}: ${read.run.reason}`);
}

/** A file in our own format: its runs stored (each ticker's once), or the file unreadable with the bad cell. */
async function importOwn(
  store: EstimateStore,
  source: string,
  read: () => OwnFormatRead,
): Promise<{ file: ImportedFile; added: number; runs: number }> {
  let parsed: OwnFormatRead;
  try {
    parsed = read();
  } catch (error) {
    if (!(error instanceof OwnFormatError)) throw error;
    return { file: { file: source, outcome: "unreadable", ticker: null, detail: `own format: ${error.message}` }, added: 0, runs: 0 };
  }
  let added = 0;
  let runs = 0;
  for (const { run, observations } of parsed.runs) {
    const stored = await store.recordRun(run, observations);
    added += stored.observationsAdded;
    if (stored.added) runs += 1;
  }
  const tickers = [...new Set(parsed.runs.map((r) => r.run.ticker))];
  if (runs === 0)
    return {
      file: {
        file: source,
        outcome: "already_stored",
        ticker: tickers.length === 1 ? tickers[0]! : null,
        detail: "this file was imported before",
      },
      added,
      runs,
    };
  return {
    file: {
      file: source,
      outcome: "ok",
      ticker: tickers.length === 1 ? tickers[0]! : null,
      detail: `own format: ${runs} runs (${tickers.join(", ")}), ${added} observations`,
    },
    added,
    runs,
  };
}

/** Ticker and module of `.../quoteSummary/<TICKER>?modules=<module>`. */
function requestOf(url: string): { ticker: string; module: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /\/quoteSummary\/([^/]+)$/.exec(parsed.pathname);
  const module = parsed.searchParams.get("modules");
  if (!match || !module) return null;
  return { ticker: decodeURIComponent(match[1]!).toUpperCase(), module };
}

/** One line per file that was not imported cleanly, then the totals. */
export function formatImportSummary(summary: ImportSummary): string {
  const lines = summary.files
    .filter((f) => f.outcome === "failed_run" || f.outcome === "unreadable")
    .map((f) => `${f.outcome === "failed_run" ? "failed run" : "unreadable"}  ${f.file}  ${f.detail}\n`);
  const count = (outcome: ImportedFile["outcome"]) => summary.files.filter((f) => f.outcome === outcome).length;
  lines.push(
    `estimates: ${summary.runsOk} ok runs, ${summary.runsFailed} failed runs, ${summary.observationsAdded} observations added; ` +
      `${count("already_stored")} already stored, ${count("skipped")} skipped (other modules), ${count("unreadable")} unreadable\n`,
  );
  return lines.join("");
}
