import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { useApi, type ApiCall } from "../api";
import { ErrorNote } from "../components/ErrorNote";
import { offers } from "../config";
import type { Schemas } from "../facts";
import { findNumber, MARK, renderMarkdown, spanMarks } from "../markdown";
import { href, replaceParams, type Route } from "../router";
import { TranscriptPane } from "./Transcripts";

// The route answers, as /openapi.json declares them (generated types).
type DocumentAnswer = Schemas["FilingDocumentResponse"];
type SectionsAnswer = Schemas["SectionsResponse"];
type SearchAnswer = Schemas["FilingTextSearchResponse"];

/** About one screenful of a long filing: pages end at a paragraph break after this many characters. */
const PAGE_CHARS = 20_000;
/** Where the financial statements are: a 10-K's Item 8 (or Item 15, where NVIDIA prints them), a 10-Q's Part I Item 1. */
const STATEMENT_SECTIONS = /^(item_8|item_15|part_1_item_1)$/;

function pageStarts(text: string): number[] {
  const starts = [0];
  for (let at = PAGE_CHARS; at < text.length; ) {
    const brk = text.indexOf("\n\n", at);
    if (brk < 0 || brk + 2 >= text.length) break;
    starts.push(brk + 2);
    at = brk + 2 + PAGE_CHARS;
  }
  return starts;
}

const quarterOf = (fp: string | null) => (fp === "FY" ? 4 : fp && /^Q[1-4]$/.test(fp) ? Number(fp[1]) : null);

/**
 * The filing reader: the whole document in one request (sections in a second), paged here; a cited
 * number is found in the text and highlighted, the statements' section first; text search through
 * the API, hits highlighted on the page.
 */
