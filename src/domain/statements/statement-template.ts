import { FdsError } from "../shared/index.js";

/** The three primary financial statements. */
export const STATEMENT_KINDS = ["income_statement", "balance_sheet", "cash_flow"] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** Names a caller may use for each statement (compared lower-case, spaces and dashes as `_`). */
const ALIASES: Record<StatementKind, readonly string[]> = {
  income_statement: ["income_statement", "income", "is", "pnl", "p&l", "operations", "statement_of_operations", "earnings"],
  balance_sheet: ["balance_sheet", "balance", "bs", "financial_position", "statement_of_financial_position"],
  cash_flow: ["cash_flow", "cashflow", "cf", "cash_flows", "cash_flow_statement"],
};

/** The statement kind a caller's name denotes; 400 `bad_request` listing the accepted names otherwise. */
export function statementKindOf(name: string): StatementKind {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  for (const kind of STATEMENT_KINDS) if (ALIASES[kind].includes(key)) return kind;
  throw new FdsError(
    "bad_request",
    `unknown statement "${name}": use one of ${STATEMENT_KINDS.map((k) => `${k} (${ALIASES[k].join(", ")})`).join("; ")}`,
  );
}

/** One standard line of a statement template. */
export interface TemplateLine {
  readonly key: string;
  /** Registry group whose concepts, in priority order, fill the line. */
  readonly group: string;
  /** 0 for section totals, 1 for their components. */
  readonly level: number;
  /** A total or subtotal of the lines above it. */
  readonly subtotal: boolean;
}

/**
 * The standard lines of each statement, in presentation order. Each is filled from the filing's
 * face statement first (the concept it prints among its registry group's, statement-lines.ts),
 * through the registry without one, so one template fits filers who use different tags.
 */
export const STATEMENT_TEMPLATES: Record<StatementKind, readonly TemplateLine[]> = {
  income_statement: [
    { key: "revenue", group: "revenue", level: 0, subtotal: false },
    { key: "cost_of_revenue", group: "cost_of_revenue", level: 1, subtotal: false },
    { key: "gross_profit", group: "gross_profit", level: 0, subtotal: true },
    { key: "research_and_development", group: "research_and_development", level: 1, subtotal: false },
    { key: "selling_general_administrative", group: "selling_general_administrative", level: 1, subtotal: false },
    { key: "operating_expenses", group: "operating_expenses", level: 0, subtotal: true },
    { key: "operating_income", group: "operating_income", level: 0, subtotal: true },
    { key: "interest_expense", group: "interest_expense", level: 1, subtotal: false },
    { key: "nonoperating_income", group: "nonoperating_income", level: 1, subtotal: false },
    { key: "pretax_income", group: "pretax_income", level: 0, subtotal: true },
    { key: "income_tax", group: "income_tax", level: 1, subtotal: false },
    { key: "net_income", group: "net_income", level: 0, subtotal: true },
    { key: "eps_basic", group: "eps_basic", level: 1, subtotal: false },
    { key: "eps_diluted", group: "eps_diluted", level: 1, subtotal: false },
    { key: "basic_shares", group: "basic_shares", level: 1, subtotal: false },
    { key: "diluted_shares", group: "diluted_shares", level: 1, subtotal: false },
  ],
  balance_sheet: [
    { key: "cash", group: "cash", level: 1, subtotal: false },
    { key: "short_term_investments", group: "short_term_investments", level: 1, subtotal: false },
    { key: "accounts_receivable", group: "accounts_receivable", level: 1, subtotal: false },
    { key: "inventory", group: "inventory", level: 1, subtotal: false },
    { key: "current_assets", group: "current_assets", level: 0, subtotal: true },
    { key: "property_plant_equipment", group: "property_plant_equipment", level: 1, subtotal: false },
    { key: "goodwill", group: "goodwill", level: 1, subtotal: false },
    { key: "total_assets", group: "total_assets", level: 0, subtotal: true },
    { key: "accounts_payable", group: "accounts_payable", level: 1, subtotal: false },
    { key: "short_term_debt", group: "short_term_debt", level: 1, subtotal: false },
    { key: "current_liabilities", group: "current_liabilities", level: 0, subtotal: true },
    { key: "long_term_debt", group: "long_term_debt", level: 1, subtotal: false },
    { key: "total_liabilities", group: "total_liabilities", level: 0, subtotal: true },
    { key: "stockholders_equity", group: "stockholders_equity", level: 0, subtotal: true },
    { key: "noncontrolling_interest", group: "noncontrolling_interest", level: 1, subtotal: false },
    { key: "total_equity", group: "total_equity", level: 0, subtotal: true },
    { key: "liabilities_and_equity", group: "liabilities_and_equity", level: 0, subtotal: true },
  ],
  cash_flow: [
    { key: "net_income", group: "net_income", level: 1, subtotal: false },
    { key: "depreciation_amortization", group: "depreciation_amortization", level: 1, subtotal: false },
    { key: "share_based_compensation", group: "share_based_compensation", level: 1, subtotal: false },
    { key: "operating_cash_flow", group: "operating_cash_flow", level: 0, subtotal: true },
    { key: "capex", group: "capex", level: 1, subtotal: false },
    { key: "investing_cash_flow", group: "investing_cash_flow", level: 0, subtotal: true },
    { key: "share_repurchases", group: "share_repurchases", level: 1, subtotal: false },
    { key: "dividends_paid", group: "dividends_paid", level: 1, subtotal: false },
    { key: "financing_cash_flow", group: "financing_cash_flow", level: 0, subtotal: true },
    { key: "fx_effect_on_cash", group: "fx_effect_on_cash", level: 1, subtotal: false },
    { key: "net_change_in_cash", group: "net_change_in_cash", level: 0, subtotal: true },
  ],
};

