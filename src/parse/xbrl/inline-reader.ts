import { InlineFactCollector } from "./inline-fact-collector.js";
import { scanMarkup } from "./markup-scanner.js";
import type { XbrlReadResult } from "./raw-fact.js";

/**
 * Reads the facts, contexts and units of an Inline XBRL document set (Inline XBRL 1.1). The
 * documents of one filing share contexts and units, so they are read into one result.
 *
 * A filing's few thousand ix: elements sit in megabytes of XHTML layout; the scanner jumps from
 * tag to tag and decodes text and attributes only where a fact, context or unit needs them.
 */
export class InlineXbrlReader {
  private readonly collector = new InlineFactCollector();

  /** Reads one document; throws NoXbrlError or MalformedDocumentError for the whole document. */
  read(document: string, html: string): void {
    this.collector.startDocument(document, html);
    scanMarkup(html, this.collector);
    this.collector.endDocument();
  }

  /** All facts of the documents read so far; non-numeric facts get their continuations here. */
  result(): XbrlReadResult {
    return this.collector.result();
  }
}
