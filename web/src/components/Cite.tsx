import type { Fact, SourceLocation, SourceRef } from "../facts";
import { asCell, asPrinted } from "../format";
import { href } from "../router";

const stored = (l: SourceLocation | null | undefined): l is SourceLocation & { start: number; end: number } =>
  !!l && l.kind !== "edgar" && l.start !== null && l.end !== null;

/**
 * A number that opens the filing it was read from, highlighted. The API says where
 * (`source_ref.location`): the fact's own document at its iXBRL element, or a later filing that
 * prints the same value in its comparative column (its own filing is stored as XBRL data only),
 * opened in the reader at those offsets; or, when no stored filing prints it, the filing on EDGAR
 * at the element. A derived value (Q4 = FY − nine months) opens its first stored input and says
 * how. Without a location (routes that do not resolve one) the reader finds the printed digits.
 */
export function Cite(props: { fact: Fact | null; label?: string }) {
  const f = props.fact;
  if (!f || f.value === null) return <span class="num missing">—</span>;
  const text = asCell(f);
  const derived = f.source === "derived";
  const refs: readonly SourceRef[] = f.source_ref ? [f.source_ref] : (f.derivation?.inputs ?? []);
  const ref = refs.find((r) => stored(r.location)) ?? refs[0] ?? null;
  const loc = ref?.location ?? null;
  const where = loc
    ? ` · ${loc.kind === "comparative" ? `printed in ${loc.form} ${loc.accession}` : loc.kind === "edgar" ? "on EDGAR" : `${loc.form} ${loc.accession}`}`
    : ref
      ? ` · ${ref.form} ${ref.accession}`
      : "";
  const title = `${f.concept} · ${f.period.start ? `${f.period.start} to ` : ""}${f.period.end}${derived ? ` · derived: ${f.derivation?.formula ?? ""}` : ""}${where}`;
  const aria = `${props.label ? `${props.label}: ` : ""}${text}${derived ? " (derived)" : ""}`;
  // Nothing to open: no source, a location the API looked for and did not find (null), or (routes
  // that resolve none) a source that is an XBRL instance or SEC's company facts, which the reader cannot show.
  if (!ref || ref.location === null || (ref.location === undefined && !/\.html?$/i.test(ref.document ?? "")))
    return (
      <span class="num" title={title}>
        {text}
      </span>
    );
  if (loc && !stored(loc)) {
    if (!loc.url)
      return (
        <span class="num" title={`${title} · ${loc.note}`}>
          {text}
        </span>
      );
    return (
      <a
        class={`num cite edgar${derived ? " derived" : ""}`}
        href={loc.url}
        target="_blank"
        rel="noreferrer noopener"
        title={`${title} · ${loc.note}`}
        aria-label={`${aria}, open the filing on EDGAR`}
      >
        {text}
      </a>
    );
  }
  const common = { concept: f.concept, period: f.period.end, derived: derived ? (f.derivation?.formula ?? "derived") : null };
  const target = stored(loc)
    ? href("read", loc.accession, {
        ...common,
        doc: loc.document,
        at: loc.start,
        len: loc.end - loc.start,
        el: loc.element_id,
        shown: loc.shown,
        cited: loc.kind,
        of: loc.kind === "comparative" ? ref.accession : null,
      })
    : href("read", ref.accession, { ...common, doc: ref.document, find: derived ? derivedFind(f) : asPrinted(f) });
  return (
    <a class={`num cite${derived ? " derived" : ""}`} href={target} title={title} aria-label={`${aria}, open the filing`}>
      {text}
    </a>
  );
}

/** A derived value without locations opens its first input (the fiscal year's, in the 10-K), found by the number the formula names. */
function derivedFind(f: Fact): string | null {
  const first = Number(/-?\d{3,}(\.\d+)?/.exec(f.derivation?.formula ?? "")?.[0]);
  return Number.isFinite(first) ? asPrinted({ ...f, value: first }) : null;
}
