/**
 * Dates and fiscal periods named in text: "May 2, 2024", "August 2023", "fiscal year 2025",
 * "the fourth quarter of fiscal 2024", "Q3", "the six months ended June 27, 2025". Offsets are
 * relative to the text given.
 */

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const;
const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;

export interface DateMention {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** `YYYY-MM-DD`, or `YYYY-MM` when no day is written. */
  readonly value: string;
}

function monthNumber(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, "");
  return MONTHS.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Every calendar date in `text` ("May 2, 2024", "2 May 2024", "August 2023"), in order. */
export function findDates(text: string): DateMention[] {
  const out: DateMention[] = [];
  const full = new RegExp(String.raw`\b(${MONTH})\s+(\d{1,2}),?\s+((?:19|20)\d{2})\b`, "g");
  for (let m = full.exec(text); m; m = full.exec(text)) {
    const month = monthNumber(m[1] as string);
    const day = Number(m[2]);
    if (month < 1 || day < 1 || day > 31) continue;
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0], value: `${m[3]}-${pad(month)}-${pad(day)}` });
  }
  const monthYear = new RegExp(String.raw`\b(${MONTH})\s+((?:19|20)\d{2})\b`, "g");
  for (let m = monthYear.exec(text); m; m = monthYear.exec(text)) {
    const start = m.index;
    if (out.some((d) => d.start <= start && start < d.end)) continue;
    const month = monthNumber(m[1] as string);
    if (month < 1) continue;
    out.push({ start, end: start + m[0].length, text: m[0], value: `${m[2]}-${pad(month)}` });
  }
  return out.sort((a, b) => a.start - b.start);
}

export interface PeriodMention {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  /** `FY2024`, `FY2024Q3`, `FY2024H1`, `FY2024M9`; `Q3` alone when no year is written. */
  readonly value: string;
}

const ORDINAL: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4 };

/** Fiscal periods named in `text`, in order. */
export function findPeriods(text: string): PeriodMention[] {
  const out: PeriodMention[] = [];
  const add = (m: RegExpExecArray, value: string) => {
    if (out.some((p) => p.start < m.index + m[0].length && m.index < p.end)) return;
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0], value });
  };
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  const patterns: readonly [RegExp, (m: RegExpExecArray) => string][] = [
    [
      /\b(first|second) half(?: of)?(?: (?:fiscal|FY)(?: year)?)? ?((?:19|20)\d{2})\b/gi,
      (m) => ((m[1] as string).toLowerCase() === "first" ? `FY${m[2]}H1` : `FY${m[2]}H2`),
    ],
    [
      /\b(first|second|third|fourth|1st|2nd|3rd|4th) quarter(?: of)?(?: (?:fiscal|FY)(?: year)?)? ?((?:19|20)\d{2})\b/gi,
      (m) => `FY${year(m[2] as string)}Q${ORDINAL[(m[1] as string).toLowerCase()]}`,
    ],
    [
      /\b(?:fiscal|FY)(?: year)? ?((?:19|20)\d{2})(?: (first|second|third|fourth) quarter)?\b/gi,
      (m) => `FY${year(m[1] as string)}${m[2] ? `Q${ORDINAL[(m[2] as string).toLowerCase()]}` : ""}`,
    ],
    [
      /\bQ([1-4])(?: (?:of )?(?:fiscal |FY ?)?(?:year )?((?:19|20)?\d{2}))?\b/g,
      (m) => (m[2] ? `FY${year(m[2] as string)}Q${m[1]}` : `Q${m[1]}`),
    ],
    [/\bFY ?'?(\d{2})\b/g, (m) => `FY${year(m[1] as string)}`],
    [/\b(first|second|third|fourth) quarter\b/gi, (m) => `Q${ORDINAL[(m[1] as string).toLowerCase()]}`],
    [/\b(?:full[- ]year|(?:the )?year) ((?:19|20)\d{2})\b/gi, (m) => `FY${m[1]}`],
    [
      /\b(?:three|six|nine|twelve) months ended\b/gi,
      (m) => ({ three: "Q", six: "H1", nine: "M9", twelve: "FY" })[(m[0].split(" ")[0] as string).toLowerCase()] ?? "",
    ],
    [/\b(?:in|during|for) ((?:19|20)\d{2})\b/gi, (m) => `FY${m[1]}`],
  ];
  for (const [re, value] of patterns) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) add(m, value(m));
  }
  return out.sort((a, b) => a.start - b.start);
}
