import type { Candidate } from "./evidence-item.js";
import { answerSupport, countStated, figureNearSubject, namesMeasure, namesRareNames } from "./answer-presence.js";
import { isNote, SEQUENTIAL_STATED, withoutNoteMarks } from "./passage-score.js";
import { isStopword, stem, wordsOf, type QuestionTerms } from "./question-terms.js";
import { ANNUAL_FORMS } from "./transcript-layer.js";

/*
 * What a passage's words say about whether it states the asked figure, beyond its relevance: the
 * span it reports, a number beside the subject, the heading it sits under, a part named in place
 * of the whole. The planner multiplies a candidate's score by these (filing-evidence.ts).
 */

/**
 * Asked about a quarter, a passage headed or opened by a longer span ("Six Months Ended ...",
 * "During the nine months ended ...") reports another period: it weighs less than the quarter's.
 */
const OTHER_SPAN = 0.7;
/** Characters of a passage read for the span it reports ("During the six months ended June 27, 2025, ..."). */
const SPAN_OPENING = 100;
// Retailers' fiscal calendars count weeks: a 39-week period is the nine months, a 13-week one the quarter. A call says "for the year" of the whole year's figure.
const LONGER_SPAN =
  /\b(?:six|nine|twelve) months\b|\bfirst half\b|year[- ]to[- ]date|\b(?:26|39|52|53)[- ]weeks?\b|\bfor the (?:full |whole |entire )?year\b|\bfull[- ]year\b/i;
const THE_QUARTER = /\bthree months\b|\bquarter\b|\b1[34][- ]weeks?\b/i;
export function spanWeight(c: Candidate, terms: QuestionTerms): number {
  if (c.layer === "tables")
    return terms.quarterAsked && ANNUAL_FORMS.includes(c.form) && !QUARTER_NAMED.test(headedOf(c)) ? YEAR_FOR_QUARTER : 1;
  const opening = `${c.subsection ?? ""} ${c.text.slice(0, SPAN_OPENING)}`;
  // "During the six months ended June 28, 2024, ..." in a 2025 report: the comparative period's paragraph.
  const ended = ENDED_IN.exec(opening);
  // Only when the question names its period: asked about an event without one ("the impairment charge"), the comparative period may be where it happened.
  const named = terms.periodStems.size > 0 || terms.quarterAsked;
  const prior = named && ended !== null && c.period_end !== null && Number(ended[1]) < Number(c.period_end.slice(0, 4)) ? PRIOR_PERIOD : 1;
  if (!terms.quarterAsked) return prior;
  // An annual report's passage or row that names no quarter reports the year ("Global sales decreased 37% in 2024").
  if (ANNUAL_FORMS.includes(c.form) && c.layer !== "transcripts" && !QUARTER_NAMED.test(headedOf(c))) return prior * YEAR_FOR_QUARTER;
  // A call's run tells several figures, each with its own span: the sentence holding most of the question reports the asked one's.
  // A passage's own opening speaks before its heading: "Net sales for the 39-week period ..." under a release's "Reports Third Quarter Results".
  const spans = c.layer === "transcripts" ? [answeringSentence(c.text, terms)] : [c.text.slice(0, SPAN_OPENING), c.subsection ?? ""];
  const told = spans.find((s) => LONGER_SPAN.test(s) || THE_QUARTER.test(s)) ?? "";
  return prior * (LONGER_SPAN.test(told) && !THE_QUARTER.test(told) ? OTHER_SPAN : 1);
}
/** The sentence of a passage holding most of the question's words (the first of equals). */
function answeringSentence(text: string, terms: QuestionTerms): string {
  const asked = new Set(terms.stems);
  let best = "";
  let most = -1;
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const hits = new Set(
      wordsOf(sentence)
        .map(stem)
        .filter((s) => asked.has(s)),
    ).size;
    if (hits > most) {
      best = sentence;
      most = hits;
    }
  }
  return best;
}
/** An annual report's figure of the year, asked for the quarter's: it cannot be the answer, only its context. */
const YEAR_FOR_QUARTER = 0.5;
const QUARTER_NAMED = /\b(?:quarters?|quarterly|three months|q[1-4]|1[34][- ]weeks?)\b/i;
/** A candidate read with its place: heading or caption and a row's column headings. */
const headedOf = (c: Candidate) => `${c.subsection ?? ""} ${(c.cells ?? []).map((x) => x.column_label).join(" ")} ${c.text}`;
/** A passage opening on the prior year's period weighs this much: the report's own period has its own paragraph. */
const PRIOR_PERIOD = 0.7;
const ENDED_IN = /\b(?:months|weeks|quarter|year|period) ended [A-Z][a-z]+\.? \d{1,2}, ((?:19|20)\d\d)\b/;

