import type { DocumentsPort } from "../documents/index.js";
import type { FilingFile, FilingMeta } from "../../model/index.js";
import { Type } from "typebox";
import { companyOfTicker, FdsError, type IssuersPort, Nullable, type StorePort, type Wire } from "../shared/index.js";
import { documentUrlOf } from "../documents/index.js";
import { eventItemsOf, EventItemSchema } from "./event-items.js";
import { listEdgarEvents, type ListedEvent } from "./edgar-events.js";

/** Forms read when the caller names none. */
const DEFAULT_EVENT_FORMS = ["8-K", "8-K/A"] as const;

export interface EventFilingsQuery {
  readonly ticker: string | null;
  readonly cik: number | null;
  /** Inclusive `YYYY-MM-DD` bounds on the filed date. */
  readonly filingDateFrom: string | null;
  readonly filingDateTo: string | null;
  readonly formTypes: readonly string[] | null;
  /** Case-insensitive text matched against company, item numbers and titles, exhibit types and names. */
  readonly query: string | null;
  /** More tickers whose events are included with the ticker's. */
  readonly relatedTickers: readonly string[] | null;
  /** 8-K item numbers ("2.02"); an event is kept when it reports any of them. Null or empty: no filter. */
  readonly items?: readonly string[] | null;
  readonly limit: number;
  readonly sortOrder: "asc" | "desc";
  /** Read the store only: EDGAR's list is not asked (the playground, spec 5.7). */
  readonly cacheOnly: boolean;
}

const EventExhibitSchema = Type.Object({
  name: Type.String(),
  /** EDGAR document type ("EX-99.1"), when known. */
  type: Nullable(Type.String()),
  /** An EX-99.* exhibit of an 8-K that reports Item 2.02 (Results of Operations and Financial Condition). */
  is_earnings_release: Type.Boolean(),
  url: Nullable(Type.String()),
});

const EventFilingSchema = Type.Object({
  accession: Type.String(),
  accession_is_synthetic: Type.Boolean(),
  form: Type.String(),
  company: Nullable(Type.String()),
  ticker: Nullable(Type.String()),
  cik: Nullable(Type.Integer()),
  filed_date: Nullable(Type.String()),
  /** Date of the earliest event reported (the filing's period of report). */
  period: Nullable(Type.String({ description: "Date of the earliest event reported" })),
  /** The fiscal year and period the filing reports (dei DocumentFiscalYearFocus / PeriodFocus: `FY`, `Q1`...); null when it does not say (8-Ks, filings EDGAR lists but the store lacks). */
  fiscal_year: Nullable(
    Type.Integer({
      description: "The fiscal year the filing reports (dei DocumentFiscalYearFocus); null for 8-Ks and filings listed on EDGAR only",
    }),
  ),
  fiscal_period: Nullable(
    Type.String({ description: "FY, Q1, Q2, Q3 (dei DocumentFiscalPeriodFocus); null when the filing does not say" }),
  ),
  primary_document: Nullable(Type.String()),
  items: Type.Array(EventItemSchema),
  /**
   * Where the item numbers were read: the primary document's captions, EDGAR's submissions list
   * (a filing not stored), "unavailable" (no stored document), or "not_applicable" (not an 8-K:
   * 8-K item numbers exist only on 8-Ks). The document says string: the domain knows the closed set.
   */
  items_source: Type.Unsafe<"document" | "submissions" | "unavailable" | "not_applicable">(
    Type.String({
      description:
        "document: read from the primary document's item captions; submissions: from EDGAR's filing list (a " +
        "filing not stored); unavailable: no stored document; not_applicable: not an 8-K (only 8-Ks report " +
        "8-K items)",
    }),
  ),
  /** Whether the store holds the filing (its documents, sections and text can be read); false: listed on EDGAR only. */
  stored: Type.Boolean({
    description: "The store holds the filing (documents, sections, text); false: listed on EDGAR only (exhibits unknown until ingested)",
  }),
  exhibits: Type.Array(EventExhibitSchema),
  has_earnings_release: Type.Boolean(),
  url: Nullable(Type.String()),
});

export type EventFiling = Wire<typeof EventFilingSchema>;

/** get_event_filings' answer. */
export const EventFilingsResultSchema = Type.Object({
  count: Type.Integer(),
  /** Events matching every filter before `limit`. */
  total: Type.Integer({ description: "Events matching the filters before limit" }),
  form_types: Type.Array(Type.String()),
  tickers: Type.Array(Type.String()),
  // The document says string: the domain knows the closed set.
  sort_order: Type.Unsafe<"asc" | "desc">(Type.String()),
  events: Type.Array(EventFilingSchema),
});

