/**
 * Ingest benchmark over the whole corpus (`FDS_CORPUS`, default ../shared/corpus).
 * Prints, from one run: bare HTML/XML tokenization MB/s (htmlparser2 with empty handlers: the
 * practical limit), fact parsing MB/s and its ratio to that limit, parse+store MB/s into a
 * fresh SQLite file, ms per filing (median, max), peak RSS, and the time of a re-ingest of the
 * unchanged corpus (files read and hashed, nothing parsed).
 * Files are read into memory first so that disk I/O is not measured.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Parser } from "htmlparser2";
import { corpusSources } from "../src/ingest/corpus-source.js";
import { READ_ROLES, type FilingSource } from "../src/model/index.js";
import { readFiling } from "../src/ingest/read-filing.js";
import { decodeDocument } from "../src/parse/decode.js";
import { detectSections, extractTables, toMarkdown } from "../src/parse/document/index.js";
import { openStore } from "../src/store/index.js";
import { corpusDir } from "../test/support/corpus.js";

const MB = 1024 * 1024;

async function inMemory(
  sources: FilingSource[],
): Promise<{ sources: FilingSource[]; docs: string[]; bytes: number[]; documents: { text: string; form: string; bytes: number }[] }> {
  const out: FilingSource[] = [];
  const docs: string[] = [];
  const documents: { text: string; form: string; bytes: number }[] = [];
  const bytes: number[] = [];
  for (const s of sources) {
    let total = 0;
    const files = await Promise.all(
      s.files.map(async (f) => {
        if (!READ_ROLES.has(f.role)) return f;
        const buf = await f.read();
        total += buf.byteLength;
        const text = decodeDocument(buf);
        docs.push(text);
        if (f.role === "primary" || f.role === "exhibit") documents.push({ text, form: s.form, bytes: buf.byteLength });
        return { ...f, read: async () => buf };
      }),
    );
    out.push({ ...s, files });
    bytes.push(total);
  }
  return { sources: out, docs, bytes, documents };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const dir = corpusDir();
  if (!dir) {
    console.log("corpus not found (set FDS_CORPUS): nothing to measure");
    return;
  }
  const { sources, docs, bytes, documents } = await inMemory(await corpusSources(dir));
  const totalMB = bytes.reduce((a, b) => a + b, 0) / MB;

  // 1. Bare tokenization of the same text: the floor any SAX-based parser stands on.
  let t = performance.now();
  for (const doc of docs) {
    const p = new Parser({}, { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true });
    p.write(doc);
    p.end();
  }
  const tokenizeS = (performance.now() - t) / 1000;

  // 2. Fact parsing (decode, facts, duplicates, linkbases, metadata) without storing, and
  //    without the text index's markdown blocks (timed in 4).
  t = performance.now();
  let failed = 0;
  for (const s of sources) await readFiling(s, { textBlocks: false }).catch(() => failed++);
  const parseS = (performance.now() - t) / 1000;

  // 3. Parse + store, one transaction per filing, into a fresh SQLite file: everything ingest
  //    does, the full-text index included.
  const dataDir = await mkdtemp(join(tmpdir(), "fds-bench-"));
  const store = await openStore({ dataDir });
  const perFiling: { ms: number; mbps: number }[] = [];
  t = performance.now();
  for (const [i, s] of sources.entries()) {
    const t0 = performance.now();
    try {
      await store.saveFiling(await readFiling(s));
    } catch {
      continue;
    }
    const ms = performance.now() - t0;
    perFiling.push({ ms, mbps: (bytes[i] ?? 0) / MB / (ms / 1000) });
  }
  const storeS = (performance.now() - t) / 1000;
  await store.close();
  await rm(dataDir, { recursive: true, force: true });

  // 4. Document artifacts of every primary and exhibit: markdown, sections, tables (markdown and
  //    sections are made at ingest for the text index; tables on first use by the API).
  const docMB = documents.reduce((a, d) => a + d.bytes, 0) / MB;
  t = performance.now();
  for (const d of documents) {
    const md = toMarkdown(d.text);
    extractTables(md, { sections: detectSections(md, d.form), form: d.form });
  }
  const artifactsS = (performance.now() - t) / 1000;

  // 5. The real thing: a fresh process ingesting from disk, which holds one filing at a time.
  const child = JSON.parse(
    execFileSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, "ingest-process.ts"), dir], { encoding: "utf8" }),
  ) as {
    seconds: number;
    bytes: number;
    failed: number;
    maxRssMB: number;
    reingestSeconds: number;
    reingestParsed: number;
    reingestUnchanged: number;
  };

  const tokenizeMBs = totalMB / tokenizeS;
  const parseMBs = totalMB / parseS;
  const rows: [string, string][] = [
    ["filings", `${sources.length} (${failed} unreadable)`],
    ["bytes read", `${totalMB.toFixed(1)} MB`],
    ["bare tokenization (htmlparser2)", `${tokenizeMBs.toFixed(1)} MB/s`],
    ["fact parsing", `${parseMBs.toFixed(1)} MB/s`],
    ["tokenization / parsing", `${(tokenizeMBs / parseMBs).toFixed(2)}x (target <= 2.5x, parsing >= 20 MB/s)`],
    ["parse+store (whole corpus)", `${(totalMB / storeS).toFixed(1)} MB/s`],
    ["parse+store per filing (median)", `${median(perFiling.map((p) => p.mbps)).toFixed(1)} MB/s (target >= 10)`],
    [
      "ms per filing (median, max)",
      `${median(perFiling.map((p) => p.ms)).toFixed(0)}, ${Math.max(...perFiling.map((p) => p.ms)).toFixed(0)}`,
    ],
    [
      "documents: markdown+sections+tables",
      `${(docMB / artifactsS).toFixed(1)} MB/s over ${documents.length} documents (${docMB.toFixed(1)} MB)`,
    ],
    [
      "full (facts, text index, store, tables) per core",
      `${(totalMB / (storeS + artifactsS)).toFixed(1)} MB/s (target >= 8; markdown counted twice)`,
    ],
    [
      "fds ingest from disk (own process)",
      `${(child.bytes / MB / child.seconds).toFixed(1)} MB/s, ${child.seconds.toFixed(1)} s, ${child.failed} failed`,
    ],
    ["peak RSS of that process", `${child.maxRssMB.toFixed(0)} MB (target < 1024)`],
    [
      "re-ingest of the unchanged corpus",
      `${child.reingestSeconds.toFixed(2)} s (target < 3 s): ${child.reingestUnchanged} unchanged, ${child.reingestParsed} parsed`,
    ],
    ["peak RSS of this benchmark", `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (holds the whole corpus in memory)`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
}

await main();
