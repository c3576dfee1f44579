import type { DocumentsPort } from "../documents/index.js";
import type { FilingMeta } from "../../model/index.js";
import { type EventFiling, findEventFilings } from "../events/index.js";
import { citationOf, NO_EXTRAS, type Candidate } from "./evidence-item.js";
import type { EventLayerResult, EvidenceLayer } from "./evidence-layer.js";
import { passageScore, type ScoringContext } from "./passage-score.js";
import { passageWindow } from "./passage-window.js";
import { planPlacer, type PlanPlacer } from "./plan-weights.js";
import { stem, wordsOf } from "./question-terms.js";
import type { StorePort } from "../shared/index.js";
import { readPlanOf } from "./read-plans.js";

/** Event filings read at most, newest first. */
const MAX_EVENTS = 12;
const HITS_PER_EVENT = 8;
/** An 8-K's passage weighs a little less than the filing asked about: it is a second source. */
const EVENT_WEIGHT = 0.8;
const DAY = 86_400_000;

interface EventWindow {
  readonly from: string | null;
  readonly to: string | null;
  readonly formTypes: readonly string[] | null;
  readonly relatedTickers: readonly string[];
}

const shift = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString().slice(0, 10);

/**
 * The dates 8-Ks are read between: the caller's filing_date_from..to, else the filing's fiscal
 * period (from its start) to a week after the filing was filed, which holds the period's
 * earnings release and the events reported during it.
 */
function eventWindowOf(filing: FilingMeta, w: EventWindow): { from: string; to: string } {
  const end = filing.periodEnd ?? filing.filedDate ?? "1990-01-01";
  const months = /^10-K/i.test(filing.form) ? 12 : 3;
  return { from: w.from ?? shift(end, -months * 31), to: w.to ?? shift(filing.filedDate ?? end, 7) };
}

/**
 * Stored 8-Ks (or the caller's form_types) of the company and its related tickers filed in the
 * window: each one's full-text index is searched and its hits scored like the filing's own, an
 * EX-99 of an Item 2.02 8-K counting as an earnings release. Only stored filings are read.
 */
async function eventLayer(
  deps: StorePort & DocumentsPort,
  filing: FilingMeta,
  w: EventWindow,
  query: string,
  placer: PlanPlacer,
  context: ScoringContext,
): Promise<EventLayerResult> {
  const window = eventWindowOf(filing, w);
  const found = await findEventFilings(
    { ...deps, issuers: null },
    {
      ticker: filing.ticker,
      cik: filing.ticker ? null : filing.cik,
      filingDateFrom: window.from,
      filingDateTo: window.to,
      formTypes: w.formTypes && w.formTypes.length ? w.formTypes : null,
      query: null,
      relatedTickers: w.relatedTickers,
      limit: MAX_EVENTS,
      sortOrder: "desc",
      cacheOnly: true,
    },
  );
  const out: Candidate[] = [];
  const releases: EventLayerResult["releases"] = [];
  const events: EventLayerResult["events"] = [];
  for (const e of found.events) {
    if (!e.stored || e.accession === filing.accession) continue;
    const meta = await deps.store.getFiling(e.accession);
    if (!meta) continue;
    const releaseDocs = e.exhibits.filter((x) => x.is_earnings_release).map((x) => x.name);
    if (releaseDocs.length) releases.push({ accession: e.accession, filed_date: e.filed_date, documents: releaseDocs, url: e.url });
    events.push({ accession: e.accession, form: e.form, filed_date: e.filed_date, items: e.items.map((i) => i.number), url: e.url });
    out.push(...(await eventHits(deps, meta, e, releaseDocs, query, placer, context)));
  }
  return { candidates: out, releases, events, window };
}

async function eventHits(
  deps: StorePort & DocumentsPort,
  meta: FilingMeta,
  e: EventFiling,
  releaseDocs: readonly string[],
  query: string,
  placer: PlanPlacer,
  context: ScoringContext,
): Promise<Candidate[]> {
  const found = await deps.store.searchText(e.accession, query, HITS_PER_EVENT);
  const out: Candidate[] = [];
  for (const h of found.hits) {
    if (h.kind === "table") continue;
    const stems = wordsOf(h.text).map(stem);
    const tf = new Map<string, number>();
    for (const st of stems) tf.set(st, (tf.get(st) ?? 0) + 1);
    const relevance = passageScore(context, stems, tf);
    if (relevance <= 0) continue;
    const win = passageWindow(h.text, context.terms);
    const isRelease = releaseDocs.includes(h.document);
    out.push({
      ...citationOf(meta, h.document),
      ...NO_EXTRAS,
      layer: isRelease ? "earnings_releases" : "event_filings",
      score: relevance * EVENT_WEIGHT * (isRelease ? 1.2 : placer.weight(h.sectionKey, null, h.kind, h.text.length)),
      section: h.sectionKey,
      section_title: h.sectionTitle,
      read_plan: isRelease ? "optional" : placer.placeOf(h.sectionKey),
      text: h.text.slice(win.start, win.end),
      start: h.textStart + win.start,
      end: h.textStart + win.end,
    });
  }
  return out;
}

/** The period's 8-Ks and earnings releases (eventLayer), read with the intent's plan for an 8-K. */
export const EVENT_FILINGS_LAYER: EvidenceLayer = {
  name: "event_filings",
  needs: (read) => read.found.context !== null,
  async read({ deps, request: r, filing, intent, indexQuery, found }) {
    if (!found.context) return { consulted: [], candidates: [] };
    const events = await eventLayer(
      deps,
      filing,
      { from: r.filingDateFrom, to: r.filingDateTo, formTypes: r.formTypes, relatedTickers: r.relatedTickers },
      indexQuery,
      planPlacer(readPlanOf(intent, "8-K")),
      found.context,
    );
    return {
      consulted: events.releases.length ? ["event_filings", "earnings_releases"] : ["event_filings"],
      candidates: events.candidates,
      found: { releases: events.releases, events: events.events },
    };
  },
};
