import { describe, expect, it } from "vitest";
import { checkAnswer } from "../../../src/domain/evidence/answer-check.js";
import { statusesOf } from "../../../src/domain/evidence/coverage.js";
import { EVIDENCE_INTENTS, matchIntent } from "../../../src/domain/evidence/intents.js";
import { incorporatedSources } from "../../../src/domain/evidence/incorporation.js";
import { allReadPlans, readPlanOf } from "../../../src/domain/evidence/read-plans.js";
import { questionTerms } from "../../../src/domain/evidence/question-terms.js";
import { sectionKeysOf } from "../../../src/domain/documents/sections-names.js";
import { SECTION_FORMS } from "../../../src/parse/document/index.js";

describe("intents", () => {
  it.each([
    ["How much did the company spend on share repurchases?", "liquidity_capital_returns"],
    ["What dividends were declared per share?", "liquidity_capital_returns"],
    ["What lawsuits is the company involved in?", "legal_matters"],
    ["What is the status of the tax dispute with the IRS?", "legal_matters"],
    ["What are the main risk factors?", "risks"],
    ["What does management expect for next year's outlook?", "guidance_outlook"],
    ["How is revenue recognized?", "accounting_policy"],
    ["Who are the competitors?", "business_competition"],
    ["Which officers adopted Rule 10b5-1 trading arrangements?", "governance_executives"],
    ["How many vehicles were delivered?", "operational_kpis"],
    ["What was revenue by segment?", "segment_results"],
    ["What was total net income?", "reported_metric"],
    ["Tell me something interesting", "general"],
  ] as const)("%s -> %s", (question, intent) => {
    expect(matchIntent(question, null).intent).toBe(intent);
  });

  it("takes the caller's task_intent when it names an intent, and ignores one that does not", () => {
    expect(matchIntent("What lawsuits?", "risks")).toMatchObject({ intent: "risks", chosenBy: "task_intent" });
    expect(matchIntent("What lawsuits?", "Legal Matters")).toMatchObject({ intent: "legal_matters", chosenBy: "task_intent" });
    expect(matchIntent("What lawsuits?", "gossip")).toMatchObject({ intent: "legal_matters", chosenBy: "cues" });
  });
});

describe("read plans", () => {
  it("reads a 10-K repurchase question in Item 5 and MD&A's liquidity part", () => {
    const plan = readPlanOf("liquidity_capital_returns", "10-K");
    expect(plan.required.map((r) => r.section)).toEqual(["item_5", "item_7"]);
    expect(plan.required[1]?.subsections).toContain("Liquidity and Capital Resources");
  });

  it("reads a 10-Q legal question in Part II Item 1 and the contingencies note; an amendment reads like its form", () => {
    const plan = readPlanOf("legal_matters", "10-Q/A");
    expect(plan.required.map((r) => r.section)).toEqual(["part_2_item_1", "part_1_item_1"]);
    expect(plan.required[1]?.subsections).toContain("Commitments and Contingencies");
  });

  it("has, for every intent and form, sections the form defines, each with a rationale; forms without sections plan none", () => {
    const plans = allReadPlans();
    for (const intent of EVIDENCE_INTENTS) {
      for (const form of SECTION_FORMS) {
        const keys = sectionKeysOf(form);
        const plan = plans[intent][form];
        expect(plan.required.length, `${intent} ${form}`).toBeGreaterThan(0);
        for (const r of [...plan.required, ...plan.optional]) {
          expect(keys, `${intent} ${form} ${r.section}`).toContain(r.section);
          expect(r.rationale.length).toBeGreaterThan(5);
        }
      }
    }
    expect(readPlanOf("risks", "S-1").required).toEqual([]);
  });
});

describe("question terms", () => {
  it("drops question words and the company's names, stems the rest, and joins a change to increased/decreased", () => {
    const t = questionTerms("How did Apple's repurchased shares change in fiscal 2024?", ["AAPL", "Apple Inc."]);
    expect(t.words).toEqual(["repurchased", "shares", "change"]);
    expect(t.stems).toEqual(["repurchas", "share", "chang"]);
    expect(t.synonyms).toEqual(expect.arrayContaining(["increas", "decreas"]));
    expect(t.quantitative).toBe(true);
  });
});

