import { ApiError, useApi, type ApiCall } from "../api";
import { Cite } from "../components/Cite";
import { ErrorNote, PeriodUnknown } from "../components/ErrorNote";
import { ExportBar } from "../components/ExportBar";
import { factCells, FACT_COLUMNS } from "../export";
import { LineChart } from "../components/LineChart";
import { MetricSelect } from "../components/MetricSelect";
import type { Schemas } from "../facts";
import { latestYear, storedPeriods, useStoredFilings } from "../filings";
import { asCell, scaleNote } from "../format";
import { metricLabel } from "../metrics";
import { NumberField } from "../components/NumberField";
import { RestatedMark } from "../components/RestatedMark";
import { breakdownLabel } from "../dimensions";
import { BasisSelect } from "../components/BasisSelect";
import { basisOf } from "../restatement";
import { href, replaceParams, type Route } from "../router";
import { trailingTwelveMonths } from "../ttm";
import { CompanyNav } from "./Company";

type SeriesAnswer = Schemas["MetricSeriesResponse"];
type SeriesPoint = SeriesAnswer["points"][number];

const pointLabel = (p: SeriesPoint, annual: boolean) => (annual ? `FY${p.fiscal_year}` : `Q${p.quarter} ${p.fiscal_year}`);

/**
 * A metric over fiscal years or quarters (derived Q4 drawn and listed as derived), one request. The
 * metric is a registry group or any concept (a QName, from the concept search or a KPI row), for
 * the totals or one breakdown (`axis`: an axis key); quarters add the trailing twelve months.
 */
