import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusSources } from "../../src/ingest/corpus-source.js";
import { readFiling } from "../../src/ingest/read-filing.js";
import { periodKey, type Fact } from "../../src/model/index.js";
import { requireCorpus } from "../support/corpus.js";

/**
 * The oracle the parser did not produce: SEC's companyfacts JSON, built by the SEC from the
 * same filings. Every value it holds for an accession must equal the parsed fact with the same
 * concept, period and unit (companyfacts holds only facts without dimensions).
 */
interface CompanyFactsEntry {
  start?: string;
  end: string;
  val: number;
  accn: string;
}
type CompanyFacts = { facts: Record<string, Record<string, { units: Record<string, CompanyFactsEntry[]> }>> };

const corpus = requireCorpus();

/** The SEC's values for one accession, keyed by concept and period. */
function oracleFor(cik: number, accession: string): { key: string; unit: string; val: number }[] {
  const path = join(corpus as string, "companyfacts", `CIK${String(cik).padStart(10, "0")}.json`);
  const data = JSON.parse(readFileSync(path, "utf8")) as CompanyFacts;
  const out: { key: string; unit: string; val: number }[] = [];
  for (const [taxonomy, concepts] of Object.entries(data.facts)) {
    for (const [concept, { units }] of Object.entries(concepts)) {
      for (const [unit, entries] of Object.entries(units)) {
        for (const e of entries) {
          if (e.accn !== accession) continue;
          const period = e.start ? `${e.start}/${e.end}` : e.end;
          out.push({ key: `${taxonomy}:${concept}|${period}`, unit, val: e.val });
        }
      }
    }
  }
  return out;
}

function keyOf(f: Fact): string {
  return `${f.concept}|${periodKey(f.period)}`;
}

const FILINGS_WITH_ORACLE = [
  "0001193125-10-238044", // Apple 10-K 2010, XBRL instance (us-gaap 2009)
  "0001193125-13-300670", // Apple 10-Q 2013, instance only
  "0000320193-22-000108", // Apple 10-K 2022, extracted instance
  "0000320193-23-000106",
  "0000320193-23-000077",
  "0000320193-24-000081", // Apple 10-Q, inline
  "0000320193-24-000123", // Apple 10-K 2024, inline
  "0000320193-25-000057",
  "0000320193-25-000073",
  "0001045810-23-000017", // NVIDIA 10-K FY2023 (ends January)
  "0001045810-25-000023",
  "0001045810-25-000209", // NVIDIA 10-Q fiscal 2026 Q2
  "0001652044-25-000014", // Alphabet 10-K 2024
];

describe.skipIf(!corpus)("parsed facts equal SEC companyfacts", async () => {
  const sources = corpus ? await corpusSources(corpus) : [];
  for (const accession of FILINGS_WITH_ORACLE) {
    it(`${accession}: every companyfacts value matches`, async () => {
      const source = sources.find((s) => s.accession === accession);
      expect(source, `corpus has ${accession}`).toBeDefined();
      const record = await readFiling(source!);
      const oracle = oracleFor(record.meta.cik as number, accession);
      expect(oracle.length).toBeGreaterThan(100);
      const ours = new Map<string, Fact[]>();
      for (const f of record.facts) {
        if (!f.numeric || f.axisKey !== "") continue;
        const list = ours.get(keyOf(f)) ?? [];
        list.push(f);
        ours.set(keyOf(f), list);
      }
      const missing: string[] = [];
      const wrong: string[] = [];
      const otherUnit: string[] = [];
      for (const { key, unit, val } of oracle) {
        const found = ours.get(key);
        if (!found) {
          missing.push(key);
          continue;
        }
        const sameUnit = found.filter((f) => f.unit === unit);
        // The SEC files a few per-share prices under "USD" although the filing's unit is USD/shares.
        if (sameUnit.length === 0) otherUnit.push(`${key}: sec ${unit}, ours ${found[0]?.unit}`);
        const candidates = sameUnit.length ? sameUnit : found;
        if (!candidates.some((f) => f.number === val)) wrong.push(`${key}: sec ${val}, ours ${candidates.map((f) => f.value).join("/")}`);
      }
      expect(wrong, "values that differ from the SEC's").toEqual([]);
      expect(otherUnit.length / oracle.length, `unit differs: ${otherUnit.slice(0, 5).join(", ")}`).toBeLessThan(0.05);
      // companyfacts may hold a few values the SEC took from another document of the filing.
      expect(missing, "SEC values we did not find").toEqual([]);
    });
  }
});
