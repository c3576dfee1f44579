/**
 * htmlparser2's tokenizer, stepping over the characters its states ignore. The stock tokenizer
 * calls a state function for every character of the document; in text and in a quoted attribute
 * value most characters change nothing, and an EDGAR document is megabytes of them (long `style`
 * values above all). Here those two states jump to the next character that matters (`<` or `&`
 * in text, the quote or `&` in a value), so every callback, and thus the parse, is the same as
 * the stock tokenizer's. (Tag and attribute names are too short for a jump to pay.)
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
    if (c === LT || c === AMP) return stateText.call(this, c);
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
