import { EdgarError, EdgarNotFoundError, type SubmissionEntry } from "../../edgar/index.js";
import { edgarFilingUrl } from "../../model/index.js";
import { FdsError, type IssuerDirectory } from "../shared/index.js";
import type { EventItem } from "./event-items.js";

/** Titles of Form 8-K's items (SEC's General Instructions B), for items read off the submissions list. */
const ITEM_TITLES: Readonly<Record<string, string>> = {
  "1.01": "Entry into a Material Definitive Agreement",
  "1.02": "Termination of a Material Definitive Agreement",
  "1.03": "Bankruptcy or Receivership",
  "1.04": "Mine Safety - Reporting of Shutdowns and Patterns of Violations",
  "1.05": "Material Cybersecurity Incidents",
  "2.01": "Completion of Acquisition or Disposition of Assets",
  "2.02": "Results of Operations and Financial Condition",
  "2.03": "Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement of a Registrant",
  "2.04":
    "Triggering Events That Accelerate or Increase a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement",
  "2.05": "Costs Associated with Exit or Disposal Activities",
  "2.06": "Material Impairments",
  "3.01": "Notice of Delisting or Failure to Satisfy a Continued Listing Rule or Standard; Transfer of Listing",
  "3.02": "Unregistered Sales of Equity Securities",
  "3.03": "Material Modification to Rights of Security Holders",
  "4.01": "Changes in Registrant's Certifying Accountant",
  "4.02": "Non-Reliance on Previously Issued Financial Statements or a Related Audit Report or Completed Interim Review",
  "5.01": "Changes in Control of Registrant",
  "5.02":
    "Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers; Compensatory Arrangements of Certain Officers",
  "5.03": "Amendments to Articles of Incorporation or Bylaws; Change in Fiscal Year",
  "5.04": "Temporary Suspension of Trading Under Registrant's Employee Benefit Plans",
  "5.05": "Amendments to the Registrant's Code of Ethics, or Waiver of a Provision of the Code of Ethics",
  "5.06": "Change in Shell Company Status",
  "5.07": "Submission of Matters to a Vote of Security Holders",
  "5.08": "Shareholder Director Nominations",
  "6.01": "ABS Informational and Computational Material",
  "6.02": "Change of Servicer or Trustee",
  "6.03": "Change in Credit Enhancement or Other External Support",
  "6.04": "Failure to Make a Required Distribution",
  "6.05": "Securities Act Updating Disclosure",
  "7.01": "Regulation FD Disclosure",
  "8.01": "Other Events",
  "9.01": "Financial Statements and Exhibits",
};

/** An event filing as EDGAR's submissions list it, with the company it belongs to. */
export interface ListedEvent {
  readonly entry: SubmissionEntry;
  readonly cik: number;
  readonly company: string | null;
  readonly ticker: string | null;
  /** From the list's `items` column ("2.02,9.01"), titled from Form 8-K's instructions. */
  readonly items: readonly EventItem[];
  readonly url: string | null;
}

/**
 * The event filings of some companies as EDGAR lists them (submissions JSON, recent and older
 * files), filtered by form and filed date. A ticker EDGAR's map lacks, or a CIK it has no
 * submissions for, lists nothing. EDGAR
 * failing (unreachable, rate limited) is `upstream_failed` (502): an answer from the store
 * alone would silently miss what the caller asked EDGAR for.
 */
export async function listEdgarEvents(
  directory: IssuerDirectory,
  companies: { readonly tickers: readonly string[]; readonly cik: number | null },
  filter: { readonly forms: readonly string[]; readonly from: string | null; readonly to: string | null },
): Promise<ListedEvent[]> {
  try {
    const ciks = new Map<number, string | null>();
    // No company has CIK 0 (EDGAR's CIKs run from 1 to 10 digits): it lists nothing.
    if (companies.cik !== null && companies.cik > 0 && companies.cik <= 9_999_999_999) ciks.set(companies.cik, null);
    const found = await Promise.all(companies.tickers.map(async (t) => [t, await directory.lookupCik(t).catch(nothingListed)] as const));
    for (const [ticker, cik] of found) if (cik !== null && !ciks.has(cik)) ciks.set(cik, ticker);
    const forms = new Set(filter.forms);
    const lists = await Promise.all(
      [...ciks].map(async ([cik, asked]) => {
        // A CIK EDGAR has no submissions for lists nothing, like a ticker its map lacks.
        const s = await directory.getSubmissions(cik).catch(nothingListed);
        if (s === null) return [];
        const ticker = asked ?? s.tickers[0] ?? null;
        return s.filings
          .filter((e) => forms.has(e.form.toUpperCase()) && inRange(e.filedDate ?? e.reportDate, filter.from, filter.to))
          .map(
            (entry): ListedEvent => ({
              entry,
              cik,
              company: s.name,
              ticker,
              items: itemsOf(entry.items),
              url: entry.primaryDocument ? edgarFilingUrl(cik, entry.accession, entry.primaryDocument) : null,
            }),
          );
      }),
    );
    return lists.flat();
  } catch (error) {
    if (error instanceof EdgarError) throw new FdsError("upstream_failed", `EDGAR's submissions could not be read: ${error.message}`);
    throw error;
  }
}

/**
 * What the directory cannot list is no error of the events it joins to the store's: EDGAR has no
 * such company, or (without EDGAR) no corpus shipped its submissions.
 */
function nothingListed(error: unknown): null {
  if (error instanceof EdgarNotFoundError || (error instanceof FdsError && error.code === "edgar_unavailable")) return null;
  throw error;
}

function inRange(date: string | null, from: string | null, to: string | null): boolean {
  if (from && (date === null || date < from)) return false;
  if (to && (date === null || date > to)) return false;
  return true;
}

function itemsOf(column: string | null): EventItem[] {
  const numbers = [
    ...new Set(
      (column ?? "")
        .split(",")
        .map((n) => n.trim())
        .filter((n) => n !== ""),
    ),
  ];
  return numbers.map((number) => ({ number, title: ITEM_TITLES[number] ?? "" }));
}