/**
 * A passage under a heading that names only what was asked ("Net Sales" asked for net sales, "Services
 * Gross Margin") is the filing's own place for it; one under another subject's heading ("Corporate",
 * a segment's name) speaks of a part or a neighbour, though it repeats the asked words.
 */
const HEADING_NAMES_ASKED = 1.3;
const HEADING_NOISE = /^(?:and|of|the|in|for|a|an|on|to|our|total|net)$/;
export function headingWeight(c: Candidate, terms: QuestionTerms, idf: (stem: string) => number): number {
  if (c.layer === "tables" || !c.subsection) return 1;
  const words = wordsOf(c.subsection).filter((w) => !/\d/.test(w) && !HEADING_NOISE.test(w));
  if (words.length === 0 || words.length > MAX_HEADING_WORDS) return 1;
  const asked = new Set([...terms.stems, ...[...terms.alternatives.values()].flat()]);
  if (!words.every((w) => asked.has(stem(w)))) return 1;
  // A heading of one common word of a longer question ("Revenues" asked for one product's subscription revenue) names a chapter, not the answer's place.
  return answerSupport({ text: "", subsection: c.subsection, section_title: null }, terms, idf) >= HEADING_SHARE ? HEADING_NAMES_ASKED : 1;
}
/** Share of the question's weight a heading must name. */
const HEADING_SHARE = 0.5;
/** A heading longer than this is a sentence (a lead-in), not a name. */
const MAX_HEADING_WORDS = 5;

/**
 * Asked for a figure of the whole ("net sales"), a passage whose first mention of it is qualified
 * by a name the question lacks ("..., Corporate net sales increased", "Europe net sales") states a
 * part's figure. A name opening a sentence is no qualifier.
 */
const NAMED_PART = 0.75;
const NOT_A_PART = /^(?:total|consolidated|company|our|net|the|worldwide|overall|reported)$/i;
export function partWeight(c: Candidate, terms: QuestionTerms): number {
  if (c.layer === "tables") return 1;
  const pair = terms.bigrams.find((b) => b.split(" ").every((s) => !terms.periodStems.has(s)));
  if (!pair) return 1;
  const [a, b] = pair.split(" ") as [string, string];
  const tokens = c.text.split(/\s+/);
  const words = tokens.map((t) => wordsOf(t)[0] ?? "");
  const asked = (i: number) => words[i] !== undefined && terms.stems.includes(stem(words[i]!));
  // A pronoun or an article opening a sentence ("We repurchased", "The segment") names nothing.
  const named = (t: string | undefined, w: string | undefined) =>
    t !== undefined &&
    /^[A-Z][\p{L}-]*,?$/u.test(t) &&
    !NOT_A_PART.test(t.replace(/,$/, "")) &&
    !PERIOD_NAME.test(t) &&
    !isStopword(w ?? "") &&
    !terms.stems.includes(stem(w ?? ""));
  // "Software revenue of $7,387 million ..." asked for consulting revenue: a passage opening on a sibling's measure, never naming the asked one.
  if (words.length > 1 && stem(words[1]!) === b && named(tokens[0], words[0]) && stem(words[0]!) !== a && !words.some((w) => stem(w) === a))
    return NAMED_PART;
  for (let i = 0; i + 1 < words.length; i++) {
    if (stem(words[i]!) !== a || stem(words[i + 1]!) !== b) continue;
    const opens = i - 2 < 0 || /[.!?:;]$/.test(tokens[i - 2]!);
    if (i > 0 && !opens && named(tokens[i - 1], words[i - 1])) return NAMED_PART;
    // "Unit case volume in Europe, Middle East and Africa", "... for Bottling Investments": the part named after the measure.
    let j = i + 2;
    while (asked(j)) j++;
    return /^(?:in|for|at)$/.test(tokens[j] ?? "") && named(tokens[j + 1], words[j + 1]) ? NAMED_PART : 1;
  }
  return 1;
}
/** Capitalized words that name a period or the whole, not a part ("in Fiscal 2024", "for Q2"). */
const PERIOD_NAME =
  /^(?:Fiscal|Q[1-4]|FY\d*|January|February|March|April|May|June|July|August|September|October|November|December|First|Second|Third|Fourth|Full)\b/;

