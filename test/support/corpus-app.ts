import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { openApiKeyStore, type ApiKeyStore } from "../../src/store/index.js";
import type { KeyTier } from "../../src/tools/tiers.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "../api/support/test-app.js";
import { corpusStore } from "./corpus-store.js";

/** The real app over a store holding the corpus filings of some tickers, with a live key of each tier. */
export interface CorpusApp {
  readonly app: FastifyInstance;
  readonly deps: ToolDeps;
  readonly keys: ApiKeyStore;
  readonly key: Readonly<Record<KeyTier, string>>;
  close(): Promise<void>;
}

export async function corpusApp(corpus: string, tickers: readonly string[]): Promise<CorpusApp> {
  const stored = await corpusStore(corpus, tickers);
  const keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
  const key = {} as Record<KeyTier, string>;
  for (const tier of ["registered", "paid", "internal"] as const) key[tier] = (await issueApiKey(keys, { name: tier, tier })).key;
  const app = await buildApp({
    deps: stored.deps,
    keys,
    limits: ROOMY_LIMITS,
    limiterBackend: "memory",
    playgroundToken: PLAYGROUND_TOKEN,
    trustProxy: false,
  });
  return {
    app,
    deps: stored.deps,
    keys,
    key,
    close: async () => {
      await app.close();
      await keys.close();
      await stored.close();
    },
  };
}
