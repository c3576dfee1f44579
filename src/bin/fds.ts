#!/usr/bin/env node
import { Command, Option } from "commander";
import { ingestCorpus } from "../cli/ingest-command.js";
import { printStats } from "../cli/stats-command.js";
import { configFromEnv, storeOptionsOf } from "../config.js";
import { openApiKeyStore, openStore, type ApiKeyStore } from "../store/index.js";

/** The composition root of the command line: reads the environment once, builds the store. */
const program = new Command()
  .name("fds")
  .description("Filing Data Service: SEC EDGAR filings as facts, statements, sections and tables")
  .showHelpAfterError();

async function withStore<T>(run: (store: Awaited<ReturnType<typeof openStore>>) => Promise<T>): Promise<T> {
  const config = configFromEnv();
  const store = await openStore(storeOptionsOf(config));
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

/** The key table on the store `FDS_DATA_DIR` / `FDS_DATABASE_URL` select. */
async function withKeyStore<T>(run: (keys: ApiKeyStore) => Promise<T>): Promise<T> {
  const config = configFromEnv();
  const keys = await openApiKeyStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    ...(config.databaseUrl && config.databaseSchema ? { schema: config.databaseSchema } : {}),
  });
  try {
    return await run(keys);
  } finally {
    await keys.close();
  }
}

program
  .command("ingest")
  .description("ingest a local corpus (folder with manifest.json, or the manifest), or filings from EDGAR by ticker")
  .argument("[corpus]", "corpus folder or manifest.json")
  .addOption(new Option("--ticker <ticker>", "fetch from EDGAR: company ticker"))
  .addOption(new Option("--form <form>", "with --ticker: form type").default("10-K"))
  .addOption(new Option("--year <year>", "with --ticker: fiscal year").argParser((v) => Number.parseInt(v, 10)))
  .action(async (corpus: string | undefined, options: { ticker?: string; form: string; year?: number }) => {
    if (!corpus && !options.ticker) program.error("give a corpus folder or --ticker");
    const outcomes = await withStore(async (store) => {
      if (corpus) return ingestCorpus(store, corpus);
      const { ingestFromEdgar } = await import("../cli/edgar-ingest-command.js");
      return ingestFromEdgar(store, { ticker: options.ticker as string, form: options.form, fiscalYear: options.year ?? null });
    });
    process.exitCode = outcomes.some((o) => o.error !== null) ? 1 : 0;
  });

program
  .command("replica")
  .description("serve a local corpus at EDGAR's URL layout (point FDS_SEC_WWW_URL and FDS_SEC_DATA_URL at it)")
  .addOption(new Option("--corpus <dir>", "corpus folder").default(process.env.FDS_CORPUS ?? "../shared/corpus"))
  .addOption(new Option("--port <port>", "port").default(8081).argParser((v) => Number.parseInt(v, 10)))
  .addOption(new Option("--host <host>", "address to listen on").default("127.0.0.1"))
  .action(async (options: { corpus: string; port: number; host: string }) => {
    const { startReplica } = await import("../edgar/index.js");
    const replica = await startReplica({ corpusDir: options.corpus, port: options.port, host: options.host });
    process.stdout.write(`EDGAR replica of ${options.corpus} at ${replica.url}\nFDS_SEC_WWW_URL=${replica.url} FDS_SEC_DATA_URL=${replica.url}\n`);
    const stop = () => void replica.close().then(() => process.exit(0));
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });

program
  .command("stats")
  .description("counts of what the store holds")
  .action(async () => withStore(printStats));

program
  .command("serve")
  .description("serve the HTTP API (FDS_PORT, FDS_HOST, FDS_PLAYGROUND_TOKEN, FDS_REDIS_URL, FDS_LIMIT_*, FDS_TRUST_PROXY)")
  .action(async () => {
    const { serveCommand } = await import("./serve-command.js");
    await serveCommand();
  });

program
  .command("mcp")
  .description("the MCP server over stdio (key from FDS_API_KEY; same tiers and limits as HTTP)")
  .action(async () => {
    const { mcpCommand } = await import("./mcp-command.js");
    await mcpCommand();
  });

const keys = program.command("keys").description("API keys: create, list, revoke (only a key's hash is stored)");
keys
  .command("create")
  .description("create a key; it is printed once, alone on the last line")
  .requiredOption("--tier <tier>", "registered, paid or internal")
  .requiredOption("--name <name>", "who or what the key is for")
  .action(async (options: { tier: string; name: string }) => {
    const { createKeyCommand } = await import("../cli/keys-command.js");
    await withKeyStore((store) => createKeyCommand(store, options));
  });
keys
  .command("list")
  .description("every key: id, name, tier, created, revoked (never the key)")
  .action(async () => {
    const { listKeysCommand } = await import("../cli/keys-command.js");
    await withKeyStore((store) => listKeysCommand(store));
  });
keys
  .command("revoke")
  .description("revoke a key by id: it answers 401 from then on")
  .argument("<id>", "key id (see fds keys list)")
  .action(async (id: string) => {
    const { revokeKeyCommand } = await import("../cli/keys-command.js");
    await withKeyStore((store) => revokeKeyCommand(store, id));
  });

program.parseAsync().catch((err: unknown) => {
  process.stderr.write(`fds: ${(err as Error).message}\n`);
  process.exitCode = 2;
});
