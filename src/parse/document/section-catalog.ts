/**
 * The items a form's sections are named after, in the order the form prescribes them:
 * Form 10-K (General Instructions and Parts I-IV, Regulation S-K Items 101-107, 201-308, 401-407,
 * 601, 1.C added 2023 for Item 106 cybersecurity), Form 10-Q (Part I Items 1-4, Part II Items 1-6),
 * Form 8-K (Items 1.01-9.01 since August 2004; single-digit Items 1-12 before that).
 */

export const SECTION_FORMS = ["10-K", "10-Q", "8-K"] as const;
export type SectionForm = (typeof SECTION_FORMS)[number];

export interface CatalogEntry {
  /** Section key: "item_1a", "part_2_item_1a", "item_2_02", or a part ("part_2"), which is an anchor only. */
  readonly key: string;
  /** Part number (1-4) for 10-K/10-Q entries, 0 for 8-K. */
  readonly part: number;
  /** Item label as printed after "Item": "1A", "2.02"; "" for a part entry. */
  readonly item: string;
  /** The caption's usual wording; older and alternative wordings follow the first. */
  readonly titles: readonly string[];
}

const part = (n: number): CatalogEntry => ({ key: `part_${n}`, part: n, item: "", titles: [] });
const item10k = (p: number, item: string, ...titles: string[]): CatalogEntry => ({
  key: `item_${item.toLowerCase()}`,
  part: p,
  item,
  titles,
});
const item10q = (p: number, item: string, ...titles: string[]): CatalogEntry => ({
  key: `part_${p}_item_${item.toLowerCase()}`,
  part: p,
  item,
  titles,
});
const item8k = (item: string, ...titles: string[]): CatalogEntry => ({ key: `item_${item.replace(".", "_")}`, part: 0, item, titles });

const FORM_10K: readonly CatalogEntry[] = [
  part(1),
  item10k(1, "1", "Business"),
  item10k(1, "1A", "Risk Factors"),
  item10k(1, "1B", "Unresolved Staff Comments"),
  item10k(1, "1C", "Cybersecurity"),
  item10k(1, "2", "Properties"),
  item10k(1, "3", "Legal Proceedings"),
  item10k(1, "4", "Mine Safety Disclosures", "Removed and Reserved", "Reserved", "Submission of Matters to a Vote of Security Holders"),
  part(2),
  item10k(2, "5", "Market for Registrant's Common Equity", "Market for the Registrant's Common Equity", "Market for Our Common Equity"),
  item10k(2, "6", "Reserved", "Selected Financial Data", "Selected Consolidated Financial Data"),
  item10k(2, "7", "Management's Discussion and Analysis"),
  item10k(2, "7A", "Quantitative and Qualitative Disclosures About Market Risk"),
  item10k(2, "8", "Financial Statements and Supplementary Data", "Financial Statements"),
  item10k(2, "9", "Changes in and Disagreements with Accountants"),
  item10k(2, "9A", "Controls and Procedures"),
  item10k(2, "9B", "Other Information"),
  item10k(2, "9C", "Disclosure Regarding Foreign Jurisdictions that Prevent Inspections"),
  part(3),
  item10k(3, "10", "Directors, Executive Officers and Corporate Governance", "Directors and Executive Officers"),
  item10k(3, "11", "Executive Compensation"),
  item10k(3, "12", "Security Ownership of Certain Beneficial Owners"),
  item10k(3, "13", "Certain Relationships and Related Transactions"),
  item10k(3, "14", "Principal Accountant Fees and Services", "Principal Accounting Fees and Services"),
  part(4),
  item10k(
    4,
    "15",
    "Exhibits and Financial Statement Schedules",
    "Exhibit and Financial Statement Schedules",
    "Exhibits, Financial Statement Schedules",
  ),
  item10k(4, "16", "Form 10-K Summary"),
];

const FORM_10Q: readonly CatalogEntry[] = [
  part(1),
  item10q(1, "1", "Financial Statements"),
  item10q(1, "2", "Management's Discussion and Analysis"),
  item10q(1, "3", "Quantitative and Qualitative Disclosures About Market Risk"),
  item10q(1, "4", "Controls and Procedures"),
  part(2),
  item10q(2, "1", "Legal Proceedings"),
  item10q(2, "1A", "Risk Factors"),
  item10q(2, "2", "Unregistered Sales of Equity Securities", "Changes in Securities"),
  item10q(2, "3", "Defaults Upon Senior Securities"),
  item10q(2, "4", "Mine Safety Disclosures", "Submission of Matters to a Vote of Security Holders", "Removed and Reserved", "Reserved"),
  item10q(2, "5", "Other Information"),
  item10q(2, "6", "Exhibits"),
];

