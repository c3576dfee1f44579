import { describe, expect, it } from "vitest";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import type { FilingSource } from "../../src/model/index.js";
import { FilingReadError, readFiling } from "../../src/ingest/read-filing.js";
import { isEdgarAccession, type Fact, type FilingRecord } from "../../src/model/index.js";
import { detectSections, toMarkdown } from "../../src/parse/document/index.js";
import { DocumentCache } from "../../src/domain/documents/document-cache.js";
import { requireCorpus } from "../support/corpus.js";

const corpus = requireCorpus();

async function source(match: (s: FilingSource) => boolean): Promise<FilingSource> {
  const found = (await corpusSources(corpus as string)).find(match);
  if (!found) throw new Error("corpus filing not found");
  return found;
}

/** The one fact of a concept for a duration, with the given axis key. */
function factFor(record: FilingRecord, concept: string, start: string, end: string, axisKey = ""): Fact {
  const found = record.facts.filter(
    (f) =>
      f.concept === concept && f.axisKey === axisKey && f.period.kind === "duration" && f.period.start === start && f.period.end === end,
  );
  expect(found, `${concept} ${start}..${end} ${axisKey}`).toHaveLength(1);
  return found[0] as Fact;
}

function shownAt(fact: Fact): string[] {
  return [fact.sourceRef.elementId ?? "", ...(fact.sourceRef.duplicateElementIds ?? [])];
}

