import { describe, expect, it } from "vitest";
import { rank } from "../../../src/domain/evidence/filing-evidence.js";
import { candidate, cell } from "./support/candidate.js";
import { questionTerms, stem, withPeriodYear, wordsOf } from "../../../src/domain/evidence/question-terms.js";
import { matchIntent } from "../../../src/domain/evidence/intents.js";
import { numberWeight, passageScore, phraseWeight, withWordedShares } from "../../../src/domain/evidence/passage-score.js";
import { passageWindow } from "../../../src/domain/evidence/passage-window.js";
import { answerPlace, countStated, figureNearSubject, answerSupport } from "../../../src/domain/evidence/answer-presence.js";
import {
  authorizationWeight,
  definitionWeight,
  causeWeight,
  expectationWeight,
  levelWeight,
  rateWeight,
  figureWeight,
  headingWeight,
  limitWeight,
  measureWeight,
  nameWeight,
  partWeight,
  qualifierWeight,
  sequenceWeight,
  spanWeight,
  yearWeight,
  flowWeight,
  exclusionWeight,
} from "../../../src/domain/evidence/answer-weights.js";
import { transcriptLayer } from "../../../src/domain/evidence/transcript-layer.js";
import type { TranscriptRecord } from "../../../src/store/index.js";

describe("evidence ranking: one copy of a repeated text", () => {
  const note = "(1) Average price paid per share includes broker commissions and excludes the excise tax on net repurchases.";
  it("keeps one copy of a footnote printed under several tables, and of a passage repeated with a different last clause", () => {
    const items = rank(
      [
        candidate(note, 100, 9),
        candidate(note, 5000, 8),
        candidate(`${note.slice(0, -1)}, as described in Note 12.`, 9000, 7),
        candidate("We repurchased 20 million shares for $3.5 billion during the quarter under the program.", 12000, 6),
      ],
      12,
    );
    expect(items.map((i) => i.start)).toEqual([100, 12000]);
    expect(items.map((i) => i.rank)).toEqual([1, 2]);
  });
  it("keeps two statements of one template about different subjects", () => {
    const services = "Services net sales increased during 2024 compared to 2023 due primarily to higher net sales from advertising.";
    const region = "Americas net sales increased during 2024 compared to 2023 due primarily to higher net sales of Services.";
    expect(rank([candidate(region, 0, 2), candidate(services, 900, 1)], 12)).toHaveLength(2);
  });
  it("keeps a near copy that states a number the first lacks", () => {
    const a = "During fiscal 2024, we repurchased shares of our class A common stock in the open market for $17.0 billion.";
    const b = "During fiscal 2024, we repurchased 64 million shares of our class A common stock in the open market for $17.0 billion.";
    expect(rank([candidate(a, 0, 2), candidate(b, 900, 1)], 12)).toHaveLength(2);
  });
});

describe("evidence: a count is stated by a number beside the counted noun", () => {
  const terms = questionTerms("How many Prime members did the company have at the end of 2024?");
  it("reads the counted noun of a how-many question", () => {
    expect(terms.counted).toContain("member");
    expect(questionTerms("How many people did the company employ?").counted).toEqual(expect.arrayContaining(["employe", "associ"]));
  });
  it("takes a number before or just after the noun, not a price, a share or a year", () => {
    expect(countStated("we had over 200 million Prime members worldwide", terms)).toBe(true);
    expect(countStated("Prime members (average) | 29,711 | 30,556", terms)).toBe(true);
    expect(countStated("For just $14.99 a month, Prime members get fast delivery", terms)).toBe(false);
    expect(countStated("membership grew 12% and members in 2024 watched more", terms)).toBe(false);
  });
  it("counts what the question qualifies: units of something else are not the asked units", () => {
    const units = questionTerms("How many iPhone units did the company sell in fiscal 2024?");
    expect(units.countedQualifiers).toEqual(["iphon"]);
    expect(countStated("Approximately 24 million restricted stock units were excluded from the computation", units)).toBe(false);
    expect(countStated("the company sold 60 million iPhone units", units)).toBe(true);
  });
  it("reads a count in words only right before its noun, and a note's mark is no number", () => {
    const hours = questionTerms("How many hours a day does the average member watch?");
    expect(hours.counted).toContain("hour");
    expect(countStated("our average member is watching for about two hours a day", hours)).toBe(true);
    expect(countStated("two of our plans offer more hours of content", hours)).toBe(false);
    expect(countStated("(1) Hours streamed are measured per household", hours)).toBe(false);
    const people = questionTerms("How many individuals were affected by the attack?");
    expect(countStated("the estimated total number of individuals impacted by the attack is approximately 190 million", people)).toBe(true);
    expect(countStated("individuals impacted by the attack filed 12 lawsuits in 2024 and more since", people)).toBe(false);
    const buyback = questionTerms("How much Class A stock did the company repurchase in fiscal 2024?");
    expect(
      figureNearSubject(
        "The table below presents our purchases of class A common stock during the three months ended September 30, 2024:",
        buyback,
        () => 1,
      ),
    ).toBe(false);
    expect(
      figureNearSubject(
        "During fiscal 2024, we repurchased 64 million shares of our class A common stock for $17.0 billion.",
        buyback,
        () => 1,
      ),
    ).toBe(true);
    const subs = questionTerms("How many paid subscriptions does the company have?");
    expect(figureNearSubject("We have well over a billion paid subscriptions across our services.", subs, () => 1)).toBe(true);
    expect(figureNearSubject("Subscriptions are paid monthly; two plans are offered.", subs, () => 1)).toBe(false);
  });
});

describe("evidence: what a count is not", () => {
  const employees = questionTerms("How many employees did the company have as of March 31, 2025?");
  it("a noun modifying another is not the counted one: employee stock plans and employee costs are no headcount", () => {
    expect(countStated("| Employee stock plans | 19,662 | | 929 | 1,104 | 2,033 |", employees)).toBe(false);
    expect(countStated("| Dilutive effect of employee stock plans | 90 | 95 |", employees)).toBe(false);
    expect(countStated("| Transitional and other employee related costs | $2 | -66% |", employees)).toBe(false);
    expect(countStated("As of March 31, 2025, we had approximately 8,700 full-time employees.", employees)).toBe(true);
    expect(countStated("Employee headcount was 8,700 at the end of the quarter.", employees)).toBe(true);
    // A verb heads its phrase, and a singular noun before a preposition is still the counted one.
    expect(
      countStated(
        "we employed approximately 1,556,000 full-time and part-time employees",
        questionTerms("How many people did the company employ?"),
      ),
    ).toBe(true);
    expect(
      countStated(
        "the segment served 7.8 million people through its plans as of December 31, 2024",
        questionTerms("How many people did the segment serve?"),
      ),
    ).toBe(true);
  });
  it("a rate per unit of time and a model's number are not the period's count", () => {
    const trucks = questionTerms("How many trucks did the company deliver in the second quarter?");
    expect(countStated("We currently produce more than 1,400 trucks of battery cells per week and will ramp output", trucks)).toBe(false);
    expect(countStated("we are still ramping the truck and Model 3 and are impacted by tariffs", trucks)).toBe(false);
    expect(countStated("we delivered 1,400 trucks in the quarter", trucks)).toBe(true);
  });
  it("a product's name and a number counting another noun are not the count", () => {
    const chips = questionTerms("How many GPUs did the company ship in fiscal 2023?");
    expect(countStated("we began ramping the first products, including the H100 Tensor Core GPU", chips)).toBe(false);
    expect(countStated("including the new XT 4090 and XT 4080 desktop GPUs", chips)).toBe(false);
    expect(countStated("desktop GPUs featured in over 170 laptop designs", chips)).toBe(false);
    expect(countStated("we shipped 4,090 GPUs in the quarter", chips)).toBe(true);
    expect(countStated("GPUs shipped were 170,000 in the year", chips)).toBe(true);
    const reps = questionTerms("How many sales representatives does the company employ?");
    expect(reps.counted).toEqual(["repres"]);
    expect(countStated("three wholesalers that represented approximately 20.5%, 15.6% and 12.3% of revenues", reps)).toBe(false);
    expect(countStated("sales were 4,300 units, representing 12 new markets", reps)).toBe(false);
    expect(countStated("the company employs 2,000 sales representatives", reps)).toBe(true);
  });
  it("a count closing a clause on its noun is read: 'Customers, which grew from A to B'", () => {
    const customers = questionTerms("How many Customers did the company have as of June 30, 2025?");
    expect(
      countStated(
        "primarily due to the increase in Customers, which grew from 228,054 as of June 30, 2024 to 267,982 as of June 30, 2025",
        customers,
      ),
    ).toBe(true);
    expect(countStated("Customers in regulated industries face longer sales cycles and require 12 weeks of review", customers)).toBe(false);
  });
});