/**
 * Asked for a figure, a passage defining the measure ("X measures the average daily miles per
 * car", "This key metric ... comprises", "We define X as") explains it; the passage stating the
 * period's value answers.
 */
const DEFINES = 0.75;
const DEFINITION =
  /\b(?:measures (?:the|our|how)|(?:is|are) defined as|we define|is calculated (?:as|by)|we calculate|this (?:key )?metric|refers to the)\b/i;
const DEFINITION_OPENING = 200;
export function definitionWeight(c: Candidate, terms: QuestionTerms): number {
  return terms.figure && c.layer !== "tables" && DEFINITION.test(c.text.slice(0, DEFINITION_OPENING)) ? DEFINES : 1;
}

/**
 * Asked what is expected ("what gross margin did it guide to"), a passage stating an expectation
 * ("we expect gross margin to be between ...") answers; one reporting the period just ended ("gross
 * margin was 46.3%, near the high end of our guidance range") is its context. An expectation kept
 * is one too ("we continue to expect", "we still expect").
 */
const STATES_EXPECTATION = 1.3;
const EXPECTATION =
  /\b(?:we|they|it|management) (?:now |still |(?:also )?continues? to )?(?:expects?|anticipates?|forecasts?|projects?|are guiding|guide|plans? to|(?:is|are) (?:now )?(?:providing|targeting))\b|\b(?:updated |new )?targets? (?:for|of)\b|\b(?:expected|projected|forecast) to be\b|\bon (?:track|pace|course) to\b|\bguidance (?:of|for|is|was raised|range of)\b|\boutlook (?:of|for)\b/i;
/** A table's row or a tagged fact reports periods ended, unless its table is the outlook's ("Fiscal 2026 guidance"). */
const REPORTS_PAST = 0.6;
const OUTLOOK_HEADING = /\b(?:outlook|guidance|expect\w*|forecast\w*|projected|targets?)\b/i;
export function expectationWeight(c: Candidate, terms: QuestionTerms): number {
  if (!terms.forwardAsked) return 1;
  if (EXPECTATION.test(c.text)) return STATES_EXPECTATION;
  // A table of figures under an outlook's heading ("Financial Targets") states what is expected, as the sentence would.
  if (c.layer !== "transcripts" && c.text.trimStart().startsWith("|") && OUTLOOK_HEADING.test(c.subsection ?? ""))
    return STATES_EXPECTATION;
  if ((c.layer === "tables" || c.layer === "facts") && !OUTLOOK_HEADING.test(headedOf(c))) return REPORTS_PAST;
  return c.layer === "transcripts" ? TOLD_PAST : 1;
}
const TOLD_PAST = 0.8;

/**
 * Asked for a qualified measure ("free cash flow", "operating margin"), a passage naming the
 * measure without its qualifier ("Net earnings" under "Cash flows from operating activities",
 * "cash flows from operations") states another measure.
 */
