import { describe, expect, it } from "vitest";
import { EMPTY_LINKBASES, type Linkbases, type PresentationArc } from "../../../src/model/index.js";
import { chooseStatementRole, presentedTree } from "../../../src/domain/statements/statement-role.js";

const arcs = (role: string, parent: string, children: string[]): PresentationArc[] =>
  children.map((child, i) => ({ role, parent, child, order: i + 1, preferredLabel: null }));

// A filing whose tax note is titled like a statement and presents income-statement concepts.
const TAX = "http://example.com/role/IncomeTaxesScheduleOfIncomeBeforeIncomeTaxes";
const OPS = "http://example.com/role/ConsolidatedStatementsOfOperations";
const COMPREHENSIVE = "http://example.com/role/ConsolidatedStatementsOfComprehensiveIncome";
const linkbases: Linkbases = {
  ...EMPTY_LINKBASES,
  roles: [
    { roleUri: TAX, definition: "2401 - Statement - Income statement: income taxes (Tables)" },
    { roleUri: OPS, definition: "1003 - Statement - CONSOLIDATED STATEMENTS OF OPERATIONS" },
    { roleUri: COMPREHENSIVE, definition: "1004 - Statement - CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME" },
  ],
  presentation: [
    ...arcs(TAX, "us-gaap:IncomeTaxDisclosureAbstract", [
      "us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic",
      "us-gaap:IncomeTaxExpenseBenefit",
      "us-gaap:NetIncomeLoss",
    ]),
    ...arcs(OPS, "us-gaap:IncomeStatementAbstract", [
      "us-gaap:Revenues",
      "us-gaap:CostOfRevenue",
      "ex:PlatformFees",
      "us-gaap:OperatingIncomeLoss",
      "us-gaap:NetIncomeLoss",
      "us-gaap:EarningsPerShareDiluted",
    ]),
    ...arcs(COMPREHENSIVE, "us-gaap:StatementOfIncomeAndComprehensiveIncomeAbstract", [
      "us-gaap:NetIncomeLoss",
      "us-gaap:ComprehensiveIncomeNetOfTax",
    ]),
  ],
  labels: [{ concept: "ex:PlatformFees", role: "http://www.xbrl.org/2003/role/label", lang: "en-US", text: "Platform fees" }],
};

describe("statement role chosen by content", () => {
  it("takes the role presenting revenue, net income and EPS, not a tax schedule titled 'Income statement'", () => {
    expect(chooseStatementRole(linkbases, "income_statement")).toMatchObject({ role: OPS, anchors_found: 4 });
  });
  it("finds no balance sheet or cash flow where no role presents their anchors", () => {
    expect(chooseStatementRole(linkbases, "balance_sheet")).toBeNull();
    expect(chooseStatementRole(linkbases, "cash_flow")).toBeNull();
    expect(chooseStatementRole(EMPTY_LINKBASES, "income_statement")).toBeNull();
  });
  it("flattens the tree in the filer's order, keeping extension lines with their labels", () => {
    const tree = presentedTree(linkbases, OPS, linkbases.labels);
    expect(tree.map((n) => n.concept)).toEqual([
      "us-gaap:IncomeStatementAbstract",
      "us-gaap:Revenues",
      "us-gaap:CostOfRevenue",
      "ex:PlatformFees",
      "us-gaap:OperatingIncomeLoss",
      "us-gaap:NetIncomeLoss",
      "us-gaap:EarningsPerShareDiluted",
    ]);
    expect(tree[3]).toMatchObject({ label: "Platform fees", depth: 1, abstract: false });
    expect(tree[0]).toMatchObject({ depth: 0, abstract: true });
  });
});