describe("evidence: the question's period, initials and the measure asked", () => {
  it("reads a date as the period and drops an initial", () => {
    const t = questionTerms("What were P&G's net sales for the quarter ended March 31, 2025?", ["PG", "Procter & Gamble Co"]);
    expect(t.stems).not.toContain("g");
    expect(t.stems).not.toContain("p");
    expect([...t.dateStems].sort()).toEqual(["31", "end", "march"]);
    expect(t.periodStems.has("march")).toBe(true);
    expect(t.amountAsked).toBe(true);
    expect(questionTerms("What gross margin did the company guide to for the September quarter?").periodStems.has("septemb")).toBe(true);
  });
  it("tells an amount asked from a share, a rate or a change", () => {
    expect(questionTerms("What share of net sales came from the segment?").amountAsked).toBe(false);
    expect(questionTerms("By how much did organic sales grow?").amountAsked).toBe(false);
    expect(questionTerms("What was the Services gross margin in dollars for the quarter?").amountAsked).toBe(true);
    expect(questionTerms("What was the Services gross margin percentage for the quarter?").amountAsked).toBe(false);
  });
  it("weighs a passage under a heading naming the asked measure up, and one naming a part of it down", () => {
    const t = questionTerms("What were net sales for the quarter ended March 31, 2025, and how did they change?");
    const idf = () => 1;
    const passage = (subsection: string, text: string) => ({ ...candidate(text, 0, 1), subsection });
    expect(headingWeight(passage("Net Sales", "Net sales for the quarter decreased 2% to $19.8 billion."), t, idf)).toBeGreaterThan(1);
    expect(headingWeight(passage("Corporate", "Net sales for the quarter decreased 2% to $19.8 billion."), t, idf)).toBe(1);
    expect(
      partWeight(
        passage("Corporate", "For the three months ended March 31, 2025, Corporate net sales increased $70 million to $198 million"),
        t,
      ),
    ).toBeLessThan(1);
    expect(partWeight(passage("Net Sales", "Net sales for the quarter decreased 2% to $19.8 billion."), t)).toBe(1);
    expect(
      partWeight(passage("Results", "Total net sales for the quarter decreased 2%. Consolidated net sales were $19.8 billion."), t),
    ).toBe(1);
  });
});

describe("evidence: decimals, comparatives, numberless passages and column headings", () => {
  it("a decimal is no count unless a scale makes it one", () => {
    const stores = questionTerms("How many stores did the company operate at the end of fiscal 2024?");
    expect(countStated("| Stores (1) | 89% | 11% | 243.5 |", stores)).toBe(false);
    expect(countStated("resulting in a total store count of 2,347 stores at February 2, 2025", stores)).toBe(true);
    const members = questionTerms("How many members did the company have?");
    expect(countStated("| Members (M) | 301.6 | 260.3 |", members)).toBe(true);
    expect(countStated("members reached 3.35 billion on average", members)).toBe(true);
  });
  it("a paragraph opening on the prior year's period weighs less when the question names its period", () => {
    const asked = questionTerms("How many shares did the company repurchase during the quarter?");
    const at = (text: string) => spanWeight({ ...candidate(text, 0, 1), period_end: "2025-06-27" }, asked);
    expect(at("During the six months ended June 28, 2024, the Company repurchased 12.9 million shares")).toBeLessThan(
      at("During the three months ended June 27, 2025, the Company repurchased 1.1 million shares"),
    );
    // No period asked: the comparative period may be where the event happened.
    const event = questionTerms("How large was the impairment charge on the trademark?");
    expect(
      spanWeight(
        {
          ...candidate("During the six months ended June 28, 2024, the Company recorded an impairment charge of $760 million", 0, 1),
          period_end: "2025-06-27",
        },
        event,
      ),
    ).toBe(1);
  });
  it("a reference to a rule, note or item is no figure", () => {
    const t = questionTerms("How much did the company spend on share repurchases in 2024?");
    expect(
      figureNearSubject("(1) Repurchases are executed through Rule 10b5-1 plans; see Note 11 in Item 8 of this Form 10-K.", t, () => 1),
    ).toBe(false);
    expect(figureNearSubject("During 2024, we repurchased 379 million shares for $62.0 billion.", t, () => 1)).toBe(true);
  });
  it("asked for a figure, a passage without any number weighs less than one with numbers elsewhere", () => {
    const t = questionTerms("How much did the company spend on share repurchases in 2024?");
    const none = figureWeight(
      candidate("Repurchases are executed from time to time, subject to general business and market conditions.", 0, 1),
      t,
      () => 1,
    );
    const other = figureWeight(
      candidate("Repurchases are executed from time to time under Rule 10b5-1 plans adopted in 2023 for up to 36 months.", 0, 1),
      t,
      () => 1,
    );
    expect(none).toBeLessThan(other);
  });
  it("a table row holds its cells' column headings for the question", () => {
    const t = questionTerms("How many network cards were in circulation?");
    const row = { text: "| Cards (M) | 4,484 | 141 |", subsection: null, section_title: null };
    const cell = (column_label: string) => ({
      table_id: "t",
      row_label: "Cards (M)",
      column_label,
      text: "4,484",
      value: 4484,
      scaled_value: null,
      unit: null,
      fact_id: null,
      concept: null,
      start: 0,
      end: 1,
    });
    expect(answerSupport({ ...row, cells: [cell("Network circulation")] }, t, () => 1)).toBeGreaterThan(answerSupport(row, t, () => 1));
  });
});

