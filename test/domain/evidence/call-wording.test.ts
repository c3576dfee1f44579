import { describe, expect, it } from "vitest";
import type { Candidate } from "../../../src/domain/evidence/evidence-item.js";
import { NO_EXTRAS } from "../../../src/domain/evidence/evidence-item.js";
import { answerPlace } from "../../../src/domain/evidence/answer-presence.js";
import { heardAs, shortenedWords, soundex, withCallWording } from "../../../src/domain/evidence/call-wording.js";
import { rank } from "../../../src/domain/evidence/filing-evidence.js";
import { passageScore, type ScoringContext } from "../../../src/domain/evidence/passage-score.js";
import { questionTerms, stem, wordsOf } from "../../../src/domain/evidence/question-terms.js";

const said = (text: string): Candidate =>
  ({
    ...NO_EXTRAS,
    accession: "call",
    accession_is_synthetic: true,
    ticker: "T",
    form: "transcript",
    fiscal_year: 2024,
    fiscal_period: "Q4",
    period_end: null,
    filed_date: null,
    document: "call",
    filing_url: null,
    layer: "transcripts",
    score: 1,
    section: "prepared_remarks",
    section_title: "Prepared remarks",
    read_plan: "optional",
    text,
    start: 0,
    end: text.length,
  }) as Candidate;

describe("evidence: a call's short forms of the question's words", () => {
  const words = (q: string) => wordsOf(q);
  it("reads an acronym or a clipped compound as the run of question words it shortens", () => {
    expect(shortenedWords("ARR", words("What is the annual recurring revenue of the unit?"))).toEqual(["annual", "recurring", "revenue"]);
    expect(shortenedWords("GenAI", words("How large is the generative AI book of business?"))).toEqual(["generative", "ai"]);
    expect(shortenedWords("CapEx", words("How much AI-related capital expenditure was spent?"))).toEqual(["capital", "expenditure"]);
    // A function word gives its initial: earnings p(er) share.
    expect(shortenedWords("EPS", words("What earnings per share did it guide to?"))).toEqual(["earnings", "share"]);
  });
  it("reads no short form where the capitals do not start the words' pieces, or one word alone", () => {
    // "CapEx" is cap|ex: "ca" of capital and "pex" of nothing.
    expect(shortenedWords("CapEx", words("How much cash and pex did it spend?"))).toEqual([]);
    expect(shortenedWords("GAAP", words("What gross margin did it report?"))).toEqual([]);
    expect(shortenedWords("ARR", words("What is the arrangement?"))).toEqual([]);
  });
  it("counts the call's acronym as the words it shortens: the passage covers them", () => {
    const q = "What is the annual recurring revenue of the platform?";
    const terms = withCallWording(questionTerms(q), q, [{ markdown: "Platform ARR is now $1.7 billion." }]);
    expect(terms.alternatives.get(stem("annual"))).toContain("arr");
    const passage = wordsOf("Platform ARR is now $1.7 billion").map(stem);
    const ctx = (t: typeof terms): ScoringContext => ({ terms: t, expansion: [], df: new Map(), blocks: 10, avgLength: 8 });
    const tf = new Map(passage.map((s) => [s, 1]));
    expect(passageScore(ctx(terms), passage, tf)).toBeGreaterThan(1.5 * passageScore(ctx(questionTerms(q)), passage, tf));
  });
});

describe("evidence: a name as a call's transcriber heard it", () => {
  it("codes names by their sound", () => {
    expect(soundex("Carvykti")).toBe(soundex("Carvicti"));
    expect(soundex("Robert")).toBe("R163");
    expect(soundex("Ashcraft")).toBe("A261");
  });
  it("takes a word of the same sound and close letters for the name, not a word that only sounds alike", () => {
    expect(heardAs("skyrizi", "skyrizzi")).toBe(true);
    expect(heardAs("rinvoq", "rynvoke")).toBe(true);
    expect(heardAs("skyrizi", "squares")).toBe(false);
    expect(heardAs("zetamab", "zetamab")).toBe(false);
  });
  it("a passage writing the name as heard states the name's figure", () => {
    const q = "What were Zorvykta sales in the fourth quarter?";
    const text = "Zorvicta achieved sales of $334 million with growth of over 100%.";
    const plain = questionTerms(q);
    expect(answerPlace(rank([said(text)], 12), plain, () => 1)).toBe("none");
    const heard = withCallWording(plain, q, [{ markdown: `Good morning. ${text}` }]);
    expect(answerPlace(rank([said(text)], 12), heard, () => 1)).toBe("first");
  });
});

describe("evidence: a phrase as a call says it", () => {
  it("'how large' asks for a figure: no passage need write 'large'", () => {
    expect(questionTerms("How large is the generative AI book of business?").stems).not.toContain("larg");
  });
  it("a call's phrase with a short form of a question word ('GenAI book') is the question's phrase; a filing's synonym makes none", () => {
    const q = "How large is the generative AI book of business?";
    const terms = withCallWording(questionTerms(q), q, [{ markdown: "Our GenAI book of business now stands at over $7.5 billion." }]);
    expect(terms.spelled.get("ai")).toEqual(["genai"]);
    const stems = wordsOf("Our GenAI book of business now stands at over $7.5 billion").map(stem);
    const tf = new Map(stems.map((s) => [s, 1]));
    const ctx = (t: typeof terms): ScoringContext => ({ terms: t, expansion: [], df: new Map(), blocks: 10, avgLength: 10 });
    // The same alternatives without the phrase: "genai book" no longer pairs with "ai book".
    const unphrased = { ...terms, spelled: new Map() };
    expect(passageScore(ctx(terms), stems, tf)).toBeGreaterThan(passageScore(ctx(unphrased), stems, tf));
  });
});
