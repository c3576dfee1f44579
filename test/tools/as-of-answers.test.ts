import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { ingestSources } from "../../src/ingest/ingest.js";
import type { FilingSource } from "../../src/model/index.js";
import { offlineToolDeps } from "../../src/runtime/index.js";
import { citeConceptTool, compareConceptTool, conceptTrendTool, getConceptTool } from "../../src/tools/concepts/index.js";
import { getFinancialsTool, getMetricSeriesTool, getMetricTool } from "../../src/tools/facts/index.js";
import { getStatementTool } from "../../src/tools/statements/index.js";
import type { Tool, ToolContext } from "../../src/tools/tool.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { requireCorpus } from "../support/corpus.js";
import { createTestStore } from "../support/test-store.js";

const corpus = requireCorpus();

/** NVIDIA's stored periodic reports (corpus manifest): its fiscal 2023 and 2025 10-Ks and its fiscal 2026 Q2 10-Q. */
const NVDA_10K_2023 = { accession: "0001045810-23-000017", filed: "2023-02-24" };
/** The first stored 10-K after NVIDIA's 10-for-1 split of June 2024: it restates fiscal 2023's per-share figures. */
const NVDA_10K_2025 = { accession: "0001045810-25-000023", filed: "2025-02-26" };
const NVDA_10Q_2026Q2 = { accession: "0001045810-25-000209", filed: "2025-08-27" };
const EPS_DILUTED = "us-gaap:EarningsPerShareDiluted";

const ctx: ToolContext = { tier: "internal", cacheOnly: false };

interface Stored {
  readonly deps: ToolDeps;
  close(): Promise<void>;
}

/** A store holding exactly these corpus filings, through the real pipeline, with tool deps over it (no EDGAR). */
async function storeOf(sources: readonly FilingSource[]): Promise<Stored> {
  const test = await createTestStore();
  const store = await test.open();
  const failed = (await ingestSources(sources, store)).filter((o) => o.error !== null);
  if (failed.length) throw new Error(`ingest failed: ${failed.map((o) => o.error).join("; ")}`);
  return {
    deps: offlineToolDeps(store),
    close: async () => {
      await store.close();
      await test.dispose();
    },
  };
}

type Json = Record<string, unknown>;
type Outcome = { readonly ok: Json } | { readonly error: { readonly code: string; readonly message: string } };

/** A tool's answer as its JSON (as HTTP sends it), or its catalog error. */
async function outcome(deps: ToolDeps, tool: Tool, input: Json): Promise<Outcome> {
  try {
    return { ok: JSON.parse(JSON.stringify(await tool.run(deps, input as never, ctx))) as Json };
  } catch (err) {
    const e = err as { code?: string; message: string };
    if (typeof e.code !== "string") throw err;
    return { error: { code: e.code, message: e.message } };
  }
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Every object of an answer that names a filing (`accession`), and every `filed_date` it states. */
function citedFilings(value: unknown, out: { accessions: Set<string>; filedDates: string[] } = { accessions: new Set(), filedDates: [] }) {
  if (Array.isArray(value)) for (const v of value) citedFilings(v, out);
  else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "accession" && typeof v === "string") out.accessions.add(v);
      else if (k === "filed_date" && typeof v === "string") out.filedDates.push(v);
      else citedFilings(v, out);
    }
  }
  return out;
}

