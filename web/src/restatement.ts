import type { Fact, Schemas } from "./facts";
import { asCell } from "./format";

type BasisValue = Schemas["BasisValue"];

/** The point-in-time choice of the financial routes: the period's own filing first, or the latest filing reporting it. */
export type Basis = "as_reported" | "latest";

export const BASIS_LABELS: Record<Basis, string> = {
  as_reported: "As first reported",
  latest: "Latest (restatements applied)",
};

export const basisOf = (text: string | null): Basis => (text === "latest" ? "latest" : "as_reported");

/** The figure of one basis as the cell prints it, and the filing that reported it. */
export function basisFigure(v: BasisValue, unit: string | null): { text: string; filing: string } {
  const ref = v.sources[0];
  return {
    text: asCell({ value: v.value, decimals: v.decimals, unit }),
    filing: ref ? `${ref.form} ${ref.accession}${ref.filed_date ? ` filed ${ref.filed_date}` : ""}` : "no filing",
  };
}

/**
 * A value the API marks `restated` (present only when the figure as first reported and the latest
 * stored filing's differ): both figures and their filings, in one sentence.
 */
export function restatementText(f: Fact | null): string | null {
  const r = f?.restated;
  if (!f || !r) return null;
  const first = basisFigure(r.as_reported, f.unit);
  const latest = basisFigure(r.latest, f.unit);
  return `Restated: ${first.text} as first reported (${first.filing}); ${latest.text} latest (${latest.filing})`;
}
