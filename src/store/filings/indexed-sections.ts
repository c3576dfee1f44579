import type { Kysely } from "kysely";
import type { Database } from "../engine/index.js";
import type { IndexedSections } from "./filing-store.js";

/**
 * The sections the full-text index recorded for a filing's documents at ingest: one row per
 * (document, section) in the order of its first block. Blocks outside every section only mark
 * their document as indexed. One grouped read of `text_blocks`, no document is parsed.
 */
export async function indexedSections(db: Kysely<Database>, accession: string): Promise<IndexedSections> {
  const rows = await db
    .selectFrom("text_blocks")
    .select(["document", "section_key", "section_title"])
    .select((eb) => eb.fn.min("ordinal").as("first"))
    .where("accession", "=", accession)
    .groupBy(["document", "section_key", "section_title"])
    .orderBy("first")
    .execute();
  const documents = [...new Set(rows.map((r) => r.document))];
  const sections = rows.flatMap((r) =>
    r.section_key === null ? [] : [{ document: r.document, sectionKey: r.section_key, sectionTitle: r.section_title }],
  );
  return { documents, sections };
}
