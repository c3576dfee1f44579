import { isoDate } from "./calendar.js";
import { CANADIAN_PROVINCE_CODES, COUNTRY_ROWS, STATE_PROVINCE_ROWS } from "./country-table.js";
import type { FormatRule } from "./format-rule.js";

/*
 * The SEC registry's name-to-code rules (EDGAR Filer Manual 5.2.5.x; rules and conformance
 * cases as in the SEC's Arelle plug-in): state, country, exchange and filer-category names, and
 * ballot boxes. Names match word by word; each word's first letter (and a letter after a hyphen)
 * may be either case, the rest as listed (`new york` and `New York`, not `NEW YORK`). Words are
 * separated by any whitespace, a no-break space included, but none may lead or trail.
 */

const WORD_STARTS = /(^|-)(\p{Lu})/gu;
const ANY_SPACE = /\s+/u;
const EDGE_SPACE = /^\s|\s$/u;

/** Matching key of a name, or undefined when whitespace other than XML whitespace leads or trails. */
function nameKey(text: string): string | undefined {
  if (text.length === 0 || EDGE_SPACE.test(text)) return undefined;
  return text
    .split(ANY_SPACE)
    .map((w) => w.replace(WORD_STARTS, (_, before: string, c: string) => before + c.toLowerCase()))
    .join(" ");
}

/** A listed name with its optional prefixes: `~X` adds `Republic of X` and `The Republic of X`, `^X` adds `The X`. */
function variants(name: string): string[] {
  if (name.startsWith("~")) {
    const base = name.slice(1);
    return [base, `Republic of ${base}`, `The Republic of ${base}`];
  }
  if (name.startsWith("^")) return [name.slice(1), `The ${name.slice(1)}`];
  return [name];
}

function addName(map: Map<string, string>, name: string, code: string): void {
  const key = nameKey(name);
  if (key === undefined) throw new Error(`bad name in table: ${name}`);
  const prior = map.get(key);
  if (prior !== undefined && prior !== code) throw new Error(`name ${name} listed for ${prior} and ${code}`);
  map.set(key, code);
}

function buildCountryMaps(): { iso: Map<string, string>; edgar: Map<string, string> } {
  const iso = new Map<string, string>();
  const edgar = new Map<string, string>();
  for (const [isoCode = "", edgarCode = "", ...names] of COUNTRY_ROWS) {
    for (const name of names.flatMap(variants)) {
      if (isoCode) addName(iso, name, isoCode);
      if (!edgarCode) continue;
      addName(edgar, name, edgarCode);
      if (CANADIAN_PROVINCE_CODES.has(edgarCode)) {
        addName(edgar, `${name}, Canada`, edgarCode);
        addName(edgar, `${name} Canada`, edgarCode);
      }
    }
  }
  return { iso, edgar };
}

let countries: ReturnType<typeof buildCountryMaps> | undefined;
let states: Map<string, string> | undefined;

/** `ixt-sec:countrynameen`: a country's English name to its ISO 3166-1 alpha-2 code (`Canada` to CA). */
export const countryNameEn: FormatRule = (text) => {
  countries ??= buildCountryMaps();
  const key = nameKey(text);
  return key === undefined ? undefined : countries.iso.get(key);
};

/** `ixt-sec:edgarprovcountryen`: a country or Canadian province to its EDGAR code (`Ontario` to A6, `Japan` to M0). */
export const edgarProvCountryEn: FormatRule = (text) => {
  countries ??= buildCountryMaps();
  const key = nameKey(text);
  return key === undefined ? undefined : countries.edgar.get(key);
};

/** `ixt-sec:stateprovnameen`: a US state, DC, US territory or Canadian province to its postal code. */
export const stateProvNameEn: FormatRule = (text) => {
  if (!states) {
    states = new Map();
    for (const [code = "", ...names] of STATE_PROVINCE_ROWS) for (const name of names) addName(states, name, code);
  }
  const key = nameKey(text);
  return key === undefined ? undefined : states.get(key);
};

// Exchange names (EDGAR exchange codes). `ci` words match in any case, `fc` words in either
// case of the first letter only.
const ci = (word: string) => [...word].map((c) => (/[A-Za-z]/.test(c) ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c)).join("");
const fc = (word: string) => `[${word[0]?.toUpperCase()}${word[0]?.toLowerCase()}]${word.slice(1)}`;
const S = "\\s+";
const THE = `(?:${fc("The")}${S})?`;
const LLC = `(?:,?${S}${ci("LLC")})?`;
const INC = `(?:,?${S}${fc("Inc")}\\.?)?`;
const EXCHANGE = fc("Exchange");
const cboe = (name: string) => `${THE}${fc("Cboe")}${S}${name}${S}${EXCHANGE}${INC}`;
const nasdaq = (name: string, suffix: string) => `${THE}${ci("Nasdaq")}${S}${ci(name)}${suffix}`;
const nyse = (name: string, suffix: string) => `${THE}${ci("NYSE")}${S}${fc(name)}${suffix}`;
const words = (...ws: string[]) => ws.map(fc).join(S);

