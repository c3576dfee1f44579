// The companyfacts family's public surface: SEC's company facts read for fiscal periods, and checked against stored filings.
export {
  type AgreementReport,
  checkStoredAgreement,
  compareWithCompanyFacts,
  type Disagreement,
  mergeReports,
} from "./agreement.js";
export { exactDecimalOf } from "./company-facts-filings.js";
export {
  companyFactsHint,
  companyFactsReader,
  type CompanyFactsFetcher,
  type CompanyFactsPort,
  LOAD_COMPANY_FACTS,
} from "./company-facts-reader.js";
