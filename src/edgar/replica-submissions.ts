import { readFile } from "node:fs/promises";
import path from "node:path";
import { corpusPrimaryDocument, type CorpusFiling, type CorpusManifest } from "./corpus-manifest.js";
import { paddedCik } from "./edgar-urls.js";

type Columns = Record<string, unknown[]>;
type Json = Record<string, unknown>;

/** The columns of a submissions JSON the replica writes when it has no real file to complete. */
const BUILT_COLUMNS = ["accessionNumber", "filingDate", "reportDate", "form", "primaryDocument", "isXBRL", "isInlineXBRL"] as const;
const NUMERIC_COLUMNS = new Set(["size", "isXBRL", "isInlineXBRL"]);
const REAL_NAME = /^CIK\d{10}(-submissions-\d{3})?\.json$/;

/**
 * The submissions JSON files the replica serves, by file name (`CIK0000320193.json`,
 * `CIK0001318605-submissions-001.json`), for every CIK with a served filing or a real file.
 *
 * - A real SEC file in the corpus is served as is when it lists every corpus filing of its CIK.
 * - A corpus filing missing from the real files (filed after the recording, or in an extra file
 *   the corpus does not have) is added as a row built from the manifest, in the extra file whose
 *   `filingFrom..filingTo` covers its filed date, else in `filings.recent`, at its date's place.
 * - An extra file named by `filings.files` but absent from the corpus is served with the corpus
 *   filings it covers (possibly none), so every file the JSON names resolves.
 * - A CIK with no real file gets one built from the manifest: cik, name, tickers and
 *   `filings.recent` with `BUILT_COLUMNS`, `files: []`.
 * Unknown cells of an added row are SEC's own blanks: "" for text, 0 for numbers (but "" for an
 * unknown inline-XBRL flag, which 0 would misstate).
 */
export async function buildReplicaSubmissions(
  corpusDir: string,
  manifest: CorpusManifest,
  served: readonly CorpusFiling[],
): Promise<Map<string, Buffer>> {
  const real = new Map<string, Buffer>();
  for (const file of manifest.submissions) {
    const name = path.posix.basename(file.path);
    if (REAL_NAME.test(name)) real.set(name, await readFile(path.join(corpusDir, file.path)));
  }
  const byCik = new Map<number, CorpusFiling[]>();
  for (const filing of served) {
    if (filing.cik === null) continue;
    byCik.set(filing.cik, [...(byCik.get(filing.cik) ?? []), filing]);
  }
  for (const name of real.keys()) {
    const cik = Number(name.slice(3, 13));
    if (!name.includes("-submissions-") && !byCik.has(cik)) byCik.set(cik, []);
  }

  const out = new Map<string, Buffer>();
  for (const [cik, filings] of byCik) {
    const mainName = `CIK${paddedCik(cik)}.json`;
    const realMain = real.get(mainName);
    const main: Json = realMain ? (JSON.parse(realMain.toString("utf8")) as Json) : builtMain(cik, filings);
    const recent = (main.filings as { recent: Columns }).recent;
    const refs = ((main.filings as { files?: unknown }).files ?? []) as Array<{ name: string; filingFrom?: string; filingTo?: string }>;
    const extras = refs.map((ref) => {
      const realExtra = real.get(ref.name);
      const columns = realExtra ? (JSON.parse(realExtra.toString("utf8")) as Columns) : emptyLike(recent);
      return { ref, columns, realBytes: realExtra ?? null, changed: realExtra === undefined };
    });
    let mainChanged = realMain === undefined;
    const listed = new Set([recent, ...extras.map((e) => e.columns)].flatMap((c) => (c.accessionNumber ?? []) as string[]));
    for (const filing of filings) {
      if (filing.accession === null || listed.has(filing.accession)) continue;
      const date = filing.filing_date;
      const extra = date === null ? undefined : extras.find((e) => (e.ref.filingFrom ?? "") <= date && date <= (e.ref.filingTo ?? ""));
      if (extra) {
        insertRow(extra.columns, filing);
        extra.changed = true;
      } else {
        insertRow(recent, filing);
        mainChanged = true;
      }
    }
    out.set(mainName, mainChanged || !realMain ? Buffer.from(JSON.stringify(main)) : realMain);
    for (const extra of extras) {
      out.set(extra.ref.name, extra.changed || !extra.realBytes ? Buffer.from(JSON.stringify(extra.columns)) : extra.realBytes);
    }
  }
  return out;
}

function builtMain(cik: number, filings: readonly CorpusFiling[]): Json {
  const tickers = [...new Set(filings.flatMap((f) => (f.ticker ? [f.ticker] : [])))];
  const recent: Columns = Object.fromEntries(BUILT_COLUMNS.map((c) => [c, []]));
  return {
    cik: paddedCik(cik),
    name: filings.find((f) => f.company !== null)?.company ?? "",
    tickers,
    exchanges: [],
    filings: { recent, files: [] },
  };
}

function emptyLike(columns: Columns): Columns {
  return Object.fromEntries(Object.keys(columns).map((c) => [c, []]));
}

/** Inserts the filing's row before the first row filed earlier (SEC lists newest first); undated rows go last. */
function insertRow(columns: Columns, filing: CorpusFiling): void {
  const dates = (columns.filingDate ?? []) as string[];
  const date = filing.filing_date;
  let at = dates.length;
  if (date !== null) {
    const earlier = dates.findIndex((d) => d !== "" && d < date);
    if (earlier >= 0) at = earlier;
  }
  const values = rowValues(filing);
  for (const [name, column] of Object.entries(columns)) {
    column.splice(at, 0, name in values ? values[name] : NUMERIC_COLUMNS.has(name) ? 0 : "");
  }
}

function rowValues(filing: CorpusFiling): Record<string, unknown> {
  const hasXbrl = filing.is_inline_xbrl === true || filing.files.some((f) => f.role === "xbrl_instance" || f.ex_type === "EX-101.INS");
  return {
    accessionNumber: filing.accession,
    filingDate: filing.filing_date ?? "",
    reportDate: filing.report_date ?? "",
    form: filing.form,
    core_type: filing.form,
    primaryDocument: corpusPrimaryDocument(filing) ?? "",
    primaryDocDescription: filing.form,
    isXBRL: hasXbrl ? 1 : 0,
    // The corpus does not always know; a blank keeps "unknown" apart from SEC's 0 ("not inline").
    isInlineXBRL: filing.is_inline_xbrl === null ? "" : filing.is_inline_xbrl ? 1 : 0,
  };
}
