import { FdsError } from "../domain/errors.js";

/**
 * The `source` parameter. `auto` and `xbrl` read the filings' XBRL facts; 8-K earnings-release
 * tables (`8k`) are not ingested by this version, which says so rather than answering empty.
 */
export function checkSource(source: string | null | undefined): void {
  const s = (source ?? "auto").toLowerCase();
  if (s === "auto" || s === "xbrl") return;
  if (s === "8k") throw new FdsError("bad_request", "source=8k (8-K earnings-release tables) is not available yet: use source=auto");
  throw new FdsError("bad_request", `unknown source "${source}": use auto or xbrl`);
}