/**
 * Concepts that mark a presentation role as this statement: a role qualifies by the anchors it
 * presents (content), not by its title, so a tax schedule that presents income tax and pretax
 * income is never taken for the income statement. Each inner list is one anchor; a role must
 * present at least `needed` of them.
 */
export const STATEMENT_ANCHORS: Record<StatementKind, { readonly anchors: readonly (readonly string[])[]; readonly needed: number }> = {
  income_statement: {
    anchors: [
      [
        "us-gaap:Revenues",
        "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
        "us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax",
        "us-gaap:SalesRevenueNet",
        "us-gaap:SalesRevenueGoodsNet",
        "us-gaap:SalesRevenueServicesNet",
        "us-gaap:InterestAndDividendIncomeOperating",
      ],
      ["us-gaap:NetIncomeLoss", "us-gaap:ProfitLoss", "us-gaap:NetIncomeLossAvailableToCommonStockholdersBasic"],
      ["us-gaap:EarningsPerShareDiluted", "us-gaap:EarningsPerShareBasic", "us-gaap:EarningsPerShareBasicAndDiluted"],
      ["us-gaap:OperatingIncomeLoss", "us-gaap:CostsAndExpenses", "us-gaap:OperatingExpenses"],
    ],
    needed: 3,
  },
  balance_sheet: {
    anchors: [
      ["us-gaap:Assets"],
      ["us-gaap:LiabilitiesAndStockholdersEquity"],
      ["us-gaap:StockholdersEquity", "us-gaap:StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"],
    ],
    needed: 2,
  },
  cash_flow: {
    anchors: [
      ["us-gaap:NetCashProvidedByUsedInOperatingActivities", "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations"],
      ["us-gaap:NetCashProvidedByUsedInInvestingActivities", "us-gaap:NetCashProvidedByUsedInInvestingActivitiesContinuingOperations"],
      ["us-gaap:NetCashProvidedByUsedInFinancingActivities", "us-gaap:NetCashProvidedByUsedInFinancingActivitiesContinuingOperations"],
    ],
    needed: 2,
  },
};
