import { useApi, type ApiCall } from "../api";
import { commonSize, percent } from "../analysis";
import { Cite } from "../components/Cite";
import { ErrorNote, PeriodUnknown } from "../components/ErrorNote";
import { ExportBar } from "../components/ExportBar";
import { NumberField } from "../components/NumberField";
import { axisLabel, axisPairs, memberLabel } from "../dimensions";
import { factCells, FACT_COLUMNS } from "../export";
import type { Schemas } from "../facts";
import { filingFor, latestYear, periodLabel, useStoredFilings } from "../filings";
import { scaleNote } from "../format";
import { METRICS, metricLabel } from "../metrics";
import { href, replaceParams, type Route } from "../router";
import { CompanyNav } from "./Company";

type FactsAnswer = Schemas["FilingFactsQueryResponse"];
type FilingFact = FactsAnswer["facts"][number];
type Registry = Schemas["TagEquivalenceResponse"];

const isQName = (name: string) => /^[A-Za-z][\w.-]*:[A-Za-z_][\w.-]*$/.test(name);

/** The registry (GET /api/tag_equivalence: static reference data, spends no request of a bucket), kept for the session. */
const REGISTRY_CALL: ApiCall = { method: "GET", path: "/api/tag_equivalence" };

const SPANS: Record<string, string> = { Q: "3 months", H: "6 months", "9M": "9 months", FY: "12 months" };

/** A column of the filing's facts: one period (a duration class and end, or an instant). */
interface Column {
  readonly key: string;
  readonly label: string;
  readonly end: string;
}

const columnOf = (f: FilingFact): Column => {
  const end = f.period.end;
  if (f.period.type === "instant") return { key: `at ${end}`, label: `at ${end}`, end };
  const span = SPANS[f.duration_class ?? ""] ?? `${f.period.start} to`;
  return { key: `${f.period.start}/${end}`, label: `${span} ended ${end}`, end };
};

/**
 * Segment, geography and product breakdowns of one concept in one filing, from its dimensional
 * facts (POST /api/filing/facts/query: every fact of the concept, the totals and each axis's
 * members, for every period the filing reports). Each axis is a table, members by period, with the
 * reported total above it; nothing is summed. A member's share of the total is a ratio computed
 * here (marked). Each row charts over periods through the metric series route.
 */
