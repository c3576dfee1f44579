import { existsSync } from "node:fs";
import { resolve } from "node:path";

const SOURCE = resolve(import.meta.dirname, "../../src/bin/fds.ts");
const BUILT = resolve(import.meta.dirname, "../../dist/bin/fds.js");
const useBuilt = process.env.FDS_TEST_CLI === "dist";
if (useBuilt && !existsSync(BUILT)) throw new Error(`FDS_TEST_CLI=dist, but ${BUILT} is missing: run npm run build first`);

/**
 * Node's arguments for the real `fds ...args` in a child process: the sources through tsx, or,
 * with FDS_TEST_CLI=dist, the build users run (dist/bin/fds.js). CI sets it right after `npm ci`
 * built it: the bundle starts a second or two sooner than tsx transforming the sources in every
 * child, and the shipped file is the one tested.
 */
export function fdsArgs(...args: string[]): string[] {
  return useBuilt ? [BUILT, ...args] : ["--import", "tsx", SOURCE, ...args];
}
