/**
 * Web workspace benchmark (`npm run bench:web`): JavaScript shipped (raw and gzipped), first load
 * of `/` to interactive in Debian's Chromium over loopback (fresh browser context per run, so no
 * HTTP cache), and the API requests each view makes. Against `fds serve` from the built dist with
 * the corpus ingested (test/support/workspace-server.ts). Targets (issues 14 and 26): interactive
 * < 1 s, JavaScript < 120 KB gzipped (every chunk, the XLSX writer loaded on first export included),
 * one or two requests per view.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { corpusDir } from "../test/support/corpus.js";
import { launchChromium, missingForBrowser, startWorkspaceServer } from "../test/support/workspace-server.js";

const RUNS = Number(process.env.FDS_BENCH_RUNS ?? 7);
const ASSETS = resolve(import.meta.dirname, "../dist/web/assets");

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function bundleSizes(): { js: number; jsGzip: number; entryGzip: number; css: number; cssGzip: number } {
  const sizes = { js: 0, jsGzip: 0, entryGzip: 0, css: 0, cssGzip: 0 };
  for (const name of readdirSync(ASSETS)) {
    const bytes = readFileSync(join(ASSETS, name));
    const gz = gzipSync(bytes, { level: 9 }).length;
    if (name.endsWith(".js")) (sizes.js += bytes.length), (sizes.jsGzip += gz);
    // The entry chunk (index-*.js) is what a first load fetches; the others load on use.
    if (name.endsWith(".js") && name.startsWith("index-")) sizes.entryGzip += gz;
    if (name.endsWith(".css")) (sizes.css += bytes.length), (sizes.cssGzip += gz);
  }
  return sizes;
}

/** In the page, from navigation start: when the shell is usable and when the company list is in. */
const MARKS = `
  new MutationObserver((_, observer) => {
    if (!window.__shellAt && document.querySelector("#company-search")) window.__shellAt = performance.now();
    if (!window.__dataAt && document.querySelector("table.companies tbody tr")) { window.__dataAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;

async function firstLoad(browser: Browser, url: string): Promise<{ dcl: number; shell: number; data: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(MARKS);
    await page.goto(`${url}/`);
    await page.waitForSelector("table.companies tbody tr");
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const w = window as unknown as { __shellAt: number; __dataAt: number };
      return { dcl: nav.domContentLoadedEventEnd, shell: w.__shellAt, data: w.__dataAt };
    });
  } finally {
    await context.close();
  }
}

/** API requests made while `action` runs and its view settles. */
async function requestsFor(page: Page, action: () => Promise<unknown>, ready: string): Promise<string[]> {
  const seen: string[] = [];
  const onRequest = (r: { url(): string }) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith("/api/")) seen.push(u.pathname);
  };
  page.on("request", onRequest);
  await action();
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  page.off("request", onRequest);
  return seen;
}

async function main(): Promise<void> {
  const corpus = corpusDir();
  const missing = missingForBrowser(corpus);
  if (missing.length) {
    console.log(`bench:web: ${missing.join(", ")} missing: nothing measured`);
    return;
  }
  const sizes = bundleSizes();
  console.log(
    `JavaScript shipped: ${kb(sizes.js)} raw, ${kb(sizes.jsGzip)} gzipped (target < 120 KB gzipped), of which ${kb(sizes.entryGzip)} on a first load; CSS ${kb(sizes.css)} raw, ${kb(sizes.cssGzip)} gzipped`,
  );

  const server = await startWorkspaceServer({ corpus: corpus!, playgroundLimit: "unlimited" });
  const browser = await launchChromium();
  try {
    const loads: { dcl: number; shell: number; data: number }[] = [];
    for (let i = 0; i < RUNS + 1; i++) loads.push(await firstLoad(browser, server.url));
    const [cold, ...warm] = loads;
    console.log(
      `first load of / (server's first request, its caches cold): DOMContentLoaded ${cold!.dcl.toFixed(0)} ms, interactive ${cold!.shell.toFixed(0)} ms, company list in ${cold!.data.toFixed(0)} ms`,
    );
    console.log(
      `first load of / (browser cache empty, median of ${RUNS}): DOMContentLoaded ${median(warm.map((l) => l.dcl)).toFixed(0)} ms, interactive ${median(warm.map((l) => l.shell)).toFixed(0)} ms (target < 1000 ms), company list in ${median(warm.map((l) => l.data)).toFixed(0)} ms`,
    );

    // With a key (the server's internal one): the paid views (the call) are offered.
    const keyed = await browser.newContext();
    await keyed.addInitScript((k) => localStorage.setItem("fds.apiKey", k), server.key);
    const page = await keyed.newPage();
    const u = server.url;
    const views: [string, () => Promise<unknown>, string][] = [
      ["company search", () => page.goto(`${u}/`), "table.companies tbody tr"],
      ["company page (AAPL)", () => page.goto(`${u}/#/c/AAPL`), "table.filings"],
      ["metric chart (FY revenue)", () => page.goto(`${u}/#/c/AAPL/chart?metric=revenue&end=2024`), "table.series"],
      ["metric chart (20 quarters)", () => page.goto(`${u}/#/c/AAPL/chart?metric=revenue&mode=Q&end=2025`), "table.series"],
      ["income statement (5 FY)", () => page.goto(`${u}/#/c/AAPL/statement/income_statement?end=2024`), "table.statement"],
      ["reader at a cited number", () => page.goto(`${u}/#/read/0000320193-24-000123?find=93%2C736`), "mark#cite-hit"],
      ["reader text search", () => page.goto(`${u}/#/read/0000320193-24-000123?find=93%2C736&q=foreign%20exchange`), ".hits li"],
      [
        "concept compare (3 tickers x 3 FY)",
        () => page.goto(`${u}/#/compare?tickers=AAPL,NVDA,NFLX&concept=revenue&end=2024&years=3`),
        "table.compare",
      ],
      [
        "quarters with trailing twelve months (the series above, kept)",
        () => page.goto(`${u}/#/c/AAPL/chart?metric=revenue&mode=Q&end=2025&plot=ttm`),
        "td.ttm",
      ],
      ["statement, latest basis", () => page.goto(`${u}/#/c/NVDA/statement/income_statement?end=2024&basis=latest`), "table.statement"],
      ["breakdowns (AAPL FY2024 revenue)", () => page.goto(`${u}/#/c/AAPL/breakdowns?year=2024&quarter=4`), ".breakdown table"],
      ["concept search", () => page.goto(`${u}/#/c/AAPL/concepts?year=2024&quarter=4&q=research`), "table.concepts"],
      [
        "compare by calendar year (3 tickers x 2 CY)",
        () => page.goto(`${u}/#/compare?tickers=AAPL,NVDA,NFLX&concept=revenue&align=calendar&end=2024&years=2`),
        "table.compare",
      ],
      ["earnings call", () => page.goto(`${u}/#/c/AAPL/transcripts`), ".call-text"],
      ["reader with its call beside", () => page.goto(`${u}/#/read/0000320193-24-000123?call=1`), ".call-pane .call-text"],
      ["company search again (kept for the session)", () => page.goto(`${u}/#/`), "table.companies tbody tr"],
    ];
    console.log("\nAPI requests per view (one browser session, answers kept for the session):");
    for (const [name, action, ready] of views) {
      const requests = await requestsFor(page, action, ready);
      console.log(`  ${name}: ${requests.length}${requests.length ? ` (${requests.join(", ")})` : ""}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
