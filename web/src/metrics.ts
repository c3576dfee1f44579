/** Metrics the chart offers: names of the tag-equivalence registry's groups (GET /api/tag_equivalence). */
export const METRICS: readonly [string, string][] = [
  ["revenue", "Revenue"],
  ["cost_of_revenue", "Cost of revenue"],
  ["gross_profit", "Gross profit"],
  ["research_and_development", "Research and development"],
  ["operating_income", "Operating income"],
  ["pretax_income", "Income before taxes"],
  ["net_income", "Net income"],
  ["eps_basic", "EPS, basic"],
  ["eps_diluted", "EPS, diluted"],
  ["total_assets", "Total assets"],
  ["total_liabilities", "Total liabilities"],
  ["stockholders_equity", "Stockholders' equity"],
  ["cash", "Cash"],
  ["long_term_debt", "Long-term debt"],
  ["operating_cash_flow", "Operating cash flow"],
  ["capex", "Capital expenditures"],
  ["share_repurchases", "Share repurchases"],
  ["dividends_paid", "Dividends paid"],
];

export const metricLabel = (name: string) => METRICS.find(([n]) => n === name)?.[1] ?? name;
