import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Argument, Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { loadConfig, storeOptionsOf, type Config, type FdsConfig } from "../config/index.js";
import { EVENT_FORMS, PERIODIC_FORMS } from "../model/index.js";
import type { ApiKeyStore, CompanyFactsStore, FilingStore } from "../store/index.js";
import { KEY_TIERS } from "../tools/settings.js";
import type { ToolDeps } from "../tools/index.js";
import type { CompanyFactsInput, TranscriptFile } from "../ingest/index.js";

/** Where the CLI writes: the process's streams, or buffers in tests. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const PROCESS_IO: CliIo = { out: (t) => void process.stdout.write(t), err: (t) => void process.stderr.write(t) };

/** Exit codes: the contract scripts rely on. */
const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };
const FORMS: readonly string[] = [...PERIODIC_FORMS, ...EVENT_FORMS];

/*
 * The `fds` command line: it takes the configuration (read once, by src/config) and opens the
 * stores; the commands themselves (src/cli) take them as arguments.
 */

/**
 * Runs `fds` with `argv` (no node or script path) and resolves to its exit code: 0 done, 1 a
 * filing or the command failed, 2 a usage error (commander's own included), with its message.
 */
export async function runCli(argv: readonly string[], io: CliIo = PROCESS_IO, config: Config = loadConfig()): Promise<number> {
  const state = { code: EXIT.ok as number };
  try {
    await buildProgram(io, state, config).parseAsync([...argv], { from: "user" });
    return state.code;
  } catch (err) {
    // --help and --version end through here too, with 0.
    if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    io.err(`fds: ${(err as Error).message}\n`);
    return EXIT.failed;
  }
}

