import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCompanyFacts, type CompanyFactsEntry } from "../../src/edgar/index.js";
import { frameEndWindow, frameOrder, framePlacementOf, parseFrameLabel, type Period } from "../../src/model/index.js";
import { CORPUS_COMPANY_FACTS_CIKS, companyFactsPath } from "../support/companyfacts.js";
import { requireCorpus } from "../support/corpus.js";

const corpus = requireCorpus();

const periodOf = (e: Pick<CompanyFactsEntry, "start" | "end">): Period =>
  e.start === null ? { kind: "instant", instant: e.end } : { kind: "duration", start: e.start, end: e.end };
const placed = (start: string | null, end: string) => framePlacementOf(periodOf({ start, end }));

describe("calendar frames", () => {
  it("reads SEC's labels and refuses others", () => {
    expect(parseFrameLabel("CY2024")).toMatchObject({ kind: "year", start: "2024-01-01", end: "2024-12-31", quarter: null });
    expect(parseFrameLabel("cy2024q3")).toMatchObject({ label: "CY2024Q3", kind: "quarter", start: "2024-07-01", end: "2024-09-30" });
    expect(parseFrameLabel("CY2024Q4I")).toMatchObject({ kind: "instant", start: "2024-12-31", end: "2024-12-31" });
    for (const bad of ["2024", "CY24", "CY2024Q5", "CY2024I", "FY2024", "CY2024Q3X"]) expect(parseFrameLabel(bad)).toBeNull();
  });

  it("places a fiscal period by the calendar period its dates lie closest to, ties to the later one", () => {
    // Apple's fiscal 2016 (Sep 2015 - Sep 2016) is CY2016; its December quarter CY2016Q4.
    expect(placed("2015-09-27", "2016-09-24")?.frame.label).toBe("CY2016");
    expect(placed("2016-09-25", "2016-12-31")).toMatchObject({ frame: { label: "CY2016Q4" }, distance: 6 });
    // A balance on November 15 is 46 days from both quarter ends: the later quarter.
    expect(placed(null, "2013-11-15")?.frame.label).toBe("CY2013Q4I");
    expect(placed(null, "2013-08-16")?.frame.label).toBe("CY2013Q3I");
    // A month's amount is framed as an instant at its end; a 61-day duration as a quarter.
    expect(placed("2016-09-01", "2016-09-30")?.frame.label).toBe("CY2016Q3I");
    expect(placed("2022-03-01", "2022-04-30")?.frame.label).toBe("CY2022Q1");
    // Six and nine months have no frame.
    expect(placed("2024-01-01", "2024-06-30")).toBeNull();
    expect(placed("2024-01-01", "2024-09-30")).toBeNull();
    for (const label of ["CY2024", "CY2024Q3", "CY2024Q3I"]) {
      const frame = parseFrameLabel(label)!;
      const window = frameEndWindow(frame);
      expect(window.from < frame.end && frame.end < window.to).toBe(true);
    }
  });

  describe.skipIf(!corpus)("against SEC's own frames in the corpus's companyfacts", () => {
    it("places every value SEC framed in that frame, and picks SEC's value for each company's frame", () => {
      let framed = 0;
      let groups = 0;
      const misplaced: string[] = [];
      const otherPick: string[] = [];
      for (const cik of CORPUS_COMPANY_FACTS_CIKS) {
        const file = parseCompanyFacts(readFileSync(companyFactsPath(corpus as string, cik)));
        const bySeries = new Map<string, CompanyFactsEntry[]>();
        for (const e of file.entries) {
          const key = `${e.taxonomy}:${e.concept} ${e.unit}`;
          bySeries.set(key, [...(bySeries.get(key) ?? []), e]);
        }
        for (const [series, entries] of bySeries) {
          const inFrame = new Map<string, { entry: CompanyFactsEntry; distance: number; filed: string; accession: string }[]>();
          for (const entry of entries) {
            const p = framePlacementOf(periodOf(entry));
            if (entry.frame !== null) {
              framed++;
              if (p?.frame.label !== entry.frame)
                misplaced.push(`${cik} ${series} ${entry.start}..${entry.end}: SEC ${entry.frame}, ours ${p?.frame.label}`);
            }
            if (p)
              inFrame.set(p.frame.label, [
                ...(inFrame.get(p.frame.label) ?? []),
                { entry, distance: p.distance, filed: entry.filed, accession: entry.accession },
              ]);
          }
          for (const [label, candidates] of inFrame) {
            groups++;
            const chosen = [...candidates].sort(frameOrder("last_filed"))[0]!.entry;
            const sec = entries.find((e) => e.frame === label);
            if (sec !== chosen)
              otherPick.push(`${cik} ${series} ${label}: SEC ${sec?.accession} ${sec?.end}, ours ${chosen.accession} ${chosen.end}`);
          }
        }
      }
      expect(misplaced).toEqual([]);
      expect(otherPick).toEqual([]);
      // Every group of a company's values in one frame is one SEC framed: 38,823 of the six files.
      expect(framed).toBe(38_823);
      expect(groups).toBe(framed);
    });
  });
});
