import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestTranscript } from "../../../src/domain/documents/transcripts.js";
import { filingEvidence } from "../../../src/domain/evidence/filing-evidence.js";
import { evidenceAsk } from "./gold/evidence-gold.js";
import { requireCorpus } from "../../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../../support/extraction-app.js";

const corpus = requireCorpus();

const ask = evidenceAsk;

/**
 * Issue 22: evidence reads every source of the period (its earnings release when the 10-Q is not
 * stored, its call transcripts), and says when nothing it read states what was asked.
 */
describe.skipIf(!corpus)("evidence: every source of the period, and absence said", () => {
  let x: ExtractionApp;
  beforeAll(async () => {
    // ADBE: its fiscal 2024 10-K and the fiscal 2023 Q1 earnings 8-K, no 10-Q. AAPL: its filings and the fiscal 2024 Q4 call.
    x = await extractionApp(corpus as string, ["ADBE", "AAPL"]);
    const text = readFileSync(path.join(corpus as string, "transcripts/aapl/AAPL_2024_Q4.txt"), "utf8");
    await ingestTranscript(x.deps, {
      ticker: "AAPL",
      fiscalYear: 2024,
      fiscalQuarter: 4,
      callDate: null,
      source: "corpus transcripts/aapl/AAPL_2024_Q4.txt",
      text,
    });
    const q3 = readFileSync(path.join(corpus as string, "transcripts/aapl/AAPL_2025_Q2.txt"), "utf8");
    // Filed under a period no AAPL report or release of the store covers (fiscal 2021 Q2): the call is the only source.
    await ingestTranscript(x.deps, {
      ticker: "AAPL",
      fiscalYear: 2021,
      fiscalQuarter: 2,
      callDate: null,
      source: "test: a call of a period without a stored report",
      text: q3,
    });
  }, 240_000);
  afterAll(() => x?.close());

  it("reads the period's earnings release when only the 8-K is stored (was 503 edgar_unavailable / 404)", async () => {
    const r = await filingEvidence(x.deps, ask("ADBE", 2023, 1, "What was Adobe's total revenue in the quarter?"));
    expect(r.evidence.length).toBeGreaterThan(0);
    expect(r.evidence[0]).toMatchObject({ accession: "0000796343-23-000044", form: "8-K" });
    expect(r.evidence.some((i) => i.document === "adbeex991q123.htm" && /4,655|4\.66 billion/.test(i.text))).toBe(true);
    expect(r.coverage.missing_or_unavailable).toContainEqual(
      expect.objectContaining({ kind: "document", name: "ADBE 10-Q of fiscal 2023 Q1", stored: false }),
    );
    expect(r.coverage.coverage_status).not.toBe("complete");
    expect(r.warnings.join(" ")).toMatch(/earnings release adbeex991q123\.htm/);
  });

  it("searches the period's call transcript as an evidence layer, cited by its source id and offsets", async () => {
    const r = await filingEvidence(
      x.deps,
      ask("AAPL", 2024, 4, "What did management say on the earnings call about Apple Intelligence features?"),
    );
    expect(r.coverage.evidence_layers_consulted).toContain("transcripts");
    // Asked about the call, the call comes first.
    const call = r.evidence[0];
    expect(call?.layer).toBe("transcripts");
    expect(call!.text).toMatch(/intelligence/i);
    const stored = await x.extractions.getTranscript(call!.accession);
    expect(stored?.markdown.slice(call!.start, call!.end)).toBe(call!.text);
    expect(call).toMatchObject({
      form: "transcript",
      document: call!.accession,
      accession_is_synthetic: true,
      fiscal_year: 2024,
      fiscal_period: "Q4",
    });
  });

  it("answers from the call alone when neither the period's report nor its release is stored", async () => {
    const r = await filingEvidence(x.deps, ask("AAPL", 2021, 2, "What did Apple say about services revenue?"));
    expect(r.evidence.length).toBeGreaterThan(0);
    expect(r.evidence.every((i) => i.layer === "transcripts")).toBe(true);
    expect(r.coverage).toMatchObject({ coverage_status: "narrow", evidence_layers_consulted: ["transcripts"] });
    expect(r.coverage.missing_or_unavailable[0]).toMatchObject({ kind: "document", stored: false });
    expect(r.coverage.confidence).not.toBe("high");
  });

  it("says absent, with what was sought and where, when nothing read states the asked figure", async () => {
    const r = await filingEvidence(
      x.deps,
      ask("AAPL", 2024, 4, "How many electric vehicles did Apple deliver to fleet customers in fiscal 2024?"),
    );
    expect(r.coverage.confidence).toBe("low");
    expect(["narrow", "none"]).toContain(r.coverage.coverage_status);
    const absent = r.coverage.missing_or_unavailable.find((m) => m.kind === "answer");
    expect(absent?.name).toMatch(/electric vehicles/);
    expect(absent?.reason).toMatch(/searched .*sections item_/);
    // An answerable question of the same filing is not called absent.
    const answered = await filingEvidence(x.deps, ask("AAPL", 2024, 4, "How much did Apple spend on share repurchases in fiscal 2024?"));
    expect(answered.coverage.missing_or_unavailable.some((m) => m.kind === "answer")).toBe(false);
    expect(answered.coverage.confidence).not.toBe("low");
  });

  it("says absent when nothing it read holds the question's words at all, and says it read no passage", async () => {
    // ADBE fiscal 2023 Q1: its earnings 8-K is stored, its 10-Q is not.
    const r = await filingEvidence(x.deps, ask("ADBE", 2023, 1, "How many zeppelins did Adobe's airship squadron fly?"));
    expect(r.evidence).toEqual([]);
    expect(r.coverage.confidence).toBe("low");
    const absent = r.coverage.missing_or_unavailable.find((m) => m.kind === "answer");
    expect(absent?.name).toMatch(/zeppelins/);
    expect(absent?.reason).toMatch(/^no passage holds/);
  });

  it("ranks the table cell first for a question about it, cited with its column and value", async () => {
    const r = await filingEvidence(x.deps, ask("AAPL", 2024, 4, "What were iPhone net sales in fiscal 2024?"));
    const first = r.evidence[0]!;
    expect(first.layer).toBe("tables");
    expect(first.text).toMatch(/^\| iPhone \|/);
    expect(first.cells).toContainEqual(expect.objectContaining({ row_label: "iPhone", column_label: "2024", value: 201183 }));
    expect(r.coverage.missing_or_unavailable.some((m) => m.kind === "answer")).toBe(false);
  });

  it("asked for one part's amount, ranks the part's row above its table's total row and its percentage row", async () => {
    // AAPL 10-Q fiscal 2024 Q3, the MD&A gross margin table: rows Products, Services, Total gross margin, then the percentages.
    const r = await filingEvidence(
      x.deps,
      ask("AAPL", 2024, 3, "What was Apple's Services gross margin in dollars for the third quarter of fiscal 2024?"),
    );
    expect(r.evidence[0]!.text).toMatch(/^\| Services \| 17,917 \|/);
    const rank = (re: RegExp) => r.evidence.find((i) => re.test(i.text))?.rank ?? Infinity;
    expect(rank(/^\| Total gross margin \|/)).toBeGreaterThan(1);
    expect(rank(/^\| Services \| 74\.0%/)).toBeGreaterThan(2);
  });

  it("says absent for a count the filing does not disclose, though passages name its subject beside other numbers", async () => {
    // The 10-K and the call name iPhone models and net sales in dollars, never units sold.
    const r = await filingEvidence(x.deps, ask("AAPL", 2024, 4, "How many iPhone units did Apple sell in fiscal 2024?"));
    expect(r.evidence.some((i) => /iphone/i.test(i.text))).toBe(true);
    expect(r.coverage.confidence).toBe("low");
    expect(["narrow", "none"]).toContain(r.coverage.coverage_status);
    expect(r.coverage.missing_or_unavailable.find((m) => m.kind === "answer")?.name).toMatch(/iphone units/);
  });
});