const FORM_8K: readonly CatalogEntry[] = [
  item8k("1.01", "Entry into a Material Definitive Agreement"),
  item8k("1.02", "Termination of a Material Definitive Agreement"),
  item8k("1.03", "Bankruptcy or Receivership"),
  item8k("1.04", "Mine Safety"),
  item8k("1.05", "Material Cybersecurity Incidents"),
  item8k("2.01", "Completion of Acquisition or Disposition of Assets"),
  item8k("2.02", "Results of Operations and Financial Condition"),
  item8k("2.03", "Creation of a Direct Financial Obligation"),
  item8k("2.04", "Triggering Events"),
  item8k("2.05", "Costs Associated with Exit or Disposal Activities"),
  item8k("2.06", "Material Impairments"),
  item8k("3.01", "Notice of Delisting"),
  item8k("3.02", "Unregistered Sales of Equity Securities"),
  item8k("3.03", "Material Modification to Rights of Security Holders"),
  item8k("4.01", "Changes in Registrant's Certifying Accountant"),
  item8k("4.02", "Non-Reliance on Previously Issued Financial Statements"),
  item8k("5.01", "Changes in Control of Registrant"),
  item8k("5.02", "Departure of Directors or Certain Officers"),
  item8k("5.03", "Amendments to Articles of Incorporation or Bylaws"),
  item8k("5.04", "Temporary Suspension of Trading"),
  item8k("5.05", "Amendments to the Registrant's Code of Ethics"),
  item8k("5.06", "Change in Shell Company Status"),
  item8k("5.07", "Submission of Matters to a Vote of Security Holders"),
  item8k("5.08", "Shareholder Director Nominations"),
  item8k("6.01", "ABS Informational and Computational Material"),
  item8k("6.02", "Change of Servicer or Trustee"),
  item8k("6.03", "Change in Credit Enhancement"),
  item8k("6.04", "Failure to Make a Required Distribution"),
  item8k("6.05", "Securities Act Updating Disclosure"),
  item8k("6.06", "Static Pool"),
  item8k("7.01", "Regulation FD Disclosure"),
  item8k("8.01", "Other Events"),
  item8k("9.01", "Financial Statements and Exhibits"),
];

/** Form 8-K as it was before August 23, 2004 (SEC Release 33-8400 renumbered the items). */
const FORM_8K_LEGACY: readonly CatalogEntry[] = [
  item8k("1", "Changes in Control of Registrant"),
  item8k("2", "Acquisition or Disposition of Assets"),
  item8k("3", "Bankruptcy or Receivership"),
  item8k("4", "Changes in Registrant's Certifying Accountant"),
  item8k("5", "Other Events"),
  item8k("6", "Resignations of Registrant's Directors"),
  item8k("7", "Financial Statements and Exhibits", "Financial Statements, Pro Forma Financial Information and Exhibits"),
  item8k("8", "Change in Fiscal Year"),
  item8k("9", "Regulation FD Disclosure"),
  item8k("10", "Amendments to the Registrant's Code of Ethics"),
  item8k("11", "Temporary Suspension of Trading"),
  item8k("12", "Results of Operations and Financial Condition"),
];

/** The form family of a form type: "10-K405", "10-KT", "10-K/A" read as 10-K; null when sections are not defined for it. */
export function sectionForm(form: string): SectionForm | null {
  const f = form.trim().toUpperCase();
  if (/^10-?K/.test(f)) return "10-K";
  if (/^10-?Q/.test(f)) return "10-Q";
  if (/^8-?K/.test(f)) return "8-K";
  return null;
}

/** The catalog of a form family; `legacy` picks the pre-2004 8-K items. */
export function catalogOf(form: SectionForm, legacy = false): readonly CatalogEntry[] {
  if (form === "10-K") return FORM_10K;
  if (form === "10-Q") return FORM_10Q;
  return legacy ? FORM_8K_LEGACY : FORM_8K;
}
