import { useApi, type ApiCall } from "../api";
import { ErrorNote } from "../components/ErrorNote";
import { ExportBar } from "../components/ExportBar";
import { percent } from "../analysis";
import type { ExportCell } from "../export";
import type { Schemas } from "../facts";
import { compact } from "../format";
import { CompanyNav } from "./Company";

type EstimatePoint = Schemas["AlignedEstimatePoint"];

/** The fiscal period an estimate is for, in the company's own calendar where its filings place it. */
const periodOf = (p: EstimatePoint) =>
  p.fiscal_period
    ? `${p.fiscal_period.fiscal_period === "FY" ? "FY" : `${p.fiscal_period.fiscal_period} FY`}${p.fiscal_period.fiscal_year}`
    : `ending ${p.fiscal_date}`;

/**
 * The reported figure against the consensus, as a share of the consensus: computed here from the
 * two numbers shown (a ratio, never a subtraction of non-additive values), and only when both exist.
 */
function surprise(p: EstimatePoint): number | null {
  const actual = p.reported?.value ?? null;
  if (actual === null || p.mean === 0) return null;
  return (actual - p.mean) / Math.abs(p.mean);
}

const money = (n: number | null, p: EstimatePoint) =>
  n === null ? "—" : p.metric === "eps" ? n.toFixed(2) : compact(n, p.currency === "USD" ? "USD" : null);

/**
 * Consensus estimates against what the company reported (GET /api/estimates/latest, one request):
 * each period's mean, range and analysts, and, once the period is filed, the reported figure
 * (GAAP, as filed) and the surprise. Estimates the API cannot place in a fiscal period keep the
 * provider's date.
 */
export function Estimates(props: { ticker: string }) {
  const { ticker } = props;
  const call: ApiCall = { method: "GET", path: "/api/estimates/latest", query: { ticker } };
  const { data, error, loading } = useApi<EstimatePoint[]>(call);
  const points = [...(data ?? [])].sort((a, b) => b.fiscal_date.localeCompare(a.fiscal_date) || a.metric.localeCompare(b.metric));
  const row = (p: EstimatePoint): ExportCell[] => [
    periodOf(p),
    p.metric,
    p.basis === "observed" ? "observed" : `${p.history_days} days before`,
    p.mean,
    p.low,
    p.high,
    p.analysts,
    p.reported?.value ?? null,
    surprise(p),
    p.reported?.source_ref?.accession ?? null,
    p.reported?.source_ref?.url ?? null,
    p.observed_at,
    p.source,
  ];
  const columns = [
    "fiscal period",
    "metric",
    "basis",
    "mean",
    "low",
    "high",
    "analysts",
    "reported",
    "surprise (share of mean)",
    "reported in (accession)",
    "filing URL",
    "observed at",
    "provider source",
  ];
  return (
    <section aria-labelledby="estimates-title">
      <h1 tabIndex={-1} id="estimates-title">
        {ticker}: estimates against actuals
      </h1>
      <CompanyNav ticker={ticker} current="estimates" />
      <p class="hint">
        Consensus per fiscal period (the company's own calendar, from its filings), and the figure it reported once the period is filed. The
        reported EPS is GAAP diluted EPS as filed; providers' "actual" EPS is often adjusted, so a surprise here may differ from theirs.
      </p>
      {error ? <ErrorNote error={error} ticker={ticker} /> : null}
      {loading ? <p aria-busy="true">Loading the estimates…</p> : null}
      {data && points.length === 0 ? <p class="hint">No estimates are stored for {ticker}.</p> : null}
      {points.length ? (
        <>
          <ExportBar name={`${ticker} estimates against actuals`} shown={() => ({ name: "Estimates", columns, rows: points.map(row) })} />
          <div class="table-wrap">
            <table class="estimates">
              <caption>Estimates and reported figures ({points[0]?.currency ?? "currency as the provider gives it"})</caption>
              <thead>
                <tr>
                  <th scope="col">Fiscal period</th>
                  <th scope="col">Metric</th>
                  <th scope="col">Basis</th>
                  <th scope="col">Mean</th>
                  <th scope="col">Low – high</th>
                  <th scope="col">Analysts</th>
                  <th scope="col">Reported</th>
                  <th scope="col">Surprise</th>
                </tr>
              </thead>
              <tbody>
                {points.map((p, i) => {
                  const s = surprise(p);
                  const ref = p.reported?.source_ref ?? null;
                  return (
                    <tr key={i} data-period={periodOf(p)} data-metric={p.metric}>
                      <th scope="row" title={`provider's period end ${p.fiscal_date}`}>
                        {periodOf(p)}
                      </th>
                      <td>{p.metric}</td>
                      <td>{p.basis === "observed" ? `observed ${p.observed_at.slice(0, 10)}` : `${p.history_days} days before`}</td>
                      <td class="value" data-value={p.mean}>
                        {money(p.mean, p)}
                      </td>
                      <td>
                        {money(p.low, p)} – {money(p.high, p)}
                      </td>
                      <td>{p.analysts ?? "—"}</td>
                      <td class="value" data-value={p.reported?.value ?? ""}>
                        {p.reported?.value === null || p.reported?.value === undefined ? (
                          <span class="missing" title={p.reported?.note}>
                            —
                          </span>
                        ) : ref?.url ? (
                          <a
                            class="num cite edgar"
                            href={ref.url}
                            target="_blank"
                            rel="noreferrer noopener"
                            title={`${p.reported.concept} · ${ref.form} ${ref.accession} · ${p.reported.note}`}
                          >
                            {money(p.reported.value, p)}
                          </a>
                        ) : (
                          money(p.reported.value, p)
                        )}
                      </td>
                      <td class={s === null ? "missing" : s >= 0 ? "beat" : "miss"}>{percent(s, true)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
