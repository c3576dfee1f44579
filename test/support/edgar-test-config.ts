import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import type { EdgarConfig } from "../../src/edgar/edgar-config.js";

/** A declared agent in SEC's form, used by every test client. */
export const TEST_USER_AGENT = "FDS Tests fds-tests@example.com";

const created: string[] = [];

/** A fresh, empty cache directory under the OS temp dir; `removeTempCacheDirs` deletes it. */
export function tempCacheDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "fds-edgar-cache-"));
  created.push(dir);
  return dir;
}

/** Deletes every cache directory this test file created (call from `afterAll`). */
export function removeTempCacheDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * EDGAR config pointing both base URLs at `url` (the replica or a scripted server), with a fresh
 * cache and fast retries; `overrides` win.
 */
export function testEdgarConfig(url: string, overrides: Partial<EdgarConfig> = {}): EdgarConfig {
  return edgarConfigFromEnv(
    { FDS_SEC_USER_AGENT: TEST_USER_AGENT, FDS_SEC_WWW_URL: url, FDS_SEC_DATA_URL: url },
    { cacheDir: tempCacheDir(), retryBaseDelayMs: 10, retryMaxDelayMs: 50, timeoutMs: 5_000, rateLimitPauseMs: 200, ...overrides },
  );
}