const QUALIFIER_MISSING = 0.75;
export function qualifierWeight(c: Candidate, terms: QuestionTerms): number {
  if (!terms.figure || terms.measureQualifiers.length === 0) return 1;
  const have = new Set(wordsOf(headedOf(c)).map(stem));
  if (!terms.measured.some((s) => have.has(s))) return 1;
  return terms.measureQualifiers.some((q) => have.has(q) || (terms.alternatives.get(q) ?? []).some((a) => have.has(a)))
    ? 1
    : QUALIFIER_MISSING;
}

/**
 * Asked the most that may be paid or issued ("the most an officer can be paid under the plan"), a
 * passage stating a limit ("a bonus may not exceed 150% of target", "up to three times")
 * answers; one stating a level or a formula of the plan is its context.
 */
const STATES_LIMIT = 1.5;
const NO_LIMIT = 0.75;
const LIMIT_STATED =
  /\bin no event\b|\b(?:may|shall|will|can|could|must|does|do) not exceed\b|\bnot to exceed\b|\bcannot exceed\b|\bin excess of\b|\bup to\b|\bmaximum\b|\bcapped\b|\bcap (?:of|on)\b|\blimited to\b|\b(?:no|not) more than\b|\bat most\b/i;
export function limitWeight(c: Candidate, terms: QuestionTerms): number {
  if (!terms.limitAsked) return 1;
  return LIMIT_STATED.test(`${c.subsection ?? ""} ${c.text}`) ? STATES_LIMIT : NO_LIMIT;
}

/**
 * Asked a figure's level ("what was the derailment rate", "how much did the segment lose"), a
 * passage giving only its change ("the rate is down 20%", "operating loss increased $349 million")
 * tells how it moved, not where it stands; a passage giving the level ("a rate of 2.17", "a loss of
 * $4.4 billion", "increased to $15.9 billion") answers.
 */
const CHANGE_ONLY = 0.75;
const CHANGE_FIGURE =
  /\b(?:increased|decreased|rose|fell|grew|declined|improved|dropped|climbed|up|down|higher|lower)(?: by)?\s+(?:(?:approximately|about|nearly|roughly|around|almost|over|more than)\s+)*\$?\d/i;
