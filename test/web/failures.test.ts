import type { Browser, BrowserContext, Route as PlayedRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import { launchChromium, missingForBrowser, startWorkspaceServer, type WorkspaceServer } from "../support/workspace-server.js";

const corpus = requireCorpus();
const missing = missingForBrowser(corpus);
if (missing.length) console.warn(`\n[web failures] NOTICE: ${missing.join(", ")} missing: the browser tests are SKIPPED\n`);

/** A key the page holds as the person's own (its last four characters are how the page names it). */
const KEY = "fds_failuretestkey000000000000wxyz";

/**
 * Every view, each with the requests it depends on: the list of stored filings, and its own call
 * once the address names a period (both are played failing, so each must say so, not stay blank).
 */
const VIEWS = [
  "/",
  "/c/AAPL",
  "/c/AAPL/chart",
  "/c/AAPL/chart?end=2024&mode=Q&plot=ttm",
  "/c/AAPL/statement/income_statement",
  "/c/AAPL/statement/balance_sheet?end=2024&basis=latest",
  "/c/AAPL/breakdowns",
  "/c/AAPL/breakdowns?acc=0000320193-24-000123",
  "/c/AAPL/concepts?q=research",
  "/c/AAPL/concepts?q=research&year=2024",
  "/c/AAPL/evidence?question=What%20drove%20gross%20margin%3F",
  "/c/AAPL/evidence?year=2024&quarter=4&question=What%20drove%20gross%20margin%3F",
  "/c/AAPL/kpis",
  "/c/NFLX/kpis?year=2024&quarter=4",
  "/c/AAPL/estimates",
  "/c/AAPL/transcripts",
  "/c/AAPL/transcripts?year=2024&quarter=4",
  "/compare",
  "/compare?align=calendar&years=2",
  "/read/0000320193-24-000123",
] as const;

const json =
  (status: number, error: Record<string, unknown>, headers: Record<string, string> = {}) =>
  (route: PlayedRoute) =>
    route.fulfill({
      status,
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ error: { request_id: "played-by-the-test", ...error } }),
    });

/** Each failure as the server (or the network) gives it, and what the page must say about it. */
const FAILURES: { name: string; play: (route: PlayedRoute) => Promise<void>; says: RegExp[] }[] = [
  {
    name: "a bad key (401)",
    play: json(401, { code: "unauthorized", message: "the API key is not valid (unknown or revoked)" }),
    says: [/Key not accepted/, /does not know your key \(…wxyz\)/, /Check it under “API key”/],
  },
  {
    name: "a 429",
    play: json(429, { code: "rate_limited", message: "rate limit exceeded" }, { "retry-after": "600", "ratelimit-limit": "30" }),
    says: [/Request limit reached/, /with your key \(…wxyz\) for now: come back in 10 minutes \(at \d{1,2}:\d{2}/],
  },
  {
    name: "a 403 of a tier",
    play: json(403, {
      code: "forbidden_tier",
      required_tier: "paid",
      tier: "registered",
      message: "this tool needs a paid key or higher; this request is in the registered tier",
    }),
    says: [/needs the paid tier/, /this page sent your key \(…wxyz\)/, /--tier paid/],
  },
  {
    name: "a network failure",
    play: (route) => route.abort("connectionrefused"),
    says: [/No answer/, /Check that the server is running and that this device is online, then reload/],
  },
];

const SIZES = [
  { name: "desktop", viewport: { width: 1280, height: 900 }, isMobile: false },
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/**
 * Every view of the workspace in Debian's Chromium while every API request it makes fails, one
 * failure at a time, on a desktop and a phone: each view keeps its heading and says what happened
 * and what to do (which key it sent, the tier needed, when to come back), and stays within a
 * 390 px screen. The failures are played by the browser (the page's server holds no data).
 */
describe.skipIf(missing.length > 0)("web workspace: no blank view when a request fails", () => {
  let server: WorkspaceServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startWorkspaceServer({ corpus: corpus!, playgroundLimit: "unlimited", ingest: false });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const size of SIZES)
    for (const failure of FAILURES)
      it(`${failure.name} on a ${size.name}: every view says what happened and what to do`, async () => {
        const ctx: BrowserContext = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile });
        await ctx.addInitScript((k) => localStorage.setItem("fds.apiKey", k), KEY);
        await ctx.route("**/api/**", failure.play);
        const problems: string[] = [];
        try {
          const p = await ctx.newPage();
          for (const view of VIEWS) {
            await p.goto(`${server.url}/#${view}`);
            // A hash change re-renders after goto returns: let the new view mount before reading it.
            await p.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
            const heading = ((await p.locator("main h1").first().textContent({ timeout: 10_000 })) ?? "").trim();
            if (!heading) problems.push(`${view}: no heading`);
            const alerts = p.locator("main [role=alert]");
            try {
              await alerts.first().waitFor({ timeout: 10_000 });
              await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 });
            } catch {
              problems.push(`${view}: no message`);
              continue;
            }
            const said = (await alerts.allTextContents()).join(" ");
            for (const pattern of failure.says)
              if (!pattern.test(said)) problems.push(`${view}: ${pattern} not in “${said.slice(0, 300)}”`);
            if (size.viewport.width === 390) {
              const overflow = await p.evaluate(() => document.documentElement.scrollWidth - 390);
              if (overflow > 1) problems.push(`${view}: ${overflow} px wider than the screen`);
            }
          }
        } finally {
          await ctx.close();
        }
        expect(problems).toEqual([]);
      }, 180_000);
});