describe("evidence: an outlook asked, and a quarter named as calls name it", () => {
  it("asked what was guided, weighs a stated expectation over the period's reported figure", () => {
    const t = questionTerms("What gross margin did the company guide to for the September quarter?");
    expect(t.forwardAsked).toBe(true);
    expect(expectationWeight(candidate("We expect gross margin to be between 45.5% and 46.5%.", 0, 1), t)).toBeGreaterThan(1);
    expect(expectationWeight(candidate("Company gross margin was 46.3%, near the high end of our guidance range.", 0, 1), t)).toBe(1);
    // "How fast does it think revenue will grow": what a company thinks will be is its outlook.
    expect(questionTerms("How fast does Acme think revenue will grow in the September quarter?").forwardAsked).toBe(true);
    expect(questionTerms("How fast did Acme's revenue grow in the September quarter?").forwardAsked).toBe(false);
    // An expectation kept is stated as one.
    expect(expectationWeight(candidate("We continue to expect organic revenue growth of 5 to 6%.", 0, 1), t)).toBeGreaterThan(1);
    expect(expectationWeight(candidate("We still expect the year's capital spending near $2 billion.", 0, 1), t)).toBeGreaterThan(1);
    expect(
      expectationWeight(
        candidate("We expect gross margin to be between 45.5% and 46.5%.", 0, 1),
        questionTerms("What was gross margin in the quarter?"),
      ),
    ).toBe(1);
  });
  it("reads what a company plans or intends to do as an expectation", () => {
    expect(questionTerms("How much cash does the company plan to return to shareholders through dividends?").forwardAsked).toBe(true);
    expect(questionTerms("What does the company intend to do with the proceeds?").forwardAsked).toBe(true);
    expect(questionTerms("How much did the company's repurchase plan return to shareholders?").forwardAsked).toBe(false);
  });
  it("reads 'project' after its subject as a verb of expectation, and a noun 'project' as none", () => {
    expect(questionTerms("What 2025 sales did Acme project for its widget franchise?").forwardAsked).toBe(true);
    expect(questionTerms("What do analysts predict for widget sales?").forwardAsked).toBe(true);
    expect(questionTerms("How much did the Zorbex project cost in 2024?").forwardAsked).toBe(false);
  });
  it("reads the plain words for sales, spending, delivery and delay as a filing writes them", () => {
    const took = questionTerms("What did Acme take in from widget services over 2024?");
    expect(took.figure).toBe(true);
    expect(took.stems).toContain(stem("sales"));
    const went = questionTerms("How much cash went into Zorbex inventory during 2024?");
    expect(went.stems).toContain(stem("spend"));
    expect(went.measured).toEqual([stem("inventory")]);
    const handed = questionTerms("When does Acme now expect to hand over the first Z-9, and what pushed it back?");
    expect(handed.stems).toEqual(expect.arrayContaining([stem("deliver"), stem("delayed")]));
  });
  it("asked an amount over a span, a row of balances at a date weighs less than the row of the years' amounts", () => {
    const t = questionTerms("How much did Acme's client incentives come to in fiscal 2024?");
    expect(t.flowAsked).toBe(true);
    const row = (labels: string[]) => ({
      ...candidate("| Client incentives | 4,628 | 3,789 |", 0, 1),
      layer: "tables" as const,
      cells: labels.map((l, i) => cell(l, String(4628 - i), 4628 - i, "Client incentives")),
    });
    const balance = row(["September 30, 2024 (in millions)", "September 30, 2023 (in millions)"]);
    const years = row(["For the Years Ended September 30, 2024 (in millions)", "For the Years Ended September 30, 2023 (in millions)"]);
    expect(flowWeight(balance, t)).toBeLessThan(1);
    expect(flowWeight(years, t)).toBe(1);
    // A balance asked ("at the end of the year", "outstanding") is what the balance sheet states.
    expect(questionTerms("How much in client incentives did Acme owe at the end of fiscal 2024?").flowAsked).toBe(false);
    expect(flowWeight(balance, questionTerms("What were Acme's accrued client incentives at September 30, 2024?"))).toBe(1);
  });
  it("reads the company's hyphenated name and a comparison's 'against' as no words of the subject", () => {
    const t = questionTerms("How much did Acme-Widget spend on advertising in the second quarter, against a year earlier?", [
      "AW",
      "ACME WIDGET CO",
    ]);
    expect(t.stems).not.toContain("acme-widget");
    expect(t.stems).not.toContain("against");
    expect(t.stems).toContain(stem("advertising"));
    // "Against" of a lawsuit is a word of it.
    expect(questionTerms("What claims were filed against Acme in 2024?").stems).toContain("against");
  });
  it("reads a region's acronym as a name the passage must hold, a measure's acronym as none", () => {
    expect(questionTerms("How much revenue did Acme generate in EMEA in fiscal 2024?", ["ACME"]).names).toEqual(["emea"]);
    expect(questionTerms("What was Acme's GAAP EPS in fiscal 2024?", ["ACME"]).names).toEqual([]);
  });
  it("reads what a product sold in a place or a period as its sales, a figure", () => {
    expect(questionTerms("What did Zorbex Cosmetic sell in Ruritania in 2024?").figure).toBe(true);
    expect(questionTerms("What did Acme sell its Zorbex unit for?").figure).toBe(false);
  });
  it("reads what was paid for a thing as its price, a figure", () => {
    expect(questionTerms("What did Acme pay for Zorbex?").figure).toBe(true);
    expect(questionTerms("What did Acme pay attention to in the quarter?").figure).toBe(false);
  });
  it("reads what will or would be in a year after the period's as an expectation, and what was in it as reported", () => {
    const asked = "What did Acme Widget say adjusted EPS would do in fiscal 2026?";
    expect(questionTerms(asked).forwardAsked).toBe(false);
    expect(withPeriodYear(questionTerms(asked), asked, 2025).forwardAsked).toBe(true);
    expect(matchIntent(asked, null, 2025).intent).toBe("guidance_outlook");
    // The same year asked of a later period is a reported year; a year named without a verb of what is to come is a date.
    expect(withPeriodYear(questionTerms(asked), asked, 2026).forwardAsked).toBe(false);
    expect(matchIntent(asked, null, 2026).intent).toBe("reported_metric");
    const dated = "How much of the debt matures in 2026?";
    expect(withPeriodYear(questionTerms(dated), dated, 2025).forwardAsked).toBe(false);
    // What falls due by contract in a later year is a schedule the report prints, not an expectation.
    const due = "How much debt will mature in 2027?";
    expect(withPeriodYear(questionTerms(due), due, 2024).forwardAsked).toBe(false);
    expect(matchIntent(due, null, 2024).intent).not.toBe("guidance_outlook");
  });
  it("asked for an expectation, weighs a table's past periods down unless the table is the outlook", () => {
    const t = questionTerms("What revenue does the company expect next year?");
    const row = { ...candidate("| Revenue | 1,200 | 1,100 |", 0, 1), layer: "tables" as const };
    expect(expectationWeight(row, t)).toBeLessThan(1);
    // A row of the outlook's own table states the expectation.
    expect(expectationWeight({ ...row, subsection: "Fiscal 2026 outlook" }, t)).toBeGreaterThan(1);
    expect(expectationWeight(row, questionTerms("What was revenue last year?"))).toBe(1);
  });
  it("reads what a company wants or aims a figure to do as an expectation", () => {
    expect(questionTerms("Where does the company want that share to go?").forwardAsked).toBe(true);
    expect(questionTerms("What margin does management aim to reach?").forwardAsked).toBe(true);
    expect(questionTerms("Where does the company sell its products?").forwardAsked).toBe(false);
  });
  it("reads the capitals 'US' as the country, not the pronoun 'us'", () => {
    expect(questionTerms("How much of the footwear it imports into the US comes from Velmora?").stems).toContain(stem("United"));
    expect(questionTerms("What did the U.S. segment earn?").stems).toContain(stem("United"));
    expect(questionTerms("Tell us about the segment").stems).not.toContain(stem("United"));
    expect(questionTerms("What were non-U.S. earnings?").stems).not.toContain(stem("United"));
    // The country is what the passage must name, not a word of the period.
    expect(questionTerms("What did the U.S. segment earn?").periodStems).not.toContain(stem("United"));
    expect(questionTerms("What did the U.S. segment earn?").dateStems).not.toContain(stem("United"));
    // A passage printing the capitals names it too.
    const asked = questionTerms("What satisfaction rate did the survey measure for the Velmora in the US?");
    const support = (text: string) => answerSupport({ text, subsection: null, section_title: null }, asked, () => 1);
    expect(support("Satisfaction for the Velmora, a survey measuring it at 97% in the US.")).toBeGreaterThan(
      support("Satisfaction for the Velmora, a survey measuring it at 97% in all markets."),
    );
  });
  it("reads 'paused' and 'suspended' for 'stop'", () => {
    expect(questionTerms("Why did the company stop buying back stock?").synonyms).toEqual(expect.arrayContaining(["paus", "suspend"]));
  });
  it("reads 'Q4' for 'the fourth quarter'", () => {
    expect(questionTerms("What was net new ARR in the fourth quarter?").alternatives.get("fourth")).toContain("q4");
  });
});

describe("evidence: parts named after the measure, retail weeks, definitions", () => {
  it("a part named after the measure ('volume in Europe', 'for Bottling Investments') is a part", () => {
    const t = questionTerms("How did unit case volume change in the second quarter?");
    expect(
      partWeight(
        candidate("Unit case volume in Europe, Middle East and Africa increased 3%, which included 5% growth in sparkling flavors.", 0, 1),
        t,
      ),
    ).toBeLessThan(1);
    expect(partWeight(candidate("Unit case volume for Bottling Investments decreased 5%.", 0, 1), t)).toBeLessThan(1);
    expect(
      partWeight(
        candidate("During the three months ended June 27, 2025, unit case volume decreased 1% compared to the prior year.", 0, 1),
        t,
      ),
    ).toBe(1);
    expect(partWeight(candidate("Unit case volume in the second quarter decreased 1%.", 0, 1), t)).toBe(1);
  });
  it("a passage opening on a sibling's measure ('Software revenue of ...' asked for consulting revenue) is a part; 'We repurchased' is not", () => {
    const t = questionTerms("How did Consulting revenue perform in the second quarter?");
    expect(
      partWeight(candidate("Software revenue of $7,387 million increased 9.6 percent as reported in the second quarter.", 0, 1), t),
    ).toBeLessThan(1);
    expect(partWeight(candidate("Consulting revenue of $5,314 million increased 2.6 percent as reported.", 0, 1), t)).toBe(1);
    const buyback = questionTerms("How much did the company spend repurchasing its shares in the second quarter?");
    expect(
      partWeight(
        candidate("We repurchased 67 million shares of our common stock for $9.7 billion during the second quarter.", 0, 1),
        buyback,
      ),
    ).toBe(1);
  });
  it("reads a 39-week period as a longer span than the quarter asked, and a 13-week one as the quarter", () => {
    const t = questionTerms("What were online sales in the third quarter of fiscal 2024?");
    const w = (text: string) => spanWeight({ ...candidate(text, 0, 1), period_end: "2024-11-02" }, t);
    expect(w("Net sales for the 39-week fiscal period ended November 2, 2024 decreased 4.6 percent")).toBeLessThan(
      w("Net sales for the 13-week fiscal quarter ended November 2, 2024 decreased 3.2 percent"),
    );
  });
  it("asked for a figure, a passage defining the measure weighs less than one stating it", () => {
    const t = questionTerms("How much did freight car velocity improve in the second quarter?");
    expect(
      definitionWeight(
        candidate("Freight car velocity measures the average daily miles per car on our network. Velocity increased 10%.", 0, 1),
        t,
      ),
    ).toBeLessThan(1);
    expect(definitionWeight(candidate("Freight car velocity increased 10% and terminal dwell improved 7%.", 0, 1), t)).toBe(1);
  });
});

