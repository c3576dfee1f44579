import { api, ApiError, useApi, type ApiCall } from "../api";
import { ErrorNote } from "../components/ErrorNote";
import { ExportBar } from "../components/ExportBar";
import { recordCitation } from "../components/Records";
import type { Schemas } from "../facts";
import { kpiSeries, type KpiPeriodAnswer } from "../kpi-series";

type DriversAnswer = Schemas["OperationalKpiDriversResponse"];
type KpiRow = DriversAnswer["rows"][number];

/** Periods asked at most: one request each. */
export const MAX_KPI_PERIODS = 5;

const periodLabel = (p: { year: number; quarter: number }) => (p.quarter === 4 ? `FY${p.year}` : `${p.year}Q${p.quarter}`);

/**
 * KPI series: the driver rows of several stored fiscal periods (one request each), rows of the same
 * KPI (name, segment, unit) side by side, each value opening the text it was read from (a table
 * cell, a sentence or a call's turn). Nothing is computed: a period where the KPI was not found is "—".
 */
export function KpiSeriesTable(props: {
  ticker: string;
  periods: readonly { year: number; quarter: number }[];
  /** Where a row opens when the view knows better (a transcript turn); undefined: the filing text it cites. */
  cite?: (row: Record<string, unknown>) => string | null | undefined;
}) {
  const { ticker, periods } = props;
  const calls: ApiCall[] = periods.map((p) => ({
    method: "GET",
    path: "/api/operational-kpis/drivers",
    query: { ticker, year: p.year, quarter: p.quarter },
  }));
  const { data, error, loading } = useApi<KpiPeriodAnswer<KpiRow>[]>(
    calls[0] ?? null,
    async () => {
      const settled = await Promise.allSettled(calls.map((c) => api<DriversAnswer>(c)));
      // Nothing answered: the first failure is the view's (a 429 or a bad key is the same for every period).
      if (settled.every((s) => s.status === "rejected")) throw (settled[0] as PromiseRejectedResult).reason;
      return settled.map((s, i) => ({
        label: periodLabel(periods[i]!),
        end: s.status === "fulfilled" ? s.value.period.end : null,
        rows: s.status === "fulfilled" ? s.value.rows : null,
        error: s.status === "rejected" ? (s.reason instanceof ApiError ? s.reason.message : String(s.reason)) : null,
      }));
    },
    calls.slice(1),
  );
  const series = data ? kpiSeries(data) : [];
  const link = (r: KpiRow) =>
    props.cite?.(r as unknown as Record<string, unknown>) ?? recordCitation(r as unknown as Record<string, unknown>);
  return (
    <section class="kpi-series" aria-labelledby="kpi-series-title">
      <h2 id="kpi-series-title">KPI series over {periods.length} stored periods</h2>
      {error ? <ErrorNote error={error} ticker={ticker} /> : null}
      {loading ? <p aria-busy="true">Reading each period's KPI rows…</p> : null}
      {data?.some((a) => a.error) ? (
        <ul class="warnings">
          {data
            .filter((a) => a.error)
            .map((a) => (
              <li key={a.label}>
                {a.label}: {a.error}
              </li>
            ))}
        </ul>
      ) : null}
      {data ? (
        <>
          <ExportBar
            name={`${ticker} KPI series ${data[0]?.label ?? ""}-${data.at(-1)?.label ?? ""}`}
            shown={() => ({
              name: "KPI series",
              columns: ["KPI", "Segment, model or region", "Unit", ...data.map((a) => a.label)],
              rows: series.map((s) => [s.name, s.segment, s.unit, ...s.rows.map((r) => r?.value ?? null)]),
            })}
            sourced={() => ({
              name: "Values and sources",
              columns: [
                "KPI",
                "segment",
                "unit",
                "period",
                "period end",
                "value",
                "as printed",
                "from",
                "accession",
                "document",
                "start",
                "end",
                "text",
              ],
              rows: series.flatMap((s) =>
                s.rows.flatMap((r, i) =>
                  r
                    ? [
                        [
                          s.name,
                          s.segment,
                          s.unit,
                          data[i]!.label,
                          r.period.end,
                          r.value,
                          r.value_text,
                          r.source?.kind ?? null,
                          r.source?.accession ?? null,
                          r.source?.document ?? null,
                          r.source?.start ?? null,
                          r.source?.end ?? null,
                          r.source?.text ?? null,
                        ],
                      ]
                    : [],
                ),
              ),
            })}
          />
          <div class="table-wrap">
            <table class="kpi-series">
              <caption>
                Each KPI (name, segment and unit) across the periods' answers, as read from the filing's tables, sentences or earnings
                calls; a value opens the text it was read from. "—": not found in that period.
              </caption>
              <thead>
                <tr>
                  <th scope="col">KPI</th>
                  <th scope="col">Unit</th>
                  {data.map((a) => (
                    <th scope="col" key={a.label} data-period={a.label}>
                      {a.label}
                      {a.end ? <span class="period-note">ended {a.end}</span> : null}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {series.map((s) => (
                  <tr key={s.key} data-kpi={s.key}>
                    <th scope="row">
                      {s.name}
                      {s.segment ? <span class="period-note">{s.segment}</span> : null}
                    </th>
                    <td>{s.unit ?? "—"}</td>
                    {s.rows.map((r, i) => {
                      const href = r ? link(r) : null;
                      const text = r?.value?.toLocaleString("en-US") ?? "—";
                      return (
                        <td
                          key={data[i]!.label}
                          class="value"
                          data-period={data[i]!.label}
                          data-value={r?.value ?? ""}
                          data-kind={r?.source?.kind ?? ""}
                        >
                          {r && href ? (
                            <a
                              href={href}
                              title={r.source?.text ?? undefined}
                              aria-label={`${s.name} ${data[i]!.label}: ${text}, open at the text`}
                            >
                              {text}
                            </a>
                          ) : (
                            text
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
