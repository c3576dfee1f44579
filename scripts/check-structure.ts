/**
 * The boundaries of src/ as rules a script can check (`npm run check:structure`): prints each
 * violation as `file:line  rule  reason` and exits 1 when there is any. Rules (STYLE.md, points
 * 1, 13, 16, 17):
 *   domain-outward     src/domain imports nothing from the layers above it
 *   folder-cycle       no cycle between top-level folders of src/, nor between sibling families
 *                      inside src/domain, src/tools, src/store (type-only imports count too)
 *   process-env        `process.env` only in the configuration module
 *   family-internals   a family with an index.ts is imported through it from outside the family,
 *                      or through its settings.ts: the constants, parsers and types the configuration
 *                      reads, which imports no index.ts so that reading settings loads no family
 * Families without an index.ts are listed as a notice, not a failure.
 *
 * A small reader of import statements rather than dependency-cruiser: that reads TypeScript
 * through the compiler's JavaScript API, which the native TypeScript 7 compiler does not ship.
 *
 *   tsx scripts/check-structure.ts [root]     root holds src/ (default: the current directory)
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";

/** Folders under src/ that src/domain must never import: transports, tool layer, composition root. */
export const LAYERS_ABOVE_DOMAIN = ["tools", "api", "mcp", "bin", "runtime"] as const;

/**
 * The configuration module: the only files that may read `process.env` (a path ending in "/" is
 * a folder). The entry point passes the environment in.
 */
export const CONFIGURATION_MODULE = ["src/config/"] as const;

/** Folders whose sub-folders are families of their own (besides the top-level folders of src/). */
export const FAMILY_PARENTS = ["domain", "tools", "store", "parse"] as const;

export const RULES = ["domain-outward", "folder-cycle", "process-env", "family-internals"] as const;
export type Rule = (typeof RULES)[number];

export interface Violation {
  rule: Rule;
  /** Path relative to the root, with "/" separators. */
  file: string;
  line: number;
  reason: string;
}

export interface StructureReport {
  violations: Violation[];
  /** Families (paths relative to the root) that have no index.ts. */
  familiesWithoutIndex: string[];
}

interface ImportRef {
  file: string;
  line: number;
  /** Resolved target, relative to the root ("src/domain/facts/x.ts"); only relative specifiers. */
  target: string;
}

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts"];

function toPosix(path: string): string {
  return path.split(sep).join("/");
}

function listSources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSources(path));
    else if (SOURCE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Blanks comments (keeping newlines and offsets) so commented-out code and JSDoc are not read. */
function blankComments(text: string): string {
  let out = "";
  let i = 0;
  let quote: string | null = null;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (quote) {
      out += c;
      if (c === "\\") {
        out += next ?? "";
        i += 2;
        continue;
      }
      if (c === quote || (c === "\n" && quote !== "`")) quote = null;
      i++;
    } else if (c === "/" && next === "/") {
      while (i < text.length && text[i] !== "\n") {
        out += " ";
        i++;
      }
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, " ");
      i = stop;
    } else {
      if (c === '"' || c === "'" || c === "`") quote = c;
      out += c;
      i++;
    }
  }
  return out;
}

const IMPORT_PATTERNS = [
  // import x from "y"; import type { x } from "y"; export { x } from "y"; export * from "y"
  /^[ \t]*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm,
  // import "y";
  /^[ \t]*import\s*["']([^"']+)["']/gm,
  // import("y"), await import("y")
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

function resolveSpecifier(root: string, fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  let path = resolve(dirname(fromFile), specifier);
  if (/\.(m|c)?js$/.test(path)) {
    const base = path.replace(/\.(m|c)?js$/, "");
    path = [".ts", ".tsx", ".mts"].map((ext) => base + ext).find((p) => existsSync(p)) ?? `${base}.ts`;
  } else if (existsSync(path) && statSync(path).isDirectory()) {
    path = join(path, "index.ts");
  }
  return toPosix(relative(root, path));
}

function readImports(root: string, file: string, text: string): ImportRef[] {
  const refs: ImportRef[] = [];
  const seen = new Set<string>();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1] as string;
      const target = resolveSpecifier(root, join(root, file), specifier);
      if (!target) continue;
      const index = (match.index ?? 0) + match[0].lastIndexOf(specifier);
      const line = lineAt(text, index);
      const key = `${line}:${target}`;
      if (seen.has(key)) continue;
      seen.add(key);
      refs.push({ file, line, target });
    }
  }
  return refs.sort((a, b) => a.line - b.line);
}

