import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ingestTranscript } from "../../../src/domain/documents/transcripts.js";
import { requireCorpus } from "../../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../../support/extraction-app.js";
import { GOLD_PARTS, goldTickers, goldTranscripts, loadKpiGold, scoreKpiGold, type GoldPart } from "./gold/kpi-gold.js";

const corpus = requireCorpus();

/**
 * Floors under the measured figures, per part of the hand-read gold (docs/performance.md, Operational KPIs):
 * `tuned` by value (the readers were tuned on it), and every part strictly (value, scale,
 * period and segment). The fresh part was read before the readers ran on it; its first score
 * (0.67 / 0.28 strict) was taken before the changes its misses led to, so its floor here guards
 * what was since reached, not a hold-out figure; the last part is the hold-out.
 */
const FLOORS: Readonly<
  Record<GoldPart, { readonly byValue: readonly [number, number]; readonly strict: readonly [number, number]; readonly maxFalse?: number }>
> = {
  tuned: { byValue: [0.95, 0.95], strict: [0.95, 0.95] },
  "held-out": { byValue: [0.95, 0.95], strict: [0.95, 0.95] },
  // 1.00 / 1.00 strict after issue 22's general changes (a place named before "employees in the region", "provides access ... for N people", "through its <Name> products").
  fresh: { byValue: [0.95, 0.95], strict: [0.95, 0.95] },
  // Read after every change and scored once (1.00 / 0.60 both ways); then worked on (workforce wordings, issue 22): 1.00 / 1.00, no longer a hold-out.
  last: { byValue: [0.95, 0.95], strict: [0.95, 0.95] },
  // Filings in no other part, read before the readers ran on them; first score 0.92 / 0.86 by value, 0.85 / 0.79 strict;
  // 1.00 / 0.93 after the general fixes its misses pointed to (RPO wording, intangible tables, a footage's purpose).
  // Then 1.00 / 1.00 once a sentence cut by a page header is read whole.
  unseen: { byValue: [0.95, 0.95], strict: [0.95, 0.95] },
  // Call rows (source=transcript); first score 0.33 / 0.11 both ways, 0.89 / 0.89 after the general changes its misses led to
  // (call wording of comparable sales, a fourth-quarter call's year and quarter, monthly figures): no longer a hold-out figure.
  // Then 1.00 / 1.00 strict once a comparable figure's kind opening its clause is its segment ("Big ticket comp transactions").
  calls: { byValue: [0.95, 0.95], strict: [0.95, 0.95] },
  // Calls no rule was written from: first score no rows at all (no false reading on five calls, none of the 4 values found);
  // 1.00 / 0.50 after the general changes its misses led to ('we serve roughly N people', 'N in <kind> payments volume'), so no longer a hold-out figure.
  // Then 1.00 / 1.00 once transactions under a product's name are read ("N billion <Product> transactions", issue 22).
  "calls-fresh": { byValue: [0.95, 0.95], strict: [0.95, 0.95], maxFalse: 0 },
  // Read after every change; first score 0.43 / 1.00 by value, 0.29 / 0.67 strict (lower bounds read as levels, a customer's employees,
  // cash read as RPO); 0.75 / 1.00 and 0.50 / 0.67 after the general changes those led to, so no longer a hold-out figure.
  // Then 1.00 / 1.00 (a backlog's unit named in lower case; a level at the fourth quarter's end matches Q and FY, kpi-gold.ts).
  "calls-last": { byValue: [0.95, 0.95], strict: [0.95, 0.95] },
  // Calls in no other part, read before the readers ran on them: first score 0.857 / 0.750 by value, 0.429 / 0.375 strict
  // (backlog without its segment, a lower bound read as headcount, a program named before "we delivered").
  // 1.00 / 0.875 both ways after the general changes they led to (lower bounds, a unit's backlog, "recovery plans" no plan), so no longer a hold-out;
  // then 1.00 / 1.00 once a second count of one verb written in words is read ("and two satellites").
  final: { byValue: [0.95, 0.95], strict: [0.95, 0.95] },
  // 10-K/10-Q documents in no other part, read before the readers ran on them, never tuned on: first score 0.941 / 0.941 both ways
  // (a lower bound, "over 260 million paid memberships", read as a level; RPO stated as "commitments not yet recognized" missed).
  // The floor guards against regression; the hold-out figure is the score itself, taken at first and at the end only:
  // at the end of issue 22's second round 0.941 / 0.941 both ways again (the same two misses).
  filings2: { byValue: [0.85, 0.85], strict: [0.85, 0.85] },
};

describe.skipIf(!corpus)("operational KPI gold set (read by hand)", () => {
  let stored: ExtractionApp;
  beforeAll(async () => {
    stored = await extractionApp(corpus as string, [...new Set(GOLD_PARTS.flatMap((p) => goldTickers(loadKpiGold(p))))]);
    for (const t of GOLD_PARTS.flatMap((p) => goldTranscripts(loadKpiGold(p)))) {
      await ingestTranscript(stored.deps, {
        ...t,
        callDate: null,
        source: `corpus ${t.path}`,
        text: readFileSync(path.join(corpus as string, t.path), "utf8"),
      });
    }
  }, 600_000);
  afterAll(() => stored?.close());

  it("has values across at least 20 companies, each with where it was read; held-out values carry scale and period", () => {
    const all = GOLD_PARTS.flatMap((p) => loadKpiGold(p).values);
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all.map((v) => v.ticker)).size).toBeGreaterThanOrEqual(20);
    for (const v of all) expect(v.quote.length, `${v.ticker} ${v.kpi_name}`).toBeGreaterThan(10);
    for (const v of GOLD_PARTS.filter((p) => p !== "tuned").flatMap((p) => loadKpiGold(p).values)) {
      expect(v.scale, `${v.ticker} ${v.kpi_name}`).toBeGreaterThan(0);
      expect(["Q", "YTD", "FY"]).toContain(v.period);
    }
  });

  for (const part of GOLD_PARTS) {
    it(`${part}: driver rows reach the floors by value and strictly (value, period, segment)`, async () => {
      const gold = loadKpiGold(part);
      const floors = FLOORS[part];
      for (const strict of [false, true]) {
        const score = await scoreKpiGold(stored.deps, gold, strict);
        console.log(
          `KPI gold ${part}${strict ? " strict" : ""}: precision ${score.precision.toFixed(3)} recall ${score.recall.toFixed(3)} (tp ${score.tp}, fp ${score.fp}, fn ${score.fn})`,
        );
        for (const m of score.missed) console.log(`  missed ${m.ticker} ${m.topic} ${m.kpi_name} ${m.value} ${m.segment ?? ""}`);
        for (const e of score.extra)
          console.log(`  extra ${e.filing} ${e.row.topic} ${e.row.kpi_name} ${e.row.value} ${e.row.segment ?? ""}`);
        if (floors.maxFalse !== undefined) expect(score.fp, `${part} false rows`).toBeLessThanOrEqual(floors.maxFalse);
        const [p, r] = strict ? floors.strict : floors.byValue;
        expect(score.precision, `${part} precision`).toBeGreaterThanOrEqual(p);
        expect(score.recall, `${part} recall`).toBeGreaterThanOrEqual(r);
      }
    }, 120_000);
  }
});
