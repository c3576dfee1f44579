import type { CellCitation, EvidenceItem } from "./evidence-item.js";
import { SEQUENTIAL_STATED, withoutNoteMarks, withWordedShares } from "./passage-score.js";
import { COST_STATED_AS, isStopword, stem, verbStem, wordsOf, type QuestionTerms } from "./question-terms.js";

/** Items read for a stated answer: a reader looks at the first few. */
const READ = 5;
/**
 * Share of the question's weight a passage must hold to state what was asked, with, for a figure,
 * a number beside the question's subject (figureNearSubject). Chosen on the tuning sets
 * (npm run bench:evidence-quality, FDS_GOLD_SETS=evidence-questions,tuning-questions): at a third,
 * 1 of 79 answerable questions is called absent and 2 of the 3 absent ones are; at a half, 8.
 */
const SUPPORT_NEEDED = 0.34;

/**
 * The share of the question's content weight (each stem by its rarity in the document) found in
 * a passage, read with its place: the section title and the heading or table caption above it.
 */
export function answerSupport(
  item: Headed,
  terms: QuestionTerms,
  idf: (stem: string) => number,
  stems: readonly string[] = terms.stems,
): number {
  const have = headedStems(item);
  for (const initials of initialsOfNames(headedText(item))) have.add(initials);
  const given = givenNamesOf(item, terms);
  // Only a question asking a share looks for a percentage.
  const percentage = terms.stems.some((st) => SHARE_WORDS.has(st)) && /\d\s*%|\bpercent\b/i.test(item.text);
  // Asked the change from the quarter before, a sequential change names that quarter ("sequentially" for "than in the first").
  const before = new Set(terms.sequential !== null && SEQUENTIAL_STATED.test(item.text) ? terms.sequential : []);
  // Asked a range ("what revenue range"), two figures joined by "to" or "between ... and" state one, as a percentage states a share.
  const range = RANGE_STATED.test(withoutNoteMarks(item.text));
  // Asked what is expected, any word of expectation states it: a question "forecasting" what a call "expects".
  const forward = terms.forwardAsked && [...have].some((st) => FORWARD_STEMS.has(st));
  let weight = 0;
  let covered = 0;
  for (const st of stems) {
    if (terms.periodStems.has(st)) continue;
    if (given.has(st)) {
      weight += idf(st);
      covered += idf(st);
      continue;
    }
    const w = idf(st);
    weight += w;
    if (
      have.has(st) ||
      (terms.alternatives.get(st) ?? []).some((a) => have.has(a)) ||
      (STATED_AS.get(st) ?? []).some((a) => have.has(a)) ||
      wholeInParts(st, have) ||
      (percentage && SHARE_WORDS.has(st)) ||
      (range && RANGE_WORDS.has(st)) ||
      (forward && FORWARD_STEMS.has(st)) ||
      before.has(st)
    )
      covered += w;
  }
  return weight > 0 ? covered / weight : 0;
}

/**
 * The initials of the names a passage spells out ("cfo" of "Chief Financial Officer", "rpo" of
 * "Remaining Performance Obligation"): a question writes by its acronym what a filing names in full.
 */
function initialsOfNames(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(SPELLED_OUT)) {
    const words = m[0].split(/\s+/);
    if (words.length >= 2 && words.length <= MAX_ACRONYM) out.push(words.map((w) => w[0]!.toLowerCase()).join(""));
  }
  return out;
}
/** A run of capitalized words, as a title or a defined name is printed. */
const SPELLED_OUT = /\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+/g;
const MAX_ACRONYM = 5;

/**
 * What is paid is stated as a payment ("our final $30 million installment payment", "a Bonus Payment"),
 * a business bought as its consideration:
 * read only for whether a passage states it, as a ranking synonym every "Payments for businesses
 * acquired" line would outrank the price asked of an acquisition.
 */
const STATED_AS: ReadonlyMap<string, readonly string[]> = new Map([
  // What was paid for a business is stated as its consideration or purchase price ("for cash consideration of $2.1 billion").
  [stem("pay"), [stem("payment"), stem("consideration"), stem("price")]],
  [stem("paid"), [stem("payment"), stem("consideration"), stem("price")]],
  [stem("cost"), COST_STATED_AS.map(stem)],
  // A business sold is stated as "the sale of" its operations, a loss booked as one recorded or recognized. As ranking
  // synonyms, every "Sales of <product>" passage would outrank what a product sold, and a "book of business" would read as recorded.
  [stem("sold"), [stem("sale")]],
  [stem("business"), [stem("operations")]],
  [stem("book"), [stem("recorded"), stem("recognized")]],
  // An expense is stated as a cost ("net periodic pension cost", "unrecognized compensation cost").
  [stem("expense"), [stem("cost")]],
  // What is built is stated as production ("production rate increases"), a limit as what may not be exceeded ("beyond 38 per month", "a cap of").
  [stem("build"), [stem("production"), stem("produce")]],
  [stem("limit"), [stem("cap"), stem("beyond"), stem("exceed"), stem("maximum")]],
  // A product's revenue is printed as its net sales ("Net sales by product"). As a ranking synonym, every "sales" passage would
  // outrank the revenue asked.
  [stem("revenue"), [stem("sales")]],
]);

/** Words asking for a range, which a passage states as its two ends ("$2.1 billion to $2.3 billion", "between 3% and 4%"). */
const RANGE_WORDS = new Set(["range", "ranges"].map(stem));
const RANGE_STATED =
  /\d[\d.,]*\s*(?:%|percent|(?:thousand|million|billion|trillion)s?)?\s*(?:to|-|–)\s*[$€£¥]?\d|\bbetween\s+[$€£¥]?\d[^.;]{0,30}?\band\s+[$€£¥]?\d/i;