/** The `fds` command tree. `state.code` receives a command's own exit code (1 when a filing failed). */
export function buildProgram(io: CliIo, state: { code: number } = { code: 0 }, config: Config = loadConfig()): Command {
  const program = new Command()
    .name("fds")
    .description("Filing Data Service: SEC EDGAR filings as facts, statements, sections and tables")
    .version(version, "-V, --version", "print the version of fds")
    .helpOption("-h, --help", "show help for this command")
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError("(add --help for usage)")
    .addHelpText("after", "\nExit codes: 0 done, 1 a filing (or the command) failed, 2 usage error.");
  const usage = (cmd: Command, message: string): never => cmd.error(`error: ${message}`, { exitCode: EXIT.usage, code: "fds.usage" });

  program
    .command("ingest")
    .description(
      "ingest a local corpus (folder with manifest.json, or the manifest), or one filing from EDGAR by ticker; unchanged filings are skipped unparsed",
    )
    .addArgument(new Argument("[corpus]", "corpus folder holding manifest.json, or the manifest file"))
    .addOption(new Option("--ticker <ticker>", "fetch from EDGAR (needs FDS_SEC_USER_AGENT): the company's ticker").argParser(parseTicker))
    .addOption(new Option("--form <form>", `with --ticker: the form, one of ${FORMS.join(", ")}`).default("10-K").argParser(parseForm))
    .addOption(new Option("--year <year>", "with --ticker: the company's fiscal year (default: the latest filing)").argParser(parseYear))
    .addOption(
      new Option(
        "--transcripts <dir>",
        "earnings-call transcripts of a folder: its manifest.json's list, else every <TICKER>_<year>_Q<n>.txt (a corpus's own transcripts are loaded with it)",
      ),
    )
    .action(
      async (corpus: string | undefined, options: { ticker?: string; form: string; year?: number; transcripts?: string }, cmd: Command) => {
        if (corpus && options.ticker) usage(cmd, "give either a corpus folder or --ticker, not both");
        if (!corpus && !options.ticker && !options.transcripts) {
          if (options.year !== undefined || cmd.getOptionValueSource("form") === "cli") usage(cmd, "--year and --form need --ticker");
          usage(cmd, "give a corpus folder, --ticker or --transcripts");
        }
        if (corpus && !existsSync(corpus.endsWith(".json") ? corpus : join(corpus, "manifest.json"))) {
          usage(cmd, `no corpus manifest at ${corpus.endsWith(".json") ? corpus : join(corpus, "manifest.json")}`);
        }
        if (options.transcripts && !existsSync(options.transcripts)) usage(cmd, `no transcripts folder at ${options.transcripts}`);
        const failed = await withStore(config.store, async (store) => {
          let outcomes: { error: string | null }[] = [];
          if (corpus) {
            outcomes = await (await import("../cli/ingest-command.js")).ingestCorpus(store, corpus);
            // The corpus's SEC submissions JSON answers issuer profiles (get_issuer_submissions_meta) without EDGAR.
            const { shipCorpusSubmissions } = await import("../edgar/index.js");
            const corpusDir = corpus.endsWith(".json") ? dirname(corpus) : corpus;
            const shipped = await shipCorpusSubmissions(corpusDir, config.store.dataDir);
            if (shipped > 0) io.out(`${shipped} SEC submissions files kept in the data directory (issuer profiles without EDGAR)\n`);
            // SEC's company facts the manifest lists, after the submissions that name their tickers.
            const { loadCorpusManifest } = await import("../edgar/index.js");
            const files = (await loadCorpusManifest(corpusDir)).companyfacts.map((f) => ({ ...f, path: join(corpusDir, f.path) }));
            if (files.length > 0) {
              const run = await withCompanyFactsStore(config.store, (companyFacts) =>
                ingestCompanyFacts({ companyFacts, filings: store }, { kind: "files", files }),
              );
              if (run.summary.failed.length > 0) outcomes = [...outcomes, { error: "company facts failed" }];
            }
          } else if (options.ticker) {
            const { ingestFromEdgar } = await import("../cli/edgar-ingest-command.js");
            outcomes = await ingestFromEdgar(store, config.edgar, {
              ticker: options.ticker,
              form: options.form,
              fiscalYear: options.year ?? null,
            });
          }
          // Transcripts after filings: a transcript is tied to its company's CIK through the stored filings.
          const { corpusTranscripts, folderTranscripts } = await import("../ingest/index.js");
          const files = [
            ...(corpus ? (await corpusTranscripts(corpus)).files : []),
            ...(options.transcripts ? (await folderTranscripts(options.transcripts)).files : []),
          ];
          if (files.length > 0)
            outcomes = [...outcomes, ...(await withTranscriptDeps(config.store, store, (deps) => ingestTranscripts(deps, files)))];
          return outcomes.some((o) => o.error !== null);
        });
        state.code = failed ? EXIT.failed : EXIT.ok;
      },
    );
  const ingestTranscripts = async (deps: ToolDeps, files: readonly TranscriptFile[]) =>
    (await import("../cli/transcripts-ingest-command.js")).ingestTranscriptFiles(deps, files, io.out);
  const ingestCompanyFacts = async (
    stores: { readonly companyFacts: CompanyFactsStore; readonly filings: FilingStore },
    input: CompanyFactsInput,
  ) => {
    const { LOCAL_SUBMISSIONS_DIR } = await import("../edgar/index.js");
    const command = await import("../cli/companyfacts-command.js");
    return command.ingestCompanyFacts(stores, input, join(config.store.dataDir, LOCAL_SUBMISSIONS_DIR), io.out);
  };

  program
    .command("ingest-companyfacts")
    .description(
      "load SEC's XBRL company facts: a folder of CIK##########.json, one such file, or SEC's bulk companyfacts.zip (streamed); each company's facts replace its earlier ones, and are compared with the stored filings of the same accessions",
    )
    .addArgument(new Argument("<path>", "folder, CIK##########.json or companyfacts.zip"))
    .action(async (path: string, _options: unknown, cmd: Command) => {
      if (!existsSync(path)) usage(cmd, `no such file or folder: ${path}`);
      const { companyFactsInput } = await import("../ingest/index.js");
      let input: CompanyFactsInput;
      try {
        input = await companyFactsInput(path);
      } catch (error) {
        return usage(cmd, (error as Error).message);
      }
      const run = await withStore(config.store, (filings) =>
        withCompanyFactsStore(config.store, (companyFacts) => ingestCompanyFacts({ companyFacts, filings }, input)),
      );
      state.code = run.summary.failed.length > 0 ? EXIT.failed : EXIT.ok;
    });

  program
    .command("reindex")
    .description(
      "rebuild, from the stored documents, the text index of every filing built by an older pipeline version (facts need fds ingest from the source)",
    )
    .action(async () => {
      const { reindexCommand } = await import("../cli/reindex-command.js");
      const result = await withStore(config.store, (store) => reindexCommand(store, io.out));
      state.code = result.rebuilt.some((o) => o.error !== null) ? EXIT.failed : EXIT.ok;
    });

  program
    .command("replica")
    .description("serve a local corpus at EDGAR's URL layout (point FDS_SEC_WWW_URL and FDS_SEC_DATA_URL at it)")
    .addOption(new Option("--corpus <dir>", "corpus folder").default(config.corpusDir))
    .addOption(new Option("--port <port>", "port to listen on (0: any free port)").default(8081).argParser(parsePort))
    .addOption(new Option("--host <host>", "address to listen on").default("127.0.0.1"))
    .action(async (options: { corpus: string; port: number; host: string }) => {
      const { startReplica } = await import("../edgar/index.js");
      const replica = await startReplica({ corpusDir: options.corpus, port: options.port, host: options.host });
      io.out(`EDGAR replica of ${options.corpus} at ${replica.url}\nFDS_SEC_WWW_URL=${replica.url} FDS_SEC_DATA_URL=${replica.url}\n`);
      const stop = () => void replica.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });

  program
    .command("stats")
    .description("counts of what the store holds")
    .action(async () => withStore(config.store, async (store) => (await import("../cli/stats-command.js")).printStats(store)));

  program
    .command("serve")
    .description("serve the HTTP API and MCP (FDS_PORT, FDS_HOST, FDS_PLAYGROUND_TOKEN, FDS_REDIS_URL, FDS_LIMIT_*, FDS_TRUST_PROXY)")
    .action(async () => {
      const { serveCommand } = await import("./serve-command.js");
      await serveCommand(config);
    });

  program
    .command("worker")
    .description(
      "run background jobs (warm jobs) and nothing else: from Redis with FDS_REDIS_URL (any machine), else from the store's job table (FDS_WORKERS, FDS_METRICS_PORT)",
    )
    .addOption(new Option("--concurrency <n>", "jobs run at once (default FDS_WORKERS, else 1)").argParser(parseConcurrency))
    .action(async (options: { concurrency?: number }) => {
      const { workerCommand } = await import("./worker-command.js");
      await workerCommand(options.concurrency === undefined ? {} : { concurrency: options.concurrency }, config);
    });

  program
    .command("watch")
    .description(
      "follow the EDGAR submissions of these companies and ingest each new filing once (FDS_SEC_USER_AGENT; FDS_WATCH_TICKERS, FDS_WATCH_INTERVAL_SECONDS; FDS_REDIS_URL shares SEC's budget)",
    )
    .addArgument(
      new Argument("[tickers...]", "tickers to follow (default FDS_WATCH_TICKERS, comma-separated)").argParser(
        (t: string, prev: string[] = []) => [...prev, parseTicker(t)],
      ),
    )
    .addOption(
      new Option("--interval <seconds>", "pause between rounds (default FDS_WATCH_INTERVAL_SECONDS, else 60)").argParser(parseInterval),
    )
    .addOption(
      new Option("--since <date>", "at start, also ingest filings filed on or after this date (YYYY-MM-DD) that the store lacks").argParser(
        parseDate,
      ),
    )
    .action(async (tickers: string[] | undefined, options: { interval?: number; since?: string }) => {
      const { watchCommand } = await import("./watch-command.js");
      await watchCommand(
        {
          ...(tickers && tickers.length ? { tickers } : {}),
          ...(options.interval === undefined ? {} : { intervalMs: options.interval * 1000 }),
          ...(options.since === undefined ? {} : { since: options.since }),
        },
        config,
      );
    });

  program
    .command("mcp")
    .description(
      "the MCP server over stdio (key from FDS_API_KEY; same tiers and buckets as HTTP, kept in the data directory or FDS_REDIS_URL; runs jobs unless FDS_WORKERS=0)",
    )
    .action(async () => {
      const { mcpCommand } = await import("./mcp-command.js");
      await mcpCommand(config);
    });

  const keys = program.command("keys").description("API keys: create, list, revoke (only a key's hash is stored)");
  keys
    .command("create")
    .description("create a key; it is printed once, alone on the last line")
    .addOption(new Option("--tier <tier>", `the key's tier: ${KEY_TIERS.join(", ")}`).makeOptionMandatory().argParser(parseTier))
    .addOption(new Option("--name <name>", "who or what the key is for").makeOptionMandatory().argParser(parseName))
    .action(async (options: { tier: string; name: string }) => {
      const { createKeyCommand } = await import("../cli/keys-command.js");
      await withKeyStore(config.store, (store) => createKeyCommand(store, options, io.out));
    });
  keys
    .command("list")
    .description("every key: id, name, tier, created, revoked (never the key)")
    .action(async () => {
      const { listKeysCommand } = await import("../cli/keys-command.js");
      await withKeyStore(config.store, (store) => listKeysCommand(store, io.out));
    });
  keys
    .command("revoke")
    .description("revoke a key by id: it answers 401 from then on")
    .addArgument(new Argument("<id>", "key id, key_ and 12 hex digits (see fds keys list)").argParser(parseKeyId))
    .action(async (id: string) => {
      const { revokeKeyCommand } = await import("../cli/keys-command.js");
      await withKeyStore(config.store, (store) => revokeKeyCommand(store, id, io.out));
    });

  const estimates = program
    .command("estimates")
    .description("analyst estimates: import recorded or own-format files, collect from the provider");
  estimates
    .command("import")
    .description(
      "import recorded provider responses (earningsTrend): each is a run per ticker, ok or failed with its status and reason; importing again adds nothing",
    )
    .addArgument(new Argument("<path>", "a folder of recorded responses (searched recursively) or one file"))
    .action(async (target: string, _options: unknown, cmd: Command) => {
      if (!existsSync(target)) usage(cmd, `no such file or folder: ${target}`);
      const { formatImportSummary, importEstimates } = await import("../cli/estimates-import-command.js");
      const { openEstimateStore } = await import("../store/index.js");
      const store = await openEstimateStore(storeOptionsOf(config.store));
      try {
        const summary = await importEstimates(store, target);
        io.out(formatImportSummary(summary));
        state.code = summary.files.some((f) => f.outcome === "unreadable") ? EXIT.failed : EXIT.ok;
      } finally {
        await store.close();
      }
    });
  estimates
    .command("collect")
    .description(
      "collect now: each ticker's consensus from the provider (FDS_ESTIMATES_PROVIDER_URL), recorded as a run, ok or failed with its status and reason; exit 1 when any failed",
    )
    .addArgument(
      new Argument("[tickers...]", "tickers (default FDS_ESTIMATES_TICKERS, comma-separated)").argParser(
        (t: string, prev: string[] = []) => [...prev, parseTicker(t)],
      ),
    )
    .addOption(new Option("--provider-url <url>", "the provider's base URL (default FDS_ESTIMATES_PROVIDER_URL)"))
    .action(async (tickers: string[] | undefined, options: { providerUrl?: string }, cmd: Command) => {
      let collector: ReturnType<Config["collectorWith"]>;
      try {
        collector = config.collectorWith({
          ...(tickers?.length ? { tickers } : {}),
          ...(options.providerUrl ? { providerUrl: options.providerUrl } : {}),
        });
      } catch (error) {
        return usage(cmd, (error as Error).message);
      }
      if (collector === null) return usage(cmd, "no provider: set FDS_ESTIMATES_PROVIDER_URL or give --provider-url");
      const { collectNow } = await import("../cli/estimates-collect-command.js");
      const { openEstimateStore } = await import("../store/index.js");
      const store = await openEstimateStore(storeOptionsOf(config.store));
      try {
        const results = await collectNow(store, collector, io.out);
        state.code = results.some((r) => r.outcome === "failed") ? EXIT.failed : EXIT.ok;
      } finally {
        await store.close();
      }
    });

  return program;
}

