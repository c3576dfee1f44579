/**
 * SEC's XBRL company facts (`https://data.sec.gov/api/xbrl/companyfacts/CIK##########.json`, and
 * one such file per company in the bulk `companyfacts.zip`): every numeric fact without
 * dimensions that a company's filings reported, in the standard taxonomies (us-gaap, ifrs-full,
 * dei, srt ...; no company extension concepts), as `facts[taxonomy][concept].units[unit][]`.
 */

/** One reported value as companyfacts lists it, flattened. */
export interface CompanyFactsEntry {
  /** `us-gaap`, `ifrs-full`, `dei` ... */
  readonly taxonomy: string;
  /** The concept's local name (`Revenues`). */
  readonly concept: string;
  /** `USD`, `shares`, `USD/shares`, `pure` ... as SEC writes it. */
  readonly unit: string;
  /** Null for instants. */
  readonly start: string | null;
  /** The duration's end, or the instant. */
  readonly end: string;
  readonly value: number;
  /** The filing that reported it (`accn`). */
  readonly accession: string;
  /** The filing's fiscal focus (`fy`, `fp`: dei DocumentFiscalYearFocus and PeriodFocus), not the value's own period. */
  readonly fiscalYear: number | null;
  readonly fiscalPeriod: string | null;
  readonly form: string;
  /** Filed date `YYYY-MM-DD`. */
  readonly filed: string;
  /** SEC's calendar frame (`CY2024Q3`, `CY2024Q3I`) when SEC chose this value for it; null otherwise. */
  readonly frame: string | null;
}

/** A company's facts file as read. */
export interface CompanyFactsFile {
  readonly cik: number;
  readonly entityName: string | null;
  readonly entries: readonly CompanyFactsEntry[];
  /** Values left out because a required field was missing or malformed (none in SEC's own files). */
  readonly skipped: number;
}

/** SEC's file name of a company's facts: `CIK0000320193.json`. */
export const COMPANY_FACTS_NAME = /^CIK(\d{10})\.json$/;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;

/** Parses one company's facts JSON; throws when it is not a companyfacts document at all. */
export function parseCompanyFacts(bytes: Uint8Array): CompanyFactsFile {
  const json: unknown = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"));
  if (json === null || typeof json !== "object") throw new Error("companyfacts JSON is not an object");
  const top = json as Record<string, unknown>;
  // SEC writes the CIK as a number, some copies as zero-padded text.
  const cik = Number(top.cik);
  if (!Number.isSafeInteger(cik) || cik <= 0) throw new Error(`companyfacts JSON has no usable cik (${String(top.cik)})`);
  const facts = top.facts;
  if (facts === null || typeof facts !== "object") throw new Error(`companyfacts JSON of CIK ${cik} has no facts object`);
  const entries: CompanyFactsEntry[] = [];
  let skipped = 0;
  for (const [taxonomy, concepts] of Object.entries(facts as Record<string, unknown>)) {
    if (concepts === null || typeof concepts !== "object") continue;
    for (const [concept, body] of Object.entries(concepts as Record<string, unknown>)) {
      const units = (body as { units?: unknown } | null)?.units;
      if (units === null || typeof units !== "object") continue;
      for (const [unit, list] of Object.entries(units as Record<string, unknown>)) {
        if (!Array.isArray(list)) continue;
        for (const raw of list) {
          const entry = entryOf(taxonomy, concept, unit, raw);
          if (entry) entries.push(entry);
          else skipped++;
        }
      }
    }
  }
  return { cik, entityName: typeof top.entityName === "string" ? top.entityName : null, entries, skipped };
}

function entryOf(taxonomy: string, concept: string, unit: string, raw: unknown): CompanyFactsEntry | null {
  if (raw === null || typeof raw !== "object") return null;
  const e = raw as Record<string, unknown>;
  const start = e.start === undefined || e.start === null ? null : e.start;
  if (typeof e.end !== "string" || !DATE.test(e.end) || (start !== null && (typeof start !== "string" || !DATE.test(start)))) return null;
  if (typeof e.val !== "number" || !Number.isFinite(e.val)) return null;
  if (typeof e.accn !== "string" || !ACCESSION.test(e.accn) || typeof e.filed !== "string" || !DATE.test(e.filed)) return null;
  return {
    taxonomy,
    concept,
    unit,
    start: start as string | null,
    end: e.end,
    value: e.val,
    accession: e.accn,
    fiscalYear: typeof e.fy === "number" && Number.isInteger(e.fy) ? e.fy : null,
    fiscalPeriod: typeof e.fp === "string" && e.fp !== "" ? e.fp : null,
    form: typeof e.form === "string" ? e.form : "",
    filed: e.filed,
    frame: typeof e.frame === "string" && e.frame !== "" ? e.frame : null,
  };
}