/** The words of an expectation, as stems: a question asks what is "forecast", "guided" or "projected", a passage says "we expect". */
const FORWARD_STEMS = new Set(
  // Stemmed, each word stands for its every form ("guided", "forecasting", "anticipated").
  ["guide", "guidance", "outlook", "forecast", "expect", "project", "anticipate", "target"].map(stem),
);

/** Words asking for a share ("what proportion of sign-ups"), which a passage states as a percentage, not in words. */
const SHARE_WORDS = new Set(["proport", "percentag", "portion", "fraction"]);

/**
 * The parts of a hyphenated compound ("line-retool" of "line-retooling"), each as its own stem: a
 * passage writes the compound apart ("line retooling agreement"). No parts for a plain word.
 */
function partsOf(st: string): string[] {
  const parts = st.split("-").filter((p) => p.length > 1);
  return parts.length > 1 ? parts.map(stem) : [];
}
const wholeInParts = (st: string, have: ReadonlySet<string>) => {
  const parts = partsOf(st);
  return parts.length > 0 && parts.every((p) => have.has(p));
};

/**
 * The given names of the persons a question names ("Jan" of "Jan Halvorsen") that a passage names by
 * title and surname ("Mr. Halvorsen"): a filing writes a person's given name its own way ("Jan K."),
 * the surname with a title is the person.
 */
function givenNamesOf(item: Headed, terms: QuestionTerms): Set<string> {
  const out = new Set<string>();
  const persons = terms.definedTerms.filter((t) => t.length === 2);
  if (persons.length === 0) return out;
  const words = wordsOf(item.text);
  for (let i = 0; i + 1 < words.length; i++) {
    if (!TITLE.test(words[i]!)) continue;
    const surname = stem(words[i + 1]!);
    for (const [first, last] of persons) if (last === surname && first) out.add(first);
  }
  return out;
}

const TITLE = /^(?:mr|ms|mrs|dr)$/;

/** A passage as read with its place: section title, the heading or caption above it, and a table row's column headings ("Brand A | Brand B" over "Widgets (M)"). */
type Headed = Pick<EvidenceItem, "text" | "subsection" | "section_title"> & { readonly cells?: EvidenceItem["cells"] };

function headedText(item: Headed): string {
  // A note's mark printed against a heading's or a label's last word ("2026 Widget Pay2", "Earnings per share1") is no part of the word.
  const columns = (item.cells ?? []).map((c) => c.column_label).join(" ");
  return `${item.section_title ?? ""} ${item.subsection ?? ""} ${columns} ${item.text}`.replace(GLUED_NOTE_MARK, "$1");
}

const GLUED_NOTE_MARK = /(\p{Ll}{3,})\d{1,2}\b/gu;

/** The stems of a passage read with its place (headedText). */
function headedStems(item: Headed): Set<string> {
  return new Set(wordsOf(headedText(item)).map(stem));
}

/** Where the evidence states what was asked: its first item, a later one of the first few, or none. */
export type AnswerPlace = "first" | "later" | "none";

/**
 * Whether the evidence states what was asked: an item among the first few holds enough of the
 * question (answerSupport) and, when the question asks for a figure, a number other than a year.
 * `none` is the planner saying "not found in what was searched", never a guess dressed as evidence.
 */
/** A figure states the asked subject when it sits this close to one of the question's rarest words. */
const NEAR_WORDS = 8;
/** A figure starts with a digit: "ZX100" and "Q3" name a product or a period, and an ordinal ("3rd generation", "2nd") ranks, it counts nothing. */
const NUMBER_WORD = /^\d(?!\d*(?:st|nd|rd|th)$)/;
const YEAR = /^(19|20)\d\d$/;

/**
 * Whether a passage gives a figure of the question's subject: a number (not a year) within
 * NEAR_WORDS words of one of the question's rarer words (idf at least the median of its words):
 * "approximately 41,000 full-time employees", not a passage naming the subject beside a date.
 */
export function figureNearSubject(text: string, terms: QuestionTerms, idf: (stem: string) => number, measure = false): boolean {
  return clausesOf(withoutNoteMarks(withWordedShares(text)).replace(APPOSITIVE, " ")).some((clause) =>
    figureNearSubjectIn(clause, terms, idf, measure),
  );
}
/** A name's description set between commas ("Zorbex, a global widget maker, for $2.7 billion") parts the name from its figure by no more than the comma. */
const APPOSITIVE = /,\s+(?:a|an)\s+[^,\d]{1,60},/g;

function figureNearSubjectIn(text: string, terms: QuestionTerms, idf: (stem: string) => number, measure: boolean): boolean {
  // Asked for an amount ("how much revenue did it contribute"), a percentage beside the subject ("revenue grew 16.2 percent") states a change or a share, not the amount.
  if (terms.amountAsked) text = text.replace(PERCENTAGE, " ");
  const content = terms.stems.filter((s) => !terms.periodStems.has(s));
  if (content.length === 0) return wordsOf(text).some((w) => NUMBER_WORD.test(w) && !YEAR.test(w));
  const subject = subjectOf(content, terms, idf, measure);
  const words = wordsOf(text);
  const numbers: number[] = [];
  const hits: number[] = [];
  const worded: number[] = [];
  const asked = new Set(terms.stems);
  words.forEach((w, i) => {
    const s = stem(w);
    if (subject.has(s)) hits.push(i);
    // A number the question itself says ("its five largest bottlers", "the top 10 customers") names the subject: it is no figure of it.
    if (asked.has(s)) return;
    if (NUMBER_WORD.test(w) && !YEAR.test(w)) numbers.push(i);
    else if (WORDED_NUMBER.test(w)) worded.push(i);
  });
  // A number written in words states a figure only right beside its noun ("about two hours", "a billion paid subscriptions"): "two of our segments" elsewhere is no answer.
  return (
    numbers.some((n) => hits.some((h) => Math.abs(n - h) <= NEAR_WORDS)) ||
    worded.some((n) => hits.some((h) => h > n && h - n <= WORDED_NEAR)) ||
    linkedFigure(text, (s) => subject.has(s))
  );
}

