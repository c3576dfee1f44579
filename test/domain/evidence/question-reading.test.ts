import { describe, expect, it } from "vitest";
import type { EvidenceItem } from "../../../src/domain/evidence/evidence-item.js";
import { EVIDENCE_INTENTS, matchIntent } from "../../../src/domain/evidence/intents.js";
import { nextReadsOf } from "../../../src/domain/evidence/next-reads.js";
import { questionTerms, wordsOf } from "../../../src/domain/evidence/question-terms.js";
import { readPlanOf } from "../../../src/domain/evidence/read-plans.js";
import { GOLD_SETS, loadGoldQuestions } from "./gold/evidence-gold.js";

/** Every hand-written question of the gold sets (real questions about corpus filings). */
const questions = GOLD_SETS.flatMap((set) => loadGoldQuestions(set));

describe("reading the gold sets' questions", () => {
  it("finds content words and stems in every question, so none is refused as wordless", () => {
    expect(questions.length).toBeGreaterThan(150);
    for (const q of questions) {
      const terms = questionTerms(q.question, [q.ticker]);
      expect(wordsOf(q.question).length, q.id).toBeGreaterThan(0);
      expect(terms.stems.length, q.id).toBeGreaterThan(0);
      expect(terms.words.length, q.id).toBeGreaterThan(0);
    }
  });

  it("chooses the intent whose cues weigh most, each cue a word of the question, and `general` when none cues", () => {
    const chosen = new Set<string>();
    for (const q of questions) {
      const m = matchIntent(q.question, null);
      expect(m.chosenBy).toBe("cues");
      const scores = m.candidates.map((c) => c.score);
      expect(scores, q.id).toEqual([...scores].sort((a, b) => b - a));
      expect(m.intent, q.id).toBe(m.candidates[0]?.intent ?? "general");
      for (const c of m.candidates) for (const cue of c.cues) expect(q.question.toLowerCase(), `${q.id} ${c.intent}`).toContain(cue);
      chosen.add(m.intent);
    }
    // The sets ask about every kind of thing the planner knows.
    expect([...chosen].sort()).toEqual([...EVIDENCE_INTENTS].sort());
  });

  it("takes the caller's task_intent in any spelling over the question's cues", () => {
    const q = questions[0]!.question;
    for (const intent of EVIDENCE_INTENTS) {
      const spelled = intent.replace(/_/g, "-").toUpperCase();
      expect(matchIntent(q, spelled)).toMatchObject({ intent, chosenBy: "task_intent" });
    }
  });
});

describe("suggested next reads", () => {
  const plan = readPlanOf("legal_matters", "10-K");
  const base = {
    ticker: "AAPL",
    year: 2024,
    quarter: 4,
    accession: "the-filing",
    document: "the-document.htm",
    required: plan.required,
    optional: plan.optional,
    items: [],
    missing: [],
    missingSchemas: [],
  };
  const full = (section: string, page: EvidenceItem["page"]) => ({ layer: "full_sections", section, page }) as EvidenceItem;

  it("reads the plan's sections the document has in full, required first, and skips one it lacks", () => {
    const reads = nextReadsOf({ ...base, present: ["item_1a", "item_3", "item_8"] });
    expect(reads.map((r) => [r.tool, r.arguments?.sections, r.reason.split(":")[0]])).toEqual([
      ["get_filing_sections", "item_3", "required read"],
      ["get_filing_sections", "item_8", "required read"],
      ["get_filing_sections", "item_1a", "optional read"],
    ]);
    expect(nextReadsOf({ ...base, present: ["item_8"] }).map((r) => r.arguments?.sections)).toEqual(["item_8"]);
  });

  it("skips a section returned whole, continues one returned in part, asks for missing schemas and names documents not stored", () => {
    const reads = nextReadsOf({
      ...base,
      present: ["item_3", "item_8"],
      items: [
        full("item_3", { section_start: 100, section_end: 900, truncated: false, next_char_start: null }),
        full("item_8", { section_start: 1000, section_end: 90_000, truncated: true, next_char_start: 41_000 }),
      ],
      missingSchemas: ["litigation"],
      missing: [{ kind: "document", section: null, name: "EX-13", stored: false, reason: "the annual report exhibit is not stored" }],
    });
    expect(reads.map((r) => r.tool ?? r.document)).toEqual([
      "get_filing_document",
      "get_filing_sections",
      "get_filing_extractions",
      "EX-13",
    ]);
    expect(reads[0]!.arguments).toEqual({
      accession: base.accession,
      primary_document: base.document,
      char_start: 41_000,
      char_end: 90_000,
    });
    expect(reads[1]!.arguments?.sections).toBe("item_8");
    expect(reads[2]!.arguments).toEqual({ ticker: "AAPL", year: 2024, quarter: 4, schemas: ["litigation"] });
  });
});

