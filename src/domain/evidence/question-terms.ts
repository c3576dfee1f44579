/**
 * A question's content words: what a passage must hold to answer it. Question words, filler and
 * the words every filing uses ("company", "fiscal") are dropped; the rest are stemmed (Porter) so
 * "repurchased" finds "repurchases". The same stemmer reads passages (passage-index.ts).
 */
import { stemmer as porter } from "stemmer";
import { FILING_SYNONYMS } from "./filing-thesaurus.js";

const STOPWORDS = new Set(
  (
    "a an the of to in on for at by with from as is are was were be been being do does did has have had having it its this that these those yet " +
    "what which who whom whose when where why how much many any some all each per about into over under than then there their them they " +
    "we our us you your he she his her or and not no nor if so such can could would should will shall may might must also only same other " +
    "company company's companys registrant firm inc corp corporation fiscal year years quarter quarters period during report reported reports filing filed form " +
    "tell describe say says said state states stated list give according disclose disclosed discloses mention mentioned mentions explain " +
    "before after between among within while since until both either neither most more less least very there's what's s came come comes " +
    // A hedge in the question ("roughly how large", "approximately how many") is not what the answer says ("nearly 400,000").
    "approximately roughly nearly around " +
    // A question's verb for having an amount ("how much revenue did it generate") is not what a filing writes beside it.
    "generate generated generates " +
    // Nor its verbs of aim and direction ("where does it want that share to go").
    "want wants go goes " +
    // "Relative to the target" compares, as "compared with" does: no passage need say "relative".
    "relative " +
    // "For the year as a whole" is the year.
    "whole " +
    // "The number of shares": a filing states the count ("repurchased 5.0 million shares") without the word.
    "number"
  ).split(/\s+/),
);

/** Whether a word is a function word or one every filing uses (the words a question's terms drop). */
export const isStopword = (word: string) => STOPWORDS.has(word);

/** An agent noun in -er ("bottlers", "brewer"), its verb before the ending. */
const AGENT_NOUN = /^(\p{L}{3,})ers?$/u;

/** A capitalized adjective of a place ("Brazilian", "Ruritanian", "Japanese"), long enough to be no common word. */
const DEMONYM = /\b[A-Z]\p{Ll}{4,}(?:an|ese)\b/gu;
/**
 * The names of the place an adjective may be made from, as a filing prints them: its stem before the
 * ending as is ("Brazil" of "Brazilian", "Japan" of "Japanese", "Ruritania" of "Ruritanian") or with
 * its lost last letter ("Canada", "Mexico", "Italy"). Names that are no place match no passage.
 */
function placeNamesOf(question: string): [adjective: string, place: string][] {
  const out: [string, string][] = [];
  for (const [adjective] of question.matchAll(DEMONYM)) {
    const word = adjective.toLowerCase();
    for (const ending of ["ian", "ean", "an", "ese", "n"])
      if (word.endsWith(ending)) for (const end of ["", "a", "o", "y"]) out.push([word, `${word.slice(0, -ending.length)}${end}`]);
  }
  return out;
}

/** A word's Porter stem ("repurchased", "repurchases" -> "repurchas"; "terminated", "termination" -> "termin"). */
export function stem(word: string): string {
  let s = STEMS.get(word);
  if (s === undefined) {
    const w = word.toLowerCase().replace(/['’]s$/, "");
    // A noun in -ery is its verb's in -er ("deliveries", "recovery" as "deliver", "recover"): Porter leaves them apart.
    s = porter(NOUN_OF_ER_VERB.test(w) ? w.replace(NOUN_OF_ER_VERB, "er") : w);
    // A filing's vocabulary is a few tens of thousands of words: remember them all.
    if (STEMS.size < 200_000) STEMS.set(word, s);
  }
  return s;
}

const STEMS = new Map<string, string>();
/** "-ery"/"-eries" after at least three letters ("delivery", "machinery"; not "very", "every"). */
const NOUN_OF_ER_VERB = /(?<=\p{L}{3})er(?:y|ies)$/u;

/**
 * A word's stem as its verb's ("pai" of "paid" as of "paying"): the stemmer leaves an irregular
 * past form apart from the present, and a filing's "paid subscribers" are a question's "paying" ones.
 */
export function verbStem(word: string): string {
  return stem(IRREGULAR_FORMS[word] ?? word);
}
/** Irregular verbs, each as its present, past tense and past participle: the stemmer leaves their past forms apart. */
const IRREGULAR_VERBS: readonly (readonly [present: string, past: string, participle: string])[] = [
  ["pay", "paid", "paid"],
  ["sell", "sold", "sold"],
  ["buy", "bought", "bought"],
  ["make", "made", "made"],
  ["hold", "held", "held"],
  ["keep", "kept", "kept"],
  ["build", "built", "built"],
  ["send", "sent", "sent"],
  ["spend", "spent", "spent"],
  ["win", "won", "won"],
  ["lose", "lost", "lost"],
  ["leave", "left", "left"],
  ["grow", "grew", "grown"],
  ["give", "gave", "given"],
  ["take", "took", "taken"],
  ["get", "got", "gotten"],
  ["go", "went", "gone"],
  ["come", "came", "come"],
  ["become", "became", "become"],
  ["meet", "met", "met"],
  ["fall", "fell", "fallen"],
  ["rise", "rose", "risen"],
  ["see", "saw", "seen"],
  ["run", "ran", "run"],
  ["begin", "began", "begun"],
  ["choose", "chose", "chosen"],
  ["drive", "drove", "driven"],
  ["fly", "flew", "flown"],
  ["write", "wrote", "written"],
];
const IRREGULAR_FORMS: Readonly<Record<string, string>> = Object.fromEntries(
  IRREGULAR_VERBS.flatMap(([present, past, participle]) => [
    [past, present],
    [participle, present],
  ]),
);

const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** The words of a text, lower-cased, in order, without a possessive 's ("apple's" is "apple"). */
export function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(WORD);
  if (words === null) return [];
  // Every block of a document goes through here on its first request: test the last two
  // characters rather than run a regex per word (a 10-K has ~65k words).
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    const n = w.length;
    if (n > 2 && w.charCodeAt(n - 1) === 0x73 /* s */) {
      const a = w.charCodeAt(n - 2);
      if (a === 0x27 /* ' */ || a === 0x2019 /* ’ */) words[i] = w.slice(0, -2);
    }
  }
  return words;
}

