import { decodeXmlEntities } from "./xml-entities.js";

/**
 * An xbrli:context as most filings write it, read straight from the markup: an inline document's
 * header holds hundreds of them, a dozen tags each, and each tag is otherwise an event of its own.
 * Texts and attribute values are as the events would give them (entities decoded, not trimmed).
 */
export interface PlainContext {
  /** Index just past the context's end tag. */
  readonly end: number;
  readonly scheme: string;
  readonly identifier: string;
  /** Explicit members in document order: the dimension attribute, then the member text, for each. */
  readonly members: readonly string[];
  /** The prefix each explicit member's element is written with, one for each member. */
  readonly memberPrefixes: readonly string[];
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly instant: string | null;
  readonly forever: boolean;
}

/** XML white space, as the scanner reads it (not `\s`, which also takes no-break and other spaces). */
const S = "[ \\t\\n\\r\\f]*";
/** An explicit member; its element's prefix is captured, and its end tag must repeat it. */
const MEMBER = (group: number) => `<([^ \\t\\n\\r\\f/>"'=<:]+):explicitMember dimension="[^"]+">[^<]*</\\${group}:explicitMember>`;
/** The explicit members of a block, one match each: prefix, dimension, member. */
const MEMBERS = /<([^ \t\n\r\f/>"'=<:]+):explicitMember dimension="([^"]+)">([^<]*)<\/\1:explicitMember>/g;

/** A prefix's expressions: the plain form of a context's content, and the start tag of the next context. */
interface Forms {
  readonly content: RegExp;
  readonly next: RegExp;
}

/** The forms for each prefix, compiled once per prefix. */
const formsByPrefix = new Map<string, Forms>();

function formsFor(prefix: string): Forms {
  let forms = formsByPrefix.get(prefix);
  if (forms === undefined) {
    const p = `${prefix.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")}:`;
    // Groups: 1 scheme, 2 identifier, 3 segment members (4 a member's prefix), 5 instant,
    // 6 start date, 7 end date, 8 scenario members (9 a member's prefix).
    const members = (group: number) => `((?:${S}${MEMBER(group)})*)${S}`;
    const content = new RegExp(
      `${S}<${p}entity>${S}<${p}identifier scheme="([^"]*)">([^<]*)</${p}identifier>${S}` +
        `(?:<${p}segment>${members(4)}</${p}segment>${S})?</${p}entity>${S}` +
        `<${p}period>${S}(?:<${p}instant>([^<]*)</${p}instant>|<${p}startDate>([^<]*)</${p}startDate>${S}` +
        `<${p}endDate>([^<]*)</${p}endDate>|<${p}forever/>)${S}</${p}period>${S}` +
        `(?:<${p}scenario>${members(9)}</${p}scenario>${S})?</${p}context>`,
      "y",
    );
    forms = { content, next: new RegExp(`${S}<${p}context id="([^"]*)">`, "y") };
    formsByPrefix.set(prefix, forms);
  }
  return forms;
}

/**
 * The context that starts right after `from` (white space between), when its start tag is
 * `<P:context id="...">`: its id (decoded) and where its content starts; null otherwise.
 */
export function nextPlainContext(html: string, from: number, prefix: string): { id: string; contentStart: number } | null {
  const next = formsFor(prefix).next;
  next.lastIndex = from;
  const m = next.exec(html);
  return m === null ? null : { id: decodeXmlEntities(m[1] as string), contentStart: next.lastIndex };
}

/**
 * Reads the content and end tag of a context whose start tag ends just before `from`, when it is
 * written in the plain form: `<P:entity><P:identifier scheme="...">...</P:identifier>`, an
 * optional `<P:segment>` of `<D:explicitMember dimension="...">...</D:explicitMember>`, then
 * `<P:period>` with an instant, start and end dates or `<P:forever/>`, an optional `<P:scenario>`
 * of explicit members, with `P` the context's own prefix and only white space between tags.
 * Anything else (typed members, comments, attributes of another shape, other prefixes, text that
 * holds markup) gives null, and the context is read tag by tag as before. One native match: in a
 * fresh process, code that walks the characters itself would be compiled again and again.
 */
export function scanPlainContext(html: string, from: number, prefix: string): PlainContext | null {
  const form = formsFor(prefix).content;
  form.lastIndex = from;
  const m = form.exec(html);
  if (m === null) return null;
  const members: string[] = [];
  const memberPrefixes: string[] = [];
  for (const block of [m[3], m[8]]) {
    if (!block) continue;
    MEMBERS.lastIndex = 0;
    for (let member = MEMBERS.exec(block); member !== null; member = MEMBERS.exec(block)) {
      memberPrefixes.push(member[1] as string);
      members.push(decodeXmlEntities(member[2] as string), decodeXmlEntities(member[3] as string));
    }
  }
  const [instant, startDate, endDate] = [m[5], m[6], m[7]];
  return {
    end: form.lastIndex,
    scheme: decodeXmlEntities(m[1] as string),
    identifier: decodeXmlEntities(m[2] as string),
    members,
    memberPrefixes,
    startDate: startDate === undefined ? null : decodeXmlEntities(startDate),
    endDate: endDate === undefined ? null : decodeXmlEntities(endDate),
    instant: instant === undefined ? null : decodeXmlEntities(instant),
    forever: instant === undefined && startDate === undefined,
  };
}