describe("evidence: a defined term's figure", () => {
  it("reads the capitalized terms a question names, the company's own name and the period aside", () => {
    expect(
      questionTerms("What was Acme's Net Revenue Retention rate for the second quarter of 2025?", ["ACME", "Acme, Inc."]).definedTerms,
    ).toEqual([["net", "revenu", "retent"]]);
    expect(
      questionTerms("What was Average Subscription Revenue per Customer for the three months ended June 30, 2025?").definedTerms,
    ).toEqual([["averag", "subscript", "revenu", "custom"]]);
    expect(questionTerms("What were net sales in the quarter?").definedTerms).toEqual([]);
  });
  it("a row with other numbers beside some of the term's words states no figure of the term: the answer is absent", () => {
    const t = questionTerms("What was Acme's Net Revenue Retention rate for the second quarter of 2025?", ["ACME", "Acme, Inc."]);
    const row = {
      ...candidate("| Amounts reclassified from accumulated other comprehensive income, net of tax, to revenue | — | — | 56 | 56 |", 0, 10),
      layer: "tables" as const,
    };
    const definition = candidate(
      "Net Revenue Retention. Net Revenue Retention is a measure of the percentage of recurring revenue retained from Customers.",
      500,
      9,
    );
    expect(answerPlace(rank([row, definition], 12), t, () => 1)).toBe("none");
    const stated = candidate("Net Revenue Retention was 102% for the second quarter of 2025.", 900, 8);
    expect(answerPlace(rank([row, definition, stated], 12), t, () => 1)).toBe("later");
  });
});

describe("evidence: the measure a question names", () => {
  it("reads the measure's noun, and for a generic one (a count, a rate) the word before it", () => {
    expect(questionTerms("What were the company's net revenues for the second quarter?").measured).toEqual(["revenu"]);
    expect(questionTerms("What was the average total employee count in the quarter?").measured).toEqual(["employe"]);
    expect(questionTerms("What was the churn rate in the third quarter?").measured).toEqual(["churn"]);
    expect(questionTerms("What is the status of the tax dispute?").measured).toEqual([]);
  });
  it("a passage without the measure states no figure of it, however few words the document has", () => {
    const terms = questionTerms("What were the net revenues for the second quarter of 2026?");
    const award = candidate(
      "The Awards cliff-vest after three years; a return on equity of 12% is required. Net shares are subject to a two-year holding period.",
      0,
      2,
    );
    const release = candidate("Net revenues for the second quarter were $44.9 billion, up 5%.", 500, 1);
    expect(answerPlace(rank([award], 12), terms, () => 1)).toBe("none");
    expect(answerPlace(rank([award, release], 12), terms, () => 1)).toBe("later");
  });
  it("a figure beside the measure asked states it, even where other question words weigh more", () => {
    const terms = questionTerms("What gross cost did management say the new tariffs would add?");
    const idf = (s: string) => ({ cost: 1, gross: 1.5, new: 2, tariff: 3, add: 4 })[s] ?? 1;
    const text = "With the new tariff rates in place today, we estimate a gross incremental cost increase of approximately $1 billion.";
    expect(figureNearSubject(text, terms, idf, true)).toBe(true);
    expect(figureNearSubject(text, terms, idf)).toBe(false);
  });
});

describe("evidence: names in a question", () => {
  it("an owner's possessive is no word of the term after it, and a name is read run together", () => {
    const t = questionTerms("What was ExxonMobil's United States net production in the quarter?", ["XOM", "EXXON MOBIL CORP"]);
    expect(t.definedTerms).toEqual([["unit", "state"]]);
    expect(t.stems).not.toContain("exxonmobil");
    expect(questionTerms("What was Alphabet's Google Cloud revenue?").definedTerms).toEqual([["googl", "cloud"]]);
  });
});

describe("evidence: whose figure, which noun is counted, and a cell's headings", () => {
  it("a possessive owner other than the company must be named by the passage that states its figure", () => {
    const t = questionTerms("What was Zephyr's net revenue in 2024?", ["ACME", "ACME HOLDINGS CO"]);
    expect(t.owners).toEqual(["zephyr"]);
    const total = candidate("Net operating revenues: | Total net operating revenues | 8,100 | 5,900 | 47,100 |", 0, 2);
    const named = candidate("Zephyr net revenues were $1,200 million in 2024, up 8%.", 500, 1);
    expect(answerPlace(rank([total], 12), t, () => 1)).toBe("none");
    expect(answerPlace(rank([total, named], 12), t, () => 1)).toBe("later");
    // The company's own names (hyphenated or not), initials and a generic part are no owner.
    expect(questionTerms("What was Acme-Holdings' net revenue?", ["ACME", "ACME HOLDINGS CO"]).owners).toEqual([]);
    expect(questionTerms("What was Acme-Holdings's net revenue?", ["ACME", "ACME HOLDINGS CO"]).owners).toEqual([]);
    expect(questionTerms("What were A&H's net sales?", ["AH", "A AND H CORP"]).owners).toEqual([]);
    expect(questionTerms("What was the segment's operating loss?").owners).toEqual([]);
  });
  it("counts the noun an 'of' qualifies, and the row's noun after it", () => {
    const holders = questionTerms("How many common stockholders of record did the company have?");
    expect(holders.counted).toEqual(expect.arrayContaining(["stockhold", "record"]));
    expect(countStated("There were 41,500 common stockholders of record at February 1.", holders)).toBe(true);
    const carloads = questionTerms("How many revenue carloads of grain products did it move?");
    expect(carloads.counted).toEqual(expect.arrayContaining(["carload", "product"]));
    expect(countStated("| Grain & grain products | 205 | 158 | 30 |", carloads)).toBe(true);
  });
  it("the question's qualifiers between a count and its noun do not part them", () => {
    const t = questionTerms("How many paying Zeta customers did the company have at the end of the quarter?");
    expect(countStated("90 days after launch we already have 3,000 paying zeta cloud customers", t)).toBe(true);
    expect(countStated("we already have 3,000 partners and many paying zeta cloud customers", t)).toBe(false);
  });
  it("a table cell states a figure whose column heading names the subject, whatever the row's text before it", () => {
    const t = questionTerms("How much remained available under the share repurchase program at the end of December?");
    const idf = (s: string) => ({ remain: 5, avail: 4, repurchas: 4, program: 4.5, share: 2.5, end: 2, decemb: 2.5 })[s] ?? 1;
    const row = (column: string) => ({
      ...candidate(
        "The following table provides information relating to repurchases of common stock for each month of the fourth quarter of the year. | December | — | $— | — | $1,234,567 |",
        0,
        1,
      ),
      cells: [
        {
          table_id: "t1",
          row_label: "December",
          column_label: column,
          text: "$1,234,567",
          value: 1_234_567,
          scaled_value: 1_234_567,
          unit: "USD",
          fact_id: null,
          concept: null,
          start: 0,
          end: 10,
        },
      ],
    });
    expect(answerPlace(rank([row("Approximate Dollar Value That May Yet Be Purchased Under the Programs")], 12), t, idf)).toBe("first");
    expect(answerPlace(rank([row("Average Price Paid per Share")], 12), t, idf)).toBe("none");
  });
});

describe("evidence: a figure of a named part", () => {
  it("reads the names a question capitalizes, acronyms, periods and the company aside", () => {
    expect(questionTerms("What were Acme's net operating revenues in Ruritania in the second quarter?", ["ACME", "ACME CO"]).names).toEqual(
      ["ruritania"],
    );
    expect(questionTerms("What revenue and GAAP diluted EPS did the company report for Q1?").names).toEqual([]);
    expect(questionTerms("What share of the Primary-segment stores were owned?").names).toEqual(["primari", "segment"]);
  });
  it("a figure of the whole does not state the named part's, and a name written apart is the name", () => {
    const t = questionTerms("What were net operating revenues in Ruritania in the second quarter?");
    const whole = candidate("During the three months, net operating revenues were $12,535 million, an increase of 1%.", 0, 2);
    const part = candidate("In Ruritania, net operating revenues were $1,204 million for the quarter.", 500, 1);
    expect(answerPlace(rank([whole], 12), t, () => 1)).toBe("none");
    expect(answerPlace(rank([whole, part], 12), t, () => 1)).toBe("later");
    const apart = questionTerms("How many paying Zetaforce customers did the company have?");
    expect(answerPlace(rank([candidate("we already have 3,000 paying zeta force customers", 0, 1)], 12), apart, () => 1)).toBe("first");
  });
});