/** The files a source file imports by relative path (static and dynamic imports; comments skipped), relative to the root. */
export function importTargets(root: string, file: string): string[] {
  const text = blankComments(readFileSync(join(root, file), "utf8"));
  return [...new Set(readImports(root, file, text).map((ref) => ref.target))];
}

/** "src/domain/facts/x.ts" -> ["domain", "facts", "x.ts"]; null outside src/. */
function srcParts(path: string): string[] | null {
  const parts = path.split("/");
  return parts[0] === "src" ? parts.slice(1) : null;
}

/** Top-level node of src/: a folder name, or a file's name without extension for files in src/. */
function topNode(path: string): string | null {
  const parts = srcParts(path);
  if (!parts || parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as string).replace(/\.[^.]+$/, "") : (parts[0] as string);
}

/** The family folder inside a family parent ("domain/facts"), or null for files at the parent's root. */
function subFamily(path: string): string | null {
  const parts = srcParts(path);
  if (!parts || parts.length < 3) return null;
  if (!(FAMILY_PARENTS as readonly string[]).includes(parts[0] as string)) return null;
  return `${parts[0]}/${parts[1]}`;
}

function listFamilies(root: string): string[] {
  const src = join(root, "src");
  const families: string[] = [];
  const dirs = (path: string) =>
    readdirSync(path, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  for (const top of dirs(src)) {
    families.push(`src/${top}`);
    if ((FAMILY_PARENTS as readonly string[]).includes(top)) {
      for (const sub of dirs(join(src, top))) families.push(`src/${top}/${sub}`);
    }
  }
  return families;
}

/** Strongly connected components with more than one node (Tarjan). */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const nodes = new Set<string>([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])]);
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return out;
}

function isConfigurationModule(file: string): boolean {
  return CONFIGURATION_MODULE.some((allowed) => (allowed.endsWith("/") ? file.startsWith(allowed) : file === allowed));
}

