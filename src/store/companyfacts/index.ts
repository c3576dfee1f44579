export type {
  CompanyFact,
  CompanyFactRead,
  CompanyFactsCompany,
  CompanyFactsFiling,
  CompanyFactsStore,
  FrameFact,
  StoredCompany,
} from "./companyfacts-store.js";
export { companyFactsAsOf } from "./as-of-companyfacts-store.js";
export { openCompanyFactsStore } from "./open-companyfacts-store.js";
export { trackedCompanyFactsStore } from "./tracked-companyfacts-store.js";