/** The questions asked at every date: each tool with as_of, on NVIDIA and Apple (a derived Q4, comparatives, a split). */
const QUESTIONS: readonly { readonly ticker: string | null; readonly tool: Tool; readonly input: Json }[] = [
  { ticker: "NVDA", tool: getMetricTool, input: { ticker: "NVDA", year: 2023, quarter: 4, metric_name: "eps_diluted", basis: "latest" } },
  { ticker: "NVDA", tool: getMetricTool, input: { ticker: "NVDA", year: 2026, quarter: 2, metric_name: "revenue" } },
  {
    ticker: "NVDA",
    tool: getMetricSeriesTool,
    input: { ticker: "NVDA", metric_name: "eps_diluted", end_year: 2026, end_quarter: 4, periods: 6, date_type: "FY", basis: "latest" },
  },
  {
    ticker: "NVDA",
    tool: getMetricSeriesTool,
    input: { ticker: "NVDA", metric_name: "revenue", end_year: 2026, end_quarter: 2, periods: 8, cached_only: true },
  },
  {
    ticker: "NVDA",
    tool: getStatementTool,
    input: { ticker: "NVDA", statement: "income", period_from: "FY2021", period_to: "FY2025", basis: "latest" },
  },
  { ticker: "NVDA", tool: getFinancialsTool, input: { ticker: "NVDA", year: 2023, quarter: 4, basis: "latest" } },
  { ticker: "NVDA", tool: getConceptTool, input: { ticker: "NVDA", year: 2025, quarter: 4, concept_name: "net_income" } },
  {
    ticker: "NVDA",
    tool: conceptTrendTool,
    input: { ticker: "NVDA", concept_name: "eps_diluted", period_from: "FY2021", period_to: "FY2025" },
  },
  { ticker: "NVDA", tool: citeConceptTool, input: { ticker: "NVDA", year: 2024, quarter: 4, concept_name: "revenue" } },
  { ticker: "AAPL", tool: getMetricTool, input: { ticker: "AAPL", year: 2024, quarter: 4, metric_name: "revenue", date_type: "Q" } },
  {
    ticker: "AAPL",
    tool: getMetricSeriesTool,
    input: { ticker: "AAPL", metric_name: "revenue", end_year: 2025, end_quarter: 3, periods: 12, cached_only: true, basis: "latest" },
  },
  {
    ticker: "AAPL",
    tool: getStatementTool,
    input: { ticker: "AAPL", statement: "cash_flow", period_from: "2023Q3", period_to: "2024Q4", date_type: "Q" },
  },
  { ticker: "AAPL", tool: getFinancialsTool, input: { ticker: "AAPL", year: 2024, quarter: 3 } },
  {
    ticker: null,
    tool: compareConceptTool,
    input: { concept: "revenue", tickers: ["AAPL", "NVDA"], year: 2024, align: "calendar", basis: "latest" },
  },
];

