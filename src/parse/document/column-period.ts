/**
 * The period a column heading names. Filers write the period across heading rows ("Years ended"
 * over "September 28, 2024"; "Three Months Ended" over "June 28," over "2025"), abbreviate months
 * ("Sept. 30"), and count weeks in 52/53-week years ("13 Weeks Ended"). Only what the words say is
 * kept: a bare "2024" has a year and nothing else.
 */
import type { ColumnPeriod } from "./filing-table.js";

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const DATE = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s*,?\s*((?:19|20)\d{2})?\b/i;
const NUMERIC_DATE = /\b(\d{1,2})\/(\d{1,2})\/((?:19|20)?\d{2})\b/;
const YEAR = /\b((?:19|20)\d{2})\b/g;
const COUNT_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, six: 6, nine: 9, twelve: 12 };
const MONTHS_ENDED = /\b(one|two|three|four|six|nine|twelve|\d{1,2})[- ]months?\b/i;
const WEEKS_ENDED = /\b(\d{1,2})[- ]weeks?\b/i;
const YEARLY = /\b(?:years?|fiscal|annual|twelve months)\b/i;
const QUARTERLY = /\bquarters?\b|\bQ[1-4]\b/i;
/** Columns that compare periods ("% Change", "2024 vs. 2023") name no period of their own. */
const COMPARISON = /\bvs\.?(?=\s|$)|\bversus\b|\bchange\b|\bcompared\b|\bvariance\b|%/i;
const INSTANT = /\b(?:as of|at|balance)\b/i;

/** The period named by a column's heading rows (top to bottom), or null when they name none. */
export function columnPeriod(headers: readonly string[]): ColumnPeriod | null {
  const text = headers.join(" ").replace(/\s+/g, " ").trim();
  if (!text || COMPARISON.test(text)) return null;
  let endDate: string | null = null;
  let year: number | null = null;
  const years = [...text.matchAll(YEAR)].map((m) => Number(m[1]));
  const d = DATE.exec(text);
  if (d) {
    const month = MONTHS[(d[1] as string).toLowerCase().slice(0, 3)] as number;
    const day = Number(d[2]);
    // "December 31," over "2024": the year may be in a later heading row.
    const y = d[3] ? Number(d[3]) : (years.find((v) => text.indexOf(String(v)) > (d.index ?? 0)) ?? null);
    if (y !== null && validDay(y, month, day)) endDate = iso(y, month, day);
    year = y;
  } else {
    const n = NUMERIC_DATE.exec(text);
    if (n) {
      const y = n[3]!.length === 2 ? 2000 + Number(n[3]) : Number(n[3]);
      if (validDay(y, Number(n[1]), Number(n[2]))) endDate = iso(y, Number(n[1]), Number(n[2]));
      year = y;
    }
  }
  if (year === null && years.length > 0) year = years[years.length - 1] as number;
  const months = durationMonths(text);
  if (year === null && endDate === null && months === null) return null;
  const instant = months === null && endDate !== null && (INSTANT.test(text) || !YEARLY.test(text));
  return { text, endDate, year, months, instant };
}

function durationMonths(text: string): number | null {
  const m = MONTHS_ENDED.exec(text);
  if (m) {
    const w = (m[1] as string).toLowerCase();
    return COUNT_WORDS[w] ?? Number(w);
  }
  const w = WEEKS_ENDED.exec(text);
  if (w) {
    // 13, 26, 39, 52 or 53 weeks: quarters of a 52/53-week fiscal year.
    const weeks = Number(w[1]);
    return Math.max(1, Math.round(weeks / 13)) * 3;
  }
  if (QUARTERLY.test(text)) return 3;
  // "As of and for the years ended": the column is a year's duration (and its end balance).
  if (YEARLY.test(text) && (!/\bas of\b/i.test(text) || /\bended\b|\bending\b/i.test(text))) return 12;
  return null;
}

function validDay(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** "fiscal years ended June 30", "three months ended March 31," in a caption or unit line. */
const PERIOD_PHRASE =
  /\b(?:fiscal\s+)?(?:years?|(?:three|six|nine|twelve|\d{1,2})[- ]months?|quarters?)\s+ended\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b/i;

/**
 * The period phrase of a table's caption, for columns headed by a bare year: a filer may
 * head its statements "2025 | 2024 | 2023" under "Amounts in millions ...; fiscal years ended
 * June 30". Null when the texts name none.
 */
export function periodHint(texts: readonly string[]): string | null {
  for (const t of texts) {
    const m = PERIOD_PHRASE.exec(t);
    if (m) return m[0];
  }
  return null;
}
