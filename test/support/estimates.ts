import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The shared estimates (real provider responses): `FDS_ESTIMATES`, else `../shared/estimates`. */
export const ESTIMATES_DIR = path.resolve(REPO_ROOT, process.env.FDS_ESTIMATES ?? "../shared/estimates");

/** The estimates directory, or null after a visible skip notice; for `describe.skipIf(!dir)`. */
export function requireEstimates(): string | null {
  if (existsSync(path.join(ESTIMATES_DIR, "manifest.json"))) return ESTIMATES_DIR;
  console.warn(`[estimates] ${ESTIMATES_DIR} has no manifest.json: SKIPPING tests that read the shared estimates (set FDS_ESTIMATES)`);
  return null;
}
