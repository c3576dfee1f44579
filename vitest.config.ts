import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // better-sqlite3 is a native module: separate processes are safer than worker threads.
    pool: "forks",
    // Vitest's default is one worker per CPU but one; on two CPUs that is a single worker, and most
    // test files wait on servers, browsers and child processes: two halve the suite's time (12 to
    // 8 minutes here). Each file has its own data directory, PostgreSQL schema and ports.
    // On PostgreSQL, one worker as before: two files migrating their schemas at once failed once
    // ("schema does not exist"), not yet understood.
    maxWorkers: process.env.FDS_DATABASE_URL ? Math.max(1, availableParallelism() - 1) : Math.max(2, availableParallelism() - 1),
    // The tests' own PostgreSQL database (test/support/test-services.ts), created when missing.
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
