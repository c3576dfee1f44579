import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CompanyFactsRecords } from "../../src/ingest/index.js";
import { openCompanyFactsStore, type CompanyFactsStore } from "../../src/store/index.js";
import { corpusCompanyFactsRecords } from "../support/companyfacts.js";
import { requireCorpus } from "../support/corpus.js";
import { POSTGRES_TEST_URL, storeDialects } from "./store-targets.js";

const corpus = requireCorpus();
const available = new Set((await storeDialects()).filter((d) => d.create !== null).map((d) => d.name));

interface Target {
  open(): Promise<CompanyFactsStore>;
  dispose(): Promise<void>;
}

const targets: Record<string, () => Promise<Target>> = {
  sqlite: async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "fds-companyfacts-"));
    return { open: () => openCompanyFactsStore({ dataDir }), dispose: () => rm(dataDir, { recursive: true, force: true }) };
  },
  postgres: async () => {
    const schema = `fds_test_${randomBytes(6).toString("hex")}`;
    return {
      open: () => openCompanyFactsStore({ databaseUrl: POSTGRES_TEST_URL, schema }),
      dispose: async () => {
        const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`).finally(() => client.end());
      },
    };
  },
};

// Snowflake and Marvell: both report in us-gaap, with fiscal years ending in January.
const SNOW = 1640147;
const MRVL = 1835632;

const save = (store: CompanyFactsStore, r: CompanyFactsRecords) => store.saveCompany(r.company, r.filings, r.facts);

for (const [name, create] of Object.entries(targets)) {
  describe.skipIf(!available.has(name) || !corpus)(`company facts store on ${name}`, () => {
    let target: Target;
    let store: CompanyFactsStore;
    let snow: CompanyFactsRecords;
    let mrvl: CompanyFactsRecords;
    beforeEach(async () => {
      target = await create();
      store = await target.open();
      snow = corpusCompanyFactsRecords(corpus as string, SNOW);
      mrvl = corpusCompanyFactsRecords(corpus as string, MRVL);
    });
    afterEach(async () => {
      await store.close();
      await target.dispose();
    });

    it("keeps every value of a company's file and reads a concept's series back, with its filing", async () => {
      expect(await save(store, snow)).toEqual({ facts: snow.facts.length, filings: snow.filings.length, replaced: false });
      expect(await store.stats()).toEqual({ companies: 1, facts: snow.facts.length });
      const all = await store.facts(SNOW);
      expect(all.length).toBe(snow.facts.length);
      const concept = ["us-gaap", "RevenueFromContractWithCustomerExcludingAssessedTax"] as const;
      const series = await store.facts(SNOW, { concepts: [concept] });
      const expected = snow.facts.filter((f) => f.taxonomy === concept[0] && f.concept === concept[1]);
      expect(series.length).toBe(expected.length);
      const key = (f: {
        accession: string;
        start: string | null;
        end: string;
        value: number;
        frame: string | null;
        firstFrame: string | null;
      }) => `${f.accession} ${f.start} ${f.end} ${f.value} ${f.frame} ${f.firstFrame}`;
      expect(series.map(key).sort()).toEqual(expected.map(key).sort());
      const filings = new Map(snow.filings.map((f) => [f.accession, f]));
      for (const f of series) {
        expect(f.cik).toBe(SNOW);
        expect([f.form, f.filed, f.fiscalYear, f.fiscalPeriod]).toEqual([
          filings.get(f.accession)?.form,
          filings.get(f.accession)?.filed,
          filings.get(f.accession)?.fiscalYear,
          filings.get(f.accession)?.fiscalPeriod,
        ]);
      }
      const one = series[0]!.accession;
      expect((await store.facts(SNOW, { concepts: [concept], accessions: [one] })).every((f) => f.accession === one)).toBe(true);
    });

    it("round-trips filings with their fact ends, and the company by CIK and ticker", async () => {
      await store.saveCompany({ ...snow.company, ticker: "snow", fiscalYearEnd: "--01-31" }, snow.filings, snow.facts);
      const filings = await store.filings(SNOW);
      const sorted = [...snow.filings].sort((a, b) => a.filed.localeCompare(b.filed) || a.accession.localeCompare(b.accession));
      expect(filings).toEqual(sorted);
      const company = await store.companyOfTicker("SNOW");
      expect(company).toMatchObject({
        cik: SNOW,
        entityName: "SNOWFLAKE INC.",
        ticker: "SNOW",
        fiscalYearEnd: "--01-31",
        facts: snow.facts.length,
      });
      expect(await store.company(SNOW)).toEqual(company);
      expect(await store.company(MRVL)).toBeNull();
    });

    it("replaces a company's values when its file is loaded again, leaving other companies alone", async () => {
      await save(store, snow);
      await save(store, mrvl);
      const half = snow.facts.slice(0, 1000);
      const cited = new Set(half.map((f) => f.accession));
      expect(
        await store.saveCompany(
          snow.company,
          snow.filings.filter((f) => cited.has(f.accession)),
          half,
        ),
      ).toMatchObject({ facts: 1000, replaced: true });
      expect((await store.facts(SNOW)).length).toBe(1000);
      expect((await store.filings(SNOW)).length).toBe(cited.size);
      expect((await store.facts(MRVL)).length).toBe(mrvl.facts.length);
      expect(await store.stats()).toEqual({ companies: 2, facts: 1000 + mrvl.facts.length });
    });

    it("reads one frame across companies in CIK order, one value each, after a cursor", async () => {
      await save(store, mrvl);
      await save(store, snow);
      const query = {
        taxonomy: "us-gaap",
        concept: "RevenueFromContractWithCustomerExcludingAssessedTax",
        unit: "USD",
        frame: "CY2024Q3",
        pick: "last_filed",
        afterCik: null,
        limit: 10,
      } as const;
      const rows = await store.frame(query);
      expect(rows.map((r) => r.cik)).toEqual([SNOW, MRVL]);
      for (const [records, row] of [
        [snow, rows[0]],
        [mrvl, rows[1]],
      ] as const) {
        const sec = records.facts.filter((f) => f.concept === query.concept && f.unit === "USD" && f.frame === "CY2024Q3");
        expect(sec.length).toBe(1);
        expect(row).toMatchObject({ value: sec[0]!.value, accession: sec[0]!.accession, end: sec[0]!.end, frame: "CY2024Q3" });
        expect(row?.entityName).toBe(records.company.entityName);
      }
      expect((await store.frame({ ...query, limit: 1 })).map((r) => r.cik)).toEqual([SNOW]);
      expect((await store.frame({ ...query, afterCik: SNOW })).map((r) => r.cik)).toEqual([MRVL]);
      const first = await store.frame({ ...query, pick: "first_filed" });
      expect(first.map((r) => [r.cik, r.firstFrame])).toEqual([
        [SNOW, "CY2024Q3"],
        [MRVL, "CY2024Q3"],
      ]);
      expect(await store.frame({ ...query, unit: "EUR" })).toEqual([]);
    });

    it("saves several companies in one transaction, all or none", async () => {
      expect(await store.saveCompanies([snow, mrvl])).toEqual([
        { facts: snow.facts.length, filings: snow.filings.length, replaced: false },
        { facts: mrvl.facts.length, filings: mrvl.filings.length, replaced: false },
      ]);
      const orphan = { ...mrvl.facts[0]!, accession: "0000000000-00-000000" };
      await expect(
        store.saveCompanies([
          { ...snow, facts: snow.facts.slice(0, 10) },
          { ...mrvl, facts: [...mrvl.facts, orphan] },
        ]),
      ).rejects.toThrow(/not among its filings/);
      expect(await store.stats()).toEqual({ companies: 2, facts: snow.facts.length + mrvl.facts.length });
    });

    it("leaves the previous state and a usable store when a save fails", async () => {
      await save(store, snow);
      const orphan = { ...mrvl.facts[0]!, accession: "0000000000-00-000000" };
      await expect(store.saveCompany(mrvl.company, mrvl.filings, [...mrvl.facts, orphan])).rejects.toThrow(/not among its filings/);
      expect(await store.company(MRVL)).toBeNull();
      await save(store, mrvl);
      expect((await store.facts(MRVL)).length).toBe(mrvl.facts.length);
      expect(await store.stats()).toEqual({ companies: 2, facts: snow.facts.length + mrvl.facts.length });
    });
  });
}
