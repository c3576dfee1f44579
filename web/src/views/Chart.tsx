import { ApiError, useApi, type ApiCall } from "../api";
import { Cite } from "../components/Cite";
import { ErrorNote, PeriodUnknown } from "../components/ErrorNote";
import { ExportBar } from "../components/ExportBar";
import { factCells, FACT_COLUMNS } from "../export";
import { LineChart } from "../components/LineChart";
import { MetricSelect } from "../components/MetricSelect";
import type { Schemas } from "../facts";
import { latestYear, storedPeriods, useStoredFilings } from "../filings";
import { scaleNote } from "../format";
import { metricLabel } from "../metrics";
import { replaceParams, type Route } from "../router";
import { CompanyNav } from "./Company";

type SeriesAnswer = Schemas["MetricSeriesResponse"];
type SeriesPoint = SeriesAnswer["points"][number];

const pointLabel = (p: SeriesPoint, annual: boolean) => (annual ? `FY${p.fiscal_year}` : `Q${p.quarter} ${p.fiscal_year}`);

/** A metric over fiscal years or quarters (derived Q4 drawn and listed as derived), one request. */
export function Chart(props: { ticker: string; route: Route }) {
  const { ticker, route } = props;
  const filings = useStoredFilings();
  const metric = route.params.get("metric") ?? "revenue";
  const annual = (route.params.get("mode") ?? "FY") === "FY";
  const guessedEnd = filings.data ? latestYear(filings.data.events, ticker) : null;
  const endYear = Number(route.params.get("end")) || guessedEnd;
  const periods = Math.min(20, Math.max(1, Number(route.params.get("periods")) || (annual ? 5 : 20)));
  const endQuarter = annual ? 4 : Number(route.params.get("endq")) || 4;
  const call: ApiCall | null = endYear
    ? {
        method: "GET",
        path: "/api/metric/series",
        query: {
          ticker,
          metric_name: metric,
          end_year: endYear,
          end_quarter: endQuarter,
          periods,
          full_year_mode: annual,
          cached_only: true,
        },
      }
    : null;
  const { data, error, loading } = useApi<SeriesAnswer>(call);
  const points = data?.points ?? [];
  const labels = points.map((p) => pointLabel(p, annual));
  const unit = points.find((p) => p.value)?.value?.unit ?? null;
  const decimals = points.find((p) => p.value)?.value?.decimals ?? null;
  // A cache-only series answers 200 with every point not_cached: said as the playground's 403 would.
  const notCached =
    points.length && points.every((p) => p.cache_status === "not_cached")
      ? new ApiError(
          403,
          "not_cached",
          points[0]?.note ?? `${ticker} is not cached`,
          { ticker, answered: "200, every period not_cached" },
          null,
        )
      : null;
  const hasDerived = points.some((p) => p.value?.source === "derived");
  const years = Array.from({ length: 30 }, (_, i) => (guessedEnd ?? new Date().getFullYear()) + 1 - i);

  return (
    <section aria-labelledby="chart-title">
      <h1 tabIndex={-1} id="chart-title">
        {ticker}: {metricLabel(metric)}
      </h1>
      <CompanyNav ticker={ticker} current="chart" />
      <form class="controls" onSubmit={(e) => e.preventDefault()}>
        <MetricSelect label="Metric" value={metric} onChange={(metric) => replaceParams(route, { metric })} />
        <fieldset>
          <legend>Periods</legend>
          <label>
            <input
              type="radio"
              name="mode"
              value="FY"
              checked={annual}
              onChange={() => replaceParams(route, { mode: "FY", periods: null })}
            />{" "}
            Annual
          </label>
          <label>
            <input
              type="radio"
              name="mode"
              value="Q"
              checked={!annual}
              onChange={() => replaceParams(route, { mode: "Q", periods: null })}
            />{" "}
            Quarterly
          </label>
        </fieldset>
        <label>
          Last fiscal year
          <select value={String(endYear ?? "")} onChange={(e) => replaceParams(route, { end: (e.target as HTMLSelectElement).value })}>
            {endYear ? null : <option value="">choose…</option>}
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label>
          How many {annual ? "years" : "quarters"}
          <input
            type="number"
            min={1}
            max={20}
            value={periods}
            onChange={(e) => replaceParams(route, { periods: (e.target as HTMLInputElement).value })}
          />
        </label>
      </form>
      {filings.data && !endYear ? <p class="error">No annual report of {ticker} is stored: choose the last fiscal year above.</p> : null}
      {filings.error && !endYear ? <PeriodUnknown error={filings.error} ticker={ticker} /> : null}
      {error ? <ErrorNote error={error} ticker={ticker} knownPeriods={storedPeriods(filings.data?.events, ticker)} /> : null}
      {loading ? <p aria-busy="true">Loading the series…</p> : null}
      {notCached ? <ErrorNote error={notCached} ticker={ticker} knownPeriods={storedPeriods(filings.data?.events, ticker)} /> : null}
      {data && !notCached ? (
        <>
          <LineChart
            title={`${metricLabel(metric)}, ${annual ? "fiscal years" : "fiscal quarters"} (${scaleNote(decimals, unit) || unit || ""})`}
            labels={labels}
            unit={unit}
            series={[
              { label: metricLabel(metric), values: points.map((p) => p.value?.value ?? null) },
              ...(hasDerived
                ? [
                    {
                      label: "derived Q4 (FY − nine months)",
                      values: points.map((p) => (p.value?.source === "derived" ? p.value.value : null)),
                      pointsOnly: true,
                    },
                  ]
                : []),
            ]}
          />
          <p class="hint">
            {data.coverage.reported ?? 0} reported, {data.coverage.derived ?? 0} derived, {data.coverage.missing ?? 0} missing of{" "}
            {data.coverage.requested ?? points.length}. Each value opens the filing it was read from.
          </p>
          {data.warnings.length ? (
            <ul class="warnings">
              {data.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          ) : null}
          <ExportBar
            name={`${ticker} ${metricLabel(metric)} ${labels[0] ?? ""}-${labels.at(-1) ?? ""}`}
            shown={() => ({
              name: metricLabel(metric),
              columns: ["Period", "Value", "Status"],
              rows: points.map((p, i) => [
                labels[i]!,
                p.value?.value ?? null,
                p.value?.source === "derived" ? `derived: ${p.value.derivation?.formula ?? ""}` : p.coverage_status,
              ]),
            })}
            sourced={() => ({
              name: "Values and sources",
              columns: ["period", "status", ...FACT_COLUMNS],
              rows: points.map((p, i) => [labels[i]!, p.coverage_status, ...factCells(p.value)]),
            })}
          />
          <div class="table-wrap">
            <table class="series">
              <caption>Plotted values ({scaleNote(decimals, unit) || unit})</caption>
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  <th scope="col">Value</th>
                  <th scope="col">Status</th>
                  <th scope="col">Filing</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p, i) => (
                  <tr key={labels[i]} data-period={labels[i]}>
                    <th scope="row">{labels[i]}</th>
                    <td class="value" data-value={p.value?.value ?? ""}>
                      <Cite fact={p.value} label={`${metricLabel(metric)} ${labels[i]}`} />
                    </td>
                    <td>{p.value?.source === "derived" ? `derived: ${p.value.derivation?.formula ?? ""}` : p.coverage_status}</td>
                    <td>{p.filing ? `${p.filing.form} filed ${p.filing.filed_date ?? "?"}` : (p.note ?? "—")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