describe.skipIf(!corpus)("reading corpus filings", () => {
  // Values read by hand from filings/aapl/10K_2024-11-01/aapl-20240928.htm.
  describe("Apple 10-K for fiscal 2024 (inline XBRL)", async () => {
    const record = corpus ? await readFiling(await source((s) => s.accession === "0000320193-24-000123")) : (null as never);

    it("makes text blocks for the full-text index whose offsets are the document routes' markdown offsets", async () => {
      const primary = record.documents.find((d) => d.role === "primary");
      expect(primary).toBeDefined();
      const blocks = record.textBlocks.filter((b) => b.document === primary!.name);
      expect(blocks.length).toBeGreaterThan(500);
      expect(record.textBlocks.map((b) => b.ordinal)).toEqual(record.textBlocks.map((_, i) => i));
      // The markdown the document routes serve (same cache, same toMarkdown).
      const served = await new DocumentCache().get(
        { accession: record.meta.accession, name: primary!.name, sha256: null },
        record.meta.form,
        async () => primary!.text,
      );
      expect(served).not.toBeNull();
      const markdown = served!.doc.markdown;
      expect(markdown).toBe(toMarkdown(primary!.text).markdown);
      const byStart = new Map(served!.doc.blocks.map((b) => [b.start, b]));
      for (const b of blocks) {
        expect(markdown.slice(b.textStart, b.end)).toBe(b.text);
        expect(byStart.get(b.start)).toMatchObject({ kind: b.kind, end: b.end, textStart: b.textStart });
      }
      const sections = detectSections(served!.doc, record.meta.form);
      const riskFactors = sections.find((x) => x.key === "item_1a")!;
      const inRisk = blocks.filter((b) => b.sectionKey === "item_1a");
      expect(inRisk.length).toBeGreaterThan(20);
      for (const b of inRisk) expect(b.start >= riskFactors.start && b.start < riskFactors.end).toBe(true);
    });

    it("reads its metadata from EDGAR's index and its dei facts", () => {
      expect(record.meta).toMatchObject({
        accession: "0000320193-24-000123",
        accessionIsSynthetic: false,
        cik: 320193,
        ticker: "AAPL",
        form: "10-K",
        filedDate: "2024-11-01",
        periodEnd: "2024-09-28",
        fiscalYear: 2024,
        fiscalPeriod: "FY",
        fiscalYearEnd: "--09-28",
        primaryDocument: "aapl-20240928.htm",
        url: "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm",
        isInlineXbrl: true,
      });
    });

    it("keeps a segment revenue with its dimension and axis key (iPhone, f-363: 201,183 in millions)", () => {
      const iphone = factFor(
        record,
        "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
        "2023-10-01",
        "2024-09-28",
        "srt:ProductOrServiceAxis=aapl:IPhoneMember",
      );
      expect(iphone).toMatchObject({
        value: "201183000000",
        number: 201183000000,
        unit: "USD",
        decimals: -6,
        dimensions: { "srt:ProductOrServiceAxis": "aapl:IPhoneMember" },
      });
      expect(shownAt(iphone)).toContain("f-363");
    });

    it("negates a value shown in parentheses with sign=- (f-94: (565) other income, fiscal 2023)", () => {
      const other = factFor(record, "us-gaap:NonoperatingIncomeExpense", "2022-09-25", "2023-09-30");
      expect(other.value).toBe("-565000000");
      expect(shownAt(other)).toContain("f-94");
    });

    it("reads a per-share value (f-108: diluted EPS 6.08) and a scale-3 share count (f-111: 15,343,783 thousands)", () => {
      expect(factFor(record, "us-gaap:EarningsPerShareDiluted", "2023-10-01", "2024-09-28")).toMatchObject({
        value: "6.08",
        unit: "USD/shares",
        decimals: 2,
      });
      expect(factFor(record, "us-gaap:WeightedAverageNumberOfSharesOutstandingBasic", "2023-10-01", "2024-09-28")).toMatchObject({
        value: "15343783000",
        unit: "shares",
        decimals: -3,
      });
    });

    it("keeps the comparative columns under their own periods, not the filing's fiscal year (f-68: fiscal 2022 net sales 394,328)", () => {
      const fy2022 = factFor(record, "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2021-09-26", "2022-09-24");
      expect(fy2022.value).toBe("394328000000");
      expect(factFor(record, "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax", "2023-10-01", "2024-09-28").value).toBe(
        "391035000000",
      );
    });

    it("cites the document and element of every fact", () => {
      for (const f of record.facts) {
        expect(f.sourceRef.accession).toBe("0000320193-24-000123");
        expect(f.sourceRef.document).toBe("aapl-20240928.htm");
        expect(f.sourceRef.elementId).toMatch(/^f-\d+$/);
      }
    });
  });

  it("NVIDIA's fiscal 2026 Q2 10-Q ends in July 2025", async () => {
    const record = await readFiling(await source((s) => s.accession === "0001045810-25-000209"));
    expect(record.meta).toMatchObject({ fiscalYear: 2026, fiscalPeriod: "Q2", periodEnd: "2025-07-27", fiscalYearEnd: "--01-25" });
  });

  it("reads linkbases and labels where the filing has them", async () => {
    const record = await readFiling(await source((s) => s.accession === "0000320193-23-000106"));
    expect(record.linkbases.presentation.length).toBeGreaterThan(500);
    const label = record.linkbases.labels.find(
      (l) => l.concept === "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax" && l.role.endsWith("/terseLabel"),
    );
    expect(label?.text).toBe("Net sales");
  });

  it("stores a filing without a known accession under a visibly synthetic, stable id", async () => {
    const hubs = await source((s) => s.origin.endsWith("hubs/10Q_2025-08-06"));
    const [a, b] = [await readFiling(hubs), await readFiling(hubs)];
    expect(a.meta.accession).toMatch(/^fds-[0-9a-f]{20}$/);
    expect(isEdgarAccession(a.meta.accession)).toBe(false);
    expect(a.meta).toMatchObject({ accessionIsSynthetic: true, url: null });
    expect(b.meta.accession).toBe(a.meta.accession);
  });

  it("keeps a filing with no XBRL, with its documents and a no_xbrl issue", async () => {
    const record = await readFiling(await source((s) => s.accession === "0000912057-00-023442"));
    expect(record.facts).toHaveLength(0);
    expect(record.issues.map((i) => i.code)).toEqual(["no_xbrl"]);
    expect(record.files.find((f) => f.role === "primary")?.name).toBe("0000912057-00-023442_0001_10-Q.txt");
  });

  it("refuses a filing whose inline document is truncated, naming it", async () => {
    const aapl = await source((s) => s.accession === "0000320193-24-000123");
    const truncated: FilingSource = {
      ...aapl,
      // Without the manifest's promise (checked before parsing): the parser itself must refuse it.
      files: aapl.files.map((f) =>
        f.role === "primary" ? { ...f, expected: null, read: async () => (await f.read()).subarray(0, 300_000) } : f,
      ),
    };
    await expect(readFiling(truncated)).rejects.toThrow(FilingReadError);
    await expect(readFiling(truncated)).rejects.toThrow(/aapl-20240928\.htm cannot be read: truncated/);
  });

  it("refuses a filing whose file cannot be read", async () => {
    const aapl = await source((s) => s.accession === "0000320193-24-000123");
    const missing: FilingSource = {
      ...aapl,
      files: aapl.files.map((f) => ({ ...f, read: () => Promise.reject(new Error(`ENOENT: ${f.name}`)) })),
    };
    await expect(readFiling(missing)).rejects.toThrow(/ENOENT/);
  });
});