/**
 * A clause giving a change's cause ("... fell 7% due to lower sales of Zorbex", "driven by
 * Quindex", "partially offset by") names what moved the figure, not whose figure it is: the
 * sentence and its cause clauses are read apart, so a passage on a neighbour's change that names
 * the asked part as its cause states no figure of that part, while a cause with its own figure
 * ("due to a $12 million retooling charge") still states that one. A clause runs to the sentence's
 * end, past a decimal point ("due to $2.5 million of freight"), whose digits are the cause's own.
 */
const CAUSE =
  /\b(?:(?:primarily|mainly|largely|partly|partially|principally) )?(?:due to|driven by|offset by|attributable to|as a result of|because of|reflecting)\b(?:[^.;]|\.(?=\d))*/gi;
const clausesOf = (text: string): string[] => [text.replace(CAUSE, " "), ...(text.match(CAUSE) ?? [])];

/** Words joining a clause's subject to the figure that closes it ("is", "totaled"). */
const LINK = /^(?:is|are|was|were|totaled|totalled|amounted|reached)$/;
const RELATIVE = /^(?:that|which|who|whom)$/;
/** A figure closes the clause when it sits this close after the linking word ("is estimated to be about $40 million"). */
const LINK_NEAR = 5;
const SENTENCE_END = /(?<=[.!?;])\s+(?=[A-Z(“"])/;
/** A sentence that takes up the last one's subject by a pronoun or a bare measure ("The amounts incurred ...", "Such costs were"). */
const ANAPHOR = /^\s*(?:the|these|such|those|this|that)\s+(?:amounts?|costs?|expenses?|charges?|sums?|figures?|totals?)\b/i;

/**
 * Whether a sentence opens with the subject and closes with its figure: the subject's word comes
 * before the sentence's first linking verb and a number comes right after that verb, however long
 * the phrase between ("The total estimated exposure to the disputed levies in Ruritania, for which
 * no loss is accrued, is estimated to be approximately $40 million"). `also` is what else the
 * sentence must name (the measure asked).
 */
function linkedFigure(text: string, subject: (stem: string) => boolean, also: (stems: readonly string[]) => boolean = () => true): boolean {
  const sentences = text.split(SENTENCE_END);
  return sentences.some((sentence, at) => {
    const words = wordsOf(sentence);
    // A verb of a relative clause ("contracts that are unsatisfied ... was approximately $66 billion") is not the sentence's.
    const links = (i: number) => LINK.test(words[i]!) && !RELATIVE.test(words[i - 1] ?? "");
    const first = words.findIndex((_, i) => links(i));
    if (first < 0) return false;
    const stems = words.map(stem);
    // "Widget research costs are expensed as incurred. The amounts incurred were $4,417, ...": a subject taken up again by "the amounts" is the sentence before's.
    const before = at > 0 && ANAPHOR.test(sentence) ? wordsOf(sentences[at - 1]!).map(stem) : [];
    // The subject's predicates joined by "and" ("costs are charged to expense as incurred and were $2.1 billion") each link it.
    const linked = (link: number) =>
      (stems.slice(0, link).some(subject) || before.some(subject)) &&
      words.slice(link + 1, link + 1 + LINK_NEAR).some((w) => NUMBER_WORD.test(w) && !YEAR.test(w));
    return words.some((_, i) => links(i) && (i === first || words[i - 1] === "and") && linked(i)) && also(stems);
  });
}

/**
 * The words a figure of the question sits beside: its rarer content words (idf at least their
 * median) with the words filings write for them. Reading whether the answer is stated (`measure`),
 * the measure asked ("cost" of "what gross cost") is the subject whatever its weight: its figure
 * sits beside it. Ranking leaves it out: a bare "Net sales" row of some other part would rank with
 * the asked one's.
 */
function subjectOf(content: readonly string[], terms: QuestionTerms, idf: (stem: string) => number, measure: boolean): Set<string> {
  const median = medianIdf(content, idf);
  return new Set([
    // A compound's head, its last part, is where a passage writing it apart sits beside its figure ("$12 million line retooling charge").
    ...content.filter((s) => idf(s) >= median).flatMap((s) => [s, ...(terms.alternatives.get(s) ?? []), ...partsOf(s).slice(-1)]),
    // A count's noun is its measure: "41,200 shares in favor".
    ...(measure ? [...terms.measured, ...terms.counted] : []),
  ]);
}

/** The median weight of the question's content words: words at least as rare are its subject. */
function medianIdf(content: readonly string[], idf: (stem: string) => number): number {
  const weights = content.map(idf).sort((a, b) => a - b);
  return weights[Math.floor((weights.length - 1) / 2)] ?? 0;
}

/**
 * Whether a table row gives a figure of the question's subject in a cell whose row label or column
 * heading names it: a cell reads with its headings ("Approximate Dollar Value of Shares that May
 * Yet Be Purchased Under the Plans or Programs" over "$2,007,611,768"), not with the words printed
 * before it in the row's text.
 */
function cellNearSubject(cells: readonly CellCitation[], terms: QuestionTerms, idf: (stem: string) => number): boolean {
  const content = terms.stems.filter((s) => !terms.periodStems.has(s));
  if (content.length === 0 || cells.length === 0) return false;
  const subject = subjectOf(content, terms, idf, true);
  return cells.some((c) => c.value !== null && wordsOf(`${c.row_label} ${c.column_label}`).some((w) => subject.has(stem(w))));
}

const PERCENTAGE = /[-+(]?\d[\d.,]*\)?\s*(?:%|\bpercent(?:age points?)?\b|\bbasis points?\b|\bpoints?\b|\bpts\b)/gi;

/** Numbers as filings and calls write them in words (not "one": "one of", "one-time" are rarely counts). */
const WORDED_NUMBER =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|hundreds|thousand|thousands|million|millions|billion|billions|dozen|dozens)$/;
/** A worded number counts when its noun follows within this many words ("a billion paid subscriptions"). */
const WORDED_NEAR = 2;

/** A count is written before its noun ("2,347 stores", "approximately 69,700 and 79,100 employees") or just after it in a row or a clause ("Total employees (average) 29,711", "headcount was 77,800"). */
const COUNT_BEFORE = 3;
const COUNT_AFTER = 3;
const NUMBER_OF_AFTER = 12;
const NUMBER_WORDS = /^(?:million|billion|thousand|hundred|dozen)$/i;
/** A scale that makes a decimal a count: "1.5 million", "(M)", "in thousands". */
const SCALED = /\b(?:million|billion|thousand|trillion)s?\b|\((?:M|MM|K|B|000s?)\)|\bin (?:millions|thousands|billions)\b/i;
/** Units a quantity is measured in, by name or symbol: a figure in them need not be whole. */
const MEASURE_UNIT =
  /^(?:[kmgt]wh?|(?:kilo|mega|giga|tera)watt(?:-hours?)?s?|barrels?|bbls?|boe|mmbtu|tons?|tonnes?|ounces?|oz|gallons?|liters?|litres?|acres?|miles?|kilometers?|km|sq|square)$/;
/** An amount of money or a percentage is not a count ("$14.99 a month, members ..."). */
const MONEY_OR_SHARE = /^[$€£¥]|%$|^percent$/i;

/** An ISO 4217 currency, alone or per something ("USD", "EUR", "USD/shares"). */
const MONEY_UNIT = /^[A-Z]{3}(?:\/|$)/;
/** A cell whose tagged fact is money: its unit says so, whatever sign the cell prints. */
const isMoney = (c: CellCitation) => c.fact_id !== null && c.unit !== null && MONEY_UNIT.test(c.unit);
/** A column of money, a share or a change ("Cost (in thousands)", "% Increase", "Change from 2023"): its cells count nothing. */
const NOT_A_COUNT_COLUMN = /[$€£¥%]|\b(?:change|increase|decrease|growth|cost|costs|price|fees?|amount|dollars|expense|revenue)\b/i;

/**
 * Whether a passage states the count a "how many" question asks for: a number (not a year, an
 * amount of money or a percentage) beside the counted noun or one of the words filings write for
 * it. A passage on the subject with other numbers (a price, a store's size, a cost) does not.
 */
export function countStated(text: string, terms: QuestionTerms, cells: readonly CellCitation[] = [], caption = ""): boolean {
  if (terms.counted.length === 0) return true;
  text = withoutNoteMarks(text);
  const counted = new Set(terms.counted);
  // A "-ship" noun counts what its base names: "paid memberships" count the members, "dealerships" the dealers.
  const countedStem = (w: string) => counted.has(stem(w)) || (SHIP.test(w) && counted.has(stem(w.replace(SHIP, ""))));
  const qualifiers = new Set(terms.countedQualifiers.map(verbStem));
  const headings = cells.map((c) => `${c.row_label} ${c.column_label}`).join(" ");
  // "How many Quindex units": units of something else ("24 million restricted stock units") are not the count.
  // A qualifier written as filings write it counts ("registered" shareholders as holders "of record").
  const written = new Set(terms.countedQualifiers.flatMap((q) => terms.alternatives.get(stem(q)) ?? []));
  if (qualifiers.size && !wordsOf(`${text} ${headings}`).some((w) => qualifiers.has(verbStem(w)) || written.has(stem(w)))) return false;
  // A table cell counts what its row label or column heading names as its head ("Widgets (in thousands)" over "312", not "Employee stock plans"); not a column of money, a share or a change, wherever the row's text prints it.
  const heads = (label: string) => {
    const tokens = label.split(/\s+/).filter((t) => t.length > 0);
    const words = tokens.map((t) => wordsOf(t)[0] ?? "");
    // "Cost of goods (including buying and warehousing costs)" names no purchase counted.
    return words.some((w, i) => countedStem(w) && !w.endsWith("ing") && !isModifier(tokens, words, i));
  };
  // A caption saying what the table counts ("the number of individuals served, by segment") heads every row of it.
  const countedByCaption = [...caption.matchAll(NUMBER_OF_NOUN)].some((m) => countedStem(m[1]!));
  if (
    cells.some(
      (c) =>
        c.value !== null &&
        !/[$€£¥%]/.test(c.text) &&
        !isMoney(c) &&
        !NOT_A_COUNT_COLUMN.test(c.column_label) &&
        (countedByCaption || heads(c.row_label) || heads(c.column_label)),
    )
  )
    return true;
  // A row whose every figure is money by its tagged fact's unit ("Patents and technology | 2,803" in USD, no sign printed) counts nothing.
  const figures = cells.filter((c) => c.value !== null);
  if (figures.length > 0 && figures.every(isMoney)) return false;
  // Tokens as printed, so a currency sign or a percent stays with its number.
  const tokens = text.split(/[\s|]+/).filter((t) => t.length > 0);
  const scaled = SCALED.test(text);
  const words = tokens.map((t) => wordsOf(t)[0] ?? "");
  const isCount = (i: number) => {
    const t = tokens[i]!;
    const w = words[i]!;
    // "20.5%," is a share whatever punctuation closes it.
    const bare = (k: number) => (tokens[k] ?? "").replace(/[,;:.)\]]+$/, "");
    if (MONEY_OR_SHARE.test(bare(i)) || MONEY_OR_SHARE.test(bare(i + 1)) || tokens[i - 1] === "$") return false;
    if (isName(tokens, i) || isRate(words, i)) return false;
    if (NUMBER_WORDS.test(w)) return i === 0 || !/[$€£¥]/.test(tokens[i - 1]!);
    // Things counted come whole: "243.5" is square feet or dollars unless a scale makes it a count ("3.35 billion", "Members (M) 301.6").
    // A quantity measured in a unit is a decimal before the unit's symbol or name ("3.4 GWh").
    if (/^\d+\.\d+[,;:)]?$/.test(t) && !scaled && !MEASURE_UNIT.test(words[i + 1] ?? "")) return false;
    return NUMBER_WORD.test(w) && !YEAR.test(w);
  };
  // "GPUs featured in over 170 laptop designs": a number after the noun with a noun of its own counts that one.
  const countsAnother = (j: number) => {
    const next = words[j + 1] ?? "";
    return (
      /^[\d,.]+$/.test(tokens[j]!) &&
      /^[a-z]+$/.test(tokens[j + 1] ?? "") &&
      !isStopword(next) &&
      !NUMBER_WORDS.test(next) &&
      !CLAUSE_WORDS.has(next) &&
      !counted.has(stem(next))
    );
  };
  const asked = new Set([...terms.stems, ...terms.names]);
  const askedWord = (j: number) =>
    asked.has(verbStem(words[j]!)) ||
    asked.has(stem(`${words[j - 1] ?? ""}${words[j]}`)) ||
    asked.has(stem(`${words[j]}${words[j + 1] ?? ""}`));
  // A small count in words ("about two hours") is read only right before its noun.
  const isWordedCount = (j: number, i: number) => i - j <= WORDED_NEAR && WORDED_NUMBER.test(words[j]!);
  return words.some((w, i) => {
    // A participle sharing the noun's stem ("representing" for representatives) is no mention of it.
    if (!w || !countedStem(w) || w.endsWith("ing") || isModifier(tokens, words, i)) return false;
    // The question's own words between count and noun are not counted ("3,000 paying agent force customers"
    // for "how many customers were paying for Agentforce"), nor a name of it written apart ("agent force").
    for (let j = i - 1, spent = 0; j >= 0 && spent < COUNT_BEFORE; j--) {
      if (isCount(j) || isWordedCount(j, i)) return true;
      if (!qualifiers.has(verbStem(words[j]!)) && !askedWord(j)) spent++;
    }
    // "the number of customers affected by the outage is approximately 3 million": the count closes the clause "number of" opens.
    const budget = words[i - 1] === "of" && words[i - 2] === "number" ? NUMBER_OF_AFTER : COUNT_AFTER;
    // "Customers, which grew from 228,054 ... to 267,982": a clause's linking words do not part the noun from its count.
    let spent = 0;
    for (let j = i + 1; j < Math.min(words.length, i + 1 + Math.max(budget, MAX_CLAUSE)); j++) {
      if (isCount(j) && !countsAnother(j)) return true;
      if (!CLAUSE_WORDS.has(words[j]!) && ++spent >= budget) break;
    }
    return false;
  });
}

