import type { TranscriptRecord } from "../../store/index.js";
import { splitSentences } from "../extractions/index.js";
import { NO_EXTRAS, type Candidate } from "./evidence-item.js";
import type { EvidenceLayer } from "./evidence-layer.js";
import { numberWeight, passageScore, type ScoringContext } from "./passage-score.js";
import { stem, wordsOf, type QuestionTerms } from "./question-terms.js";

/** Sentences of a turn read together as one passage, at most. */
const SENTENCES = 3;
/**
 * A call is a second source beside the filing: its passages weigh a little less; a question
 * about the call makes it the source to read, weighed as a required section is (plan-weights.ts).
 */
const CALL_WEIGHT = 0.8;
const ASKED_ABOUT_CALL = 2.75;
/** Guidance is given on the call (a 10-K or 10-Q rarely states it): a question asking what is expected reads the call first. */
const FORWARD_ASKED = 2.5;
/** Asked about one quarter of a year whose annual report is the filing, the call is what reports the quarter alone. */
const QUARTER_OF_ANNUAL = 2.5;
/** An analyst's turn asks; it rarely states the company's figure. */
const ANALYST_WEIGHT = 0.5;
export const ABOUT_CALL = /\b(call|conference|management (?:said|say|says|expect)|ceo|cfo|commentary|prepared remarks|analysts?)\b/i;

interface Passage {
  readonly transcript: TranscriptRecord;
  readonly section: string;
  readonly role: string | null;
  readonly start: number;
  readonly end: number;
  readonly stems: readonly string[];
  readonly tf: ReadonlyMap<string, number>;
  /** The turn's latest spoken heading before the run ("Let me turn to the outlook for the first quarter."), or null. */
  readonly heading: { readonly text: string; readonly stems: readonly string[] } | null;
}

/**
 * A sentence announcing what the speaker turns to ("Let me turn to the outlook for the first
 * quarter.", "Moving to the rest of the P&L.", "Now on to capital returns."): the call's heading,
 * which the sentences after it speak under until the next one. Short, so a sentence that tells a
 * figure on its way ("Turning to gross margin, it was 46%") is no heading.
 */
const SPOKEN_HEADING =
  /^(?:(?:ok(?:ay)?|so|now|next|finally|and|all right)[,.]?\s+)*(?:(?:let me|let's|let us|i'll|i will|i'd like to|i would like to|we'll|we will)\s+(?:now\s+)?(?:turn|move|shift|switch|go|come|talk|discuss|start|begin|review|walk|close|conclude|finish)\b|(?:turning|moving|shifting|switching|going|coming)\s+(?:(?:now|back|over|on)\s+)?to\b|(?:now\s+)?on(?:to)?\s+(?:to\s+)?(?:the\s+)?\w+[^,]*\.$)/i;
const HEADING_WORDS = 14;
/** A heading speaks over the sentences after it, this many at most: a speaker moves on without announcing it. */
const HEADING_REACH = 6;
/** A run's words found only in its spoken heading count for less than its own, as a table's lead-in's do. */
const SPOKEN_HEADING_WEIGHT = 0.7;
const isSpokenHeading = (sentence: string) =>
  SPOKEN_HEADING.test(sentence.trim()) && sentence.trim().split(/\s+/).length <= HEADING_WORDS && !STATES_FIGURE.test(sentence);
const STATES_FIGURE = /[$%]|\d[\d,]*\.\d/;

/**
 * Passages of the period's earnings-call transcripts: each turn (the operator's left out) cut
 * into runs of a few sentences, scored like the filing's passages with the calls' own word
 * frequencies, and cited by the transcript's source id and offsets in its stored markdown
 * (GET /api/documents/{source_id}?source_type=transcript serves that markdown).
 */
