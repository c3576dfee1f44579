import { Type } from "typebox";
import { edgarFilingUrl, type Fact, type FilingMeta, type Period, type XbrlDeclarations } from "../../model/index.js";
import { FdsError, Nullable, type StorePort, type Wire } from "../shared/index.js";

/*
 * A stored filing's facts as an xBRL-JSON report (OIM: xBRL-JSON 1.0, REC 2021-10-13). Everything
 * fds adds is an extension property under the `fds` prefix, which OIM processors ignore.
 */

/** The `documentType` of an xBRL-JSON 1.0 report. */
const XBRL_JSON_DOCUMENT_TYPE = "https://xbrl.org/2021/xbrl-json";
/** Namespace of the extension properties fds writes (`fds:accession`, `fds:elementId` ...). */
const EXTENSION_NAMESPACE = "https://fds.invalid/xbrl-json/1.0";
const SEC_CIK_SCHEME = "http://www.sec.gov/CIK";
/** The OIM unit of dimensionless numbers: written as no unit at all (OIM 1.0 §4.7). */
const PURE = "xbrli:pure";

/**
 * A string-to-string map of the report (a fact's dimensions, the namespaces): the shape of the
 * shared `Dimensions` component, with its own description, so a generated client has no class more.
 */
const stringMap = (description: string) => Type.Record(Type.String(), Type.String(), { title: "Dimensions", description });

const XbrlJsonFactSchema = Type.Object(
  {
    value: Nullable(Type.String({ description: "The value as reported after format, scale and sign; null when nil" })),
    decimals: Type.Optional(Type.Integer({ description: "Accuracy; absent for INF, text facts and nil" })),
    dimensions: stringMap(
      "concept, entity (scheme prefix:identifier), period (ISO 8601 dateTimes: an end is the next day's 00:00; absent: forever), " +
        "unit (absent: pure or text), and each axis QName to its member QName or typed value",
    ),
    "fds:document": Type.String({ description: "The document the fact was read from" }),
    "fds:elementId": Type.Optional(Type.String({ description: "The fact's element id in that document" })),
    "fds:mergedElementIds": Type.Optional(
      Type.Array(Type.String(), { description: "Consistent duplicates merged into this fact (EFM 6.5.12): their element ids" }),
    ),
  },
  { title: "XbrlJsonFact", description: "One fact of an xBRL-JSON report" },
);

/** A stored filing's facts as an xBRL-JSON 1.0 report. */
export const XbrlJsonReportSchema = Type.Object(
  {
    documentInfo: Type.Object({
      documentType: Type.Literal(XBRL_JSON_DOCUMENT_TYPE),
      namespaces: stringMap("Prefix to namespace URI of every QName used"),
      taxonomy: Type.Array(Type.String(), {
        description:
          "The filing's DTS references (schemaRef, linkbaseRef), resolved against its EDGAR folder when its accession is EDGAR's",
      }),
      "fds:accession": Type.String(),
      "fds:form": Type.String(),
      "fds:filedDate": Nullable(Type.String()),
      "fds:url": Nullable(Type.String({ description: "EDGAR URL of the primary document" })),
      "fds:notExported": Type.Array(Type.String(), { description: "What the filing holds that this report leaves out, and why" }),
    }),
    facts: Type.Record(Type.String(), XbrlJsonFactSchema, {
      description: "By fact id: the element id where the fact has one, else fds-fact-<n>",
    }),
  },
  { title: "XbrlJsonReport", description: "A filing's facts as an xBRL-JSON 1.0 report (OIM)" },
);

export type XbrlJsonReport = Wire<typeof XbrlJsonReportSchema>;
type XbrlJsonFact = Wire<typeof XbrlJsonFactSchema>;

/** What is never in an export, whatever the filing. */
const NEVER_EXPORTED = [
  "footnotes and their links to facts: fds does not read them",
  "the language of text facts (xml:lang): fds does not keep it",
  "text facts' XHTML markup: their values are the text fds keeps (markup removed, spaces collapsed)",
];

/**
 * The facts fds read from a stored filing's XBRL as an xBRL-JSON report: each fact with its
 * concept, entity, period, unit and dimensions, value and decimals, under its element id. 404
 * `filing_not_found` for an accession not in the store; 409 `export_unavailable` for a filing
 * without XBRL, or stored before its DTS and namespaces were kept.
 */
export async function exportFilingXbrlJson(deps: StorePort, accession: string): Promise<XbrlJsonReport> {
  const filing = await deps.store.getFiling(accession);
  if (!filing)
    throw new FdsError("filing_not_found", `accession ${accession} is not in the store; ingest it first (fds ingest)`, { accession });
  const [declarations, facts] = await Promise.all([deps.store.getXbrlDeclarations(accession), deps.store.getFacts(accession)]);
  const xbrlFacts = facts.filter((f) => f.source === "xbrl" && f.sourceRef.accession === accession);
  if (!declarations) {
    const why =
      xbrlFacts.length === 0
        ? "has no XBRL facts to export"
        : "was stored by an older version that did not keep its DTS references and namespaces; ingest it again (fds ingest) to export it";
    throw new FdsError("export_unavailable", `filing ${accession} ${why}`, { accession });
  }
  return xbrlJsonReport(filing, declarations, facts);
}

