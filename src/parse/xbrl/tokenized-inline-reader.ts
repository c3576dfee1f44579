import { Parser } from "htmlparser2";
import { InlineFactCollector } from "./inline-fact-collector.js";
import type { XbrlReadResult } from "./raw-fact.js";

/**
 * The inline XBRL reader as it was before the scanner: every token of the document through
 * htmlparser2 (XML mode). Kept as the reference the scanning reader is compared with, fact for
 * fact, on the corpus (test/parse/xbrl/inline-scan-corpus.test.ts) and in bench:peers.
 */
export class TokenizedInlineReader {
  private readonly collector = new InlineFactCollector();

  /** Reads one document; throws NoXbrlError or MalformedDocumentError for the whole document. */
  read(document: string, html: string): void {
    const c = this.collector;
    c.startDocument(document);
    const parser = new Parser(
      {
        onopentag: (name, attribs) => c.open(name, attribs, -1, true),
        ontext: (text) => c.decodedText(text),
        onclosetag: (name, isImplied) => c.close(name, isImplied),
      },
      { xmlMode: true, decodeEntities: true, recognizeSelfClosing: true },
    );
    parser.write(html);
    parser.end();
    c.endDocument();
  }

  result(): XbrlReadResult {
    return this.collector.result();
  }
}
