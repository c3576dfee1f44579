import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { decodeDocument } from "../../../src/parse/decode.js";
import { buildFacts, InlineXbrlReader } from "../../../src/parse/xbrl/index.js";
import { TokenizedInlineReader } from "../../../src/parse/xbrl/tokenized-inline-reader.js";
import { CORPUS_DIR, describeWithCorpus, HAS_CORPUS } from "../../support/corpus.js";

interface Reader {
  read(document: string, html: string): void;
  result(): ReturnType<InlineXbrlReader["result"]>;
}

/** Every HTML primary document and exhibit of each corpus filing, in manifest order, as ingest reads them. */
function filings(): Array<{ label: string; inline: boolean; documents: string[] }> {
  if (!HAS_CORPUS) return [];
  const manifest = JSON.parse(readFileSync(path.join(CORPUS_DIR, "manifest.json"), "utf8")) as {
    filings: Array<{
      ticker: string | null;
      form: string;
      accession: string | null;
      is_inline_xbrl: boolean | null;
      files: Array<{ path: string; role: string }>;
    }>;
  };
  return manifest.filings
    .map((f) => ({
      label: `${f.ticker ?? "?"} ${f.form} ${f.files[0] ? path.dirname(f.files[0].path) : ""}`,
      inline: f.is_inline_xbrl === true,
      documents: f.files.filter((x) => (x.role === "primary" || x.role === "exhibit") && /\.html?$/i.test(x.path)).map((x) => x.path),
    }))
    .filter((f) => f.documents.length > 0);
}

/** Everything a reader gives for a filing: per-document outcome, facts, contexts, units, issues, declarations and built facts. */
function readAll(reader: Reader, documents: ReadonlyArray<{ name: string; html: string }>) {
  const outcomes = documents.map(({ name, html }) => {
    try {
      reader.read(name, html);
      return "read";
    } catch (err) {
      return `${(err as Error).name}: ${(err as Error).message}`;
    }
  });
  const result = reader.result();
  return {
    outcomes,
    facts: result.facts,
    contexts: [...result.contexts],
    units: [...result.units],
    issues: result.issues,
    declarations: result.declarations,
    built: buildFacts(result, "0000000000-00-000000"),
  };
}

describeWithCorpus("the scanning inline reader gives today's tokenizing reader's output on the corpus", () => {
  const all = filings();

  it("covers every inline XBRL filing of the corpus", () => {
    expect(all.filter((f) => f.inline).length).toBeGreaterThan(0);
  });

  it.each(all.map((f) => [f.label, f] as const))("%s", (_label, filing) => {
    const documents = filing.documents.map((p) => ({
      name: path.basename(p),
      html: decodeDocument(readFileSync(path.join(CORPUS_DIR, p))),
    }));
    const before = readAll(new TokenizedInlineReader(), documents);
    const after = readAll(new InlineXbrlReader(), documents);
    // Facts first, one by one, so a difference names the fact.
    expect(after.facts.length).toBe(before.facts.length);
    after.facts.forEach((fact, i) => expect(fact, `fact ${i} (${before.facts[i]?.elementId})`).toEqual(before.facts[i]));
    expect(after).toEqual(before);
    if (filing.inline) expect(before.facts.length).toBeGreaterThan(0);
  });
});
