import type { DocumentsPort } from "../documents/index.js";
import type { ExtractionResultRecord } from "../../store/index.js";
import { parsePeriodSpec } from "../statements/index.js";
import type { CatalogEntry } from "./catalog.js";
import { filingExtractions } from "./filing-extractions.js";
import { RULES_EXTRACTOR } from "./run-extraction.js";
import { transcriptExtractions } from "./transcript-extractions.js";
import type { ExtractionSpan } from "./span.js";
import { extractionStoreOf, type ExtractionStorePort, type StorePort } from "../shared/index.js";

/** What to collect of a ticker's results of one schema. */
export interface ResultQuery {
  readonly ticker: string;
  readonly entry: CatalogEntry;
  readonly periodFrom: string | null;
  readonly periodTo: string | null;
  readonly formType: string | null;
  readonly allowStale: boolean;
}

/** One stored result with its spans, as search and series read it. */
export interface CollectedResult {
  readonly record: ExtractionResultRecord;
  readonly spans: readonly ExtractionSpan[];
  readonly stale: boolean;
  /** Fiscal period index (year × 4 + quarter, FY = 4) or null when unknown. */
  readonly periodIndex: number | null;
}

const QUARTER: Readonly<Record<string, number>> = { Q1: 1, Q2: 2, Q3: 3, Q4: 4, FY: 4 };

function periodIndexOf(fiscalYear: number | null, fiscalPeriod: string | null): number | null {
  if (fiscalYear === null || fiscalPeriod === null) return null;
  const q = QUARTER[fiscalPeriod.toUpperCase()];
  return q === undefined ? null : fiscalYear * 4 + q;
}

/** The inclusive range of period indexes `period_from` / `period_to` ask for (FY2024 spans its four quarters). */
function periodBounds(from: string | null, to: string | null): { from: number; to: number } | null {
  if (!from && !to) return null;
  const lo = from ? parsePeriodSpec(from) : null;
  const hi = to ? parsePeriodSpec(to) : null;
  return {
    from: lo ? lo.fiscalYear * 4 + (lo.quarter ?? 1) : Number.NEGATIVE_INFINITY,
    to: hi ? hi.fiscalYear * 4 + (hi.quarter ?? 4) : Number.POSITIVE_INFINITY,
  };
}

function inBounds(index: number | null, bounds: { from: number; to: number } | null): boolean {
  return bounds === null || (index !== null && index >= bounds.from && index <= bounds.to);
}

/**
 * A ticker's results of one schema: first every stored filing (and transcript) the schema reads
 * that has no current result is extracted (so a search covers all of the ticker's documents),
 * then the current result of each document is read (or, with `allowStale`, the newest older one
 * where no current exists).
 */
export async function collectResults(deps: StorePort & ExtractionStorePort & DocumentsPort, q: ResultQuery): Promise<CollectedResult[]> {
  const store = extractionStoreOf(deps.extractions);
  const schema = q.entry.schema;
  const bounds = periodBounds(q.periodFrom, q.periodTo);
  const ticker = q.ticker.toUpperCase();
  const current = (r: ExtractionResultRecord) =>
    r.schemaVersion === schema.version && r.extractor === RULES_EXTRACTOR.name && r.extractorVersion === RULES_EXTRACTOR.version;
  let rows = await store.listResults({ ticker, schema: schema.name });
  const done = new Set(rows.filter(current).map((r) => r.sourceId));
  const wantedForm = q.formType?.trim().toUpperCase() || null;
  const formOk = (form: string) => wantedForm === null || form.toUpperCase() === wantedForm;
  let ran = false;
  if (!q.allowStale || rows.length === 0) {
    const filings = (await deps.store.listFilings({ ticker })).filter(
      (f) => schema.forms.includes(f.form.replace(/\/A$/, "").toUpperCase()) && formOk(f.form) && !done.has(f.accession),
    );
    for (const f of filings) {
      // 8-Ks are filed under the quarter their release names, known only once read: read them all.
      if (
        !/^8-K/i.test(f.form) &&
        !inBounds(f.fiscalYear === null ? null : f.fiscalYear * 4 + (QUARTER[f.fiscalPeriod ?? ""] ?? 4), bounds)
      )
        continue;
      await filingExtractions(deps, f, [q.entry], { allowStale: false, includeCandidates: true });
      ran = true;
    }
    if (schema.documents.includes("transcript") && formOk("transcript")) {
      for (const t of await store.listTranscripts({ ticker })) {
        if (done.has(t.sourceId) || !inBounds(t.fiscalYear * 4 + t.fiscalQuarter, bounds)) continue;
        await transcriptExtractions(deps, t.sourceId, [q.entry], { allowStale: false, includeCandidates: true });
        ran = true;
      }
    }
    if (ran) rows = await store.listResults({ ticker, schema: schema.name });
  }
  const byDocument = new Map<string, ExtractionResultRecord[]>();
  for (const r of rows) {
    const key = `${r.sourceType}\u0000${r.sourceId}\u0000${r.document}`;
    byDocument.set(key, [...(byDocument.get(key) ?? []), r]);
  }
  const out: CollectedResult[] = [];
  for (const versions of byDocument.values()) {
    const pick =
      versions.find(current) ??
      (q.allowStale ? versions.sort((a, b) => b.schemaVersion - a.schemaVersion || b.extractorVersion - a.extractorVersion)[0] : undefined);
    if (!pick || !formOk(pick.form)) continue;
    const periodIndex = periodIndexOf(pick.fiscalYear, pick.fiscalPeriod);
    if (!inBounds(periodIndex, bounds)) continue;
    out.push({ record: pick, spans: JSON.parse(pick.spans) as ExtractionSpan[], stale: !current(pick), periodIndex });
  }
  return out.sort(
    (a, b) =>
      (b.periodIndex ?? -1) - (a.periodIndex ?? -1) ||
      (b.record.filedDate ?? "").localeCompare(a.record.filedDate ?? "") ||
      a.record.document.localeCompare(b.record.document),
  );
}
