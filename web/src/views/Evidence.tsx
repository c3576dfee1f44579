import { useState } from "preact/hooks";
import { useApi, type ApiCall } from "../api";
import { ErrorNote, PeriodUnknown } from "../components/ErrorNote";
import { firstRecords, RecordsTable } from "../components/Records";
import { percent } from "../analysis";
import { offers } from "../config";
import { NumberField } from "../components/NumberField";
import { axisKeyOf } from "../dimensions";
import { latestYear, storedFiscalPeriods, storedPeriods, useStoredFilings } from "../filings";
import { href, replaceParams, type Route } from "../router";
import { CompanyNav } from "./Company";
import { KpiSeriesTable, MAX_KPI_PERIODS } from "./KpiSeries";

function usePeriod(ticker: string, route: Route) {
  const filings = useStoredFilings();
  const year = Number(route.params.get("year")) || (filings.data ? latestYear(filings.data.events, ticker) : null);
  const quarter = Number(route.params.get("quarter")) || 4;
  return { filings, year, quarter };
}

function PeriodFields(props: { route: Route; year: number | null; quarter: number }) {
  return (
    <>
      <NumberField label="Fiscal year" min={1990} max={2100} value={props.year} onCommit={(v) => replaceParams(props.route, { year: v })} />
      <label>
        Filing
        <select
          value={String(props.quarter)}
          onChange={(e) => replaceParams(props.route, { quarter: (e.target as HTMLSelectElement).value })}
        >
          <option value="4">Annual report (10-K)</option>
          <option value="1">Q1 (10-Q)</option>
          <option value="2">Q2 (10-Q)</option>
          <option value="3">Q3 (10-Q)</option>
        </select>
      </label>
    </>
  );
}

type Rec = Record<string, unknown>;

/**
 * A KPI row read from an XBRL concept (an extension or a count-typed fact) charts over periods
 * through the public metric series route, for its own breakdown (axis key of its dimensions).
 */
function seriesLink(ticker: string, quarter: number, year: number | null) {
  return (r: Rec) => {
    const source = (r.source ?? null) as Rec | null;
    const concept = typeof source?.concept === "string" ? source.concept : null;
    if (!concept) return "—";
    const axis = axisKeyOf((r.dimensions ?? {}) as Record<string, string>);
    return (
      <a
        href={href("c", ticker, "chart", { metric: concept, axis: axis || null, mode: quarter === 4 ? null : "Q", end: year })}
        aria-label={`Chart ${String(r.kpi_name ?? concept)} over periods`}
      >
        over periods
      </a>
    );
  };
}

/** A KPI read from an earnings call opens the call at its turn (its source: the transcript's id and offsets). */
function callCitation(ticker: string) {
  return (r: Rec): string | undefined => {
    const source = (r.source ?? null) as Rec | null;
    const period = (r.period ?? null) as { fiscal_year?: number; fiscal_period?: string } | null;
    if (source?.kind !== "transcript_turn" || typeof source.start !== "number" || typeof source.end !== "number") return undefined;
    const quarter = period?.fiscal_period === "FY" ? 4 : Number(period?.fiscal_period?.slice(1)) || null;
    return href("c", ticker, "transcripts", {
      year: period?.fiscal_year ?? null,
      quarter,
      at: source.start,
      len: source.end - source.start,
    });
  };
}

/** The change on the prior year the filing gives (the API's, not computed here). */
const priorChange = (r: Rec) => {
  const prior = (r.prior_year ?? null) as { change_pct: number | null } | null;
  return prior?.change_pct === null || prior?.change_pct === undefined ? "—" : percent(prior.change_pct / 100, true);
};