const SHIP = /ships?$/;
/** "The number of <noun>" in a table's caption: what its cells count. */
const NUMBER_OF_NOUN = /\bnumbers? of (?:our |total |unique )?([\p{L}-]+)/giu;

/** Words that join a noun to its count in a clause ("which grew from", "was approximately"). */
const CLAUSE_WORDS = new Set([
  "which",
  "that",
  "who",
  "grew",
  "increased",
  "decreased",
  "rose",
  "declined",
  "fell",
  "was",
  "were",
  "is",
  "are",
  "had",
  "has",
  "totaled",
  "totalled",
  "reached",
  "from",
  "to",
  "of",
  "approximately",
  "about",
  "over",
  "nearly",
  "roughly",
  "more",
  "than",
]);
/** However many linking words, a count this many words after its noun belongs to another. */
const MAX_CLAUSE = 9;

/**
 * A singular noun followed by another noun modifies it: "Employee stock plans 19,662" counts stock
 * plans, "employee related costs" are costs. The words that keep it the counted head ("headcount
 * was", "customer base of", "employee count") follow it instead.
 */
function isModifier(tokens: readonly string[], words: readonly string[], i: number): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1];
  // A verb ("employed approximately 41,000") and a plural ("employees of") head their phrase.
  if (!next || /(?:s|ed|ing)$/i.test(words[i]!) || !/[\p{L}]$/u.test(t) || !/^[\p{L}-]+$/u.test(next)) return false;
  const w = next.toLowerCase();
  return !isStopword(w) && !HEAD_KEEPERS.has(w);
}
/** Words after a noun that keep it the head: a count's own nouns, verbs and prepositions ("people through its plans"), and what counts it sold ("Widget unit sales 240", "vehicle deliveries 1,200"). */
const HEAD_KEEPERS = new Set([
  "sales",
  "shipments",
  "deliveries",
  "count",
  "counts",
  "headcount",
  "number",
  "numbers",
  "total",
  "base",
  "population",
  "grew",
  "increased",
  "decreased",
  "rose",
  "fell",
  "reached",
  "totaled",
  "approximately",
  "nearly",
  "through",
  "across",
  "around",
  "throughout",
  "worldwide",
  "globally",
  "via",
  "served",
  "enrolled",
]);

