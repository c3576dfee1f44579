import type { CatalogSourceKind } from "../../domain/facts/index.js";
import { FdsError } from "../../domain/shared/index.js";

/**
 * The `source` parameter of the tools that read XBRL only. `auto` and `xbrl` read the filings'
 * XBRL facts; 8-K earnings-release tables (`8k`) are read by list_metrics and search_metrics
 * only (`checkCatalogSource`), so elsewhere `8k` is refused rather than answered from XBRL.
 */
export function checkSource(source: string | null | undefined): void {
  const s = (source ?? "auto").toLowerCase();
  if (s === "auto" || s === "xbrl") return;
  if (s === "8k")
    throw new FdsError(
      "bad_request",
      "source=8k (8-K earnings-release tables) is available on list_metrics and search_metrics only: use source=auto here",
    );
  throw new FdsError("bad_request", `unknown source "${source}": use auto or xbrl`);
}

/** The `source` of list_metrics and search_metrics: `auto`/`xbrl` (10-Q/10-K XBRL) or `8k` (the period's earnings-release tables). */
export function checkCatalogSource(source: string | null | undefined): CatalogSourceKind {
  const s = (source ?? "auto").toLowerCase();
  if (s === "auto" || s === "xbrl" || s === "8k") return s;
  throw new FdsError("bad_request", `unknown source "${source}": use auto, xbrl or 8k`);
}
