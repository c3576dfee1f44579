import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser, type Page } from "playwright-core";
import { ESTIMATES_DIR } from "./estimates.js";
import { freePort } from "./free-port.js";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");

/** The built server and workspace (`npm run build`, which `npm install` runs through prepare). */
export const FDS_BIN = join(ROOT, "dist/bin/fds.js");
export const WEB_INDEX = join(ROOT, "dist/web/index.html");
/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it): a browser download does not work here. */
export const CHROMIUM = process.env.FDS_CHROMIUM ?? "/usr/bin/chromium";

/** What a browser test needs that may be absent, in words for its skip notice; empty when all is there. */
export function missingForBrowser(corpus: string | null): string[] {
  const missing: string[] = [];
  if (!existsSync(CHROMIUM)) missing.push(`${CHROMIUM} (apt-get install chromium)`);
  if (!corpus) missing.push("the corpus (FDS_CORPUS)");
  if (!existsSync(FDS_BIN) || !existsSync(WEB_INDEX)) missing.push("the build (npm run build)");
  return missing;
}

export interface WorkspaceServer {
  readonly url: string;
  readonly playgroundToken: string;
  /** An internal-tier key, for the test's own checks (its own bucket, not the page's). */
  readonly key: string;
  close(): Promise<void>;
}

/**
 * `fds serve` from the built dist, on a fresh SQLite store with the corpus ingested by `fds ingest`,
 * as the README's set-up runs it, with a playground token (docs/web-workspace.md) and the
 * playground bucket given.
 */
export async function startWorkspaceServer(options: {
  corpus: string;
  playgroundLimit: string;
  /** False: an empty store (tests that play every API answer themselves need only the page). */
  ingest?: boolean;
}): Promise<WorkspaceServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "fds-web-"));
  const env = { ...process.env, FDS_DATA_DIR: dataDir, FDS_DATABASE_URL: "", FDS_REDIS_URL: "", FDS_SEC_USER_AGENT: "" };
  if (options.ingest !== false) {
    await run(process.execPath, [FDS_BIN, "ingest", options.corpus], { env, maxBuffer: 64 * 1024 * 1024 });
    // The shared estimates too, as the README's set-up imports them (the estimates view reads them).
    if (existsSync(join(ESTIMATES_DIR, "manifest.json")))
      await run(process.execPath, [FDS_BIN, "estimates", "import", ESTIMATES_DIR], { env, maxBuffer: 16 * 1024 * 1024 });
  }
  const created = await run(process.execPath, [FDS_BIN, "keys", "create", "--tier", "internal", "--name", "web-test"], { env });
  const key = created.stdout.trim().split("\n").at(-1)!.trim();
  const port = await freePort();
  const playgroundToken = `play-${randomBytes(8).toString("hex")}`;
  const child: ChildProcess = spawn(process.execPath, [FDS_BIN, "serve"], {
    env: {
      ...env,
      FDS_PORT: String(port),
      FDS_HOST: "127.0.0.1",
      FDS_LOG: "false",
      FDS_PLAYGROUND_TOKEN: playgroundToken,
      FDS_LIMIT_PLAYGROUND: options.playgroundLimit,
      FDS_WORKERS: "0",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`fds serve exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 300) throw new Error(`fds serve did not answer: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    playgroundToken,
    key,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium with the flags that work on these machines (no sandbox, no GPU, no network chatter). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** A browser suite's fixture: the server with the corpus, Chromium, and one desktop-sized page on it. */
export interface WorkspaceBrowser {
  readonly server: WorkspaceServer;
  readonly browser: Browser;
  readonly page: Page;
  close(): Promise<void>;
}

export async function startWorkspaceBrowser(options: { corpus: string; playgroundLimit: string }): Promise<WorkspaceBrowser> {
  const server = await startWorkspaceServer(options);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  return {
    server,
    browser,
    page,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Opens a workspace URL as a new document. `page.goto` to a URL that differs from the current
 * one only in its hash is a same-document navigation: the previous view stays on screen until
 * the new one's requests settle, and a locator can match the old view's table meanwhile.
 */
export async function openView(page: Page, url: string): Promise<void> {
  await page.goto("about:blank");
  await page.goto(url);
}
