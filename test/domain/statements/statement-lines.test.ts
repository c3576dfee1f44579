import { describe, expect, it } from "vitest";
import { chooseLine, sumOfPrinted } from "../../../src/domain/statements/statement-lines.js";
import type { FaceStatement } from "../../../src/domain/statements/statement-face.js";
import type { MetricValue } from "../../../src/domain/shared/metric-value.js";

// Hand-written faces: the concepts a balance sheet or cash flow prints, in order (no filing's numbers).
const face = (...concepts: string[]): FaceStatement => ({
  accession: "0000000000-00-000000",
  source: "document_table",
  ref: "t-1",
  concepts,
});
const G = (local: string) => `us-gaap:${local}`;
const balanceSheet = (current: string[], noncurrent: string[], equity: string[]) =>
  face(
    G("CashAndCashEquivalentsAtCarryingValue"),
    G("AssetsCurrent"),
    G("Assets"),
    G("AccountsPayableCurrent"),
    ...current,
    G("LiabilitiesCurrent"),
    ...noncurrent,
    G("Liabilities"),
    ...equity,
    G("LiabilitiesAndStockholdersEquity"),
  );

describe("chooseLine: the face statement decides which concept fills a line", () => {
  it("sums the printed current debt lines; a printed current debt total is taken alone; interest and leases are not debt", () => {
    const two = balanceSheet(
      [G("ShortTermBorrowings"), G("InterestPayableCurrent"), G("OperatingLeaseLiabilityCurrent"), G("LongTermDebtCurrent")],
      [],
      [],
    );
    expect(chooseLine("short_term_debt", [G("DebtCurrent")], two)).toEqual({
      kind: "sum_of_printed",
      concepts: [G("ShortTermBorrowings"), G("LongTermDebtCurrent")],
    });
    const total = balanceSheet([G("CommercialPaper"), G("DebtCurrent")], [], []);
    expect(chooseLine("short_term_debt", [G("DebtCurrent")], total)).toEqual({ kind: "printed", concept: G("DebtCurrent") });
    const none = balanceSheet([G("AccruedLiabilitiesCurrent")], [G("LongTermDebtNoncurrent")], []);
    expect(chooseLine("short_term_debt", [G("DebtCurrent")], none)).toEqual({ kind: "not_printed" });
    // The noncurrent block ends at total liabilities: long-term debt there, never the total including current maturities from a note.
    expect(chooseLine("long_term_debt", [G("LongTermDebtNoncurrent"), G("LongTermDebtAndCapitalLeaseObligations")], none)).toEqual({
      kind: "printed",
      concept: G("LongTermDebtNoncurrent"),
    });
  });

  it("leaves a line the face does not print null, and reads the registry only without a face", () => {
    const cashFlow = face(
      G("ProfitLoss"),
      G("Depreciation"),
      G("AmortizationOfIntangibleAssets"),
      G("NetCashProvidedByUsedInOperatingActivities"),
    );
    const da = [G("DepreciationDepletionAndAmortization"), G("DepreciationAndAmortization")];
    expect(chooseLine("depreciation_amortization", da, cashFlow)).toEqual({ kind: "not_printed" });
    expect(chooseLine("depreciation_amortization", da, null)).toEqual({ kind: "registry", concepts: da });
    expect(chooseLine("net_income", [G("NetIncomeLoss"), G("ProfitLoss")], cashFlow)).toEqual({
      kind: "printed",
      concept: G("ProfitLoss"),
    });
  });

  it("takes an extension line whose name means the line, after the group's standard concepts", () => {
    const da = [G("DepreciationDepletionAndAmortization")];
    expect(chooseLine("depreciation_amortization", da, face(G("NetIncomeLoss"), "abc:DepreciationAmortizationAndImpairment"))).toEqual({
      kind: "printed",
      concept: "abc:DepreciationAmortizationAndImpairment",
    });
    expect(
      chooseLine(
        "depreciation_amortization",
        da,
        face(G("DepreciationDepletionAndAmortization"), "abc:DepreciationAmortizationAndImpairment"),
      ),
    ).toEqual({ kind: "printed", concept: G("DepreciationDepletionAndAmortization") });
    expect(
      chooseLine(
        "pretax_income",
        [G("IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest")],
        face("abc:IncomeLossBeforeIncomeTaxesDomestic"),
      ),
    ).toEqual({ kind: "not_printed" });
  });

  it("tells the parent's equity from equity including noncontrolling interest by the face's lines", () => {
    const withNci = balanceSheet(
      [],
      [],
      [G("StockholdersEquity"), G("MinorityInterest"), G("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")],
    );
    expect(chooseLine("stockholders_equity", [G("StockholdersEquity")], withNci)).toEqual({
      kind: "printed",
      concept: G("StockholdersEquity"),
    });
    expect(
      chooseLine("total_equity", [G("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")], withNci),
    ).toMatchObject({ kind: "printed" });
    // One equity total and no noncontrolling interest: whatever concept tags it, it is the parent's equity.
    const alone = balanceSheet([], [], [G("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")]);
    expect(chooseLine("stockholders_equity", [G("StockholdersEquity")], alone)).toEqual({
      kind: "printed",
      concept: G("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"),
    });
    expect(chooseLine("total_equity", [G("StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest")], alone)).toEqual({
      kind: "not_printed",
    });
  });
});

describe("sumOfPrinted", () => {
  const part = (concept: string, exact: string, decimals: number): MetricValue => ({
    value: Number(exact),
    value_exact: exact,
    unit: "USD",
    decimals,
    period: { type: "instant", start: null, end: "2024-12-31" },
    duration_class: null,
    concept,
    axis_key: "",
    dimensions: {},
    source: "xbrl",
    source_ref: {
      accession: "0000000000-00-000000",
      form: "10-K",
      filed_date: null,
      document: "x.htm",
      element_id: concept,
      context_id: "c-1",
      url: null,
    },
    reported_in: "own_filing",
  });
  it("adds exactly, keeps the least precise decimals, is derived and cites every printed line", () => {
    const sum = sumOfPrinted(
      [part(G("ShortTermBorrowings"), "1499000000", -6), part(G("LongTermDebtCurrent"), "648000000", -6)],
      G("DebtCurrent"),
    );
    expect(sum).toMatchObject({
      value: 2_147_000_000,
      value_exact: "2147000000",
      decimals: -6,
      source: "derived",
      source_ref: null,
      concept: G("DebtCurrent"),
      reported_in: "own_filing",
    });
    expect(sum?.derivation?.inputs.map((i) => i.element_id)).toEqual([G("ShortTermBorrowings"), G("LongTermDebtCurrent")]);
    expect(sumOfPrinted([], G("DebtCurrent"))).toBeNull();
  });
});
