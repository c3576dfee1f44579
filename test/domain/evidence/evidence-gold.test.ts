import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDocument } from "../../../src/domain/documents/document-source.js";
import { CONFIDENCES, COVERAGE_STATUSES, SEMANTIC_STATUSES } from "../../../src/domain/evidence/coverage.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";
import { goldTickers, loadGoldQuestions, runGold, type GoldOutcome } from "./gold/evidence-gold.js";

const corpus = requireCorpus();
const questions = loadGoldQuestions();

/**
 * Floors measured on the hand-read gold set (58 questions, 9 filings: 5 10-Ks, 4 10-Qs) with the
 * deterministic planner at the default max_hits (12): 56 of 58 had a gold item (96.6%), 41 had it
 * first (70.7%) on SQLite. The floors sit a little below, for PostgreSQL's index ranking.
 */
const HIT_RATE_FLOOR = 0.93;
const TOP1_FLOOR = 0.65;

describe.skipIf(!corpus)("the evidence planner on the hand-read gold set", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  let outcomes: GoldOutcome[];
  beforeAll(async () => {
    const stored = await corpusStore(corpus as string, goldTickers(questions));
    deps = stored.deps;
    close = stored.close;
    outcomes = await runGold(deps, questions);
  }, 600_000);
  afterAll(async () => close?.());

  it("covers at least 40 questions over at least eight filings of several forms and companies", () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    const filings = new Set(questions.map((q) => `${q.ticker} ${q.year} ${q.quarter}`));
    expect(filings.size).toBeGreaterThanOrEqual(8);
    expect(new Set(questions.map((q) => q.form)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(questions.map((q) => q.ticker)).size).toBeGreaterThanOrEqual(8);
  });

  it(`returns a gold item for at least ${HIT_RATE_FLOOR * 100}% of the questions and puts one first for at least ${TOP1_FLOOR * 100}%`, () => {
    const found = outcomes.filter((o) => o.goldRank !== null);
    const first = outcomes.filter((o) => o.goldRank === 1);
    const misses = outcomes.filter((o) => o.goldRank === null).map((o) => o.question.id);
    expect(found.length / outcomes.length, `missed: ${misses.join(", ")}`).toBeGreaterThanOrEqual(HIT_RATE_FLOOR);
    expect(first.length / outcomes.length).toBeGreaterThanOrEqual(TOP1_FLOOR);
  });

  it("answers within the contract: success, enumerated coverage statuses, at most max_hits items, ranks in order", () => {
    for (const { response } of outcomes) {
      expect(response.status).toBe("success");
      expect(CONFIDENCES).toContain(response.coverage.confidence);
      expect(SEMANTIC_STATUSES).toContain(response.coverage.semantic_status);
      expect(COVERAGE_STATUSES).toContain(response.coverage.coverage_status);
      expect(response.evidence.length).toBeLessThanOrEqual(12);
      expect(response.evidence.map((i) => i.rank)).toEqual(response.evidence.map((_, i) => i + 1));
      expect(response.source_pack.source_pack_version).toBe(response.coverage.source_pack_version);
    }
  });

  it("cites every item so that it resolves: the offsets slice the stored markdown back to the text, cells and facts to theirs", async () => {
    let checked = 0;
    for (const { response } of outcomes) {
      for (const item of response.evidence) {
        const filing = await deps.store.getFiling(item.accession);
        expect(filing, item.accession).not.toBeNull();
        expect(item.form).toBe(filing?.form);
        const { artifacts } = await loadDocument(deps, filing!, item.document);
        const markdown = artifacts.doc.markdown;
        expect(markdown.slice(item.start, item.end)).toBe(item.text);
        if (item.filing_url !== null) expect(item.filing_url.endsWith(`/${item.document}`)).toBe(true);
        if (item.section !== null && item.layer !== "extractions" && item.document === filing!.primaryDocument) {
          const section = artifacts.sections().find((s) => s.key === item.section);
          expect(section, `${item.section} of ${item.document}`).toBeDefined();
          expect(item.start >= section!.start && item.start < section!.end).toBe(true);
        }
        for (const cell of item.cells ?? []) expect(markdown.slice(cell.start, cell.end)).toBe(cell.text);
        if (item.fact) {
          expect(artifacts.doc.facts[item.fact.fact_id]).toEqual({ start: item.fact.start, end: item.fact.end });
          expect(item.fact.start >= item.start && item.fact.end <= item.end).toBe(true);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(questions.length * 5);
  });
});
