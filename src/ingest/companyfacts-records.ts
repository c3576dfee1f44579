import type { CompanyFactsEntry, CompanyFactsFile } from "../edgar/index.js";
import { frameOrder, framePlacementOf, type FrameCandidate } from "../model/index.js";
import type { CompanyFact, CompanyFactsCompany, CompanyFactsFiling } from "../store/index.js";

/** What the submissions JSON or SEC's ticker map say of a company; nulls when neither was at hand. */
export interface CompanyMeta {
  readonly ticker: string | null;
  /** `--MM-DD`. */
  readonly fiscalYearEnd: string | null;
}

/** One company's rows for the company facts store. */
export interface CompanyFactsRecords {
  readonly company: CompanyFactsCompany;
  readonly filings: readonly CompanyFactsFiling[];
  readonly facts: readonly CompanyFact[];
}

/**
 * A companyfacts file as store rows: its filings (each accession its values cite, dated by the
 * day most of them end on: a 10-K's fiscal year end, a 10-Q's quarter end) and its values, each
 * marked with the calendar frame whose first-filed value it is (SEC marks the last filed one).
 */
export function companyFactsRecords(file: CompanyFactsFile, source: string, meta: CompanyMeta): CompanyFactsRecords {
  return {
    company: { cik: file.cik, entityName: file.entityName, ticker: meta.ticker, fiscalYearEnd: meta.fiscalYearEnd, source },
    filings: filingsOf(file.entries),
    facts: withFirstFrames(file.entries),
  };
}

function filingsOf(entries: readonly CompanyFactsEntry[]): CompanyFactsFiling[] {
  const byAccession = new Map<string, { first: CompanyFactsEntry; ends: Map<string, number> }>();
  for (const e of entries) {
    let filing = byAccession.get(e.accession);
    if (!filing) byAccession.set(e.accession, (filing = { first: e, ends: new Map() }));
    filing.ends.set(e.end, (filing.ends.get(e.end) ?? 0) + 1);
  }
  return [...byAccession.values()].map(({ first, ends }) => {
    let periodEnd: string | null = null;
    let most = 0;
    // The most common end; of two as common, the later (a 10-K's year-end over its prior year's).
    for (const [end, n] of ends) if (n > most || (n === most && periodEnd !== null && end > periodEnd)) [periodEnd, most] = [end, n];
    return {
      accession: first.accession,
      form: first.form,
      filed: first.filed,
      fiscalYear: first.fiscalYear,
      fiscalPeriod: first.fiscalPeriod,
      periodEnd,
      factEnds: [...ends].map(([end, facts]) => ({ end, facts })),
    };
  });
}

/** The values with `firstFrame` set on each (concept, unit, frame)'s first-filed best-aligned value. */
function withFirstFrames(entries: readonly CompanyFactsEntry[]): CompanyFact[] {
  const first = new Map<string, { index: number } & FrameCandidate>();
  const order = frameOrder("first_filed");
  entries.forEach((e, index) => {
    const placed = framePlacementOf(
      e.start === null ? { kind: "instant", instant: e.end } : { kind: "duration", start: e.start, end: e.end },
    );
    if (!placed) return;
    const key = `${e.taxonomy}\u0000${e.concept}\u0000${e.unit}\u0000${placed.frame.label}`;
    const candidate = { index, distance: placed.distance, filed: e.filed, accession: e.accession };
    const best = first.get(key);
    if (!best || order(candidate, best) < 0) first.set(key, candidate);
  });
  const firstFrame = new Map<number, string>();
  for (const [key, { index }] of first) firstFrame.set(index, key.slice(key.lastIndexOf("\u0000") + 1));
  return entries.map((e, index) => ({
    taxonomy: e.taxonomy,
    concept: e.concept,
    unit: e.unit,
    start: e.start,
    end: e.end,
    value: e.value,
    accession: e.accession,
    frame: e.frame,
    firstFrame: firstFrame.get(index) ?? null,
  }));
}
