import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectSections, extractTables, toMarkdown } from "../../../src/parse/document/index.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusDocuments, corpusText } from "./corpus-documents.js";

/**
 * The whole-document pass (markdown with its blocks, facts, pages and grids; sections; tables)
 * gives, on every corpus document, exactly what it gave when the hashes were recorded: a speed-up
 * must not change output. The list holds sha256 digests only, no corpus text. After an intended
 * change of output, record anew with FDS_RECORD_OUTPUT_HASHES=1.
 */
const corpus = requireCorpus();
const HASHES = new URL("./output-hashes.json", import.meta.url);
const RECORD = process.env.FDS_RECORD_OUTPUT_HASHES === "1";

/** JSON with object keys sorted, so that a hash depends on values, not on the order fields were set. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === undefined) return null;
    if (v instanceof Map) return Object.fromEntries([...v.entries()].sort());
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

const sha256 = (s: string): string => createHash("sha256").update(s).digest("hex");

const recorded = RECORD ? {} : (JSON.parse(readFileSync(HASHES, "utf8")) as Record<string, string>);
const documents = corpus ? corpusDocuments(["10-K", "10-Q", "8-K"], ["primary", "exhibit"]) : [];
// Another corpus (FDS_CORPUS) has none of the recorded documents: there is nothing to compare.
const recordedHere = RECORD || documents.some((d) => d.path in recorded);
if (corpus && !recordedHere) console.warn("output-identity: FDS_CORPUS holds none of the documents the hashes were recorded for; skipped");

describe.skipIf(!corpus || !recordedHere)("whole-document pass: output unchanged on every corpus document", () => {
  const computed: Record<string, string> = {};

  it("covers every document the hashes were recorded for", () => {
    if (!RECORD) expect(documents.map((d) => d.path).sort()).toEqual(Object.keys(recorded).sort());
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents.map((d) => [d.path, d.form] as const))("%s", (path, form) => {
    const doc = toMarkdown(corpusText(path));
    const sections = detectSections(doc, form);
    const tables = extractTables(doc, { form, sections });
    const digest = sha256(canonical({ doc, sections, tables }));
    computed[path] = digest;
    if (!RECORD) expect(digest).toBe(recorded[path]);
  });

  it.runIf(RECORD)("records the hashes", () => {
    const sorted = Object.fromEntries(Object.entries(computed).sort(([a], [b]) => (a < b ? -1 : 1)));
    writeFileSync(HASHES, `${JSON.stringify(sorted, null, 2)}\n`);
  });
});