export function Chart(props: { ticker: string; route: Route }) {
  const { ticker, route } = props;
  const filings = useStoredFilings();
  const metric = route.params.get("metric") ?? "revenue";
  const annual = (route.params.get("mode") ?? "FY") === "FY";
  const guessedEnd = filings.data ? latestYear(filings.data.events, ticker) : null;
  const endYear = Number(route.params.get("end")) || guessedEnd;
  const periods = Math.min(20, Math.max(1, Number(route.params.get("periods")) || (annual ? 5 : 20)));
  const endQuarter = annual ? 4 : Number(route.params.get("endq")) || 4;
  const axis = route.params.get("axis") ?? "";
  const basis = basisOf(route.params.get("basis"));
  const plotTtm = !annual && route.params.get("plot") === "ttm";
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
          axis_key: axis || null,
          basis: basis === "latest" ? basis : null,
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
  // Trailing twelve months, computed here from four quarter values of an additive flow (else null).
  const ttm = annual ? null : trailingTwelveMonths(points);
  const hasTtm = ttm?.some((v) => v !== null) ?? false;
  const name = `${metricLabel(metric)}${axis ? ` (${breakdownLabel(axis)})` : ""}`;
  const years = Array.from({ length: 30 }, (_, i) => (guessedEnd ?? new Date().getFullYear()) + 1 - i);

  return (
    <section aria-labelledby="chart-title">
      <h1 tabIndex={-1} id="chart-title">
        {ticker}: {name}
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
        <NumberField
          label={`How many ${annual ? "years" : "quarters"}`}
          min={1}
          max={20}
          value={periods}
          onCommit={(v) => replaceParams(route, { periods: v })}
        />
        <BasisSelect route={route} basis={basis} />
        {!annual ? (
          <label>
            Plot
            <select
              value={plotTtm ? "ttm" : "q"}
              onChange={(e) => replaceParams(route, { plot: (e.target as HTMLSelectElement).value === "ttm" ? "ttm" : null })}
            >
              <option value="q">Each quarter</option>
              <option value="ttm">Trailing twelve months</option>
            </select>
          </label>
        ) : null}
      </form>
      {axis ? (
        <p class="hint">
          One breakdown of the concept (its dimensional facts: {breakdownLabel(axis)}), not the company's total.{" "}
          <a href={href("c", ticker, "chart", { ...Object.fromEntries(route.params), axis: null })}>The company's total</a>
        </p>
      ) : null}
      {filings.data && !endYear ? <p class="error">No annual report of {ticker} is stored: choose the last fiscal year above.</p> : null}
      {filings.error && !endYear ? <PeriodUnknown error={filings.error} ticker={ticker} /> : null}
      {error ? <ErrorNote error={error} ticker={ticker} knownPeriods={storedPeriods(filings.data?.events, ticker)} /> : null}
      {loading ? <p aria-busy="true">Loading the series…</p> : null}
      {notCached ? <ErrorNote error={notCached} ticker={ticker} knownPeriods={storedPeriods(filings.data?.events, ticker)} /> : null}
      {data && !notCached ? (
        <>
          {plotTtm && !hasTtm ? (
            <p class="warning" role="status">
              No trailing twelve months can be computed: it needs four consecutive quarter values of an amount that adds up over time (money
              or a physical flow). Per-share amounts, share counts, ratios and balances never do.
            </p>
          ) : null}
          <LineChart
            title={`${name}, ${plotTtm ? "trailing twelve months (computed)" : annual ? "fiscal years" : "fiscal quarters"} (${scaleNote(decimals, unit) || unit || ""})`}
            labels={labels}
            unit={unit}
            series={[
              plotTtm
                ? { label: `${metricLabel(metric)}, trailing twelve months (computed)`, values: ttm ?? [] }
                : { label: metricLabel(metric), values: points.map((p) => p.value?.value ?? null) },
              ...(hasDerived && !plotTtm
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
            name={`${ticker} ${name} ${labels[0] ?? ""}-${labels.at(-1) ?? ""}`}
            shown={() => ({
              name: metricLabel(metric),
              columns: ["Period", "Period end", "Value", "Status", ...(hasTtm ? ["TTM (computed: sum of four quarters)"] : [])],
              rows: points.map((p, i) => [
                labels[i]!,
                p.value?.period.end ?? null,
                p.value?.value ?? null,
                p.value?.source === "derived" ? `derived: ${p.value.derivation?.formula ?? ""}` : p.coverage_status,
                ...(hasTtm ? [ttm![i] ?? null] : []),
              ]),
            })}
            sourced={() => ({
              name: "Values and sources",
              columns: ["period", "status", "axis key", ...FACT_COLUMNS, "as first reported", "latest"],
              rows: points.map((p, i) => [
                labels[i]!,
                p.coverage_status,
                axis,
                ...factCells(p.value),
                p.value?.restated?.as_reported.value ?? null,
                p.value?.restated?.latest.value ?? null,
              ]),
            })}
          />
          <div class="table-wrap">
            <table class="series">
              <caption>Plotted values ({scaleNote(decimals, unit) || unit})</caption>
              <thead>
                <tr>
                  <th scope="col">Period</th>
                  <th scope="col">Ends</th>
                  <th scope="col">Value</th>
                  {hasTtm ? <th scope="col">TTM (computed)</th> : null}
                  <th scope="col">Status</th>
                  <th scope="col">Filing</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p, i) => (
                  <tr key={labels[i]} data-period={labels[i]}>
                    <th scope="row">{labels[i]}</th>
                    <td>{p.value?.period.end ?? "—"}</td>
                    <td class={`value${p.value?.restated ? " restated" : ""}`} data-value={p.value?.value ?? ""}>
                      <Cite fact={p.value} label={`${metricLabel(metric)} ${labels[i]}`} />
                      <RestatedMark fact={p.value} />
                    </td>
                    {hasTtm ? (
                      <td class="value ttm" data-ttm={ttm![i] ?? ""}>
                        <span class="computed" title="Trailing twelve months: this quarter and the three before, summed in the page">
                          {ttm![i] === null ? "—" : asCell({ value: ttm![i]!, decimals, unit })}
                        </span>
                      </td>
                    ) : null}
                    <td class="status">
                      {p.value?.source === "derived" ? `derived: ${p.value.derivation?.formula ?? ""}` : p.coverage_status}
                    </td>
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
