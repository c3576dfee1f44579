import type { Kysely } from "kysely";
import type { DocumentBuild } from "../../model/index.js";
import type { Database } from "../engine/index.js";

/**
 * Markdown builds of a filing's documents (0019). Derived data, kept beside the filing rather
 * than in its content: written with every save that brings builds, removed with the filing.
 */

/** Puts `builds` in place of the filing's stored builds (inside the save's transaction). */
export async function replaceDocumentBuilds(trx: Kysely<Database>, accession: string, builds: readonly DocumentBuild[]): Promise<void> {
  await deleteDocumentBuilds(trx, accession);
  // One row at a time: a build is ~1 MB of JSON, and a multi-row insert would gain nothing.
  for (const b of builds)
    await trx.insertInto("document_builds").values({ accession, name: b.name, version: b.version, build: b.json }).execute();
}

export async function deleteDocumentBuilds(trx: Kysely<Database>, accession: string): Promise<void> {
  await trx.deleteFrom("document_builds").where("accession", "=", accession).execute();
}

/** A document's stored build, of whatever version; null when none is stored. */
export async function getDocumentBuild(db: Kysely<Database>, accession: string, name: string): Promise<DocumentBuild | null> {
  const row = await db
    .selectFrom("document_builds")
    .select(["name", "version", "build"])
    .where("accession", "=", accession)
    .where("name", "=", name)
    .executeTakeFirst();
  return row ? { name: row.name, version: row.version, json: row.build } : null;
}

/** Filings with stored documents but no build of any (stored before 0019): what `fds reindex` builds. */
export async function filingsWithoutDocumentBuilds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("filing_documents as d")
    .select("d.accession")
    .distinct()
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("document_builds as b").select("b.accession").whereRef("b.accession", "=", "d.accession"))),
    )
    .orderBy("d.accession")
    .execute();
  return rows.map((r) => r.accession);
}
