import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { EvidenceItem } from "../../../../src/domain/evidence/evidence-item.js";
import { filingEvidence, MAX_HITS, type EvidenceResponse } from "../../../../src/domain/evidence/filing-evidence.js";
import type { ToolDeps } from "../../../../src/tools/tool-deps.js";

/** A hand-read question: where in the filing the answer is, as a section key and a quote of the document. */
export interface GoldQuestion {
  readonly id: string;
  readonly question: string;
  readonly ticker: string;
  readonly year: number;
  readonly quarter: number;
  readonly form: string;
  readonly gold: readonly { readonly section: string; readonly quote: string }[];
}

export function loadGoldQuestions(): GoldQuestion[] {
  const file = fileURLToPath(new URL("./evidence-questions.json", import.meta.url));
  return (JSON.parse(readFileSync(file, "utf8")) as { questions: GoldQuestion[] }).questions;
}

/** Tickers the gold set reads. */
export const goldTickers = (qs: readonly GoldQuestion[]) => [...new Set(qs.map((q) => q.ticker))];

const flat = (s: string) => s.replace(/\s+/g, " ").trim();
/** An item shorter than this cannot count by being inside the quote (a lone number is not the passage). */
const MIN_INSIDE = 40;

/** Whether an item is gold: in a gold section, its text holding the quote (or, when long enough, held by it). */
export function isGold(item: Pick<EvidenceItem, "section" | "text">, q: GoldQuestion): boolean {
  const text = flat(item.text);
  return q.gold.some((g) => item.section === g.section && (text.includes(flat(g.quote)) || (text.length >= MIN_INSIDE && flat(g.quote).includes(text))));
}

export interface GoldOutcome {
  readonly question: GoldQuestion;
  readonly response: EvidenceResponse;
  readonly ms: number;
  /** Rank of the first gold item, or null when none was returned. */
  readonly goldRank: number | null;
}

/** Asks the deterministic planner every question (default max_hits) and finds the first gold item of each. */
export async function runGold(deps: ToolDeps, qs: readonly GoldQuestion[]): Promise<GoldOutcome[]> {
  const out: GoldOutcome[] = [];
  for (const q of qs) {
    const t = performance.now();
    const response = await filingEvidence(deps, {
      ticker: q.ticker,
      year: q.year,
      quarter: q.quarter,
      query: q.question,
      filingDateFrom: null,
      filingDateTo: null,
      formTypes: null,
      relatedTickers: [],
      taskIntent: null,
      includeFullSections: false,
      includePlannerTrace: false,
      maxHits: MAX_HITS.default,
      cacheOnly: true,
    });
    const ms = performance.now() - t;
    const hit = response.evidence.find((i) => isGold(i, q));
    out.push({ question: q, response, ms, goldRank: hit ? hit.rank : null });
  }
  return out;
}
