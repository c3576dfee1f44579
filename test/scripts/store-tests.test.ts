import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { storeTests } from "../../scripts/store-tests.js";

const root = mkdtempSync(join(tmpdir(), "store-tests-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const files: Record<string, string> = {
  "src/store/index.ts": "export const openStore = () => 1;\n",
  "src/domain/metric.ts": 'import { openStore } from "../store/index.js";\nexport const metric = openStore;\n',
  "src/parse/decimal.ts": "export const decimal = 1;\n",
  "src/tools/lazy.ts": 'export const load = () => import("../domain/metric.js");\n',
  "src/a.ts": 'import { b } from "./b.js";\nexport const a = b;\n',
  "src/b.ts": 'import { a } from "./a.js";\nexport const b = a;\n',
  "test/domain/metric.test.ts": 'import { metric } from "../../src/domain/metric.js";\n',
  "test/tools/lazy.test.ts": 'import { load } from "../../src/tools/lazy.js";\n',
  "test/parse/decimal.test.ts": 'import { decimal } from "../../src/parse/decimal.js";\n// import { x } from "../../src/store/index.js";\n',
  "test/cycle.test.ts": 'import { a } from "../src/a.js";\n',
  // A cycle that reaches the store from one of its files: a test entering it at either reaches it.
  "src/c1.ts": 'import { c2 } from "./c2.js";\nimport { openStore } from "./store/index.js";\nexport const c1 = c2 ?? openStore;\n',
  "src/c2.ts": 'import { c1 } from "./c1.js";\nexport const c2 = () => c1;\n',
  "test/c1.test.ts": 'import { c1 } from "../src/c1.js";\n',
  "test/c2.test.ts": 'import { c2 } from "../src/c2.js";\n',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe("store-tests", () => {
  it("lists the tests whose imports reach src/store, dynamic imports included, and not the others", () => {
    expect(storeTests(root)).toEqual(["test/c1.test.ts", "test/c2.test.ts", "test/domain/metric.test.ts", "test/tools/lazy.test.ts"]);
  });

  it("lists this checkout's store tests and leaves out the parser's", () => {
    const here = storeTests(join(import.meta.dirname, "../.."));
    expect(here).toContain("test/store/extraction-store.test.ts");
    expect(here).not.toContain("test/parse/xbrl/decimal.test.ts");
  });
});
