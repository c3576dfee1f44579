/**
 * fds beside its peers on the corpus's inline XBRL filings (`FDS_CORPUS`, default ../shared/corpus).
 *
 * Installs edgartools and arelle-release into .fds/venv-peers (PyPI; skipped with a notice when
 * pip fails), then runs, in fresh processes, alternating tools, 3 runs each, on a fixed set of
 * filings (10-Ks, 10-Qs and 8-Ks across the size range, the largest 10-K included):
 *   fds        the inline fact pass (scanner), documents already in memory, only the pass timed
 *   fds-old    the same with today's htmlparser2 reader (the reference the scanner is held to)
 *   edgartools its inline fact pass (lxml tree, then every ix: fact), documents in memory
 *   Arelle     loading the inline document(s), offline (no standard taxonomies on this machine)
 * and prints per filing the median wall time, CPU time and peak RSS (whole process, VmHWM),
 * with the median ratios. Then the whole-document pass on each filing's primary document, in the
 * same way (issue 28: at least 10x faster than edgartools in median):
 *   fds        markdown, sections and tables (what a document's first use builds)
 *   edgartools parse_html (given the form, so that it detects sections), its text and its sections
 * Then old vs new reader in-process on every inline filing (ms, MB/s).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { decodeDocument } from "../src/parse/decode.js";
import { InlineXbrlReader } from "../src/parse/xbrl/index.js";
import { TokenizedInlineReader } from "../src/parse/xbrl/tokenized-inline-reader.js";
import { corpusDir } from "../test/support/corpus.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const VENV = path.join(ROOT, ".fds/venv-peers");
const PYTHON = path.join(VENV, "bin/python");
const FDS_CHILD = path.join(ROOT, ".fds/peers/fds-run.mjs");
const RUNS = 3;
const INLINE_NS = "http://www.xbrl.org/2013/inlineXBRL";

interface Filing {
  readonly label: string;
  readonly form: string;
  /** The filing's inline XBRL documents (primary and exhibits that carry ix:header). */
  readonly documents: string[];
  /** Its primary document, when it is one of them. */
  readonly primary: string | null;
  readonly bytes: number;
}

interface Run {
  /** Facts read (fact pass); sections and tables found (document pass). */
  readonly facts: number;
  readonly sections: number;
  readonly tables: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly peakRssMb: number;
}