const EXCHANGES: ReadonlyArray<readonly [string, RegExp]> = (
  [
    ["BOX", `${THE}${ci("BOX")}${S}${EXCHANGE}${LLC}`],
    ["CboeBYX", cboe(ci("BYX"))],
    ["CboeBZX", cboe(ci("BZX"))],
    ["C2", cboe(fc("C2"))],
    ["CboeEDGA", cboe(ci("EDGA"))],
    ["CboeEDGX", cboe(ci("EDGX"))],
    ["CBOE", `${THE}${fc("Cboe")}${S}${EXCHANGE}${INC}`],
    ["CHX", `${THE}${words("Chicago", "Stock", "Exchange")}${INC}`],
    ["IEX", `${THE}${words("Investors", "Exchange")}${LLC}`],
    ["MIAX", `${THE}${words("Miami", "International", "Securities", "Exchange")}${LLC}`],
    ["PEARL", `${THE}${fc("MIAX")}${S}${fc("PEARL")}${LLC}`],
    ["BX", nasdaq("BX", INC)],
    ["GEMX", nasdaq("GEMX", LLC)],
    ["ISE", nasdaq("ISE", LLC)],
    ["MRX", nasdaq("MRX", LLC)],
    ["Phlx", `${ci("Nasdaq")}${S}${ci("PHLX")}${LLC}`],
    ["NYSE", `${THE}${ci("NYSE")}|${THE}${words("New", "York", "Stock", "Exchange")}${LLC}`],
    ["NYSEAMER", nyse("American", LLC)],
    ["NYSEArca", nyse("Arca", INC)],
    ["NYSENAT", nyse("National", INC)],
    ["NASDAQ", `${THE}${ci("Nasdaq")}(?:${S}(?:${fc("Stock")}|${fc("Global")}(?:${S}${fc("Select")})?)${S}${fc("Market")}${LLC})?`],
  ] as const
).map(([code, source]) => [code, new RegExp(`^(?:${source})$`)] as const);

/** `ixt-sec:exchnameen`: a US exchange's name to its EDGAR code (`The Nasdaq Stock Market LLC` to NASDAQ). */
export const exchNameEn: FormatRule = (text) => EXCHANGES.find(([, re]) => re.test(text))?.[0];

const FILER_CATEGORIES: ReadonlyArray<readonly [string, RegExp]> = [
  ["Large Accelerated Filer", /^[Ll]arge\s+[Aa]ccelerated\s+[Ff]iler$/],
  ["Accelerated Filer", /^[Aa]ccelerated\s+[Ff]iler$/],
  ["Non-accelerated Filer", /^[Nn]on[^\p{L}\p{N}_]+[Aa]ccelerated\s+[Ff]iler$/u],
];

/** `ixt-sec:entityfilercategoryen`: the dei:EntityFilerCategory value (`Non-accelerated filer` to `Non-accelerated Filer`). */
export const entityFilerCategoryEn: FormatRule = (text) => FILER_CATEGORIES.find(([, re]) => re.test(text))?.[0];

/** `ixt-sec:boolballotbox`: ☐ (U+2610) false; ☑ or ☒ true. */
export const boolBallotBox: FormatRule = (text) =>
  text === "\u2610" ? "false" : text === "\u2611" || text === "\u2612" ? "true" : undefined;

/** `ixt-sec:yesnoballotbox`: ☐ `No`; ☑ or ☒ `Yes`. */
export const yesNoBallotBox: FormatRule = (text) => (text === "\u2610" ? "No" : text === "\u2611" || text === "\u2612" ? "Yes" : undefined);

const QUARTER = "(1|[Ff]irst|2|[Ss]econd|3|[Tt]hird|4|[Ff]ourth|[Ll]ast)";
const QUARTER_THEN_YEAR = new RegExp(`^(?:[A-Za-z0-9_][^0-9]*)?${QUARTER}[^0-9]*([0-9]{4})$`);
const YEAR_THEN_QUARTER = new RegExp(`^([0-9]{4})[^0-9]*${QUARTER}(?:.*[A-Za-z0-9_])?$`);
const QUARTER_END_MONTH: Readonly<Record<string, number>> = {
  "1": 3,
  first: 3,
  "2": 6,
  second: 6,
  "3": 9,
  third: 9,
  "4": 12,
  fourth: 12,
  last: 12,
};

/** `ixt-sec:datequarterend`: the last day of a calendar quarter (`Q3 1999`, `1999 1st Quarter`, `Last quarter 1999`). */
export const dateQuarterEnd: FormatRule = (text) => {
  let year: string | undefined;
  let quarter: string | undefined;
  const a = QUARTER_THEN_YEAR.exec(text);
  if (a) [, quarter, year] = a;
  else {
    const b = YEAR_THEN_QUARTER.exec(text);
    if (b) [, year, quarter] = b;
  }
  const month = QUARTER_END_MONTH[(quarter ?? "").toLowerCase()];
  if (year === undefined || month === undefined) return undefined;
  return isoDate(Number(year), month, month === 6 || month === 9 ? 30 : 31);
};
