import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

/** Every `.ts` file under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/**
 * The `FDS_…` names the source mentions. A name ending in `_` is a prefix (`FDS_LIMIT_` + tier,
 * `FDS_LLM_*` in prose), not a variable.
 */
function variablesInSource(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(join(ROOT, "src"))) {
    for (const match of readFileSync(file, "utf8").matchAll(/\bFDS_[A-Z0-9_]*[A-Z0-9]\b/g)) names.add(match[0]);
  }
  return names;
}

/** The variables docs/configuration.md's table lists: the back-quoted names of each row's first cell. */
function variablesInTable(): Set<string> {
  const page = readFileSync(join(ROOT, "docs/configuration.md"), "utf8");
  const rows = page.split("\n").filter((line) => line.startsWith("| `FDS_"));
  return new Set(rows.flatMap((row) => [...(row.split(" | ")[0] ?? "").matchAll(/`(FDS_[A-Z0-9_]+)`/g)].map((m) => m[1] as string)));
}

describe("docs/configuration.md", () => {
  it("lists in its table every FDS_ variable the source reads", () => {
    const documented = variablesInTable();
    const missing = [...variablesInSource()].filter((name) => !documented.has(name)).sort();
    expect(missing).toEqual([]);
  });

  it("lists every tier's rate limit, which the source reads by a computed name (FDS_LIMIT_<TIER>)", () => {
    const documented = variablesInTable();
    for (const tier of ["PUBLIC", "REGISTERED", "PAID", "PLAYGROUND", "INTERNAL"]) expect(documented).toContain(`FDS_LIMIT_${tier}`);
  });

  it("is read by the configuration module only: no other source file touches process.env", () => {
    const config = join(ROOT, "src/config");
    const readers = sourceFiles(join(ROOT, "src")).filter(
      (file) => !file.startsWith(config) && /\bprocess\.env\b/.test(readFileSync(file, "utf8")),
    );
    expect(readers.map((file) => file.slice(ROOT.length + 1))).toEqual([]);
  });

  it("lists each variable in one row only", () => {
    const page = readFileSync(join(ROOT, "docs/configuration.md"), "utf8");
    const firstCells = page
      .split("\n")
      .filter((line) => line.startsWith("| `FDS_"))
      .map((row) => row.split(" | ")[0] ?? "");
    const names = firstCells.flatMap((cell) => [...cell.matchAll(/`(FDS_[A-Z0-9_]+)`/g)].map((m) => m[1] as string));
    expect(names.length).toBe(new Set(names).size);
  });
});