export interface QuestionTerms {
  /** Stems of the content words, without repeats, in question order. */
  readonly stems: readonly string[];
  /** The content words as written (lower-cased), for the full-text index's query. */
  readonly words: readonly string[];
  /** Adjacent content-word stem pairs: a passage holding a pair as a phrase ranks higher. */
  readonly bigrams: readonly string[];
  /** Stems of the words filings use for the question's words ("change" -> increased, decreased). */
  readonly synonyms: readonly string[];
  /** The question asks for an amount or a change (how many, how much, what was, grow...): passages with numbers answer it. */
  readonly quantitative: boolean;
  /** The question asks for a figure (how many, how much, what was the amount ...): only a passage with a number states it. */
  readonly figure: boolean;
  /** Stems of the words that only name the question's period ("end", "second" in "the second quarter"). */
  readonly periodStems: ReadonlySet<string>;
  /** Of those, the stems of a date ("march", "31" of "the quarter ended March 31"): a table's column headings repeat them on every row. */
  readonly dateStems: ReadonlySet<string>;
  /** Per content stem, the stems of the words filings write for it ("spend" -> paid, purchased). */
  readonly alternatives: ReadonlyMap<string, readonly string[]>;
  /**
   * For "how many X ...": the stems X's head noun may be written as (itself and its synonyms). A
   * passage states the count only with a number beside one of them (answer-presence.ts).
   */
  readonly counted: readonly string[];
  /** The words qualifying the counted noun ("Zorbex" in "how many Zorbex units"): a passage counting it names one of them. */
  readonly countedQualifiers: readonly string[];
  /** The period asked is a quarter ("in the second quarter", "during the quarter"), not a year-to-date or annual span. */
  readonly quarterAsked: boolean;
  /**
   * The question compares the quarter with the one before it ("in the second quarter than in the
   * first", "sequentially"): the stems of the earlier quarter's ordinal ("first"), which a passage
   * stating a sequential change answers; null when no such comparison is asked.
   */
  readonly sequential: readonly string[] | null;
  /**
   * The defined terms the question names: runs of two or more capitalized words inside it ("Net
   * Revenue Retention", "Average Subscription Revenue per Customer"), as stems, the company's names aside.
   */
  readonly definedTerms: readonly (readonly string[])[];
  /** The question asks what is expected (guidance, an outlook, a forecast), not what was reported. */
  readonly forwardAsked: boolean;
  /** The question asks what was done or reported ("how many did it build in 2024"), not what is expected. */
  readonly pastAsked: boolean;
  /** The question asks where a matter stands ("the status of the suit", "where does the appeal stand"): its latest development. */
  readonly statusAsked: boolean;
  /** The question asks the most that may be paid, issued or borrowed ("the most an officer can be paid", "the maximum", "the cap"): a limit. */
  readonly limitAsked: boolean;
  /** The question asks how fast a figure moved ("how fast did it grow", "at what rate", "the growth rate"): a percentage answers. */
  readonly rateAsked: boolean;
  /** The question asks what moved a figure ("why did margin fall", "what pushed spending up", "what drove the increase"): a cause. */
  readonly causeAsked: boolean;
  /** The question asks a figure's level ("what was the rate", "how much did it lose"), not its change or a comparison. */
  readonly levelAsked: boolean;
  /** The question asks about a buyback's authorization itself ("how much remains under the program"). */
  readonly authorizationAsked: boolean;
  /** The figure asked is an amount, not a share, rate or change ("net sales", not "net sales growth" or "the margin percentage"). */
  readonly amountAsked: boolean;
  /**
   * For "what was/were <a measure>": the stems the measure's nouns may be written as ("revenu" of
   * "net revenues", with their synonyms). A passage states the figure only when it names one.
   */
  readonly measured: readonly string[];
  /**
   * The words qualifying the measure a "what was/how much" question names ("free" of "free cash
   * flow", "operating" of "operating margin"), as stems: a passage naming the measure without them
   * states another measure. Not "total", "net" and the like, which every statement's line may drop.
   */
  readonly measureQualifiers: readonly string[];
  /**
   * Stems of the owners the question names in the possessive other than the company itself
   * ("zorbex" of "Zorbex's net revenue", "velmora" of "Velmora's U.S. sales"): a passage that
   * names none of them states another's figure.
   */
  readonly owners: readonly string[];
  /**
   * Stems of the names the question capitalizes inside it, the company's own, the period's,
   * acronyms and the question's opening word aside ("Brazil", "Quantacorp", "Zorbex"): a figure of
   * a named part.
   */
  readonly names: readonly string[];
  /**
   * Per content stem, the stems the period's documents spell it with: a call's acronym or name as heard (call-wording.ts:
   * "genai" for "gener"), a name printed whole (name-spellings.ts: "zorbexa" for "zorb"). Also among `alternatives`;
   * read as the question's own words in its phrases.
   */
  readonly spelled: ReadonlyMap<string, readonly string[]>;
  /** The years the question names ("in 2025", "fiscal 2026", "FY26"), in question order. */
  readonly years: readonly number[];
  /** The question asks who: its answer is a person the question does not name (answer-presence.ts). */
  readonly personAsked: boolean;
  /** An amount that flows over the period ("client incentives in fiscal 2024"), not a balance at its end. */
  readonly flowAsked: boolean;
  /** "Which director got the most withheld votes": the one of many with the largest (`most`) or smallest (`least`) figure. */
  readonly extremeAsked: "most" | "least" | null;
  /** The words of the company's own names, which name no one else. */
  readonly ownWords: readonly string[];
  /** For "which <kind> ...": the stems the kind's noun may be written as ("committe" of "which board committees will"). */
  readonly chosen: readonly string[];
  /** For "how did they vote on <a proposal>": the proposal's content stems ("requir", "independ", "board", "chair"). */
  readonly votedOn: readonly string[];
  /** The stems of a place or part the question sets apart ("outside the United States", "excluding Ruritania"): its own figure is not the one asked. */
  readonly excluded: readonly string[];
}

/** The words filings write for a question's word, as written; the thesaurus keys a word as written or as its stem ("grow" for "growing"). */
const synonymsOf = (w: string): readonly string[] => FILING_SYNONYMS[w] ?? FILING_SYNONYMS[stem(w)] ?? [];
/** A noun and the words filings write for it, as stems. */
const withSynonyms = (w: string): string[] => [...new Set([w, ...synonymsOf(w)].map(stem))];