/** A fiscal 2024 Q4 call whose prepared remarks are the text, one turn. */
const preparedRemarks = (text: string) =>
  ({
    sourceId: "call",
    ticker: "T",
    fiscalYear: 2024,
    fiscalQuarter: 4,
    callDate: null,
    markdown: text,
    text,
    turns: [{ ordinal: 0, section: "prepared_remarks", speaker: null, role: null, start: 0, end: text.length, textStart: 0, text }],
  }) as unknown as TranscriptRecord;

describe("evidence: a quarter asked of an annual report, another year, a named thing's figure", () => {
  const q = "What were Zetamab sales in the fourth quarter of 2024?";
  it("asked for a quarter, an annual report's passage or row naming no quarter reports the year: it weighs less", () => {
    const t = questionTerms(q);
    const year = candidate("Zetamab sales increased 93% in 2024 to $963 million.", 0, 1);
    const quarter = candidate("In the fourth quarter of 2024, Zetamab sales were $334 million.", 0, 1);
    expect(spanWeight(year, t)).toBeLessThan(spanWeight(quarter, t));
    expect(spanWeight({ ...year, layer: "tables" }, t)).toBeLessThan(1);
    // A 10-Q's passage reports its quarter; a year asked weighs nothing down.
    expect(spanWeight({ ...year, form: "10-Q" }, t)).toBe(1);
    expect(spanWeight(year, questionTerms("What were Zetamab sales in 2024?"))).toBe(1);
  });
  it("asked for a quarter, a call's run whose sentence on the subject reports the year weighs less, wherever that sentence sits", () => {
    const t = questionTerms("How much widget cash did the company use in the fourth quarter of 2024?");
    const call = (text: string) => ({ ...candidate(text, 0, 1), layer: "transcripts" as const, form: "transcript" });
    const year = call(
      "Core earnings fell on lower volumes and program charges at the plants. Widget cash use was $14.3 billion for the year.",
    );
    const quarter = call("Widget cash use was $4.1 billion in the quarter, in line with our expectations.");
    expect(spanWeight(year, t)).toBeLessThan(1);
    expect(spanWeight(quarter, t)).toBe(1);
  });
  it("a passage's own span speaks before its heading: a release's year-to-date paragraph under 'Reports Third Quarter Results'", () => {
    const t = questionTerms("What were Acme's net sales in its third quarter, and how did they compare with the year before?");
    const heading = "ACME REPORTS THIRD QUARTER NET INCOME";
    const ytd = candidate("Net sales for the 39-week fiscal period decreased 4.6 percent to $838.5 million.", 0, 1, {
      subsection: heading,
      form: "8-K",
    });
    const quarter = candidate("Net sales for the 13-week fiscal quarter decreased 3.2 percent to $293.6 million.", 0, 1, {
      subsection: heading,
      form: "8-K",
    });
    expect(spanWeight(ytd, t)).toBeLessThan(spanWeight(quarter, t));
  });
  it("asked what is targeted, a table of figures under an outlook's heading states it", () => {
    const t = questionTerms("What earnings per share is Acme now targeting for fiscal 2025?");
    const table = candidate("| Earnings per share | GAAP: $10.85 to $11.15 |", 0, 1, { subsection: "Financial Targets" });
    const reported = candidate("Diluted earnings per share was $2.71 in the first quarter.", 0, 1, { subsection: "Financial Targets" });
    expect(expectationWeight(table, t)).toBeGreaterThan(1);
    expect(expectationWeight(reported, t)).toBe(1);
  });
  it("asked for a quarter of the year an annual report covers, the period's call weighs more", () => {
    const text = "Zetamab achieved sales of $334 million, up 100%.";
    const call = preparedRemarks(text);
    const [of10q] = transcriptLayer([call], q, questionTerms(q), [], false);
    const [of10k] = transcriptLayer([call], q, questionTerms(q), [], true);
    expect(of10k!.score).toBeGreaterThan(2 * of10q!.score);
  });
  it("an answer told over two sentences is one run of a call, wherever the runs of three would have cut it", () => {
    const text = [
      "Good afternoon.",
      "We opened four plants this year.",
      "Widget capital spending was $2.1 billion in the fourth quarter.",
      "We think that run rate is representative of our 2025 widget capital spending.",
      "Most of it goes to new lines.",
      "Thank you.",
    ].join(" ");
    const call = preparedRemarks(text);
    const asked = "How much does the company expect to spend on widget capital in 2025?";
    const [first] = rank(transcriptLayer([call], asked, questionTerms(asked), [], true), 12);
    expect(first!.text).toContain("$2.1 billion in the fourth quarter. We think that run rate is representative of our 2025");
  });
  it("a call's spoken heading heads the sentences after it, a few at most, and a sentence telling a figure heads nothing", () => {
    const text = [
      "Let me turn to the outlook for the first quarter.",
      "Total revenue is expected to be $43 billion.",
      "We expect sequential growth in every market.",
      "Within widgets, we expect growth from both lines.",
      "Gadget sales should rise as well.",
      "Margins are expected to be 70.6% and 71%, respectively.",
      "Turning to gadgets, margins were 40%.",
      "Operating expenses are expected to be $5.2 billion.",
      "Tax rate is expected to be 16%.",
      "Other income should be $400 million.",
      "Margins should widen by the fourth quarter.",
    ].join(" ");
    const asked = "Where does the company see margins landing in the first quarter of fiscal 2025?";
    const runs = transcriptLayer([preparedRemarks(text)], asked, withPeriodYear(questionTerms(asked), asked, 2024), [], true);
    const margins = runs.find((r) => r.text.startsWith("Margins are expected"))!;
    expect(margins.subsection).toBe("Let me turn to the outlook for the first quarter.");
    // Read under its heading, the run weighs more than under the same words that announce nothing.
    const unheaded = text.replace(
      "Let me turn to the outlook for the first quarter.",
      "The outlook for the first quarter is what I turn to.",
    );
    const bare = transcriptLayer([preparedRemarks(unheaded)], asked, withPeriodYear(questionTerms(asked), asked, 2024), [], true);
    const bareMargins = bare.find((r) => r.text.startsWith("Margins are expected"))!;
    expect(bareMargins.subsection).toBeNull();
    expect(margins.score).toBeGreaterThan(bareMargins.score);
    // "Turning to gadgets, margins were 40%." tells a figure: no heading. Ten sentences on, the heading no longer speaks.
    expect(runs.find((r) => r.text.startsWith("Turning to gadgets"))!.subsection).toBe("Let me turn to the outlook for the first quarter.");
    expect(runs.find((r) => r.text.startsWith("Margins should widen"))!.subsection).toBeNull();
  });
  it("a number the question itself says names the subject, and one who does is written as the doing", () => {
    const t = questionTerms("What share of volume do the five largest independent bottlers account for?");
    const idf = () => 1;
    expect(t.figure).toBe(true);
    expect(figureNearSubject("Our five largest independent bottling partners were as follows:", t, idf)).toBe(false);
    expect(figureNearSubject("These five bottling partners represented 44% of our volume.", t, idf)).toBe(true);
    expect(t.alternatives.get(stem("bottlers"))).toContain(stem("bottling"));
  });
  it("the company's name opening a part's name ('Zorbex Direct') is a word of that name; its possessive names the company alone", () => {
    expect(questionTerms("How much revenue came through Zorbex Direct in fiscal 2025?", ["ZBX", "Zorbex Inc."]).bigrams).toContain(
      `${stem("zorbex")} ${stem("direct")}`,
    );
    expect(questionTerms("How much did Zorbex's Cloud revenue grow?", ["ZBX", "Zorbex Inc."]).stems).not.toContain(stem("zorbex"));
    expect(questionTerms("How much did Zorbex earn in Q4?", ["ZBX", "Zorbex Inc."]).stems).not.toContain(stem("zorbex"));
  });
  it("asked how fast a figure grew, a passage stating a percentage answers over one giving levels alone", () => {
    const t = questionTerms("How much did Acme's Widget business bring in during Q1, and how fast did it grow?", ["ACME"]);
    expect(t.rateAsked).toBe(true);
    expect(
      rateWeight(candidate("Widget revenue grew to $2.76 billion, representing 8 percent year-over-year growth.", 0, 1), t),
    ).toBeGreaterThan(1);
    expect(rateWeight(candidate("Widget ARR grew to $11.28 billion.", 0, 1), t)).toBeLessThan(1);
    expect(
      rateWeight(candidate("Widget ARR grew to $11.28 billion.", 0, 1), questionTerms("How much did the Widget business bring in?")),
    ).toBe(1);
  });
  it("asked what moved a figure, a passage telling a cause answers and a table's row tells none", () => {
    const t = questionTerms("What pushed Acme's research and development spending up in fiscal 2025?", ["ACME"]);
    expect(t.causeAsked).toBe(true);
    expect(questionTerms("What share of volume do the five largest bottlers account for?").causeAsked).toBe(false);
    const cause = candidate("The increases in research and development expenses were driven by a 32% increase in compensation.", 0, 1);
    expect(causeWeight(cause, t)).toBeGreaterThan(1);
    expect(causeWeight({ ...candidate("| Research and development | 12,914 | 8,675 |", 0, 1), layer: "tables" as const }, t)).toBeLessThan(
      1,
    );
    expect(causeWeight(candidate("Research and development expenses were $12.9 billion.", 0, 1), t)).toBe(1);
  });
  it("what is spent on is the expense line asked, and a figure linked to the subject by a second predicate states it", () => {
    const t = questionTerms("What did Acme spend on research and development in fiscal 2025?", ["ACME", "Acme Inc."]);
    expect(t.figure).toBe(true);
    expect(t.measured).toContain(stem("development"));
    expect(questionTerms("How much did Acme spend on personnel in fiscal 2024?", ["ACME"]).measured).toEqual([stem("personnel")]);
    const idf = () => 1;
    const two = "Research and development costs are charged to expense as incurred and were $2.1 billion in 2025.";
    expect(figureNearSubject(two, t, idf)).toBe(true);
    // A later "was" of another subject, not joined to the first predicate, links nothing.
    const other =
      "Research and development costs are charged to expense as incurred, while the amount spent on rent was $2.1 billion in 2025.";
    expect(figureNearSubject(other, questionTerms("How much were research and development costs?"), idf)).toBe(false);
  });
  it("a row whose every tagged figure is money counts nothing, though no currency sign is printed", () => {
    const t = questionTerms("How many patents does Acme hold?", ["ACME"]);
    const cell = (column: string, value: number, factId: string | null) => ({
      table_id: "t1",
      row_label: "Patents and technology",
      column_label: column,
      text: value.toLocaleString("en-US"),
      value,
      scaled_value: value * 1e6,
      unit: "USD",
      fact_id: factId,
      concept: null,
      start: 0,
      end: 5,
    });
    const text = "| Patents and technology | 2,803 | (2,722) |";
    const tagged = [cell("Gross Carrying Amount", 2803, "f-1"), cell("Accumulated Amortization", -2722, "f-2")];
    expect(countStated(text, t, tagged)).toBe(false);
    // A unit the table's caption gave, with no tagged fact behind it, does not decide: the row's text does.
    const untagged = [cell("Patents granted", 2803, null)];
    expect(countStated(text, t, untagged)).toBe(true);
  });
  it("asked a figure's level, a passage giving only its change weighs less than one giving the level", () => {
    const t = questionTerms("How much did Acme's Widgets segment lose at the operating level in 2024?", ["ACME"]);
    expect(t.levelAsked).toBe(true);
    expect(levelWeight(candidate("Widgets operating loss increased $349 million from 2023 to 2024.", 0, 1), t)).toBeLessThan(1);
    expect(levelWeight(candidate("Widgets had an operating loss of $4.4 billion in 2024, up $349 million.", 0, 1), t)).toBe(1);
    expect(levelWeight(candidate("Our Widgets book of business grew to over $5 billion, up by about $2 billion.", 0, 1), t)).toBe(1);
    expect(levelWeight(candidate("AWS now has a $115 billion annualized revenue run rate, up 19%.", 0, 1), t)).toBe(1);
    // Asked the change, the change answers.
    const change = questionTerms("How much did Acme's Widgets operating loss increase in 2024?", ["ACME"]);
    expect(levelWeight(candidate("Widgets operating loss increased $349 million from 2023 to 2024.", 0, 1), change)).toBe(1);
  });
  it("reads a later year asked in the present as an expectation, and what was done after the period as reported", () => {
    const landing = "Where does the company see gross margins landing in the first quarter of fiscal 2026?";
    expect(withPeriodYear(questionTerms(landing), landing, 2025).forwardAsked).toBe(true);
    const after = "How much stock did the company repurchase after the fourth quarter, into January 2026?";
    expect(withPeriodYear(questionTerms(after), after, 2025).forwardAsked).toBe(false);
  });
  it("asked what is expected, a call's run on track to a figure states it, and one telling the period's figure weighs less", () => {
    const t = questionTerms("How much widget revenue does the company expect this year?");
    const call = (text: string) => ({ ...candidate(text, 0, 1), layer: "transcripts" as const });
    expect(expectationWeight(call("We are on track to achieve over $20 billion in widget revenue this year."), t)).toBeGreaterThan(1);
    expect(expectationWeight(call("Widget revenue was $4 billion in the quarter."), t)).toBeLessThan(1);
    expect(expectationWeight(candidate("Widget revenue was $4 billion in the quarter.", 0, 1), t)).toBe(1);
  });
  it("asked about a year other than the period's, a passage naming it (as 2026, 'fiscal 26' or 'FY26') weighs more", () => {
    const t = questionTerms("How much higher tariff cost does the company expect in fiscal 2026?");
    expect(t.years).toEqual([2026]);
    const named = yearWeight(candidate("Our outlook includes $1 billion in higher costs from tariffs in fiscal 26.", 0, 1), t, 2025);
    expect(named).toBeGreaterThan(1);
    expect(yearWeight(candidate("Higher costs from tariffs in FY26 are expected.", 0, 1), t, 2025)).toBe(named);
    expect(yearWeight(candidate("10 basis points of higher costs from tariffs.", 0, 1), t, 2025)).toBe(1);
    // The period's own year is named by all its passages.
    expect(yearWeight(candidate("Tariff costs rose in 2026.", 0, 1), t, 2026)).toBe(1);
  });
  it("asked a figure of the period, a paragraph comparing two earlier years weighs less; one naming one earlier year does not", () => {
    const t = questionTerms("How much cash did Acme generate from operations during 2024?");
    const earlier = yearWeight(
      candidate("Net cash provided by operating activities was $6.0 billion during 2023 compared with $3.5 billion during 2022.", 0, 1),
      t,
      2024,
    );
    expect(earlier).toBeLessThan(1);
    expect(
      yearWeight(
        candidate("Net cash provided by operating activities was $7.1 billion during 2024 compared with $6.0 billion during 2023.", 0, 1),
        t,
        2024,
      ),
    ).toBe(1);
    expect(yearWeight(candidate("During 2023, Acme recorded a charge of $760 million on its Zorbex trademark.", 0, 1), t, 2024)).toBe(1);
  });
  it("asked for a named thing's figure, a passage not naming it weighs less", () => {
    const t = questionTerms("How much did Zetamab sell globally in the fourth quarter, and how much did it decline?");
    expect(t.alternatives.get("declin")).toContain("down");
    const other = candidate("Fourth quarter global aesthetic sales were $1.3 billion, a decrease of 4.4%.", 0, 1);
    const named = candidate("Zetamab delivered global sales of $1.6 billion, down 48.7%.", 0, 1);
    expect(nameWeight(other, t, () => 1)).toBeLessThan(1);
    expect(nameWeight(named, t, () => 1)).toBe(1);
  });
});

