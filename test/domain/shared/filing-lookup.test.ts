import { describe, expect, it } from "vitest";
import { storedPeriodFilings } from "../../../src/domain/shared/filing-lookup.js";
import type { FilingMeta } from "../../../src/model/index.js";

/** An invented company's filing: Velmora's fiscal year ends on the last Saturday of September. */
const filing = (
  accession: string,
  form: string,
  periodEnd: string,
  fiscalYear: number | null,
  fiscalPeriod: string | null,
): FilingMeta => ({
  accession,
  accessionIsSynthetic: false,
  cik: 1,
  ticker: "VLM",
  company: "Velmora Corp",
  form,
  filedDate: periodEnd,
  periodEnd,
  fiscalYear,
  fiscalPeriod,
  fiscalYearEnd: null,
  primaryDocument: null,
  url: null,
  isInlineXbrl: null,
});

const lookup = (filings: FilingMeta[], year: number, quarter: number) =>
  storedPeriodFilings({ store: { listFilings: async () => filings } }, "VLM", year, quarter).then((found) => found.map((f) => f.accession));

describe("the filings of a fiscal period", () => {
  const dated = [filing("k-2010", "10-K", "2010-09-25", 2010, "FY"), filing("q2-2010", "10-Q", "2010-03-27", 2010, "Q2")];
  const undatedQ2 = filing("q2-2000", "10-Q", "2000-04-01", null, null);
  const undatedQ3 = filing("q3-2000", "10-Q", "2000-07-01", null, null);

  it("places a 10-Q without dei fiscal focus by its period end on the company's fiscal calendar", async () => {
    const all = [...dated, undatedQ2, undatedQ3];
    expect(await lookup(all, 2000, 2)).toEqual(["q2-2000"]);
    expect(await lookup(all, 2000, 3)).toEqual(["q3-2000"]);
    expect(await lookup(all, 2000, 1)).toEqual([]);
    expect(await lookup(all, 2010, 2)).toEqual(["q2-2010"]);
  });

  it("does not place it when no stored filing anchors the calendar", async () => {
    expect(await lookup([undatedQ2], 2000, 2)).toEqual([]);
  });

  it("reads a pre-2009 annual report as the fiscal year its period ends in", async () => {
    expect(await lookup([...dated, filing("k-2000", "10-K", "2000-09-30", null, null)], 2000, 4)).toEqual(["k-2000"]);
  });
});

describe("the fiscal year of an annual report that states none", () => {
  // Quindex's fiscal year ends on the Saturday nearest January 31 and is named by the year it starts in.
  const quindex = (accession: string, form: string, periodEnd: string, fiscalYear: number | null, fiscalPeriod: string | null) => ({
    ...filing(accession, form, periodEnd, fiscalYear, fiscalPeriod),
    ticker: "QDX",
  });
  const stated = quindex("k-2010", "10-K", "2011-01-29", 2010, "FY");
  const oldAnnual = quindex("k-2004", "10-K", "2005-01-29", null, null);
  const oldQ3 = quindex("q3-2004", "10-Q", "2004-10-30", null, null);

  it("is named as the company names the years its other reports state, and places its quarters", async () => {
    const all = [stated, oldAnnual, oldQ3];
    expect(await lookup(all, 2004, 4)).toEqual(["k-2004"]);
    expect(await lookup(all, 2005, 4)).toEqual([]);
    expect(await lookup(all, 2004, 3)).toEqual(["q3-2004"]);
  });

  it("is the calendar year it ends in when no report states a year", async () => {
    expect(await lookup([oldAnnual], 2005, 4)).toEqual(["k-2004"]);
  });
});
