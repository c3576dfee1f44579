import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Type } from "typebox";
import { Compile } from "typebox/compile";
import { readTrendResponse } from "../domain/estimates/trend-response.js";
import type { EstimateStore } from "../store/estimate-store.js";

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
export interface ImportedFile {
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
 * (ok or failed with its status and reason) with its observations; other modules are skipped,
 * files that are not recorded responses are reported unreadable. Importing again adds nothing.
 */
export async function importEstimates(store: EstimateStore, target: string): Promise<ImportSummary> {
  const root = path.resolve(target);
  const isDir = (await stat(root)).isDirectory();
  const files = isDir
    ? (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".json") && path.basename(f) !== "manifest.json").sort()
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
    if (result.file.outcome === "ok") runsOk += 1;
    if (result.file.outcome === "failed_run") runsFailed += 1;
  }
  return { files: results, runsOk, runsFailed, observationsAdded };
}

async function importFile(store: EstimateStore, file: string, source: string): Promise<{ file: ImportedFile; added: number }> {
  const done = (outcome: ImportedFile["outcome"], ticker: string | null, detail: string, added = 0) => ({ file: { file: source, outcome, ticker, detail }, added });
  let recorded: unknown;
  try {
    recorded = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    return done("unreadable", null, `not JSON: ${(error as Error).message}`);
  }
  if (!checkRecorded.Check(recorded)) return done("unreadable", null, "not a recorded provider response (expected source.request_url, source.response_date, source.status and body)");
  const request = requestOf(recorded.source.request_url);
  if (!request) return done("unreadable", null, `request_url is not a quoteSummary URL: ${recorded.source.request_url}`);
  if (request.module !== TREND_MODULE) return done("skipped", request.ticker, `module ${request.module} is not imported (only ${TREND_MODULE})`);
  const at = Date.parse(recorded.source.response_date);
  if (Number.isNaN(at)) return done("unreadable", request.ticker, `response_date is not a date: ${recorded.source.response_date}`);
  const read = readTrendResponse({ ticker: request.ticker, status: recorded.source.status, at: new Date(at).toISOString(), source, body: recorded.body });
  const stored = await store.recordRun(read.run, read.observations);
  if (!stored.added) return done("already_stored", request.ticker, "this response was imported before");
  return read.run.outcome === "ok"
    ? done("ok", request.ticker, `${stored.observationsAdded} observations`, stored.observationsAdded)
    : done("failed_run", request.ticker, `HTTP ${read.run.httpStatus}: ${read.run.reason}`);
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
  const lines = summary.files.filter((f) => f.outcome === "failed_run" || f.outcome === "unreadable").map((f) => `${f.outcome === "failed_run" ? "failed run" : "unreadable"}  ${f.file}  ${f.detail}\n`);
  const count = (outcome: ImportedFile["outcome"]) => summary.files.filter((f) => f.outcome === outcome).length;
  lines.push(
    `estimates: ${summary.runsOk} ok runs, ${summary.runsFailed} failed runs, ${summary.observationsAdded} observations added; ` +
      `${count("already_stored")} already stored, ${count("skipped")} skipped (other modules), ${count("unreadable")} unreadable\n`,
  );
  return lines.join("");
}