export function Reader(props: { accession: string; route: Route }) {
  const { accession, route } = props;
  const p = route.params;
  const doc = p.get("doc");
  const docCall: ApiCall = {
    method: "GET",
    path: "/api/filing/document",
    query: { accession, primary_document: doc, max_chars: 2_000_000 },
  };
  const document = useApi<DocumentAnswer>(docCall);
  const isPrimary = document.data ? document.data.document_role === "primary" : !doc;
  const sections = useApi<SectionsAnswer>(
    isPrimary ? { method: "GET", path: "/api/sections", query: { accession, max_words: "1" } } : null,
  );
  const text = document.data?.markdown ?? "";
  const secs = isPrimary ? (sections.data?.sections ?? []) : [];
  const starts = useMemo(() => pageStarts(text), [text]);

  // What to highlight: a cited number at the offsets its location gives (at + len, checked against
  // the printed text `shown`), a search hit (at + len), or a cited number found by its digits (find).
  const shown = p.get("shown");
  const find = p.get("find") ?? shown;
  const target = useMemo((): { start: number; end: number; section: string | null; candidates: number } | null => {
    if (!text) return null;
    const at = Number(p.get("at"));
    const len = Number(p.get("len"));
    if (p.has("at") && Number.isInteger(at) && len > 0 && (!shown || text.slice(at, at + len) === shown))
      return { start: at, end: at + len, section: sectionAt(secs, at)?.title ?? null, candidates: 1 };
    if (!find) return null;
    const hits = findNumber(text, find);
    if (!hits.length) return null;
    const inStatements = hits.find(
      (h) => STATEMENT_SECTIONS.test(sectionAt(secs, h)?.key ?? "") || /financial statements/i.test(sectionAt(secs, h)?.title ?? ""),
    );
    const start = inStatements ?? hits[0]!;
    return { start, end: start + find.length, section: sectionAt(secs, start)?.title ?? null, candidates: hits.length };
  }, [text, find, shown, p.get("at"), p.get("len"), secs]);

  const sectionKey = p.get("sec");
  const anchorAt = sectionKey ? (secs.find((s) => s.key === sectionKey)?.start ?? null) : null;
  const explicitPage = p.has("page") ? Number(p.get("page")) : null;
  const focusAt = anchorAt ?? target?.start ?? null;
  const pageIndex =
    explicitPage ??
    (focusAt === null
      ? 0
      : Math.max(
          0,
          starts.findIndex((s, i) => focusAt >= s && focusAt < (starts[i + 1] ?? Infinity)),
        ));
  const pageStart = starts[pageIndex] ?? 0;
  const pageEnd = starts[pageIndex + 1] ?? text.length;

  // Search through the API (registered tier: the playground reaches it).
  const query = p.get("q") ?? "";
  const filing = document.data?.filing;
  const quarter = quarterOf(filing?.fiscal_period ?? null);
  const searchCall: ApiCall | null =
    query && filing?.ticker && filing.fiscal_year && quarter
      ? { method: "GET", path: "/api/filing/text/search", query: { ticker: filing.ticker, year: filing.fiscal_year, quarter, query } }
      : null;
  const search = useApi<SearchAnswer>(searchCall);
  const terms = search.data?.terms ?? (query ? query.split(/\s+/).filter((t) => t.length > 2) : []);

  const html = useMemo(() => {
    if (!text) return "";
    const inserts: [number, string][] = [];
    if (target && target.start >= pageStart && target.end <= pageEnd) inserts.push(...spanMarks(text, target.start, target.end));
    if (anchorAt !== null && anchorAt >= pageStart && anchorAt < pageEnd) {
      // A section starts at its heading: the anchor goes after the `## ` that makes it one (before
      // it, the line would no longer read as a heading and show raw).
      const heading = /^#{1,6}[ \t]+/.exec(text.slice(anchorAt, anchorAt + 8));
      inserts.push([anchorAt + (heading?.[0].length ?? 0), MARK.anchor]);
    }
    const page = text.slice(pageStart, pageEnd);
    if (terms.length) {
      const re = new RegExp(
        `\\b(${terms
          .map((t) => t.replace(/[.*+?^${}()|[\]\\"]/g, ""))
          .filter(Boolean)
          .join("|")})\\w*`,
        "gi",
      );
      for (const m of page.matchAll(re)) {
        const s = pageStart + (m.index ?? 0);
        const e = s + m[0].length;
        if (target && s < target.end && e > target.start) continue;
        inserts.push([s, MARK.hitOpen], [e, MARK.hitClose]);
      }
    }
    inserts.sort((a, b) => a[0] - b[0]);
    let out = "";
    let at = pageStart;
    for (const [pos, mark] of inserts) {
      out += text.slice(at, pos) + mark;
      at = pos;
    }
    return renderMarkdown(out + text.slice(at, pageEnd));
  }, [text, pageStart, pageEnd, target, anchorAt, terms.join("|")]);

  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = body.current?.querySelector<HTMLElement>("#cite-hit") ?? body.current?.querySelector<HTMLElement>("#reader-anchor");
    if (el) {
      el.scrollIntoView({ block: "center" });
      el.focus({ preventScroll: true });
    } else if (explicitPage !== null) body.current?.scrollIntoView({ block: "start" });
  }, [html]);

  const currentSection = sectionAt(
    secs,
    anchorAt ?? (target && target.start >= pageStart && target.start < pageEnd ? target.start : pageStart),
  );
  const go = (changes: Record<string, string | number | null>) => replaceParams(route, changes);
  const [draft, setDraft] = useState(query);
  const derived = p.get("derived");
  // The earnings call of the filing's fiscal period beside it (asked for on request: one more call).
  const canCall = Boolean(filing?.ticker && filing.fiscal_year && quarter && offers("transcripts"));
  const withCall = canCall && p.get("call") === "1";

  return (
    <section aria-labelledby="reader-title" class="reader">
      <h1 tabIndex={-1} id="reader-title">
        {filing
          ? `${filing.company ?? filing.ticker ?? ""} ${filing.form}${filing.period_end ? ` for the period ending ${filing.period_end}` : ""}`
          : `Filing ${accession}`}
      </h1>
      <p class="meta">
        <span class="mono">{accession}</span>
        {document.data
          ? ` · ${document.data.primary_document} · filed ${filing?.filed_date ?? "?"} · ${text.length.toLocaleString()} characters`
          : ""}
        {filing?.ticker ? (
          <>
            {" · "}
            <a href={href("c", filing.ticker)}>{filing.ticker}</a>
          </>
        ) : null}
        {document.data?.url ? (
          <>
            {" · "}
            <a href={document.data.url} target="_blank" rel="noreferrer noopener">
              on EDGAR
            </a>
          </>
        ) : null}
      </p>
      {filing?.ticker && filing.fiscal_year && quarter ? (
        <p class="reader-tools">
          {canCall ? (
            <button type="button" aria-pressed={withCall} onClick={() => go({ call: withCall ? null : 1 })}>
              {withCall ? "Hide the earnings call" : "Earnings call beside the filing"}
            </button>
          ) : null}
          {offers("breakdowns") ? (
            <a href={href("c", filing.ticker, "breakdowns", { acc: accession, year: filing.fiscal_year, quarter })}>Segment breakdowns</a>
          ) : null}
          <a href={href("c", filing.ticker, "concepts", { year: filing.fiscal_year, quarter })}>Search its facts</a>
        </p>
      ) : null}
      {document.error ? <ErrorNote error={document.error} ticker={filing?.ticker} /> : null}
      {document.loading ? <p aria-busy="true">Loading the filing…</p> : null}
      {document.data?.truncated ? (
        <p class="warning" role="status">
          This document has {document.data.total_chars.toLocaleString()} characters; the reader holds the first{" "}
          {text.length.toLocaleString()} (the API's largest page). The rest is on EDGAR.
        </p>
      ) : null}
      {find && document.data && !derived ? (
        target ? (
          <p class="cite-note" role="status">
            Cited value <strong>{find}</strong> ({p.get("concept") ?? "fact"}
            {p.get("period") ? `, period ending ${p.get("period")}` : ""}) highlighted at characters {target.start.toLocaleString()}–
            {target.end.toLocaleString()}
            {target.section ? ` in ${target.section}` : ""}
            {p.get("el") ? `, iXBRL element ${p.get("el")}` : ""}
            {target.candidates > 1 ? ` (the statements' occurrence of ${target.candidates} in the document)` : ""}.
            {p.get("cited") === "comparative"
              ? ` The fact's own filing (${p.get("of") ?? "another filing"}) is stored as XBRL data only: this filing prints the same value for the same period.`
              : ""}
          </p>
        ) : (
          <p class="warning" role="status">
            The printed value {find} was not found in this document's tables; the fact ({p.get("concept")}) is in the filing's XBRL.
          </p>
        )
      ) : null}
      {derived ? (
        <p class="cite-note" role="status">
          Derived value: {derived}. This is the filing of one of its inputs ({p.get("concept")})
          {target
            ? `, highlighted at characters ${target.start.toLocaleString()}–${target.end.toLocaleString()}${target.section ? ` in ${target.section}` : ""}`
            : ""}
          .
        </p>
      ) : null}
      <div class={`reader-grid${withCall ? " with-call" : ""}`}>
        <nav class="sections" aria-label="Sections of the filing">
          <h2>Sections</h2>
          {sections.error ? <ErrorNote error={sections.error} /> : null}
          <ol>
            {secs.map((s) => (
              <li key={s.key}>
                <a
                  href={href("read", accession, { doc, sec: s.key, q: query || null })}
                  aria-current={currentSection?.key === s.key ? "true" : undefined}
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
          {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on a form is what axe asks for; <search> is not in every browser */}
          <form
            class="search"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              go({ q: draft.trim() || null, at: null, len: null });
            }}
          >
            <label for="reader-search">Search this filing</label>
            <input id="reader-search" type="search" value={draft} onInput={(e) => setDraft((e.target as HTMLInputElement).value)} />
            <button type="submit">Search</button>
          </form>
          {search.error ? <ErrorNote error={search.error} ticker={filing?.ticker} /> : null}
          {search.loading ? <p aria-busy="true">Searching…</p> : null}
          {search.data ? (
            <div class="hits">
              <p aria-live="polite">
                {search.data.total_hits} matches
                {search.data.hits.length < search.data.total_hits ? `, the best ${search.data.hits.length}` : ""}
              </p>
              <ol>
                {search.data.hits.map((h) => (
                  <li key={`${h.document}${h.match_start}`}>
                    {h.document === document.data?.primary_document ? (
                      <a href={href("read", accession, { doc, q: query, at: h.match_start, len: h.match_end - h.match_start })}>
                        {h.section_title ?? h.section ?? "document"}
                      </a>
                    ) : (
                      <a href={href("read", accession, { doc: h.document, q: query, at: h.match_start, len: h.match_end - h.match_start })}>
                        {h.document}
                      </a>
                    )}
                    <span class="snippet" dangerouslySetInnerHTML={{ __html: snippetHtml(h.snippet) }} />
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </nav>
        <article class="document" aria-label="Filing text">
          <Pager index={pageIndex} count={starts.length} go={(n) => go({ page: n, sec: null })} />
          <div ref={body} class="markdown" dangerouslySetInnerHTML={{ __html: html }} />
          <Pager index={pageIndex} count={starts.length} go={(n) => go({ page: n, sec: null })} />
        </article>
        {withCall && filing?.ticker && filing.fiscal_year && quarter ? (
          <aside class="call-pane" aria-label="Earnings call of the same fiscal period">
            <TranscriptPane ticker={filing.ticker} year={filing.fiscal_year} quarter={quarter} />
          </aside>
        ) : null}
      </div>
    </section>
  );
}

function Pager(props: { index: number; count: number; go: (page: number) => void }) {
  if (props.count <= 1) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pager inside the reader, not a landmark of the page
    <div class="pager" role="navigation" aria-label="Pages">
      <button type="button" disabled={props.index === 0} onClick={() => props.go(props.index - 1)}>
        ← Previous
      </button>
      <span>
        Page {props.index + 1} of {props.count}
      </span>
      <button type="button" disabled={props.index + 1 >= props.count} onClick={() => props.go(props.index + 1)}>
        Next →
      </button>
    </div>
  );
}

function sectionAt<S extends { start: number; end: number }>(sections: readonly S[], at: number): S | undefined {
  return sections.find((s) => at >= s.start && at < s.end);
}

/** A hit's snippet (the match in **bold**) as HTML, everything else escaped. */
function snippetHtml(snippet: string): string {
  const escaped = snippet.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return escaped.replace(/\*\*(.+?)\*\*/g, '<mark class="search-hit">$1</mark>');
}
