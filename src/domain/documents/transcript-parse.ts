/**
 * Earnings-call transcripts as plain text, parsed into turns (who speaks, in which part of the
 * call). Two layouts occur:
 *
 * - `speaker_lines`: a speaker's name on a line of its own, then "--" and their role (or just
 *   "Operator"), with "Prepared Remarks:" and "Questions & Answers:" headings (Motley Fool).
 * - `run_on`: the whole call as one paragraph without names. Turns are then found from what the
 *   speakers say: a hand-off ("I'll turn it over to <first name>") ends a turn and names the next
 *   speaker; the operator's "Our next question comes from <analyst> with <firm>"
 *   opens an analyst's turn; the answer starts where management addresses the analyst ("Thanks,
 *   <first name>."). Questions and answers begin at the operator's first question. Names found this way
 *   are partial (a first name where no full name was mentioned), and a speaker that cannot be
 *   told is null rather than guessed.
 */

const CALL_SECTIONS = ["prepared_remarks", "qa"] as const;
export type CallSection = (typeof CALL_SECTIONS)[number];

const TRANSCRIPT_LAYOUTS = ["speaker_lines", "run_on"] as const;
type TranscriptLayout = (typeof TRANSCRIPT_LAYOUTS)[number];

export interface Turn {
  readonly section: CallSection;
  /** The speaker's name as the transcript gives it, or null when it cannot be told. */
  readonly speaker: string | null;
  /** "operator", "analyst", "management" or the role line ("Chief Financial Officer"); null when unknown. */
  readonly role: string | null;
  readonly text: string;
}

export interface ParsedTranscript {
  readonly layout: TranscriptLayout;
  readonly turns: readonly Turn[];
}

/** Parses a transcript's text; never fails (a text without structure is one prepared-remarks turn). */
export function parseTranscript(text: string): ParsedTranscript {
  const normalized = text.replace(/\r\n?/g, "\n").trim();
  const lines = normalized.split("\n");
  if (lines.filter((l) => l.trim() === "--").length >= 2) return { layout: "speaker_lines", turns: speakerLines(lines) };
  return { layout: "run_on", turns: runOn(normalized.replace(/\s*\n+\s*/g, " ")) };
}

const QA_HEADING = /^(?:Questions?\s*(?:&|and)\s*Answers?|Q&A)\s*:?\s*$/i;
const PREPARED_HEADING = /^Prepared Remarks\s*:?\s*$/i;
const END_HEADING = /^(?:Call Participants|Contents|More [A-Z]+ analysis|All earnings call transcripts)\s*:?\s*$/i;

function speakerLines(lines: readonly string[]): Turn[] {
  const turns: Turn[] = [];
  let section: CallSection | null = null;
  let current: { section: CallSection; speaker: string | null; role: string | null; text: string[] } | null = null;
  const flush = () => {
    if (current && current.text.length)
      turns.push({ section: current.section, speaker: current.speaker, role: current.role, text: current.text.join("\n") });
    current = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    if (PREPARED_HEADING.test(line) && !/:$/.test(line) === false) {
      flush();
      section = "prepared_remarks";
      continue;
    }
    if (QA_HEADING.test(line) && line.endsWith(":")) {
      flush();
      section = "qa";
      continue;
    }
    if (END_HEADING.test(line) && section !== null && line !== "Contents:") {
      flush();
      section = null;
      continue;
    }
    if (section === null) continue;
    if (line === "Operator") {
      flush();
      current = { section, speaker: "Operator", role: "operator", text: [] };
      continue;
    }
    if ((lines[i + 1] ?? "").trim() === "--" && line.length > 0 && line.length <= 80 && !/[.?!]$/.test(line)) {
      flush();
      const role = (lines[i + 2] ?? "").trim();
      current = { section, speaker: line, role: /analyst/i.test(role) ? "analyst" : role || null, text: [] };
      i += 2;
      continue;
    }
    if (line === "") continue;
    current ??= { section, speaker: null, role: null, text: [] };
    current.text.push(line);
  }
  flush();
  return turns;
}

const QUESTION_INTRO =
  /\b(?:(?:our|the|and our|and the) )?(?:first|next|last|final|following) question (?:(?:will )?comes?|is|will be|today comes|from)(?: (?:from|with))?(?: the line of)? ([A-Z][\w'’-]+(?: [A-Z][\w'’-]+){0,3})(?:,? (?:with|from|of|at) ([A-Z][\w&'’.,-]*(?: [A-Z&][\w&'’.-]*){0,5}))?/;
const QA_START =
  /\b(?:may we have the first question|(?:first|1st) question (?:(?:will )?comes?|is|today)|begin(?:ning)? the question-and-answer|open (?:the call|it) (?:up )?(?:to|for) questions(?! from analysts)|move to Q&A|turn to Q&A|Operator, (?:please )?(?:open|go ahead))/i;
const HAND_OFF =
  /\b(?:turn|hand|pass)(?:ing)? (?:the call|it|things|the floor)? ?(?:back )?over to ([A-Z][a-z]+(?: [A-Z][a-z]+)?)|\b(?:now (?:call|ask) on|over to you,?) ([A-Z][a-z]+)/;
