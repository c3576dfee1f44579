import { useState } from "preact/hooks";
import { useApi, type ApiCall } from "../api";
import { Cite } from "../components/Cite";
import { ErrorNote, PeriodUnknown } from "../components/ErrorNote";
import { ExportBar } from "../components/ExportBar";
import { NumberField } from "../components/NumberField";
import { factCells, FACT_COLUMNS } from "../export";
import type { Fact, Schemas } from "../facts";
import { latestYear, useStoredFilings } from "../filings";
import { href, replaceParams, type Route } from "../router";
import { CompanyNav } from "./Company";

type SearchAnswer = Schemas["SearchMetricsResponse"];
type Entry = SearchAnswer["metrics"][number];

/** An XBRL value of the filing (the route's 8-K release rows are not asked for here). */
const factOf = (e: Entry): Fact | null => (e.value && "source_ref" in e.value && e.value.source !== "8k" ? (e.value as Fact) : null);

/**
 * Any concept of a filing, found by words (GET /api/financials/search_metrics, one request per
 * search, asked on submit): each match with its label, QName, registry group and the period's
 * total; it opens the filing at the number, charts over periods, or lists its breakdowns.
 */
export function ConceptSearch(props: { ticker: string; route: Route }) {
  const { ticker, route } = props;
  const p = route.params;
  const filings = useStoredFilings();
  const year = Number(p.get("year")) || (filings.data ? latestYear(filings.data.events, ticker) : null);
  const quarter = Number(p.get("quarter")) || 4;
  const query = p.get("q") ?? "";
  const [draft, setDraft] = useState(query);
  const call: ApiCall | null =
    query && year ? { method: "GET", path: "/api/financials/search_metrics", query: { ticker, year, quarter, query, limit: 50 } } : null;
  const { data, error, loading } = useApi<SearchAnswer>(call);
  const rows = data?.metrics ?? [];
  return (
    <section aria-labelledby="concepts-title">
      <h1 tabIndex={-1} id="concepts-title">
        {ticker}: search the filing's concepts{query ? ` for “${query}”` : ""}
      </h1>
      <CompanyNav ticker={ticker} current="concepts" />
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on a form is what axe asks for; <search> is not in every browser */}
      <form
        class="controls"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          replaceParams(route, { q: draft.trim() || null });
        }}
      >
        <label>
          Words of a line or concept
          <input
            type="search"
            value={draft}
            placeholder="research, deferred revenue, leases…"
            onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          />
        </label>
        <NumberField label="Fiscal year" min={1990} max={2100} value={year} onCommit={(v) => replaceParams(route, { year: v })} />
        <label>
          Filing
          <select value={String(quarter)} onChange={(e) => replaceParams(route, { quarter: (e.target as HTMLSelectElement).value })}>
            <option value="4">Annual report (10-K)</option>
            <option value="1">Q1 (10-Q)</option>
            <option value="2">Q2 (10-Q)</option>
            <option value="3">Q3 (10-Q)</option>
          </select>
        </label>
        <button type="submit">Search</button>
      </form>
      <p class="hint">
        Every concept the filing reports for its period, the company's own extensions included, not only the headline metrics. Each search
        is one request.
      </p>
      {filings.error && !year ? <PeriodUnknown error={filings.error} ticker={ticker} /> : null}
      {error ? <ErrorNote error={error} ticker={ticker} /> : null}
      {loading ? <p aria-busy="true">Searching the filing's facts…</p> : null}
      {data ? (
        <p class="count" aria-live="polite">
          {data.total} concepts match in {data.filing.form} {data.filing.accession}
          {data.filing.period_end ? ` (period ending ${data.filing.period_end})` : ""}
          {rows.length < data.total ? `; the best ${rows.length} are shown` : ""}.
        </p>
      ) : null}
      {rows.length ? (
        <>
          <ExportBar
            name={`${ticker} concepts ${query} FY${year}${quarter === 4 ? "" : `Q${quarter}`}`}
            shown={() => ({
              name: "Concepts",
              columns: ["Label", "Concept", "Registry group", "Value"],
              rows: rows.map((r) => [r.label, r.concept, r.group, factOf(r)?.value ?? null]),
            })}
            sourced={() => ({
              name: "Values and sources",
              columns: ["label", "registry group", ...FACT_COLUMNS],
              rows: rows.map((r) => [r.label, r.group, ...factCells(factOf(r))]),
            })}
          />
          <div class="table-wrap">
            <table class="concepts">
              <caption>Concepts of the filing matching “{query}”, best first; a value is the period's total (no dimensions)</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Concept</th>
                  <th scope="col">Value</th>
                  <th scope="col">More</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const fact = factOf(r);
                  const name = r.group ?? r.concept;
                  return (
                    <tr key={r.concept ?? r.label} data-concept={r.concept ?? ""}>
                      <th scope="row">{r.label}</th>
                      <td class="mono">
                        {r.concept ?? "—"}
                        {r.group ? <span class="period-note">registry: {r.group}</span> : null}
                      </td>
                      <td class="value" data-value={fact?.value ?? ""}>
                        <Cite fact={fact} label={r.label} />
                        {fact ? <span class="period-note">{fact.unit}</span> : null}
                      </td>
                      <td class="links">
                        {name ? (
                          <>
                            <a
                              href={href("c", ticker, "chart", { metric: name, end: year })}
                              aria-label={`Chart ${r.label} over fiscal years`}
                            >
                              over fiscal years
                            </a>
                            <a
                              href={href("c", ticker, "breakdowns", { metric: r.concept ?? name, year, quarter })}
                              aria-label={`Breakdowns of ${r.label}`}
                            >
                              breakdowns
                            </a>
                          </>
                        ) : (
                          "—"
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : data ? (
        <p class="hint">No concept of this filing matches “{query}”.</p>
      ) : null}
    </section>
  );
}