describe.skipIf(!corpus)("answers as of a date: what a reader could have known then, on NVIDIA's and Apple's filings", () => {
  let sources: FilingSource[];
  let full: Stored;
  beforeAll(async () => {
    sources = (await corpusSources(corpus as string)).filter((s) => s.ticker === "NVDA" || s.ticker === "AAPL");
    full = await storeOf(sources);
  }, 120_000);
  afterAll(() => full?.close());

  /** NVIDIA's diluted EPS facts (totals, fiscal years) as one filing reports them, by period end. */
  async function annualEps(accession: string): Promise<Map<string, number>> {
    const facts = await full.deps.store.getFacts(accession, { concepts: [EPS_DILUTED], axisKey: "" });
    const out = new Map<string, number>();
    for (const f of facts) {
      if (f.period.kind !== "duration" || f.number === null) continue;
      const days = (Date.parse(f.period.end) - Date.parse(f.period.start)) / 86_400_000;
      if (days > 330 && days < 400) out.set(f.period.end, f.number);
    }
    return out;
  }

  it("NVIDIA's fiscal 2023 diluted EPS: the pre-split 1.74 before the fiscal 2025 10-K was filed, the split-adjusted 0.17 from its filing day", async () => {
    // The figures as the two 10-Ks print them for the fiscal year ended 2023-01-29.
    const firstReported = (await annualEps(NVDA_10K_2023.accession)).get("2023-01-29");
    const restated = (await annualEps(NVDA_10K_2025.accession)).get("2023-01-29");
    expect([firstReported, restated]).toEqual([1.74, 0.17]);

    const ask = async (as_of: string, basis: string) =>
      (await getMetricTool.run(
        full.deps,
        { ticker: "NVDA", year: 2023, quarter: 4, metric_name: "eps_diluted", basis, as_of } as never,
        ctx,
      )) as Json & { current: { value: number; restated?: { as_reported: { value: number }; latest: { value: number } } } };
    const before = dayBefore(NVDA_10K_2025.filed);
    const latestBefore = await ask(before, "latest");
    expect(latestBefore).toMatchObject({
      as_of: before,
      filing: { accession: NVDA_10K_2023.accession },
      current: { value: firstReported },
    });
    expect(latestBefore.current.restated).toBeUndefined();
    const latestOn = await ask(NVDA_10K_2025.filed, "latest");
    expect(latestOn).toMatchObject({
      as_of: NVDA_10K_2025.filed,
      filing: { accession: NVDA_10K_2025.accession },
      current: { value: restated },
    });
    expect(latestOn.current.restated).toMatchObject({ as_reported: { value: firstReported }, latest: { value: restated } });

    // As first reported, the value stays 1.74; from the 10-K's filing day on it carries the restatement.
    const firstBefore = await ask(before, "as_reported");
    expect(firstBefore.current.value).toBe(firstReported);
    expect(firstBefore.current.restated).toBeUndefined();
    const firstOn = await ask(NVDA_10K_2025.filed, "as_reported");
    expect(firstOn).toMatchObject({ filing: { accession: NVDA_10K_2023.accession }, current: { value: firstReported } });
    expect(firstOn.current.restated).toMatchObject({ as_reported: { value: firstReported }, latest: { value: restated } });

    // Without as_of: everything stored, the answer of the latest filing, with no as_of stated.
    const now = await getMetricTool.run(
      full.deps,
      { ticker: "NVDA", year: 2023, quarter: 4, metric_name: "eps_diluted", basis: "latest" },
      ctx,
    );
    expect(now).toMatchObject({ current: { value: restated } });
    expect(now).not.toHaveProperty("as_of");
  });

  it("a series changes from one day to the next exactly where the filing filed that day first reported or restated a value (NVIDIA's diluted EPS)", async () => {
    type Point = {
      fiscal_year: number;
      quarter: number;
      value: { value: number; period: { start: string; end: string }; source_ref: { accession: string } } | null;
    };
    const series = async (as_of: string, input: Json): Promise<Point[]> => {
      const answer = await outcome(full.deps, getMetricSeriesTool, {
        ticker: "NVDA",
        metric_name: "eps_diluted",
        basis: "latest",
        as_of,
        ...input,
      });
      // Before NVIDIA's first stored report nothing is known: every point is as good as missing.
      return "ok" in answer ? (answer.ok.points as Point[]) : [];
    };
    const annual = { end_year: 2026, end_quarter: 4, periods: 6, date_type: "FY" };
    const quarterly = { end_year: 2026, end_quarter: 2, periods: 8, date_type: "Q", cached_only: true };
    const changed: Record<string, string[]> = {};
    for (const filing of [NVDA_10K_2023, NVDA_10K_2025, NVDA_10Q_2026Q2]) {
      const facts = await full.deps.store.getFacts(filing.accession, { concepts: [EPS_DILUTED], axisKey: "" });
      for (const [name, input] of Object.entries({ annual, quarterly })) {
        const [before, after] = [await series(dayBefore(filing.filed), input), await series(filing.filed, input)];
        expect(after.length).toBe(input.periods);
        for (const point of after) {
          const label = `${name} ${point.fiscal_year}Q${point.quarter}`;
          const old = before.find((p) => p.fiscal_year === point.fiscal_year && p.quarter === point.quarter) ?? null;
          // The filing reports this period when it has a fact of the period's very dates.
          const reported = point.value
            ? facts.find(
                (f) =>
                  f.period.kind === "duration" && f.period.start === point.value!.period.start && f.period.end === point.value!.period.end,
              )
            : undefined;
          if (reported) {
            // The latest filing as of its filing day answers with its own figure, cited to it.
            expect(point.value, label).toMatchObject({ value: reported.number, source_ref: { accession: filing.accession } });
            if (old?.value?.value !== reported.number) (changed[filing.accession] ??= []).push(label);
          } else if (old?.value) {
            // Nothing new for the period: the same answer, to the byte.
            expect(JSON.stringify(point), label).toBe(JSON.stringify(old));
          } else {
            // Still no value (its status may change: the period's own filing, now stored, does not report it).
            expect(point.value, label).toBeNull();
          }
        }
      }
    }
    expect(changed).toEqual({
      // First reported: the 10-K's three fiscal years.
      [NVDA_10K_2023.accession]: ["annual 2021Q4", "annual 2022Q4", "annual 2023Q4"],
      // Fiscal 2025 and 2024 first reported; fiscal 2023 restated for the split (1.74 -> 0.17).
      [NVDA_10K_2025.accession]: ["annual 2023Q4", "annual 2024Q4", "annual 2025Q4"],
      // The 10-Q's quarter and its comparative quarter a year earlier.
      [NVDA_10Q_2026Q2.accession]: ["quarterly 2025Q2", "quarterly 2026Q2"],
    });
  });

  describe("each answer as of a day equals the answer of a store holding only the filings filed by then", () => {
    const DAYS = ["2023-02-24", "2024-08-01", "2024-11-01", "2025-02-25", "2025-02-26", "2025-08-01", "2025-08-27"];
    for (const day of DAYS) {
      it(`as of ${day}`, async () => {
        const known = sources.filter((s) => s.filedDate !== null && s.filedDate <= day);
        const then = await storeOf(known);
        try {
          let compared = 0;
          for (const { ticker, tool, input } of QUESTIONS) {
            const label = `${tool.name} ${JSON.stringify(input)}`;
            const asOf = await outcome(full.deps, tool, { ...input, as_of: day });
            const stored = await outcome(then.deps, tool, input);
            const knowsTicker = ticker === null || known.some((s) => s.ticker === ticker);
            if (!knowsTicker) {
              // Nothing of the company was filed by then: said so, with what is stored and from when.
              expect(asOf, label).toMatchObject({ error: { code: "filing_not_found" } });
              expect("error" in asOf && asOf.error.message, label).toMatch(
                /was filed on or before .* \(as_of\): the store's \d+ periodic reports? of/,
              );
              continue;
            }
            if ("ok" in asOf) {
              expect(asOf.ok.as_of, label).toBe(day);
              delete asOf.ok.as_of;
            }
            expect(JSON.stringify(asOf), label).toBe(JSON.stringify(stored));
            compared++;
          }
          expect(compared).toBeGreaterThan(0);
        } finally {
          await then.close();
        }
      }, 60_000);
    }
  });

  it("no filing cited anywhere in an answer as of a day was filed after that day", async () => {
    const filed = new Map<string, string | null>((await full.deps.store.listFilings()).map((f) => [f.accession, f.filedDate]));
    const days = [
      ...new Set(sources.flatMap((s) => (s.filedDate && s.filedDate >= "2022-01-01" ? [dayBefore(s.filedDate), s.filedDate] : []))),
    ].sort();
    let cited = 0;
    for (const day of days) {
      for (const { tool, input } of QUESTIONS) {
        const answer = await outcome(full.deps, tool, { ...input, as_of: day });
        if (!("ok" in answer)) continue;
        const { accessions, filedDates } = citedFilings(answer.ok);
        for (const accession of accessions) {
          const date = filed.get(accession);
          expect(date, `${tool.name} as of ${day} cites ${accession}`).not.toBeUndefined();
          expect(date! <= day, `${tool.name} as of ${day} cites ${accession}, filed ${date}`).toBe(true);
          cited++;
        }
        for (const date of filedDates) expect(date <= day, `${tool.name} as of ${day} states a filing filed ${date}`).toBe(true);
      }
    }
    // Not vacuous: the answers cite filings (sources, derivation inputs, locations, period filings), counted once per answer.
    expect(cited).toBeGreaterThan(300);
  }, 180_000);

  it("as first reported, a value once answered never changes as the day moves on; only a restatement note is added", async () => {
    const days = [...new Set(sources.flatMap((s) => (s.filedDate && s.filedDate >= "2022-01-01" ? [s.filedDate] : [])))].sort();
    const inputs: Json[] = [
      { ticker: "NVDA", metric_name: "eps_diluted", end_year: 2026, end_quarter: 4, periods: 6, date_type: "FY" },
      { ticker: "AAPL", metric_name: "revenue", end_year: 2025, end_quarter: 3, periods: 12, cached_only: true },
    ];
    let kept = 0;
    for (const input of inputs) {
      const seen = new Map<string, string>();
      for (const day of days) {
        const answer = await outcome(full.deps, getMetricSeriesTool, { ...input, as_of: day });
        if (!("ok" in answer)) continue;
        for (const p of answer.ok.points as { fiscal_year: number; quarter: number; value: { value_exact: string } | null }[]) {
          if (!p.value) continue;
          const key = `${input.ticker} ${p.fiscal_year}Q${p.quarter}`;
          const first = seen.get(key);
          if (first === undefined) seen.set(key, p.value.value_exact);
          else {
            expect(p.value.value_exact, `${key} as of ${day}`).toBe(first);
            kept++;
          }
        }
      }
    }
    expect(kept).toBeGreaterThan(20);
  }, 120_000);
});
