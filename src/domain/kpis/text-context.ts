/**
 * What a sentence says about the period and the part of the business a value is for: the
 * order of "x and y in 2024 and 2023, respectively", a year named before the value, "six
 * months" or "through the second quarter" in a quarterly report, and the segment, model or
 * region its subject names. Each rule states the general wording it reads, never a company's.
 */

/** The span a value covers relative to the filing: its own period, its year to date, or an earlier one. */
export type ValueSpan = "period" | "ytd" | "prior";

/** What a reader knows of the filing when it reads a sentence. */
export interface TextContext {
  /** The filing's fiscal year, and the calendar year its period ends in (a fiscal 2024 ending February 2025). */
  readonly fiscalYear: number | null;
  readonly endYear: number | null;
  /** A 10-Q (or a quarter's call): "six months" and "through the second quarter" are then the year to date. */
  readonly quarterly: boolean;
  /** The filer's name ("<NAME>, INC."): a sentence's subject that is the company is no segment. Null when not known. */
  readonly company: string | null;
}

export const NO_CONTEXT: TextContext = { fiscalYear: null, endYear: null, quarterly: false, company: null };

/** A name without case, punctuation and corporate suffixes ("<Name>, Inc." is "<name>"). */
function bareName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(?:inc|corp|corporation|company|co|group|holdings|plc|ltd|llc|the)\b\.?/g, "")
    .replace(/[^a-z0-9]+/g, "");
}

/** Whether a name is the filer's own: its bare name, the start of it ("<Name>" of "<Name> Holdings, Inc.") or its initials ("ABC" of "A... B... C... Corporation"). */
function isCompanyName(name: string, company: string | null): boolean {
  if (company === null) return false;
  const a = bareName(name);
  const b = bareName(company);
  const initials = company
    .replace(/\b(?:inc|corp|corporation|company|co|group|holdings|plc|ltd|llc|the)\b\.?/gi, "")
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 0)
    .map((w) => (w[0] as string).toLowerCase())
    .join("");
  return a.length > 0 && (b.startsWith(a) || a === initials);
}

/** A value's position in the sentence (offsets into it). */
export interface Placed {
  readonly start: number;
  readonly end: number;
}

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
/** "2024 and 2023", "fiscal 2025 and 2024", "December 31, 2024 and 2023", "2024, 2023 and 2022". */
const YEAR_LIST = new RegExp(
  String.raw`\b(?:19|20)\d{2}(?:(?:,\s*|\s+)(?:and\s+)?(?:fiscal(?: years?)?\s+)?(?:(?:${MONTHS})\s+\d{1,2},\s+)?(?:19|20)\d{2}\b)+`,
  "g",
);
/** "three and six months", "three months and nine months": the first a quarter, the others the year to date. */
const MONTH_LIST = /\b(three|six|nine|twelve)(?:\s+months)?(?:,\s*|\s+)and\s+(three|six|nine|twelve)\s+months\b/i;
/** Wording that makes a quarterly report's value the year to date. */
const YEAR_TO_DATE =
  /\b(?:six|nine) months\b|\bfirst (?:half|six months|nine months)\b|\byear[- ]to[- ]date\b|\bthrough the (?:second|third) quarter\b/i;
/** What joins the values of one "respectively" list: ", ", " and ", ", and ". */
const JOIN = /^\s*(?:,\s*(?:and\s+)?|and\s+)(?:approximately\s+|about\s+|nearly\s+)?$/i;

/** Values written as one list ("69,700 and 79,100", "16% and 14%"), each list in sentence order. */
export function valueLists<T extends Placed>(text: string, values: readonly T[]): T[][] {
  const lists: T[][] = [];
  for (const v of values) {
    const last = lists.at(-1);
    const prev = last?.at(-1);
    if (last && prev && JOIN.test(text.slice(prev.end, v.start))) last.push(v);
    else lists.push([v]);
  }
  return lists;
}

/**
 * The span of each value of a sentence. With "respectively", the n-th value of a list takes the
 * n-th period of the sentence's period list (years: the filing's year is its own period, an
 * earlier one prior; "three and six months": the quarter, then the year to date). Without it, a
 * value whose clause names only an earlier year than the filing's is prior ("In the first half
 * of 2023, ..."), and a quarterly report's "six months" or "year to date" is the year to date.
 */