describe("evidence: whose figure a passage states, a person by surname, an amount asked", () => {
  it("a name or owner named apart from the figure does not state its figure", () => {
    const t = questionTerms("What were Zorbex's net sales in fiscal 2025?");
    const apart = candidate(
      "Corporate net sales increased 32% to $794 million due to incidental businesses. Corporate net earnings increased due to the impairment charge in the prior year on the Zorbex intangible asset.",
      0,
      1,
    );
    const beside = candidate("Zorbex net sales were $6,419 million in fiscal 2025.", 500, 1);
    expect(answerPlace(rank([apart], 12), t, () => 1)).toBe("none");
    expect(answerPlace(rank([apart, beside], 12), t, () => 1)).toBe("later");
    const named = questionTerms("How much revenue did Quantacorp contribute in the second quarter?");
    const far = candidate(
      "Software revenue of $13,722 million increased compared to the same period, reflecting the strength of our portfolio, innovation we have brought to our organic software, and contribution from acquisitions made during the past twelve months, including Quantacorp.",
      0,
      1,
    );
    expect(answerPlace(rank([far], 12), named, () => 1)).toBe("none");
    expect(answerPlace(rank([candidate("Quantacorp contributed revenue of $210 million in the quarter.", 0, 1)], 12), named, () => 1)).toBe(
      "first",
    );
  });
  it("asked for an amount, a percentage beside the subject is no amount", () => {
    const t = questionTerms("How much revenue did Quantacorp contribute in the second quarter?");
    expect(t.amountAsked).toBe(true);
    const growth = "Automation revenue grew 16.2 percent (14.4% adjusted for currency), with Quantacorp contributing to growth.";
    expect(figureNearSubject(growth, t, () => 1, true)).toBe(false);
    expect(figureNearSubject(growth, questionTerms("By how much did Quantacorp revenue grow?"), () => 1, true)).toBe(true);
  });
  it("asked what price, a passage without a number states none", () => {
    const t = questionTerms("What price per share is the company offering for Target Rail?");
    expect(t.figure).toBe(true);
    const talks = candidate(
      "We announced that the company and Target Rail are engaged in advanced discussions regarding a potential business combination.",
      0,
      1,
    );
    expect(answerPlace(rank([talks], 12), t, () => 1)).toBe("none");
  });
  it("a person named by title and surname ('Mr. Ridge') is the one the question names with a given name ('Tom Ridge')", () => {
    const t = questionTerms("What government position did the new director Tom Ridgeway hold before joining the board?");
    const bio = {
      text: "The board elected Thomas J. Ridgeway as a director. Mr. Ridgeway served as Secretary of Homeland Security.",
      subsection: null,
      section_title: null,
    };
    expect(answerSupport(bio, t, () => 1)).toBeGreaterThan(
      answerSupport({ ...bio, text: bio.text.replace("Mr. Ridgeway", "He") }, t, () => 1),
    );
  });
});