/**
 * A small number after a capitalized word inside a sentence is part of a name ("Model 3", "Note 10",
 * "Phase 2", "Form 10-K"), and so is a four-digit one without a thousands comma after an acronym
 * ("RTX 4090": filings print a count of thousands as "4,090"), not a count.
 */
function isName(tokens: readonly string[], i: number): boolean {
  const t = tokens[i]!;
  const prev = tokens[i - 1];
  const before = tokens[i - 2];
  if (prev === undefined || before === undefined || /[.!?:]$/.test(before)) return false;
  return (
    (/^\d{1,3}(?:-?[A-Za-z]{1,2})?[,.;:)]?$/.test(t) && /^[A-Z][a-z]+$/.test(prev)) ||
    (/^\d{4}[,.;:)]?$/.test(t) && /^[A-Z]{2,5}$/.test(prev))
  );
}

/** A number read per unit of time ("1,400 ... per week", "100 a day") is a rate, not the period's count. */
function isRate(words: readonly string[], i: number): boolean {
  for (let j = i + 1; j < Math.min(words.length, i + RATE_WINDOW); j++) {
    if (PER_TIME.test(words[j]!) || (/^(?:per|a|an|each)$/.test(words[j]!) && TIME_UNIT.test(words[j + 1] ?? ""))) return true;
  }
  return false;
}
const RATE_WINDOW = 7;
const PER_TIME = /^(?:daily|weekly|monthly|hourly)$/;
const TIME_UNIT = /^(?:second|minute|hour|day|week|month)s?$/;