export function spansOf<T extends Placed>(text: string, values: readonly T[], ctx: TextContext): Map<T, ValueSpan> {
  const spans = new Map<T, ValueSpan>();
  const own = (y: number) => y === ctx.fiscalYear || y === ctx.endYear;
  const ytdWords = ctx.quarterly && YEAR_TO_DATE.test(text);
  if (/\brespectively\b/i.test(text)) {
    const years =
      [...text.matchAll(YEAR_LIST)].map((m) => [...m[0].matchAll(/(?:19|20)\d{2}/g)].map((y) => Number(y[0]))).find((l) => l.length >= 2) ??
      null;
    const months = MONTH_LIST.exec(text);
    for (const list of valueLists(text, values)) {
      if (list.length < 2) continue;
      const named = respectiveNames(text, list);
      list.forEach((v, i) => {
        if (named.has(v)) return void spans.set(v, ytdWords ? "ytd" : "period");
        if (years && years.length === list.length && ctx.fiscalYear !== null)
          spans.set(v, own(years[i] as number) ? (ytdWords ? "ytd" : "period") : "prior");
        else if (months && list.length === 2)
          spans.set(v, /three/i.test((months[i + 1] as string) ?? "") ? "period" : ctx.quarterly ? "ytd" : "period");
        // A list without its periods: the first is the filing's, as statements put the current period first.
        else spans.set(v, i === 0 ? "period" : "prior");
      });
    }
  }
  for (const v of values) {
    if (spans.has(v)) continue;
    // "In the first half of last year, ...", "a year ago": an earlier period named without its year.
    if (
      /\b(?:last|prior|previous) (?:fiscal )?(?:year|quarter)\b|\ba year (?:ago|earlier)\b/i.test(
        clauseBefore(text, v.start).replace(COMPARISON_BASE, ""),
      )
    ) {
      spans.set(v, "prior");
      continue;
    }
    const year = yearOf(text, v);
    const earlier = ctx.fiscalYear !== null && year !== null && !own(year) && year < Math.max(ctx.fiscalYear, ctx.endYear ?? 0);
    spans.set(v, earlier ? "prior" : ytdWords && yearToDateHere(text, v) ? "ytd" : "period");
  }
  return spans;
}

/**
 * A sentence naming both the quarter and the year to date ("we delivered N in the quarter,
 * bringing year-to-date deliveries to M"): each value's own clause says which it is. A sentence
 * that names only the year to date covers all its values.
 */
function yearToDateHere(text: string, v: Placed): boolean {
  const global = new RegExp(YEAR_TO_DATE.source, "gi");
  if (!/\bquarter\b/i.test(text.replace(global, ""))) return true;
  const from = Math.max(text.lastIndexOf(",", v.start), text.lastIndexOf(";", v.start));
  return YEAR_TO_DATE.test(text.slice(from + 1, v.start));
}

/** The year a value is stated for: "N ... in fiscal 2023" right after it, else the last year named before it in its clause. */
function yearOf(text: string, v: Placed): number | null {
  const after = /^[^.;,\d]{0,30}?\b(?:in|for|during|of)\s+(?:fiscal(?: year)?\s+)?((?:19|20)\d{2})\b/i.exec(text.slice(v.end));
  if (after) return Number(after[1]);
  const before = [...clauseBefore(text, v.start).matchAll(/\b(?:19|20)\d{2}\b/g)].at(-1);
  return before ? Number(before[0]) : null;
}

/** What a change is measured from ("declined N% from the same period last year", "up N% versus last year"): the base of a comparison, not the period of a later value. */
const COMPARISON_BASE =
  /\b(?:from|over|versus|vs\.?|compared (?:to|with)|than|relative to)\s+(?:the\s+)?(?:same (?:period|quarter)\s+(?:of\s+)?)?(?:(?:last|prior|previous) (?:fiscal )?(?:year|quarter)|a year (?:ago|earlier))\b/gi;

