import type { FilingStore } from "../../store/index.js";

/**
 * The candidates the filing presents under a presentation role whose URI or definition
 * contains `role` (case-insensitive), in the candidates' order. Filings without a
 * presentation linkbase cannot be filtered: the candidates stay, with a warning.
 */
export async function conceptsInRole(
  store: FilingStore,
  accession: string,
  role: string,
  candidates: readonly string[],
  warnings: string[],
): Promise<readonly string[]> {
  const linkbases = await store.getPresentation(accession);
  if (linkbases.presentation.length === 0) {
    warnings.push(`role "${role}" not applied: filing ${accession} has no presentation linkbase`);
    return candidates;
  }
  const needle = role.toLowerCase();
  const roles = new Set(
    linkbases.roles
      .filter((r) => r.roleUri.toLowerCase().includes(needle) || (r.definition ?? "").toLowerCase().includes(needle))
      .map((r) => r.roleUri),
  );
  for (const arc of linkbases.presentation) if (arc.role.toLowerCase().includes(needle)) roles.add(arc.role);
  const presented = new Set<string>();
  for (const arc of linkbases.presentation) {
    if (!roles.has(arc.role)) continue;
    presented.add(arc.parent);
    presented.add(arc.child);
  }
  return candidates.filter((c) => presented.has(c));
}