describe("reading a question's period as a retailer's calendar writes it", () => {
  it("'the first nine months' is the 39-week period, 'six months' the 26-week one", () => {
    const t = questionTerms("How much did Acme earn in the first nine months?");
    expect(t.alternatives.get("nine")).toContain("39-week");
    expect(questionTerms("What were sales for the six months?").alternatives.get("six")).toContain("26-week");
  });
});

describe("reading 'buy' by what is bought", () => {
  it("buying a named company is its acquisition; buying back stock is a repurchase", () => {
    const acquired = questionTerms("How much did Acme pay to buy Zorbex?", ["Acme Corp"]);
    expect(acquired.alternatives.get("acquir")).toContain("acquisit");
    expect(acquired.alternatives.has("bui")).toBe(false);
    expect(acquired.periodStems.size).toBe(0);
    expect(questionTerms("How many shares did Acme buy back?", ["Acme Corp"]).alternatives.get("bui")).toContain("repurchas");
  });
});

describe("reading an analyst's words as a filing writes them (filing-thesaurus.ts)", () => {
  it("a lawsuit is litigation or a complaint, staff are employees, a probe an investigation", () => {
    expect(questionTerms("Which lawsuits does Acme face?", ["Acme Corp"]).alternatives.get("lawsuit")).toEqual(
      expect.arrayContaining(["litig", "complaint"]),
    );
    expect(questionTerms("How many staff did Zorbex have?", ["Zorbex Inc"]).alternatives.get("staff")).toContain("employe");
    expect(questionTerms("What probe did regulators open into Velmora?", ["Velmora"]).alternatives.get("probe")).toContain("investig");
    expect(questionTerms("Why did Quindex's margin slip?", ["Quindex"]).alternatives.get("slip")).toContain("decreas");
    // A SPAC's merger is its business combination; a target's former owners are its holders.
    const merged = questionTerms("How many shares did Zorbex's former owners get when it merged with Acme?", ["Acme Corp"]);
    expect(merged.alternatives.get("merg")).toContain("combin");
    expect(merged.alternatives.get("owner")).toEqual(expect.arrayContaining(["stockhold", "holder"]));
  });

  it("leaves words that name another measure in a filing unmapped", () => {
    // Employee "turnover" is no revenue, retail "shrink" no decrease, and "revenue" of one product
    // line is not the company's "sales": mapped, each let a figure of another measure answer a question the filing does not.
    expect(questionTerms("What was Acme's employee turnover?", ["Acme Corp"]).alternatives.get("turnov") ?? []).toEqual([]);
    expect(questionTerms("How much did shrink cost Acme?", ["Acme Corp"]).alternatives.get("shrink") ?? []).toEqual([]);
    expect(questionTerms("What revenue did Acme's widgets bring in?", ["Acme Corp"]).alternatives.get("revenu") ?? []).not.toContain(
      "sale",
    );
  });
});

describe("reading a verb of outlook and the names of equity pay", () => {
  it("'project' asks what a company expects; a stock award is written share-based or as restricted stock units", () => {
    expect(questionTerms("What pension cost does Acme project for next year?", ["Acme Corp"]).alternatives.get("project")).toContain(
      "expect",
    );
    expect(questionTerms("How much stock-award expense is left to recognize?").alternatives.get("stock-award")).toEqual(
      expect.arrayContaining(["rsu", "share-bas"]),
    );
  });
});