type EventFilingsResult = Wire<typeof EventFilingsResultSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(name: string, v: string | null): string | null {
  if (v === null || v.trim() === "") return null;
  const d = v.trim();
  if (!DATE.test(d) || Number.isNaN(Date.parse(d))) throw new FdsError("bad_request", `${name} must be a date YYYY-MM-DD, not "${v}"`);
  return d;
}

/** Comma-separated or repeated values, trimmed and upper-cased, empties dropped. */
function listParam(values: readonly string[] | null | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim().toUpperCase())
    .filter((v) => v.length > 0);
}

/** The primary document among the stored files (the recorded name, else the file with role primary). */
function primaryFile(f: FilingMeta, files: readonly FilingFile[]): FilingFile | null {
  return files.find((x) => x.name === f.primaryDocument && x.role === "primary") ?? files.find((x) => x.role === "primary") ?? null;
}

async function eventOf(deps: StorePort & DocumentsPort, f: FilingMeta): Promise<EventFiling> {
  const files = await deps.store.getFiles(f.accession);
  const primary = primaryFile(f, files);
  const is8k = f.form.toUpperCase().startsWith("8-K");
  // Only 8-Ks report 8-K items; reading a 10-K's captions for them cost a parse per filing.
  const items = is8k ? await eventItemsOf(deps, f, primary) : [];
  const earnings = items?.some((i) => i.number === "2.02") ?? false;
  const exhibits = files
    .filter((x) => x.role === "exhibit" || /^EX-(?!101)/i.test(x.type ?? ""))
    .map((x) => ({
      name: x.name,
      type: x.type,
      is_earnings_release: earnings && /^EX-99/i.test(x.type ?? ""),
      url: documentUrlOf(f, x.name),
    }));
  return {
    accession: f.accession,
    accession_is_synthetic: f.accessionIsSynthetic,
    form: f.form,
    company: f.company,
    ticker: f.ticker,
    cik: f.cik,
    filed_date: f.filedDate,
    period: f.periodEnd,
    fiscal_year: f.fiscalYear,
    fiscal_period: f.fiscalPeriod,
    primary_document: primary?.name ?? f.primaryDocument,
    items: items ?? [],
    items_source: !is8k ? "not_applicable" : items === null ? "unavailable" : "document",
    stored: true,
    exhibits,
    has_earnings_release: exhibits.some((x) => x.is_earnings_release),
    url: f.url,
  };
}

/** The 8-K item of results of operations: an 8-K reporting it announces earnings, whether or not its exhibits are known. */
const RESULTS_OF_OPERATIONS = "2.02";

function matchesQuery(e: EventFiling, q: string): boolean {
  const needle = q.toLowerCase();
  const hay = [
    e.company ?? "",
    e.ticker ?? "",
    ...e.items.flatMap((i) => [i.number, `item ${i.number}`, i.title]),
    ...e.exhibits.flatMap((x) => [x.name, x.type ?? ""]),
    ...(e.has_earnings_release ? ["earnings release"] : []),
    // A listed 8-K (EDGAR's submissions) has its items but no exhibits: item 2.02 alone says earnings.
    ...(e.has_earnings_release || e.items.some((i) => i.number === RESULTS_OF_OPERATIONS) ? ["earnings"] : []),
  ];
  return hay.some((h) => h.toLowerCase().includes(needle));
}

const ITEM_NUMBER = /^(?:ITEM\s*)?(\d{1,2}(?:\.\d{2})?)$/;

/** Item numbers of a comma-separated or repeated list ("2.02", "Item 5.02", "9"); another value is a 400. */
function itemNumbers(values: readonly string[] | null | undefined): string[] {
  return [
    ...new Set(
      listParam(values).map((v) => {
        const m = ITEM_NUMBER.exec(v);
        if (!m) throw new FdsError("bad_request", `items: "${v}" is not an 8-K item number such as 2.02 or 5.02`);
        return m[1]!;
      }),
    ),
  ];
}

/** A filing EDGAR lists that the store lacks: what its submissions row says (exhibits are not listed there). */
function listedEventOf(e: ListedEvent): EventFiling {
  const { entry } = e;
  return {
    accession: entry.accession,
    accession_is_synthetic: false,
    form: entry.form,
    company: e.company,
    ticker: e.ticker,
    cik: e.cik,
    filed_date: entry.filedDate,
    period: entry.reportDate,
    fiscal_year: null,
    fiscal_period: null,
    primary_document: entry.primaryDocument,
    items: e.items,
    items_source: "submissions",
    stored: false,
    exhibits: [],
    has_earnings_release: false,
    url: e.url,
  };
}