function parseYear(text: string): number {
  const year = /^\d{4}$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!(year >= 1900 && year <= 2100))
    throw new InvalidArgumentError("expected the company's fiscal year, a whole number from 1900 to 2100");
  return year;
}

function parseForm(text: string): string {
  const form = FORMS.find((f) => f === text.trim().toUpperCase());
  if (!form) throw new InvalidArgumentError(`expected one of ${FORMS.join(", ")}`);
  return form;
}

function parseTicker(text: string): string {
  if (!/^[A-Za-z][A-Za-z0-9.-]{0,9}$/.test(text.trim())) throw new InvalidArgumentError("expected a ticker such as AAPL or BRK.B");
  return text.trim().toUpperCase();
}

function parsePort(text: string): number {
  const port = /^\d{1,5}$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= 65535)) throw new InvalidArgumentError("expected a port number from 0 to 65535");
  return port;
}

function parseConcurrency(text: string): number {
  const n = /^\d{1,2}$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!(n >= 1 && n <= 64)) throw new InvalidArgumentError("expected a whole number from 1 to 64");
  return n;
}

function parseInterval(text: string): number {
  const seconds = Number(text.trim());
  if (!(seconds >= 1 && seconds <= 86_400)) throw new InvalidArgumentError("expected seconds from 1 to 86400");
  return seconds;
}

