/**
 * htmlparser2's tokenizer, stepping over the characters its states ignore. The stock tokenizer
 * calls a state function for every character of the document; in text and in a quoted attribute
 * value most characters change nothing, and an EDGAR document is megabytes of them (long `style`
 * values above all). Here those two states jump to the next character that matters (`<` or `&`
 * in text, the quote or `&` in a value), so every callback, and thus the parse, is the same as
 * the stock tokenizer's.
 *
 * Tags of the usual shape (`<name attr="value" ...>`, `<name/>`, `</name>`) are read whole by
 * regular expressions at their `<`, with the callbacks the stock states would make, rather than
 * a state function per character: in a fresh process the expressions run compiled from the first
 * tag, the state machine in the interpreter until it is optimized. Any other shape (entities in a
 * value, unquoted or single-quoted values, comments, text-only elements such as `script`) is left
 * to the stock states.
 *
 * The state functions are private in htmlparser2's types, so they are replaced on the subclass's
 * prototype; each replacement calls the stock one on the character it stops at.
 */
import { Tokenizer } from "htmlparser2";

const DQUOTE = 34;
const AMP = 38;
const LT = 60;

/** The fields of htmlparser2's tokenizer the replacements read and move. */
interface TokenizerState {
  index: number;
  buffer: string;
  offset: number;
  sectionStart: number;
  readonly xmlMode: boolean;
  readonly cbs: Callbacks;
}

type Callbacks = ConstructorParameters<typeof Tokenizer>[1];

/** htmlparser2's QuoteType for a double-quoted attribute value. */
const QUOTE_DOUBLE = 3;
const SLASH = 47;

/** A start tag's name at `<`: a letter, then up to white space, `/` or `>` (as the stock InTagName state ends it). */
const START_NAME = /<[A-Za-z][^\t\n\f\r />]*/y;
/**
 * An attribute of the usual shape: white space, a name, `=` and a double quote, a value without
 * `&`, its quote. Without capture groups: a match is only tested (no match array and substrings
 * per attribute, tens of megabytes of garbage on a large filing), and its parts are found after.
 */
