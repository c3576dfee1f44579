import { edgarFilingUrl, periodKey, type Fact, type FilingFile, type FilingMeta } from "../../model/index.js";
import type { FilingStore } from "../../store/index.js";
import type { SourceLocation, SourceRefOut } from "../shared/index.js";
import type { DocumentArtifacts } from "./document-cache.js";
import type { DocumentLibrary } from "./document-library.js";
import { printedScale } from "./printed-number.js";

/** What resolving locations reads: the store's filings and facts, and the documents that show them. */
export interface LocationDeps {
  readonly store: Pick<FilingStore, "getFiling" | "listFilings" | "getFiles" | "getFacts" | "getFactsByFiling">;
  readonly documents: DocumentLibrary;
}

/** A cited source and, when known, the concept of its fact (narrows the read). */
export interface LocateRequest {
  readonly ref: SourceRefOut;
  readonly concept: string | null;
}

const PERIODIC = /^10-[KQ]/;
/** Where statements are printed: a 10-K's Item 8 (or Item 15, when the 10-K files them with its exhibits), a 10-Q's Part I Item 1. */
const STATEMENT_SECTION = /^(item_8|item_15|part_1_item_1)$/;

export const refKey = (r: Pick<SourceRefOut, "accession" | "document" | "element_id" | "context_id">) =>
  `${r.accession}\u0000${r.document}\u0000${r.element_id ?? ""}\u0000${r.context_id}`;

/**
 * Resolves cited sources to readable places, by `refKey`: the fact's own stored document at
 * its element (or a shown duplicate of it); else the first stored filing of the company that
 * prints the same value (own filing first, then later filings, then earlier ones); else the
 * filing on EDGAR; null only when the fact is not stored or has no EDGAR location at all.
 */
export async function locateSources(deps: LocationDeps, requests: readonly LocateRequest[]): Promise<Map<string, SourceLocation | null>> {
  const out = new Map<string, SourceLocation | null>();
  const reader = new LocationReader(deps);
  const facts = await reader.factsOf(requests);
  reader.expect(facts.values());
  for (const req of requests) {
    const key = refKey(req.ref);
    if (out.has(key)) continue;
    const fact = facts.get(key) ?? null;
    out.set(key, await reader.locate(req.ref, fact));
  }
  return out;
}

class LocationReader {
  private readonly filings = new Map<string, Promise<FilingMeta | null>>();
  private readonly files = new Map<string, Promise<FilingFile[]>>();
  private readonly company = new Map<number, Promise<FilingMeta[]>>();
  private readonly sameFacts = new Map<string, Promise<Map<string, Fact[]>>>();
  /** The concepts of the facts being located: one read per company covers them all. */
  private concepts: ReadonlySet<string> = new Set();

  private readonly store: LocationDeps["store"];
  private readonly documents: DocumentLibrary;

  constructor(deps: LocationDeps) {
    this.store = deps.store;
    this.documents = deps.documents;
  }

  expect(facts: Iterable<Fact>): void {
    this.concepts = new Set([...facts].map((f) => f.concept));
  }

  /** The stored fact behind each source, by `refKey`; one read per filing (all its facts only for sources of another concept). */
  async factsOf(requests: readonly LocateRequest[]): Promise<Map<string, Fact>> {
    const out = new Map<string, Fact>();
    const accessions = [...new Set(requests.map((r) => r.ref.accession))];
    const concepts = [...new Set(requests.map((r) => r.concept).filter((c): c is string => c !== null))];
    const index = (facts: readonly Fact[]) => {
      for (const f of facts) {
        const k = refKey({
          accession: f.sourceRef.accession,
          document: f.sourceRef.document,
          element_id: f.sourceRef.elementId,
          context_id: f.sourceRef.contextId,
        });
        if (!out.has(k)) out.set(k, f);
      }
    };
    if (concepts.length) for (const facts of (await this.store.getFactsByFiling(accessions, { concepts })).values()) index(facts);
    const missing = [...new Set(requests.filter((r) => !out.has(refKey(r.ref))).map((r) => r.ref.accession))];
    for (const acc of missing) index(await this.store.getFacts(acc));
    return out;
  }

  async locate(ref: SourceRefOut, fact: Fact | null): Promise<SourceLocation | null> {
    const own = await this.filing(ref.accession);
    if (!own) return null;
    if (fact && fact.number !== null) {
      for (const filing of await this.candidates(own)) {
        const found = await this.shownIn(filing, fact, filing.accession === own.accession);
        if (found) return found;
      }
    }
    return (await this.onEdgar(own, ref)) ?? (fact ? await this.edgarOfAnother(own, fact) : null) ?? edgarListing(own, ref);
  }