/** A verb of plan or expectation ("the plan calls for", "we expect to", "to be built"; not a noun: "the ads plan", "as expected"): its sentence tells what is to be done. */
const PLANNED =
  /\b(?:plans?|planning|expects?|expecting|intends?|aims?|anticipates?|forecasts?) to\b|\bcalls? for\b|\b(?:are|is|we're|were) designing\b|\bto be (?:built|made|produced|delivered|launched|opened)\b|\bwill (?:build|make|produce|deliver|launch|ship|open)\b/i;
const withoutPlans = (text: string) =>
  text
    .split(SENTENCE_END)
    .filter((sentence) => !PLANNED.test(sentence))
    .join(" ");

export function answerPlace(items: readonly EvidenceItem[], terms: QuestionTerms, idf: (stem: string) => number): AnswerPlace {
  if (terms.stems.length === 0) return items.length > 0 ? "later" : "none";
  // Asked what was done, a figure in a sentence of plans ("the plan calls for 10,000 to be built this year") reports nothing done.
  const reported = (i: EvidenceItem) => `${i.subsection ?? ""} ${terms.pastAsked ? withoutPlans(i.text) : i.text}`;
  const states = (i: EvidenceItem) =>
    answerSupport(i, terms, idf) >= SUPPORT_NEEDED &&
    (!terms.figure ||
      ((figureNearSubject(reported(i), terms, idf, true) || cellNearSubject(i.cells ?? [], terms, idf)) &&
        namesTerm(i, terms) &&
        namesMeasure(i, terms) &&
        namesRareNames(i, terms, idf))) &&
    countStated(reported(i), terms, i.cells ?? [], i.subsection ?? "") &&
    namesPerson(i, terms) &&
    namesChosen(i, terms) &&
    namesOwners(i, terms) &&
    namesVoted(i, terms, idf);
  const at = items.slice(0, READ).findIndex(states);
  return at === 0 ? "first" : at > 0 ? "later" : "none";
}

/**
 * Asked for the figure of a named part ("net operating revenues in Brazil", "revenue Quantacorp
 * contributed"), a passage states it only when it names that part: each name the question
 * capitalizes that is as rare in the document as its other content words (idf at least their
 * median; "U.S." printed everywhere is no qualifier a passage must repeat).
 */
export function namesRareNames(item: Headed, terms: QuestionTerms, idf: (stem: string) => number): boolean {
  if (terms.names.length === 0) return true;
  const median = medianIdf(
    terms.stems.filter((s) => !terms.periodStems.has(s)),
    idf,
  );
  const rare = terms.names.filter((s) => idf(s) >= median);
  if (rare.length === 0) return true;
  const words = wordsOf(headedText(item).replace(/-/g, " "));
  // A name written apart ("agent force" for "Agentforce") is the name.
  const have = new Set([...words, ...words.slice(1).map((w, k) => `${words[k]}${w}`)].map(stem));
  // A call's spelling of the name as heard names it too (call-wording.ts).
  return (
    rare.every((s) => {
      const spellings = [s, ...(terms.alternatives.get(s) ?? [])];
      return spellings.some((a) => have.has(a));
    }) &&
    // One of them names the measure's owner ("Zorbex growing revenue ... ARR now at $1.7 billion" under "Platform growth accelerated").
    rare.some((s) => namedWithFigure(item, [s, ...(terms.alternatives.get(s) ?? [])], terms))
  );
}

/** Asked for "Zorbex's net revenue", a passage states it only when it names Zorbex (text, heading or a row's column headings). */
function namesOwners(item: EvidenceItem, terms: QuestionTerms): boolean {
  if (terms.owners.length === 0) return true;
  const have = headedStems(item);
  // An owner written otherwise ("EU" as "European") is named by that writing.
  const spellings = (o: string) => [o, ...(terms.alternatives.get(o) ?? [])];
  if (!terms.owners.every((o) => spellings(o).some((s) => have.has(s)))) return false;
  return !terms.figure || terms.owners.every((o) => namedWithFigure(item, spellings(o), terms));
}

/** Words between a name and the figure or measure it owns, at most ("Velmorra and Quindecks to exceed more than $31 billion of combined sales"). */
const NAME_NEAR = 15;
/** A heading this short names what the passage under it is about. */
const NAMING_HEADING = 5;
/** A heading's length in content words, its initials in parentheses aside: "North, South and Central Ruritania (NSCR)" is a name of four. */
const headingLength = (heading: string) => wordsOf(heading.replace(/\([A-Z&]{2,}\)/g, " ")).filter((w) => !isStopword(w)).length;

/**
 * Asked for a named thing's figure, whether a passage names one of the name's spellings where it
 * gives a figure: within NAME_NEAR words of a number (not a percentage when an amount is asked)
 * and of the measure asked, or in a short heading over it; a table row names it in the row or its
 * column headings. "Corporate net sales increased 32% to $794 million ... the impairment charge on
 * the Zorbex intangible asset" names Zorbex apart from the sales it states; "Software revenue
 * of $13,722 million ... acquisitions ..., including Quantacorp" names it apart from the figure.
 */
function namedWithFigure(item: Headed, spellings: readonly string[], terms: QuestionTerms): boolean {
  const named = (text: string) => {
    const words = wordsOf(text.replace(/-/g, " "));
    return [...words, ...words.slice(1).map((w, k) => `${words[k]}${w}`)].some((w) => spellings.includes(stem(w)));
  };
  if ((item.cells?.length ?? 0) > 0) {
    // A caption and a group heading ("Unit deliveries: 2024") name the row's subject; a caption that is a sentence introducing its table names it in its opening words ("ACP deliveries, including ..., were as follows:").
    const headings = (item.subsection ?? "").split(":").map((h) => (headingLength(h) <= NAMING_HEADING ? h : openingOf(h)));
    const row = `${item.text} ${(item.cells ?? []).map((c) => `${c.row_label} ${c.column_label}`).join(" ")}`;
    return named(row) || headings.some(named);
  }
  if (item.subsection && headingLength(item.subsection) <= NAMING_HEADING && named(item.subsection)) return true;
  return clausesOf(withoutNoteMarks(item.text)).some((clause) => namedWithFigureIn(clause, spellings, terms));
}

/** A sentence's opening words, where it names its subject. */
const openingOf = (sentence: string) => sentence.trim().split(/\s+/).slice(0, NAMING_HEADING).join(" ");

function namedWithFigureIn(text: string, spellings: readonly string[], terms: QuestionTerms): boolean {
  if (terms.amountAsked) text = text.replace(PERCENTAGE, " ");
  const words = wordsOf(text.replace(/-/g, " "));
  const stems = words.map(stem);
  const joined = words.slice(1).map((w, k) => stem(`${words[k]}${w}`));
  const window = (i: number) => ({ from: Math.max(0, i - NAME_NEAR), to: i + NAME_NEAR + 1 });
  const near = (i: number) => {
    const { from, to } = window(i);
    const figure = words.slice(from, to).some((w) => NUMBER_WORD.test(w) && !YEAR.test(w));
    return figure && (terms.measured.length === 0 || stems.slice(from, to).some((s) => terms.measured.includes(s)));
  };
  return (
    stems.some((s, i) => (spellings.includes(s) || spellings.includes(joined[i] ?? "")) && near(i)) ||
    linkedFigure(
      text.replace(/-/g, " "),
      (s) => spellings.includes(s),
      (sentence) => terms.measured.length === 0 || sentence.some((s) => terms.measured.includes(s)),
    ) ||
    // Asked a count, the sentence naming it that states the count beside its noun ("ratified Zorbex & Co as auditor ..., with 41,200 shares in favor").
    (terms.counted.length > 0 &&
      text
        .split(SENTENCE_END)
        .some((sentence) => wordsOf(sentence.replace(/-/g, " ")).some((w) => spellings.includes(stem(w))) && countStated(sentence, terms)))
  );
}

/**
 * Asked "what were the net revenues", a passage states them only when it names revenues (in its
 * text, heading, or a row's label and column headings): an award's "net shares" beside a percentage is not
 * the figure, however few words the filing has.
 */
const COST_NAMED_AFTER = /\bcosts? of (?:net )?(?:sales|revenues?|goods sold)\b|\bselling(?:,| and) (?:general|administrative)\b/gi;
export function namesMeasure(item: Headed, terms: QuestionTerms): boolean {
  // A table row names its measure in its label, its column headings or its caption: "Cash paid for
  // outstanding Quantacorp common stock" is no revenue Quantacorp contributed.
  if (terms.measured.length === 0) return true;
  // "Cost of sales", "selling, general and administrative expense": a cost named after the measure is not the measure.
  const have = new Set(wordsOf(headedText(item).replace(COST_NAMED_AFTER, " ")).map(stem));
  // "How many shares did it repurchase, and at what cost?": a passage stating the count states one of the figures asked.
  const named = (s: string) => have.has(s) || (STATED_AS.get(s) ?? []).some((a) => have.has(a));
  if (terms.measured.some(named) || terms.counted.some((s) => have.has(s))) return true;
  // "By what percentage did it rise": a percentage printed states the measure asked ("growth | 11% | 14%").
  return terms.measured.some((s) => SHARE_WORDS.has(s)) && /\d\s*%/.test(item.text);
}

/**
 * Asked for the figure of a defined term ("Net Revenue Retention"), a passage states it only when
 * it holds every word of one of the question's terms (in its text, heading or a row's column headings):
 * "net of tax, to revenue | 56" is no net revenue retention.
 */
function namesTerm(item: EvidenceItem, terms: QuestionTerms): boolean {
  if (terms.definedTerms.length === 0) return true;
  const have = headedStems(item);
  return terms.definedTerms.some((t) => t.every((s) => have.has(s) || (terms.alternatives.get(s) ?? []).some((a) => have.has(a))));
}

/** A run of capitalized words and initials: a name as a filing prints it ("Jane Q. Roe", "Ann McAllister", "Roe & Quill"). */
const CAPITALIZED_RUN = /(?:[A-Z][\p{L}’'-]*\p{Ll}[\p{L}’'-]*|[A-Z]\.)(?:\s+(?:&\s+)?(?:[A-Z][\p{L}’'-]*\p{Ll}[\p{L}’'-]*|[A-Z]\.))+/gu;
/** A firm as a filing names it: a word, capitalized or in capitals, before its legal form ("QUILL LLP", "Roe Partners LLC"). */
const FIRM = /\b[A-Z][\p{L}&’'-]+(?:\s+[A-Z][\p{L}&’'-]+)*,?\s+(?:LLP|LLC|L\.L\.P\.|Inc\.|Ltd\.?|plc|N\.A\.|GmbH|S\.A\.)/gu;
/** Words of a role or of a form's headings, not of a name ("Chief Executive Officer", "Compensatory Arrangements of Certain Officers"). */
const ROLE_WORD =
  /^(?:chief|executive|officers?|directors?|president|vice|senior|financial|operating|accounting|committee|board|meeting|annual|special|stock|stockholders?|shareholders?|arrangements?|compensatory|certain|election|departure|appointment|item|company|corporation)$/;
