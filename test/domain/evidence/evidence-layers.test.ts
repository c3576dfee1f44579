import { afterAll, beforeAll, expect, it } from "vitest";
import { loadDocument, selectFiling } from "../../../src/domain/documents/document-source.js";
import { EVENT_FILINGS_LAYER } from "../../../src/domain/evidence/event-layer.js";
import { NOTHING_FOUND, type EvidenceRead, type LayerFindings } from "../../../src/domain/evidence/evidence-layer.js";
import { EXTRACTIONS_LAYER } from "../../../src/domain/evidence/extraction-layer.js";
import { FACTS_LAYER } from "../../../src/domain/evidence/fact-layer.js";
import { filingEvidence } from "../../../src/domain/evidence/filing-evidence.js";
import { INTENTS, type EvidenceIntent } from "../../../src/domain/evidence/intents.js";
import { planPlacer } from "../../../src/domain/evidence/plan-weights.js";
import { questionTerms } from "../../../src/domain/evidence/question-terms.js";
import { readPlanOf } from "../../../src/domain/evidence/read-plans.js";
import { RELATED_FILINGS_LAYER } from "../../../src/domain/evidence/related-layer.js";
import { SECTIONS_LAYER } from "../../../src/domain/evidence/sections-layer.js";
import { TABLES_LAYER } from "../../../src/domain/evidence/table-layer.js";
import { TEXT_INDEX_LAYER } from "../../../src/domain/evidence/text-index-layer.js";
import { TRANSCRIPTS_LAYER } from "../../../src/domain/evidence/transcript-layer.js";
import type { FilingMeta } from "../../../src/model/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { CORPUS_DIR, describeWithCorpus } from "../../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../../support/extraction-app.js";
import { evidenceAsk } from "./gold/evidence-gold.js";