function parseDate(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.trim()) || Number.isNaN(Date.parse(text.trim())))
    throw new InvalidArgumentError("expected a date YYYY-MM-DD");
  return text.trim();
}

function parseTier(text: string): string {
  const tier = KEY_TIERS.find((t) => t === text.trim().toLowerCase());
  if (!tier) throw new InvalidArgumentError(`expected one of ${KEY_TIERS.join(", ")}`);
  return tier;
}

function parseName(text: string): string {
  if (text.trim() === "") throw new InvalidArgumentError("the name must not be empty");
  return text.trim();
}

function parseKeyId(text: string): string {
  if (!/^key_[0-9a-f]{12}$/.test(text.trim())) throw new InvalidArgumentError("expected key_ and 12 hex digits (see fds keys list)");
  return text.trim();
}

/** The filing store `FDS_DATA_DIR` / `FDS_DATABASE_URL` select, closed after `run`. */
async function withStore<T>(settings: FdsConfig, run: (store: FilingStore) => Promise<T>): Promise<T> {
  const { openStore } = await import("../store/index.js");
  const store = await openStore(storeOptionsOf(settings));
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

/** The transcripts' store on the same database, as tool dependencies (no EDGAR). */
async function withTranscriptDeps<T>(settings: FdsConfig, store: FilingStore, run: (deps: ToolDeps) => Promise<T>): Promise<T> {
  const { openExtractionStore } = await import("../store/index.js");
  const { offlineToolDeps } = await import("../runtime/index.js");
  const extractions = await openExtractionStore(storeOptionsOf(settings));
  try {
    return await run({ ...offlineToolDeps(store), extractions });
  } finally {
    await extractions.close();
  }
}

/** SEC's company facts on the same database. */
async function withCompanyFactsStore<T>(settings: FdsConfig, run: (store: CompanyFactsStore) => Promise<T>): Promise<T> {
  const { openCompanyFactsStore } = await import("../store/index.js");
  const store = await openCompanyFactsStore(storeOptionsOf(settings));
  try {
    return await run(store);
  } finally {
    await store.close();
  }
}

/** The key table on the same store. */
async function withKeyStore<T>(settings: FdsConfig, run: (keys: ApiKeyStore) => Promise<T>): Promise<T> {
  // The keys family alone: the store's index loads every other aggregate's modules too.
  const { openApiKeyStore } = await import("../store/keys/index.js");
  const keys = await openApiKeyStore(storeOptionsOf(settings));
  try {
    return await run(keys);
  } finally {
    await keys.close();
  }
}