describe("reading 'the number of'", () => {
  it("is no word a passage must hold: a filing states the count without it", () => {
    expect(questionTerms("How much stock did Acme repurchase in the quarter, in number of shares?", ["Acme Corp"]).stems).not.toContain(
      "number",
    );
  });
});

describe("reading a generic noun of an amount and the words around a figure", () => {
  it("'escrow money' asks the amount named by escrow; 'before' and 'after' are no words a passage must hold", () => {
    const t = questionTerms("How much escrow money did Acme pay out to Ruritania in the half?", ["Acme Corp"]);
    expect(t.measured).toEqual(["escrow"]);
    expect(questionTerms("How much would tariffs cost Acme before mitigation?", ["Acme Corp"]).stems).not.toContain("befor");
  });
});

describe("reading a cause asked in other words than 'why'", () => {
  it("'what drove', 'the reasons for' ask a cause: their verb is no word a passage must hold, and no figure is asked", () => {
    const drove = questionTerms("What drove the rise in Acme's Services sales in 2024?", ["Acme Corp"]);
    expect(drove.causeAsked).toBe(true);
    expect(drove.stems).not.toContain("drove");
    const reasons = questionTerms("What were the reasons for the decline in Acme's margin?", ["Acme Corp"]);
    expect(reasons.stems).not.toContain("reason");
    expect(reasons.figure).toBe(false);
  });
});

describe("reading an officer's leaving", () => {
  it("'stepping down' is read as retiring, which a filing may write as resigning or departing", () => {
    const t = questionTerms("Which Acme executive is stepping down in June?", ["Acme Corp"]);
    expect(t.stems).toContain("retir");
    expect(t.stems).not.toContain("down");
    expect(t.alternatives.get("retir")).toEqual(expect.arrayContaining(["resign", "depart"]));
  });
});

describe("reading a name with its description", () => {
  it("the analyst's gloss before a name is not a word a passage must hold; the name and the measure are", () => {
    const t = questionTerms("How many transactions did Acme's push-payment service Zorbex Direct handle in 2024?", ["Acme Corp"]);
    expect(t.stems).toEqual(expect.arrayContaining(["transact", "zorbex", "direct"]));
    expect(t.stems).not.toContain("servic");
    expect(t.stems).not.toContain("push-pay");
    // A kind noun that is part of the name, or not before a name, stays.
    expect(questionTerms("What were Acme's Cloud Services revenues?", ["Acme Corp"]).stems).toContain("servic");
    expect(questionTerms("How much did Acme's business units earn?", ["Acme Corp"]).stems).toContain("unit");
  });
});

describe("reading phrasal verbs as filings write them", () => {
  it("cash 'handed out' or 'paid out' was paid; 'dealing with' asks no word, the noun 'deal' stays", () => {
    const paid = questionTerms("How much cash did Acme hand out to shareholders as dividends in 2024?", ["Acme Corp"]);
    expect(paid.stems).toContain("paid");
    expect(paid.stems).not.toContain("hand");
    expect(questionTerms("What did Acme pay out in dividends?", ["Acme Corp"]).stems).toContain("paid");
    const sites = questionTerms("How many contaminated sites was Acme dealing with at year end?", ["Acme Corp"]);
    expect(sites.stems).not.toContain("deal");
    expect(questionTerms("What did Acme's deal with Zorbex cost?", ["Acme Corp"]).stems).toContain("deal");
  });
});

describe("reading plain words of change and comparison", () => {
  it("'got better' is an improvement; 'what was the size of' asks a figure", () => {
    const better = questionTerms("By what percentage did Acme's freight car velocity get better in the quarter?", ["Acme Corp"]);
    expect(better.stems).toContain("improv");
    expect(better.stems).not.toContain("get");
    expect(questionTerms("What was the size of Acme's locomotive fleet?", ["Acme Corp"]).quantitative).toBe(true);
  });
});
