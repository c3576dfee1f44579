import { useEffect, useMemo, useRef } from "preact/hooks";
import { useApi, type ApiCall } from "../api";
import { ErrorNote } from "../components/ErrorNote";
import type { Schemas } from "../facts";
import { filingFor, useStoredFilings } from "../filings";
import { renderMarkdown, spanMarks } from "../markdown";
import { href, type Route } from "../router";
import { CompanyNav } from "./Company";

type TranscriptsAnswer = Schemas["TranscriptsResponse"];

const callName = (year: number, quarter: number) => `fiscal ${year} Q${quarter} call`;

/**
 * One earnings call, read whole (GET /api/transcripts: the company's calls and the one asked for,
 * one request): prepared remarks and questions as sections, each turn under its speaker, a cited
 * turn (`at`, `len`: offsets the KPI and evidence routes give) highlighted. A page of its own, or a
 * pane beside the filing of the same fiscal period in the reader.
 */
export function TranscriptPane(props: {
  ticker: string;
  year: number | null;
  quarter: number | null;
  at?: number | null;
  len?: number | null;
}) {
  const { ticker, year, quarter } = props;
  const call: ApiCall = { method: "GET", path: "/api/transcripts", query: { ticker, year, quarter } };
  const { data, error, loading } = useApi<TranscriptsAnswer>(call);
  const t = data?.transcript ?? null;
  const html = useMemo(() => {
    if (!t) return "";
    const text = t.markdown;
    const at = props.at ?? null;
    const end = at !== null && props.len ? at + props.len : null;
    // The call's own title line is the pane's heading already.
    const render = (md: string) => renderMarkdown(md).replace(/<h1>[\s\S]*?<\/h1>/, "");
    if (at === null || end === null || end > text.length) return render(text);
    let out = "";
    let from = 0;
    for (const [pos, mark] of spanMarks(text, at, end)) {
      out += text.slice(from, pos) + mark;
      from = pos;
    }
    // The reader's own cited number keeps the id "cite-hit"; a call's highlight is found by its class.
    return render(out + text.slice(from)).replace('id="cite-hit"', 'id="call-hit"');
  }, [t?.source_id, props.at, props.len]);
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const hit = body.current?.querySelector<HTMLElement>("#call-hit");
    if (hit) hit.scrollIntoView({ block: "center" });
  }, [html]);
  const calls = data?.transcripts ?? [];
  const meta = t?.metadata as { fiscal_year?: number; fiscal_quarter?: number; call_date?: string | null } | undefined;
  return (
    <div class="transcript" aria-busy={loading ? "true" : undefined}>
      {error ? <ErrorNote error={error} ticker={ticker} /> : null}
      {loading ? <p aria-busy="true">Loading the call…</p> : null}
      {data && !t ? (
        <p class="warning" role="status">
          {data.warnings.join(". ") || `No earnings call of ${ticker} is stored.`}
        </p>
      ) : null}
      {calls.length > 1 ? (
        <nav class="calls" aria-label={`${ticker}'s stored calls`}>
          <span class="hint">Calls stored: </span>
          {calls.map((c) => (
            <a
              key={c.source_id}
              href={href("c", ticker, "transcripts", { year: c.fiscal_year, quarter: c.fiscal_quarter })}
              aria-current={t?.source_id === c.source_id ? "true" : undefined}
            >
              {c.fiscal_year} Q{c.fiscal_quarter}
            </a>
          ))}
        </nav>
      ) : null}
      {t ? (
        <>
          <h2 class="call-title">
            {meta?.fiscal_year && meta.fiscal_quarter ? `${ticker} ${callName(meta.fiscal_year, meta.fiscal_quarter)}` : t.source_id}
            {meta?.call_date ? `, ${meta.call_date}` : ""}
          </h2>
          <p class="meta">
            {t.turns?.length ?? 0} turns · {t.total_chars.toLocaleString()} characters ·{" "}
            {t.sections.map((s, i) => (
              <span key={s.key}>
                {i > 0 ? " · " : ""}
                <button
                  type="button"
                  class="linkish"
                  onClick={() => body.current?.querySelectorAll("h2")[i]?.scrollIntoView({ block: "start" })}
                >
                  {s.title}
                </button>
              </span>
            ))}
          </p>
          {props.at !== null && props.at !== undefined && !html.includes("call-hit") ? (
            <p class="warning" role="status">
              The cited passage (characters {props.at}–{props.at + (props.len ?? 0)}) is not in this call's text.
            </p>
          ) : null}
          <div ref={body} class="markdown call-text" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : null}
    </div>
  );
}

/** A company's earnings calls (paid tier), and a way to the filing of the same fiscal period. */
export function Transcripts(props: { ticker: string; route: Route }) {
  const { ticker, route } = props;
  const p = route.params;
  const year = Number(p.get("year")) || null;
  const quarter = year ? Number(p.get("quarter")) || 4 : null;
  const filings = useStoredFilings();
  const filing = filings.data && year && quarter ? filingFor(filings.data.events, ticker, year, quarter) : null;
  return (
    <section aria-labelledby="transcripts-title">
      <h1 tabIndex={-1} id="transcripts-title">
        {ticker}: earnings call{year && quarter ? `, ${callName(year, quarter)}` : ", the latest stored"}
      </h1>
      <CompanyNav ticker={ticker} current="transcripts" />
      {filing ? (
        <p class="hint">
          <a href={href("read", filing.accession, { call: 1 })}>Read the {filing.form} of the same period with this call beside it</a>
        </p>
      ) : null}
      <TranscriptPane
        ticker={ticker}
        year={year}
        quarter={quarter}
        at={p.has("at") ? Number(p.get("at")) : null}
        len={p.has("len") ? Number(p.get("len")) : null}
      />
    </section>
  );
}
