import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildAppOptions } from "../../../src/api/app.js";
import { issueApiKey } from "../../../src/auth/index.js";
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from "../../../src/auth/rate-limit-config.js";
import { openApiKeyStore, openStore, type ApiKeyStore, type FilingStore } from "../../../src/store/index.js";
import type { KeyTier } from "../../../src/tools/tiers.js";
import { ECHO_TOOLS } from "./echo-tool.js";
import { offlineToolDeps } from "../../../src/runtime/index.js";

export const PLAYGROUND_TOKEN = "playground-demo-token";

/** Limits large enough that only the rate-limit tests ever hit one. */
export const ROOMY_LIMITS: RateLimitConfig = {
  public: { points: 10_000, windowSeconds: 3_600 },
  playground: { points: 10_000, windowSeconds: 3_600 },
  registered: { points: 10_000, windowSeconds: 3_600 },
  paid: { points: 10_000, windowSeconds: 3_600 },
  internal: null,
};

/** A temporary SQLite store and key table, one key per key tier, and the app over the echo tools. */
export interface TestApp {
  readonly app: FastifyInstance;
  readonly keys: ApiKeyStore;
  readonly store: FilingStore;
  /** A live key of each key tier. */
  readonly key: Record<KeyTier, string>;
  /** Another app over the same stores with other options (closed by `close`). */
  rebuild(overrides: Partial<BuildAppOptions>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), "fds-api-"));
  const store = await openStore({ dataDir });
  const keys = await openApiKeyStore({ dataDir });
  const key = {} as Record<KeyTier, string>;
  for (const tier of ["registered", "paid", "internal"] as const) key[tier] = (await issueApiKey(keys, { name: `test ${tier}`, tier })).key;
  const base: BuildAppOptions = {
    deps: offlineToolDeps(store),
    tools: ECHO_TOOLS,
    keys,
    limits: ROOMY_LIMITS,
    limiterBackend: "memory",
    playgroundToken: PLAYGROUND_TOKEN,
    trustProxy: false,
  };
  const apps: FastifyInstance[] = [];
  const rebuild = async (more: Partial<BuildAppOptions>) => {
    const app = await buildApp({ ...base, ...overrides, ...more });
    apps.push(app);
    return app;
  };
  const app = await rebuild({});
  return {
    app,
    keys,
    store,
    key,
    rebuild,
    async close() {
      for (const a of apps) await a.close();
      await keys.close();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { DEFAULT_RATE_LIMITS };
