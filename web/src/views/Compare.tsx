import { useState } from "preact/hooks";
import { useApi, type ApiCall } from "../api";
import { Cite } from "../components/Cite";
import { ErrorNote } from "../components/ErrorNote";
import { ExportBar } from "../components/ExportBar";
import { factCells, FACT_COLUMNS } from "../export";
import { LineChart } from "../components/LineChart";
import { MetricSelect } from "../components/MetricSelect";
import type { Schemas } from "../facts";
import { scaleNote } from "../format";
import { metricLabel } from "../metrics";
import { replaceParams, type Route } from "../router";

type CompareAnswer = Schemas["CompareConceptResponse"];

/** The route takes at most 20 ticker-periods: tickers × years stay within it. */
const MAX_PAIRS = 20;

/** One concept across tickers and fiscal years, as a chart and a table, in one request. */
export function Compare(props: { route: Route }) {
  const { route } = props;
  const tickers = (route.params.get("tickers") ?? "AAPL,NVDA")
    .split(/[\s,]+/)
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean)
    .slice(0, 8);
  const concept = route.params.get("concept") ?? "revenue";
  const end = Number(route.params.get("end")) || 2024;
  const years = Math.max(1, Math.min(Number(route.params.get("years")) || 3, Math.floor(MAX_PAIRS / Math.max(1, tickers.length))));
  const fiscalYears = Array.from({ length: years }, (_, i) => end - years + 1 + i);
  const call: ApiCall | null = tickers.length
    ? {
        method: "POST",
        path: "/api/concept/compare",
        body: { concept, periods: tickers.flatMap((ticker) => fiscalYears.map((year) => ({ ticker, year, quarter: 4 }))), date_type: "FY" },
      }
    : null;
  const { data, error, loading } = useApi<CompareAnswer>(call);
  const [draft, setDraft] = useState(tickers.join(", "));
  const cell = (ticker: string, year: number) =>
    data?.companies.find((c) => c.ticker === ticker && (c.fiscal_year === year || c.fiscal_year === null));
  const valueOf = (ticker: string, year: number) => {
    const c = data?.companies.find((x) => x.ticker === ticker && x.fiscal_year === year);
    return c?.result?.value ?? null;
  };
  const firstFact = data?.companies.map((c) => c.result?.value).find(Boolean) ?? null;
  return (
    <section aria-labelledby="compare-title">
      <h1 tabIndex={-1} id="compare-title">
        Compare {metricLabel(concept)} across companies
      </h1>
      <form
        class="controls"
        onSubmit={(e) => {
          e.preventDefault();
          replaceParams(route, { tickers: draft.replace(/\s+/g, "") });
        }}
      >
        <label>
          Tickers (comma-separated)
          <input value={draft} onInput={(e) => setDraft((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit">Compare</button>
        <MetricSelect label="Concept" value={concept} onChange={(concept) => replaceParams(route, { concept })} />
        <label>
          Last fiscal year
          <input
            type="number"
            min={1990}
            max={2100}
            value={end}
            onChange={(e) => replaceParams(route, { end: (e.target as HTMLInputElement).value })}
          />
        </label>
        <label>
          Years
          <input
            type="number"
            min={1}
            max={Math.floor(MAX_PAIRS / Math.max(1, tickers.length))}
            value={years}
            onChange={(e) => replaceParams(route, { years: (e.target as HTMLInputElement).value })}
          />
        </label>
      </form>
      <p class="hint">Fiscal years as each company counts them (NVIDIA's fiscal 2025 ends in January 2025).</p>
      {error ? <ErrorNote error={error} /> : null}
      {loading ? <p aria-busy="true">Loading…</p> : null}
      {data ? (
        <>
          <LineChart
            title={`${metricLabel(concept)} by fiscal year (${firstFact ? scaleNote(firstFact.decimals, firstFact.unit) : ""})`}
            labels={fiscalYears.map((y) => `FY${y}`)}
            unit={firstFact?.unit ?? null}
            series={tickers.map((t) => ({ label: t, values: fiscalYears.map((y) => valueOf(t, y)?.value ?? null) }))}
          />
          <ExportBar
            name={`${metricLabel(concept)} ${tickers.join(" ")} FY${fiscalYears[0]}-FY${end}`}
            shown={() => ({
              name: metricLabel(concept),
              columns: ["Ticker", ...fiscalYears.map((y) => `FY${y}`)],
              rows: tickers.map((t) => [t, ...fiscalYears.map((y) => valueOf(t, y)?.value ?? null)]),
            })}
            sourced={() => ({
              name: "Values and sources",
              columns: ["ticker", "fiscal year", "error", ...FACT_COLUMNS],
              rows: tickers.flatMap((t) =>
                fiscalYears.map((y) => [t, y, valueOf(t, y) ? null : (cell(t, y)?.error?.code ?? null), ...factCells(valueOf(t, y))]),
              ),
            })}
          />
          <div class="table-wrap">
            <table class="compare">
              <caption>{metricLabel(concept)} by company and fiscal year</caption>
              <thead>
                <tr>
                  <th scope="col">Ticker</th>
                  {fiscalYears.map((y) => (
                    <th scope="col" key={y}>
                      FY{y}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {tickers.map((t) => (
                  <tr key={t}>
                    <th scope="row">{t}</th>
                    {fiscalYears.map((y) => {
                      const v = valueOf(t, y);
                      const err = v ? null : cell(t, y)?.error;
                      return (
                        <td key={y}>
                          {v ? (
                            <Cite fact={v} label={`${t} FY${y}`} />
                          ) : (
                            <span class="missing" title={err?.message}>
                              {err ? err.code.replace(/_/g, " ") : "—"}
                            </span>
                          )}
                        </td>
                      );
                    })}
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
