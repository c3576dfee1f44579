import { decodeDocument } from "../decode.js";
import { ExtendedLinkReader } from "./extended-link-reader.js";
import { LinkbaseParseError } from "./linkbase-parse-error.js";
import type { ArcKind, RawRelationship, SkippedArc } from "./raw-relationship.js";
import { SchemaReader, type TaxonomySchema } from "./taxonomy-schema.js";
import { readXmlEvents, StopReading, type XmlStartTag } from "./xml-event-reader.js";
import { NS, XML_LANG } from "./xml-namespaces.js";

/** One file of a filing's DTS: its name (as locators refer to it) and its content. */
export interface TaxonomyFile {
  /** File name, e.g. `aapl-20230930_pre.xml`; a path or URL works too, its last segment is used. */
  readonly name: string;
  /** Text, or bytes decoded per BOM / XML declaration. */
  readonly text: string | Uint8Array;
  /**
   * The caller's classification (`schema`, `linkbase_pre`, ... as in the corpus manifest), kept for
   * its own bookkeeping only: the parser tells schemas from linkbases, and link kinds, by content.
   */
  readonly role?: string;
}

/** How a file was treated, by its root element. */
const TAXONOMY_FILE_KINDS = ["schema", "linkbase", "ignored"] as const;
export type TaxonomyFileKind = (typeof TAXONOMY_FILE_KINDS)[number];

/** Everything read from one file, before locators are resolved across files. */
export interface TaxonomyFileReading {
  readonly name: string;
  readonly kind: TaxonomyFileKind;
  /** Root element in Clark notation, e.g. `{http://www.xbrl.org/2003/linkbase}linkbase`. */
  readonly root: string;
  /** Characters read (UTF-16 code units of the decoded text). */
  readonly chars: number;
  /** Elements left open at the end of the text: > 0 means a truncated file (what was read is kept). */
  readonly unclosedAtEnd: number;
  readonly schema: TaxonomySchema | null;
  readonly relationships: readonly RawRelationship[];
  readonly skipped: readonly SkippedArc[];
  readonly arcElements: Readonly<Record<ArcKind, number>>;
  readonly otherArcs: number;
}

/**
 * Read one schema or linkbase in a single SAX pass. A schema's roleTypes and element ids are read,
 * and so are linkbases embedded in its `xs:appinfo` (XBRL 2.1 §5.1.2); a linkbase's extended links
 * are read. Any other root (an instance document, XHTML) is ignored after its first tag.
 *
 * @throws LinkbaseParseError when the content is not XML, or is an HTML page (e.g. an error page).
 */
export function readTaxonomyFile(file: TaxonomyFile): TaxonomyFileReading {
  const text = typeof file.text === "string" ? stripBom(file.text) : decodeDocument(file.text);
  const schemaReader = new SchemaReader(file.name);
  const linkReader = new ExtendedLinkReader(file.name);
  const langs: string[] = [];
  // Set by the root start tag inside the callbacks (an object, so the narrowing survives them).
  const doc: { kind: TaxonomyFileKind; root: string } = { kind: "ignored", root: "" };

  const summary = readXmlEvents(text, file.name, {
    open(tag: XmlStartTag) {
      if (tag.depth === 0) {
        doc.root = tag.ns === "" ? tag.local : `{${tag.ns}}${tag.local}`;
        doc.kind = rootKind(tag, file.name);
        if (doc.kind === "ignored") throw new StopReading();
      }
      const lang = tag.attrs[XML_LANG] ?? langs[langs.length - 1] ?? "";
      langs.push(lang);
      if (doc.kind === "schema") schemaReader.open(tag);
      linkReader.open(tag, lang);
    },
    close(tag: XmlStartTag) {
      langs.pop();
      if (doc.kind === "schema") schemaReader.close(tag);
      linkReader.close(tag);
    },
    text(data: string) {
      if (doc.kind === "schema") schemaReader.text(data);
      linkReader.text(data);
    },
  });

  return {
    name: file.name,
    kind: doc.kind,
    root: doc.root,
    chars: text.length,
    unclosedAtEnd: summary.unclosedAtEnd,
    schema: doc.kind === "schema" ? schemaReader.result() : null,
    relationships: linkReader.relationships,
    skipped: linkReader.skipped,
    arcElements: linkReader.arcElements,
    otherArcs: linkReader.otherArcs,
  };
}

function rootKind(tag: XmlStartTag, file: string): TaxonomyFileKind {
  if (tag.ns === NS.xsd && tag.local === "schema") return "schema";
  if (tag.ns === NS.link && tag.local === "linkbase") return "linkbase";
  // Plain HTML (no namespace) is what a failed download looks like; XHTML (iXBRL) is just ignored.
  if (tag.ns === "" && tag.local.toLowerCase() === "html") {
    throw new LinkbaseParseError("HTML_NOT_XML", file, "an HTML page, not an XBRL schema or linkbase");
  }
  return "ignored";
}

/** Strip a leading U+FEFF from text that was decoded elsewhere. */
function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
