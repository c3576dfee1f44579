import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { citeConcept } from "../../../src/domain/concepts/concept-citation.js";
import type { ConceptQuery } from "../../../src/domain/concepts/concept.js";
import { toMarkdown } from "../../../src/parse/document/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";

const corpus = requireCorpus();
const base: Omit<ConceptQuery, "ticker" | "fiscalYear" | "quarter" | "conceptName"> = {
  dateType: null,
  fullYearMode: false,
  cacheOnly: true,
};

describe.skipIf(!corpus)("citation packs on corpus filings", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string, ["AAPL"]));
  }, 120_000);
  afterAll(() => close?.());

  it("cites Apple's fiscal 2024 net income where the 10-K shows it: offsets, table row, section", async () => {
    const pack = await citeConcept(deps, { ...base, ticker: "AAPL", fiscalYear: 2024, quarter: 4, conceptName: "net_income" });
    expect(pack.value.value).toBe(93_736_000_000);
    expect(pack.citations).toHaveLength(1);
    const c = pack.citations[0]!;
    expect(c).toMatchObject({
      accession: "0000320193-24-000123",
      document: "aapl-20240928.htm",
      shown: "93,736",
      note: null,
      section: { key: "item_8" },
    });
    // The offsets are into the same markdown the document tools give for this document.
    const doc = await deps.store.getDocument(c.accession, c.document!);
    const md = toMarkdown(doc!.text).markdown;
    expect(md.slice(c.offsets!.start, c.offsets!.end)).toBe("93,736");
    expect(c.context?.kind).toBe("table_row");
    expect(c.context?.text).toMatch(/Net income/);
    expect(md.slice(c.context!.start, c.context!.end)).toBe(c.context!.text);
  });

  it("cites both inputs of a derived Q4", async () => {
    const pack = await citeConcept(deps, { ...base, ticker: "AAPL", fiscalYear: 2024, quarter: 4, conceptName: "revenue", dateType: "Q" });
    expect(pack.value.source).toBe("derived");
    expect(pack.citations.map((c) => [c.accession, c.shown])).toEqual([
      ["0000320193-24-000123", "391,035"],
      ["0000320193-24-000081", "296,105"],
    ]);
  });
});