  /** The company's stored periodic filings to look in: the fact's own first, then later ones by filing date, then earlier ones (each of the same form first). */
  private async candidates(own: FilingMeta): Promise<FilingMeta[]> {
    if (own.cik === null) return [own];
    let list = this.company.get(own.cik);
    if (!list) this.company.set(own.cik, (list = this.store.listFilings({ cik: own.cik })));
    const others = (await list).filter((f) => f.accession !== own.accession && PERIODIC.test(f.form));
    const filed = own.filedDate ?? own.periodEnd ?? "";
    const when = (f: FilingMeta) => f.filedDate ?? f.periodEnd ?? "";
    // A filing of the same form first: a 10-K's year-end balance is read in the next 10-K rather than a 10-Q's comparative column.
    const sameForm = (f: FilingMeta) => (f.form === own.form ? 0 : 1);
    const later = others.filter((f) => when(f) >= filed).sort((a, b) => sameForm(a) - sameForm(b) || when(a).localeCompare(when(b)));
    const earlier = others.filter((f) => when(f) < filed).sort((a, b) => sameForm(a) - sameForm(b) || when(b).localeCompare(when(a)));
    return [own, ...later, ...earlier];
  }

  /** Where a filing's stored HTML shows the fact (the same fact, or one of the same concept, period, dimensions, unit and value). */
  private async shownIn(filing: FilingMeta, fact: Fact, isOwn: boolean): Promise<SourceLocation | null> {
    const files = await this.filesOf(filing.accession);
    const readable = new Map(files.filter((f) => f.role === "primary" || f.role === "exhibit").map((f) => [f.name, f]));
    if (readable.size === 0) return null;
    const matches = isOwn
      ? [fact, ...(await this.sameValue(filing.accession, fact)).filter((f) => f !== fact)]
      : await this.sameValue(filing.accession, fact);
    for (const m of matches) {
      const file = readable.get(m.sourceRef.document);
      if (!file) continue;
      const art = await this.documents.artifacts(filing, file);
      if (!art) continue;
      const ids = [m.sourceRef.elementId, ...(m.sourceRef.duplicateElementIds ?? [])].filter((id): id is string => id !== null);
      const best = bestShown(art, ids);
      if (!best) continue;
      const shown = art.doc.markdown.slice(best.start, best.end);
      return {
        kind: isOwn ? "own_document" : "comparative",
        accession: filing.accession,
        form: filing.form,
        filed_date: filing.filedDate,
        document: file.name,
        element_id: best.id,
        start: best.start,
        end: best.end,
        shown,
        scale: fact.number === null ? null : printedScale(shown, fact.number, fact.decimals),
        section: best.section,
        url: urlOf(filing, file.name),
        note: isOwn
          ? "the fact's own document, at its element"
          : `the fact's own filing (${fact.sourceRef.accession}) is not stored as a readable document; ${filing.form} ${filing.accession} prints the same value for the same period`,
      };
    }
    return null;
  }

  /** Facts of a filing with the fact's concept, period, dimensions, unit and (within rounding) value. */
  private async sameValue(accession: string, fact: Fact): Promise<Fact[]> {
    const own = await this.filing(fact.sourceRef.accession);
    // One read per company (its periodic filings, or an 8-K's own accession besides) of every concept being located.
    const company = own?.cik != null && PERIODIC.test(own.form) ? `cik ${own.cik}` : fact.sourceRef.accession;
    const expected = this.concepts.has(fact.concept);
    const key = expected ? company : `${company} ${fact.concept}`;
    let byFiling = this.sameFacts.get(key);
    if (!byFiling) {
      const all = own ? (await this.candidates(own)).map((f) => f.accession) : [fact.sourceRef.accession];
      this.sameFacts.set(key, (byFiling = this.store.getFactsByFiling(all, { concepts: expected ? [...this.concepts] : [fact.concept] })));
    }
    const period = periodKey(fact.period);
    return ((await byFiling).get(accession) ?? []).filter(
      (f) =>
        f.axisKey === fact.axisKey && f.unit === fact.unit && periodKey(f.period) === period && f.number !== null && sameNumber(f, fact),
    );
  }

  /** The filing's document on EDGAR: an inline filing stored as its extracted instance (`x_htm.xml`) is read at `x.htm#<element id>`. */
  private async onEdgar(filing: FilingMeta, ref: SourceRefOut): Promise<SourceLocation | null> {
    if (filing.accessionIsSynthetic || filing.cik === null || ref.document === null) return null;
    const extracted = /^(.+)_htm\.xml$/i.exec(ref.document);
    const document = extracted ? `${extracted[1]}.htm` : ref.document;
    const inline = extracted !== null || /\.html?$/i.test(ref.document);
    const base = edgarFilingUrl(filing.cik, filing.accession, document);
    return {
      kind: "edgar",
      accession: filing.accession,
      form: filing.form,
      filed_date: filing.filedDate,
      document,
      element_id: inline ? ref.element_id : null,
      start: null,
      end: null,
      shown: null,
      scale: null,
      section: null,
      url: inline && ref.element_id ? `${base}#${encodeURIComponent(ref.element_id)}` : base,
      note: inline
        ? "no stored filing prints this value: the filing's document on EDGAR, at the fact's element"
        : "no stored filing prints this value and the filing has no inline document: its XBRL instance on EDGAR",
    };
  }

