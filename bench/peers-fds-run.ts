/**
 * One bench:peers run of fds in a fresh process: reads the given documents into memory, then
 * times only the pass, as the peers' runs time only theirs. Prints one JSON line.
 *   node peers-fds-run.mjs <scan|tokenized> <document>...   the inline fact pass (read + result)
 *   node peers-fds-run.mjs document <form> <document>       markdown, sections and tables of one document
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeDocument } from "../src/parse/decode.js";
import { detectSections, extractTables, toMarkdown } from "../src/parse/document/index.js";
import { InlineXbrlReader } from "../src/parse/xbrl/index.js";
import { TokenizedInlineReader } from "../src/parse/xbrl/tokenized-inline-reader.js";

const [mode, ...args] = process.argv.slice(2);
if (mode === "document") documentPass(args[0] ?? "", args[1] ?? "");
else factPass(mode === "tokenized" ? new TokenizedInlineReader() : new InlineXbrlReader(), args);

function factPass(reader: InlineXbrlReader | TokenizedInlineReader, files: string[]): void {
  const documents = files.map((f) => ({ name: path.basename(f), html: decodeDocument(readFileSync(f)) }));
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (const { name, html } of documents) {
    try {
      reader.read(name, html);
    } catch {
      // A document without XBRL (an exhibit) is read and left, as ingest does.
    }
  }
  const facts = reader.result().facts.length;
  print({ facts }, start, cpu);
}

/** What a document's first use builds (the document builds stored at ingest): markdown, its sections, its tables. */
function documentPass(form: string, file: string): void {
  const html = decodeDocument(readFileSync(file));
  const cpu = process.cpuUsage();
  const start = performance.now();
  const doc = toMarkdown(html);
  const sections = detectSections(doc, form);
  const tables = extractTables(doc, { form, sections });
  print({ sections: sections.length, tables: tables.length, chars: doc.markdown.length }, start, cpu);
}

function print(counts: Record<string, number>, start: number, cpu: NodeJS.CpuUsage): void {
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ ...counts, wallMs, cpuMs: (used.user + used.system) / 1000, peakRssMb: peakRssMb() }));
}

/**
 * This process's peak RSS. On Linux, VmHWM: ru_maxrss survives fork and exec, so a child of the
 * benchmark would report at least the benchmark's own RSS.
 */
function peakRssMb(): number {
  const status = existsSync("/proc/self/status") ? readFileSync("/proc/self/status", "utf8") : "";
  const hwm = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  return (hwm ? Number(hwm) : process.resourceUsage().maxRSS) / 1024;
}