export function Breakdowns(props: { ticker: string; route: Route }) {
  const { ticker, route } = props;
  const p = route.params;
  const metric = p.get("metric") ?? "revenue";
  const filings = useStoredFilings();
  const year = Number(p.get("year")) || (filings.data ? latestYear(filings.data.events, ticker) : null);
  const quarter = Number(p.get("quarter")) || 4;
  const filing = filings.data && year ? filingFor(filings.data.events, ticker, year, quarter) : null;
  const accession = p.get("acc") ?? filing?.accession ?? null;
  const registry = useApi<Registry>(isQName(metric) ? null : REGISTRY_CALL);
  const concepts = isQName(metric) ? [metric] : (registry.data?.groups.find((g) => g.name === metric)?.concepts.slice(0, 50) ?? null);
  const call: ApiCall | null =
    accession && concepts?.length ? { method: "POST", path: "/api/filing/facts/query", body: { accession, concepts } } : null;
  const { data, error, loading } = useApi<FactsAnswer>(call);
  const share = p.get("show") === "share";

  // The concept that answers: the group's first (priority order) with a total, else with any fact.
  const facts = data?.facts ?? [];
  const used =
    concepts?.find((c) => facts.some((f) => f.concept === c && f.axis_key === "")) ??
    concepts?.find((c) => facts.some((f) => f.concept === c));
  const ofConcept = facts.filter((f) => f.concept === used && f.value !== null);
  const columns = [...new Map(ofConcept.map((f) => [columnOf(f).key, columnOf(f)])).values()].sort(
    (a, b) => b.end.localeCompare(a.end) || a.label.localeCompare(b.label),
  );
  const cell = (axisKey: string, column: Column) => ofConcept.find((f) => f.axis_key === axisKey && columnOf(f).key === column.key) ?? null;
  // Axes as they are combined in the filing: one table per set of axes ("Geographical", "Product or Service × Geographical").
  const byAxes = new Map<string, string[]>();
  for (const f of ofConcept) {
    if (!f.axis_key) continue;
    const axes = axisPairs(f.axis_key)
      .map(([a]) => a)
      .join(" × ");
    const keys = byAxes.get(axes) ?? [];
    if (!keys.includes(f.axis_key)) keys.push(f.axis_key);
    byAxes.set(axes, keys);
  }
  const first = ofConcept[0] ?? null;
  const title = isQName(metric) ? metric : metricLabel(metric);
  const unitNote = first ? scaleNote(first.decimals, first.unit) || first.unit || "" : "";

  return (
    <section aria-labelledby="breakdowns-title">
      <h1 tabIndex={-1} id="breakdowns-title">
        {ticker}: {title} by segment, geography and product
      </h1>
      <CompanyNav ticker={ticker} current="breakdowns" />
      <form class="controls" onSubmit={(e) => e.preventDefault()}>
        <label>
          Metric
          <select value={metric} onChange={(e) => replaceParams(route, { metric: (e.target as HTMLSelectElement).value })}>
            {METRICS.some(([m]) => m === metric) ? null : <option value={metric}>{metric}</option>}
            {METRICS.map(([m, text]) => (
              <option key={m} value={m}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <NumberField
          label="Fiscal year"
          min={1990}
          max={2100}
          value={year}
          onCommit={(v) => replaceParams(route, { year: v, acc: null })}
        />
        <label>
          Filing
          <select
            value={String(quarter)}
            onChange={(e) => replaceParams(route, { quarter: (e.target as HTMLSelectElement).value, acc: null })}
          >
            <option value="4">Annual report (10-K)</option>
            <option value="1">Q1 (10-Q)</option>
            <option value="2">Q2 (10-Q)</option>
            <option value="3">Q3 (10-Q)</option>
          </select>
        </label>
        <label>
          Show
          <select
            value={share ? "share" : "values"}
            onChange={(e) => replaceParams(route, { show: (e.target as HTMLSelectElement).value === "share" ? "share" : null })}
          >
            <option value="values">Reported values</option>
            <option value="share">Share of the reported total (computed)</option>
          </select>
        </label>
      </form>
      {filings.error && !p.get("acc") ? <PeriodUnknown error={filings.error} ticker={ticker} filing /> : null}
      {registry.error ? <ErrorNote error={registry.error} ticker={ticker} /> : null}
      {filings.data && year && !accession ? (
        <div class="error" role="alert">
          <strong>No filing stored for this period.</strong> {ticker} has no stored {quarter === 4 ? "annual report" : `Q${quarter} 10-Q`}{" "}
          for fiscal {year}; choose another year or filing above (the company page lists what is stored).
        </div>
      ) : null}
      {error ? <ErrorNote error={error} ticker={ticker} /> : null}
      {loading || registry.loading ? <p aria-busy="true">Loading the filing's facts…</p> : null}
      {data ? (
        <p class="hint">
          From {data.filing.form} {data.filing.accession}
          {filing ? ` (${periodLabel(filing)})` : ""}: {used ? <code>{used}</code> : "no concept of the group"}, {ofConcept.length} facts,{" "}
          {byAxes.size} breakdowns. Members are the filing's own; they need not add up to the total (a filing may show only some), and
          nothing here is summed. Axes and members are named by the filer's labels where its label linkbase is stored, else read from their
          QNames (a member's QName is its row's title).
        </p>
      ) : null}
      {data && byAxes.size === 0 ? (
        <p class="warning" role="status">
          This filing reports {used ?? title} without any breakdown{used ? "" : `: none of ${concepts?.join(", ")} has a fact in it`}.
        </p>
      ) : null}
      {[...byAxes.entries()].map(([axes, keys]) => {
        // The filer's own labels of the axes and members where the filing's label linkbase is stored.
        const labels = data?.dimension_labels ?? {};
        const label = axes
          .split(" × ")
          .map((a) => axisLabel(a, labels))
          .join(" × ");
        const member = (key: string) =>
          axisPairs(key)
            .map(([, m]) => memberLabel(m, labels))
            .join(" · ");
        const shown = (key: string, c: Column) => {
          const v = cell(key, c);
          return share ? commonSize(v, cell("", c)) : (v?.value ?? null);
        };
        return (
          <div key={axes} class="breakdown" data-axes={axes}>
            <h2>{label}</h2>
            <ExportBar
              name={`${ticker} ${title} by ${label} ${data?.filing.accession ?? ""}`}
              shown={() => ({
                name: label,
                columns: ["Member", ...columns.map((c) => c.label)],
                rows: [
                  ["Total (reported)", ...columns.map((c) => (share ? null : (cell("", c)?.value ?? null)))],
                  ...keys.map((k) => [member(k), ...columns.map((c) => shown(k, c))]),
                ],
              })}
              sourced={() => ({
                name: "Values and sources",
                columns: ["member", "axis key", "period", ...FACT_COLUMNS],
                rows: ["", ...keys].flatMap((k) =>
                  columns.flatMap((c) => {
                    const v = cell(k, c);
                    return v ? [[k ? member(k) : "Total (reported)", k, c.label, ...factCells(v)]] : [];
                  }),
                ),
              })}
            />
            <div class="table-wrap">
              <table class="statement breakdown-table">
                <caption>
                  {title} by {label} ({share ? "share of the reported total, computed in the page" : unitNote})
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    {columns.map((c) => (
                      <th scope="col" key={c.key} data-period={c.key}>
                        {c.label}
                      </th>
                    ))}
                    <th scope="col">Over periods</th>
                  </tr>
                </thead>
                <tbody>
                  <tr class="subtotal" data-axis="">
                    <th scope="row">Total (reported)</th>
                    {columns.map((c) => (
                      <td key={c.key} data-period={c.key}>
                        {share ? (
                          <span class="computed">{cell("", c) ? "100.0%" : "—"}</span>
                        ) : (
                          <Cite fact={cell("", c)} label={`Total ${c.label}`} />
                        )}
                      </td>
                    ))}
                    <td>
                      <a
                        href={href("c", ticker, "chart", { metric: used ?? metric, mode: quarter === 4 ? null : "Q", end: year })}
                        aria-label={`Chart the total of ${title} over periods`}
                      >
                        chart
                      </a>
                    </td>
                  </tr>
                  {keys.map((k) => (
                    <tr key={k} data-axis={k}>
                      <th scope="row" title={k} data-member-label={axisPairs(k).every(([, m]) => labels[m]) ? "filer" : "qname"}>
                        {member(k)}
                      </th>
                      {columns.map((c) => (
                        <td key={c.key} data-period={c.key} data-value={cell(k, c)?.value ?? ""}>
                          {share ? (
                            <span class="computed" title="Share of the reported total, computed in the page">
                              {percent(shown(k, c), false)}
                            </span>
                          ) : (
                            <Cite fact={cell(k, c)} label={`${member(k)} ${c.label}`} />
                          )}
                        </td>
                      ))}
                      <td>
                        <a
                          href={href("c", ticker, "chart", {
                            metric: used ?? metric,
                            axis: k,
                            mode: quarter === 4 ? null : "Q",
                            end: year,
                          })}
                          aria-label={`Chart ${member(k)} over periods`}
                        >
                          chart
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </section>
  );
}