  /** A filing of synthetic accession has no EDGAR location: another filing with an accession that reports the same value does. */
  private async edgarOfAnother(own: FilingMeta, fact: Fact): Promise<SourceLocation | null> {
    for (const filing of await this.candidates(own)) {
      if (filing.accessionIsSynthetic || filing.accession === own.accession) continue;
      const same = (await this.sameValue(filing.accession, fact))[0];
      if (!same) continue;
      const ref = same.sourceRef;
      const loc = await this.onEdgar(filing, {
        accession: ref.accession,
        form: filing.form,
        filed_date: filing.filedDate,
        document: ref.document,
        element_id: ref.elementId,
        context_id: ref.contextId,
        url: null,
      });
      if (loc)
        return {
          ...loc,
          note: `${loc.note} (${filing.form} ${filing.accession} reports the same value; the fact's own filing has no EDGAR accession)`,
        };
    }
    return null;
  }

  private filing(accession: string): Promise<FilingMeta | null> {
    let f = this.filings.get(accession);
    if (!f) this.filings.set(accession, (f = this.store.getFiling(accession)));
    return f;
  }

  private filesOf(accession: string): Promise<FilingFile[]> {
    let f = this.files.get(accession);
    if (!f) this.files.set(accession, (f = this.store.getFiles(accession)));
    return f;
  }
}

/**
 * A filing whose EDGAR accession is unknown (stored under a synthetic id) is found on EDGAR in
 * the company's list of filings of its form; null without a CIK.
 */
function edgarListing(filing: FilingMeta, ref: SourceRefOut): SourceLocation | null {
  if (filing.cik === null || ref.document === null) return null;
  const type = encodeURIComponent(filing.form);
  return {
    kind: "edgar",
    accession: filing.accession,
    form: filing.form,
    filed_date: filing.filedDate,
    document: ref.document,
    element_id: null,
    start: null,
    end: null,
    shown: null,
    scale: null,
    section: null,
    url: `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${String(filing.cik).padStart(10, "0")}&type=${type}&dateb=&owner=include&count=40`,
    note: `no stored filing prints this value and this filing's EDGAR accession is unknown: the company's ${filing.form} filings on EDGAR (this one is for the period ending ${filing.periodEnd ?? "?"})`,
  };
}

/** Equal values, or equal once rounded to the less precise of the two `decimals` (EFM 6.5.12's test for consistent duplicates). */
function sameNumber(a: Fact, b: Fact): boolean {
  if (a.number === b.number) return true;
  if (a.number === null || b.number === null) return false;
  const da = typeof a.decimals === "number" ? a.decimals : a.decimals === "INF" ? Infinity : null;
  const db = typeof b.decimals === "number" ? b.decimals : b.decimals === "INF" ? Infinity : null;
  if (da === null || db === null) return false;
  const d = Math.min(da, db);
  if (!Number.isFinite(d)) return false;
  const round = (n: number) => Math.round(n * 10 ** d) / 10 ** d;
  return round(a.number) === round(b.number);
}

function urlOf(filing: FilingMeta, document: string): string | null {
  return filing.accessionIsSynthetic || filing.cik === null ? null : edgarFilingUrl(filing.cik, filing.accession, document);
}

/**
 * The shown element among a fact's ids (its own and its merged duplicates') that a reader should
 * land on: one in a table of the statements' section first, then any table, then any text.
 */
function bestShown(
  art: DocumentArtifacts,
  ids: readonly string[],
): { id: string; start: number; end: number; section: string | null } | null {
  let best: { id: string; start: number; end: number; section: string | null; rank: number } | null = null;
  for (const id of ids) {
    const span = art.doc.facts[id];
    if (!span || span.end <= span.start) continue;
    const block = art.doc.blocks.find((b) => b.start <= span.start && span.start < b.end);
    const section = art.sections().find((s) => s.start <= span.start && span.start < s.end) ?? null;
    const inStatements = section !== null && (STATEMENT_SECTION.test(section.key) || /financial statements/i.test(section.title));
    const rank = (block?.kind === "table" ? 0 : 2) + (inStatements ? 0 : 1);
    if (!best || rank < best.rank) best = { id, start: span.start, end: span.end, section: section?.title ?? null, rank };
  }
  return best && { id: best.id, start: best.start, end: best.end, section: best.section };
}
