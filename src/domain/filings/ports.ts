import type { IssuerDirectory } from "./issuer-meta.js";

/** EDGAR's issuer submissions; absent or null when EDGAR is not configured. */
export interface IssuersPort {
  readonly issuers?: IssuerDirectory | null;
}
