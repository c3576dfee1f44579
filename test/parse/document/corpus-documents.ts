import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeDocument } from "../../../src/parse/decode.js";
import { toMarkdown, type MarkdownDocument } from "../../../src/parse/document/index.js";
import { CORPUS_DIR } from "../../support/corpus.js";

/** A primary document or exhibit of the corpus, with its filing's form. */
export interface CorpusDocument {
  readonly path: string;
  readonly form: string;
  readonly role: string;
}

/** Decoded text of a corpus file (`filings/...` relative to the corpus). */
export function corpusText(rel: string): string {
  return decodeDocument(readFileSync(path.join(CORPUS_DIR, rel)));
}

const cache = new Map<string, MarkdownDocument>();

/** Markdown of a corpus document, converted once per test file. */
export function corpusMarkdown(rel: string): MarkdownDocument {
  let doc = cache.get(rel);
  if (!doc) {
    doc = toMarkdown(corpusText(rel));
    cache.set(rel, doc);
  }
  return doc;
}

/** Every primary document and exhibit (HTML or text) of the corpus filings of the given forms. */
export function corpusDocuments(forms: readonly string[], roles: readonly string[] = ["primary"]): CorpusDocument[] {
  const manifest = JSON.parse(readFileSync(path.join(CORPUS_DIR, "manifest.json"), "utf8")) as {
    filings: Array<{ form: string; files: Array<{ path: string; role: string }> }>;
  };
  const out: CorpusDocument[] = [];
  for (const f of manifest.filings) {
    if (!forms.includes(f.form)) continue;
    for (const file of f.files) {
      if (roles.includes(file.role) && /\.(?:html?|txt)$/i.test(file.path)) out.push({ path: file.path, form: f.form, role: file.role });
    }
  }
  return out;
}

/** A block's text without its markdown markup. */
export function textOf(doc: MarkdownDocument, start: number, end: number): string {
  return doc.markdown.slice(start, end).replace(/^#{1,6} /, "");
}
