/**
 * One bench:peers run of fds in a fresh process: reads the given documents into memory, then
 * times only the inline fact pass (read + result), as the peers' runs time only theirs.
 * Usage: node peers-fds-facts.mjs <scan|tokenized> <document>...; prints one JSON line.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { decodeDocument } from "../src/parse/decode.js";
import { InlineXbrlReader } from "../src/parse/xbrl/index.js";
import { TokenizedInlineReader } from "../src/parse/xbrl/tokenized-inline-reader.js";

const [mode, ...files] = process.argv.slice(2);
const documents = files.map((f) => ({ name: path.basename(f), html: decodeDocument(readFileSync(f)) }));
const reader = mode === "tokenized" ? new TokenizedInlineReader() : new InlineXbrlReader();
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
const wallMs = performance.now() - start;
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ facts, wallMs, cpuMs: (used.user + used.system) / 1000, peakRssMb: peakRssMb() }));

/**
 * This process's peak RSS. On Linux, VmHWM: ru_maxrss survives fork and exec, so a child of the
 * benchmark would report at least the benchmark's own RSS.
 */
function peakRssMb(): number {
  const status = existsSync("/proc/self/status") ? readFileSync("/proc/self/status", "utf8") : "";
  const hwm = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
  return (hwm ? Number(hwm) : process.resourceUsage().maxRSS) / 1024;
}
