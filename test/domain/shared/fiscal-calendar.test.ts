import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FiscalCalendar } from "../../../src/domain/shared/fiscal-calendar.js";
import { daysBetween, PERIOD_END_TOLERANCE_DAYS } from "../../../src/domain/shared/fiscal-period.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { requireCorpus } from "../../support/corpus.js";
import { corpusStore, secValue } from "../../support/corpus-store.js";

const corpus = requireCorpus();

describe.skipIf(!corpus)("fiscal calendars derived from stored filings", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await corpusStore(corpus as string, ["AAPL", "NVDA"]));
  }, 120_000);
  afterAll(() => close?.());

  const calendar = async (ticker: string) => new FiscalCalendar(await deps.store.listFilings({ ticker }));

  it("a period with a filing of its own ends where that filing says", async () => {
    expect((await calendar("AAPL")).quarterEnd(2024, 4)).toEqual({ end: "2024-09-28", exact: true });
    expect((await calendar("NVDA")).quarterEnd(2026, 2)).toEqual({ end: "2025-07-27", exact: true });
  });

  it("a period without one is placed near its true end (52/53-week years drift a few days), which the SEC's data confirms", async () => {
    // True ends, as later filings' comparative columns report them (checked against companyfacts).
    const cases = [
      {
        ticker: "AAPL",
        cik: 320193,
        year: 2022,
        quarter: 3,
        period: { start: "2021-09-26", end: "2022-06-25" },
        acc: "0000320193-23-000077",
        concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
      },
      {
        ticker: "AAPL",
        cik: 320193,
        year: 2021,
        quarter: 4,
        period: { start: "2020-09-27", end: "2021-09-25" },
        acc: "0000320193-22-000108",
        concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
      },
      {
        ticker: "AAPL",
        cik: 320193,
        year: 2024,
        quarter: 2,
        period: { start: "2023-12-31", end: "2024-03-30" },
        acc: "0000320193-25-000057",
        concept: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
      },
      {
        ticker: "NVDA",
        cik: 1045810,
        year: 2024,
        quarter: 4,
        period: { start: "2023-01-30", end: "2024-01-28" },
        acc: "0001045810-25-000023",
        concept: "us-gaap:Revenues",
      },
      {
        ticker: "NVDA",
        cik: 1045810,
        year: 2025,
        quarter: 2,
        period: { start: "2024-04-29", end: "2024-07-28" },
        acc: "0001045810-25-000209",
        concept: "us-gaap:Revenues",
      },
    ];
    for (const c of cases) {
      expect(secValue(corpus!, c.cik, c.concept, c.period, c.acc), `${c.ticker} ${c.year}Q${c.quarter}`).toBeGreaterThan(0);
      const estimate = (await calendar(c.ticker)).quarterEnd(c.year, c.quarter);
      expect(estimate?.exact, `${c.ticker} ${c.year}Q${c.quarter}`).toBe(false);
      expect(
        Math.abs(daysBetween(estimate!.end, c.period.end)),
        `${c.ticker} ${c.year}Q${c.quarter}: ${estimate?.end}`,
      ).toBeLessThanOrEqual(PERIOD_END_TOLERANCE_DAYS);
    }
  });

  it("no stored filing, no calendar", () => {
    expect(new FiscalCalendar([]).quarterEnd(2024, 4)).toBeNull();
  });
});
