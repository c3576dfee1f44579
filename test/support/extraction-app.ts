import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import type { SpanProposer } from "../../src/domain/extractions/model/span-proposer.js";
import { openApiKeyStore, type ApiKeyStore, type FilingStore, openExtractionStore } from "../../src/store/index.js";
import type { FilingFetcher } from "../../src/model/index.js";
import type { ExtractionStore } from "../../src/store/index.js";
import type { KeyTier } from "../../src/tools/tiers.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "../api/support/test-app.js";
import { corpusStore } from "./corpus-store.js";
import { buildToolDeps } from "../../src/runtime/index.js";
import { testToolDepsOptions } from "./tool-deps-options.js";

/** The real app over corpus filings of some tickers with an extraction store (and optionally a model proposer), and a key of each tier. */
export interface ExtractionApp {
  readonly app: FastifyInstance;
  readonly deps: ToolDeps;
  readonly extractions: ExtractionStore;
  readonly key: Readonly<Record<KeyTier, string>>;
  close(): Promise<void>;
}

export interface ExtractionAppOptions {
  readonly proposer?: (store: ExtractionStore) => SpanProposer;
  /** EDGAR fetching (an EdgarFilingFetcher over a replica); default none. */
  readonly fetcher?: (store: FilingStore) => FilingFetcher;
}

export async function extractionApp(
  corpus: string,
  tickers: readonly string[],
  options: ExtractionAppOptions = {},
): Promise<ExtractionApp> {
  const stored = await corpusStore(corpus, tickers);
  const env = stored.store.env;
  const storeOptions = {
    dataDir: stored.store.dataDir,
    ...(env.FDS_DATABASE_URL ? { databaseUrl: env.FDS_DATABASE_URL, schema: env.FDS_DATABASE_SCHEMA } : {}),
  };
  const extractions = await openExtractionStore(storeOptions);
  const keys: ApiKeyStore = await openApiKeyStore(storeOptions);
  const key = {} as Record<KeyTier, string>;
  for (const tier of ["registered", "paid", "internal"] as const) key[tier] = (await issueApiKey(keys, { name: tier, tier })).key;
  // The store and result cache `fds serve` runs with (buildToolDeps), plus the extraction store.
  const base = buildToolDeps(stored.deps.store, testToolDepsOptions());
  const deps: ToolDeps = {
    ...base,
    fetcher: options.fetcher ? options.fetcher(base.store) : null,
    issuers: null,
    extractions,
    proposer: options.proposer ? options.proposer(extractions) : null,
  };
  const app = await buildApp({
    deps,
    keys,
    limits: ROOMY_LIMITS,
    limiterBackend: "memory",
    playgroundToken: PLAYGROUND_TOKEN,
    trustProxy: false,
  });
  return {
    app,
    deps,
    extractions,
    key,
    close: async () => {
      await app.close();
      await keys.close();
      await extractions.close();
      await stored.close();
    },
  };
}
