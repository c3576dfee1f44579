import { useState } from "preact/hooks";
import { useApi, type ApiCall } from "../api";
import { ErrorNote, PeriodUnknown } from "../components/ErrorNote";
import { firstRecords, RecordsTable } from "../components/Records";
import { latestYear, storedPeriods, useStoredFilings } from "../filings";
import { replaceParams, type Route } from "../router";
import { CompanyNav } from "./Company";

function usePeriod(ticker: string, route: Route) {
  const filings = useStoredFilings();
  const year = Number(route.params.get("year")) || (filings.data ? latestYear(filings.data.events, ticker) : null);
  const quarter = Number(route.params.get("quarter")) || 4;
  return { filings, year, quarter };
}

function PeriodFields(props: { route: Route; year: number | null; quarter: number }) {
  return (
    <>
      <label>
        Fiscal year
        <input
          type="number"
          min={1990}
          max={2100}
          value={props.year ?? ""}
          onChange={(e) => replaceParams(props.route, { year: (e.target as HTMLInputElement).value })}
        />
      </label>
      <label>
        Quarter (4 = annual report)
        <input
          type="number"
          min={1}
          max={4}
          value={props.quarter}
          onChange={(e) => replaceParams(props.route, { quarter: (e.target as HTMLInputElement).value })}
        />
      </label>
    </>
  );
}

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
  return (
    <section aria-labelledby="kpi-title">
      <h1 tabIndex={-1} id="kpi-title">
        {ticker}: operational KPI drivers
      </h1>
      <CompanyNav ticker={ticker} current="kpis" />
      <form class="controls" onSubmit={(e) => e.preventDefault()}>
        <PeriodFields route={route} year={year} quarter={quarter} />
      </form>
      {filings.error && !year ? <PeriodUnknown error={filings.error} ticker={ticker} /> : null}
      {error ? <ErrorNote error={error} ticker={ticker} knownPeriods={storedPeriods(filings.data?.events, ticker)} /> : null}
      {loading ? <p aria-busy="true">Loading…</p> : null}
      {data ? (
        <RecordsTable
          records={firstRecords(data, ["rows"])}
          caption="KPI driver rows"
          columns={[
            ["KPI", "kpi_name"],
            ["Segment, model or region", "segment"],
            ["Value", "value"],
            ["Unit", "unit"],
            ["As printed", "value_text"],
            ["Topic", "topic"],
            ["Period end", "period.end"],
            ["From", "source.kind"],
            ["Shown as", "source.text"],
          ]}
        />
      ) : null}
    </section>
  );
}
