import type { Kysely, Selectable } from "kysely";
import type { JobStore, NewJob, StoredJob } from "./job-store.js";
import { isPostgresUrl, openMigratedBackend, type OpenStoreOptions } from "../engine/index.js";
import type { StoreBackend } from "../engine/index.js";

/** Row type of `jobs` (migration 0006); it never leaves this file. */
interface JobsTable {
  id: string;
  kind: string;
  owner: string;
  dedupe_key: string;
  active_key: string | null;
  state: string;
  input: string;
  progress: string | null;
  error: string | null;
  attempts: number;
  max_attempts: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  run_after: string;
  lease_token: string | null;
  lease_until: string | null;
}
type JobDb = Kysely<{ jobs: JobsTable }>;

function toStoredJob(row: Selectable<JobsTable>): StoredJob {
  return {
    id: row.id,
    kind: row.kind,
    owner: row.owner,
    dedupeKey: row.dedupe_key,
    state: row.state,
    input: JSON.parse(row.input) as unknown,
    progress: row.progress === null ? null : (JSON.parse(row.progress) as unknown),
    error: row.error,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    runAfter: row.run_after,
    leaseUntil: row.lease_until,
  };
}

/** A unique-index violation: SQLite's constraint error or PostgreSQL's 23505. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** Tries of `insertUnlessActive` when the active job it collided with finished in between. */
const INSERT_TRIES = 5;

/** The JobStore over the store's Kysely backends: one query layer for both dialects. */
class SqlJobStore implements JobStore {
  private readonly db: JobDb;
  private readonly reader: JobDb;

  constructor(private readonly backend: StoreBackend) {
    // Changes and the reads they depend on go through the writer; polls and counts through the
    // reader (the last commit, never queued behind a filing's save on SQLite's one writer).
    this.db = backend.writer.withTables<{ jobs: JobsTable }>() as unknown as JobDb;
    this.reader = backend.reader.withTables<{ jobs: JobsTable }>() as unknown as JobDb;
  }

  async insertUnlessActive(job: NewJob): Promise<{ job: StoredJob; created: boolean }> {
    const at = job.createdAt.toISOString();
    const row: JobsTable = {
      id: job.id,
      kind: job.kind,
      owner: job.owner,
      dedupe_key: job.dedupeKey,
      active_key: job.dedupeKey,
      state: "queued",
      input: JSON.stringify(job.input),
      progress: null,
      error: null,
      attempts: 0,
      max_attempts: job.maxAttempts,
      created_at: at,
      started_at: null,
      finished_at: null,
      run_after: at,
      lease_token: null,
      lease_until: null,
    };
    for (let i = 0; i < INSERT_TRIES; i++) {
      try {
        await this.db.insertInto("jobs").values(row).execute();
        return { job: toStoredJob(row), created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const active = await this.db.selectFrom("jobs").selectAll().where("active_key", "=", job.dedupeKey).executeTakeFirst();
      if (active) return { job: toStoredJob(active), created: false };
      // The identical job finished between the insert and the read: insert again.
    }
    throw new Error(`job ${job.id}: could not be queued (the identical active job kept changing)`);
  }

  async get(id: string): Promise<StoredJob | null> {
    const row = await this.reader.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toStoredJob(row) : null;
  }

  async countByState(): Promise<Record<string, number>> {
    const rows = await this.reader
      .selectFrom("jobs")
      .select((eb) => ["state", eb.fn.countAll<number | string>().as("n")])
      .groupBy("state")
      .execute();
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
  }

  async claim(token: string, now: Date, leaseUntil: Date): Promise<StoredJob | null> {
    const at = now.toISOString();
    const due = this.db
      .selectFrom("jobs")
      .select("id")
      .where("state", "=", "queued")
      .where("run_after", "<=", at)
      .orderBy("run_after")
      .orderBy("created_at")
      .limit(1);
    // `state = 'queued'` again in the outer statement: of two claimers that picked the same id,
    // the second finds it running (PostgreSQL re-checks the row after the first commits).
    const result = await this.db
      .updateTable("jobs")
      .set((eb) => ({
        state: "running",
        lease_token: token,
        lease_until: leaseUntil.toISOString(),
        attempts: eb("attempts", "+", 1),
        started_at: at,
      }))
      .where("id", "=", due)
      .where("state", "=", "queued")
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    const row = await this.db
      .selectFrom("jobs")
      .selectAll()
      .where("lease_token", "=", token)
      .where("state", "=", "running")
      .executeTakeFirst();
    return row ? toStoredJob(row) : null;
  }

  async renewLease(id: string, token: string, leaseUntil: Date): Promise<boolean> {
    return this.updateLeased(id, token, { lease_until: leaseUntil.toISOString() });
  }

  async saveProgress(id: string, token: string, progress: unknown): Promise<boolean> {
    return this.updateLeased(id, token, { progress: JSON.stringify(progress) });
  }

  async finish(
    id: string,
    token: string,
    outcome: { state: "completed" | "failed"; progress?: unknown; error: string | null; at: Date },
  ): Promise<boolean> {
    return this.updateLeased(id, token, {
      state: outcome.state,
      ...(outcome.progress === undefined ? {} : { progress: JSON.stringify(outcome.progress) }),
      error: outcome.error,
      finished_at: outcome.at.toISOString(),
      active_key: null,
      lease_token: null,
      lease_until: null,
    });
  }

  async requeue(id: string, token: string, options: { runAfter: Date; error: string | null; countAttempt: boolean }): Promise<boolean> {
    const result = await this.db
      .updateTable("jobs")
      .set((eb) => ({
        state: "queued",
        run_after: options.runAfter.toISOString(),
        error: options.error,
        lease_token: null,
        lease_until: null,
        ...(options.countAttempt ? {} : { attempts: eb("attempts", "-", 1) }),
      }))
      .where("id", "=", id)
      .where("lease_token", "=", token)
      .where("state", "=", "running")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async recoverExpired(now: Date, error: string): Promise<{ requeued: number; failed: number }> {
    const at = now.toISOString();
    const expired = this.db.updateTable("jobs").where("state", "=", "running").where("lease_until", "<", at);
    const failed = await expired
      .set({ state: "failed", error, finished_at: at, active_key: null, lease_token: null, lease_until: null })
      .where((eb) => eb("attempts", ">=", eb.ref("max_attempts")))
      .executeTakeFirst();
    const requeued = await expired.set({ state: "queued", run_after: at, error, lease_token: null, lease_until: null }).executeTakeFirst();
    return { requeued: Number(requeued.numUpdatedRows), failed: Number(failed.numUpdatedRows) };
  }

  async purgeFinished(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom("jobs")
      .where("state", "in", ["completed", "failed"])
      .where("finished_at", "<", before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  close(): Promise<void> {
    return this.backend.close();
  }

  private async updateLeased(id: string, token: string, values: Partial<JobsTable>): Promise<boolean> {
    const result = await this.db
      .updateTable("jobs")
      .set(values)
      .where("id", "=", id)
      .where("lease_token", "=", token)
      .where("state", "=", "running")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

/**
 * Opens the job table on the same database `openStore` would use with these options (its own
 * connections) and brings the schema to the latest migration.
 */
export async function openJobStore(options: Pick<OpenStoreOptions, "dataDir" | "databaseUrl" | "schema"> = {}): Promise<JobStore> {
  const { databaseUrl } = options;
  if (!isPostgresUrl(databaseUrl) && databaseUrl) throw new Error("unsupported database URL (expected postgres:// or postgresql://)");
  return new SqlJobStore(await openMigratedBackend(options));
}