/**
 * Event filings (8-K, 8-K/A by default) in the store, with their item numbers and exhibits.
 * Cheap filters (company, form, dates) run on the filings' metadata first. Items come from the
 * full-text index built at ingest (see `eventItemsOf`), and only for the events that need them:
 * without `query` or `items`, the filings are sorted by filed date (period when the filing date is
 * unknown) and cut at `limit` before any item is read; with either, which match items, every
 * remaining filing is read, then filtered, sorted and cut. With EDGAR configured (`issuers`) and
 * a company named, the 8-Ks EDGAR lists for it are joined in, marked `stored: false` when the
 * store lacks them; never for a cache-only caller.
 */
export async function findEventFilings(deps: StorePort & IssuersPort & DocumentsPort, q: EventFilingsQuery): Promise<EventFilingsResult> {
  const from = checkDate("filing_date_from", q.filingDateFrom);
  const to = checkDate("filing_date_to", q.filingDateTo);
  if (from && to && from > to) throw new FdsError("bad_request", `filing_date_from ${from} is after filing_date_to ${to}`);
  const forms = listParam(q.formTypes);
  const formTypes = forms.length ? forms : [...DEFAULT_EVENT_FORMS];
  const tickers = [...new Set([...(q.ticker ? [q.ticker.toUpperCase()] : []), ...listParam(q.relatedTickers)])];
  const ciks = new Set<number>(q.cik !== null ? [q.cik] : []);
  // A ticker no filing is stored under may be another share class of a stored company (its cover lists it): that company's events.
  for (const t of tickers) {
    if ((await deps.store.listFilings({ ticker: t })).length > 0) continue;
    const company = await companyOfTicker(deps.store, t);
    if (company) ciks.add(company.cik);
  }
  const filings = (await deps.store.listFilings({ forms: formTypes })).filter((f) => {
    if (!formTypes.includes(f.form.toUpperCase())) return false;
    // ticker and cik each select a company; together with related tickers their events are joined.
    if (tickers.length || q.cik !== null) {
      const byTicker = f.ticker !== null && tickers.includes(f.ticker.toUpperCase());
      const byCik = f.cik !== null && ciks.has(f.cik);
      if (!byTicker && !byCik) return false;
    }
    const date = f.filedDate ?? f.periodEnd;
    if (from && (date === null || date < from)) return false;
    if (to && (date === null || date > to)) return false;
    return true;
  });
  const held = new Set(filings.map((f) => f.accession));
  const listed: ListedEvent[] = [];
  if (deps.issuers && !q.cacheOnly && (tickers.length || q.cik !== null)) {
    for (const e of await listEdgarEvents(deps.issuers, { tickers, cik: q.cik }, { forms: formTypes, from, to })) {
      if (held.has(e.entry.accession)) continue;
      held.add(e.entry.accession);
      listed.push(e);
    }
  }
  const candidates = [
    ...filings.map((f) => ({ date: f.filedDate ?? f.periodEnd ?? "", accession: f.accession, load: () => eventOf(deps, f) })),
    ...listed.map((e) => ({
      date: e.entry.filedDate ?? e.entry.reportDate ?? "",
      accession: e.entry.accession,
      load: async () => listedEventOf(e),
    })),
  ];
  const dir = q.sortOrder === "asc" ? 1 : -1;
  const byDate = (a: { date: string; accession: string }, b: { date: string; accession: string }) =>
    dir * (a.date.localeCompare(b.date) || a.accession.localeCompare(b.accession));
  const text = q.query?.trim();
  const items = itemNumbers(q.items);
  const base = { form_types: formTypes, tickers, sort_order: q.sortOrder };
  if (!text && items.length === 0) {
    const page = candidates.sort(byDate).slice(0, q.limit);
    const events: EventFiling[] = [];
    for (const c of page) events.push(await c.load());
    return { count: events.length, total: candidates.length, ...base, events };
  }
  const matching: EventFiling[] = [];
  for (const c of candidates) {
    const e = await c.load();
    if (text && !matchesQuery(e, text)) continue;
    if (items.length && !e.items.some((i) => items.includes(i.number))) continue;
    matching.push(e);
  }
  matching.sort((a, b) =>
    byDate(
      { date: a.filed_date ?? a.period ?? "", accession: a.accession },
      { date: b.filed_date ?? b.period ?? "", accession: b.accession },
    ),
  );
  return { count: Math.min(matching.length, q.limit), total: matching.length, ...base, events: matching.slice(0, q.limit) };
}