/** The clause a value sits in, up to it: from the last sentence or clause break before. */
function clauseBefore(text: string, at: number): string {
  const from = Math.max(text.lastIndexOf(";", at), text.lastIndexOf(". ", at));
  return text.slice(from + 1, at);
}

/** Words that begin a sentence or name the whole company, never a segment. */
const NOT_A_SEGMENT =
  /^(?:the|our|total|company|we|it|its|in|as|at|of|this|these|such|paid|average|net|during|for|on|as of|each|all|approximately|a|an|both|fiscal|consolidated|overall|worldwide|global)$/i;
/** A name as filings write segments, models and regions: capitalized words or codes ("BCA", "Model Y", "787", "Canada and Mexico"). */
const NAME = String.raw`[A-Z0-9][\w&.'’/-]*(?:(?:\s+|\s*,\s*|\s+and\s+|\s+&\s+)[A-Z0-9][\w&.'’/-]*){0,3}`;
/** "On the <model>, we delivered N", "For the <segment>, ...": the sentence's opening names what follows. */
const OPENING = new RegExp(String.raw`^\s*(?:On|For|In|Within) (?:the |our )?(${NAME}) ?(?:segment|business|program|model|platform)?s?,`);
/** "Outside the <Place>, facilities totaled N": the opening names the place, outside it. */
const OUTSIDE_OPENING = new RegExp(String.raw`^\s*Outside(?: of)? (?:the )?(${NAME}),`);
/** "<things> in the <Place> had N", "... in <Place> totaled N": the place the clause's subject is in. */
const PLACE_SUBJECT = new RegExp(
  String.raw`\b(?:facilities|properties|operations|offices|stores|employees|locations)\s+(?:located\s+)?in\s+(?:the\s+)?(${NAME})\s+(?:had|totaled|consisted of|comprised|were|was|occupied)\b[^;]*$`,
);
/** "<Name>'s aggregate backlog", "<Name>'s total <topic>": a possessive name right before the topic word. */
const POSSESSIVE =
  /(?:^|[\s,;:(])([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})(?:['’]s|(?<=s)['’])\s+(?:aggregate\s+|total\s+|combined\s+|overall\s+)?$/;
/** "The <model> program delivered N": a name before a program noun is the model, not a count. */
const PROGRAM = new RegExp(String.raw`\b(${NAME})\s+(?:program|model|family|platform|line)s?\s+(?:delivered|produced|had|ended|totaled)\b`);
/** "The <Name> segment operates N stores", "<Name> ended the year with N": the clause's subject before its verb. */
const SUBJECT_VERB = new RegExp(
  // An opening date phrase ("As of <date>, ") may come first; a first verb may lead to the counting one ("<Name> participated in ..., and served N").
  String.raw`(?:^|[;:]\s*)(?:(?:As of|At|In|During) (?:(?:${MONTHS}) \d{1,2}, )?[^,;]{2,30},\s*)?(?:[Tt]he |[Oo]ur )?(${NAME})(?:['’]s)?\s+(?:segment|business|division|unit)?\s*(?:[a-z]+(?:ed|es|s)\b[^;]*?\band\s+)?(?:operates?|operated|had|has|ended(?: the (?:year|quarter))? with|opened|delivered|produced|served|provides?|provided|reported)\b[^;]*$`,
);
/** "<SEGMENT> total backlog", "<Name> segment's backlog": a code in capitals, or a name followed by "segment", right before the topic word (a capitalized word alone may be the KPI's own name). */
const SUBJECT =
  /(?:^|[,;:(]\s*|\s)(?:([A-Z][A-Z0-9&]{1,9})\s+|([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})\s+(?:segment|business)(?:'s|’s)?\s+)(?:total\s+)?$/;
/** What a part of a total is, when no place is named: "of whom approximately 50,600 were salaried". */
const KIND_AFTER =
  /^\s*(?:and [\d,.]+\s*)?(?:,?\s*respectively,?\s*)?(?:(?:were|are|was|is)\s+(?:(?:engaged|employed)\s+in\s+([a-z][\w-]*(?:,?\s+(?:and\s+)?[a-z][\w-]*){0,5})|(?!located|based|in\b|related|relating|attributable)([a-z][\w-]*(?:\s+(?!and\b|or\b)[a-z][\w-]*)?))|(?:(?:was|were|is|are)\s+)?(?:related|relating|attributable)\s+to\s+(?:the\s+|our\s+)?([A-Za-z][\w&-]*(?:\s+[A-Za-z][\w&-]*){0,3}))/;
/** "… were located in Canada and Mexico", "… of which N were in the United States": a part's place. */
const PLACE_AFTER = new RegExp(
  String.raw`^(?:(?:[^.;]|\.\d){0,60}?\b(?:located|based|operated|were|are|was|is)|\s*(?:thousand|million|billion)?(?:\s+[a-z]+){1,3})\s+(?:in|outside(?: of)?)\s+(?:the\s+)?(${NAME})`,
);
/** A part of a total: "of which approximately N" or "including N" before it, "N of our stores" after it. */
const PART_BEFORE = /\b(?:of (?:which|whom)|including|includes|included)\s+(?:approximately |about |nearly |over |more than )?$/i;
const PART_AFTER = /^\s*of (?:our|the|its|their|whom|which)\b|^\s*(?:were|are)\s+(?:engaged|employed)\s+in\b/i;

function cleanName(name: string | undefined): string | null {
  if (!name) return null;
  // A trailing full stop goes, an abbreviation's stays ("U.S.").
  const words = name
    .trim()
    .replace(/(?<!(?:^|[\s.])[A-Z])\.$|,$/, "")
    .split(/\s+/);
  while (words.length && NOT_A_SEGMENT.test(words[0] as string)) words.shift();
  const out = words.join(" ");
  if (out.length === 0 || /^(?:19|20)\d{2}$/.test(out) || new RegExp(`^(?:${MONTHS})\\b`).test(out)) return null;
  return out;
}

/**
 * The segment, model or region a sentence gives a value: its opening ("On the <model>, ..."),
 * a program noun's name ("The <model> program delivered N"), the capitalized subject right
 * before the topic's word ("<segment> total backlog of $N"), or the place a part of a total is
 * in ("N of our stores ... were located in <region>"). Null for the whole company.
 */
export function segmentInText(text: string, value: Placed, topicWordAt: number | null, company: string | null = null): string | null {
  const opening = cleanName(OPENING.exec(text)?.[1]);
  if (opening) return opening;
  const before = text.slice(0, value.start);
  const program = cleanName([...before.matchAll(new RegExp(PROGRAM.source, "g"))].at(-1)?.[1]);
  if (program) return program;
  // The last of clauses joined by "and the <Name> segment had M" has its own subject.
  const verb = SUBJECT_VERB.exec(before.split(/,?\s+and\s+(?=(?:[Tt]he|[Oo]ur)\s+[A-Z])/).at(-1) as string);
  // Only a name that is not the company ("We", "The Company") nor a sentence opener.
  const subjectOfVerb = verb && !/^(?:We|It|They|Company)\b/.test(verb[1] as string) ? cleanName(verb[1]) : null;
  // With the filer's name known, any other named subject is a part of the business ("<Business Name> served N people"); without it, only one called a segment or written as a code.
  const named =
    company !== null
      ? bareName(subjectOfVerb ?? "") !== bareName(company)
      : /segment|business|division|unit|\b[A-Z]{2,}\b/.test(verb?.[0] ?? "");
  if (verb && subjectOfVerb && named) return subjectOfVerb;
  const whole = placeOfWhole(before);
  const tail = text.slice(value.end);
  if (isPart(text, value)) {
    const kind = KIND_AFTER.exec(tail);
    const what = kind?.[1] ?? kind?.[2] ?? kind?.[3] ?? null;
    // A part of a total stated for a place is that place's part ("in the U.S. ..., of which N was owned").
    // "including $N for <Name>": the part is what it is for.
    const forName = cleanName(
      new RegExp(String.raw`^\s*(?:thousand|million|billion)?\s+(?:for|from)\s+(?:the\s+|our\s+)?(${NAME})`)
        .exec(tail)?.[1]
        ?.replace(/\s+and\s+[\d,.$].*$/, ""),
    );
    // "were in the U.S., 182 in Canada and ...": the place ends before the next count of the series.
    return (
      cleanName(PLACE_AFTER.exec(tail)?.[1]?.replace(/\s*,\s*[\d$].*$/, "")) ??
      forName ??
      (what !== null && whole !== null ? `${whole}: ${what}` : what)
    );
  }
  if (whole) return whole;
  // A balance's kind right before its topic word: "Current remaining performance obligation was $N".
  if (topicWordAt !== null && topicWordAt < value.start) {
    const kind = /\b(current|non-?current|long-term|short-term|funded|unfunded)\s+$/i.exec(
      text.slice(Math.max(0, topicWordAt - 20), topicWordAt),
    );
    if (kind) return (kind[1] as string).toLowerCase();
  }
  if (topicWordAt !== null && topicWordAt < value.start) {
    const m = SUBJECT.exec(text.slice(Math.max(0, topicWordAt - 60), topicWordAt));
    const subject = cleanName(m?.[1] ?? m?.[2]);
    if (subject) return subject;
    // "<topic> in our <Name> segment was $N", "<topic> for the <Name> business increased N%", "<topic> in <Place> were N": the part named right after the topic word.
    const after = new RegExp(
      String.raw`^[\w-]*(?:\s+[a-z][\w-]*){0,3}?\s+(?:in|for|of|at)\s+(?:the\s+|our\s+)?(${NAME})\s+(?:(?:segment|business|division|unit)\b[^\d$]*|(?:were|was|increased|decreased|grew|rose|fell|declined|totaled|reached)\s+(?:to\s+)?(?:approximately\s+|about\s+)?)$`,
    ).exec(text.slice(topicWordAt, value.start));
    const partAfter = cleanName(after?.[1]);
    if (partAfter) return partAfter;
    // A possessive that is not the filer's own name: "<Business>'s aggregate backlog ... was $N".
    const owner = cleanName(POSSESSIVE.exec(text.slice(Math.max(0, topicWordAt - 60), topicWordAt))?.[1]);
    if (owner && company !== null && !isCompanyName(owner, company)) return owner;
  }
  return null;
}

/** Whether a value is a part of a total the sentence names ("322 of our stores", "of which approximately 8,900"). */
export function isPart(text: string, value: Placed): boolean {
  return PART_BEFORE.test(text.slice(Math.max(0, value.start - 40), value.start)) || PART_AFTER.test(text.slice(value.end, value.end + 30));
}

/**
 * The business unit a sentence opens on: a code in capitals followed by its verb ("<CODE>
 * delivered N", "<CODE> loss from operations includes"), not a measure's own abbreviation (a
 * backlog's "RPO") nor a word of general business vocabulary ("AI", "CEO").
 */
export function unitOpening(text: string): string | null {
  const m =
    /^\s*(?:And\s+|So\s+)?([A-Z][A-Z&]{1,5})\s+(?:[a-z]+ed|[a-z]+s|had|has|ended|is|was|(?:loss|income|revenues?|earnings)\s+from)\b/.exec(
      text,
    );
  const code = m?.[1];
  if (!code || /^(?:RPO|CRPO|AI|CEO|CFO|COO|EPS|GAAP|FX|US|USA|UK|EU|OK)$/.test(code)) return null;
  return code;
}

/** The place a sentence's total is stated for: "Outside the <Place>, ... totaled N", "<facilities> in the <Place> had N". */
export function placeOfWhole(before: string): string | null {
  const outside = cleanName(OUTSIDE_OPENING.exec(before)?.[1]);
  if (outside) return `Outside the ${outside}`;
  return cleanName(PLACE_SUBJECT.exec(before)?.[1]);
}

/**
 * "N <Name> and M <Name> stores": a capitalized name between a count and the noun it counts is
 * the part it counts (a region, a segment, a model); `gap` is the text from the count to the noun.
 */
export function nameBeforeNoun(gap: string): string | null {
  // "N international stores", "N domestic employees": the lower-case words for outside and inside the home country.
  const word = /^\s+(international|domestic|foreign|overseas)\s+$/.exec(gap);
  if (word) return word[1] as string;
  const m = new RegExp(String.raw`^\s+(${NAME})\s+(?:and\s+[\d,.]+\s+${NAME}\s+)?$`).exec(gap);
  const name = m ? cleanName((m[1] as string).replace(/\s+and\s+[\d,.]+.*$/, "")) : null;
  return name && !/\band\b/.test(name) ? name : null;
}

/**
 * The part of the business a paragraph reviews, from its first sentence's opening ("<Region>
 * revenues decreased ...", "<Region> ("<ABBR>") revenues ..."): later sentences of the paragraph
 * without a subject of their own ("Comparable store sales decreased N%") are about it. Null when the
 * opening is the filer's own name or a general word ("Net sales", "Total revenues").
 */
export function paragraphSubject(first: string, company: string | null): string | null {
  const m =
    /^\W*([A-Z][\w&.'’-]*(?:\s+(?:&\s+)?[A-Z][\w&.'’-]*){0,4})(?:\s*\(["“]?([A-Z]{2,6})["”]?\))?\s+(?:revenues|net sales|sales)\b/.exec(
      first,
    );
  const name = cleanName(m?.[1]);
  if (!name || isCompanyName(name.split(/\s+/)[0] as string, company)) return null;
  return m?.[2] ? `${name} (${m[2]})` : name;
}

/**
 * "our <A> and <B> offices which are approximately x and y square feet, respectively": with no
 * periods in the sentence, a list of values answers a list of names before it, the n-th value the
 * n-th name's (each for the filing's period). Names as filings write places: capitalized words,
 * a place with its country ("<City>, <Country>").
 */
export function respectiveNames<T extends Placed>(text: string, list: readonly T[]): Map<T, string> {
  const out = new Map<T, string>();
  const first = list[0];
  // A list of periods ("2024 and 2023", "three and six months") is what the values answer instead.
  const periods = [...text.matchAll(YEAR_LIST)].some((m) => /\d{4}\D+\d{4}/.test(m[0])) || MONTH_LIST.test(text);
  if (list.length !== 2 || first === undefined || periods || !/\brespectively\b/i.test(text)) return out;
  const place = String.raw`[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2}(?:,\s+[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})?`;
  const m = new RegExp(String.raw`\b(${place})\s+and\s+(${place})\b(?![^.;]*\b(?:and|,)\s+[A-Z][^.;]*\band\b)`, "g");
  const found = [...text.slice(0, first.start).matchAll(m)].at(-1);
  if (!found) return out;
  const a = cleanName(found[1]);
  const b = cleanName(found[2]);
  if (!a || !b) return out;
  out.set(first, a);
  out.set(list[1] as T, b);
  return out;
}

/**
 * "N stores in the United States and M stores in Canada", "N employees in <Place> and M employees
 * outside <Place>": two or more counts of one sentence, each followed by its noun and a place, are
 * that place's parts. One count with a place is left alone ("N stores in the U.S., Canada and
 * Mexico" is the whole). `after` is the text from each count on.
 */
export function placesAfterNouns(afters: readonly string[], noun: RegExp): (string | null)[] {
  const places = afters.map((a) => {
    // Case matters for the place (a name), so the noun is matched as written in running text (lower case).
    const m = new RegExp(
      String.raw`^\s*(?:thousand\s+|million\s+)?(?:[a-z-]+\s+)?(?:${noun.source})\s+(in|outside(?: of)?)\s+(?:the\s+)?(${NAME})`,
    ).exec(a);
    // A place is a name ("in Canada"), never a count ("in 12 countries").
    const name = /^[A-Z]/.test(m?.[2] ?? "") ? cleanName(m?.[2]?.replace(/\s+and\s+[\d,.].*$/, "")) : null;
    return name ? (/^outside/i.test(m?.[1] ?? "") ? `outside the ${name}` : name) : null;
  });
  // One count with one place ("N subscribers in <Region>") is that place's; one over a list of places ("in <A>, <B> and <C>") is the whole.
  if (afters.length === 1) return places[0] !== null && !/,|\band\b|&/.test(places[0] as string) ? places : [null];
  return places.filter((p) => p !== null).length >= 2 ? places : afters.map(() => null);
}