const SENTENCE = /[^.?!]+[.?!]+["”’)]*\s*|[^.?!]+$/g;

function runOn(text: string): Turn[] {
  const sentences = text.match(SENTENCE) ?? [text];
  const people = fullNames(text);
  const turns: Turn[] = [];
  let section: CallSection = "prepared_remarks";
  let current: { speaker: string | null; role: string | null; text: string[] } = { speaker: null, role: null, text: [] };
  let analyst: string | null = null;
  let nextSpeaker: string | null = null;
  const flush = () => {
    const body = current.text.join("").trim();
    if (body) turns.push({ section, speaker: current.speaker, role: current.role, text: body });
    current = { speaker: null, role: null, text: [] };
  };
  for (const sentence of sentences) {
    const intro = QUESTION_INTRO.exec(sentence);
    if (intro) {
      // The operator's introduction is a turn of its own; the analyst speaks next.
      flush();
      section = "qa";
      current = { speaker: "Operator", role: "operator", text: [sentence] };
      flush();
      analyst = intro[1] ?? null;
      current = { speaker: analyst, role: "analyst", text: [] };
      continue;
    }
    if (section === "prepared_remarks" && QA_START.test(sentence) && turns.length + current.text.length > 2) {
      current.text.push(sentence);
      flush();
      section = "qa";
      continue;
    }
    if (current.role === "analyst" && current.text.length === 0 && /^\s*Please go ahead\.?\s*$/i.test(sentence)) {
      // The operator's "Please go ahead." after the introduction.
      const operator = turns[turns.length - 1];
      if (operator?.role === "operator") turns[turns.length - 1] = { ...operator, text: `${operator.text} ${sentence.trim()}` };
      continue;
    }
    if (current.role === "analyst" && current.text.length > 0 && answerStarts(sentence, analyst, current.text)) {
      flush();
      current = { speaker: null, role: "management", text: [] };
    }
    if (nextSpeaker !== null && current.text.length === 0) {
      current.speaker = people.get(nextSpeaker) ?? nextSpeaker;
      current.role = "management";
      nextSpeaker = null;
    }
    current.text.push(sentence);
    const hand = HAND_OFF.exec(sentence);
    if (hand && section === "prepared_remarks" && !/^\s*(?:Before|After|When|Once)\b/.test(sentence)) {
      flush();
      nextSpeaker = (hand[1] ?? hand[2] ?? "").split(" ")[0] ?? null;
    }
  }
  flush();
  return turns;
}

/**
 * Where management's answer begins inside an analyst's turn: a sentence addressing the analyst
 * by first name ("Thanks, <first name>."), or, once the analyst has asked something, one that opens like
 * an answer ("Yeah, ...", "Sure.").
 */
function answerStarts(sentence: string, analyst: string | null, said: readonly string[]): boolean {
  const first = analyst?.split(" ")[0];
  const opener = String.raw`^\s*(?:(?:Yeah|Yes|Sure|Hi|Hey|Well|So|Thanks|Thank you|Great|Good|Okay|OK)[,.!]?\s+)+(?:so much,?\s+|very much,?\s+)?`;
  if (first && new RegExp(`${opener}${escape(first)}\\b`).test(sentence)) return true;
  const asked = said.some((s) => s.trimEnd().endsWith("?"));
  return asked && /^\s*(?:Yeah|Yes|Sure|Well|Great question|Good question|Let me|I'll take|Okay|OK)\b/.test(sentence);
}

/**
 * The company's own name as the call says it: "welcome to the <Name> ... call", "<Name>'s
 * fourth quarter ... call", "<Name> assumes no obligation". "and <Name> <Product>" then names
 * a product, not a person.
 */
function companyNames(text: string): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /\bwelcome to (?:the )?([A-Z][\w&.-]*)/gi,
    /\b([A-Z][\w&.-]*)(?:'s|’s)? (?:(?:Q[1-4]|first|second|third|fourth|fiscal|full|year|quarter|\d{4})\b[ -]?){1,5}[^.]{0,40}\b(?:earnings|conference) call/g,
    /\b([A-Z][\w&.-]*) (?:assumes|undertakes) no obligation/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) names.add(m[1] as string);
  return names;
}

/** Full names mentioned in the call ("CFO <First> <Last>"), by first name; the company's own name and sentence openers are no first names. */
function fullNames(text: string): Map<string, string> {
  const names = new Map<string, string>();
  const company = companyNames(text);
  const re =
    /\b(?:CEO|CFO|COO|President|Chief \w+ Officer|Chairman|Director of Investor Relations|Vice President[^,.]{0,40}?|our|and|with me(?: today)?(?: are| is)?)\s*,?\s+([A-Z][a-z]+) ([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const first = m[1] as string;
    if (!names.has(first) && !company.has(first) && !/^(?:The|This|Our|We|Today|Thank)$/.test(first)) names.set(first, `${first} ${m[2]}`);
  }
  return names;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