/** The layers read one at a time, as filingEvidence reads them, on Apple's fiscal 2024 10-K. */
describeWithCorpus("evidence layers, each on its own, on a stored corpus 10-K", () => {
  let x: ExtractionApp;
  let filing: FilingMeta;
  let primary: EvidenceRead["primary"];
  beforeAll(async () => {
    x = await extractionApp(CORPUS_DIR, ["AAPL"]);
    filing = (await selectFiling(x.deps, { ticker: "AAPL", year: 2024, quarter: 4, cacheOnly: true })).filing;
    primary = await loadDocument(x.deps, filing, null);
  }, 180_000);
  afterAll(async () => {
    await x?.close();
  });

  const question = "How many full-time equivalent employees did Apple have?";
  function readOf(intent: EvidenceIntent, found: LayerFindings, over: Partial<EvidenceRead> = {}): EvidenceRead {
    const plan = readPlanOf(intent, filing.form);
    const terms = questionTerms(question, ["AAPL", filing.company ?? ""]);
    return {
      deps: x.deps,
      request: evidenceAsk("AAPL", 2024, 4, question),
      filing,
      primary,
      files: [],
      intent,
      definition: INTENTS[intent],
      plan,
      placer: planPlacer(plan),
      terms,
      expansion: [],
      indexQuery: terms.words.join(" "),
      calls: [],
      found,
      ...over,
    };
  }

  it("text index: the filing's hits for the asked words, no items of its own", async () => {
    const reading = await TEXT_INDEX_LAYER.read(readOf("operational_kpis", NOTHING_FOUND));
    expect(reading.consulted).toEqual(["text_index"]);
    expect(reading.candidates).toEqual([]);
    expect(reading.found?.indexed).toBe(true);
    expect(reading.found?.indexHits?.length).toBeGreaterThan(0);
    expect(reading.found!.indexHits!.some((h) => /employees/i.test(h.text))).toBe(true);
  });

  it("sections: passages cut exactly from the stored markdown, of the planned sections or the index's hits, and the scoring context", async () => {
    const index = await TEXT_INDEX_LAYER.read(readOf("operational_kpis", NOTHING_FOUND));
    const read = readOf("operational_kpis", { ...NOTHING_FOUND, ...index.found });
    expect(SECTIONS_LAYER.needs(read)).toBe(true);
    const reading = await SECTIONS_LAYER.read(read);
    expect(reading.consulted).toEqual(["sections"]);
    expect(reading.found?.context).not.toBeNull();
    const markdown = primary!.artifacts.doc.markdown;
    expect(reading.candidates.length).toBeGreaterThan(0);
    for (const c of reading.candidates.filter((c) => c.document === primary!.file.name)) {
      expect(markdown.slice(c.start, c.end)).toBe(c.text);
      expect(c.layer === "sections" ? c.read_plan !== "outside" : c.layer === "text_index" && c.read_plan === "outside").toBe(true);
    }
    expect(reading.candidates.some((c) => /full-time equivalent employees/i.test(c.text))).toBe(true);
    const planned = [...read.plan.required, ...read.plan.optional].map((i) => i.section);
    expect(reading.found!.searchedSections!.every((s) => planned.includes(s))).toBe(true);
  });

  it("sections: a required section the document lacks is a missing source naming the document", async () => {
    // A 10-Q's plan read against a 10-K: Part II Item 1 is no 10-K section.
    const plan = readPlanOf("legal_matters", "10-Q");
    const reading = await SECTIONS_LAYER.read(readOf("legal_matters", NOTHING_FOUND, { plan, placer: planPlacer(plan) }));
    expect(reading.missing).toContainEqual({
      kind: "section",
      section: "part_2_item_1",
      name: "part_2_item_1",
      stored: false,
      reason: `part_2_item_1 was not found in ${primary!.file.name}`,
    });
  });

  it("each layer says what it needs: a primary document, the scoring context, the intent's facts, related tickers, transcripts", async () => {
    const noDocument = readOf("reported_metric", NOTHING_FOUND, { primary: null });
    expect(
      [
        TEXT_INDEX_LAYER,
        SECTIONS_LAYER,
        TABLES_LAYER,
        FACTS_LAYER,
        EXTRACTIONS_LAYER,
        EVENT_FILINGS_LAYER,
        RELATED_FILINGS_LAYER,
        TRANSCRIPTS_LAYER,
      ].map((l) => [l.name, l.needs(noDocument)]),
    ).toEqual([
      ["text_index", true],
      ["sections", false],
      ["tables", false],
      ["facts", false],
      ["extractions", false],
      ["event_filings", false],
      ["related_filings", false],
      ["transcripts", false],
    ]);
    const sections = await SECTIONS_LAYER.read(readOf("reported_metric", NOTHING_FOUND));
    const withContext = { ...NOTHING_FOUND, ...sections.found };
    expect(FACTS_LAYER.needs(readOf("reported_metric", withContext))).toBe(true);
    expect(FACTS_LAYER.needs(readOf("legal_matters", withContext))).toBe(false);
    expect(RELATED_FILINGS_LAYER.needs(readOf("reported_metric", withContext))).toBe(false);
    expect(
      RELATED_FILINGS_LAYER.needs(
        readOf("reported_metric", withContext, { request: { ...evidenceAsk("AAPL", 2024, 4, question), relatedTickers: ["MSFT"] } }),
      ),
    ).toBe(true);
    // Only the two that read what the request already loaded fail it when they fail.
    expect([SECTIONS_LAYER, TRANSCRIPTS_LAYER].every((l) => l.failureFailsRequest)).toBe(true);
    expect(
      [TEXT_INDEX_LAYER, TABLES_LAYER, FACTS_LAYER, EXTRACTIONS_LAYER, EVENT_FILINGS_LAYER, RELATED_FILINGS_LAYER].some(
        (l) => l.failureFailsRequest,
      ),
    ).toBe(false);
  });

  it("extractions: the intent's schemas with no stored result are one missing source and the next read's schemas", async () => {
    const sections = await SECTIONS_LAYER.read(readOf("liquidity_capital_returns", NOTHING_FOUND));
    const reading = await EXTRACTIONS_LAYER.read(readOf("liquidity_capital_returns", { ...NOTHING_FOUND, ...sections.found }));
    const schemas = INTENTS.liquidity_capital_returns.schemas;
    expect(reading.consulted).toEqual(["extractions"]);
    expect(reading.candidates).toEqual([]);
    expect(reading.found?.missingSchemas).toEqual(schemas);
    expect(reading.missing).toEqual([expect.objectContaining({ kind: "layer", name: `extractions: ${schemas.join(", ")}` })]);
    // An intent without schemas consults no extraction.
    expect((await EXTRACTIONS_LAYER.read(readOf("reported_metric", { ...NOTHING_FOUND, ...sections.found }))).consulted).toEqual([]);
  });

  it("a layer that fails is a warning naming it and an `error` semantic status; the others still answer", async () => {
    const store = x.deps.store;
    const failing = new Proxy(store, {
      get(target, p) {
        if (p === "getFacts") return async () => Promise.reject(new Error("facts unreadable"));
        const v = Reflect.get(target, p) as unknown;
        return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(target) : v;
      },
    });
    const deps: ToolDeps = { ...x.deps, store: failing };
    const ask = evidenceAsk("AAPL", 2024, 4, "What were Apple's total net sales in fiscal 2024?");
    const healthy = await filingEvidence(x.deps, ask);
    expect(healthy.coverage.evidence_layers_consulted).toContain("facts");
    const response = await filingEvidence(deps, ask);
    expect(response.warnings).toContain("the facts layer failed (facts unreadable); the other layers still answered");
    expect(response.coverage.semantic_status).toBe("error");
    expect(response.coverage.evidence_layers_consulted).toEqual(healthy.coverage.evidence_layers_consulted.filter((l) => l !== "facts"));
    expect(response.evidence.some((i) => i.layer === "facts")).toBe(false);
    expect(response.evidence.length).toBeGreaterThan(0);
  });
});
