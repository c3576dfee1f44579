import { edgarFilingUrl, type FilingMeta } from "../../model/index.js";

/**
 * The EDGAR URL of one document of a filing (the primary or an exhibit): the filing's folder
 * plus the document's own file name. Null for filings stored under a synthetic id (no EDGAR
 * accession) or without a CIK. `filing.url` is the primary document's URL only: a response
 * serving an exhibit must cite this one instead.
 */
export function documentUrlOf(filing: FilingMeta, name: string): string | null {
  if (filing.accessionIsSynthetic || filing.cik === null) return null;
  return edgarFilingUrl(filing.cik, filing.accession, name);
}
