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

/** Whether `file`'s import closure holds a file under src/store/. */
function reachesStore(root: string, file: string, memo: Map<string, boolean>): boolean {
  const known = memo.get(file);
  if (known !== undefined) return known;
  memo.set(file, false); // an import cycle adds nothing the rest of the walk does not find
  const reaches =
    file.startsWith("src/store/") ||
    importTargets(root, file).some((target) => existsSync(join(root, target)) && reachesStore(root, target, memo));
  memo.set(file, reaches);
  return reaches;
}

export function storeTests(root: string): string[] {
  const tests = readdirSync(join(root, "test"), { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".test.ts"))
    .map((path) => `test/${path.split("\\").join("/")}`);
  const memo = new Map<string, boolean>();
  return tests.filter((file) => reachesStore(root, file, memo)).sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(storeTests(resolve(process.argv[2] ?? ".")).join("\n"));
}
