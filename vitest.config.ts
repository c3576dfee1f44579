import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // better-sqlite3 is a native module: separate processes are safer than worker threads.
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
