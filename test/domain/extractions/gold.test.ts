import { describe, expect, it } from "vitest";
import { requireCorpus } from "../../support/corpus.js";
import { evaluateGold, type SchemaEvaluation } from "./gold/evaluate.js";
import { GOLD_SCHEMAS, goldExtractionDocument, loadGold, locate, precision, recall } from "./gold/gold-set.js";

const corpus = requireCorpus();

/**
 * Targets of the numeric classes (issue 11): precision >= 0.9 and recall >= 0.8, over every
 * gold document (held-out ones included); `npm run bench:extract` prints the measured figures.
 */
const TARGET = { precision: 0.9, recall: 0.8 } as const;
/**
 * Every class is also held to what it measured (rounded down, never above), so a regression
 * fails; a numeric class to the higher of this and the target. Measured on 22 Nov 2026 with the
 * rules extractor version 2, held-out documents included (their false spans are why some
 * precisions are below 1). Lower a floor only with a reason (a new held-out document, a label
 * found wrong by its gold set's own policy) and say so.
 */
const MEASURED: Readonly<Record<string, { precision: number; recall: number }>> = {
  "share_repurchases/authorization": { precision: 1, recall: 1 },
  "share_repurchases/remaining_authorization": { precision: 0.96, recall: 1 },
  "share_repurchases/repurchased_amount": { precision: 1, recall: 1 },
  // Lowered on 26 Nov 2026 for new held-out documents (IBM 2025 Q2 10-Q: a dash as the issuer-purchases total, its debt maturities; and the litigation matters and potential amount below), scored once and not tuned on.
  "share_repurchases/repurchased_shares": { precision: 0.96, recall: 0.96 },
  "dividends/per_share": { precision: 1, recall: 1 },
  "dividends/total": { precision: 1, recall: 1 },
  "debt/issued": { precision: 0.93, recall: 0.97 },
  "debt/repaid": { precision: 0.96, recall: 0.93 },
  "customer_concentration/revenue_share": { precision: 1, recall: 1 },
  "customer_concentration/receivables_share": { precision: 1, recall: 1 },
  "customer_concentration/no_concentration": { precision: 1, recall: 1 },
  // Misses: numbers a call gives without a cue in their own sentence ("You can think about the tariff impact in three buckets, about $200 million ..."), EPS transcribed without its dollar sign ("683 to 709 per share").
  "guidance/metric_guidance": { precision: 0.98, recall: 0.88 },
  "going_concern/substantial_doubt": { precision: 1, recall: 1 },
  "material_weakness/identified": { precision: 1, recall: 1 },
  "material_weakness/remediation": { precision: 1, recall: 1 },
  "litigation/matter": { precision: 1, recall: 0.94 },
  "litigation/accrual": { precision: 1, recall: 1 },
  "litigation/loss_range": { precision: 1, recall: 0.85 },
  "litigation/penalty_or_damages": { precision: 1, recall: 1 },
  "event_officer_change/departure": { precision: 1, recall: 1 },
  "event_officer_change/appointment": { precision: 1, recall: 1 },
  "event_officer_change/compensation": { precision: 0.87, recall: 0.87 },
  "risk_factor_changes/added": { precision: 0.57, recall: 0.8 },
  "risk_factor_changes/removed": { precision: 0.62, recall: 0.83 },
  "risk_factor_changes/reworded": { precision: 0.83, recall: 0.9 },
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
        for (const l of d.labels)
          expect(() => locate((l.in_previous ? (previous ?? doc) : doc).markdown, l), `${d.path}: ${l.quote}`).not.toThrow();
      }
    }
  });

  it("every numeric schema keeps at least one held-out document (read and labelled before the rules ever ran on it)", () => {
    for (const name of ["share-repurchases", "dividends", "debt", "customer-concentration", "guidance"]) {
      const gold = loadGold(name);
      expect(gold?.documents.filter((d) => d.heldout).length ?? 0, `${name}: held-out documents`).toBeGreaterThanOrEqual(1);
    }
  });

  // Risk-factor changes keep none: the corpus has no further pair of same-company, same-form filings with documents.
  it("these schemas keep at least two held-out documents, read and labelled before their rules ran on them", () => {
    for (const name of [
      "dividends",
      "guidance",
      "going-concern",
      "material-weakness",
      "restatement",
      "litigation",
      "event-agreement",
      "event-acquisition",
      "officer-change",
      "customer-concentration",
      "debt",
      "share-repurchases",
    ]) {
      const gold = loadGold(name);
      expect(gold?.documents.filter((d) => d.heldout).length ?? 0, `${name}: held-out documents`).toBeGreaterThanOrEqual(2);
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
        const measured = MEASURED[key] ?? { precision: 0, recall: 0 };
        const numeric = r.numericClasses.has(cls);
        if (p !== null)
          expect(p, `${key} precision`).toBeGreaterThanOrEqual(
            numeric ? Math.max(TARGET.precision, measured.precision) : measured.precision,
          );
        if (rc !== null)
          expect(rc, `${key} recall`).toBeGreaterThanOrEqual(numeric ? Math.max(TARGET.recall, measured.recall) : measured.recall);
      }
    }
  });
});