interface Tool {
  readonly name: string;
  readonly command: (docs: string[]) => [string, string[]];
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

function inlineFilings(dir: string): Filing[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as {
    filings: Array<{
      ticker: string | null;
      form: string;
      filing_date: string | null;
      is_inline_xbrl: boolean | null;
      files: Array<{ path: string; role: string; bytes: number }>;
    }>;
  };
  const out: Filing[] = [];
  for (const f of manifest.filings) {
    if (f.is_inline_xbrl !== true) continue;
    const docs = f.files.filter(
      (x) =>
        (x.role === "primary" || x.role === "exhibit") &&
        /\.html?$/i.test(x.path) &&
        readFileSync(path.join(dir, x.path), "latin1").includes(INLINE_NS),
    );
    if (!docs.length) continue;
    const primary = docs.find((x) => x.role === "primary");
    out.push({
      label: `${f.ticker ?? "?"} ${f.form} ${f.filing_date ?? path.basename(path.dirname(docs[0]?.path ?? ""))}`,
      form: f.form,
      documents: docs.map((x) => path.join(dir, x.path)),
      primary: primary ? path.join(dir, primary.path) : null,
      bytes: docs.reduce((s, x) => s + x.bytes, 0),
    });
  }
  return out;
}

/** 10-Ks at five points of their size range (largest included), 10-Qs at four, 8-Ks at three. */
function representative(all: Filing[]): Filing[] {
  const pick = (form: string, points: number): Filing[] => {
    const of = all.filter((f) => f.form === form).sort((a, b) => a.bytes - b.bytes);
    if (!of.length) return [];
    const idx = new Set(Array.from({ length: points }, (_, i) => Math.round((i * (of.length - 1)) / Math.max(1, points - 1))));
    return [...idx].map((i) => of[i] as Filing);
  };
  return [...pick("10-K", 5), ...pick("10-Q", 4), ...pick("8-K", 3)].sort((a, b) => b.bytes - a.bytes);
}

/** The peers' venv, installed once; false (with a notice) when pip cannot install them. */
function peersReady(): boolean {
  const check = () => existsSync(PYTHON) && spawnSync(PYTHON, ["-c", "import edgar.documents.parser, arelle.Cntlr"]).status === 0;
  if (check()) return true;
  console.log(`installing edgartools and arelle-release into ${path.relative(ROOT, VENV)} ...`);
  const steps: Array<[string, string[]]> = [
    ["python3", ["-m", "venv", VENV]],
    [PYTHON, ["-m", "pip", "install", "-q", "edgartools", "arelle-release"]],
  ];
  for (const [cmd, args] of steps) {
    const r = spawnSync(cmd, args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
    if (r.status !== 0) {
      console.log(`NOTICE: ${cmd} ${args.join(" ")} failed; peers skipped.\n${(r.stderr ?? "").split("\n").slice(-5).join("\n")}`);
      return false;
    }
  }
  return check();
}

/** The fds run as one bundled file, so that its process loads what the fact pass needs and no TypeScript loader. */
function fdsChild(): [string, string[]] {
  mkdirSync(path.dirname(FDS_CHILD), { recursive: true });
  const esbuild = path.join(ROOT, "node_modules/.bin/esbuild");
  const args = [
    "bench/peers-fds-run.ts",
    "--bundle",
    "--platform=node",
    "--format=esm",
    "--packages=external",
    `--outfile=${FDS_CHILD}`,
    "--log-level=warning",
  ];
  if (spawnSync(esbuild, args, { cwd: ROOT, stdio: "inherit" }).status === 0) return [process.execPath, [FDS_CHILD]];
  console.log("NOTICE: esbuild failed; fds runs through tsx (its RSS then includes the loader)");
  return [process.execPath, ["--import", "tsx", path.join(ROOT, "bench/peers-fds-run.ts")]];
}

function runOnce(tool: Tool, docs: string[]): Run | null {
  const [cmd, args] = tool.command(docs);
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 1 << 24 });
  const line = r.stdout?.trim().split("\n").pop() ?? "";
  try {
    return JSON.parse(line) as Run;
  } catch {
    console.log(`  ${tool.name} failed (exit ${r.status}): ${(r.stderr ?? "").trim().split("\n").slice(-2).join(" | ")}`);
    return null;
  }
}

const fmt = (x: number | undefined, digits = 0): string => (x === undefined || Number.isNaN(x) ? "-" : x.toFixed(digits));

