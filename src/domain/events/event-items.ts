import type { FilingFile, FilingMeta } from "../../model/index.js";
import type { DocumentsPort } from "../documents/index.js";
import { Type } from "typebox";
import type { StorePort, Wire } from "../shared/index.js";

/** An 8-K item a filing reports, as its document captions it. */
export const EventItemSchema = Type.Object({
  /** Item number as captioned: "2.02", "9.01" ("9" for pre-2004 8-Ks). */
  number: Type.String({ description: "8-K item, e.g. 2.02" }),
  title: Type.String(),
});

export type EventItem = Wire<typeof EventItemSchema>;

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
 * The items an 8-K reports, from its primary document's item captions, or null when the document
 * is not stored. Read from the full-text index built at ingest (the same `detectSections` over
 * the same markdown, recorded per block), so listing events parses nothing; an 8-K stored before
 * the index existed is read through the document library, which remembers its captions by
 * content. Other forms report no 8-K items: callers do not ask.
 */
export async function eventItemsOf(
  deps: StorePort & DocumentsPort,
  f: FilingMeta,
  primary: FilingFile | null,
): Promise<EventItem[] | null> {
  if (!primary) return null;
  const indexed = await deps.store.indexedSections(f.accession);
  if (indexed.documents.includes(primary.name)) {
    return itemsOfSections(
      indexed.sections.filter((s) => s.document === primary.name).map((s) => ({ key: s.sectionKey, title: s.sectionTitle })),
    );
  }
  const captions = await deps.documents.sectionCaptions(f, primary);
  return captions === null ? null : itemsOfSections(captions);
}
