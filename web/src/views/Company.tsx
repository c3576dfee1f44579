import { offers } from "../config";
import { ErrorNote } from "../components/ErrorNote";
import { isPeriodic, periodLabel, useStoredFilings } from "../filings";
import { href } from "../router";

/** A company's page: its stored filings (form, period, filed date, links) and its views. */
export function Company(props: { ticker: string }) {
  const { ticker } = props;
  const { data, error, loading } = useStoredFilings();
  const filings = (data?.events ?? []).filter((f) => f.ticker === ticker);
  const company = filings[0]?.company ?? ticker;
  return (
    <section aria-labelledby="company-title">
      <h1 tabIndex={-1} id="company-title">
        {company} <span class="ticker">{ticker}</span>
      </h1>
      <CompanyNav ticker={ticker} current="filings" />
      {error ? <ErrorNote error={error} ticker={ticker} /> : null}
      {loading && !data ? <p aria-busy="true">Loading…</p> : null}
      {data && filings.length === 0 ? (
        <div class="error" role="alert">
          <strong>No stored filings for {ticker}.</strong> The store has none of its filings; on the playground only stored tickers can be
          read (see the company list).
        </div>
      ) : null}
      {filings.length ? (
        <div class="table-wrap">
          <table class="filings">
            <caption>Filings in the store ({filings.length})</caption>
            <thead>
              <tr>
                <th scope="col">Form</th>
                <th scope="col">Period</th>
                <th scope="col">Filed</th>
                <th scope="col">Accession</th>
                <th scope="col">Links</th>
              </tr>
            </thead>
            <tbody>
              {filings.map((f) => (
                <tr key={f.accession}>
                  <td>{f.form}</td>
                  <td>{isPeriodic(f) ? periodLabel(f) : f.items.map((i) => i.number).join(", ") || f.period || "—"}</td>
                  <td>{f.filed_date ?? "—"}</td>
                  <td class="mono">{f.accession}</td>
                  <td class="links">
                    <a href={href("read", f.accession)}>Read</a>
                    {f.url ? (
                      <a href={f.url} rel="noreferrer noopener" target="_blank">
                        EDGAR
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** The views of one company, as tabs the keyboard reaches in order. */
export function CompanyNav(props: { ticker: string; current: string }) {
  const links: [string, string, string][] = [
    ["filings", "Filings", href("c", props.ticker)],
    ["chart", "Metric chart", href("c", props.ticker, "chart")],
    ["income_statement", "Income statement", href("c", props.ticker, "statement", "income_statement")],
    ["balance_sheet", "Balance sheet", href("c", props.ticker, "statement", "balance_sheet")],
    ["cash_flow", "Cash flow", href("c", props.ticker, "statement", "cash_flow")],
  ];
  if (offers("breakdowns")) links.push(["breakdowns", "Breakdowns", href("c", props.ticker, "breakdowns")]);
  links.push(["concepts", "Concept search", href("c", props.ticker, "concepts")]);
  if (offers("evidence")) links.push(["evidence", "Evidence", href("c", props.ticker, "evidence")]);
  if (offers("kpis")) links.push(["kpis", "KPI drivers", href("c", props.ticker, "kpis")]);
  if (offers("estimates")) links.push(["estimates", "Estimates", href("c", props.ticker, "estimates")]);
  if (offers("transcripts")) links.push(["transcripts", "Earnings calls", href("c", props.ticker, "transcripts")]);
  return (
    <nav class="tabs" aria-label={`${props.ticker} views`}>
      {links.map(([key, label, target]) => (
        <a key={key} href={target} aria-current={props.current === key ? "page" : undefined}>
          {label}
        </a>
      ))}
    </nav>
  );
}
