import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilingMeta } from "../../../src/model/index.js";
import { getStatement, type StatementQuery, type StatementResult } from "../../../src/domain/statements/statement.js";
import { STATEMENT_KINDS } from "../../../src/domain/statements/statement-template.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore, secValue } from "../../support/corpus-store.js";

const corpus = requireCorpus();

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
const value = (r: StatementResult, key: string, i = 0) => line(r, key).values[i]?.value ?? null;

/** Companies whose SEC companyfacts JSON is in the corpus: the oracle. */
const CIK_WITH_COMPANYFACTS: Record<string, number> = { AAPL: 320193, NVDA: 1045810, GOOGL: 1652044 };

describe.skipIf(!corpus)("statements on corpus filings", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string));
  }, 300_000);
  afterAll(() => close?.());

  const statement = (ticker: string, name: string, extra: Partial<StatementQuery>) =>
    getStatement(deps, { ...base, ticker, statement: name, ...extra });

  it("Apple fiscal 2024: the three statements carry the 10-K's numbers (read from aapl-20240928.htm)", async () => {
    const is = await statement("AAPL", "pnl", { fiscalYear: 2024, quarter: 4 });
    expect(is.statement).toBe("income_statement");
    expect(is.periods[0]).toMatchObject({ label: "FY2024", filing: { accession: "0000320193-24-000123" } });
    expect(value(is, "revenue")).toBe(391_035_000_000);
    expect(value(is, "net_income")).toBe(93_736_000_000);
    expect(value(is, "eps_diluted")).toBe(6.08);
    expect(value(is, "eps_basic")).toBe(6.11);
    expect(line(is, "revenue")).toMatchObject({
      concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
      level: 0,
      subtotal: false,
    });
    expect(line(is, "net_income").values[0]?.source_ref).toMatchObject({
      accession: "0000320193-24-000123",
      document: "aapl-20240928.htm",
    });
    const bs = await statement("AAPL", "bs", { fiscalYear: 2024, quarter: 4 });
    expect(value(bs, "total_assets")).toBe(364_980_000_000);
    expect(bs.checks[0]).toMatchObject({
      name: "balance",
      status: "pass",
      values: { "us-gaap:Liabilities": 308_030_000_000, "us-gaap:StockholdersEquity": 56_950_000_000 },
    });
    const cf = await statement("AAPL", "cashflow", { fiscalYear: 2024, quarter: 4 });
    expect(value(cf, "operating_cash_flow")).toBe(118_254_000_000);
    // The 2024 10-K in the corpus is the inline document alone: no linkbase, so no presented view, and it says so.
    expect(cf.presented).toBeNull();
    expect(cf.warnings.join(" ")).toMatch(/no presentation linkbase/);
  });

  it("a 10-Q cash flow defaults to year to date; its income statement to the quarter", async () => {
    const cf = await statement("AAPL", "cf", { fiscalYear: 2024, quarter: 3 });
    expect(cf.periods[0]).toMatchObject({ date_type: "YTD", duration_class: "9M" });
    expect(value(cf, "operating_cash_flow")).toBe(91_443_000_000);
    const is = await statement("AAPL", "income", { fiscalYear: 2024, quarter: 3 });
    expect(value(is, "revenue")).toBe(85_777_000_000);
    expect(value(is, "eps_diluted")).toBe(1.4);
  });

  it("ranges of fiscal years and quarters, Q4 alone derived and saying how", async () => {
    const years = await statement("AAPL", "income_statement", { periodFrom: "FY2023", periodTo: "FY2024" });
    expect(years.periods.map((p) => p.label)).toEqual(["FY2023", "FY2024"]);
    expect(line(years, "revenue").values.map((v) => v?.value)).toEqual([383_285_000_000, 391_035_000_000]);
    expect(years.periods.map((p) => p.filing?.accession)).toEqual(["0000320193-23-000106", "0000320193-24-000123"]);
    const quarters = await statement("AAPL", "income", { periodFrom: "2024Q3", periodTo: "2024Q4" });
    const rev = line(quarters, "revenue").values;
    expect(rev[0]?.value).toBe(85_777_000_000);
    expect(rev[1]).toMatchObject({ value: 94_930_000_000, source: "derived", derivation: { method: "fy_minus_nine_month_ytd" } });
    // A fiscal year beside a quarter stands for its quarters.
    const mixed = await statement("AAPL", "income", { periodFrom: "FY2024", periodTo: "2024Q3" });
    expect(mixed.periods.map((p) => p.label)).toEqual(["2024Q1", "2024Q2", "2024Q3", "2024Q4"]);
    expect(
      line(mixed, "revenue")
        .values.slice(2)
        .map((v) => v?.value),
    ).toEqual([85_777_000_000, 94_930_000_000]);
    await expect(statement("AAPL", "tax", { fiscalYear: 2024, quarter: 4 })).rejects.toMatchObject({ code: "bad_request" });
    // A range keeps its latest 20 periods and says so, and a year is a year, inside the domain too.
    const long = await statement("AAPL", "income", { periodFrom: "FY2024", periodTo: "FY1000" });
    expect([long.periods.length, long.periods[0]?.label, long.periods.at(-1)?.label]).toEqual([20, "FY2005", "FY2024"]);
    expect(long.warnings).toContain("FY2024..FY1000 spans 1025 periods: the latest 20 are answered, from FY2005");
    await expect(statement("AAPL", "income", { fiscalYear: Infinity, quarter: 4 })).rejects.toMatchObject({ code: "validation_error" });
  });

  it("a range reaches fiscal years whose own 10-K is not stored through a later 10-K's comparative columns", async () => {
    // Apple's fiscal 2020 and 2021 10-Ks are not in the corpus; the fiscal 2022 10-K reports both years' income statements.
    const r = await statement("AAPL", "income", { periodFrom: "FY2020", periodTo: "FY2022" });
    expect(r.periods.map((p) => `${p.label} ${p.filing?.accession} ${p.filing?.reported_in}`)).toEqual([
      "FY2020 0000320193-22-000108 comparative",
      "FY2021 0000320193-22-000108 comparative",
      "FY2022 0000320193-22-000108 own_filing",
    ]);
    for (const key of ["revenue", "net_income", "eps_diluted"]) {
      for (const v of line(r, key).values) {
        expect(v?.value, `${key} ${v?.period.end}`).toBe(
          secValue(corpus!, 320193, v!.concept, { start: v!.period.start!, end: v!.period.end }, "0000320193-22-000108"),
        );
      }
    }
    expect(line(r, "revenue").values.map((v) => v?.reported_in)).toEqual(["comparative", "comparative", "own_filing"]);
    // The latest basis reads fiscal 2022 from the most recent 10-K that reports it (fiscal 2024's).
    const latest = await statement("AAPL", "income", { fiscalYear: 2022, quarter: 4, basis: "latest" });
    expect(latest.basis).toBe("latest");
    expect(line(latest, "revenue").values[0]).toMatchObject({
      value: 394_328_000_000,
      reported_in: "comparative",
      source_ref: { accession: "0000320193-24-000123" },
    });
    // NVIDIA fiscal 2024 alone, whose own 10-K is not stored, is answered rather than refused.
    const nvda = await statement("NVDA", "income", { fiscalYear: 2024, quarter: 4, cacheOnly: false });
    expect(nvda.periods[0]?.filing).toMatchObject({ accession: "0001045810-25-000023", reported_in: "comparative" });
    expect(value(nvda, "revenue")).toBe(60_922_000_000);
  });

  it("as presented: the filer's role, order and labels; beginning balances at the period's start; extension lines kept", async () => {
    const cf = await statement("AAPL", "cf", { fiscalYear: 2023, quarter: 4 });
    expect(cf.presented?.definition).toBe("0000008 - Statement - CONSOLIDATED STATEMENTS OF CASH FLOWS");
    const cash = cf.presented!.lines.filter((l) => l.concept === "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents");
    // Fiscal 2023 began with 24,977 and ended with 30,737 (millions) of cash and restricted cash.
    expect(cash.map((l) => l.value?.value)).toEqual([24_977_000_000, 30_737_000_000]);
    const bs = await statement("TSLA", "balance_sheet", { fiscalYear: 2024, quarter: 2 });
    const ext = bs.presented!.lines.find((l) => l.concept === "tsla:DigitalAssetsNetNonCurrent");
    expect(ext).toMatchObject({ extension: true, label: "Digital assets, net", value: { value: 184_000_000 } });
    // Redeemable noncontrolling interest (mezzanine) is part of the balance: 45,569 + 72 + 66,468 + 723 = 112,832.
    expect(bs.checks[0]).toMatchObject({ status: "pass", difference: 0 });
    const is = await statement("UNP", "operations", { fiscalYear: 2012, quarter: 4 });
    expect(is.presented?.lines.filter((l) => l.extension && !l.abstract).map((l) => l.concept)).toEqual([
      "unp:PurchasedServicesAndMaterial",
      "unp:EquipmentAndOtherRents",
    ]);
  });

  it("every 10-K and 10-Q builds its three statements; headline lines equal the filing's facts and the SEC's values", async () => {
    const filings = (await deps.store.listFilings({})).filter(
      (f: FilingMeta) => /^10-[KQ]$/.test(f.form) && f.fiscalYear !== null && f.ticker !== null,
    );
    expect(filings.length).toBeGreaterThan(40);
    let compared = 0;
    const failed: string[] = [];
    for (const f of filings) {
      const quarter = f.form === "10-K" ? 4 : Number(f.fiscalPeriod?.slice(1));
      for (const kind of STATEMENT_KINDS) {
        const r = await statement(f.ticker!, kind, { fiscalYear: f.fiscalYear, quarter });
        expect(r.periods[0]?.filing?.accession, `${f.ticker} ${f.fiscalYear}`).toBe(f.accession);
        expect(r.periods[0]?.filing?.reported_in).toBe("own_filing");
        for (const c of r.checks) if (c.status !== "pass") expect(r.warnings).toContain(c.message);
        failed.push(...r.checks.filter((c) => c.status === "fail").map((c) => `${f.accession} ${c.message}`));
        for (const key of ["revenue", "net_income", "total_assets", "operating_cash_flow", "eps_diluted"]) {
          const l = r.lines.find((x) => x.key === key);
          const v = l?.values[0];
          if (!v || v.source !== "xbrl") continue;
          // The own filing answers what it reports; a line it lacks (IBM's 10-K incorporates its statements
          // from an unstored exhibit) may come from a later filing's comparative column, which says so.
          const cited = v.source_ref!.accession;
          expect(v.reported_in, `${f.ticker} ${key}`).toBe(cited === f.accession ? "own_filing" : "comparative");
          const facts = await deps.store.getFacts(cited, { concepts: [v.concept], axisKey: "" });
          const same = facts.find((x) => x.sourceRef.contextId === v.source_ref?.context_id);
          expect(same?.number, `${f.ticker} ${key}`).toBe(v.value);
          const cik = CIK_WITH_COMPANYFACTS[f.ticker!];
          if (cik) {
            const sec = secValue(corpus!, cik, v.concept, { start: v.period.start ?? undefined, end: v.period.end }, cited);
            if (sec !== undefined) {
              expect(v.value, `${f.ticker} ${f.accession} ${key}`).toBe(sec);
              compared++;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(30);
    // Every check that could be made holds across the corpus (the others name their missing part).
    expect(failed).toEqual([]);
  }, 300_000);

  it("integrity warnings carry the real numbers or name the missing part", async () => {
    const bs = await statement("KO", "bs", { fiscalYear: 2024, quarter: 4 });
    expect(bs.checks[0]).toMatchObject({ status: "incomplete", missing: ["us-gaap:Liabilities"] });
    expect(bs.warnings.join(" ")).toMatch(/us-gaap:Liabilities not reported/);
    // Carbo Ceramics reports its exchange-rate effect (246 thousand) under the continuing-operations concept.
    const crr = await statement("CRR", "cf", { fiscalYear: 2017, quarter: 4 });
    expect(crr.checks[0]).toMatchObject({ status: "pass", values: { net_change_in_cash: -13_295_000, fx_effect_on_cash: 246_000 } });
    // UnitedHealth's sections sum to the change in cash including the disposal group.
    const unh = await statement("UNH", "cf", { fiscalYear: 2024, quarter: 4 });
    expect(line(unh, "net_change_in_cash").concept).toBe(
      "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffectDisposalGroupIncludingDiscontinuedOperations",
    );
    expect(unh.checks[0]?.status).toBe("pass");
    const ibm = await statement("IBM", "income", { fiscalYear: 2024, quarter: 4 });
    expect(ibm.warnings.join(" ")).toMatch(/reports none of the statement's lines/);
  });
});
