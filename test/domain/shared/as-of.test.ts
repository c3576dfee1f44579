import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerAsOf, checkAsOf, depsAsOf } from "../../../src/domain/shared/as-of.js";
import { FdsError, filedBy, type FilingMeta, type PeriodicFilingQuery } from "../../../src/model/index.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";

const corpus = requireCorpus();

const K2023 = "0001045810-23-000017";
const K2025 = "0001045810-25-000023";

describe("the filing filter of an answer as of a date", () => {
  it("a filing counts from its filed date on, and one of unknown filed date never does", () => {
    expect(filedBy("2025-02-26", "2025-02-26")).toBe(true);
    expect(filedBy("2025-02-25", "2025-02-26")).toBe(false);
    expect(filedBy("2026-01-01", "2025-02-26")).toBe(true);
    expect(filedBy("2026-01-01", null)).toBe(false);
  });

  it("as_of must be a calendar day not after today", () => {
    const code = (asOf: string) => {
      try {
        checkAsOf(asOf, "2025-06-30");
        return "ok";
      } catch (err) {
        return err instanceof FdsError ? `${err.code}: ${err.message}` : String(err);
      }
    };
    expect(code("2025-06-30")).toBe("ok");
    expect(code("2024-02-29")).toBe("ok");
    expect(code("2025-02-29")).toMatch(/^bad_request: as_of "2025-02-29" is not a calendar day/);
    expect(code("2025-6-30")).toMatch(/^bad_request: .* not a calendar day/);
    expect(code("2025-07-01")).toMatch(/^bad_request: as_of 2025-07-01 is in the future \(today is 2025-06-30\)/);
  });

  it("without as_of the work's own answer is returned, untouched; a day in the future is refused before any work", async () => {
    const answer = { value: 1 };
    const deps = { store: {} as ToolDeps["store"], fetcher: null };
    const request = { today: "2025-06-30", ticker: "NVDA", cacheOnly: true };
    expect(await answerAsOf(deps, { ...request, asOf: null }, async (d) => (d === deps ? answer : { value: 2 }))).toBe(answer);
    let ran = false;
    await expect(
      answerAsOf(deps, { ...request, asOf: "2025-07-01" }, async () => {
        ran = true;
        return answer;
      }),
    ).rejects.toMatchObject({ code: "bad_request" });
    expect(ran).toBe(false);
  });
});

describe.skipIf(!corpus)("the store as it stood at the end of a day (NVIDIA's filings)", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string, ["NVDA"]));
  }, 120_000);
  afterAll(() => close?.());

  it("holds only the filings filed by then: listed, read by accession, their facts, linkbases and files", async () => {
    const before = depsAsOf(deps, "2025-02-25").store;
    expect((await before.listFilings({ ticker: "NVDA" })).map((f) => f.accession)).toEqual([K2023]);
    expect(await before.getFiling(K2025)).toBeNull();
    expect(await before.getFacts(K2025)).toEqual([]);
    const byFiling = await before.getFactsByFiling([K2023, K2025], { concepts: ["us-gaap:EarningsPerShareDiluted"] });
    expect([...byFiling.keys()]).toEqual([K2023, K2025]);
    expect(byFiling.get(K2023)!.length).toBeGreaterThan(0);
    expect(byFiling.get(K2025)).toEqual([]);
    const ends = await before.factEnds([K2023, K2025]);
    expect(ends.get(K2023)!.length).toBeGreaterThan(0);
    expect(ends.get(K2025)).toEqual([]);
    expect((await before.getPresentation(K2025)).presentation).toEqual([]);
    expect(await before.getLabels(K2025)).toEqual([]);
    expect(await before.getFiles(K2025)).toEqual([]);

    const on = depsAsOf(deps, "2025-02-26").store;
    expect((await on.listFilings({ ticker: "NVDA" })).map((f) => f.accession).sort()).toEqual([K2023, K2025]);
    expect((await on.getFacts(K2025)).length).toBe((await deps.store.getFacts(K2025)).length);
    expect(await on.getFiles(K2025)).toEqual(await deps.store.getFiles(K2025));
    expect((await on.getFiles(K2025)).length).toBeGreaterThan(0);
  });

  it("asks EDGAR only for filings filed by then, and refuses a fetched filing filed later", async () => {
    const k2025 = (await deps.store.getFiling(K2025)) as FilingMeta;
    const asked: PeriodicFilingQuery[] = [];
    // A fetcher that ignores the day it is given and answers with the fiscal 2025 10-K (filed 2025-02-26).
    const careless = { ...deps, fetcher: { fetchPeriodic: async (q: PeriodicFilingQuery) => (asked.push(q), k2025) } };
    const query: PeriodicFilingQuery = { ticker: "NVDA", form: "10-K", fiscalYear: 2025, fiscalPeriod: "FY" };
    await expect(depsAsOf(careless, "2025-02-25").fetcher!.fetchPeriodic(query)).rejects.toMatchObject({
      code: "filing_not_found",
      message: expect.stringContaining("was filed 2025-02-26, not on or before 2025-02-25 (as_of)"),
    });
    expect(await depsAsOf(careless, "2025-02-26").fetcher!.fetchPeriodic(query)).toBe(k2025);
    expect(asked.map((q) => q.asOf)).toEqual(["2025-02-25", "2025-02-26"]);
  });

  it("a day before every stored report of the company, when EDGAR cannot be asked, says what is stored and from when", async () => {
    const request = { asOf: "2022-12-31", today: "2025-06-30", ticker: "nvda", cacheOnly: true };
    await expect(answerAsOf(deps, request, async () => ({}))).rejects.toMatchObject({
      code: "filing_not_found",
      message:
        "no stored periodic report of NVDA was filed on or before 2022-12-31 (as_of): the store's 3 periodic reports of NVDA were " +
        `filed from 2023-02-24 (10-K ${K2023}) to 2025-08-27; ask an as_of from 2023-02-24 on`,
    });
    expect(await answerAsOf(deps, { ...request, asOf: "2023-02-24" }, async () => ({ answered: true }))).toEqual({
      answered: true,
      as_of: "2023-02-24",
    });
  });
});
