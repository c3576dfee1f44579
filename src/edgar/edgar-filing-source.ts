import { classifyFile, type FilingSource, type SourceFile } from "../model/index.js";
import { isFilingDocument, type ListingItem } from "./directory-listing.js";
import { EdgarNotFoundError } from "./edgar-errors.js";
import type { FilingIndexPage } from "./filing-index-page.js";
import type { CompanyProfile, SubmissionEntry } from "./submissions.js";

/** A `SourceFile` read from EDGAR, with what the folder says of it. */
interface EdgarSourceFile extends SourceFile {
  /** Bytes as listed by `index.json` (or the index page); null when neither gives it. */
  readonly size: number | null;
  /** Where `read()` fetches from. */
  readonly url: string;
}

/** A `FilingSource` whose files come from EDGAR. */
export interface EdgarFilingSource extends FilingSource {
  readonly files: readonly EdgarSourceFile[];
}

/** Everything EDGAR told us about one filing, gathered by the client. */
export interface EdgarFilingParts {
  readonly cik: number;
  readonly accession: string;
  /** The filing's row in the company's submissions JSON; null when the company's list lacks it. */
  readonly entry: SubmissionEntry | null;
  /** The company's profile from its submissions JSON; null when unavailable. */
  readonly profile: CompanyProfile | null;
  readonly listing: readonly ListingItem[];
  readonly page: FilingIndexPage;
  /** The filing folder URL, for messages. */
  readonly origin: string;
  documentUrl(name: string): string;
  read(url: string): Promise<Buffer>;
}

/**
 * Assembles the `FilingSource` of an EDGAR filing. Metadata (form, dates, primary document,
 * ticker, company) comes from the submissions JSON, which is SEC's structured record; the index
 * page's header fills in only when the submissions list lacks the accession. Files are the
 * folder's documents (see `isFilingDocument`), typed from the index page's document table and
 * classified with `classifyFile`, primary document first, then in the page's order, then the
 * rest (R pages, FilingSummary.xml ... which the page does not list) in the folder's order.
 */
export function buildEdgarFilingSource(parts: EdgarFilingParts): EdgarFilingSource {
  const { entry, page, profile } = parts;
  const form = entry?.form ?? page.form;
  if (form === null) {
    throw new EdgarNotFoundError(
      parts.origin,
      `${parts.accession} is not in CIK ${parts.cik}'s submissions and its index page names no form`,
    );
  }
  // EDGAR's primary document is the one whose type is the form itself (sequence 1); used only
  // when the submissions row does not name it.
  const primaryDocument = entry?.primaryDocument ?? page.documents.find((d) => d.type === form)?.document ?? null;

  const pageOrder = new Map<string, number>();
  page.documents.forEach((doc, i) => {
    if (!pageOrder.has(doc.document)) pageOrder.set(doc.document, i);
  });
  const typeOf = new Map(page.documents.map((doc) => [doc.document, doc] as const));
  const documents = parts.listing.filter((item) => isFilingDocument(item, parts.accession));
  const rank = (name: string): number => (name === primaryDocument ? -1 : (pageOrder.get(name) ?? Number.MAX_SAFE_INTEGER));
  const ordered = documents.map((item, i) => ({ item, i })).sort((a, b) => rank(a.item.name) - rank(b.item.name) || a.i - b.i);

  const files = ordered.map(({ item }): EdgarSourceFile => {
    const listed = typeOf.get(item.name);
    const type = listed?.type ?? null;
    const url = parts.documentUrl(item.name);
    return {
      name: item.name,
      role: classifyFile(item.name, type, primaryDocument, form),
      type,
      size: item.size ?? listed?.size ?? null,
      url,
      read: () => parts.read(url),
    };
  });

  return {
    accession: parts.accession,
    cik: parts.cik,
    ticker: profile?.tickers[0] ?? null,
    company: profile?.name ?? null,
    form,
    filedDate: entry?.filedDate ?? page.filedDate,
    periodEnd: entry?.reportDate ?? page.periodOfReport,
    primaryDocument,
    isInlineXbrl: entry?.isInlineXbrl ?? null,
    files,
    origin: parts.origin,
  };
}
