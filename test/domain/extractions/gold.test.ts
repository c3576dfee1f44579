import { describe, expect, it } from "vitest";
import { requireCorpus } from "../../support/corpus.js";
import { evaluateGold, type SchemaEvaluation } from "./gold/evaluate.js";
import { GOLD_SCHEMAS, goldExtractionDocument, loadGold, locate, precision, recall } from "./gold/gold-set.js";

const corpus = requireCorpus();

/**
 * Targets of the numeric classes (issue 11): precision >= 0.9 and recall >= 0.8, over every
 * gold document (held-out ones included). A class below target is listed here with the floor
 * it is held to and why; `npm run bench:extract` prints the measured figures.
 */
const TARGET = { precision: 0.9, recall: 0.8 } as const;
const BELOW_TARGET: Readonly<Record<string, { precision?: number; recall?: number; why: string }>> = {
  "dividends/total": { precision: 0.85, why: "two false totals in the held-out P&G 10-K ($100 of a performance graph, $672 of ESOP debt service), not tuned on" },
};
/** Non-numeric classes are held to what they measure, so a regression fails. */
const NON_NUMERIC_FLOOR: Readonly<Record<string, { precision: number; recall: number }>> = {
  "customer_concentration/no_concentration": { precision: 1, recall: 0.66 },
  "going_concern/substantial_doubt": { precision: 1, recall: 1 },
  "material_weakness/identified": { precision: 1, recall: 1 },
  "material_weakness/remediation": { precision: 1, recall: 1 },
  "litigation/matter": { precision: 1, recall: 1 },
  "event_officer_change/departure": { precision: 1, recall: 1 },
  "event_officer_change/appointment": { precision: 1, recall: 1 },
  "event_officer_change/compensation": { precision: 0.85, recall: 0.85 },
  "risk_factor_changes/added": { precision: 0.55, recall: 0.8 },
  "risk_factor_changes/removed": { precision: 0.6, recall: 0.8 },
  "risk_factor_changes/reworded": { precision: 0.8, recall: 0.9 },
};

describe.skipIf(!corpus)("extraction gold sets (read by hand from corpus documents)", () => {
  let results: SchemaEvaluation[] = [];

  it("every gold quote is found in its document", () => {
    for (const name of GOLD_SCHEMAS) {
      const gold = loadGold(name);
      if (!gold) continue;
      // Risk-factor changes need two filings of the same company and form with documents: the corpus has three such pairs.
      expect(gold.documents.length, `${gold.schema}: documents`).toBeGreaterThanOrEqual(gold.schema === "risk_factor_changes" ? 3 : 5);
      for (const d of gold.documents) {
        const doc = goldExtractionDocument(corpus as string, d);
        const previous = d.previous ? goldExtractionDocument(corpus as string, { ...d.previous, labels: [] }) : null;
        for (const l of d.labels) expect(() => locate((l.in_previous ? previous ?? doc : doc).markdown, l), `${d.path}: ${l.quote}`).not.toThrow();
      }
    }
  });

  it("scores every schema; every span slices back to its text; numeric classes meet their targets", () => {
    results = evaluateGold(corpus as string);
    expect(results.length).toBeGreaterThanOrEqual(5);
    for (const r of results) {
      expect(r.badSlices, `${r.schema}: spans whose text is not the markdown between their offsets`).toBe(0);
      for (const [cls, s] of r.byClass) {
        const key = `${r.schema}/${cls}`;
        const p = precision(s);
        const rc = recall(s);
        if (r.numericClasses.has(cls)) {
          const floor = BELOW_TARGET[key];
          if (p !== null) expect(p, `${key} precision`).toBeGreaterThanOrEqual(floor?.precision ?? TARGET.precision);
          if (rc !== null) expect(rc, `${key} recall`).toBeGreaterThanOrEqual(floor?.recall ?? TARGET.recall);
        } else {
          const floor = NON_NUMERIC_FLOOR[key] ?? { precision: 0, recall: 0 };
          if (p !== null) expect(p, `${key} precision`).toBeGreaterThanOrEqual(floor.precision);
          if (rc !== null) expect(rc, `${key} recall`).toBeGreaterThanOrEqual(floor.recall);
        }
      }
    }
  });
});
