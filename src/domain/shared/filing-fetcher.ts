// The fetcher port lives in the model so that its EDGAR implementation (ingest) need not import the domain.
export type { FilingFetcher, PeriodicFilingQuery } from "../../model/index.js";
