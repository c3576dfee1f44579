import { useState } from "preact/hooks";
import { ErrorNote } from "../components/ErrorNote";
import { isPeriodic, useStoredFilings, type StoredFiling } from "../filings";
import { href } from "../router";

interface CompanyRow {
  readonly ticker: string;
  readonly company: string;
  readonly forms: Record<string, number>;
  readonly latest: string | null;
  readonly periodic: number;
}

function companies(filings: readonly StoredFiling[]): CompanyRow[] {
  const rows = new Map<string, { ticker: string; company: string; forms: Record<string, number>; latest: string | null; periodic: number }>();
  for (const f of filings) {
    if (!f.ticker) continue;
    const row = rows.get(f.ticker) ?? { ticker: f.ticker, company: f.company ?? f.ticker, forms: {}, latest: null, periodic: 0 };
    row.forms[f.form] = (row.forms[f.form] ?? 0) + 1;
    if (isPeriodic(f)) row.periodic += 1;
    if (f.filed_date && (!row.latest || f.filed_date > row.latest)) row.latest = f.filed_date;
    rows.set(f.ticker, row);
  }
  return [...rows.values()].sort((a, b) => a.ticker.localeCompare(b.ticker));
}

/** Company search: the tickers in the store and what is cached for each, from one request. */
export function Companies() {
  const { data, error, loading } = useStoredFilings();
  const [query, setQuery] = useState("");
  const all = data ? companies(data.events) : [];
  const q = query.trim().toLowerCase();
  const shown = q ? all.filter((c) => c.ticker.toLowerCase().includes(q) || c.company.toLowerCase().includes(q)) : all;
  return (
    <section aria-labelledby="companies-title">
      <h1 tabIndex={-1} id="companies-title">Companies in the store</h1>
      <p class="hint">Every ticker this server has filings for, with what is cached. Pick one to chart its numbers, lay out its statements and read its filings.</p>
      <label for="company-search">Search by ticker or name</label>
      <input id="company-search" type="search" value={query} placeholder="AAPL, Apple…" autocomplete="off" onInput={(e) => setQuery((e.target as HTMLInputElement).value)} />
      {error ? <ErrorNote error={error} /> : null}
      {loading && !data ? <p aria-busy="true">Loading the store's filings…</p> : null}
      {data ? (
        <p class="count" aria-live="polite">
          {shown.length} of {all.length} companies · {data.total} filings stored
        </p>
      ) : null}
      <div class="table-wrap">
        <table class="companies">
          <caption class="visually-hidden">Companies and their cached filings</caption>
          <thead>
            <tr>
              <th scope="col">Ticker</th>
              <th scope="col">Company</th>
              <th scope="col">Cached filings</th>
              <th scope="col">Latest filed</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <tr key={c.ticker}>
                <th scope="row">
                  <a href={href("c", c.ticker)}>{c.ticker}</a>
                </th>
                <td>{c.company}</td>
                <td>
                  {Object.entries(c.forms)
                    .sort()
                    .map(([form, n]) => `${n} × ${form}`)
                    .join(", ")}
                </td>
                <td>{c.latest ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