export function transcriptLayer(
  transcripts: readonly TranscriptRecord[],
  question: string,
  terms: QuestionTerms,
  expansion: readonly string[],
  annualFiling = false,
): Candidate[] {
  // Runs start at every sentence: an answer told over two sentences ("Capex was $X in the quarter. We think that rate is representative of next year's.") is one run, wherever it falls. Ranking keeps the best of overlapping runs.
  const passages: Passage[] = [];
  const df = new Map<string, number>();
  let blocks = 0;
  let total = 0;
  for (const t of transcripts) {
    for (const turn of t.turns) {
      if (turn.role !== null && /operator/i.test(turn.role)) continue;
      const sentences = splitSentences(t.markdown, turn.textStart, turn.end);
      let heading: Passage["heading"] = null;
      let headingAt = 0;
      for (let i = 0; i < sentences.length; i++) {
        const opening = t.markdown.slice(sentences[i]!.start, sentences[i]!.end);
        const opensTopic = isSpokenHeading(opening);
        const run = sentences.slice(i, i + SENTENCES);
        const start = run[0]!.start;
        const end = run[run.length - 1]!.end;
        const stems = wordsOf(t.markdown.slice(start, end)).map(stem);
        const tf = new Map<string, number>();
        for (const st of stems) tf.set(st, (tf.get(st) ?? 0) + 1);
        passages.push({
          transcript: t,
          section: turn.section,
          role: turn.role,
          start,
          end,
          stems,
          tf,
          heading: opensTopic || i - headingAt > HEADING_REACH ? null : heading,
        });
        if (opensTopic) {
          heading = { text: opening.trim(), stems: wordsOf(opening).map(stem) };
          headingAt = i;
        }
        // Word frequencies count each sentence once: over the runs that do not overlap.
        if (i % SENTENCES === 0) {
          for (const st of tf.keys()) df.set(st, (df.get(st) ?? 0) + 1);
          blocks++;
          total += stems.length;
        }
      }
    }
  }
  if (passages.length === 0) return [];
  const context: ScoringContext = { terms, expansion, df, blocks, avgLength: total / blocks };
  const weight =
    CALL_WEIGHT *
    (ABOUT_CALL.test(question)
      ? ASKED_ABOUT_CALL
      : terms.forwardAsked
        ? FORWARD_ASKED
        : terms.quarterAsked && annualFiling
          ? QUARTER_OF_ANNUAL
          : 1);
  const out: Candidate[] = [];
  // A run read under its spoken heading: the outlook's figures four sentences after "Let me turn to the outlook for the first quarter".
  // A heading holding none of the question's words (nor its expansion's) only lengthens the run: not scored again.
  const asked = new Set([...terms.stems, ...expansion, ...terms.synonyms, ...[...terms.alternatives.values()].flat()]);
  const headedScore = (p: Passage) => {
    if (!p.heading?.stems.some((st) => asked.has(st))) return 0;
    const tf = new Map(p.tf);
    for (const st of p.heading.stems) tf.set(st, (tf.get(st) ?? 0) + 1);
    return SPOKEN_HEADING_WEIGHT * passageScore(context, [...p.stems, ...p.heading.stems], tf);
  };
  for (const p of passages) {
    const relevance = Math.max(passageScore(context, p.stems, p.tf), headedScore(p));
    if (relevance <= 0) continue;
    const t = p.transcript;
    const text = t.markdown.slice(p.start, p.end);
    out.push({
      ...NO_EXTRAS,
      accession: t.sourceId,
      accession_is_synthetic: true,
      ticker: t.ticker,
      form: "transcript",
      fiscal_year: t.fiscalYear,
      fiscal_period: `Q${t.fiscalQuarter}`,
      period_end: null,
      filed_date: t.callDate,
      document: t.sourceId,
      filing_url: null,
      layer: "transcripts",
      score: relevance * weight * (p.role !== null && /analyst/i.test(p.role) ? ANALYST_WEIGHT : 1) * numberWeight(context, text),
      section: p.section,
      section_title: p.section === "qa" ? "Questions and answers" : "Prepared remarks",
      subsection: p.heading?.text ?? null,
      read_plan: "optional",
      text,
      start: p.start,
      end: p.end,
    });
  }
  return out;
}

/** Forms reporting a whole year: a quarter of it is reported alone by the period's call and release. */
export const ANNUAL_FORMS: readonly string[] = ["10-K", "10-K/A", "20-F", "40-F"];

/** The period's call transcripts (transcriptLayer), read whether or not the filing's document could be. */
export const TRANSCRIPTS_LAYER: EvidenceLayer = {
  name: "transcripts",
  needs: (read) => read.calls.length > 0,
  // The transcripts are already read: what fails here is a fault of the request's.
  failureFailsRequest: true,
  async read({ request, calls, terms, expansion, filing }) {
    return {
      consulted: ["transcripts"],
      candidates: transcriptLayer(calls, request.query, terms, expansion, ANNUAL_FORMS.includes(filing.form)),
    };
  },
};
