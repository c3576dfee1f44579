import type { FilingFile, FilingMeta } from "../../model/index.js";
import { detectSections, toMarkdown } from "../../parse/document/index.js";
import type { FilingStore } from "../../store/index.js";

/** An 8-K item a filing reports, as its document captions it. */
export interface EventItem {
  /** Item number as captioned: "2.02", "9.01" ("9" for pre-2004 8-Ks). */
  readonly number: string;
  readonly title: string;
}

/** "item_2_02" -> "2.02"; "item_9" -> "9"; other keys null. */
export function itemNumberOf(key: string): string | null {
  const m = /^item_(\d+)(?:_(\d+))?$/.exec(key);
  if (!m) return null;
  return m[2] === undefined ? m[1]! : `${m[1]}.${m[2]}`;
}

/** Item numbers of section keys in document order, each once. */
function itemsOfSections(sections: readonly { readonly key: string; readonly title: string | null }[]): EventItem[] {
  const items: EventItem[] = [];
  for (const s of sections) {
    const number = itemNumberOf(s.key);
    if (number !== null && !items.some((i) => i.number === number)) items.push({ number, title: s.title ?? "" });
  }
  return items;
}

/**
 * Items parsed from documents that have no index, by document sha256: a few strings each, so
 * they are kept apart from the document cache (whose 24 large entries other tools evict).
 */
const parsedItems = new Map<string, EventItem[]>();
const MAX_PARSED = 10_000;

/**
 * The items an 8-K reports, from its primary document's item captions, or null when the document
 * is not stored. Read from the full-text index built at ingest (the same `detectSections` over
 * the same markdown, recorded per block), so listing events parses nothing; an 8-K stored before
 * the index existed is parsed once per document content and remembered. Other forms report no
 * 8-K items: callers do not ask.
 */
export async function eventItemsOf(store: FilingStore, f: FilingMeta, primary: FilingFile | null): Promise<EventItem[] | null> {
  if (!primary) return null;
  const indexed = await store.indexedSections(f.accession);
  if (indexed.documents.includes(primary.name)) {
    return itemsOfSections(
      indexed.sections.filter((s) => s.document === primary.name).map((s) => ({ key: s.sectionKey, title: s.sectionTitle })),
    );
  }
  const key = primary.sha256 === null ? null : `${primary.sha256}\u0000${f.form.toUpperCase()}`;
  const known = key === null ? undefined : parsedItems.get(key);
  if (known) return known;
  const doc = await store.getDocument(f.accession, primary.name);
  if (!doc) return null;
  const items = itemsOfSections(detectSections(toMarkdown(doc.text), f.form));
  if (key !== null) {
    if (parsedItems.size >= MAX_PARSED) parsedItems.clear();
    parsedItems.set(key, items);
  }
  return items;
}