const ATTRIBUTE = /[\t\n\f\r ]+[^\t\n\f\r />="'&<]+[\t\n\f\r ]*=[\t\n\f\r ]*"[^"&]*"/y;
/** The end of a start tag: white space, then `>` or `/>`. */
const START_END = /[\t\n\f\r ]*\/?>/y;
/** An end tag without white space: `</name>`. */
const END_TAG = /<\/[A-Za-z][^\t\n\f\r />]*>/y;

/** Elements whose content the stock tokenizer reads as raw text or RCDATA. */
const TEXT_ONLY = new Set(["script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes", "plaintext"]);
/** First letters and lengths of TEXT_ONLY names: other names (`td`, `span`, `ix:nonfraction`) need no closer look. */
const TEXT_ONLY_FIRST = new Set([...TEXT_ONLY].map((n) => n.charCodeAt(0)));
const TEXT_ONLY_LENGTH = new Set([...TEXT_ONLY].map((n) => n.length));

/**
 * Positions of the current tag's attributes (name start, name end, value start, value end ...),
 * reused: the array only grows (setting its length to 0 would drop its storage, and the next
 * tag's first push would allocate it again).
 */
const spans: number[] = [];

/**
 * Reads the tag at buffer position `at` (a `<` in text) when it has the usual shape, making the
 * stock tokenizer's callbacks and leaving it in text after the `>`; false, having done nothing,
 * otherwise.
 */
function plainTag(t: TokenizerState, at: number): boolean {
  if (t.xmlMode) return false;
  const buffer = t.buffer;
  const next = buffer.charCodeAt(at + 1);
  if (next === SLASH) {
    END_TAG.lastIndex = at;
    if (!END_TAG.test(buffer)) return false;
    const gt = END_TAG.lastIndex - 1;
    emitText(t, at);
    t.index = gt + t.offset;
    t.cbs.onclosetag(at + 2 + t.offset, gt + t.offset);
    t.sectionStart = t.index + 1;
    return true;
  }
  START_NAME.lastIndex = at;
  if (!START_NAME.test(buffer)) return false;
  const nameEnd = START_NAME.lastIndex;
  const length = nameEnd - at - 1;
  if (TEXT_ONLY_FIRST.has(next | 0x20) && TEXT_ONLY_LENGTH.has(length) && TEXT_ONLY.has(buffer.slice(at + 1, nameEnd).toLowerCase()))
    return false;
  let count = 0;
  let pos = nameEnd;
  for (;;) {
    ATTRIBUTE.lastIndex = pos;
    if (!ATTRIBUTE.test(buffer)) break;
    const end = ATTRIBUTE.lastIndex;
    // The match is white space, a name without `=` or white space, white space, `=`, white
    // space, `"`, a value without `"`, `"`: the first `=` ends the name, the first `"` after it
    // opens the value, and the last character closes it.
    let nameStart = pos + 1;
    while (isWhite(buffer.charCodeAt(nameStart))) nameStart++;
    const eq = buffer.indexOf("=", nameStart);
    let attribNameEnd = eq;
    while (isWhite(buffer.charCodeAt(attribNameEnd - 1))) attribNameEnd--;
    spans[count] = nameStart;
    spans[count + 1] = attribNameEnd;
    spans[count + 2] = buffer.indexOf('"', eq) + 1;
    spans[count + 3] = end - 1;
    count += 4;
    pos = end;
  }
  START_END.lastIndex = pos;
  if (!START_END.test(buffer)) return false;
  const gt = START_END.lastIndex - 1;
  const o = t.offset;
  emitText(t, at);
  t.index = nameEnd + o;
  t.cbs.onopentagname(at + 1 + o, nameEnd + o);
  for (let i = 0; i < count; i += 4) {
    t.cbs.onattribname((spans[i] as number) + o, (spans[i + 1] as number) + o);
    t.cbs.onattribdata((spans[i + 2] as number) + o, (spans[i + 3] as number) + o);
    t.cbs.onattribend(QUOTE_DOUBLE, (spans[i + 3] as number) + o + 1);
  }
  t.index = gt + o;
  if (buffer.charCodeAt(gt - 1) === SLASH && gt - 1 >= pos) t.cbs.onselfclosingtag(t.index);
  else t.cbs.onopentagend(t.index);
  // The callback may have moved the index on (Tokenizer.skipContentTo).
  t.sectionStart = t.index + 1;
  return true;
}

/** Tab, line feed, form feed, carriage return, space: the white space of HTML's tag states. */
function isWhite(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0x0c;
}

/** The text before the `<` at buffer position `at`, as the stock text state reports it. */
function emitText(t: TokenizerState, at: number): void {
  if (at + t.offset > t.sectionStart) t.cbs.ontext(t.sectionStart, at + t.offset);
}

/** What the replacements keep: where the next `&` of the current buffer is. */
interface AmpCache extends TokenizerState {
  ampBuffer: string | undefined;
  nextAmp: number;
}

type State = (this: AmpCache, c: number) => void;
type ValueState = (this: AmpCache, c: number, quote: number) => void;

/** Buffer position of the first `&` at or after `from` (the buffer's length when there is none), searched once per stretch. */
function nextAmp(t: AmpCache, from: number): number {
  if (t.ampBuffer !== t.buffer || t.nextAmp < from) {
    t.ampBuffer = t.buffer;
    const at = t.buffer.indexOf("&", from);
    t.nextAmp = at < 0 ? t.buffer.length : at;
  }
  return t.nextAmp;
}

/** Leaves the tokenizer just before buffer position `at`: its loop then steps onto it. */
function stopBefore(t: TokenizerState, at: number): void {
  t.index = at + t.offset - 1;
}

export class SkippingTokenizer extends Tokenizer {
  /** The buffer `nextAmp` was searched in, and the first `&` found at or after the last search's start. */
  ampBuffer: string | undefined = undefined;
  nextAmp = -1;

  // A chunk equal to the last one is another buffer all the same: search it anew.
  override write(chunk: string): void {
    this.ampBuffer = undefined;
    super.write(chunk);
  }

  /**
   * Called from `onopentagend`: the element's content up to buffer position `at` is passed over
   * unread, and reading goes on there as text (the tokenizer sets the section start past the
   * current index when the callback returns).
   */
  skipContentTo(at: number): void {
    stopBefore(this as unknown as TokenizerState, at);
  }
}

const stock = Tokenizer.prototype as unknown as Record<string, State & ValueState>;
const proto = SkippingTokenizer.prototype as unknown as Record<string, State | ValueState>;

/** Whether this htmlparser2 has the state functions replaced here (a test checks that it has: an upgrade may rename them). */
export const SKIPS = typeof stock.stateText === "function" && typeof stock.handleInAttributeValue === "function";

const stateText = stock.stateText as State;
if (SKIPS)
  proto.stateText = function (this: AmpCache, c: number): void {
    if (c === LT) {
      if (plainTag(this, this.index - this.offset)) return;
      return stateText.call(this, c);
    }
    if (c === AMP) return stateText.call(this, c);
    const from = this.index - this.offset + 1;
    const lt = this.buffer.indexOf("<", from);
    stopBefore(this, Math.min(lt < 0 ? this.buffer.length : lt, nextAmp(this, from)));
  } satisfies State;

const handleInAttributeValue = stock.handleInAttributeValue as ValueState;
if (SKIPS)
  proto.handleInAttributeValue = function (this: AmpCache, c: number, quote: number): void {
    if (c === quote || c === AMP) return handleInAttributeValue.call(this, c, quote);
    const from = this.index - this.offset + 1;
    const q = this.buffer.indexOf(quote === DQUOTE ? '"' : "'", from);
    stopBefore(this, Math.min(q < 0 ? this.buffer.length : q, nextAmp(this, from)));
  } satisfies ValueState;
