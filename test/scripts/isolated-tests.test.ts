import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ISOLATED } from "../../vitest.config.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Every test file under test/, as a path from the checkout's root. */
function testFiles(dir = join(ROOT, "test")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith(".test.ts") ? [relative(ROOT, join(dir, e.name))] : [],
  );
}

// Written apart so that this file does not match itself.
const REPLACES_MODULE_OR_ENV = new RegExp(
  ["vi\\.(?:mock|doMock|stubEnv|stubGlobal|resetModules)\\(", "process\\.env\\.[A-Z_]+\\s*=[^=]"].join("|"),
);

describe("test files that need a fresh module graph", () => {
  it("run isolated: a file that mocks a module or sets the environment is on vitest.config.ts's ISOLATED list", () => {
    const needing = testFiles().filter((f) => REPLACES_MODULE_OR_ENV.test(readFileSync(join(ROOT, f), "utf8")));
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((f) => !ISOLATED.includes(f))).toEqual([]);
    // A file listed but no longer mocking is harmless, only slower: listed files exist.
    expect(ISOLATED.filter((f) => !testFiles().includes(f))).toEqual([]);
  });
});