/** Evidence questions (POST /api/filing/evidence, paid tier): the answer's passages with their filing. */
export function Evidence(props: { ticker: string; route: Route }) {
  const { ticker, route } = props;
  const { filings, year, quarter } = usePeriod(ticker, route);
  const question = route.params.get("question") ?? "";
  const [draft, setDraft] = useState(question);
  const call: ApiCall | null =
    question && year
      ? { method: "POST", path: "/api/filing/evidence", body: { ticker, year, quarter, query: question, max_hits: 12 } }
      : null;
  const { data, error, loading } = useApi<Record<string, unknown>>(call);
  const coverage = (data?.coverage ?? null) as Record<string, unknown> | null;
  return (
    <section aria-labelledby="evidence-title">
      <h1 tabIndex={-1} id="evidence-title">
        {ticker}: evidence
      </h1>
      <CompanyNav ticker={ticker} current="evidence" />
      <form
        class="controls"
        onSubmit={(e) => {
          e.preventDefault();
          replaceParams(route, { question: draft.trim() || null });
        }}
      >
        <label>
          Question
          <input
            value={draft}
            size={50}
            placeholder="What drove gross margin?"
            onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          />
        </label>
        <PeriodFields route={route} year={year} quarter={quarter} />
        <button type="submit">Ask</button>
      </form>
      {filings.error && !year ? <PeriodUnknown error={filings.error} ticker={ticker} /> : null}
      {error ? <ErrorNote error={error} ticker={ticker} knownPeriods={storedPeriods(filings.data?.events, ticker)} /> : null}
      {loading ? <p aria-busy="true">Reading the filing…</p> : null}
      {coverage ? (
        <p class="hint">
          Coverage {String(coverage.coverage_status)}, confidence {String(coverage.confidence)}; sections searched:{" "}
          {(coverage.searched_sections as string[] | undefined)?.join(", ") || "—"}
        </p>
      ) : null}
      {data ? (
        <RecordsTable
          records={firstRecords(data, ["evidence"])}
          caption="Evidence, best first"
          columns={[
            ["#", "rank"],
            ["Section", "section_title"],
            ["Layer", "layer"],
            ["Text", "text", "markdown"],
            ["Form", "form"],
          ]}
        />
      ) : null}
    </section>
  );
}

/** Operational KPI driver rows (GET /api/operational-kpis/drivers, paid tier). */
export function Kpis(props: { ticker: string; route: Route }) {
  const { ticker, route } = props;
  const { filings, year, quarter } = usePeriod(ticker, route);
  const call: ApiCall | null = year ? { method: "GET", path: "/api/operational-kpis/drivers", query: { ticker, year, quarter } } : null;
  const { data, error, loading } = useApi<Record<string, unknown>>(call);
  // KPI series: the latest stored periods of the same kind as the filing shown (annual reports, or
  // quarterly ones) up to the one shown; asked only on request (one request per period).
  const annual = quarter === 4;
  const periods = (filings.data ? storedFiscalPeriods(filings.data.events, ticker, annual) : [])
    .filter((p) => year === null || p.year * 4 + p.quarter <= year * 4 + quarter)
    .slice(-MAX_KPI_PERIODS);
  const showSeries = route.params.get("series") === "1" && periods.length > 0;
  const cite = offers("transcripts") ? callCitation(ticker) : undefined;
  return (
    <section aria-labelledby="kpi-title">
      <h1 tabIndex={-1} id="kpi-title">
        {ticker}: operational KPI drivers
      </h1>
      <CompanyNav ticker={ticker} current="kpis" />
      <form class="controls" onSubmit={(e) => e.preventDefault()}>
        <PeriodFields route={route} year={year} quarter={quarter} />
        {periods.length > 1 ? (
          <button type="button" aria-pressed={showSeries} onClick={() => replaceParams(route, { series: showSeries ? null : "1" })}>
            {showSeries
              ? "Hide the KPI series"
              : `KPI series over ${periods.length} stored ${annual ? "annual" : "quarterly"} reports (${periods.length} requests)`}
          </button>
        ) : null}
      </form>
      {filings.error && !year ? <PeriodUnknown error={filings.error} ticker={ticker} /> : null}
      {showSeries ? <KpiSeriesTable ticker={ticker} periods={periods} cite={cite} /> : null}
      {error ? <ErrorNote error={error} ticker={ticker} knownPeriods={storedPeriods(filings.data?.events, ticker)} /> : null}
      {loading ? <p aria-busy="true">Loading…</p> : null}
      {data ? (
        <RecordsTable
          records={firstRecords(data, ["rows"])}
          caption="KPI driver rows"
          cite={cite}
          columns={[
            ["KPI", "kpi_name"],
            ["Segment, model or region", "segment"],
            ["Value", "value"],
            ["Unit", "unit"],
            ["As printed", "value_text"],
            ["Topic", "topic"],
            ["Period end", "period.end"],
            ["Prior year", "prior_year.value"],
            ["Change", "prior_year.change_pct", priorChange],
            ["From", "source.kind"],
            ["Shown as", "source.text"],
            ["Series", "source.concept", seriesLink(ticker, quarter, year)],
          ]}
        />
      ) : null}
    </section>
  );
}
