import { describe, expect, it } from "vitest";
import type { Candidate } from "../../../src/domain/evidence/evidence-item.js";
import { cell, candidate as evidenceCandidate } from "./support/candidate.js";
import { rank } from "../../../src/domain/evidence/filing-evidence.js";
import { questionTerms, stem } from "../../../src/domain/evidence/question-terms.js";
import {
  answerPlace,
  answerSupport,
  countStated,
  figureNearSubject,
  namesRareNames,
} from "../../../src/domain/evidence/answer-presence.js";
import { figureWeight } from "../../../src/domain/evidence/answer-weights.js";

/*
 * How a passage is read for whether it states what was asked, by mechanisms that hold for any
 * company: a question's acronym spelled out, an expectation and a range in other words, goods
 * counted in units, a count's "-ship" noun and irregular participle, a heading's initials, an
 * ordinal that is no figure, and a cause clause that names what moved another's figure.
 */

const ACME = ["ACME", "ACME WIDGETS INC"];
const candidate = (text: string, start: number, score: number, subsection: string | null = null): Candidate =>
  evidenceCandidate(text, start, score, { ticker: "ACME", section: "item_7", subsection });
const place = (terms: ReturnType<typeof questionTerms>, ...items: Candidate[]) => answerPlace(rank(items, 12), terms, () => 1);
const row = (text: string, rowLabel: string, subsection: string, value: number): Candidate =>
  ({
    ...candidate(text, 0, 1, subsection),
    layer: "tables",
    cells: [cell("2024", String(value), value, rowLabel)],
  }) as Candidate;

describe("answer reading: words a question writes otherwise than the filing", () => {
  it("a question's acronym is covered by the name a passage spells out", () => {
    const t = questionTerms("What job did Jan Roe take at Acme once he handed over the CFO role in early 2023?", ACME);
    const spelled = candidate("Jan Roe left the post of Chief Financial Officer to lead Acme's Widget Ventures unit.", 0, 1);
    const other = candidate("Jan Roe left the post of head of finance to lead Acme's Widget Ventures unit.", 0, 1);
    expect(answerSupport(spelled, t, () => 1)).toBeGreaterThan(answerSupport(other, t, () => 1));
    expect(place(t, spelled)).toBe("first");
  });
  it("a time named loosely ('in early 2023', 'by mid-March') is the question's period, not a word to find", () => {
    expect(questionTerms("What job did Jan Roe take in early 2023?", ACME).periodStems.has(stem("early"))).toBe(true);
    expect(questionTerms("What did Acme launch by mid-March?", ACME).periodStems.has(stem("mid-march"))).toBe(true);
    expect(questionTerms("How did early adopters respond?", ACME).periodStems.has(stem("early"))).toBe(false);
  });
  it("a question forecasting in the progressive asks an expectation, which a range with 'we expect' states", () => {
    const t = questionTerms("What revenue range is Acme forecasting for fiscal 2026?", ACME);
    expect(t.forwardAsked).toBe(true);
    expect(questionTerms("What sales is Acme projecting for next year?", ACME).forwardAsked).toBe(true);
    expect(questionTerms("How many projects did Acme complete?", ACME).forwardAsked).toBe(false);
    const guided = candidate("For fiscal year 26, we expect revenue of $4.1 billion to $4.3 billion.", 0, 1);
    const risk = candidate("Our revenue forecasts may prove wrong.", 0, 1);
    expect(answerSupport(guided, t, () => 1)).toBe(1);
    expect(place(t, risk)).toBe("none");
    expect(place(t, guided)).toBe("first");
  });
  it("a pay award or bonus asked is a figure: a passage naming the person but no award does not state it", () => {
    const t = questionTerms("What sign-on award did Acme grant Jan Roe when she took over as CEO?", ACME);
    expect(t.figure).toBe(true);
    expect(t.measured).toContain(stem("award"));
    const bio = candidate("Jan Roe, 58, has served as President and Chief Executive Officer since May 1, 2024.", 0, 1);
    const award = candidate(
      "Upon her appointment, Jan Roe received a sign-on award of restricted stock units valued at $12 million.",
      500,
      1,
    );
    expect(place(t, bio)).toBe("none");
    expect(place(t, bio, award)).toBe("later");
  });
});

