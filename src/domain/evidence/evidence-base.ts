import type { FilingMeta } from "../../model/index.js";
import type { ToolDeps } from "../../tools/tool-deps.js";
import { selectFiling } from "../documents/document-source.js";
import { findEarningsRelease } from "../events/earnings-release.js";
import { FdsError } from "../shared/errors.js";
import { resolvePeriodTarget } from "../shared/fiscal-period.js";
import type { MissingSource } from "./incorporation.js";

/** What evidence is read from first: the period's 10-K/10-Q, else its earnings release. */
export interface EvidenceBase {
  readonly filing: FilingMeta;
  /** The document read as the filing's own: null for the primary, the release exhibit when only the period's earnings 8-K is stored. */
  readonly document: string | null;
  /** The period's 10-K/10-Q when it could not be had (coverage says so). */
  readonly missing: MissingSource | null;
}

/** Errors that mean the period's report is not to be had here (not stored, not fetchable now), not that the request is wrong. */
const UNAVAILABLE = new Set(["filing_not_found", "not_cached", "edgar_unavailable", "upstream_failed"]);

/**
 * The period's 10-K/10-Q (fetched from EDGAR when allowed); when that cannot be had, the
 * period's stored earnings release (EX-99 of an Item 2.02 8-K), dated by the company's fiscal
 * calendar or by the quarter the release names. `{ unavailable }` when neither is stored: the
 * caller may still answer from the period's call transcripts.
 */
export async function evidenceBase(deps: ToolDeps, r: { readonly ticker: string; readonly year: number; readonly quarter: number; readonly cacheOnly: boolean }): Promise<EvidenceBase | { readonly unavailable: FdsError }> {
  try {
    const { filing } = await selectFiling(deps, { ticker: r.ticker, year: r.year, quarter: r.quarter, cacheOnly: r.cacheOnly });
    return { filing, document: null, missing: null };
  } catch (err) {
    if (!(err instanceof FdsError) || !UNAVAILABLE.has(err.code)) throw err;
    const report = r.quarter === 4 ? "10-K" : "10-Q";
    const missing: MissingSource = { kind: "document", section: null, name: `${r.ticker.toUpperCase()} ${report} of fiscal ${r.year}${r.quarter === 4 ? "" : ` Q${r.quarter}`}`, stored: false, reason: err.message };
    try {
      const release = await findEarningsRelease(deps, r.ticker, resolvePeriodTarget({ fiscalYear: r.year, quarter: r.quarter, dateType: null, fullYearMode: false }));
      return { filing: release.filing, document: release.exhibit.name, missing };
    } catch (noRelease) {
      if (!(noRelease instanceof FdsError)) throw noRelease;
      return { unavailable: err };
    }
  }
}
