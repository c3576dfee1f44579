import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // better-sqlite3 is a native module: separate processes are safer than worker threads.
    pool: "forks",
    // Vitest's default is one worker per CPU but one; on two CPUs that is a single worker, and most
    // test files wait on servers, browsers and child processes: two halve the suite's time. Each
    // file has its own data directory, PostgreSQL schema and ports, so both dialects run two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The tests' own PostgreSQL database (test/support/test-services.ts), created when missing.
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
