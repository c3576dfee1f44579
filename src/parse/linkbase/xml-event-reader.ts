import { Parser } from "htmlparser2";
import { LinkbaseParseError } from "./linkbase-parse-error.js";
import { NS } from "./xml-namespaces.js";

/** A start tag with its name and attributes resolved against the in-scope namespace declarations. */
export interface XmlStartTag {
  /** Namespace URI of the element (`""` when none is in scope). */
  readonly ns: string;
  readonly local: string;
  /** Attributes in Clark notation (`{uri}local`, or `local` for unprefixed ones); no `xmlns` declarations. */
  readonly attrs: Readonly<Record<string, string>>;
  /** Depth of the element: the root is 0. */
  readonly depth: number;
  /** In-scope namespace bindings, prefix (`""` = default namespace) to URI; inherited ones included (for-in). */
  readonly namespaces: Readonly<Record<string, string>>;
}

/** Receives namespace-resolved SAX events. Throw {@link StopReading} to stop early. */
export interface XmlEventHandler {
  open(tag: XmlStartTag): void;
  close(tag: XmlStartTag): void;
  text(text: string): void;
}

/** Thrown by a handler to stop reading a document it does not need (e.g. an instance document). */
export class StopReading extends Error {}

/** What the reader noticed about the document as a whole. */
export interface XmlReadSummary {
  readonly elements: number;
  /** Elements still open when the text ended: > 0 means truncated (or badly malformed) XML. */
  readonly unclosedAtEnd: number;
  readonly stopped: boolean;
}

/** Namespace bindings in scope, with the names already resolved under them (names repeat a lot). */
interface Scope {
  /** Prefix (`""` = default namespace) to URI; a prototype chain, so for-in sees inherited bindings. */
  readonly bindings: Record<string, string>;
  /** Raw attribute name (`xlink:href`) to Clark name (`{http://www.w3.org/1999/xlink}href`). */
  readonly attributeNames: Map<string, string>;
  /** Raw element name (`link:loc`) to its namespace URI and local name. */
  readonly elementNames: Map<string, { readonly ns: string; readonly local: string }>;
}

function newScope(bindings: Record<string, string>): Scope {
  return { bindings, attributeNames: new Map(), elementNames: new Map() };
}

const ROOT_BINDINGS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, { xml: NS.xml });

/**
 * Stream `text` through htmlparser2 in xmlMode (no DOM) and report namespace-resolved events.
 * Namespaces in XML §6: a prefixed name takes the URI bound to its prefix in scope; an unprefixed
 * element takes the default namespace; an unprefixed attribute has no namespace.
 *
 * @throws LinkbaseParseError when the text is not XML at all (no leading `<`, or no element).
 */
export function readXmlEvents(text: string, file: string, handler: XmlEventHandler): XmlReadSummary {
  const start = text.search(/\S/);
  if (start < 0 || text.charCodeAt(start) !== 0x3c /* < */) {
    throw new LinkbaseParseError("NOT_XML", file, "not XML: the content does not start with '<'");
  }

  const rootScope = newScope(Object.create(ROOT_BINDINGS) as Record<string, string>);
  const scopes: Scope[] = [];
  const tags: XmlStartTag[] = [];
  let elements = 0;
  let unclosedAtEnd = 0;
  let stopped = false;

  const parser = new Parser(
    {
      onopentag(name, rawAttrs) {
        const parent = scopes[scopes.length - 1] ?? rootScope;
        let scope = parent;
        for (const key in rawAttrs) {
          if (key !== "xmlns" && !key.startsWith("xmlns:")) continue;
          const prefix = key === "xmlns" ? "" : key.slice(6);
          const uri = rawAttrs[key] ?? "";
          // Workiva repeats xmlns:xml on every label: a binding equal to the inherited one changes nothing.
          if (scope.bindings[prefix] === uri) continue;
          if (scope === parent) scope = newScope(Object.create(parent.bindings) as Record<string, string>);
          scope.bindings[prefix] = uri;
        }
        const attrs: Record<string, string> = {};
        for (const key in rawAttrs) {
          const value = rawAttrs[key] ?? "";
          if (key.indexOf(":") < 0) {
            if (key !== "xmlns") attrs[key] = value;
            continue;
          }
          let clark = scope.attributeNames.get(key);
          if (clark === undefined) {
            const colon = key.indexOf(":");
            const prefix = key.slice(0, colon);
            clark = prefix === "xmlns" ? "" : `{${scope.bindings[prefix] ?? `urn:unbound-prefix:${prefix}`}}${key.slice(colon + 1)}`;
            scope.attributeNames.set(key, clark);
          }
          if (clark !== "") attrs[clark] = value;
        }
        let resolved = scope.elementNames.get(name);
        if (resolved === undefined) {
          const colon = name.indexOf(":");
          const prefix = colon < 0 ? "" : name.slice(0, colon);
          const ns = scope.bindings[prefix] ?? (prefix === "" ? "" : `urn:unbound-prefix:${prefix}`);
          resolved = { ns, local: colon < 0 ? name : name.slice(colon + 1) };
          scope.elementNames.set(name, resolved);
        }
        const { ns, local } = resolved;
        const tag: XmlStartTag = { ns, local, attrs, depth: tags.length, namespaces: scope.bindings };
        scopes.push(scope);
        tags.push(tag);
        elements++;
        handler.open(tag);
      },
      // htmlparser2 flags self-closing tags as implied closes too, so the flag says nothing here.
      onclosetag() {
        scopes.pop();
        const tag = tags.pop();
        if (tag) handler.close(tag);
      },
      ontext(data) {
        handler.text(data);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );

  try {
    parser.write(text);
    // Everything complete has been reported; what is still open now is closed by end() only.
    unclosedAtEnd = tags.length;
    parser.end();
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
    stopped = true;
  }
  if (elements === 0) throw new LinkbaseParseError("NOT_XML", file, "not XML: no element found");
  return { elements, unclosedAtEnd, stopped };
}
