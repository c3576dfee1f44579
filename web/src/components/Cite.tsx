import type { Fact } from "../facts";
import { asCell, asPrinted } from "../format";
import { href } from "../router";

/**
 * A number that opens the filing it was read from: the reader finds the printed digits in the
 * document (the financial statements first) and highlights them. A derived value (Q4 = FY − nine
 * months) opens the annual filing it was derived from at the fiscal year's value, and says how.
 */
export function Cite(props: { fact: Fact | null; label?: string }) {
  const f = props.fact;
  if (!f || f.value === null) return <span class="num missing">—</span>;
  const text = asCell(f);
  const ref = f.source_ref ?? f.derivation?.inputs[0] ?? null;
  const title = `${f.concept} · ${f.period.start ? `${f.period.start} to ` : ""}${f.period.end}${f.source === "derived" ? ` · derived: ${f.derivation?.formula ?? ""}` : ""}${ref ? ` · ${ref.form} ${ref.accession}` : ""}`;
  if (!ref) return <span class="num" title={title}>{text}</span>;
  // A derived value opens its first input (the fiscal year's, in the 10-K), found by the number the formula names.
  const firstInput = f.source === "derived" ? Number(/-?\d{3,}(\.\d+)?/.exec(f.derivation?.formula ?? "")?.[0]) : null;
  const find = f.source === "derived" ? (firstInput !== null && Number.isFinite(firstInput) ? asPrinted({ ...f, value: firstInput }) : null) : asPrinted(f);
  const target = href("read", ref.accession, {
    doc: ref.document,
    find,
    concept: f.concept,
    period: f.period.end,
    derived: f.source === "derived" ? f.derivation?.formula ?? "derived" : null,
  });
  return (
    <a class={`num cite${f.source === "derived" ? " derived" : ""}`} href={target} title={title} aria-label={`${props.label ? `${props.label}: ` : ""}${text}${f.source === "derived" ? " (derived)" : ""}, open the filing`}>
      {text}
      {f.source === "derived" ? <sup aria-hidden="true">d</sup> : null}
    </a>
  );
}