const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/**
 * Asked who ("Whom did it name to replace Jan Halvorsen on its board?"), a passage states the
 * answer only when it names someone the question does not: two or more capitalized words (not a
 * date, a title or a function word), one of them neither the question's nor the company's own
 * ("Acme Widgets, Inc."). A passage on the one who left names only them.
 */
function namesPerson(item: EvidenceItem, terms: QuestionTerms): boolean {
  if (!terms.personAsked) return true;
  const asked = askedNames(terms);
  if (namesAnotherName(item.text, asked)) return true;
  // A firm (an auditor, an adviser) is named by one word and its legal form.
  for (const m of item.text.matchAll(FIRM))
    if (wordsOf(m[0]).some((w) => !isStopword(w) && !asked.has(stem(w)) && !ROLE_WORD.test(w))) return true;
  return false;
}

const askedNames = (terms: QuestionTerms) => new Set([...terms.stems, ...terms.names, ...terms.ownWords.map(stem)]);

/** Whether a text names, by two or more capitalized words, someone or something the question and the company's own name do not. */
function namesAnotherName(text: string, asked: ReadonlySet<string>): boolean {
  for (const m of text.matchAll(CAPITALIZED_RUN)) {
    const words = wordsOf(m[0]).filter((w) => w.length > 1 && !isStopword(w) && !MONTH.test(w) && !TITLE.test(w) && !ROLE_WORD.test(w));
    if (words.length >= 2 && words.some((w) => !asked.has(stem(w)))) return true;
  }
  return false;
}

