import { useState } from "preact/hooks";
import { ErrorNote } from "../components/ErrorNote";
import { isPeriodic, useStoredFilings, type StoredFiling } from "../filings";
import { href } from "../router";

interface CompanyRow {
  /** The ticker, or null for a filer EDGAR's ticker map does not list (found by its name). */
  readonly ticker: string | null;
  readonly cik: number | null;
  /** Its latest filing, the way in for a company without a ticker. */
  readonly latestAccession: string | null;
  readonly company: string;
  readonly forms: Record<string, number>;
  readonly latest: string | null;
  readonly periodic: number;
}

/** One row per company: by ticker, else by CIK (filers without a ticker are companies too). */
function companies(filings: readonly StoredFiling[]): CompanyRow[] {
  type Row = { -readonly [K in keyof CompanyRow]: CompanyRow[K] };
  const rows = new Map<string, Row>();
  for (const f of filings) {
    const id = f.ticker ?? (f.cik !== null ? `cik:${f.cik}` : null);
    if (id === null) continue;
    const row = rows.get(id) ?? {
      ticker: f.ticker,
      cik: f.cik,
      latestAccession: null,
      company: f.company ?? f.ticker ?? `CIK ${f.cik}`,
      forms: {},
      latest: null,
      periodic: 0,
    };
    row.forms[f.form] = (row.forms[f.form] ?? 0) + 1;
    if (isPeriodic(f)) row.periodic += 1;
    if (f.filed_date && (!row.latest || f.filed_date > row.latest)) (row.latest = f.filed_date), (row.latestAccession = f.accession);
    rows.set(id, row);
  }
  return [...rows.values()].sort((a, b) => (a.ticker ?? `~${a.company}`).localeCompare(b.ticker ?? `~${b.company}`));
}

/**
 * Company search: the companies in the store (by ticker, or by name and CIK for filers without
 * one) and what is cached for each, from the stored-filings list.
 */
export function Companies() {
  const { data, error, loading } = useStoredFilings();
  const [query, setQuery] = useState("");
  const all = data ? companies(data.events) : [];
  const q = query.trim().toLowerCase();
  const shown = q
    ? all.filter(
        (c) => (c.ticker ?? "").toLowerCase().includes(q) || c.company.toLowerCase().includes(q) || (c.cik !== null && String(c.cik) === q),
      )
    : all;
  return (
    <section aria-labelledby="companies-title">
      <h1 tabIndex={-1} id="companies-title">
        Companies in the store
      </h1>
      <p class="hint">
        Every ticker this server has filings for, with what is cached. Pick one to chart its numbers, lay out its statements and read its
        filings.
      </p>
      <label for="company-search">Search by ticker, name or CIK</label>
      <input
        id="company-search"
        type="search"
        value={query}
        placeholder="AAPL, Apple…"
        autocomplete="off"
        onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
      />
      {error ? <ErrorNote error={error} /> : null}
      {loading && !data ? <p aria-busy="true">Loading the store's filings…</p> : null}
      {data ? (
        <p class="count" aria-live="polite">
          {shown.length} of {all.length} companies · {data.total} filings stored
        </p>
      ) : null}
      {data?.truncated ? (
        <p class="warning" role="status">
          The store holds {data.total} such filings; this list shows the {data.events.length} newest. A company whose filings are all older
          is not listed.
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
              <tr key={c.ticker ?? `cik:${c.cik}`}>
                <th scope="row">
                  {c.ticker ? (
                    <a href={href("c", c.ticker)}>{c.ticker}</a>
                  ) : c.latestAccession ? (
                    <a href={href("read", c.latestAccession)} title={`No ticker: CIK ${c.cik}. Opens its latest filing.`}>
                      CIK {c.cik}
                    </a>
                  ) : (
                    `CIK ${c.cik}`
                  )}
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