describe("answer check", () => {
  const evidence = ["During 2024, the Company repurchased $95.0 billion of its common stock and paid dividends of $15.2 billion."];
  it("accepts numbers and quotes found in the evidence, with or without thousands separators and references", () => {
    expect(checkAnswer('Apple repurchased $95.0 billion in 2024 [1], saying it "paid dividends of $15.2 billion".', evidence)).toEqual({
      ok: true,
      unsupported: [],
    });
  });
  it("rejects a number or a quote that is not in the evidence", () => {
    expect(checkAnswer("Apple repurchased $96 billion.", evidence)).toEqual({ ok: false, unsupported: ["96"] });
    expect(checkAnswer('It said "we bought back everything we could".', evidence).ok).toBe(false);
  });
});

describe("coverage statuses and incorporation by reference", () => {
  const md =
    "## Item 10. Directors\n\nThe information required by this item is incorporated herein by reference to our definitive Proxy Statement.\n\n## Item 11. Compensation\n\nItems incorporated by reference to the Annual Report to Shareholders, filed as Exhibit 13.";
  const split = md.indexOf("## Item 11");
  const sections = [
    { key: "item_10", title: "Item 10. Directors", start: 0, end: split, source: "caption" as const },
    { key: "item_11", title: "Item 11. Compensation", start: split, end: md.length, source: "caption" as const },
  ];
  it("names the proxy statement and the EX-13 annual report, stored or not", () => {
    expect(incorporatedSources(md, sections, ["item_10", "item_11"], []).map((m) => [m.section, m.name, m.stored])).toEqual([
      ["item_10", "DEF 14A proxy statement", false],
      ["item_11", "EX-13 annual report to security holders", false],
    ]);
    const withEx13 = incorporatedSources(
      md,
      sections,
      ["item_11"],
      [{ name: "ex13.htm", role: "exhibit", type: "EX-13", bytes: null, sha256: null }],
    );
    expect(withEx13).toMatchObject([{ section: "item_11", stored: true }]);
  });
  it("is complete only when every required section was read and nothing is elsewhere", () => {
    const base = {
      planned: true,
      searchable: true,
      requiredSections: ["item_3"],
      searchedSections: ["item_3"],
      missing: [],
      layerFailed: false,
      answered: "first" as const,
      lead: 2,
      leadOverFourth: 2,
    };
    const item = { read_plan: "required", layer: "sections" } as never;
    expect(statusesOf(base, [item])).toEqual({ coverage_status: "complete", semantic_status: "ok", confidence: "high" });
    expect(statusesOf({ ...base, searchedSections: [] }, [item]).coverage_status).toBe("partial");
    expect(statusesOf({ ...base, planned: false }, []).coverage_status).toBe("narrow");
    expect(statusesOf({ ...base, searchable: false }, [])).toEqual({
      coverage_status: "none",
      semantic_status: "empty",
      confidence: "low",
    });
    expect(statusesOf({ ...base, layerFailed: true }, [item]).semantic_status).toBe("error");
    // Issue 22: passages that do not state what was asked are no complete, confident answer.
    expect(statusesOf({ ...base, answered: "none" }, [item])).toEqual({
      coverage_status: "narrow",
      semantic_status: "partial",
      confidence: "low",
    });
    // A first item barely ahead of the second is no confident answer (calibrated: CLEAR_LEAD).
    expect(statusesOf({ ...base, lead: 1.02 }, [item]).confidence).toBe("medium");
    // Short of high, a flat ranking (the first barely over the fourth) is a guess (calibrated: FLAT_RANKING); absence is not said.
    expect(statusesOf({ ...base, lead: 1.02, leadOverFourth: 1.1 }, [item])).toEqual({
      coverage_status: "complete",
      semantic_status: "ok",
      confidence: "low",
    });
  });
});
