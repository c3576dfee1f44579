import type { Migration, MigrationProvider } from "kysely";
import { initialMigration } from "./0001-initial.js";
import { apiKeysMigration } from "./0002-api-keys.js";
import { filingDocumentsMigration } from "./0003-filing-documents.js";
import { textIndexMigration } from "./0004-text-index.js";
import { filingBuildsMigration } from "./0005-filing-builds.js";
import { jobsMigration } from "./0006-jobs.js";
import { eventsMigration } from "./0007-events.js";
import { extractionsMigration } from "./0008-extractions.js";
import { estimatesMigration } from "./0015-estimates.js";
import { unusedIndexesMigration } from "./0018-unused-indexes.js";
import { documentBuildsMigration } from "./0019-document-builds.js";
import { factEndsIndexMigration } from "./0020-fact-ends-index.js";
import { filingFactEndsMigration } from "./0021-filing-fact-ends.js";
import { textIndexAccessionMigration } from "./0022-text-index-accession.js";
import { xbrlDeclarationsMigration } from "./0023-xbrl-declarations.js";
import { companyFactsMigration } from "./0024-companyfacts.js";

/** The SQL dialects the store runs on. */
export type MigrationDialect = "sqlite" | "postgres";

/**
 * All migrations, listed in code rather than globbed from disk so they run the same from
 * `src/` under tsx and from `dist/` after a build. Names sort in the order they must run.
 */
export function migrationProvider(dialect: MigrationDialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    "0001-initial": initialMigration(dialect),
    "0002-api-keys": apiKeysMigration(),
    "0003-filing-documents": filingDocumentsMigration(),
    "0004-text-index": textIndexMigration(dialect),
    "0005-filing-builds": filingBuildsMigration(),
    "0006-jobs": jobsMigration(),
    "0007-events": eventsMigration(),
    "0008-extractions": extractionsMigration(dialect),
    "0015-estimates": estimatesMigration(),
    "0018-unused-indexes": unusedIndexesMigration(dialect),
    "0019-document-builds": documentBuildsMigration(),
    "0020-fact-ends-index": factEndsIndexMigration(),
    "0021-filing-fact-ends": filingFactEndsMigration(),
    "0022-text-index-accession": textIndexAccessionMigration(dialect),
    "0023-xbrl-declarations": xbrlDeclarationsMigration(),
    "0024-companyfacts": companyFactsMigration(dialect),
  };
  return { getMigrations: async () => migrations };
}