/**
 * Asked how holders voted on a proposal ("to require an independent board chair"), a passage
 * states the result only when it names most of the proposal: the tally of another proposal
 * ("ratified the independent accounting firm ..., with 41,200 shares in favor") shares a word or two.
 */
const VOTED_ON_NEEDED = 0.5;
function namesVoted(item: EvidenceItem, terms: QuestionTerms, idf: (stem: string) => number): boolean {
  return terms.votedOn.length === 0 || answerSupport(item, terms, idf, terms.votedOn) >= VOTED_ON_NEEDED;
}

/**
 * Asked which of a kind ("Which board committees will she chair?"), a passage states the answer
 * only when it names the kind (in its text or heading): one on her election that names no
 * committee does not say which.
 */
function namesChosen(item: EvidenceItem, terms: QuestionTerms): boolean {
  if (terms.chosen.length === 0) return true;
  const have = headedStems(item);
  if (terms.chosen.some((s) => have.has(s))) return true;
  // "Which businesses will they lead": a part of a company is named by its name ("Widget & Gadget Services"), seldom by its kind.
  return terms.chosen.some((s) => PART_KINDS.has(s)) && namesAnotherName(item.text, askedNames(terms));
}
/** Kinds of a company's parts, which a passage names by their names. */
const PART_KINDS = new Set(["business", "segment", "division", "unit", "subsidiary", "operations"].map(stem));