describe("answer reading: counts", () => {
  it("goods sold are counted in units: a row of the named thing's unit sales states the count", () => {
    const t = questionTerms("How many Zorbex laptops did Acme sell in the quarter?", ACME);
    expect(t.counted).toContain(stem("units"));
    expect(countStated("| Zorbex unit sales | 240 | 198 | 21% |", t)).toBe(true);
    expect(countStated("| Zorbex | 312 | 275 |", t)).toBe(false);
    expect(questionTerms("How many sales representatives does Acme employ?", ACME).counted).not.toContain(stem("units"));
  });
  it("a '-ship' noun counts its base, and an irregular participle qualifies as its verb's other forms", () => {
    const t = questionTerms("How many paying members did Acme have in Velmora at the end of 2024?", ACME);
    const paid = row("| Paid memberships, year end | 42,700 |", "Paid memberships, year end", "Members", 42700);
    const free = row("| Free trial memberships, year end | 3,100 |", "Free trial memberships, year end", "Members", 3100);
    expect(countStated(paid.text, t, paid.cells ?? [])).toBe(true);
    expect(countStated(free.text, t, free.cells ?? [])).toBe(false);
  });
  it("a heading's parenthesized initials and function words do not make a region's name too long to name the row's figure", () => {
    const t = questionTerms("How many paying members did Acme have in North, South and Central Ruritania at the end of 2024?", ACME);
    const r = row(
      "| Paid memberships, year end | 42,700 |",
      "Paid memberships, year end",
      "North, South, and Central Ruritania (NSCR)",
      42700,
    );
    expect(namesRareNames(r, t, () => 1)).toBe(true);
    expect(
      namesRareNames(
        row("| Paid memberships, year end | 42,700 |", "Paid memberships, year end", "Western Velmora (WV)", 42700),
        t,
        () => 1,
      ),
    ).toBe(false);
  });
});

describe("answer reading: whose figure a passage states", () => {
  it("an ordinal ('5th generation') is no figure: a passage with none states no amount", () => {
    const t = questionTerms("How much did Acme's Widget sales grow in the June quarter?", ACME);
    const prose = "Widget sales rose in the third quarter, led by the Widget 5th generation and the Widget 6th generation.";
    expect(figureNearSubject(prose, t, () => 1, true)).toBe(false);
    expect(figureNearSubject("Widget sales rose 31% in the third quarter.", t, () => 1, true)).toBe(true);
    expect(figureWeight(candidate(prose, 0, 1), t, () => 1)).toBeLessThan(
      figureWeight(candidate("Widget net sales were 9 million.", 0, 1), t, () => 1),
    );
  });
  it("a part named as the cause of a neighbour's change does not own that change's figure; a cause with its own figure states it", () => {
    const t = questionTerms("How much did Acme's Zorbex brand sell in fiscal 2025, and how did that compare with the prior year?", ACME);
    const neighbour = candidate(
      "North Region revenues fell 7% primarily due to weaker demand for the Zorbex Brand and for outerwear.",
      0,
      1,
    );
    const own = candidate("Zorbex Brand revenues fell 11% to $2.4 billion.", 0, 1);
    expect(namesRareNames(neighbour, t, () => 1)).toBe(false);
    expect(namesRareNames(own, t, () => 1)).toBe(true);
    // A decimal in the cause clause is the cause's figure: it does not fall back into the sentence it was cut from.
    const decimal = candidate(
      "North Region revenues fell $3.1 million primarily due to 2.5 percent weaker demand for the Zorbex Brand.",
      0,
      1,
    );
    expect(namesRareNames(decimal, t, () => 1)).toBe(false);
    const charge = questionTerms("How much did the line retooling charge cost Acme in the second quarter?", ACME);
    const expenses = candidate("Operating expenses rose 3% due to volume costs, a $12 million line retooling charge and inflation.", 0, 1);
    expect(figureNearSubject(expenses.text, charge, () => 1, true)).toBe(true);
  });
});

describe("answer reading: what kind of figure a question asks", () => {
  it("'how much' without a verb of change asks an amount, though a comparison follows; a percentage then states no amount", () => {
    const t = questionTerms("How much did Acme's Zorbex brand sell in fiscal 2025, and how did that compare with the prior year?", ACME);
    expect(t.amountAsked).toBe(true);
    expect(questionTerms("How much did Acme's Zorbex sales grow in the June quarter?", ACME).amountAsked).toBe(false);
    expect(figureNearSubject("Zorbex Brand sales fell 11% in constant currency.", t, () => 1)).toBe(false);
    expect(figureNearSubject("Zorbex Brand sales were $2,410 million.", t, () => 1)).toBe(true);
  });
  it("how a measure grew or changed is a figure; how an accounting policy for one changed is not", () => {
    expect(questionTerms("How did Acme's Velmora revenue grow in the second quarter?", ACME).figure).toBe(true);
    expect(questionTerms("How did Acme's operating margin change?", ACME).figure).toBe(true);
    expect(questionTerms("How did Acme's accounting for digital assets change in 2024?", ACME).figure).toBe(false);
  });
  it("what something cost is stated by what was paid or charged for it", () => {
    const t = questionTerms("What did it cost Acme when its planned acquisition of Zorbex was called off?", ACME);
    const fee = candidate("Acme ended the planned acquisition and paid Zorbex a break fee of $300 million.", 0, 1, "Zorbex");
    const price = candidate("Acme agreed to acquire Zorbex for about $4 billion.", 500, 1, "Zorbex");
    expect(answerSupport(fee, t, () => 1)).toBeGreaterThan(answerSupport(price, t, () => 1));
    expect(place(t, price)).toBe("none");
    expect(place(t, fee)).toBe("first");
  });
});
