import { stem, type QuestionTerms } from "./question-terms.js";

/*
 * An analyst names things as people say them: a given name by its familiar form ("Larry" for a
 * director the filing lists as "Lawrence J."), a product line clipped ("Power Zorb" for a row the
 * filing prints "Power Zorbexa"). The documents' own spelling of such a name is read from their
 * text and added to the question's alternatives and spellings, so a passage writing it names what
 * was asked and holds the question's phrase ("Power Zorbexa" for "Power Zorb").
 */

/** Familiar forms of English given names and the formal names filings print. */
const FAMILIAR_NAMES: ReadonlyMap<string, readonly string[]> = new Map([
  ["Al", ["Albert", "Alan", "Alfred"]],
  ["Alex", ["Alexander", "Alexandra"]],
  ["Andy", ["Andrew"]],
  ["Ben", ["Benjamin"]],
  ["Bill", ["William"]],
  ["Bob", ["Robert"]],
  ["Chris", ["Christopher", "Christine", "Christina"]],
  ["Chuck", ["Charles"]],
  ["Dan", ["Daniel"]],
  ["Dave", ["David"]],
  ["Dick", ["Richard"]],
  ["Don", ["Donald"]],
  ["Doug", ["Douglas"]],
  ["Ed", ["Edward", "Edwin"]],
  ["Fred", ["Frederick"]],
  ["Greg", ["Gregory"]],
  ["Jeff", ["Jeffrey"]],
  ["Jerry", ["Gerald", "Jerome"]],
  ["Jim", ["James"]],
  ["Jimmy", ["James"]],
  ["Joe", ["Joseph"]],
  ["Jon", ["Jonathan"]],
  ["Kate", ["Katherine", "Kathryn", "Catherine"]],
  ["Ken", ["Kenneth"]],
  ["Larry", ["Lawrence", "Laurence"]],
  ["Liz", ["Elizabeth"]],
  ["Matt", ["Matthew"]],
  ["Meg", ["Margaret"]],
  ["Mike", ["Michael"]],
  ["Nick", ["Nicholas"]],
  ["Pat", ["Patrick", "Patricia"]],
  ["Ray", ["Raymond"]],
  ["Rick", ["Richard"]],
  ["Ron", ["Ronald"]],
  ["Sam", ["Samuel"]],
  ["Steve", ["Steven", "Stephen"]],
  ["Sue", ["Susan"]],
  ["Ted", ["Edward", "Theodore"]],
  ["Tim", ["Timothy"]],
  ["Tom", ["Thomas"]],
  ["Tony", ["Anthony"]],
]);

/** A clipped name has at least this many letters: "Zor" for Zorbexa, not "Zo". */
const MIN_CLIPPED = 3;
/** Words a formal given name may stand apart from the surname by: a middle initial ("Lawrence J. Quindex"). */
const MIDDLE = String.raw`(?:\s+[A-Z]\.)?\s+`;

/**
 * The question's terms with the documents' spellings of its names: a familiar given name printed
 * formally before the same surname, and a name clipped inside a compound the question writes
 * ("Power Zorb") printed whole in the same compound ("Power Zorbexa"). A clipped word alone is
 * not read: it would be every word it begins ("Zorbing").
 */
export function withNameSpellings(terms: QuestionTerms, question: string, texts: readonly string[]): QuestionTerms {
  const words = question.split(/\s+/).map((t) => t.replace(/^[("“]+|[)"”?,.:;!]+$/g, "").replace(/['’]s$/, ""));
  const added = new Map<string, Set<string>>();
  const add = (word: string, spelling: string) => {
    const st = stem(word.toLowerCase());
    const alt = stem(spelling.toLowerCase());
    if (alt === st || !terms.stems.includes(st)) return;
    added.set(st, (added.get(st) ?? new Set()).add(alt));
  };
  const found = (pattern: RegExp) => texts.some((t) => pattern.test(t));
  words.forEach((word, i) => {
    if (i === 0 || !/^[A-Z][a-z]+$/.test(word)) return;
    const next = words[i + 1] ?? "";
    const prev = words[i - 1] ?? "";
    for (const formal of FAMILIAR_NAMES.get(word) ?? [])
      if (/^[A-Z][a-z]+$/.test(next) && found(new RegExp(String.raw`\b${formal}${MIDDLE}${next}\b`))) add(word, formal);
    if (word.length < MIN_CLIPPED || !/^[A-Z][a-z]+$/.test(prev) || i - 1 === 0) return;
    for (const t of texts) {
      const m = new RegExp(String.raw`\b${prev}\s+(${word}[a-z]{2,})\b`).exec(t);
      if (m) {
        add(word, m[1]!);
        break;
      }
    }
  });
  if (added.size === 0) return terms;
  const alternatives = new Map(terms.alternatives);
  const spelled = new Map(terms.spelled);
  for (const [st, alts] of added) {
    alternatives.set(st, [...(alternatives.get(st) ?? []), ...alts]);
    spelled.set(st, [...(spelled.get(st) ?? []), ...alts]);
  }
  return { ...terms, alternatives, spelled };
}
