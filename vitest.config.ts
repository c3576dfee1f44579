import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // better-sqlite3 is a native module: separate processes are safer than worker threads.
    pool: "forks",
    // The tests' own PostgreSQL database (test/support/test-services.ts), created when missing.
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