function peers(dir: string): void {
  const filings = representative(inlineFilings(dir));
  const [node, fdsArgs] = fdsChild();
  const tools: Tool[] = [
    { name: "fds", command: (docs) => [node, [...fdsArgs, "scan", ...docs]] },
    { name: "fds-old", command: (docs) => [node, [...fdsArgs, "tokenized", ...docs]] },
  ];
  if (peersReady()) {
    tools.push(
      { name: "edgartools", command: (docs) => [PYTHON, [path.join(ROOT, "bench/peers/edgartools_facts.py"), ...docs]] },
      { name: "Arelle", command: (docs) => [PYTHON, [path.join(ROOT, "bench/peers/arelle_load.py"), ...docs]] },
    );
  }
  console.log(`\n${filings.length} filings x ${tools.length} tools x ${RUNS} runs, fresh processes, tools alternating`);
  const runs = new Map<string, Run[]>(); // `${filing}\u0000${tool}`
  for (let round = 0; round < RUNS; round++) {
    for (const f of filings) {
      for (const t of round % 2 ? [...tools].reverse() : tools) {
        const r = runOnce(t, f.documents);
        if (!r) continue;
        const key = `${f.label}\u0000${t.name}`;
        runs.set(key, [...(runs.get(key) ?? []), r]);
      }
    }
  }
  const stat = (f: Filing, tool: string, field: keyof Run): number | undefined => {
    const rs = runs.get(`${f.label}\u0000${tool}`);
    return rs?.length ? median(rs.map((r) => r[field])) : undefined;
  };
  const names = tools.map((t) => t.name);
  console.log(
    [
      "filing".padEnd(28),
      "MB".padStart(5),
      ...names.map((n) => `${n} facts`.padStart(17)),
      ...names.map((n) => `${n} ms wall/cpu`.padStart(24)),
      ...names.map((n) => `${n} MB rss`.padStart(15)),
    ].join(" "),
  );
  const ratios = { wall: [] as number[], cpu: [] as number[], old: [] as number[], rss: [] as number[] };
  for (const f of filings) {
    console.log(
      [
        f.label.padEnd(28),
        fmt(f.bytes / 1e6, 2).padStart(5),
        ...names.map((n) => fmt(stat(f, n, "facts")).padStart(17)),
        ...names.map((n) => `${fmt(stat(f, n, "wallMs"), 1)}/${fmt(stat(f, n, "cpuMs"), 1)}`.padStart(24)),
        ...names.map((n) => fmt(stat(f, n, "peakRssMb"), 1).padStart(15)),
      ].join(" "),
    );
    const fdsWall = stat(f, "fds", "wallMs");
    const fdsCpu = stat(f, "fds", "cpuMs");
    const et = stat(f, "edgartools", "wallMs");
    const etCpu = stat(f, "edgartools", "cpuMs");
    const old = stat(f, "fds-old", "wallMs");
    const rss = stat(f, "fds", "peakRssMb");
    const arelleRss = stat(f, "Arelle", "peakRssMb");
    if (fdsWall && et) ratios.wall.push(et / fdsWall);
    if (fdsCpu && etCpu) ratios.cpu.push(etCpu / fdsCpu);
    if (fdsWall && old) ratios.old.push(old / fdsWall);
    if (rss && arelleRss) ratios.rss.push(rss / arelleRss);
  }
  const range = (xs: number[]) =>
    xs.length ? `median ${fmt(median(xs), 2)}x (${fmt(Math.min(...xs), 2)}x to ${fmt(Math.max(...xs), 2)}x)` : "-";
  console.log(`\nfds-old wall / fds wall:          ${range(ratios.old)}`);
  if (ratios.wall.length) {
    console.log(`edgartools wall / fds wall:       ${range(ratios.wall)}; target >= 3x median, >= 1x on every filing`);
    console.log(`edgartools CPU / fds CPU:         ${range(ratios.cpu)}`);
    console.log(`fds peak RSS / Arelle peak RSS:   ${range(ratios.rss)}; target <= 1x on every filing`);
    const slower = ratios.wall.filter((r) => r < 1).length;
    const above = ratios.rss.filter((r) => r > 1).length;
    console.log(
      `targets: speed ${median(ratios.wall) >= 3 && slower === 0 ? "met" : `NOT met (${slower} filing(s) slower than edgartools)`}; memory ${above === 0 ? "met" : `NOT met (${above} filing(s) above Arelle)`}`,
    );
  }
}

