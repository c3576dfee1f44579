import { axisKeyOf, periodKey, type Fact, type FilingIssue } from "../../model/index.js";
import { roundDecimal } from "./decimal.js";
import { issue, type RawFact, type XbrlReadResult } from "./raw-fact.js";

/**
 * Resolves read facts against their contexts and units into model Facts, then merges
 * duplicates (same concept, equivalent context, same unit) per EDGAR Filer Manual 6.5.12:
 * consistent ones become one fact keeping the highest `decimals`; inconsistent ones are all
 * kept, flagged `inconsistent`, and reported as an issue.
 */
export function buildFacts(read: XbrlReadResult, accession: string): { facts: Fact[]; issues: FilingIssue[] } {
  const issues: FilingIssue[] = [...read.issues];
  const groups = new Map<string, Fact[]>();
  for (const raw of read.facts) {
    const fact = resolve(raw, read, accession, issues);
    if (!fact) continue;
    const key = `${fact.concept}\u0000${periodKey(fact.period)}\u0000${fact.axisKey}\u0000${fact.unit ?? ""}\u0000${entityOf(raw, read)}`;
    const group = groups.get(key);
    if (group) group.push(fact);
    else groups.set(key, [fact]);
  }
  const facts: Fact[] = [];
  for (const group of groups.values()) {
    if (group.length === 1) facts.push(group[0] as Fact);
    else facts.push(...mergeDuplicates(group, issues));
  }
  return { facts, issues };
}

function entityOf(raw: RawFact, read: XbrlReadResult): string {
  return read.contexts.get(raw.contextRef)?.entity ?? "";
}

function resolve(raw: RawFact, read: XbrlReadResult, accession: string, issues: FilingIssue[]): Fact | null {
  const context = read.contexts.get(raw.contextRef);
  if (!context) {
    issues.push(
      issue("missing_context", `context "${raw.contextRef}" of ${raw.concept} is not declared`, raw.document, raw.elementId, raw.concept),
    );
    return null;
  }
  let unit: string | null = null;
  if (raw.numeric) {
    const u = raw.unitRef === null ? undefined : read.units.get(raw.unitRef);
    if (!u) {
      issues.push(
        issue("missing_unit", `unit "${raw.unitRef ?? ""}" of ${raw.concept} is not declared`, raw.document, raw.elementId, raw.concept),
      );
      return null;
    }
    unit = u.measure;
  }
  return {
    concept: raw.concept,
    namespace: raw.namespace,
    value: raw.value,
    number: raw.numeric && raw.value !== null ? Number(raw.value) : null,
    numeric: raw.numeric,
    unit,
    decimals: parseDecimals(raw.decimals),
    period: context.period,
    dimensions: context.dimensions,
    axisKey: axisKeyOf(context.dimensions),
    source: "xbrl",
    sourceRef: { accession, document: raw.document, elementId: raw.elementId, contextId: raw.contextRef },
    duplicate: "unique",
  };
}

function parseDecimals(text: string | null): number | "INF" | null {
  if (text === null) return null;
  const t = text.trim();
  if (t === "INF") return "INF";
  const n = Number(t);
  return Number.isInteger(n) && t !== "" ? n : null;
}

/** Rank of a `decimals` value: INF (exact) above any number; absent below all. */
function rank(d: Fact["decimals"]): number {
  return d === "INF" ? Infinity : d === null ? -Infinity : d;
}

function mergeDuplicates(group: Fact[], issues: FilingIssue[]): Fact[] {
  const first = group[0] as Fact;
  if (consistent(group)) {
    let best = first;
    for (const f of group) if (rank(f.decimals) > rank(best.decimals)) best = f;
    const others = group
      .filter((f) => f !== best)
      .map((f) => f.sourceRef.elementId)
      .filter((id): id is string => id !== null);
    return [{ ...best, duplicate: "merged", sourceRef: { ...best.sourceRef, duplicateElementIds: others } }];
  }
  const shown = group.map((f) => f.value ?? "nil").join(", ");
  issues.push(
    issue(
      "duplicate_inconsistent",
      `${first.concept} has inconsistent duplicate values (${shown}) in one context`,
      first.sourceRef.document,
      first.sourceRef.elementId,
      first.concept,
    ),
  );
  return group.map((f) => ({ ...f, duplicate: "inconsistent" as const }));
}

/** Duplicates agree when their values are equal once rounded to the least precise `decimals`. */
function consistent(group: Fact[]): boolean {
  const first = group[0] as Fact;
  if (group.some((f) => (f.value === null) !== (first.value === null))) return false;
  if (first.value === null) return true;
  if (!first.numeric) return group.every((f) => f.value === first.value);
  const least = Math.min(...group.map((f) => rank(f.decimals)));
  if (!Number.isFinite(least)) return group.every((f) => f.value === first.value);
  const target = roundDecimal(first.value, least);
  return group.every((f) => roundDecimal(f.value as string, least) === target);
}
