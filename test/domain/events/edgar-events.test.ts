import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findEventFilings, type EventFilingsQuery } from "../../../src/domain/events/event-filings.js";
import { FdsError } from "../../../src/model/index.js";
import { EdgarClient, LocalRequestGate, startReplica, type Replica } from "../../../src/edgar/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";
import { removeTempCacheDirs, testEdgarConfig } from "../../support/edgar-test-config.js";

const corpus = requireCorpus();

/** NVIDIA's 8-K of 2026-03-06, the one the corpus holds (filed after its recorded submissions file). */
const NVDA_8K = "0001045810-26-000024";

/** The 8-Ks NVIDIA's recorded submissions file lists in `filings.recent` from `from` on: accession -> items column. */
function recorded8Ks(from: string, to = "9999-12-31"): Map<string, string> {
  const json = JSON.parse(readFileSync(join(corpus as string, "submissions/CIK0001045810.json"), "utf8")) as {
    filings: { recent: Record<string, string[]> };
  };
  const r = json.filings.recent;
  const out = new Map<string, string>();
  r.accessionNumber!.forEach((accession, i) => {
    if ((r.form![i] === "8-K" || r.form![i] === "8-K/A") && r.filingDate![i]! >= from && r.filingDate![i]! <= to)
      out.set(accession, r.items![i]!);
  });
  return out;
}

const query = (over: Partial<EventFilingsQuery>): EventFilingsQuery => ({
  ticker: null,
  cik: null,
  filingDateFrom: null,
  filingDateTo: null,
  formTypes: null,
  query: null,
  relatedTickers: null,
  limit: 200,
  sortOrder: "desc",
  cacheOnly: false,
  ...over,
});

describe.skipIf(!corpus)("get_event_filings: 8-Ks EDGAR lists (replica)", () => {
  let replica: Replica;
  let stored: Awaited<ReturnType<typeof corpusStore>>;
  let deps: ToolDeps;

  beforeAll(async () => {
    replica = await startReplica({ corpusDir: corpus as string });
    stored = await corpusStore(corpus as string, ["NVDA"]);
    deps = { ...stored.deps, issuers: new EdgarClient(testEdgarConfig(replica.url), { gate: new LocalRequestGate() }) };
  }, 120_000);
  afterAll(async () => {
    await stored?.close();
    await replica?.close();
    removeTempCacheDirs();
  });

  it("joins the company's listed 8-Ks to the stored one, marking which are stored; items of the others from the list", async () => {
    const result = await findEventFilings(deps, query({ ticker: "NVDA", filingDateFrom: "2025-01-01" }));
    const listed = recorded8Ks("2025-01-01");
    expect(listed.size).toBeGreaterThan(5);
    expect(result.events.map((e) => e.accession).sort()).toEqual([...listed.keys(), NVDA_8K].sort());
    expect(result.total).toBe(listed.size + 1);
    // Newest first: the stored 8-K of 2026-03-06 is after every recorded one.
    expect(result.events[0]).toMatchObject({ accession: NVDA_8K, stored: true, items_source: "document", filed_date: "2026-03-06" });
    for (const e of result.events.slice(1)) {
      expect(e).toMatchObject({ stored: false, items_source: "submissions", ticker: "NVDA", cik: 1045810, exhibits: [] });
      expect(e.items.map((i) => i.number).join(",")).toBe(listed.get(e.accession));
      expect(e.url).toMatch(new RegExp(`^https://www\\.sec\\.gov/Archives/edgar/data/1045810/${e.accession.replaceAll("-", "")}/`));
    }
    const earnings = result.events.find((e) => listed.get(e.accession) === "2.02,9.01");
    expect(earnings?.items[0]).toEqual({ number: "2.02", title: "Results of Operations and Financial Condition" });
  });

  it("filters listed 8-Ks by date and by query like stored ones; by cik too", async () => {
    const window = await findEventFilings(deps, query({ cik: 1045810, filingDateFrom: "2025-07-01", filingDateTo: "2025-08-31" }));
    const inWindow = [...recorded8Ks("2025-07-01", "2025-08-31").keys()];
    expect(inWindow.length).toBeGreaterThan(0);
    expect(window.events.map((e) => e.accession).sort()).toEqual(inWindow.sort());
    expect(window.events.every((e) => e.ticker === "NVDA")).toBe(true);

    const officers = await findEventFilings(deps, query({ ticker: "NVDA", filingDateFrom: "2025-01-01", query: "5.02" }));
    const with502 = [...recorded8Ks("2025-01-01")].filter(([, items]) => items.split(",").includes("5.02")).map(([a]) => a);
    expect(officers.events.map((e) => e.accession).sort()).toEqual([...with502, NVDA_8K].sort());
  });

  it("query=earnings finds the 8-Ks reporting item 2.02, listed ones included (their exhibits are not known); items= filters by number", async () => {
    const year = (accessions: Map<string, string>, wanted: readonly string[]) =>
      [...accessions]
        .filter(([, items]) => items.split(",").some((i) => wanted.includes(i)))
        .map(([a]) => a)
        .sort();
    const listed2025 = recorded8Ks("2025-01-01", "2025-12-31");
    const results = year(listed2025, ["2.02"]);
    expect(results).toHaveLength(4);
    const window = { ticker: "NVDA", filingDateFrom: "2025-01-01", filingDateTo: "2025-12-31" };
    const earnings = await findEventFilings(deps, query({ ...window, query: "earnings" }));
    expect(earnings.events.map((e) => e.accession).sort()).toEqual(results);
    expect(earnings.events.every((e) => !e.stored && e.items.some((i) => i.number === "2.02"))).toBe(true);
    const byItem = await findEventFilings(deps, query({ ...window, items: ["Item 2.02,5.02"] }));
    expect(byItem.events.map((e) => e.accession).sort()).toEqual(year(listed2025, ["2.02", "5.02"]));
    expect(byItem.total).toBe(byItem.events.length);
    const both = await findEventFilings(deps, query({ ...window, items: ["5.02"], query: "earnings" }));
    expect(both.events.map((e) => e.accession).sort()).toEqual(results.filter((a) => listed2025.get(a)!.split(",").includes("5.02")));
    await expect(findEventFilings(deps, query({ items: ["2.2x"] }))).rejects.toMatchObject({ code: "bad_request" });
  });

  it("a ticker EDGAR's map lacks, a CIK it has no submissions for, or CIK 0 lists nothing from EDGAR", async () => {
    expect((await findEventFilings(deps, query({ ticker: "ZZZZZQ" }))).events).toEqual([]);
    expect((await findEventFilings(deps, query({ cik: 9_999_999_999 }))).events).toEqual([]);
    // Found by the conformance suite: cik=0 was a 500.
    expect((await findEventFilings(deps, query({ cik: 0 }))).events).toEqual([]);
  });

  it("without EDGAR, only the stored 8-K; EDGAR unreachable answers upstream_failed (502)", async () => {
    const local = await findEventFilings(stored.deps, query({ ticker: "NVDA", filingDateFrom: "2025-01-01" }));
    expect(local.events.map((e) => [e.accession, e.stored])).toEqual([[NVDA_8K, true]]);
    const down = {
      ...stored.deps,
      issuers: new EdgarClient(testEdgarConfig("http://127.0.0.1:9", { maxRetries: 1, timeoutMs: 1_000 }), {
        gate: new LocalRequestGate(),
      }),
    };
    const error = await findEventFilings(down, query({ ticker: "NVDA" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FdsError);
    expect((error as FdsError).code).toBe("upstream_failed");
  });
});