/** The whole-document pass on each filing's primary document: fds against edgartools, fresh processes, alternating. */
function documents(dir: string): void {
  if (!peersReady()) return;
  const filings = representative(inlineFilings(dir)).filter((f) => f.primary !== null);
  const [node, fdsArgs] = fdsChild();
  const tools: Tool[] = [
    { name: "fds", command: ([doc, form]) => [node, [...fdsArgs, "document", form as string, doc as string]] },
    {
      name: "edgartools",
      command: ([doc, form]) => [PYTHON, [path.join(ROOT, "bench/peers/edgartools_document.py"), form as string, doc as string]],
    },
  ];
  console.log(
    `\nwhole document (primary): ${filings.length} filings x ${tools.length} tools x ${RUNS} runs, fresh processes, tools alternating`,
  );
  const runs = new Map<string, Run[]>();
  for (let round = 0; round < RUNS; round++)
    for (const f of filings)
      for (const t of round % 2 ? [...tools].reverse() : tools) {
        const r = runOnce(t, [f.primary as string, f.form]);
        if (r) runs.set(`${f.label}\u0000${t.name}`, [...(runs.get(`${f.label}\u0000${t.name}`) ?? []), r]);
      }
  const stat = (f: Filing, tool: string, field: keyof Run): number | undefined => {
    const rs = runs.get(`${f.label}\u0000${tool}`);
    return rs?.length ? median(rs.map((r) => r[field])) : undefined;
  };
  console.log(
    [
      "filing".padEnd(28),
      "MB".padStart(5),
      "sections fds/et".padStart(16),
      "tables fds/et".padStart(14),
      "fds ms wall/cpu".padStart(18),
      "edgartools ms wall/cpu".padStart(24),
      "et / fds wall".padStart(14),
    ].join(" "),
  );
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const f of filings) {
    const [fw, ew, fc, ec] = [
      stat(f, "fds", "wallMs"),
      stat(f, "edgartools", "wallMs"),
      stat(f, "fds", "cpuMs"),
      stat(f, "edgartools", "cpuMs"),
    ];
    if (fw && ew) wall.push(ew / fw);
    if (fc && ec) cpu.push(ec / fc);
    console.log(
      [
        f.label.padEnd(28),
        fmt((f.primary ? statSync(f.primary).size : 0) / 1e6, 2).padStart(5),
        `${fmt(stat(f, "fds", "sections"))}/${fmt(stat(f, "edgartools", "sections"))}`.padStart(16),
        `${fmt(stat(f, "fds", "tables"))}/${fmt(stat(f, "edgartools", "tables"))}`.padStart(14),
        `${fmt(fw, 1)}/${fmt(fc, 1)}`.padStart(18),
        `${fmt(ew, 1)}/${fmt(ec, 1)}`.padStart(24),
        `${fmt(fw && ew ? ew / fw : undefined, 2)}x`.padStart(14),
      ].join(" "),
    );
  }
  if (!wall.length) return;
  console.log(
    `edgartools wall / fds wall:       median ${fmt(median(wall), 2)}x (${fmt(Math.min(...wall), 2)}x to ${fmt(Math.max(...wall), 2)}x); target >= 10x median`,
  );
  console.log(
    `edgartools CPU / fds CPU:         median ${fmt(median(cpu), 2)}x (${fmt(Math.min(...cpu), 2)}x to ${fmt(Math.max(...cpu), 2)}x)`,
  );
  console.log(`target: whole document ${median(wall) >= 10 ? "met" : "NOT met"}`);
}

/** Old vs new reader in-process on every inline filing: the same documents, alternating, median of 3. */
function inProcess(dir: string): void {
  const filings = inlineFilings(dir).map((f) => ({
    ...f,
    texts: f.documents.map((d) => ({ name: path.basename(d), html: decodeDocument(readFileSync(d)) })),
  }));
  const pass = (reader: { read(n: string, h: string): void; result(): unknown }, texts: Array<{ name: string; html: string }>): number => {
    const t = performance.now();
    for (const { name, html } of texts) reader.read(name, html);
    reader.result();
    return performance.now() - t;
  };
  let oldTotal = 0;
  let newTotal = 0;
  let bytes = 0;
  const perFiling: number[] = [];
  for (const f of filings) {
    const olds: number[] = [];
    const news: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      olds.push(pass(new TokenizedInlineReader(), f.texts));
      news.push(pass(new InlineXbrlReader(), f.texts));
    }
    oldTotal += median(olds);
    newTotal += median(news);
    bytes += f.bytes;
    perFiling.push(median(olds) / median(news));
  }
  const mb = bytes / 1e6;
  console.log(`\nin-process, ${filings.length} inline filings, ${fmt(mb, 1)} MB (median of ${RUNS} per filing):`);
  console.log(
    `  old reader (htmlparser2): ${fmt(oldTotal)} ms, ${fmt(oldTotal / filings.length, 1)} ms per filing, ${fmt(mb / (oldTotal / 1000), 1)} MB/s`,
  );
  console.log(
    `  new reader (scanner):     ${fmt(newTotal)} ms, ${fmt(newTotal / filings.length, 1)} ms per filing, ${fmt(mb / (newTotal / 1000), 1)} MB/s`,
  );
  console.log(
    `  old / new: ${fmt(oldTotal / newTotal, 2)}x overall; per filing median ${fmt(median(perFiling), 2)}x (${fmt(Math.min(...perFiling), 2)}x to ${fmt(Math.max(...perFiling), 2)}x)`,
  );
}

const dir = corpusDir();
if (!dir) console.log("NOTICE: corpus not found (set FDS_CORPUS): nothing to measure");
else {
  peers(dir);
  documents(dir);
  inProcess(dir);
}
