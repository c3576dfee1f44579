import type { Fact } from "../../model/index.js";
import { durationClassOf } from "../shared/index.js";
import { citation, priorYearOf, type KpiCitation, type RowDraft } from "./driver-row.js";
import { endsNear, type KpiFiling } from "./kpi-filing.js";
import { topicOfConcept } from "./kpi-topics.js";

/** Prefixes of the standard taxonomies; any other prefix is the company's own extension. */
const STANDARD_PREFIXES = new Set(["us-gaap", "ifrs-full", "dei", "srt", "country", "currency", "exch", "naics", "sic", "stpr", "invest"]);
/** Units that make a fact money or shares, not a count of operating things. */
const NOT_COUNT_UNIT = /^(?:USD|EUR|GBP|JPY|CAD|CHF|CNY|INR|[A-Z]{3})$|^shares$|\/shares$/;

function isExtension(concept: string): boolean {
  return !STANDARD_PREFIXES.has(concept.slice(0, concept.indexOf(":")));
}

/** A count-typed unit: not a currency, not shares, not a ratio (`membership`, `Employee`, `store`, `sqft`). */
function isCountUnit(unit: string | null): boolean {
  return unit !== null && unit !== "pure" && !NOT_COUNT_UNIT.test(unit);
}

/** Whether a fact's period is the filing's own: an instant at its end, or the duration it reports. */
function isCurrent(f: Fact, k: KpiFiling, end: string | null): boolean {
  if (f.period.kind === "instant") return endsNear(f.period.instant, end);
  if (f.period.kind !== "duration" || !endsNear(f.period.end, end)) return false;
  const cls = durationClassOf(f.period);
  return k.annual ? cls === "FY" : cls === "Q";
}

/**
 * The segment a fact's dimensions name, in words: each member's name split at its capitals
 * (`UnitedStatesAndCanadaMember` is "United States and Canada"), with the abbreviation the
 * document gives it where it writes one ("<Region Name> (<ABBR>)"); joined by " / ".
 */
function segmentOf(f: Fact, markdown = ""): string | null {
  const members = Object.entries(f.dimensions)
    .filter(([axis]) => axis !== "srt:ProductOrServiceAxis" || Object.keys(f.dimensions).length === 1)
    .map(([, member]) => memberWords(member, markdown));
  return members.length ? members.join(" / ") : null;
}

function memberWords(member: string, markdown: string): string {
  const words = member
    .slice(member.indexOf(":") + 1)
    .replace(/Member$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/\b(And|Of|The|In)\b/g, (w) => w.toLowerCase());
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, ",?\\s+");
  const abbreviation = new RegExp(`${escaped}\\s*\\(([A-Z]{2,8})\\)`).exec(markdown);
  return abbreviation ? `${words} (${abbreviation[1] as string})` : words;
}

function factCitation(f: Fact, k: KpiFiling, kind: "extension_concept" | "count_concept"): KpiCitation {
  const span = f.sourceRef.elementId && k.artifacts ? k.artifacts.doc.facts[f.sourceRef.elementId] : undefined;
  const shown = span && k.artifacts && span.end > span.start && f.sourceRef.document === k.document;
  return citation(kind, f.sourceRef.document, {
    accession: f.sourceRef.accession,
    url: k.url,
    fact_id: f.sourceRef.elementId,
    concept: f.concept,
    context_id: f.sourceRef.contextId,
    start: shown ? span.start : null,
    end: shown ? span.end : null,
    text: shown ? k.artifacts!.doc.markdown.slice(span.start, span.end) : null,
  });
}

/** A readable KPI name from a concept's local name (`NumberOfPaidMemberships` -> `Number of paid memberships`). */
function nameOf(concept: string, label: string | undefined): string {
  if (label) return label;
  const words = concept
    .slice(concept.indexOf(":") + 1)
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Rows from XBRL facts: company extension concepts whose name carries a topic (for instance
 * `nflx:NumberOfPaidMemberships`), and standard concepts typed as counts (a unit that is not
 * money, shares or pure) whose name carries one. Only the filing's own period; the same
 * concept and dimensions a year earlier become the row's prior year.
 */
export function factRows(k: KpiFiling, labels: ReadonlyMap<string, string>): RowDraft[] {
  const rows: RowDraft[] = [];
  const candidates = k.facts.filter(
    (f) => f.numeric && f.number !== null && (isExtension(f.concept) || isCountUnit(f.unit)) && topicOfConcept(f.concept) !== null,
  );
  for (const f of candidates) {
    if (!isCurrent(f, k, k.period.end)) continue;
    const topic = topicOfConcept(f.concept)!;
    const kind = isExtension(f.concept) ? "extension_concept" : "count_concept";
    const prior = candidates.find(
      (p) => p.concept === f.concept && p.axisKey === f.axisKey && p.unit === f.unit && isCurrent(p, k, k.priorEnd),
    );
    const start = f.period.kind === "duration" ? f.period.start : null;
    const end = f.period.kind === "duration" ? f.period.end : f.period.kind === "instant" ? f.period.instant : null;
    const segment = segmentOf(f, k.artifacts?.doc.markdown);
    const name = nameOf(f.concept, labels.get(f.concept));
    rows.push({
      topic,
      // Rows of one concept differ by segment: the name says which ("Number of paid memberships: <Region Name> (<ABBR>)").
      kpi_name: segment ? `${name}: ${segment}` : name,
      value: f.number,
      value_text: f.value,
      numeric: true,
      unit: f.unit,
      period: { ...k.period, start, end, instant: f.period.kind === "instant" },
      segment,
      dimensions: f.dimensions,
      source: factCitation(f, k, kind),
      prior_year:
        prior && prior.number !== null ? priorYearOf(f.number as number, prior.number, k.priorEnd, factCitation(prior, k, kind)) : null,
    });
  }
  return rows;
}