const FIGURE =
  /\b(how (many|much|large|big)|what (was|were|is|are) (the |its |their )?(total|amount|number|share|percentage|percent|rate|ratio|size|count|level|value)|what (?:[\w’'-]+ ){0,2}?prices?|what did [^?]*\b(?:bring|brought|take|took) in|what (?:share|percentage|percent|portion|proportion|fraction) of|what (?:did|does|do|will) [^?]*\bspend on|what (?:did|does|do|will) [^?]*\bpay for|what (?:did|does|do|will) [^?]*\bsell (?:in|during|over|across|globally|worldwide))\b/i;
/**
 * "How did shareholders vote on the proposal": a vote's result, which a filing states as the
 * shares voted for and against (Form 8-K Item 5.07(b) requires the counts), so a figure.
 */
const VOTE_ASKED = /\bhow did\b[^?]*\bvote\b|\bwhat was the vote\b/i;
/** The nouns a vote's result counts ("41,200 shares in favor", a "Votes For" column). */
const VOTE_COUNTED = ["votes", "shares"];
/** What was voted on: the words after "vote on", up to the meeting it was voted at or the question's end. */
const VOTED_ON = /\bvote (?:on|for|against) (.+?)(?= (?:at|in|during) (?:the|its|their|an?)\b[^?]*\bmeeting\b|[?]|$)/i;

/** The content stems of what a vote question asks the vote on; none when it asks no vote. */
function votedOnOf(question: string, own: ReadonlySet<string>): string[] {
  if (!VOTE_ASKED.test(question)) return [];
  const m = VOTED_ON.exec(question);
  return [
    ...new Set(
      wordsOf(m?.[1] ?? "")
        .filter((w) => w.length > 1 && !STOPWORDS.has(w) && !isOwn(w, own))
        .map(stem),
    ),
  ];
}
/**
 * "What was/were <a measure>", "how much <a measure>": a question naming a measure a filing states as a number (sales,
 * revenue, income, margin, a rate, a headcount, a pay award) asks for that number, whatever words come between.
 */
const MEASURE_NOUNS =
  "revenues?|sales|income|earnings|salary|salaries|bonus(?:es)?|awards?|margins?|profits?|loss(?:es)?|expenses?|costs?|cash flows?|capex|capital expenditures|backlog|headcount|rate|ratio|percentage|eps|arr|dividends?|debt|assets|liabilities|speed|count|volume|bookings|shipments|production|output|deliveries|members|subscribers|customers|users|" +
  // Amounts of money moved, and counts: "what were its share repurchases", "what was its capex spending".
  "repurchases?|buybacks?|spending|outflows?|inflows?|investments?|proceeds|payments?|purchases|expenditures|impairments?|charges?|fees|borrowings|inventor(?:y|ies)|employees|stores|units|orders|productivity|yield";
const MEASURE_QUESTION = new RegExp(
  `\\bwhat (?:(?:was|were|is|are)\\b[^?]*|(?:[\\w’'-]+ ){0,2}?)\\b(?:${MEASURE_NOUNS})\\b(?: (?:did|does|do|was|were|is|are)\\b)?|\\bhow much (?:[\\w’'-]+ ){0,2}?(?:${MEASURE_NOUNS})\\b`,
  "i",
);
const MEASURE_NOUN = new RegExp(`\\b(?:${MEASURE_NOUNS})\\b`, "gi");
/**
 * "How did Velmora's Latin America revenue grow": a measure's change asked, the measure the
 * subject of the verb, is a figure stated as an amount or a percentage ("how did its accounting for
 * digital assets change" asks how the accounting did).
 */
const MEASURE_CHANGE = new RegExp(
  `\\bhow did ((?!(?:for|of|on|to|about|with|in)\\b)[\\w’'&.-]+ ){0,5}?(?:${MEASURE_NOUNS}) (?:grow|change|increase|decrease|decline|rise|fall|drop)\\b`,
  "i",
);
/** Words asking for a share, a rate or a change, which a row of percentages states; "margin" alone may be either. */
const SHARE_ASKED =
  /\b(?:percent(?:age)?s?|shares? of|(?:pro)?portions? of|fractions? of|rates?|ratios?|margins?|yields?|grow(?:th|n)?|grew|change[ds]?|increase[ds]?|decrease[ds]?|decline[ds]?|by how much|how did|basis points?)\b|%/i;
/** Every form of the verbs ("is it forecasting", "expecting", "projecting"): a question asks in the progressive as often as in the present. A bare "project" is the verb only after its subject and before a preposition ("what sales did it project for 2025", not "did the plant project cost"). */
const FORWARD_ASKED =
  /\b(?:guid(?:e|ed|es|ing|ance)|outlook|forecast(?:s|ed|ing)?|expect(?:s|ed|ing)?|expectations?|project(?:ed|ing|ions?)|(?:think|thinks|believes?|sees?)(?: [\w’'.&-]+){1,5} will\b|(?:did|does|do|will|would)(?: [\w’'.&-]+){1,4} project(?= (?:for|in|at|to|that|over|through)\b|\s*[?,.]|$)|predict(?:s|ed|ing|ions?)?|anticipat(?:e|es|ed|ing)|target(?:s|ed|ing)? (?:for|in)\b|(?:is|are|now) targeting|(?:plans?|intends?) to|(?:wants?|aims?|hopes?)(?: [\w’']+){0,3} to)\b/i;
/** "What did the line bring in", "take in": its sales ("brings into the US" is no sales). */
const BRING_IN = /\b(?:bring|brings|brought|bringing|take|takes|took|taken|taking) in\b/gi;
/**
 * A name's description set before it ("Zorbex's push-payment service Zorbex Direct", "its streaming
 * app Quindex"): the analyst's gloss of what the name is, which a passage stating its figure seldom
 * repeats. The name itself says what is asked.
 */
const DESCRIBED_NAME =
  /(?<=\b(?:[\p{L}]+['’]s|its|their)\s+)(?:[\p{L}-]+\s+){0,2}(?:service|platform|business|subsidiary|program|programme|app|application|offering|brand|unit|network)\s+(?=\p{Lu})/gu;
/** A plane or a product "handed over" is delivered; a date "pushed back" was delayed, as filings say. */
const HAND_OVER = /\bhand(?:s|ed|ing)? over\b/gi;
/** Cash "handed out" or "paid out" to holders was paid, as filings say. */
const HAND_OUT = /\b(?:hand(?:s|ed|ing)?|pa(?:y|ys|id|ying)|dol(?:e|es|ed|ing)) out\b/gi;
/** "Sites it was dealing with": the verb asks nothing a passage writes ("a deal with Zorbex", the noun, stays). */
const DEALING_WITH = /\b(?:dealing|dealt) with\b/gi;
const PUSH_BACK = /\bpush(?:es|ed|ing)? (?:it |them |this |that )?back\b/gi;
/** A measure that "got better" improved, one that "got worse" worsened, as filings say. */
const GET_BETTER = /\b(?:get|gets|got|getting|gotten) (better|worse)\b/gi;
/** An officer who "steps down" retires, resigns or departs, as a filing says. */
const STEP_DOWN = /\bstep(?:s|ped|ping)? down\b/gi;
/** "Against a year earlier", "versus the prior quarter": a comparison with a period, whose words name the period only ("against" is no word of the subject). */
const AGAINST_PERIOD = /\b(?:against|versus|vs\.?)\s+(?=(?:a|the|one|last|prior|previous|its|their) (?:\w+ )?(?:year|quarter|period)\b)/gi;
/**
 * What is "yet to be recognized" or "not yet paid" a filing calls by the negated participle
 * ("unrecognized compensation cost", "unpaid", "unbilled receivables", "unvested awards").
 */
const NOT_YET =
  /\b(?:yet to(?: be)?|not yet(?: been)?) (recogni[sz]e|recogni[sz]ed|pay|paid|bill|billed|fund|funded|vest|vested|earn|earned|satisfy|satisfied|deliver|delivered|spend|spent)\b/gi;
/** Participles the regular ending does not make. */
const PARTICIPLE: Readonly<Record<string, string>> = { pay: "paid", paid: "paid", spend: "spent", spent: "spent", satisfy: "satisfied" };
const negatedParticiple = (verb: string) => {
  const v = verb.toLowerCase().replace(/recognise/, "recognize");
  return `un${PARTICIPLE[v] ?? (v.endsWith("ed") ? v : v.endsWith("e") ? `${v}d` : `${v}ed`)}`;
};
/** Cash that "went into" a thing was spent on it ("how much cash went into inventory"): a filing or a call says "spend". */
const WENT_INTO = /\b(?:cash|money|capital) (?:go|goes|went|gone|going) into\b/gi;
/** A deal that "fell apart" or that a party "walked away" from was terminated, as filings say. */
const DEAL_ENDED =
  /\b(?:f[ae]ll|falls|fallen|falling) (?:apart|through)\b|\bwalk(?:s|ed|ing)? away(?: from)?\b|\bcall(?:s|ed|ing)? off\b/gi;
/** "How much did the brand sell" asks "how much sales did the brand" make ("selling" expenses are a cost). */
const HOW_MUCH_SOLD = /\bhow much ((?:did|does|do|will|has|have)\b[^?,;]*?)\s+(?:sell|sold)\b/gi;
/** "What did it write off": a filing books the write-off as an impairment charge. */
const WRITE_OFF = /\b(?:write|writes|wrote|written|writing)[- ](?:off|down)\b|\bwrite-?(?:offs?|downs?)\b/gi;
/** "The most <someone> can ...", "at most", "the maximum", "the cap on": the question asks a limit ("the most important" asks none). */
const LIMIT_ASKED =
  /\bthe most (?=(?:an?|the|any|one|that|it|they|he|she|we|each)\b)|\bat most\b|\bmaximum\b|\bcap (?:on|of)\b|\bcapped\b|\bceiling\b|\bupper limit\b/i;
/** A rate of change asked: how fast, how quickly, at what rate, the growth rate. */
const RATE_ASKED =
  /\bhow (?:fast|quickly|rapidly)\b|\bat what (?:rate|pace)\b|\b(?:growth|decline) rate\b|\brate of (?:growth|increase|decline|decrease)\b|\bby what percent(?:age)?\b/i;
/** A change or a comparison asked, which a passage stating only the change answers. */
const CHANGE_ASKED =
  /\b(?:chang\w*|grow\w*|grew|increas\w*|decreas\w*|declin\w*|ris(?:e|en|ing)|rose|f[ae]ll\w*|drop\w*|improv\w*|compar\w*|versus|vs\.?|against|differ\w*|sequential\w*|how did)\b|\bfrom\b[^?]*\bto\b/i;
/** The words that frame a cause asked ("what drove", "what was behind", "the reasons for", "what factors"): the passage says "due to". */
const CAUSE_FRAME = String.raw`(?<=\bwhat )(?:drove|drives|has driven|pushed|pulled|caused|led to|lifted|weighed on|was behind|were behind|is behind|explains|factors)\b|\b(?:reasons?|drivers?) (?:for|of|behind)\b`;
/** A cause asked: why, what drove or pushed a figure, its drivers or reasons. */
const CAUSE_ASKED = new RegExp(
  String.raw`\bwhy\b|${CAUSE_FRAME}|\bwhat accounts? for the (?:increase|decrease|decline|rise|drop|change|growth)\b`,
  "i",
);
/** The frame of a cause asked, which a passage need not hold, as it need not hold "why". */
const CAUSE_VERB = new RegExp(CAUSE_FRAME, "gi");
/** Words naming an amount, which settle "margin" as one ("gross margin in dollars"). */
const AMOUNT_NAMED = /\bin dollars\b|\$|\bamount\b/i;
/**
 * "How much did the brand sell, and how did that compare ...": "how much" with no verb of change
 * in its clause asks an amount, whatever the question asks after it ("how much did sales grow" asks the change).
 */
const HOW_MUCH_AMOUNT =
  /\bhow much\b(?![^,;?]*\b(?:grow|grew|grown|increas|decreas|declin|ris[ei]|rose|f[ae]ll|chang|drop|climb|improv|shr[iu]nk|higher|lower|more|less)\w*)/i;
const QUARTER_ASKED = /\b(?:quarter|q[1-4]|three months)\b/i;
const SPAN_ASKED = /\b(?:six|nine|twelve) months\b|\b(?:first|second) half\b|year[- ]to[- ]date|full[- ]year|\bannual\b/i;
/** A question about a state of affairs ("what is the status of the program's production") names a measure without asking for it. */
const NARRATIVE = /\b(?:status|plans?|strategy|why|describe|risks?|policy|approach|timeline|progress|terms)\b/i;
// "What were the reasons for the decline in margin" asks a cause, not the margin.
const measureAsked = (question: string) => MEASURE_QUESTION.test(question) && !NARRATIVE.test(question) && !CAUSE_ASKED.test(question);
/** Common irregular past-tense verbs a counted noun may be the subject of ("how many patients took part"). */
const IRREGULAR_PAST = IRREGULAR_VERBS.map(([, past]) => past).join("|");
/** The noun a count question counts: "how many <paid subscribers> did", up to the verb that follows. */
const COUNT_PHRASE = /\bhow many ((?:[\w’'&-]+ ){0,5}?[\w’'&-]+?) (?:did|does|do|were|was|are|is|has|have|had|will|can|could)\b/i;
/**
 * "How many shares voted ...", "how many patients took part ...": without a helping verb, the counted noun is the subject of the
 * past-tense verb after it, regular or not (not an adverb before a participle: "newly hired employees joined").
 */
const COUNT_SUBJECT = new RegExp(String.raw`\bhow many ((?:[\w’'&-]+ ){0,4}?[\w’'&-]+?(?<!ly)) (?=(?:[a-z]+ed|${IRREGULAR_PAST})\b)`, "i");
const countPhraseOf = (question: string) => {
  const q = question.replace(SOURCE_WORDS, " ");
  return COUNT_PHRASE.exec(q) ?? COUNT_SUBJECT.exec(q);
};
const QUANTITATIVE =
  /\b(how (many|much)|what (was|were|is|are) (the )?(total|amount|number|share|percentage|rate|ratio|size|count|level|value)|how did .* (change|grow|perform|decline)|how large|how big|grow|growth|increase|decrease|percent|ratio|rate|amount|total)\b/i;

/** The words filings write for the question's content words, as written (for the full-text index, which does not stem). */
export function filingWordsFor(terms: QuestionTerms): string[] {
  const asked = new Set(terms.words);
  return [...new Set(terms.words.flatMap(synonymsOf))].filter((w) => !asked.has(w));
}

/** The content terms of a question; `ticker` and `company` words are dropped too (every passage of the filing is theirs). */
/**
 * Words that name where to look, not what the answer says ("on the earnings call", "what did
 * management say", "in its 10-K"): the layer weights read them (transcript-layer.ts), the
 * passage need not hold them.
 */
const SOURCE_WORDS =
  /\b(?:(?:on|in|during|at|per|from|according to) (?:the |its |their )?(?:[\w’'.-]+ ){0,4}?(?:call|10-k|10-q|filing|report|release)|earnings (?:call|release|conference)|conference call|(?:did |does |do )?management (?:say|said|says|tell|told|comment|discuss)(?:ed)?|(?:say|said|says|comment|commented) (?:on|about))\b/gi;

/** A date and the words that point at one ("the quarter ended March 31", "as of June 30", "the September quarter"): printed on every row of a table headed by it. */
const DATE_WORDS =
  /\b(?:(?:quarter|year|period) ended|as of|(?:january|february|march|april|may|june|july|august|september|october|november|december) (?:\d{1,2}|quarter))\b/gi;

/**
 * Words that name the period, which the filing was chosen by ("at the end of fiscal 2024", "in
 * the second quarter", "for the first six months", "the quarter ended March 31", "as of June 30",
 * "in early 2023", "by mid-March"):
 * they rank the passage of the right period first, but a passage stating the answer need not
 * repeat them (answer-presence.ts), and a table's column headings repeat them on every row.
 */
const PERIOD_WORDS = new RegExp(
  String.raw`\b(?:(?:january|february|march|april|may|june|july|august|september|october|november|december)-(?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:compared? (?:with|to) |versus |vs\.? |than |from )?(?:a|the|one) year (?:earlier|ago|before)|(?:at|as of|by) the end of|year[- ]end|(?:in|for|during|of) the (?:first|second|third|fourth|latest|last|most recent) (?:quarter|half)|(?:first|second|third|fourth) quarter|(?:first|last) (?:three|six|nine|twelve) months|(?:three|six|nine|twelve) months ended|(?:early|late|mid)[- ]?(?:(?:19|20)\d\d|(?:january|february|march|april|may|june|july|august|september|october|november|december)))\b|${DATE_WORDS.source}`,
  "gi",
);

export function questionTerms(asked: string, ownNames: readonly string[] = []): QuestionTerms {
  const question = asked
    .replace(COUNTRY_INITIALS, "United")
    .replace(BUY_NAMED, "acquire")
    .replace(STANDS, "status $1")
    .replace(HOW_MUCH_SOLD, "how much sales $1");
  // A name's words, and the words run together as a brand writes them ("Velmora Labs" as "VelmoraLabs").
  const own = new Set(ownNames.flatMap((n) => [...wordsOf(n), ...ownRunTogether(wordsOf(n))]));
  // A single letter is an initial ("A&Z's" reads "a", "z"), not a word a passage must hold.
  // "How large", "how big" ask for a figure (FIGURE), "how fast" a rate of growth: no passage writes them beside it.
  const worded = question
    .replace(SOURCE_WORDS, " ")
    .replace(DESCRIBED_NAME, "")
    .replace(/\bhow (?:large|big|fast|quickly|rapidly|long)\b/gi, " ")
    .replace(BRING_IN, "sales")
    .replace(WENT_INTO, "spend on")
    .replace(NOT_YET, (_, verb: string) => negatedParticiple(verb))
    .replace(AGAINST_PERIOD, " ")
    .replace(HAND_OVER, "deliver")
    .replace(HAND_OUT, "paid")
    .replace(DEALING_WITH, " ")
    .replace(PUSH_BACK, "delayed")
    .replace(STEP_DOWN, "retire")
    .replace(GET_BETTER, (_, how: string) => (how.toLowerCase() === "better" ? "improved" : "worsened"))
    .replace(DEAL_ENDED, "terminated")
    .replace(WRITE_OFF, "impairment")
    .replace(CAUSE_VERB, " ");
  const named = ownNamesOfParts(worded, own);
  const words = wordsOf(worded).filter(
    (w) => w.length > 1 && !STOPWORDS.has(w) && (!isOwn(w, own) || named.has(w)) && !/^(19|20)\d\d$/.test(w) && !/^(q[1-4]|fy\d*)$/.test(w),
  );
  const stems: string[] = [];
  for (const w of words) {
    const s = stem(w);
    if (!stems.includes(s)) stems.push(s);
  }
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < words.length; i++) bigrams.push(`${stem(words[i] as string)} ${stem(words[i + 1] as string)}`);
  const synonyms = [...new Set(words.flatMap(synonymsOf).map(stem))].filter((x) => !stems.includes(x));
  const alternatives = new Map(words.map((w) => [stem(w), synonymsOf(w).map(stem)] as const));
  const alternative = (st: string, other: string) => alternatives.set(st, [...(alternatives.get(st) ?? []), other]);
  // The country the question wrote in capitals is printed so too ("in the US", "U.S. sales").
  if (asked.search(COUNTRY_INITIALS) >= 0) for (const printed of ["us", "u"]) alternative(stem("United"), printed);
  // A hyphenated word is also written closed ("sign-ups" as "signups").
  for (const w of words) if (/^[\p{L}]+(?:-[\p{L}]+)+$/u.test(w)) alternative(stem(w), stem(w.replace(/-/g, "")));
  for (const [initials, named] of initialsOf(question, own)) for (const w of named) alternative(stem(w), initials);
  // A business "Brazilian" by its adjective is the "Brazil operations" of the filing.
  for (const [adjective, place] of placeNamesOf(question)) alternative(stem(adjective), stem(place));
  // One who does is written as the doing ("bottlers" as "bottling partners", "bottle"): the stemmer keeps a short word's -er.
  for (const w of words) {
    const doer = AGENT_NOUN.exec(w);
    if (doer && stem(w).endsWith("er")) alternative(stem(w), stem(`${doer[1]}e`));
  }
  const amountAsked =
    (FIGURE.test(question) || measureAsked(question)) &&
    (!SHARE_ASKED.test(question) || AMOUNT_NAMED.test(question) || HOW_MUCH_AMOUNT.test(question));
  return {
    stems,
    words: [...new Set(words)],
    bigrams: [...new Set(bigrams)],
    synonyms,
    quantitative: QUANTITATIVE.test(question) || measureAsked(question) || VOTE_ASKED.test(question),
    figure: FIGURE.test(question) || measureAsked(question) || VOTE_ASKED.test(question) || MEASURE_CHANGE.test(question),
    alternatives,
    periodStems: periodStemsOf(worded, stems, PERIOD_WORDS),
    dateStems: periodStemsOf(worded, stems, DATE_WORDS),
    counted: countedOf(question, own),
    countedQualifiers: countedQualifiersOf(question, own),
    quarterAsked: QUARTER_ASKED.test(question) && !SPAN_ASKED.test(question),
    sequential: QUARTER_ASKED.test(question) && !SPAN_ASKED.test(question) ? sequentialOf(question) : null,
    forwardAsked: FORWARD_ASKED.test(question),
    pastAsked: PAST_ASKED.test(question) && !FORWARD_ASKED.test(question),
    statusAsked: STATUS_ASKED.test(question),
    limitAsked: LIMIT_ASKED.test(question),
    rateAsked: RATE_ASKED.test(question),
    causeAsked: CAUSE_ASKED.test(question),
    levelAsked:
      (FIGURE.test(question) || measureAsked(question)) &&
      !CHANGE_ASKED.test(question) &&
      !RATE_ASKED.test(question) &&
      !CAUSE_ASKED.test(question),
    authorizationAsked: AUTHORIZATION_ASKED.test(question),
    definedTerms: definedTermsOf(question, own),
    amountAsked,
    measured: measuredOf(question, own),
    measureQualifiers: measureQualifiersOf(question, own),
    owners: ownersOf(question, own),
    names: namesOf(question, own),
    years: yearsOf(question),
    spelled: new Map(),
    personAsked: PERSON_ASKED.test(question),
    extremeAsked: extremeOf(question),
    flowAsked: amountAsked && FLOW_ASKED.test(question) && !STOCK_ASKED.test(question),
    ownWords: [...own],
    chosen: chosenOf(question, own),
    votedOn: votedOnOf(question, own),
    excluded: excludedOf(question),
  };
}

/** Words asking a change from the quarter before ("sequentially", "quarter over quarter", "than the prior quarter"). */
const SEQUENTIAL_WORDS = /\bsequential(?:ly)?\b|\bquarter[- ](?:over|on|to)[- ]quarter\b|\b(?:previous|prior|preceding|last) quarter\b/i;
/** An ordinal of a quarter, not of a half or a longer span ("first nine months"). */
const ORDINAL = /\b(first|second|third|fourth)\b(?! (?:half|three|six|nine|twelve|time)\b)/gi;
const ORDINALS = ["first", "second", "third", "fourth"];
/** A comparison with a year earlier: not the quarter before. */
const YEAR_AGO = /\b(?:a|one|the) year (?:earlier|ago|before)\b|\b(?:prior|previous|last) year\b|\byear[- ](?:over|on)[- ]year\b/i;

/** A quarter named with its year ("the second quarter of fiscal 2023", "Q2 2023"). */
const QUARTER_OF_YEAR =
  /\b(first|second|third|fourth|q[1-4]) quarter(?: of| in)?(?: fiscal)? ((?:19|20)\d\d)\b|\b(q[1-4]),? (?:fy ?)?((?:19|20)\d\d)\b/gi;

/**
 * Whether the question names two quarters with years that make them no neighbours: the first
 * quarter of 2024 against the second of 2023 compares across a year, not with the quarter before.
 */
function yearsApart(question: string): boolean {
  const quarters = [...question.matchAll(QUARTER_OF_YEAR)].map((m) => {
    const q = (m[1] ?? m[3])!.toLowerCase();
    const index = q.startsWith("q") ? Number(q[1]) - 1 : ORDINALS.indexOf(q);
    return Number(m[2] ?? m[4]) * 4 + index;
  });
  return quarters.length === 2 && Math.abs(quarters[0]! - quarters[1]!) !== 1;
}

/**
 * The stems of the earlier quarter a question compares its quarter with: two adjacent quarters
 * named ("in the second quarter ... than in the first"), or words of a sequential change (no
 * ordinal then). Null when the question compares no consecutive quarters.
 */
function sequentialOf(question: string): string[] | null {
  if (YEAR_AGO.test(question)) return null;
  const named = [...new Set([...question.matchAll(ORDINAL)].map((m) => m[1]!.toLowerCase()))];
  if (named.length === 2 && !yearsApart(question)) {
    const [a, b] = named.map((o) => ORDINALS.indexOf(o)) as [number, number];
    // The fourth quarter before the first is the year's turn ("the first quarter, compared with the fourth").
    if ((a - b + 4) % 4 === 1) return [stem(named[1]!)];
    if ((b - a + 4) % 4 === 1) return [stem(named[0]!)];
  }
  return SEQUENTIAL_WORDS.test(question) ? [] : null;
}

/** An amount asked over a span ("in fiscal 2024", "during the quarter", "over the year"). */
const FLOW_ASKED =
  /\b(?:in|during|over|throughout|for) (?:the |its |their )?(?:(?:fiscal|full|calendar) )?(?:years?|quarters?|(?:19|20)\d\d|fy ?\d\d)\b/i;
/** What stands at a date rather than flows over a span: a balance, a holding, a count at the end. */
const STOCK_ASKED =
  /\b(?:at|as of|by) (?:the )?(?:end|close)\b|\byear-end\b|\b(?:outstanding|balance|on hand|held|holds?|accrued|owed|owe|liabilit(?:y|ies)|assets?|debt|borrowings|cash|backlog|reserves?|remaining|left)\b/i;

/** "Which <kind> had the most ...", "who received the fewest ...": a choice among many by a figure. */
const EXTREME_ASKED = /\b(?:which|who|whom)\b[^?]*?\b(?:the )?(most|highest|largest|biggest|greatest|least|lowest|fewest|smallest)\b/i;
function extremeOf(question: string): "most" | "least" | null {
  const m = EXTREME_ASKED.exec(question);
  return m ? (/^(?:least|lowest|fewest|smallest)$/i.test(m[1]!) ? "least" : "most") : null;
}

/** "Who became ...", "Whom did it name ...", "..., and who replaced her?": the answer is a person ("the CEO, who joined in 2023, ..." asks no one). */
const PERSON_ASKED = /(?:^|;\s*|\band\s+)(?:who|whom)\b/i;
/** "Which <kind> did|does|will ...": the kind's noun is the last word before the verb. */
const WHICH_PHRASE = /\bwhich ((?:[\w’'&-]+ ){0,3}?[\w’'&-]+?) (?:did|does|do|were|was|are|is|has|have|had|will|would|can|could)\b/i;

/** The noun of "which <kind> <verb>" and the words filings write for it, as stems; the company's names aside. */
function chosenOf(question: string, own: ReadonlySet<string>): string[] {
  const m = WHICH_PHRASE.exec(question.replace(SOURCE_WORDS, " "));
  const head = wordsOf(m?.[1] ?? "")
    .filter((w) => !STOPWORDS.has(w) && !isOwn(w, own))
    .at(-1);
  return head ? withSynonyms(head) : [];
}

/**
 * The country written in capitals ("imports into the US", "U.S. sales"), which the pronoun "us"
 * would otherwise hide: a filing or a call writes "United States" ("States" is a stopword). Not
 * inside a compound ("non-U.S.", which a table's row label writes the same way).
 */
const COUNTRY_INITIALS = /(?<![\p{L}-])U\.?S\.?(?:A\.?)?(?![\p{L}.])/gu;

/** A named place or part set apart: "outside (of) the United States", "excluding Ruritania", "other than Zorbex". */
const SET_APART =
  /\b(?:outside(?: of)?|excluding|except(?: for)?|other than|apart from|beyond)\s+(?:the\s+)?((?:\p{Lu}[\p{L}.]*)(?:\s+\p{Lu}[\p{L}.]*){0,2})/u;
function excludedOf(question: string): string[] {
  const name = SET_APART.exec(question)?.[1];
  // "the US", read as "United" (COUNTRY_INITIALS), is the United States.
  return name ? wordsOf(name === "United" ? "United States" : name).map(stem) : [];
}

/** "The authorization", "how much remains", "the program's capacity": the limit itself asked. */
const AUTHORIZATION_ASKED = /\bauthori[sz]|\bremain|\bavailable\b|\bprogram\b|\bcapacity\b|\bleft\b/i;
/** A question in the past tense: "how many did it build", "what was", "how much had it spent". */
const PAST_ASKED = /\b(?:did|was|were|had)\b/i;
/** A matter's state asked ("where does the lawsuit stand" reads as its status; "what happened to the appeal" asks its outcome). */
const STATUS_ASKED =
  /\b(?:status|latest)\b|\bwhat (?:has |had )?happened (?:(?:in|during) (?:(?:fiscal )?(?:19|20)\d\d|the (?:year|quarter)) )?to\b/i;
/** "Where does the lawsuit stand", "how do talks stand": the status asked, in the question's idiom. */
const STANDS = /\b(?:where|how) (?:does|do|did) (.+?) (?:now )?stand\b/gi;

/** "Buy" before a name ("pay to buy Zorbex") is an acquisition, not the buyback "buy" stands for elsewhere. */
const BUY_NAMED = /\bbuy(?=\s+(?!back\b)[A-Z])/g;

/** A verb of what is to come ("will", "would", "is going to", "should"). */
const MODAL_FUTURE = /\b(?:will|would|shall|should|going to)\b/i;

/**
 * Whether a question asked of fiscal `periodYear` asks about a later year ("what would EPS do in
 * fiscal 2026", "where are margins landing in the first quarter of fiscal 2026", asked of fiscal
 * 2025): the period's sources can only state an expectation of it, as FORWARD_ASKED's words ask,
 * though it names none.
 */
export function asksLaterYear(question: string, periodYear: number): boolean {
  // "How much did it repurchase after the quarter, into January 2025": a report tells what was done after its period ended ("what did it say EPS would do" still asks the expectation).
  return (
    !SCHEDULED.test(question) &&
    (MODAL_FUTURE.test(question) || !PAST_ASKED.test(question)) &&
    yearsOf(question).some((y) => y > periodYear)
  );
}
/** What falls due in a later year by contract ("how much debt will mature in 2027"): a schedule the report prints, not an expectation. */
const SCHEDULED = /\b(?:matur\w*|due|expir\w*|payable|repay\w*|amortiz\w*|vest\w*|redeem\w*|redemptions?|lease payments?)\b/i;

/** The terms of a question asked of fiscal `periodYear` (asksLaterYear). */
export function withPeriodYear(terms: QuestionTerms, question: string, periodYear: number): QuestionTerms {
  return terms.forwardAsked || !asksLaterYear(question, periodYear) ? terms : { ...terms, forwardAsked: true };
}

function yearsOf(question: string): number[] {
  const out = new Set<number>();
  for (const m of question.matchAll(/\b(?:((?:19|20)\d\d)|FY ?'?(\d\d))\b/gi)) out.add(m[1] ? Number(m[1]) : 2000 + Number(m[2]));
  return [...out];
}

function namesOf(question: string, own: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  const tokens = question.replace(SOURCE_WORDS, " ").split(/\s+/);
  tokens.forEach((token, i) => {
    const word = token.replace(/^[("“]+|[)"”?,.:;!]+$/g, "").replace(/['’]s$/, "");
    // An acronym ("GAAP", "EPS", "ARR") names a measure or a basis, not a part; a region's ("EMEA", "APAC") names a part.
    if (i === 0 || !/^[A-Z][\p{L}-]+$/u.test(word) || (/^[A-Z-]+$/.test(word) && !REGION.test(word)) || NOT_TERM.test(word)) return;
    // "January-March" names a period, not a part.
    for (const w of wordsOf(word.replace(/-/g, " ")))
      if (w.length > 1 && !isOwn(w, own) && !STOPWORDS.has(w) && !MONTH_NAME.test(w)) out.add(stem(w));
  });
  return [...out];
}
/** Regions as companies abbreviate them in their segment and geography tables. */
const REGION = /^(?:EMEA|APAC|APJ|LATAM|LAC|AMER|AMERICAS|ANZ|MENA|CEE|DACH|EMEIA|JAPAC)$/;
const MONTH_NAME = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;

/** A word of the company's names, hyphenated or not ("acme-widget" of Acme Widget Co). */
const isOwn = (w: string, own: ReadonlySet<string>) =>
  own.has(w) || own.has(w.replace(/[-'’]/g, "")) || w.split(/[-'’]/).every((part) => own.has(part));

/** Owners that name a part of the company in general, not one that a passage must name ("the segment's"). */
const GENERIC_OWNER =
  /^(?:segment|segments|business|businesses|division|unit|board|management|committee|plan|program|group|subsidiary|subsidiaries|parent|brand|product|fund|portfolio|customer|customers|client|clients)$/;

function ownersOf(question: string, own: ReadonlySet<string>): string[] {
  const out = new Set<string>();
  for (const m of question.replace(SOURCE_WORDS, " ").matchAll(/([\p{L}\d][\p{L}\d.-]*)['’]s\b/gu)) {
    // A single letter is an initial ("A&Z's"), not a name a passage must hold.
    const words = wordsOf(m[1] ?? "").filter((w) => w.length > 1 && !isOwn(w, own) && !STOPWORDS.has(w) && !GENERIC_OWNER.test(w));
    for (const w of words) out.add(stem(w));
  }
  // "The average selling price of an eWidget": a figure per unit of a named thing is that thing's, as its possessive would say.
  for (const m of question.replace(SOURCE_WORDS, " ").matchAll(PER_UNIT_OF)) {
    const w = wordsOf(m[1] ?? "")[0];
    if (w && !isOwn(w, own) && !STOPWORDS.has(w)) out.add(stem(w));
  }
  return [...out];
}
/**
 * A run of three or more capitalized words, joined by commas, "the", "and" or "&" ("Europe, the
 * Middle East and Africa"), with their initials ("emea"): a table's row writes the region or
 * name by its initials ("EMEA(1)"), a note spells them out. A unit named after its company
 * ("Acme Commercial Products") is printed by initials that hold the company's ("ACP"); its own
 * words are the unit's name.
 */
function initialsOf(question: string, own: ReadonlySet<string>): [string, string[]][] {
  const out: [string, string[]][] = [];
  for (const m of question.replace(SOURCE_WORDS, " ").matchAll(SPELLED_NAME)) {
    const named = wordsOf(m[0]).filter((w) => !STOPWORDS.has(w));
    const unit = named.filter((w) => !own.has(w));
    if (named.length >= 3 && unit.length >= 2) out.push([named.map((w) => w[0]).join(""), unit]);
  }
  return out;
}
const SPELLED_NAME = /\b[A-Z][a-z]+(?:(?:,? (?:the |and |& )*)[A-Z][a-z]+)+/g;

/** "of a|an <Name>": a capitalized or camel-cased name ("Zorbex", "eWidget") after an indefinite article. */
const PER_UNIT_OF = /\bof an? ((?:[A-Z]|[a-z]+[A-Z])[\p{L}\d-]*)/gu;

/**
 * The measure nouns a "what was/were" question names, as stems, with the words filings write for
 * them. A generic one (a count, a rate) is named by the word before it: "employee count" is
 * stated as "employees", "churn rate" only where churn is, not by any rate.
 */
function measuredOf(question: string, own: ReadonlySet<string>): string[] {
  if (!measureAsked(question)) {
    // "How much ransom did it pay": whatever the noun after "how much", the amount asked is of it.
    const spent = question.replace(WENT_INTO, "spend on");
    const phrase = wordsOf((HOW_MUCH_NOUN.exec(spent) ?? SPENT_ON.exec(spent))?.[1] ?? "");
    // A generic noun is named by the word before it ("escrow money" is stated as what was released from escrow).
    const head = GENERIC_MEASURE.test(phrase.at(-1) ?? "") ? phrase.at(-2) : phrase.at(-1);
    return head && !STOPWORDS.has(head) && !isOwn(head, own) && !COMPARATIVE.test(head) ? withSynonyms(head) : [];
  }
  const nouns: string[] = [];
  for (const m of question.matchAll(MEASURE_NOUN)) {
    const before = wordsOf(question.slice(0, m.index)).at(-1);
    const qualified = GENERIC_MEASURE.test(m[0]) && before !== undefined && !STOPWORDS.has(before) && !own.has(before);
    nouns.push(...(qualified ? [before] : wordsOf(m[0])));
  }
  return [...new Set(nouns.flatMap((w) => [w, ...synonymsOf(w), ...(MEASURE_NAMES[w] ?? [])]).map(stem))];
}
/** The word right before each measure noun a "what was/how much" question names, when it qualifies it. */
function measureQualifiersOf(question: string, own: ReadonlySet<string>): string[] {
  if (!measureAsked(question)) return [];
  const out = new Set<string>();
  for (const m of question.matchAll(MEASURE_NOUN)) {
    if (GENERIC_MEASURE.test(m[0])) continue;
    const before = wordsOf(question.slice(0, m.index)).at(-1);
    if (
      before === undefined ||
      STOPWORDS.has(before) ||
      isOwn(before, own) ||
      /\d/.test(before) ||
      PLAIN_QUALIFIER.test(before) ||
      PERIOD_QUALIFIER.test(before)
    )
      continue;
    // A capitalized word names a part ("Services revenue"), which the name rules read (namesRareNames).
    if (/^[A-Z]/.test(question.slice(0, m.index).trimEnd().split(/\s+/).at(-1) ?? "")) continue;
    out.add(stem(before));
  }
  return [...out];
}
/** Qualifiers a statement's line may drop or every line shares. */
const PLAIN_QUALIFIER = /^(?:total|net|gross|consolidated|overall|annual|quarterly|reported|its|their|our|average|combined)$/;
/** A period ("second-quarter sales", "full-year revenue", "year-end debt") picks the filing, not the measure. */
const PERIOD_QUALIFIER = /\b(?:quarter|year|month|months|fiscal|ytd)\b/;

/** What something cost a company is stated as what it paid or was charged ("Acme paid Zorbex a break fee of $300 million"). */
export const COST_STATED_AS: readonly string[] = ["paid", "payment", "fee", "charge"];

/**
 * The names a filing gives the measure asked: a question says "sales", a release or a segment's
 * line says "revenue". Only to tell whether a passage names the measure: as a ranking synonym,
 * every revenue table would outrank the prose asked of "why sales fell".
 */
const MEASURE_NAMES: Readonly<Record<string, readonly string[]>> = {
  sales: ["revenue", "revenues"],
  cost: COST_STATED_AS,
  // "Net pension expense" is stated as "net periodic pension cost", unrecognized stock-award expense as "compensation cost".
  expense: ["cost", "costs"],
  expenses: ["cost", "costs"],
};
const HOW_MUCH_NOUN = /\bhow much ((?:[\w’'-]+ ){0,2}?[\w’'-]+) (?:did|does|do|was|were|is|are|has|have|had|will|would|went|goes)\b/i;
/** "Spend on research and development": what is spent on is the expense line asked (its last noun). */
const SPENT_ON =
  /\b(?:spend|spends|spent|spending) on ((?:[\w’'&-]+ ){0,4}?[\w’'&-]+?)(?=\s+(?:in|during|for|over|through|last|this|since|at)\b|[?,.;]|$)/i;
// "How much escrow money did it pay": money is the kind of figure, not a word the passage holds ("released from escrow $15.4 billion").
const GENERIC_MEASURE = /^(?:count|rate|ratio|percentage|volume|money)$/i;
/** "How much higher was margin": a comparison, whose measure comes after it. */
const COMPARATIVE = /^(?:higher|lower|more|less|greater|larger|bigger|smaller|longer|shorter|further|faster|slower)$/;

/** "exxon mobil corp" -> "exxonmobil", "exxonmobilcorp": a company's name as one word. */
function ownRunTogether(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let n = 2; n <= words.length; n++) out.push(words.slice(0, n).join(""));
  return out;
}

/** The nouns that may head "how many <...>" (countedPhrase) and the verb after it, with their synonyms' stems. */
function countedOf(question: string, own: ReadonlySet<string>): string[] {
  const m = countPhraseOf(question);
  const { heads } = countedPhrase(question, own);
  const head = heads[0];
  if ((!m || !head) && VOTE_ASKED.test(question)) return VOTE_COUNTED.map(stem);
  if (!m || !head) return [];
  // The verb after the noun names the count too ("how many people did it employ": "employed",
  // "how many vehicles did it deliver": "deliveries"); a verb of a workforce names a part of it only
  // after a general noun ("how many sales representatives does it employ" is not its employees).
  // The subject between them is a name, capitalized ("how many airplanes did Acme Aircraft Group deliver"): the verb is the first word in lower case.
  const after = (question.slice((m.index ?? 0) + m[0].length).match(/[\p{L}\d’'-]+/gu) ?? [])
    .filter((w) => !/^\p{Lu}/u.test(w))
    .flatMap(wordsOf)
    .find((w) => !STOPWORDS.has(w) && !own.has(w));
  const verb = after && WORKFORCE_VERB.test(after) && !GENERAL_COUNTED.test(head) ? undefined : after;
  const words = [
    ...heads.flatMap((h) => [h, ...synonymsOf(h), ...(COUNTED_AS[h] ?? [])]),
    ...(verb && (FILING_SYNONYMS[verb] || GOODS_VERB.test(verb)) ? [verb, ...(FILING_SYNONYMS[verb] ?? [])] : []),
    // Goods sold, shipped or made are counted in units ("Widget unit sales 240" for "how many widgets did it sell").
    ...(after && GOODS_VERB.test(after) ? ["units"] : []),
  ];
  return [...new Set(words.map(stem))];
}
/**
 * How filings count the members of a plan or a service: as the people it serves ("growth of 800,000 people"); how calls
 * count an app's users: as its "monthly actives", the noun left out. Read only for whether a count is stated.
 */
const COUNTED_AS: Readonly<Record<string, readonly string[]>> = {
  members: ["people", "individuals", "lives"],
  users: ["actives"],
  user: ["actives"],
};
const GOODS_VERB =
  /^(?:sell|sells|sold|ship|ships|shipped|deliver|delivers|delivered|produce|produces|produced|manufacture|manufactures|manufactured)$/;

/** Nouns a workforce verb counts whole ("people" employed); a specific noun is a part of the workforce. */
const GENERAL_COUNTED = /^(?:people|persons|individuals|workers|staff|employees|associates|personnel)$/;
const WORKFORCE_VERB = /^(?:employ|employs|employed|hire|hires|hired|have|has|had)$/;

/** The words qualifying the counted noun in "how many <...>": "Zorbex" of "Zorbex units", "paid" of "paid subscriptions". */
function countedQualifiersOf(question: string, own: ReadonlySet<string>): string[] {
  const { words, heads } = countedPhrase(question, own);
  return words.filter((w) => !heads.includes(w)).map(stem);
}

/**
 * The content words of "how many <...>" and the nouns that may head it: its last word, and the
 * last before an "of" that qualifies it ("stockholders" of "common stockholders of record",
 * "carloads" of "revenue carloads of coal and renewables": a table row names the latter, its
 * heading the former). The count is of the noun before a rate's "a", "per" or "each" ("how many
 * hours a day").
 */
function countedPhrase(question: string, own: ReadonlySet<string>): { words: string[]; heads: string[] } {
  const m = countPhraseOf(question);
  if (!m) return { words: [], heads: [] };
  // A word made with the company's name ("Acme-branded cards") qualifies nothing a passage of its own filing must repeat.
  const content = (text: string) =>
    wordsOf(text).filter((w) => !STOPWORDS.has(w) && !own.has(w) && !w.split(/[-'’]/).some((p) => own.has(p)));
  const phrase = (m[1] ?? "").split(/\s+(?:a|an|per|each)\s+/i)[0] ?? "";
  const words = content(phrase);
  const last = words.at(-1);
  const beforeOf = content(phrase.split(/\s+of\s+/i)[0] ?? "").at(-1);
  return { words, heads: [...new Set([beforeOf, last].filter((w): w is string => w !== undefined))] };
}

/** The content stems that appear only inside the question's period phrases. */
function periodStemsOf(question: string, stems: readonly string[], phrases: RegExp): Set<string> {
  const outside = new Set(wordsOf(question.replace(phrases, " ")).map(stem));
  return new Set(stems.filter((s) => !outside.has(s)));
}

/**
 * The company's own name opening the name of one of its parts ("Zorbex Direct", "Zorbex Cloud"):
 * there it is a word of the part's name, which a passage on another part ("Direct to Consumer" of a
 * sister brand) lacks. Its possessive ("Zorbex's Cloud revenue") names the company alone.
 */
function ownNamesOfParts(question: string, own: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const tokens = question.split(/\s+/);
  for (let i = 0; i + 1 < tokens.length; i++) {
    const word = tokens[i]!.replace(/^[("“]+/, "");
    const next = tokens[i + 1]!.replace(/[)"”?,.:;!]+$/g, "");
    if (!/^[\p{L}-]+$/u.test(word) || !own.has(word.toLowerCase())) continue;
    if (/^[A-Z][\p{L}-]+$/u.test(next) && !own.has(next.toLowerCase()) && !NOT_TERM.test(next) && !STOPWORDS.has(next.toLowerCase()))
      out.add(word.toLowerCase());
  }
  return out;
}

/** Capitalized words that open a question or name a period, not a defined term. */
const NOT_TERM =
  /^(?:What|How|Which|When|Where|Why|Who|Did|Does|Do|Is|Are|Was|Were|In|For|During|At|As|Q[1-4]|FY\d*|Fiscal|January|February|March|April|May|June|July|August|September|October|November|December)$/;
function definedTermsOf(question: string, own: ReadonlySet<string>): string[][] {
  const out: string[][] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2) out.push(run.map(stem));
    run = [];
  };
  for (const token of question.replace(SOURCE_WORDS, " ").split(/\s+/)) {
    // An owner ("Quantacorp's United States") is a name before the term, not a word of it.
    if (/^[A-Z].*['’]s$/.test(token.replace(/^[("“]+/, ""))) {
      flush();
      continue;
    }
    const word = token.replace(/^[("“]+|[)"”?,.:;!]+$/g, "").replace(/['’]s$/, "");
    // "per", "of", "and" join a term's words ("Average Subscription Revenue per Customer").
    if (run.length > 0 && /^(?:per|of|and|&)$/.test(word)) continue;
    const name = /^[A-Z][\p{L}-]*$/u.test(word) && !NOT_TERM.test(word) && !own.has(word.toLowerCase());
    if (name) run.push(word.toLowerCase());
    else flush();
    if (name && word !== token.replace(/^[("“]+/, "").replace(/['’]s$/, "")) flush();
  }
  flush();
  return out;
}
