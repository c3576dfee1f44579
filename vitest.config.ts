import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Test files that replace a module (`vi.mock`): a mock applies only where the module is imported
 * fresh, so they run isolated. A test file that mocks a module or sets process.env belongs here.
 */
export const ISOLATED = [
  "test/cli/estimates-collect-command.test.ts",
  "test/edgar/fair-share-gate.test.ts",
  "test/edgar/request-gate.test.ts",
];

export default defineConfig({
  test: {
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
    projects: [
      {
        extends: true,
        // A worker runs its files one after another in one module graph: the sources are loaded
        // once per worker, not once per file (an isolated run spent a third of its time importing).
        test: { name: "shared", include: ["test/**/*.test.ts"], exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
    ],
  },
});