describe("evidence: what is no figure when ranking", () => {
  it("asked for an amount, a passage giving only percentages beside the subject weighs as one without the figure", () => {
    const t = questionTerms("What is the annual recurring revenue of the Zetashift platform?");
    const growth = candidate("Led by Zetashift, which grew annual recurring revenue more than 20 percent.", 0, 1);
    const amount = candidate("Zetashift grew revenue more than 20%, with annual recurring revenue now at $1.7 billion.", 0, 1);
    expect(figureWeight(growth, t, () => 1)).toBeLessThan(1);
    expect(figureWeight(amount, t, () => 1)).toBeGreaterThan(1);
  });
  it("a quarter's name ('Q4') is no number", () => {
    const t = questionTerms("What growth in energy storage deployments does the company expect?");
    const ctx = { terms: t, expansion: [], df: new Map(), blocks: 10, avgLength: 10 };
    expect(numberWeight(ctx, "Energy storage deployments reached an all time high in Q4.")).toBeLessThan(1);
    expect(numberWeight(ctx, "We expect at least 50% growth in deployments.")).toBeGreaterThan(1);
  });
  it("a passage naming the asked thing as the question names it, three words or more in order, weighs more", () => {
    const t = questionTerms("How fast did widget cloud services and license support revenue grow?");
    const ctx = { terms: t, expansion: [], df: new Map(), blocks: 10, avgLength: 10 };
    const counts = (stems: string[]) => new Map(stems.map((st) => [st, stems.filter((x) => x === st).length] as const));
    const stemsOf = (text: string) => wordsOf(text).map(stem);
    const named = stemsOf("widget cloud services and license support revenue grew 13%");
    const scattered = stemsOf("license revenue grew 13% while support for widget services in the cloud");
    expect(passageScore(ctx, named, counts(named))).toBeGreaterThan(passageScore(ctx, scattered, counts(scattered)));
    // The run reads past function words; its pairs apart make no run.
    const asked = t.stems;
    expect(phraseWeight(asked, named)).toBeGreaterThan(1);
    expect(phraseWeight(asked, stemsOf("widget cloud, and cloud services, and services license, and license support"))).toBe(1);
  });
  it("a share written in words is a figure ('approximately eight percent')", () => {
    const t = questionTerms("What was Acme's customer churn rate at the end of fiscal 2025?");
    const ctx = { terms: t, expansion: [], df: new Map(), blocks: 10, avgLength: 10 };
    expect(withWordedShares("was approximately eight percent, and twenty-five basis points")).toBe(
      "was approximately 8 percent, and 25 basis points",
    );
    expect(withWordedShares("one of eight segments")).toBe("one of eight segments");
    expect(numberWeight(ctx, "As of year end, our churn rate was approximately eight percent.")).toBeGreaterThan(1);
    expect(figureNearSubject("As of year end, our churn rate was approximately eight percent.", t, () => 1)).toBe(true);
  });
});

describe("evidence: the words a filing writes for the question's", () => {
  it("a noun in -ery is its verb's in -er", () => {
    expect(stem("deliveries")).toBe(stem("deliver"));
    expect(stem("recovery")).toBe(stem("recovered"));
    expect(stem("every")).not.toBe(stem("ever"));
  });
  it("asked how many a named unit delivered, the verb after the unit's name names the count", () => {
    const t = questionTerms("How many gadgets did Acme Industrial Products deliver in 2024?", ["ACME", "ACME WIDGETS INC"]);
    expect(t.counted).toContain(stem("deliveries"));
    expect(countStated("| Deliveries | 265 | 18 | 283 |", t, [])).toBe(true);
  });
});

describe("evidence: the measure asked, in the words filings use", () => {
  it("asked how much of a measure, a passage naming it nowhere weighs less, however many of the other words it holds", () => {
    const t = questionTerms("How much inventory was Zorbex carrying at the end of its third quarter?", ["ZRBX", "ZORBEX INC"]);
    const about = candidate("Each store carries a wide selection of fits; at the end of the third quarter it operated 445 stores.", 0, 1);
    const row = candidate("| Inventory | 149,351 | 126,290 |", 0, 1, { subsection: "BALANCE SHEETS: CURRENT ASSETS:", layer: "tables" });
    expect(measureWeight(about, t)).toBeLessThan(1);
    expect(measureWeight(row, t)).toBe(1);
    // A cost named after the measure is no measure: "Cost of sales" answers no question about sales.
    const sales = questionTerms("How much did the Zorbex brand sell in fiscal 2025?", ["ACME"]);
    const cost = candidate("| Cost of sales | 868 | 989 |", 0, 1, { subsection: "ZORBEX", layer: "tables" });
    const revenue = candidate("| Sales to wholesale customers | 875 | 1,098 |", 0, 1, { subsection: "ZORBEX", layer: "tables" });
    expect(measureWeight(cost, sales)).toBeLessThan(1);
    expect(measureWeight(revenue, sales)).toBe(1);
  });
  it("a write-off is booked as an impairment, capital expenditures said as capex, and neither is a period's word", () => {
    const off = questionTerms("What did Zorbex write off after its widget trial failed?");
    expect(off.stems).toContain(stem("impairment"));
    expect(off.periodStems.has(stem("impairment"))).toBe(false);
    const sales = questionTerms("What did the Zorbex line bring in during the third quarter?");
    expect(sales.periodStems.has(stem("sales"))).toBe(false);
    const capex = questionTerms("How much capital expenditure has Zorbex accumulated so far?");
    expect(measureWeight(candidate("Accumulated capex so far has been approximately $5 billion.", 0, 1), capex)).toBe(1);
  });
});

describe("evidence: a buyback's authorization is not the amount bought", () => {
  it("asked how much was bought back, a passage telling only the authorization weighs less; one telling both does not", () => {
    const q = "How many of its own shares did Acme repurchase in the second quarter?";
    const t = questionTerms(q);
    const authorized = candidate(
      "In 2023 the Board authorized the repurchase of up to $10 billion of our common stock, with no expiration date.",
      0,
      1,
    );
    const both = candidate(
      "In 2023 the Board authorized the repurchase of up to $10 billion. During the quarter, the Company repurchased 1,524,908 shares.",
      0,
      1,
    );
    expect(authorizationWeight(authorized, t)).toBeLessThan(1);
    expect(authorizationWeight(both, t)).toBe(1);
    const left = "How much remains under Acme's buyback authorization?";
    expect(authorizationWeight(authorized, questionTerms(left))).toBe(1);
  });
});

describe("evidence: where a matter stands", () => {
  const history = [
    "Beginning in 2019, holders filed suits against Zorbex over its listing statement, alleging violations of the securities laws.",
    "The district court denied in part the motion to dismiss in April 2020, and the court of appeals affirmed on September 20, 2021.",
    "The supreme court vacated that decision on June 1, 2023 and remanded the case for further proceedings.",
    "On February 10, 2025, the court of appeals reversed and ordered the complaint dismissed with prejudice.",
    "A related state action was consolidated in November 2019.",
  ]
    .join(" ")
    .repeat(1);
  const long = `${history} ${"The state action remains pending before the trial court, which has not set a schedule. ".repeat(14)}`;
  it("asked the status, the window of a long history holds its latest dated step", () => {
    const t = questionTerms("Where does the securities suit over Zorbex's listing stand?");
    expect(t.statusAsked).toBe(true);
    const win = passageWindow(long, t);
    expect(long.slice(win.start, win.end)).toContain("On February 10, 2025");
    const plain = passageWindow(long, { ...t, statusAsked: false });
    expect(long.slice(plain.start, plain.end)).toContain("Beginning in 2019");
  });
});

