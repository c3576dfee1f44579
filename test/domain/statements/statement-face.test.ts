import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStatement, type StatementQuery, type StatementResult } from "../../../src/domain/statements/statement.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";
import { goldTickers, loadStatementGold, scoreStatementGold } from "./gold/statement-gold.js";

const corpus = requireCorpus();
const gold = loadStatementGold();
const base: Omit<StatementQuery, "ticker" | "statement"> = {
  fiscalYear: null,
  quarter: null,
  dateType: null,
  fullYearMode: false,
  periodFrom: null,
  periodTo: null,
  cacheOnly: true,
};
const line = (r: StatementResult, key: string) => r.lines.find((l) => l.key === key)!;
const M = 1_000_000;

describe.skipIf(!corpus)("statements face-first on corpus filings", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string, [...new Set([...goldTickers(gold), "AAPL"])]));
  }, 300_000);
  afterAll(() => close?.());

  const statement = (ticker: string, name: string, year: number, quarter: number) =>
    getStatement(deps, { ...base, ticker, statement: name, fiscalYear: year, quarter });

  it("Coca-Cola FY2024 balance sheet as printed (ko-20241231.htm, millions): long-term debt 42,375, short-term investments 2,020, current debt 1,499 + 648, equity with and without NCI", async () => {
    const bs = await statement("KO", "bs", 2024, 4);
    expect(bs.periods[0]?.face).toMatchObject({ source: "document_table", accession: "0000021344-25-000011" });
    expect(line(bs, "long_term_debt")).toMatchObject({
      face: "printed",
      concept: "us-gaap:LongTermDebtAndCapitalLeaseObligations",
      values: [{ value: 42_375 * M, source: "xbrl" }],
    });
    expect(line(bs, "short_term_investments")).toMatchObject({ face: "printed", values: [{ value: 2_020 * M }] });
    // "Loans and notes payable" plus "Current maturities of long-term debt": a sum of printed lines, citing both.
    const debt = line(bs, "short_term_debt");
    expect(debt).toMatchObject({
      face: "sum_of_printed",
      values: [{ value: 2_147 * M, source: "derived", source_ref: null, derivation: { method: "sum_of_printed_lines" } }],
    });
    expect(debt.values[0]?.derivation?.inputs.map((i) => i.accession)).toEqual(["0000021344-25-000011", "0000021344-25-000011"]);
    expect(debt.values[0]?.derivation?.formula).toBe(
      "1499000000 (us-gaap:NotesAndLoansPayable) + 648000000 (us-gaap:LongTermDebtAndCapitalLeaseObligationsCurrent)",
    );
    expect(line(bs, "stockholders_equity").values[0]?.value).toBe(24_856 * M);
    expect(line(bs, "total_equity")).toMatchObject({ face: "printed", values: [{ value: 26_372 * M }] });
    // The face prints no total liabilities: null, and said so.
    expect(line(bs, "total_liabilities")).toMatchObject({ face: "not_printed", concept: null, values: [null] });
    expect(bs.warnings).toContain("Total liabilities (total_liabilities): the face statement prints no such line");
  });

  it("Tesla FY2024 depreciation, amortization and impairment 5,368 (an extension line), not the 4,120 of a note", async () => {
    const cf = await statement("TSLA", "cf", 2024, 4);
    expect(line(cf, "depreciation_amortization")).toMatchObject({
      face: "printed",
      concept: "tsla:DepreciationAmortizationAndImpairment",
      values: [{ value: 5_368 * M }],
    });
    expect(line(cf, "net_income").values[0]?.value).toBe(7_153 * M);
  });

  it("AbbVie FY2024 long-term debt 60,340 as printed, not 66,841 including the current portion; no gross profit derived", async () => {
    const bs = await statement("ABBV", "bs", 2024, 4);
    expect(line(bs, "long_term_debt").values[0]?.value).toBe(60_340 * M);
    expect(line(bs, "short_term_debt").values[0]?.value).toBe(6_804 * M);
    const is = await statement("ABBV", "income", 2024, 4);
    expect(line(is, "gross_profit")).toMatchObject({ face: "not_printed", values: [null] });
    expect(is.warnings).toContain(
      "gross profit (gross_profit): the company prints none, and it is not derived from revenue and cost of revenue",
    );
    expect(is.checks.find((c) => c.name === "gross_profit")).toMatchObject({ status: "incomplete", missing: ["gross_profit"] });
  });

  it("reads the face from the presentation linkbase when the filing has one: Apple FY2023 commercial paper 5,985 + term debt 9,822, not the note's rounded 6.0 billion", async () => {
    const bs = await statement("AAPL", "bs", 2023, 4);
    expect(bs.periods[0]?.face).toMatchObject({ source: "presentation", accession: "0000320193-23-000106" });
    expect(line(bs, "short_term_debt")).toMatchObject({ face: "sum_of_printed", values: [{ value: 15_807 * M, decimals: -6 }] });
    expect(line(bs, "long_term_debt")).toMatchObject({
      face: "printed",
      concept: "us-gaap:LongTermDebtNoncurrent",
      values: [{ value: 95_281 * M }],
    });
  });

  it("hand-read gold: at least 98% of the held-out lines equal the face (bench:statements lists the misses)", async () => {
    const scores = await scoreStatementGold(deps, gold);
    expect(scores.map((s) => s.part).sort()).toEqual(["held_out_1", "held_out_2", "held_out_3", "held_out_4", "tuning"]);
    const why = (list: typeof scores) => list.flatMap((s) => s.misses.map((m) => `${m.filing} ${m.key} ${m.want}/${m.got}`)).join("; ");
    const tuning = scores.filter((s) => s.part === "tuning");
    const held = scores.filter((s) => s.part !== "tuning");
    expect(tuning[0]!.equal / tuning[0]!.lines, why(tuning)).toBeGreaterThanOrEqual(0.99);
    expect(held.reduce((n, s) => n + s.equal, 0) / held.reduce((n, s) => n + s.lines, 0), why(held)).toBeGreaterThanOrEqual(0.98);
    // First scores, each read before the code ran on it: held_out_3 170/176 (96.6%; 172 after a general rule),
    // held_out_4 (read after every rule, never tuned) 260/264 (98.5%). No part may fall below 95%.
    for (const s of held) expect(s.equal / s.lines, `${s.part}: ${why([s])}`).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});
