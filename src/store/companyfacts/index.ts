export type {
  CompanyFact,
  CompanyFactFilter,
  CompanyFactRead,
  CompanyFactsCompany,
  CompanyFactsFiling,
  CompanyFactsStore,
  FrameFact,
  FrameQuery,
  SavedCompany,
  StoredCompany,
} from "./companyfacts-store.js";
export { openCompanyFactsStore } from "./open-companyfacts-store.js";
export { trackedCompanyFactsStore } from "./tracked-companyfacts-store.js";