const PROCESS_ENV = /\bprocess\s*(?:\.\s*env\b|\[\s*["'`]env["'`]\s*\])|\{[^}]*\benv\b[^}]*\}\s*=\s*process\b/g;

export function checkStructure(root: string): StructureReport {
  const src = join(root, "src");
  const files = listSources(src).map((path) => toPosix(relative(root, path)));
  const violations: Violation[] = [];
  const imports: ImportRef[] = [];

  for (const file of files) {
    const text = blankComments(readFileSync(join(root, file), "utf8"));
    imports.push(...readImports(root, file, text));
    if (!isConfigurationModule(file)) {
      for (const match of text.matchAll(PROCESS_ENV)) {
        violations.push({
          rule: "process-env",
          file,
          line: lineAt(text, match.index ?? 0),
          reason: `reads process.env outside the configuration module (${CONFIGURATION_MODULE.join(", ")}): take the value as an argument`,
        });
      }
    }
  }

  // domain-outward
  for (const ref of imports) {
    if (topNode(ref.file) !== "domain") continue;
    const to = topNode(ref.target);
    if (to && (LAYERS_ABOVE_DOMAIN as readonly string[]).includes(to)) {
      violations.push({
        rule: "domain-outward",
        file: ref.file,
        line: ref.line,
        reason: `src/domain imports ${ref.target}: the domain knows nothing of src/${to}`,
      });
    }
  }

  // folder-cycle: the top-level graph, and one graph per family parent.
  const graphs = new Map<string, { edges: Map<string, Set<string>>; first: Map<string, ImportRef> }>();
  const addEdge = (graph: string, from: string, to: string, ref: ImportRef) => {
    if (from === to) return;
    let g = graphs.get(graph);
    if (!g) {
      g = { edges: new Map(), first: new Map() };
      graphs.set(graph, g);
    }
    if (!g.edges.has(from)) g.edges.set(from, new Set());
    g.edges.get(from)?.add(to);
    if (!g.first.has(`${from}\0${to}`)) g.first.set(`${from}\0${to}`, ref);
  };
  for (const ref of imports) {
    const from = topNode(ref.file);
    const to = topNode(ref.target);
    if (from && to) addEdge("src", from, to, ref);
    const fromFamily = subFamily(ref.file);
    const toFamily = subFamily(ref.target);
    if (fromFamily && toFamily && fromFamily.split("/")[0] === toFamily.split("/")[0]) {
      addEdge(`src/${fromFamily.split("/")[0]}`, fromFamily, toFamily, ref);
    }
  }
  for (const [graph, { edges, first }] of graphs) {
    for (const component of cycles(edges)) {
      const members = new Set(component);
      const prefix = graph === "src" ? "" : `${graph.slice("src/".length)}/`;
      const label = component.map((node) => node.slice(prefix.length)).join(", ");
      for (const from of component) {
        for (const to of [...(edges.get(from) ?? [])].sort()) {
          if (!members.has(to)) continue;
          const ref = first.get(`${from}\0${to}`) as ImportRef;
          violations.push({
            rule: "folder-cycle",
            file: ref.file,
            line: ref.line,
            reason: `${from} -> ${to} (first import of ${ref.target}) closes a cycle among ${graph}/{${label}}`,
          });
        }
      }
    }
  }

  // family-internals: the deepest family holding the target decides.
  const families = listFamilies(root);
  const withIndex = new Set(families.filter((f) => existsSync(join(root, f, "index.ts"))));
  const familyOf = (path: string): string | undefined =>
    families.filter((f) => path.startsWith(`${f}/`)).sort((a, b) => b.length - a.length)[0];
  for (const ref of imports) {
    const family = familyOf(ref.target);
    if (!family || !withIndex.has(family)) continue;
    if (ref.file.startsWith(`${family}/`)) continue;
    if (ref.target === `${family}/index.ts` || ref.target === `${family}/settings.ts`) continue;
    violations.push({
      rule: "family-internals",
      file: ref.file,
      line: ref.line,
      reason: `imports ${ref.target}, inside ${family}: import ${family}/index.ts instead`,
    });
  }

  for (const ref of imports) {
    if (!ref.file.endsWith("/settings.ts") || !ref.target.endsWith("/index.ts")) continue;
    violations.push({
      rule: "family-internals",
      file: ref.file,
      line: ref.line,
      reason: `a settings module imports ${ref.target}, which loads that whole family: import its settings.ts or the declaring file`,
    });
  }

  violations.sort((a, b) => RULES.indexOf(a.rule) - RULES.indexOf(b.rule) || a.file.localeCompare(b.file) || a.line - b.line);
  return { violations, familiesWithoutIndex: families.filter((f) => !withIndex.has(f)) };
}

function main(): void {
  const root = resolve(process.argv[2] ?? ".");
  const { violations, familiesWithoutIndex } = checkStructure(root);
  for (const v of violations) console.log(`${v.file}:${v.line}  ${v.rule}  ${v.reason}`);
  if (familiesWithoutIndex.length > 0) {
    console.log(`notice: families without an index.ts (rule family-internals skips them): ${familiesWithoutIndex.join(", ")}`);
  }
  const counts = RULES.map((rule) => `${rule} ${violations.filter((v) => v.rule === rule).length}`).join(", ");
  console.log(`check-structure: ${violations.length} violation(s): ${counts}`);
  process.exitCode = violations.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