const LEVEL_FIGURE =
  /\b(?:of|was|were|is|are|has|have|had|at|to|totaled|totalled|reached|amounted to)\s+(?:(?:approximately|about|nearly|roughly|around|almost|over|under|more than|less than|just over|a record|an?)\s+)*\(?\$?\d/i;
export function levelWeight(c: Candidate, terms: QuestionTerms): number {
  if (!terms.levelAsked || c.layer === "tables" || c.layer === "facts") return 1;
  const text = withoutNoteMarks(c.text);
  return CHANGE_FIGURE.test(text) && !LEVEL_FIGURE.test(text.replace(/\b(?:19|20)\d\d\b/g, "")) ? CHANGE_ONLY : 1;
}

/**
 * Asked an amount over a span ("client incentives in fiscal 2024"), a table row whose every figure
 * stands at a date ("September 30, 2024": the balance sheet's accrual of the same name) states a
 * balance, not the amount of the span; a row under "Years Ended" states it.
 */
const BALANCE_ONLY = 0.6;
const AT_A_DATE = /^(?:(?:as of|at)\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+(?:19|20)\d\d\b/i;
const OVER_A_SPAN = /\b(?:ended|ending|years?|months|weeks|quarters?|fiscal)\b/i;
export function flowWeight(c: Candidate, terms: QuestionTerms): number {
  if (!terms.flowAsked || c.layer !== "tables") return 1;
  const values = (c.cells ?? []).filter((cell) => cell.value !== null);
  const atDate = (label: string) => AT_A_DATE.test(label.trim()) && !OVER_A_SPAN.test(label);
  return values.length > 0 && values.every((cell) => atDate(cell.column_label)) ? BALANCE_ONLY : 1;
}

/**
 * Asked what moved a figure ("what pushed spending up"), a passage telling a cause ("were driven
 * by a 32% increase in compensation", "due to higher volume") answers; a table's row states the
 * figure, never why it moved.
 */
const STATES_CAUSE = 1.5;
const ROW_STATES_NO_CAUSE = 0.6;
const CAUSE_STATED =
  /\b(?:due to|driven by|drove|attributable to|as a result of|because of|reflect(?:s|ed|ing)|result(?:s|ed)? from|caused by|led by|primarily (?:from|by))\b/i;
export function causeWeight(c: Candidate, terms: QuestionTerms): number {
  if (!terms.causeAsked) return 1;
  if (c.layer === "tables" || c.layer === "facts") return ROW_STATES_NO_CAUSE;
  return CAUSE_STATED.test(c.text) ? STATES_CAUSE : 1;
}

/**
 * Asked how fast a figure moved ("how much did the line bring in, and how fast did it grow"), a
 * passage stating a percentage answers; one giving levels alone ("ARR grew to $11.3 billion")
 * tells where the figure went, not how fast.
 */
const STATES_RATE = 1.2;
const NO_RATE = 0.85;
const PERCENTAGE_STATED = /\d\s?%|\bpercent\b|\bbasis points?\b/i;
export function rateWeight(c: Candidate, terms: QuestionTerms): number {
  if (!terms.rateAsked) return 1;
  return PERCENTAGE_STATED.test(headedOf(c)) ? STATES_RATE : NO_RATE;
}

/**
 * Asked how the quarter changed from the one before ("how much more in the second quarter than in
 * the first"), a passage stating a sequential change ("freight costs were up $12 million
 * sequentially", "up from Q1") answers; a report's comparison with the prior year's quarter does not.
 */
const STATES_SEQUENCE = 1.3;
export function sequenceWeight(c: Candidate, terms: QuestionTerms): number {
  return terms.sequential !== null && SEQUENTIAL_STATED.test(c.text) ? STATES_SEQUENCE : 1;
}

/**
 * Asked for a measure ("how much inventory", "what were net revenues"), a passage naming it nowhere
 * (text, heading, a row's label and column headings) states another figure, however many of the
 * question's other words ("carrying", "at the end of the quarter") it holds.
 */
const MEASURE_UNNAMED = 0.75;
export function measureWeight(c: Candidate, terms: QuestionTerms): number {
  return terms.figure && !namesMeasure(c, terms) ? MEASURE_UNNAMED : 1;
}

/**
 * Asked how much was (or will be) bought back, a passage telling only what the board authorized
 * ("authorized the repurchase of up to $10 billion") states a limit, not the amount: unless it also
 * tells what was repurchased, or the question asks about the authorization itself.
 */
const AUTHORIZATION_ONLY = 0.7;
const AUTHORIZED = /\bauthori[sz](?:ed|es|e|ation)\b/i;
const DONE =
  /\b(?:we|the company|it) (?:have |has |had )?(?:repurchased|bought back|purchased)\b|\brepurchased (?:approximately |about |a total of )?[\d,.]+/i;
export function authorizationWeight(c: Candidate, terms: QuestionTerms): number {
  if (!terms.figure || terms.authorizationAsked) return 1;
  return AUTHORIZED.test(c.text) && !DONE.test(c.text) ? AUTHORIZATION_ONLY : 1;
}

/** Asked for a figure, a passage giving a number beside the question's subject is what answers; one without is context. */
const FIGURE_NEAR = 1.6;
const NO_FIGURE = 0.7;
/** A passage without any number (a program's terms, a policy) cannot state an asked figure at all. */
const NO_NUMBER = 0.55;
// Nor a year or an ordinal ("3rd generation").
const hasNumber = (text: string) => /\d/.test(withoutNoteMarks(text).replace(/\b(?:(?:19|20)\d\d|\d+(?:st|nd|rd|th))\b/g, ""));
export function figureWeight(c: Candidate, terms: QuestionTerms, idf: (stem: string) => number): number {
  const read = `${c.subsection ?? ""} ${c.text}`;
  // A note under a table that states no figure of the subject qualifies the row or sentence that does.
  if (!figureNearSubject(read, terms, idf))
    return (hasNumber(c.text) ? NO_FIGURE : NO_NUMBER) * (c.layer !== "tables" && isNote(c.text) ? NOTE : 1);
  // Asked "how many X", a passage with a number beside X ("36,000 employees") states it; one with other numbers on the subject ("78% male") does not.
  const count = terms.counted.length === 0 ? 1 : countStated(read, terms) ? COUNT_STATED : COUNT_NOT_STATED;
  // Of two passages with a number, the one holding more of the question (subject and measure) states it.
  return FIGURE_NEAR * count * (1 - SUPPORT_SHARE + SUPPORT_SHARE * answerSupport(c, terms, idf));
}
const SUPPORT_SHARE = 0.4;

const NOTE = 0.75;
const COUNT_STATED = 1.3;
const COUNT_NOT_STATED = 0.8;

/**
 * Asked about a year other than the period's ("guidance for 2025" on a 2024 call, "invested since
 * 2020", "tariff cost in fiscal 2026"), a passage naming that year speaks of it; the period's own
 * passages name their year. Calls shorten a fiscal year ("fiscal 26", "FY26").
 */
const OTHER_YEAR_NAMED = 1.3;
export function yearWeight(c: Candidate, terms: QuestionTerms, periodYear: number): number {
  const other = terms.years.filter((y) => y !== periodYear);
  if (other.length === 0) return terms.figure && c.layer !== "tables" && earlierYearsOnly(c.text, periodYear) ? EARLIER_YEARS_ONLY : 1;
  const text = headedOf(c);
  return other.some((y) => yearNamed(y).test(text)) ? OTHER_YEAR_NAMED : 1;
}
/**
 * A report's paragraph comparing the year before with the one before it ("was $6.0 billion during
 * 2023 compared with $3.5 billion during 2022"), kept from the last report, states no figure of the
 * period asked: it names two or more years, every one earlier. A passage naming one earlier year
 * may well state the figure asked ("an impairment charge recorded in 2024", asked in 2025).
 */
const EARLIER_YEARS_ONLY = 0.8;
function earlierYearsOnly(text: string, periodYear: number): boolean {
  const years = new Set([...text.matchAll(/\b(?:19|20)\d\d\b/g)].map((m) => Number(m[0])));
  return years.size >= 2 && [...years].every((y) => y < periodYear);
}
const yearNamed = (y: number) => {
  const yy = String(y % 100).padStart(2, "0");
  return new RegExp(String.raw`\b${y}\b|\b(?:fiscal(?: year)?|FY) ?['’]?${yy}\b|['’]${yy}\b`, "i");
};

/**
 * Asked for a figure of a named thing ("Zorbex's sales in the fourth quarter"), a passage that
 * does not name it states another's figure, however many of the other words it holds ("fourth
 * quarter global aesthetic sales were $1.3 billion"): the answer's presence asks the same (namesRareNames).
 */
const NAME_MISSING = 0.6;
export function nameWeight(c: Candidate, terms: QuestionTerms, idf: (stem: string) => number): number {
  return terms.figure && !namesRareNames(c, terms, idf) ? NAME_MISSING : 1;
}

/**
 * Asked a figure outside a named place or part ("spending growth outside the United States"), a
 * passage naming that place without setting it apart ("| United States | 7% |") gives the place's
 * own figure; one setting it apart ("Worldwide less United States", "international", "excluding")
 * may give the one asked.
 */
const EXCLUDED_ONLY = 0.7;
const SETS_APART = /\b(?:less|excluding|excl\.|outside|other than|except|non-|ex-|international|rest of (?:the )?world|foreign|overseas)/i;
export function exclusionWeight(c: Candidate, terms: QuestionTerms): number {
  if (terms.excluded.length === 0) return 1;
  const text = headedOf(c);
  const have = new Set(wordsOf(text).map(stem));
  return terms.excluded.every((s) => have.has(s)) && !SETS_APART.test(text) ? EXCLUDED_ONLY : 1;
}
