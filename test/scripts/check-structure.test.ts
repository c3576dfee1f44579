import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkStructure } from "../../scripts/check-structure.js";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A src/ tree from { "src/x.ts": "text" } in a fresh temporary directory. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "check-structure-"));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A tree that keeps every rule: the one-way layers, config read once, families through index.ts. */
const clean = {
  "src/config/index.ts": "export const port = Number(process.env.FDS_PORT ?? 0);\n",
  "src/store/index.ts": 'export { openStore } from "./open-store.js";\n',
  "src/store/open-store.ts": "export function openStore() {}\n",
  "src/domain/shared/index.ts": 'export { FdsError } from "./errors.js";\n',
  "src/domain/shared/errors.ts": "export class FdsError {}\n",
  "src/domain/facts/index.ts": 'export { getMetric } from "./metric.js";\n',
  "src/domain/facts/metric.ts":
    'import type { FdsError } from "../shared/index.js";\nimport { openStore } from "../../store/index.js";\n// process.env in a comment is not a read\nexport function getMetric(e?: FdsError) { return openStore(); }\n',
  "src/tools/index.ts": 'export { tool } from "./tool.js";\n',
  "src/tools/tool.ts": 'import { getMetric } from "../domain/facts/index.js";\nexport const tool = getMetric;\n',
  "src/api/index.ts": 'import { tool } from "../tools/index.js";\nimport { port } from "../config.js";\nexport const app = [tool, port];\n',
};

describe("check-structure", () => {
  it("finds nothing in a tree that keeps the rules", () => {
    expect(checkStructure(tree(clean)).violations).toEqual([]);
  });

  it("catches the domain importing a layer above it", () => {
    const root = tree({ ...clean, "src/domain/facts/metric-view.ts": 'import type { tool } from "../../tools/index.js";\n' });
    const found = checkStructure(root).violations.filter((v) => v.rule === "domain-outward");
    expect(found).toMatchObject([{ file: "src/domain/facts/metric-view.ts", line: 1 }]);
  });

  it("catches a cycle between top-level folders and between families, type-only imports included", () => {
    const root = tree({
      ...clean,
      "src/store/row.ts": 'import type {\n  FdsError,\n} from "../domain/shared/index.js";\nexport type Row = FdsError;\n',
      "src/domain/shared/period.ts": 'import { getMetric } from "../facts/index.js";\nexport const p = getMetric;\n',
    });
    const found = checkStructure(root).violations.filter((v) => v.rule === "folder-cycle");
    expect(found.map((v) => `${v.file}:${v.line}`).sort()).toEqual([
      "src/domain/facts/metric.ts:1",
      "src/domain/facts/metric.ts:2",
      "src/domain/shared/period.ts:1",
      "src/store/row.ts:3",
    ]);
  });

  it("catches process.env outside the configuration module", () => {
    const root = tree({
      ...clean,
      "src/api/limits.ts": 'export const a = process.env.FDS_A;\nconst { env } = process;\nexport const b = process["env"];\n',
    });
    const found = checkStructure(root).violations.filter((v) => v.rule === "process-env");
    expect(found.map((v) => `${v.file}:${v.line}`)).toEqual(["src/api/limits.ts:1", "src/api/limits.ts:2", "src/api/limits.ts:3"]);
  });

  it("catches a reach into another family's files and lists families without an index.ts", () => {
    const root = tree({
      ...clean,
      "src/tools/facts/get-metric.ts": 'import { getMetric } from "../../domain/facts/metric.js";\nexport const t = getMetric;\n',
      "src/api/store-use.ts": 'export const load = () => import("../store/open-store.js");\n',
    });
    const report = checkStructure(root);
    const found = report.violations.filter((v) => v.rule === "family-internals");
    expect(found.map((v) => `${v.file}:${v.line}`)).toEqual(["src/api/store-use.ts:1", "src/tools/facts/get-metric.ts:1"]);
    expect(report.familiesWithoutIndex).toEqual(["src/domain", "src/tools/facts"]);
  });

  it("lets a family's settings.ts be imported from outside, and keeps it from importing any index.ts", () => {
    const light = {
      ...clean,
      "src/store/settings.ts": 'export { MAX_ROWS } from "./limits.js";\n',
      "src/store/limits.ts": "export const MAX_ROWS = 10;\n",
      "src/config/rows.ts": 'import { MAX_ROWS } from "../store/settings.js";\nexport const rows = MAX_ROWS;\n',
    };
    expect(checkStructure(tree(light)).violations).toEqual([]);
    const heavy = tree({
      ...light,
      "src/store/settings.ts": 'import type { FdsError } from "../domain/shared/index.js";\nexport type E = FdsError;\n',
    });
    expect(checkStructure(heavy).violations.filter((v) => v.rule === "family-internals")).toMatchObject([
      { file: "src/store/settings.ts", line: 1 },
    ]);
  });

  it("prints file:line and exits 1 from the command line", () => {
    const root = tree({ ...clean, "src/api/limits.ts": "export const a = process.env.FDS_A;\n" });
    const script = resolve(import.meta.dirname, "../../scripts/check-structure.ts");
    const tsx = resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
    let status = 0;
    let stdout = "";
    try {
      execFileSync(tsx, [script, root], { encoding: "utf8" });
    } catch (error) {
      ({ status, stdout } = error as { status: number; stdout: string });
    }
    expect(status).toBe(1);
    expect(stdout).toContain("src/api/limits.ts:1  process-env");
    expect(stdout).toContain("check-structure: 1 violation(s)");
  });
});
