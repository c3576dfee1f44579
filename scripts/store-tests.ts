/**
 * The test files whose imports reach the store (src/store/), directly or through anything they
 * import: CI's PostgreSQL run takes only these (`.ci/run`). A test that reaches no store code
 * runs the same whatever FDS_DATABASE_URL says, and the SQLite and Node 24 runs already cover it.
 * Tests that start fds as a child process reach the store through test/support/test-store.ts
 * when they hand it a store; those that do not set FDS_DATABASE_URL empty and stay embedded.
 *
 *   tsx scripts/store-tests.ts [root]     prints one path per line, relative to root
 */
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { importTargets } from "./check-structure.js";

/**
 * Whether `file`'s import closure holds a file under src/store/. Only a "yes" is kept across
 * walks: a "no" found while a file of an import cycle was still being walked may be wrong for a
 * walk that enters the cycle elsewhere (a test importing only the cycle's other file).
 */
function reachesStore(root: string, file: string, imports: Map<string, string[]>, reaching: Set<string>): boolean {
  const seen = new Set<string>();
  const walk = (f: string): boolean => {
    if (reaching.has(f) || f.startsWith("src/store/")) return true;
    if (seen.has(f)) return false;
    seen.add(f);
    let targets = imports.get(f);
    if (targets === undefined) {
      targets = importTargets(root, f).filter((target) => existsSync(join(root, target)));
      imports.set(f, targets);
    }
    if (!targets.some(walk)) return false;
    reaching.add(f);
    return true;
  };
  return walk(file);
}

export function storeTests(root: string): string[] {
  const tests = readdirSync(join(root, "test"), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".test.ts"))
    .map((path) => `test/${path.split("\\").join("/")}`);
  const imports = new Map<string, string[]>();
  const reaching = new Set<string>();
  return tests.filter((file) => reachesStore(root, file, imports, reaching)).sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(storeTests(resolve(process.argv[2] ?? ".")).join("\n"));
}
