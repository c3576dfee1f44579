/**
 * The tag-equivalence registry: named metrics, each a group of concepts that report it, in
 * priority order (the first one a filing reports answers). Versioned data: change it only with
 * a new `version` and a changelog line. A concept belongs to at most one live group.
 *
 * Priority rule: the broadest total first. `Revenues` precedes
 * `RevenueFromContractWithCustomerExcludingAssessedTax` because a filer reporting both uses the
 * latter for the ASC 606 component and the former for the total.
 */
export const EQUIVALENCE_REGISTRY = {
  version: "2026.11.4",
  groups: [
    {
      name: "revenue",
      label: "Revenue",
      aliases: ["revenue", "revenues", "total revenue", "net sales", "sales", "net revenue", "total net sales"],
      concepts: [
        "us-gaap:Revenues",
        "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
        "us-gaap:RevenueFromContractWithCustomerIncludingAssessedTax",
        "us-gaap:SalesRevenueNet",
        "us-gaap:SalesRevenueGoodsNet",
        "us-gaap:SalesRevenueServicesNet",
      ],
    },
    {
      name: "cost_of_revenue",
      label: "Cost of revenue",
      aliases: ["cost of revenue", "cost of sales", "cost of goods sold", "cogs"],
      concepts: ["us-gaap:CostOfRevenue", "us-gaap:CostOfGoodsAndServicesSold", "us-gaap:CostOfGoodsSold", "us-gaap:CostOfServices"],
    },
    { name: "gross_profit", label: "Gross profit", aliases: ["gross profit", "gross margin"], concepts: ["us-gaap:GrossProfit"] },
    {
      name: "research_and_development",
      label: "Research and development",
      aliases: ["research and development", "r&d", "rnd"],
      concepts: [
        "us-gaap:ResearchAndDevelopmentExpense",
        "us-gaap:ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost",
        "us-gaap:ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost",
      ],
    },
    {
      name: "selling_general_administrative",
      label: "Selling, general and administrative",
      aliases: ["selling general and administrative", "sg&a", "sga"],
      concepts: ["us-gaap:SellingGeneralAndAdministrativeExpense"],
    },
    // 2026.11.3: general and administrative alone is a part of SG&A, not SG&A.
    {
      name: "general_and_administrative",
      label: "General and administrative",
      aliases: ["general and administrative", "g&a"],
      concepts: ["us-gaap:GeneralAndAdministrativeExpense"],
    },
    {
      name: "operating_expenses",
      label: "Operating expenses",
      aliases: ["operating expenses", "total operating expenses", "opex"],
      concepts: ["us-gaap:OperatingExpenses", "us-gaap:CostsAndExpenses"],
    },
    {
      name: "operating_income",
      label: "Operating income",
      aliases: ["operating income", "operating profit", "income from operations"],
      concepts: ["us-gaap:OperatingIncomeLoss"],
    },
    {
      name: "pretax_income",
      label: "Income before income taxes",
      aliases: ["pretax income", "income before taxes", "earnings before taxes"],
      concepts: [
        "us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
        "us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
      ],
    },
    // 2026.11.3: the domestic and foreign parts of pretax income (ASC 740 disclosure) are not the total.
    {
      name: "pretax_income_domestic",
      label: "Income before income taxes, domestic",
      aliases: ["domestic pretax income"],
      concepts: ["us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic"],
    },
    {
      name: "pretax_income_foreign",
      label: "Income before income taxes, foreign",
      aliases: ["foreign pretax income"],
      concepts: ["us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesForeign"],
    },
    {
      name: "income_tax",
      label: "Income tax expense",
      aliases: ["income tax", "income taxes", "provision for income taxes", "tax expense"],
      concepts: ["us-gaap:IncomeTaxExpenseBenefit"],
    },
    {
      name: "net_income",
      label: "Net income",
      aliases: ["net income", "net earnings", "net profit", "profit", "net income loss"],
      concepts: ["us-gaap:NetIncomeLoss", "us-gaap:ProfitLoss", "us-gaap:NetIncomeLossAvailableToCommonStockholdersBasic"],
    },
    {
      name: "eps_basic",
      label: "Earnings per share, basic",
      aliases: ["eps basic", "basic eps", "earnings per share basic"],
      concepts: ["us-gaap:EarningsPerShareBasic"],
    },
    // Filers without dilutive securities report one combined figure; it answers for diluted EPS.
    {
      name: "eps_diluted",
      label: "Earnings per share, diluted",
      aliases: ["eps diluted", "diluted eps", "earnings per share diluted", "eps"],
      concepts: ["us-gaap:EarningsPerShareDiluted", "us-gaap:EarningsPerShareBasicAndDiluted"],
    },
    {
      name: "diluted_shares",
      label: "Weighted-average diluted shares",
      aliases: ["diluted shares", "weighted average diluted shares", "diluted share count"],
      // Filers without dilutive securities report one combined count; it answers for diluted shares (and the statement's basic line).
      concepts: [
        "us-gaap:WeightedAverageNumberOfDilutedSharesOutstanding",
        "us-gaap:WeightedAverageNumberOfShareOutstandingBasicAndDiluted",
      ],
    },
    {
      name: "basic_shares",
      label: "Weighted-average basic shares",
      aliases: ["basic shares", "weighted average basic shares"],
      concepts: ["us-gaap:WeightedAverageNumberOfSharesOutstandingBasic"],
    },
    {
      name: "cash",
      label: "Cash and cash equivalents",
      aliases: ["cash", "cash and cash equivalents", "cash and equivalents"],
      concepts: [
        "us-gaap:CashAndCashEquivalentsAtCarryingValue",
        "us-gaap:Cash",
        "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
      ],
    },
    { name: "total_assets", label: "Total assets", aliases: ["total assets", "assets"], concepts: ["us-gaap:Assets"] },
    {
      name: "current_assets",
      label: "Total current assets",
      aliases: ["current assets", "total current assets"],
      concepts: ["us-gaap:AssetsCurrent"],
    },
    {
      name: "total_liabilities",
      label: "Total liabilities",
      aliases: ["total liabilities", "liabilities"],
      concepts: ["us-gaap:Liabilities"],
    },
    {
      name: "current_liabilities",
      label: "Total current liabilities",
      aliases: ["current liabilities", "total current liabilities"],
      concepts: ["us-gaap:LiabilitiesCurrent"],
    },
    {
      name: "stockholders_equity",
      label: "Total stockholders' equity",
      aliases: ["stockholders equity", "shareholders equity", "equity", "book value"],
      concepts: ["us-gaap:StockholdersEquity"],
    },
    // 2026.11.3: equity including noncontrolling interest is another total than the parent's equity.
    {
      name: "total_equity",
      label: "Total equity (including noncontrolling interest)",
      aliases: ["total equity", "equity including noncontrolling interest"],
      concepts: ["us-gaap:StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"],
    },
    {
      name: "liabilities_and_equity",
      label: "Total liabilities and equity",
      aliases: ["total liabilities and equity"],
      concepts: ["us-gaap:LiabilitiesAndStockholdersEquity"],
    },
    // 2026.11.3: the noncurrent portion only (with finance leases when the filer reports them together).
    {
      name: "long_term_debt",
      label: "Long-term debt",
      aliases: ["long term debt", "long-term debt"],
      concepts: ["us-gaap:LongTermDebtNoncurrent", "us-gaap:LongTermDebtAndCapitalLeaseObligations"],
    },
    {
      name: "long_term_debt_including_current",
      label: "Long-term debt including current maturities",
      aliases: ["long term debt including current portion"],
      concepts: ["us-gaap:LongTermDebt", "us-gaap:DebtAndCapitalLeaseObligations"],
    },
    // 2026.11.3: the current debt total; its parts (short-term borrowings, commercial paper, current maturities) have groups of their own.
    { name: "short_term_debt", label: "Short-term debt", aliases: ["short term debt", "current debt"], concepts: ["us-gaap:DebtCurrent"] },
    {
      name: "short_term_borrowings",
      label: "Short-term borrowings",
      aliases: ["short term borrowings"],
      concepts: ["us-gaap:ShortTermBorrowings"],
    },
    { name: "commercial_paper", label: "Commercial paper", aliases: ["commercial paper"], concepts: ["us-gaap:CommercialPaper"] },
    {
      name: "current_portion_of_long_term_debt",
      label: "Current portion of long-term debt",
      aliases: ["current portion of long term debt", "current maturities of long term debt"],
      concepts: ["us-gaap:LongTermDebtCurrent", "us-gaap:LongTermDebtAndCapitalLeaseObligationsCurrent"],
    },
    {
      name: "operating_cash_flow",
      label: "Net cash from operating activities",
      aliases: ["operating cash flow", "cash from operations", "cfo", "net cash from operating activities"],
      concepts: [
        "us-gaap:NetCashProvidedByUsedInOperatingActivities",
        "us-gaap:NetCashProvidedByUsedInOperatingActivitiesContinuingOperations",
      ],
    },
    {
      name: "investing_cash_flow",
      label: "Net cash from investing activities",
      aliases: ["investing cash flow", "cash from investing"],
      concepts: [
        "us-gaap:NetCashProvidedByUsedInInvestingActivities",
        "us-gaap:NetCashProvidedByUsedInInvestingActivitiesContinuingOperations",
      ],
    },
    {
      name: "financing_cash_flow",
      label: "Net cash from financing activities",
      aliases: ["financing cash flow", "cash from financing"],
      concepts: [
        "us-gaap:NetCashProvidedByUsedInFinancingActivities",
        "us-gaap:NetCashProvidedByUsedInFinancingActivitiesContinuingOperations",
      ],
    },
    {
      name: "capex",
      label: "Capital expenditures",
      aliases: ["capex", "capital expenditures", "purchases of property and equipment"],
      concepts: ["us-gaap:PaymentsToAcquirePropertyPlantAndEquipment", "us-gaap:PaymentsToAcquireProductiveAssets"],
    },
    {
      name: "dividends_paid",
      label: "Dividends paid",
      aliases: ["dividends paid", "dividends"],
      concepts: ["us-gaap:PaymentsOfDividends", "us-gaap:PaymentsOfDividendsCommonStock", "us-gaap:PaymentsOfOrdinaryDividends"],
    },
    {
      name: "share_repurchases",
      label: "Share repurchases",
      aliases: ["buybacks", "share repurchases", "stock repurchases"],
      concepts: ["us-gaap:PaymentsForRepurchaseOfCommonStock"],
    },
    {
      name: "shares_outstanding",
      label: "Shares outstanding (cover page)",
      aliases: ["shares outstanding", "common shares outstanding"],
      concepts: ["dei:EntityCommonStockSharesOutstanding"],
    },
    // 2026.11.2: statement template lines (get_statement). Each concept in one live group only.
    {
      name: "interest_expense",
      label: "Interest expense",
      aliases: ["interest expense"],
      concepts: [
        "us-gaap:InterestExpense",
        "us-gaap:InterestExpenseNonoperating",
        "us-gaap:InterestExpenseDebt",
        "us-gaap:InterestAndDebtExpense",
      ],
    },
    {
      name: "nonoperating_income",
      label: "Other income (expense), net",
      aliases: ["other income", "nonoperating income", "other income expense"],
      concepts: ["us-gaap:NonoperatingIncomeExpense", "us-gaap:OtherNonoperatingIncomeExpense"],
    },
    {
      name: "short_term_investments",
      label: "Short-term investments",
      aliases: ["short term investments", "marketable securities current"],
      concepts: [
        "us-gaap:ShortTermInvestments",
        "us-gaap:MarketableSecuritiesCurrent",
        "us-gaap:AvailableForSaleSecuritiesDebtSecuritiesCurrent",
        "us-gaap:DebtSecuritiesAvailableForSaleExcludingAccruedInterestCurrent",
        "us-gaap:AvailableForSaleSecuritiesCurrent",
        "us-gaap:OtherShortTermInvestments",
      ],
    },
    {
      name: "accounts_receivable",
      label: "Accounts receivable, net",
      aliases: ["accounts receivable", "receivables"],
      concepts: ["us-gaap:AccountsReceivableNetCurrent", "us-gaap:ReceivablesNetCurrent"],
    },
    // 2026.11.3: finished goods are a part of inventories; inventories net of customer advances and progress billings are the total some contractors print.
    {
      name: "inventory",
      label: "Inventories",
      aliases: ["inventory", "inventories"],
      concepts: ["us-gaap:InventoryNet", "us-gaap:InventoryNetOfAllowancesCustomerAdvancesAndProgressBillings"],
    },
    {
      name: "inventory_finished_goods",
      label: "Finished goods",
      aliases: ["finished goods"],
      concepts: ["us-gaap:InventoryFinishedGoodsNetOfReserves", "us-gaap:InventoryFinishedGoods"],
    },
    {
      name: "property_plant_equipment",
      label: "Property, plant and equipment, net",
      aliases: ["ppe", "property plant and equipment", "pp&e"],
      concepts: [
        "us-gaap:PropertyPlantAndEquipmentNet",
        "us-gaap:PropertyPlantAndEquipmentAndFinanceLeaseRightOfUseAssetAfterAccumulatedDepreciationAndAmortization",
      ],
    },
    { name: "goodwill", label: "Goodwill", aliases: ["goodwill"], concepts: ["us-gaap:Goodwill"] },
    {
      name: "accounts_payable",
      label: "Accounts payable",
      aliases: ["accounts payable", "payables"],
      concepts: [
        "us-gaap:AccountsPayableCurrent",
        "us-gaap:AccountsPayableTradeCurrent",
        "us-gaap:AccountsPayableAndAccruedLiabilitiesCurrent",
        "us-gaap:AccountsPayableAndOtherAccruedLiabilitiesCurrent",
      ],
    },
    {
      name: "noncontrolling_interest",
      label: "Noncontrolling interest",
      aliases: ["noncontrolling interest", "minority interest"],
      concepts: ["us-gaap:MinorityInterest"],
    },
    {
      name: "depreciation_amortization",
      label: "Depreciation and amortization",
      aliases: ["depreciation and amortization", "d&a"],
      concepts: [
        "us-gaap:DepreciationDepletionAndAmortization",
        "us-gaap:DepreciationAndAmortization",
        "us-gaap:DepreciationAmortizationAndAccretionNet",
      ],
    },
    // 2026.11.3: depreciation alone is less than depreciation and amortization.
    { name: "depreciation", label: "Depreciation", aliases: ["depreciation"], concepts: ["us-gaap:Depreciation"] },
    {
      name: "share_based_compensation",
      label: "Share-based compensation",
      aliases: ["stock based compensation", "share based compensation", "sbc"],
      concepts: ["us-gaap:ShareBasedCompensation", "us-gaap:AllocatedShareBasedCompensationExpense"],
    },
    {
      name: "fx_effect_on_cash",
      label: "Effect of exchange rate changes on cash",
      aliases: ["fx effect on cash", "effect of exchange rate on cash"],
      concepts: [
        "us-gaap:EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents",
        "us-gaap:EffectOfExchangeRateOnCashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsIncludingDisposalGroupAndDiscontinuedOperations",
        "us-gaap:EffectOfExchangeRateOnCashAndCashEquivalents",
        "us-gaap:EffectOfExchangeRateOnCashAndCashEquivalentsContinuingOperations",
      ],
    },
    {
      name: "net_change_in_cash",
      label: "Net change in cash",
      aliases: ["net change in cash", "change in cash", "increase decrease in cash"],
      // The disposal-group variant first: when reported, the three sections sum to it (UNH 2024).
      concepts: [
        "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffectDisposalGroupIncludingDiscontinuedOperations",
        "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect",
        "us-gaap:CashAndCashEquivalentsPeriodIncreaseDecrease",
        "us-gaap:CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseExcludingExchangeRateEffect",
      ],
    },
  ],
  /** Former groups divided into narrower ones; asking for one is an explicit error naming its successors. */
  splitGroups: [
    {
      name: "debt",
      aliases: ["debt", "total debt"],
      successors: ["long_term_debt", "short_term_debt"],
      since: "2026.11.1",
      reason: "mixed the current and noncurrent portions, so one filing could answer with either",
    },
  ],
  changelog: [
    {
      version: "2026.11.4",
      change:
        "diluted_shares also answers with WeightedAverageNumberOfShareOutstandingBasicAndDiluted (one combined count, as eps_diluted does with EarningsPerShareBasicAndDiluted)",
    },
    {
      version: "2026.11.4",
      change:
        "groups hold only concepts of one meaning: long_term_debt is the noncurrent portion (LongTermDebt, which includes current maturities, moves to long_term_debt_including_current); short_term_debt is DebtCurrent (its parts move to short_term_borrowings, commercial_paper, current_portion_of_long_term_debt); total_equity (including noncontrolling interest) leaves stockholders_equity; depreciation, general_and_administrative, pretax_income_domestic/foreign and inventory_finished_goods leave depreciation_amortization, selling_general_administrative, pretax_income and inventory; added DebtCurrent, InterestAndDebtExpense, AccountsPayableTradeCurrent, AccountsPayableAndOtherAccruedLiabilitiesCurrent, ResearchAndDevelopmentExpenseSoftwareExcludingAcquiredInProcessCost, DebtSecuritiesAvailableForSaleExcludingAccruedInterestCurrent, AvailableForSaleSecuritiesCurrent, OtherShortTermInvestments, InventoryNetOfAllowancesCustomerAdvancesAndProgressBillings, PaymentsOfOrdinaryDividends",
    },
    {
      version: "2026.11.2",
      change:
        "13 groups added for statement templates: interest_expense, nonoperating_income, short_term_investments, accounts_receivable, inventory, property_plant_equipment, goodwill, accounts_payable, noncontrolling_interest, depreciation_amortization, share_based_compensation, fx_effect_on_cash, net_change_in_cash",
    },
    { version: "2026.11.1", change: "first registry: 30 groups; former group `debt` split into `long_term_debt` and `short_term_debt`" },
  ],
} as const;