/** The report of a filing's facts, given what its XBRL declares (exported for tests of edge cases). */
export function xbrlJsonReport(filing: FilingMeta, declarations: XbrlDeclarations, facts: readonly Fact[]): XbrlJsonReport {
  const namespaces: Record<string, string> = { ...declarations.namespaces };
  const entity = entityOf(declarations, namespaces);
  const notExported = [...NEVER_EXPORTED];
  if (declarations.entities.length > 1)
    notExported.push(
      `which of its ${declarations.entities.length} entities each fact is about: fds keeps one per filing (EFM 6.5.3), all given as ${entity}`,
    );
  const ids = new Set<string>();
  const out: Record<string, XbrlJsonFact> = {};
  let merged = 0;
  let other = 0;
  facts.forEach((fact, ordinal) => {
    if (fact.source !== "xbrl" || fact.sourceRef.accession !== filing.accession) {
      other++;
      return;
    }
    const elementId = fact.sourceRef.elementId;
    const id = elementId !== null && !ids.has(elementId) ? elementId : `fds-fact-${ordinal + 1}`;
    ids.add(id);
    const mergedIds = fact.sourceRef.duplicateElementIds ?? [];
    merged += fact.duplicate === "merged" ? Math.max(mergedIds.length, 1) : 0;
    out[id] = {
      value: fact.value,
      ...(typeof fact.decimals === "number" && fact.value !== null ? { decimals: fact.decimals } : {}),
      dimensions: dimensionsOf(fact, entity, declarations),
      "fds:document": fact.sourceRef.document,
      ...(elementId !== null ? { "fds:elementId": elementId } : {}),
      ...(mergedIds.length > 0 ? { "fds:mergedElementIds": [...mergedIds] } : {}),
    };
    namespaces[prefixOf(fact.concept)] ??= fact.namespace;
  });
  if (merged > 0)
    notExported.push(
      `${merged} consistent duplicate fact(s), merged into the most precise one as EFM 6.5.12 allows: their element ids are in fds:mergedElementIds`,
    );
  if (other > 0) notExported.push(`${other} fact(s) fds did not read from this filing's XBRL`);
  namespaces.fds = EXTENSION_NAMESPACE;
  return {
    documentInfo: {
      documentType: XBRL_JSON_DOCUMENT_TYPE,
      namespaces: sorted(namespaces),
      taxonomy: declarations.dts.map((r) => taxonomyUrl(filing, r.href, r.document)),
      "fds:accession": filing.accession,
      "fds:form": filing.form,
      "fds:filedDate": filing.filedDate,
      "fds:url": filing.url,
      "fds:notExported": notExported,
    },
    facts: out,
  };
}

function dimensionsOf(fact: Fact, entity: string, declarations: XbrlDeclarations): Record<string, string> {
  const dims: Record<string, string> = { concept: fact.concept, entity };
  const period = oimPeriod(fact.period);
  if (period !== null) dims.period = period;
  if (fact.unit !== null) {
    const unit = declarations.units[fact.unit];
    // The declarations are read with the facts, from the same units: a miss is a fault of ours.
    if (unit === undefined) throw new Error(`unit ${fact.unit} of ${fact.concept} is not among the filing's declared units`);
    if (unit !== PURE) dims.unit = unit;
  }
  for (const [axis, member] of Object.entries(fact.dimensions)) dims[axis] = member;
  return dims;
}

/**
 * The entity of every fact, as an SQName (`cik:0000320193`), its scheme's prefix added to
 * `namespaces`; EDGAR's CIK scheme is `cik`, any other `scheme`, `scheme2` ...
 */
function entityOf(declarations: XbrlDeclarations, namespaces: Record<string, string>): string {
  const first = declarations.entities[0];
  if (!first) throw new Error("the filing declares no entity");
  let prefix = first.scheme === SEC_CIK_SCHEME ? "cik" : "scheme";
  for (let n = 2; namespaces[prefix] !== undefined && namespaces[prefix] !== first.scheme; n++) prefix = `scheme${n}`;
  namespaces[prefix] = first.scheme;
  return `${prefix}:${first.identifier}`;
}

/**
 * An XBRL 2.1 period as OIM writes it: dateTimes, an end date or instant (the end of that day,
 * XBRL 2.1 §4.7.2) as the next day's midnight; null for forever (no period dimension).
 */
function oimPeriod(period: Period): string | null {
  switch (period.kind) {
    case "instant":
      return `${nextDay(period.instant)}T00:00:00`;
    case "duration":
      return `${period.start}T00:00:00/${nextDay(period.end)}T00:00:00`;
    case "forever":
      return null;
  }
}

/** The inverse of `oimPeriod`: XBRL dates (an end is the last day covered); null for forever. */
export function periodOfOim(
  period: string | undefined,
):
  | { readonly type: "instant"; readonly instant: string }
  | { readonly type: "duration"; readonly start: string; readonly end: string }
  | null {
  if (period === undefined) return null;
  const [first, second] = period.split("/");
  const day = (text: string) => text.slice(0, 10);
  // A dateTime at midnight ends the day before; any other time of day ends within its own date.
  const end = (text: string) => (/T00:00:00(\.0+)?Z?$/.test(text) ? previousDay(day(text)) : day(text));
  return second === undefined
    ? { type: "instant", instant: end(first as string) }
    : { type: "duration", start: day(first as string), end: end(second) };
}

function nextDay(date: string): string {
  return shiftDay(date, 1);
}

function previousDay(date: string): string {
  return shiftDay(date, -1);
}

function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A DTS reference as a URL a reader can load: relative hrefs are resolved against the referencing
 * document's EDGAR URL; for a filing without an EDGAR accession they stay as written.
 */
function taxonomyUrl(filing: FilingMeta, href: string, document: string): string {
  if (filing.accessionIsSynthetic || filing.cik === null) return href;
  try {
    return new URL(href, edgarFilingUrl(filing.cik, filing.accession, document)).toString();
  } catch {
    return href;
  }
}

function prefixOf(qname: string): string {
  const colon = qname.indexOf(":");
  return colon < 0 ? "" : qname.slice(0, colon);
}

function sorted(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.keys(record)
      .filter((k) => k !== "")
      .sort()
      .map((k) => [k, record[k] as string]),
  );
}