describe("evidence: a table row's measure", () => {
  it("asked for a measure, a row whose label, headings and caption do not name it states another figure", () => {
    const t = questionTerms("How much revenue did Quantacorp contribute in the second quarter?");
    expect(t.measured).toContain("revenu");
    const row = (label: string, caption: string) => ({
      ...candidate(`| ${label} | $7,212 |`, 0, 1),
      layer: "tables" as const,
      subsection: caption,
      cells: [
        {
          table_id: "t",
          row_label: label,
          column_label: "Amount",
          text: "$7,212",
          value: 7212,
          scaled_value: null,
          unit: null,
          fact_id: null,
          concept: null,
          start: 0,
          end: 1,
        },
      ],
    });
    expect(answerPlace(rank([row("Cash paid for outstanding Quantacorp common stock", "Consideration contributed")], 12), t, () => 1)).toBe(
      "none",
    );
    expect(answerPlace(rank([row("Quantacorp", "Revenue by acquired business")], 12), t, () => 1)).toBe("first");
  });
});

describe("evidence ranking: a change from the quarter before", () => {
  it("asked how the quarter compares with the one before, a sequential change answers and names that quarter; a change from a year earlier does not", () => {
    const t = questionTerms("How much more did freight cost Acme in the third quarter than in the second, and which segments bore it?", [
      "ACME",
    ]);
    expect(t.sequential).toEqual(["second"]);
    const sequential = candidate("Sequentially, freight cost rose about $40 million, two-thirds of it in the Widgets segment.", 0, 1);
    const yearOverYear = candidate(
      "Freight cost increased $25 million in the three months ended September 30, 2025 as compared to the three months ended September 30, 2024.",
      500,
      1,
    );
    expect(sequenceWeight(sequential, t)).toBeGreaterThan(1);
    expect(sequenceWeight(yearOverYear, t)).toBe(1);
    expect(answerSupport(sequential, t, () => 1)).toBeGreaterThan(answerSupport(yearOverYear, t, () => 1));
    expect(sequenceWeight(candidate("Compared with the second quarter of 2024, freight cost rose $25 million.", 0, 1), t)).toBe(1);
    expect(sequenceWeight(candidate("Compared with the second quarter of fiscal 2024, freight cost rose $25 million.", 0, 1), t)).toBe(1);
    expect(sequenceWeight(candidate("Freight cost rose $25 million from the second quarter of last year.", 0, 1), t)).toBe(1);
    // The year's turn: the first quarter after the fourth.
    expect(questionTerms("How did Acme's margin in the first quarter compare with the fourth?", ["ACME"]).sequential).toEqual(["fourth"]);
    expect(questionTerms("How did Acme's revenue change sequentially in the second quarter?", ["ACME"]).sequential).toEqual([]);
    // A year earlier, or no quarter, is no sequential comparison.
    expect(questionTerms("How did second quarter revenue compare with a year earlier?", ["ACME"]).sequential).toBeNull();
    expect(
      questionTerms("How did Acme's first quarter 2024 margin compare with the second quarter of 2023?", ["ACME"]).sequential,
    ).toBeNull();
    // Named with their years, neighbours still are: across the year's turn too.
    expect(
      questionTerms("How did Acme's first quarter of 2024 margin compare with the fourth quarter of 2023?", ["ACME"]).sequential,
    ).toEqual(["fourth"]);
    expect(questionTerms("What were revenues in the first nine months?", ["ACME"]).sequential).toBeNull();
    expect(sequenceWeight(sequential, questionTerms("What were Acme's freight costs in 2025?", ["ACME"]))).toBe(1);
  });
});

describe("evidence ranking: the most that may be paid", () => {
  it("asked the most a plan pays, a passage stating its limit answers; one stating a level or a formula of the plan is context", () => {
    const t = questionTerms("What is the most an Acme officer can be paid under the 2026 bonus plan, relative to the target?", ["ACME"]);
    expect(t.limitAsked).toBe(true);
    const limit = candidate("A Payment to any one Participant may not exceed 250% of that Participant's target amount.", 0, 1);
    const level = candidate("Meeting the plan goal earns each Participant a Payment equal to that Participant's target amount.", 500, 1);
    expect(limitWeight(limit, t)).toBeGreaterThan(1);
    expect(limitWeight(level, t)).toBeLessThan(1);
    // "Paid" is stated as the plan's "Payment"; "relative to" is a comparison, not a word the answer holds.
    expect(t.stems).not.toContain("rel");
    // officer, paid, bonus, plan, target: paid (as "Payment") and target.
    expect(answerSupport(limit, t, () => 1)).toBeCloseTo(0.4);
    // "The most important" asks no limit.
    expect(questionTerms("What is the most important risk Acme names?", ["ACME"]).limitAsked).toBe(false);
    expect(limitWeight(level, questionTerms("What did Acme pay its officers?", ["ACME"]))).toBe(1);
  });
});

describe("evidence ranking: a qualified measure", () => {
  it("asked for free cash flow, a passage naming cash flows without 'free' states another measure", () => {
    const t = questionTerms("How much free cash flow did Acme generate in 2024, and how did that compare with 2023?", ["ACME"]);
    expect(t.measureQualifiers).toEqual(["free"]);
    const free = candidate("We delivered about $4 billion of free cash flow during 2024, $0.3 billion more than in 2023.", 0, 1);
    const operating = candidate("Cash flows from operating activities were $6.1 billion in 2024.", 500, 1);
    const row = candidate("| Net earnings | $2,066 | 3,153 |", 900, 1, {
      layer: "tables",
      subsection: "Consolidated statements of cash flows",
    });
    expect(qualifierWeight(free, t)).toBe(1);
    expect(qualifierWeight(operating, t)).toBeLessThan(1);
    expect(qualifierWeight(row, t)).toBeLessThan(1);
    // A line every statement may drop ("total", "net") or a part's name ("Services revenue") is no qualifier.
    expect(questionTerms("What were total net sales in 2024?", ["ACME"]).measureQualifiers).toEqual([]);
    expect(questionTerms("What were Services revenues in 2024?", ["ACME"]).measureQualifiers).toEqual([]);
    // Nor a period, which picks the filing: "second-quarter sales" are the quarter's sales.
    expect(questionTerms("What were second-quarter sales in 2024?", ["ACME"]).measureQualifiers).toEqual([]);
    expect(questionTerms("What was full-year revenue in 2024?", ["ACME"]).measureQualifiers).toEqual([]);
    expect(questionTerms("What was the operating margin in 2024?", ["ACME"]).measureQualifiers).toEqual(["oper"]);
  });
});

describe("evidence: a place set apart, a word inside a compound", () => {
  it("asked a figure outside a named place, that place's own row weighs less than one setting it apart", () => {
    const t = questionTerms("How fast did card spending grow outside the United States in 2024?", ["Acme Corp"]);
    expect(t.excluded).toEqual([stem("united"), stem("states")]);
    expect(questionTerms("How much did sales grow outside the US?", ["Acme Corp"]).excluded).toEqual([stem("united"), stem("states")]);
    const row = (label: string) => candidate(`| ${label} | 9% | 12% |`, 0, 1, { subsection: "Growth in key drivers" });
    expect(exclusionWeight(row("United States"), t)).toBeLessThan(1);
    expect(exclusionWeight(row("Worldwide less United States"), t)).toBe(1);
    expect(exclusionWeight(row("International"), t)).toBe(1);
    // Not asked apart, the place's row is as good as any.
    expect(exclusionWeight(row("United States"), questionTerms("How fast did card spending grow in the United States?"))).toBe(1);
  });
  it("a passage's hyphenated compound holding the asked word counts as the word's alternative", () => {
    const t = questionTerms("Will holders owe tax on the Zorbex shares they receive?");
    const stemsOf = (text: string) => wordsOf(text).map(stem);
    const counts = (stems: string[]) => new Map(stems.map((st) => [st, stems.filter((x) => x === st).length] as const));
    const compound = stemsOf("The distribution is intended to be tax-free to holders of Zorbex shares.");
    const ctx = { terms: t, expansion: [], df: new Map(compound.map((st) => [st, 1] as const)), blocks: 10, avgLength: 10 };
    const without = stemsOf("The distribution is intended to be completed for holders of Zorbex shares.");
    expect(passageScore(ctx, compound, counts(compound))).toBeGreaterThan(passageScore(ctx, without, counts(without)));
  });
});
