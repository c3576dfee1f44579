/**
 * Unit and scale of a financial table, from the words around it. Regulation S-X lets registrants
 * round to thousands or millions if they say so; filers say it in the caption or a line under
 * it ("(In millions, except number of shares, which are reflected in thousands, and per-share
 * amounts)"), in the corner cell ("(Dollars in thousands)"), or as "($000)". Rows then override:
 * per-share amounts, share counts and percentages are never in the table's scale of money.
 */
import type { TableUnit } from "./filing-table.js";

const SCALE_WORDS: Readonly<Record<string, number>> = {
  thousand: 1e3,
  thousands: 1e3,
  million: 1e6,
  millions: 1e6,
  billion: 1e9,
  billions: 1e9,
};
const SCALE =
  /\b(?:in|amounts? in|dollars in|\$ in|in \$|expressed in|presented in|stated in)\s+(?:u\.s\.\s+)?(?:dollars\s+)?(?:\$\s*)?(thousands|millions|billions)\b/i;
const SCALE_SHORT = /\(\s*\$?\s*(?:in\s+)?(thousands|millions|billions)\s*\)|\((?:\$|dollars)\s*in\s+(thousands|millions|billions)\s*\)/i;
const THOUSANDS_CODE = /\(\s*\$?\s*000'?s?\s*(?:omitted)?\s*\)|\bin 000'?s\b/i;
const SHARE_SCALE = /\bshares?\b[^.;)]*?\b(?:in|reflected in|are in|stated in)\s+(thousands|millions|billions)\b/i;
const CURRENCY_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\bU\.?S\.? dollars?\b|\bdollars?\b/i, "USD"],
  [/\beuros?\b/i, "EUR"],
  [/\bpounds? sterling\b/i, "GBP"],
  [/\byen\b/i, "JPY"],
];
const SYMBOLS: Readonly<Record<string, string>> = {
  $: "USD",
  US$: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  C$: "CAD",
  A$: "AUD",
  HK$: "HKD",
  R$: "BRL",
};

/**
 * The unit a table states. `context` is the text around it that may state a scale (the caption
 * and the lines between it and the table, then the heading cells); `symbols` are the currency
 * symbols its cells show.
 */
export function tableUnit(context: readonly string[], symbols: readonly string[]): TableUnit {
  let scale = 1;
  let source: string | null = null;
  let shareScale: number | null = null;
  for (const text of context) {
    const m = SCALE.exec(text) ?? SCALE_SHORT.exec(text);
    const word = m ? (m[1] ?? m[2]) : undefined;
    if (word !== undefined) {
      scale = SCALE_WORDS[word.toLowerCase()] ?? 1;
      source = text.length > 200 ? (m?.[0] ?? text) : text;
    } else if (THOUSANDS_CODE.test(text)) {
      scale = 1e3;
      source = text.length > 200 ? (THOUSANDS_CODE.exec(text)?.[0] ?? text) : text;
    }
    const s = SHARE_SCALE.exec(text);
    if (s) shareScale = SCALE_WORDS[(s[1] as string).toLowerCase()] ?? null;
    if (source !== null) break;
  }
  let currency: string | null = null;
  for (const sym of symbols) {
    const code = SYMBOLS[sym];
    if (code) {
      currency = code;
      break;
    }
  }
  if (currency === null && source !== null) {
    for (const [re, code] of CURRENCY_WORDS) if (re.test(source)) currency = code;
  }
  return { currency, scale, source, shareScale: shareScale ?? scale };
}

const PER_SHARE = /\bper\s+(?:common\s+|ordinary\s+|diluted\s+|basic\s+|limited partner\s+)?(?:share|unit|ads)\b|\bEPS\b|\bearnings per\b/i;
const SHARES =
  /^(?:weighted[- ]average\s+)?(?:number\s+of\s+)?(?:common\s+)?shares\b|\bshares\s+(?:used|outstanding|issued)\b|\bweighted[- ]average\b.*\bshares\b|\bshares\b.*\b(?:basic|diluted)\b/i;

export interface RowUnit {
  readonly unit: string | null;
  readonly scale: number;
}

/** The unit of one row's money cells from its label and group ("Earnings per share:" over "Diluted"). */
export function rowUnit(table: TableUnit, label: string, group: string | null): RowUnit {
  const words = `${group ?? ""} ${label}`;
  if (SHARES.test(label) || (SHARES.test(group ?? "") && !PER_SHARE.test(label))) return { unit: "shares", scale: table.shareScale };
  if (PER_SHARE.test(words)) return { unit: `${table.currency ?? "USD"}/share`, scale: 1 };
  return { unit: table.currency, scale: table.scale };
}
