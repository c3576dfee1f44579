import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestTranscript } from "../../../src/domain/documents/transcripts.js";
import { driverRows } from "../../../src/domain/kpis/index.js";
import { requireCorpus } from "../../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../../support/extraction-app.js";

const corpus = requireCorpus();

/** A 10-K and the call of its fourth quarter, read together (source=auto): one KPI is one row with both places; a part and a far-off measure stay apart. */
describe.skipIf(!corpus)("KPI rows of a filing and its call, linked", () => {
  let x: ExtractionApp;
  beforeAll(async () => {
    x = await extractionApp(corpus as string, ["HD"]);
    const file = "transcripts/hd/HD_2024_Q4.txt";
    await ingestTranscript(x.deps, {
      ticker: "HD",
      fiscalYear: 2024,
      fiscalQuarter: 4,
      callDate: null,
      source: `corpus ${file}`,
      text: readFileSync(path.join(corpus as string, file), "utf8"),
    });
  }, 300_000);
  afterAll(() => x?.close());

  it("the year's comparable sales and selling square footage are each one row citing the 10-K and the call; the call's U.S. figure is its own row; no difference is claimed between an average per store and the total", async () => {
    const r = await driverRows(x.deps, {
      ticker: "HD",
      fiscalYear: 2024,
      quarter: 4,
      source: "auto",
      topic: null,
      filterToTopic: false,
      includeNonNumeric: false,
      cacheOnly: true,
    });
    const comps = r.rows.find((row) => row.topic === "comparable_sales" && row.value === -1.8 && row.segment === null);
    expect(comps?.source?.kind).toBe("table_cell");
    expect(comps?.also_in.some((c) => c.kind === "transcript_turn")).toBe(true);
    expect(r.rows.find((row) => row.topic === "comparable_sales" && row.value === -1.8 && row.segment !== null)?.source?.kind).toBe(
      "transcript_turn",
    );
    const footage = r.rows.find((row) => row.topic === "square_footage" && row.value === 243_500_000);
    expect(footage?.also_in.some((c) => c.kind === "transcript_turn")).toBe(true);
    expect(
      r.rows
        .filter((row) => row.topic === "square_footage")
        .map((row) => row.note ?? "")
        .join(" "),
    ).not.toMatch(/states/);
  });
});
