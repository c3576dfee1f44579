import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { TaxonomyFile } from "../../../src/parse/linkbase/index.js";

/** The shared corpus: `FDS_CORPUS`, else `../shared/corpus` from the repository root. */
export const CORPUS_DIR = resolve(fileURLToPath(new URL("../../../", import.meta.url)), process.env.FDS_CORPUS ?? "../shared/corpus");

export const HAVE_CORPUS = existsSync(join(CORPUS_DIR, "filings"));

if (!HAVE_CORPUS) {
  console.warn(`[linkbase tests] corpus not found at ${CORPUS_DIR}: corpus tests are SKIPPED (set FDS_CORPUS)`);
}

const TAXONOMY_FILE = /(\.xsd|_(pre|cal|lab|def)\.xml)$/;

/** A filing folder's DTS files (extension schema and linkbases), read as Buffers. */
export function filingTaxonomyFiles(filingDir: string): TaxonomyFile[] {
  const dir = join(CORPUS_DIR, "filings", filingDir);
  return readdirSync(dir)
    .filter((name) => TAXONOMY_FILE.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name)) }));
}

/** Filing folders (`aapl/10K_2023-11-03`) that contain at least one linkbase. */
export function filingsWithLinkbases(): string[] {
  const root = join(CORPUS_DIR, "filings");
  return readdirSync(root)
    .flatMap((ticker) => readdirSync(join(root, ticker)).map((filing) => `${ticker}/${filing}`))
    .filter((dir) => readdirSync(join(root, dir)).some((name) => /_(pre|cal|lab|def)\.xml$/.test(name)))
    .sort();
}

/** Text of one corpus file. */
export function corpusText(filingDir: string, name: string): string {
  return readFileSync(join(CORPUS_DIR, "filings", filingDir, name), "utf8");
}

/** `grep -c`-style count of start tags with this local name, whatever their prefix. */
export function countStartTags(text: string, local: string): number {
  return text.match(new RegExp(`<(?:[\\w.-]+:)?${local}[\\s/>]`, "g"))?.length ?? 0;
}
