import type { Kysely, Migration } from "kysely";

/*
 * FROZEN: once released, this file never changes; later schema changes are new migrations.
 * Like 0001 it imports nothing from the application: the columns are written out here.
 */

/**
 * API keys. Only the sha256 of a key is kept (`key_hash`, hex), never the key itself: a leaked
 * database leaks no usable credential. `revoked_at` null means the key is live; revoked rows stay
 * so `fds keys list` can show when and so an id is never reused.
 */
export function apiKeysMigration(): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("api_keys")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("tier", "text", (c) => c.notNull())
        .addColumn("key_hash", "text", (c) => c.notNull().unique())
        // ISO timestamps as text, like the other tables: identical in both dialects.
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("revoked_at", "text")
        .execute();
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable("api_keys").execute();
    },
  };
}
