import { frameEndWindow, framePlacementOf, type CalendarFrame, type Fact, type FilingMeta } from "../../model/index.js";
import { shiftYears, type StorePort } from "../shared/index.js";

/** A stored filing's value placed in the frame, with how well it aligns (see src/model/calendar-frame.ts). */
export interface StoredFrameValue {
  readonly fact: Fact;
  readonly filing: FilingMeta & { readonly cik: number };
  readonly distance: number;
}

/**
 * A periodic report prints comparative columns up to three fiscal years back (an income
 * statement's two prior years, an equity statement's balance three years before its end).
 */
const COMPARATIVE_REACH_YEARS = 3;

/**
 * The stored filings' values of one concept and unit (totals only, as reported in XBRL) placed
 * in `frame`, of companies with a CIK in (afterCik, upToCik]: from every stored filing whose
 * period ends when it can report a period of the frame (its own, or a comparative column).
 */
export async function storedFrameValues(
  deps: StorePort,
  query: { readonly concept: string; readonly unit: string; readonly frame: CalendarFrame },
  afterCik: number | null,
  upToCik: number | null,
): Promise<StoredFrameValue[]> {
  const window = frameEndWindow(query.frame);
  const filings = (
    await deps.store.listFilings({ periodEndFrom: window.from, periodEndTo: shiftYears(window.to, COMPARATIVE_REACH_YEARS) })
  ).filter(
    (f): f is FilingMeta & { cik: number } =>
      f.cik !== null && (afterCik === null || f.cik > afterCik) && (upToCik === null || f.cik <= upToCik),
  );
  if (filings.length === 0) return [];
  const facts = await deps.store.getFactsByFiling(
    filings.map((f) => f.accession),
    { concepts: [query.concept], axisKey: "" },
  );
  const out: StoredFrameValue[] = [];
  for (const filing of filings) {
    for (const fact of facts.get(filing.accession) ?? []) {
      if (fact.source !== "xbrl" || fact.unit !== query.unit || fact.number === null) continue;
      const placed = framePlacementOf(fact.period);
      if (placed?.frame.label === query.frame.label) out.push({ fact, filing, distance: placed.distance });
    }
  }
  return out;
}
