import { describe, expect, it } from "vitest";
import type { Candidate } from "../../../src/domain/evidence/evidence-item.js";
import { cell, candidate as evidenceCandidate } from "./support/candidate.js";
import { rank } from "../../../src/domain/evidence/filing-evidence.js";
import { questionTerms, stem } from "../../../src/domain/evidence/question-terms.js";
import { answerPlace, answerSupport, countStated, figureNearSubject } from "../../../src/domain/evidence/answer-presence.js";

const ACME = ["ACME", "ACME WIDGETS INC"];

const candidate = (text: string, start: number, score: number, subsection: string | null = null): Candidate =>
  evidenceCandidate(text, start, score, { ticker: "ACME", section: "item_7", subsection });

const place = (terms: ReturnType<typeof questionTerms>, ...items: Candidate[]) => answerPlace(rank(items, 12), terms, () => 1);

describe("answer presence: the noun of 'how much'", () => {
  it("an amount asked of any noun is stated only by a passage naming it, not by another figure of the event", () => {
    const t = questionTerms("How much ransom did Acme pay to the attackers in the Zorbex breach?", ACME);
    expect(t.measured).toEqual(["ransom"]);
    const victims = candidate(
      "The number of individuals impacted by the Zorbex breach is approximately 90 million, as notified to the attackers' victims.",
      0,
      2,
    );
    const paid = candidate("Acme paid a ransom of $22 million to the attackers after the Zorbex breach.", 500, 1);
    expect(place(t, victims)).toBe("none");
    expect(place(t, victims, paid)).toBe("later");
  });
});

describe("answer presence: a figure closing a long clause", () => {
  it("a number right after the sentence's linking verb is the figure of the subject before it, however long the phrase between", () => {
    const t = questionTerms("How large is Acme's potential exposure to the Ruritanian levy assessments?", ACME);
    const stated =
      "The total possible exposure arising from the several disputes with Ruritanian authorities over levy assessments, for which no loss has yet been recognized, is estimated to be about $40 million.";
    expect(figureNearSubject(stated, t, () => 1, true)).toBe(true);
    expect(place(t, candidate(stated, 0, 1))).toBe("first");
    // The figure of another subject, and the subject after the verb, are not it.
    const other =
      "The amount accrued was $40 million for the period; no loss is recognized for the potential exposure to Ruritanian levy assessments.";
    expect(figureNearSubject(other, t, () => 1, true)).toBe(false);
  });
});

describe("answer presence: a count asked with a measure", () => {
  it("a passage stating the count states one of the figures asked, though it names not the measure ('at what cost')", () => {
    const t = questionTerms("How many shares did Acme repurchase in the first quarter of fiscal 2025, and at what cost?", ACME);
    const stated = candidate("We repurchased 2.4 million shares for $95 million during the three months ended August 31, 2024.", 0, 1);
    expect(place(t, stated)).toBe("first");
  });
  it("a table cell counts what its column heading names, whatever the row's text", () => {
    const t = questionTerms("How many cards were there at the end of 2024?", ACME);
    const row = "| Gold Debit | $812 | 4% | 312 | 6% |";
    const cells = [cell("Volume (in billions)", "$812", 812), cell("Cards (in millions)", "312", 312), cell("Cards % Increase", "6%", 6)];
    expect(countStated(row, t, cells)).toBe(true);
    expect(countStated(row, t)).toBe(false);
    // A heading whose noun modifies another counts that other ("Employee stock plans" are plans).
    const employees = questionTerms("How many employees did Acme have at the end of the year?", ACME);
    expect(
      countStated("| Employee stock plans | 8,410 | 377 |", employees, [
        { ...cells[1]!, row_label: "Employee stock plans", column_label: "Shares" },
      ]),
    ).toBe(false);
    expect(countStated("| Employees | 8,410 | 377 |", employees, [{ ...cells[1]!, row_label: "Employees", column_label: "2024" }])).toBe(
      true,
    );
    // A number under a heading of money or a change is no count, though the row names the counted noun.
    const under = (column_label: string) =>
      countStated("| Gold Debit | 312 |", t, [{ ...cells[1]!, row_label: "Gold Debit", column_label }]);
    expect(under("Issued cards")).toBe(true);
    expect(under("Cost of cards (in thousands)")).toBe(false);
    expect(under("Change in cards from 2023")).toBe(false);
    // A caption saying what the table counts heads every row: "the number of individuals served" over "Widget Plans | 4,335".
    const people = questionTerms("How many people did Acme cover with Widget plans at year-end 2024?", ACME);
    const plans = [{ ...cells[1]!, row_label: "Widget Plans (Standard)", column_label: "December 31, 2024", text: "4,335", value: 4335 }];
    expect(countStated("| Widget Plans (Standard) | 4,335 |", people, plans)).toBe(false);
    expect(
      countStated(
        "| Widget Plans (Standard) | 4,335 |",
        people,
        plans,
        "The table summarizes the number of individuals served, by segment:",
      ),
    ).toBe(true);
    expect(
      countStated("| Widget Plans (Standard) | 4,335 |", people, plans, "The table summarizes premiums by segment (in millions):"),
    ).toBe(false);
    // Money and shares under the heading are no count.
    expect(
      countStated(
        row,
        t,
        [cells[0]!, cells[2]!].map((c) => ({ ...c, column_label: "Cards" })),
      ),
    ).toBe(false);
  });
  it("counts the subject of a past-tense verb, and a name in the sentence stating the count names the count's owner", () => {
    const t = questionTerms("How many shares voted to ratify Zorbex & Quill as Acme's auditor at the November 2024 annual meeting?", ACME);
    expect(t.counted).toEqual(["share"]);
    const idf = (s: string) =>
      ({ share: 2.3, vote: 2.1, ratifi: 3.4, zorbex: 3.4, quill: 3.4, auditor: 4.5, novemb: 2.5, annual: 2.8, meet: 2.8 })[s] ?? 1;
    const votes = candidate(
      "The stockholders ratified the appointment of Zorbex & Quill LLP as Acme's independent registered public accounting firm for the fiscal year ending May 31, 2025, with 41,200,118 shares in favor, 1,907,442 shares against and 230,511 shares abstaining.",
      0,
      1,
    );
    expect(answerPlace(rank([votes], 12), t, idf)).toBe("first");
    const other = candidate(
      "The stockholders ratified the appointment of Zorbex & Quill LLP as Acme's independent registered public accounting firm for the fiscal year ending May 31, 2025, as the audit committee of the board recommended. Separately, 41,200,118 shares voted for the directors.",
      0,
      1,
    );
    expect(answerPlace(rank([other], 12), t, idf)).toBe("none");
  });
  it("reads the counted noun past an adverb and a comparison as no measure", () => {
    expect(questionTerms("How many newly hired employees joined in 2024?", ACME).counted).toContain(stem("employees"));
    expect(questionTerms("How many shares of common stock voted for the proposal?", ACME).counted).toContain(stem("shares"));
    expect(questionTerms("How much higher was gross margin in the third quarter?", ACME).measured).not.toContain(stem("higher"));
  });
  it("a word made with the company's name qualifies nothing its filing must repeat", () => {
    expect(questionTerms("How many Acme-branded cards were in circulation?", ACME).countedQualifiers).toEqual([]);
    expect(questionTerms("How many premium cards were in circulation?", ACME).countedQualifiers).toEqual(["premium"]);
  });
});

describe("answer presence: who and which", () => {
  it("asked who, a passage naming only the question's persons and companies does not say who", () => {
    const t = questionTerms("Whom did Acme name to replace Jan McAllister on its board?", ACME);
    expect(t.personAsked).toBe(true);
    const left = candidate(
      "On March 3, 2025, Jan McAllister told Acme Widgets, Inc. that she would leave the Board of Directors at once, and resigned as Chief Executive Officer.",
      0,
      2,
    );
    const named = candidate(
      "The Board appointed Maria Okafor to fill the vacancy created by Ms. McAllister's resignation, effective January 5.",
      500,
      1,
    );
    expect(place(t, left)).toBe("none");
    expect(place(t, left, named)).toBe("later");
    expect(questionTerms("What did Acme name its new product?", ACME).personAsked).toBe(false);
    expect(questionTerms("What did the CEO, who joined in 2023, say about margins?", ACME).personAsked).toBe(false);
    // A firm the question does not name is an answer too.
    const auditor = questionTerms("Who audits Acme's financial statements?", ACME);
    expect(
      place(
        auditor,
        candidate("Roe & Quill LLP, an independent registered public accounting firm, audited the financial statements.", 0, 1),
      ),
    ).toBe("first");
    // A firm in capitals, one word before its legal form.
    expect(place(auditor, candidate("QUILLON LLP, an independent registered public accounting firm, audited the statements.", 0, 1))).toBe(
      "first",
    );
  });
  it("asked which part of the company, a passage naming parts by their names says which", () => {
    const t = questionTerms("Alongside their promotion, which businesses will Jan Roe and Ann Lee each lead at Acme?", ACME);
    const promoted = candidate("On June 2, Acme announced the promotion of Jan Roe and Ann Lee to Co-Presidents of the Firm.", 0, 2);
    const led = candidate(
      "Alongside their promotion, Jan Roe will lead Widget & Gadget Services and Ann Lee will lead Consumer Lending.",
      500,
      1,
    );
    expect(place(t, promoted)).toBe("none");
    expect(place(t, promoted, led)).toBe("later");
  });
  it("asked which of a kind, a passage that names no such kind does not say which", () => {
    const t = questionTerms("Which Acme board committees will Jan Roe serve on?", ACME);
    expect(t.chosen).toEqual(["committe"]);
    const elected = candidate("On April 26, the board of directors elected Jan Roe to serve as a Class I director, effective May 2.", 0, 2);
    const committees = candidate("Ms. Roe will serve on the board's Audit Committee and Risk Committee.", 500, 1);
    expect(place(t, elected)).toBe("none");
    expect(place(t, elected, committees)).toBe("later");
  });
});

describe("answer presence: the question's words as a filing writes them", () => {
  it("a place's adjective is its name, a business sold its sale, a loss booked one recorded", () => {
    const t = questionTerms("What loss did Acme book when it sold its Ruritanian business in 2024?", ACME);
    const sale = candidate(
      "On February 6, 2024, Acme completed the sale of its Ruritania operations and recorded a loss of $7.1 billion.",
      0,
      1,
    );
    expect(place(t, sale)).toBe("first");
    expect(
      place(
        t,
        candidate("On February 6, 2024, Acme completed the sale of its Quindex operations and recorded a loss of $7.1 billion.", 0, 1),
      ),
    ).toBe("none");
  });
  it("a sentence taking up the last one's subject ('The amounts incurred were') states its figure", () => {
    const t = questionTerms("How much did Acme spend on research and development in 2017?", ACME);
    const taken =
      "Research and development costs are charged to operations when incurred. The amounts incurred in 2017, 2016 and 2015 were $4,417, $3,817 and $7,047, respectively.";
    expect(figureNearSubject(taken, t, () => 1, true)).toBe(true);
    const apart =
      "Research and development costs are charged to operations when incurred. Freight and storage in 2017, 2016 and 2015 were $4,417, $3,817 and $7,047, respectively.";
    expect(figureNearSubject(apart, t, () => 1, true)).toBe(false);
  });
  it("reads filings' words for a question's: holders of record, write-downs, a cost for an expense, comparable store sales", () => {
    const holders = questionTerms("How many registered shareholders did Acme have at the start of 2025?", ACME);
    expect(countStated("There were 856 holders of record of our common stock on January 3, 2025.", holders)).toBe(true);
    expect(countStated("There were 856 holders of our convertible notes on January 3, 2025.", holders)).toBe(false);
    const written = questionTerms("How much excess or obsolete inventory did Acme write off in the second quarter of 2025?", ACME);
    expect(
      place(
        written,
        candidate(
          "We write down inventory for any excess or obsolete inventory. During the three months ended June 30, 2025, we recorded write-downs of $131 million in Cost of revenues.",
          0,
          1,
        ),
      ),
    ).toBe("first");
    const pension = questionTerms("What net pension expense does Acme project for 2025?", ACME);
    expect(place(pension, candidate("In 2025, we expect our net periodic pension cost to be approximately $81 million.", 0, 1))).toBe(
      "first",
    );
    const comps = questionTerms("How did Acme's same-store sales trend over the first nine months of fiscal 2024?", ACME);
    expect(comps.alternatives.get(stem("same-store"))).toContain(stem("comparable"));
  });
  it("reads a month range as the period and 'yet to recognize' as the filing's 'unrecognized'", () => {
    const t = questionTerms("What was Acme's tax rate in the January-March 2025 quarter, against the year before?", ACME);
    expect(t.names).toEqual([]);
    expect(t.periodStems.has("january-march")).toBe(true);
    expect(questionTerms("How much stock-award expense has Acme yet to recognize, and over how long?", ACME).stems).toEqual([
      "stock-award",
      "expens",
      "unrecogn",
    ]);
    expect(questionTerms("How much has Acme not yet paid?", ACME).stems).toContain("unpaid");
  });
  it("a relative clause's verb does not part a subject from the figure its sentence closes with", () => {
    const t = questionTerms("How much contracted but unrecognized revenue (ZPO) did Acme have at the end of June 2025?", ACME);
    const stated =
      "At June 30, 2025, the aggregate amount of the transaction price allocated to ZPO related to customer contracts that are unsatisfied or partially unsatisfied was approximately $66 billion.";
    expect(figureNearSubject(stated, t, () => 1, true)).toBe(true);
    const other =
      "At June 30, 2025, the ZPO related to customer contracts that are unsatisfied was discussed with the board, and deferred taxes were approximately $66 billion.";
    expect(figureNearSubject(other, t, () => 1, true)).toBe(false);
  });
  it("what is built is stated as production, a limit as what may not be exceeded", () => {
    const t = questionTerms("What limit has the regulator put on how fast Acme can build Z-7s?", ACME);
    // Each passage states the answer by one of the two writings only: production for building, "beyond" for the limit.
    const produced = candidate("The agency will not approve production rate increases for the Z-7 program above 38 per month.", 0, 1);
    const beyond = candidate("The agency will not approve output rate increases for the Z-7 program beyond 38 per month.", 0, 1);
    expect(place(t, produced)).toBe("first");
    expect(place(t, beyond)).toBe("first");
    expect(place(t, candidate("The agency will not approve output rate increases for the Z-7 program above 38 per month.", 0, 1))).toBe(
      "none",
    );
  });
  it("asked by what percentage, a row printing percentages states the measure", () => {
    const t = questionTerms("By what percentage did the number of widgets Acme shipped rise in 2024?", ACME);
    const row = candidate("| Widgets shipped growth | 11% | 14% |", 0, 1);
    expect(place(t, row)).toBe("first");
    expect(place(t, candidate("| Widgets shipped | 1,204 | 1,087 |", 0, 1))).toBe("none");
  });
  it("a hyphenated compound is stated by a passage writing it apart", () => {
    const t = questionTerms("How much did the new line-retooling agreement cost Acme in the second quarter?", ACME);
    const charge = candidate("Costs rose due to a $12 million line retooling agreement charge.", 0, 1);
    expect(place(t, charge)).toBe("first");
  });
  it("'earn' is stated as net income, and 'compared with a year earlier' names a period, not content", () => {
    const t = questionTerms("How much did Acme earn in the first nine months, and how does that compare with a year earlier?", ACME);
    expect(t.periodStems.has("earlier")).toBe(true);
    const income = candidate(
      "Net income for the 39-week period was $118.3 million, compared with $140.3 million in the prior-year period.",
      0,
      1,
    );
    expect(place(t, income)).toBe("first");
    // The noun keeps its own line: "why did earnings decrease" is not asked of net income.
    expect(questionTerms("Why did Acme's second quarter earnings decrease?", ACME).alternatives.get("earn")).toEqual([]);
  });
  it("asked for a part's sales, a release stating its revenue states them", () => {
    const t = questionTerms("What were Acme's Zorbex Cloud sales in the first quarter, and how fast did they grow?", ACME);
    const revenue = candidate("Zorbex Cloud revenue rose to $634 million, up 13% from a year earlier.", 0, 1);
    expect(place(t, revenue)).toBe("first");
  });
  it("a quantity in a unit of measure is a decimal before the unit's symbol", () => {
    const t = questionTerms("How many gigawatt-hours of battery storage did Acme deploy in the first half?", ACME);
    expect(countStated("Through June we deployed 3.4 GWh of battery storage at customer sites.", t)).toBe(true);
    expect(countStated("Battery storage revenue was 3.4 percent higher in the period.", t)).toBe(false);
  });
  it("a participle in a row label counts nothing the question counts", () => {
    const t = questionTerms("How many shares did Acme buy back in the third quarter?", ACME);
    const text = "| Cost of goods (including buying and warehousing costs) | 48,210 |";
    const cells = [
      { ...cell("Thirteen Weeks Ended", "48,210", 48210), row_label: "Cost of goods (including buying and warehousing costs)" },
    ];
    expect(countStated(text, t, cells)).toBe(false);
  });
  it("a figure per unit of a named thing is that thing's: another price does not state it", () => {
    const t = questionTerms("What was the average selling price of an eWidget in the June quarter?", ACME);
    expect(t.owners).toContain("ewidget");
    const buyback = candidate("The average price paid per share repurchased was $200.73.", 0, 2);
    const price = candidate("The average selling price of an eWidget was $850, up from $790.", 500, 1);
    expect(place(t, buyback)).toBe("none");
    expect(place(t, buyback, price)).toBe("later");
  });
  it("a region named in words is stated by a row naming it by its initials", () => {
    const t = questionTerms("What revenue did Acme book in Europe, the Middle East and Africa in the first quarter?", ACME);
    expect(t.alternatives.get("africa")).toContain("emea");
    const row = {
      ...candidate("| EMEA(1) | 3,228 | 3,005 |", 0, 1, "Total revenues by geographic region"),
      cells: [{ ...cell("Three Months Ended August 31, 2024", "3,228", 3228), row_label: "EMEA(1)" }],
    } as Candidate;
    expect(place(t, row)).toBe("first");
  });
  it("a unit named after its company is stated by a row naming it by initials that hold the company's", () => {
    const t = questionTerms("How many gadgets did Acme Industrial Products ship in 2024?", ACME);
    expect(t.alternatives.get(stem("industrial"))).toContain("aip");
    expect(t.alternatives.get(stem("products"))).toContain("aip");
    const row = {
      ...candidate("| Deliveries | 265 | 18 | 283 |", 0, 1, "AIP deliveries, including deliveries to affiliates, were as follows:: 2024"),
      cells: [{ ...cell("", "283", 283), row_label: "Deliveries" }],
    } as Candidate;
    const t2 = questionTerms("How many gadgets did Acme Industrial Products deliver in 2024?", ACME);
    expect(place(t2, row)).toBe("first");
  });
  it("what was paid for a business is stated as its consideration, its price set apart from its name by a description", () => {
    const t = questionTerms("How much did Acme pay for Zorbex Labs?", ACME);
    const note = candidate(
      "In 2024, Acme acquired a 100% equity interest in Zorbex Holdings, Inc. (“Zorbex Labs”), a global widget testing company, for cash consideration of $2.7 billion.",
      0,
      1,
    );
    expect(place(t, note)).toBe("first");
    // A price asked after a qualifier is a figure: a passage naming prices without the thing bought does not state it.
    const price = questionTerms("What purchase price did Acme agree to pay for Zorbex Labs?", ACME);
    expect(price.figure).toBe(true);
    expect(place(price, candidate("The market price of our common stock is subject to significant volatility.", 0, 1))).toBe("none");
  });
  it("a deal that fell apart was terminated; the EU's bodies are European; members are counted as the people served", () => {
    const deal = questionTerms("Why did Acme's planned purchase of Zorbex fall apart, and what did walking away cost it?", ACME);
    expect(deal.stems).toContain(stem("terminated"));
    expect(deal.stems).not.toContain(stem("apart"));
    const ruling = questionTerms("What happened to Acme's appeal of the EU's widget fine?", ACME);
    const court = candidate("In 2024, the European Court of Justice rejected Acme's appeal of the widget fine.", 0, 1);
    expect(place(ruling, court)).toBe("first");
    const members = questionTerms("How many more plan members does Acme expect to add next year?", ACME);
    expect(countStated("Next year we expect growth of up to 800,000 people in our plans.", members)).toBe(true);
  });
  it("asked what was done, a figure in a sentence of plans states nothing done; a plan named as a noun is no plan", () => {
    const built = questionTerms("How many Zorbex robots did Acme build in 2024?", ACME);
    expect(built.pastAsked).toBe(true);
    const plan = candidate("The internal plan calls for roughly 10,000 Zorbex robots to be built this year.", 0, 1);
    const line = candidate("The line we are designing is for about 1,000 Zorbex robots a month.", 0, 1);
    const done = candidate("In 2024 we built about 1,200 Zorbex robots, as expected under the robot plan.", 0, 1);
    expect(place(built, plan, line)).toBe("none");
    expect(place(built, done)).toBe("first");
    expect(questionTerms("How many Zorbex robots does Acme plan to build next year?", ACME).pastAsked).toBe(false);
  });
  it("an outlook's table row states it though its label's last word carries a note mark; 'as a whole' asks nothing", () => {
    const t = questionTerms("What earnings per share is Acme now targeting for fiscal 2025 as a whole?", ACME);
    expect(t.stems).not.toContain(stem("whole"));
    const table = candidate("| Earnings per share1 | GAAP: $10.85 to $11.15 | Non-GAAP: $15.30 to $15.60 |", 0, 1, "Financial Targets");
    expect(place(t, table)).toBe("first");
    expect(answerSupport(table, t, () => 1)).toBe(answerSupport({ ...table, text: table.text.replace("share1", "share") }, t, () => 1));
  });
  it("'how fast' asks a growth rate and 'currency' is written 'foreign exchange': neither is a word the answer must hold", () => {
    const fast = questionTerms("How many transactions did Acme process in 2024, and how fast did that grow?", ACME);
    expect(fast.stems).not.toContain(stem("fast"));
    const fx = questionTerms("How much will currency moves weigh on Acme's revenue next year?", ACME);
    expect(fx.alternatives.get(stem("currency"))).toContain(stem("exchange"));
    expect(fx.alternatives.get(stem("weigh"))).toContain(stem("headwind"));
  });
  it("a call's clipped and closed words and a percentage cover the question's 'advertising', 'sign-ups' and 'proportion'", () => {
    const t = questionTerms("What proportion of new Acme sign-ups in its advertising markets picked the ad-supported plan?", ACME);
    const said = candidate("So, Q4 ads plan represented over 55% of signups across our ads countries.", 0, 1);
    // proportion (by the percentage), sign-ups (signups), advertising (ads) and plan: 4 of the 8 words.
    expect(answerSupport(said, t, () => 1)).toBeCloseTo(0.5);
    expect(place(t, said)).toBe("first");
  });
});

describe("answer presence: votes, pay and sales asked in plain words", () => {
  it("asked how holders voted on a proposal, only the tally of that proposal states the result", () => {
    const t = questionTerms(
      "How did Acme investors vote on the shareholder resolution asking for a report on water use at the 2024 annual meeting?",
      ACME,
    );
    expect(t.figure).toBe(true);
    expect(t.counted).toEqual(["vote", "share"]);
    expect(t.votedOn).toEqual(["sharehold", "resolut", "ask", "water", "us"]);
    const opening = candidate(
      "On November 3, 2024, Acme held its Annual Meeting of Stockholders. Below is each matter submitted to a vote at the Annual Meeting and its final voting results.",
      0,
      3,
    );
    const other = candidate(
      "The stockholders ratified the appointment of Roe & Quill LLP as Acme's auditor for the fiscal year, with 41,200,118 shares in favor and 1,907,442 shares against.",
      500,
      2,
      "Proposal No. 3: Ratification of Auditor",
    );
    const tally = candidate(
      "The stockholders did not approve a stockholder proposal requesting that Acme prepare a report on its water use, with 3,100,200 shares in favor and 40,512,007 shares against.",
      900,
      1,
      "Proposal No. 4: Stockholder Proposal Regarding a Water Use Report",
    );
    expect(place(t, opening, other)).toBe("none");
    expect(place(t, opening, other, tally)).toBe("later");
    expect(questionTerms("How did Acme's revenue change in 2024?", ACME).votedOn).toEqual([]);
  });
  it("a salary asked is stated only by a passage naming the salary, not by the officer's age beside the name", () => {
    const t = questionTerms("What annual base salary will Acme pay its new chief operating officer Jan Halvorsen?", ACME);
    expect(t.measured).toContain(stem("salary"));
    const appointed = candidate(
      "On June 2, 2025, Acme appointed Jan Halvorsen, 52, as Chief Operating Officer, effective immediately.",
      0,
      2,
    );
    const salary = candidate("Jan Halvorsen will receive an annual base salary of $900,000 and a target bonus of 150% of salary.", 500, 1);
    expect(place(t, appointed)).toBe("none");
    expect(place(t, appointed, salary)).toBe("later");
  });
  it("counts the subject of an irregular past-tense verb: a trial's name is no count of its patients", () => {
    const t = questionTerms("How many patients took part in Acme's Phase 2 trial of ZX-12?", ACME);
    expect(t.counted).toContain(stem("patients"));
    expect(countStated("We began treating patients in our Phase 2 clinical study of ZX-12 in March 2021.", t)).toBe(false);
    expect(countStated("The Phase 2 study enrolled 412 patients across 40 sites.", t)).toBe(true);
  });
  it("'biggest', 'get' and 'bring in' are stated as a filing writes them: largest, proceeds received, sales", () => {
    const who = questionTerms("Who were Acme's biggest customers in 2024?", ACME);
    const largest = candidate(
      "In 2024 our largest customers were two well-service firms, Zorbex Drilling, Inc. and Quill Energy, which together bought 31% of what we sold.",
      0,
      1,
    );
    expect(answerSupport(largest, who, () => 1)).toBe(1);
    expect(place(who, largest)).toBe("first");
    const sold = questionTerms("How much did Acme get for selling its Velmora coatings business?", ACME);
    const proceeds = candidate(
      "In the third quarter we closed the sale of our Velmora coatings business and received gross proceeds of $14.0 million.",
      0,
      1,
    );
    // All but "selling" ("a selling price" is no sale): get (received, proceeds), Velmora, coatings, business.
    expect(answerSupport(proceeds, sold, () => 1)).toBeCloseTo(0.8);
    expect(place(sold, proceeds)).toBe("first");
    const line = questionTerms("What did Acme's Widget line bring in for fiscal 2024?", ACME);
    expect(line.figure).toBe(true);
    expect(line.stems).toContain(stem("sales"));
    expect(questionTerms("How much of the footwear Acme brings into the US comes from Velmora?", ACME).stems).not.toContain(stem("sales"));
  });
});

describe("answer presence: a table's column headings", () => {
  it("a note's mark printed against a column heading's last word is not part of the word", () => {
    const t = questionTerms("What 2025 base salary did Acme set for its Chief Widget Officer?", ACME);
    const row = {
      ...candidate("| Jan Roe Chief Widget Officer | $— | $815,000 |", 0, 1, "Compensatory Arrangements of Certain Officers"),
      cells: [
        { ...cell("2024 Bonus1", "$—", 0), row_label: "Jan Roe Chief Widget Officer" },
        { ...cell("2025 Base Salary2", "$815,000", 815000), row_label: "Jan Roe Chief Widget Officer" },
      ],
    } as Candidate;
    expect(place(t, row)).toBe("first");
  });
});

describe("answer presence: what is paid", () => {
  it("a sum paid is stated as a payment, and the last of them as the final one", () => {
    const t = questionTerms("How much did Acme pay in the second quarter to settle the last of its levy on Velmora?", ACME);
    const paid = candidate("During the quarter, we made our final $0.4 billion payment of the levy on Velmora.", 0, 1);
    // pay (a payment), last (final), levy, Velmora; not "settle".
    expect(answerSupport(paid, t, () => 1)).toBeCloseTo(0.8);
    expect(place(t, paid)).toBe("first");
    // Not a ranking synonym: "payment" is no alternative spelling of the asked word.
    expect(t.alternatives.get(stem("pay"))).toEqual([]);
  });
});

describe("a count whose noun follows the question's own words", () => {
  it("reads '3,000 paying agent force customers' as the customers asked when the question names paying and the product after its verb", () => {
    const t = questionTerms("How many customers were paying for Zorbexforce at the quarter's end?", ["Acme Corp"]);
    expect(countStated("We already have 3,000 paying zorbex force customers.", t)).toBe(true);
    // Words the question does not hold still part a number from the noun.
    expect(countStated("Revenue grew 3,000 basis points among enterprise mid-market customers.", t)).toBe(false);
  });

  it("counts registered holders as the stockholders of record a filing states", () => {
    const t = questionTerms("How many registered holders of Acme common stock were there?", ["Acme Corp"]);
    expect(countStated("There were 348,000 common stockholders of record at February 1.", t)).toBe(true);
  });
});

describe("answer presence: a count or an amount as filings and calls write it", () => {
  it("an app's users counted as its 'monthly actives', the noun left out", () => {
    const t = questionTerms("How many monthly users does Zorbex have, per Acme's call?", ACME);
    expect(countStated("Zorbex now has more than 320 million monthly actives and keeps growing.", t)).toBe(true);
    expect(countStated("Zorbex now has more than 320 million monthly visits and keeps growing.", t)).toBe(false);
  });
  it("a product's revenue stated by a row of its net sales, not by a row of another measure", () => {
    const t = questionTerms("How much revenue did Acme's Zorbex line make in the quarter?", ACME);
    const row = (text: string, caption: string, printed: string, value: number) =>
      evidenceCandidate(text, 0, 1, {
        ticker: "ACME",
        section: "item_7",
        subsection: caption,
        cells: [cell("Q2 2024", printed, value, "Zorbex")],
      });
    const sales = row("| Zorbex | $ 686 | $ 730 |", "Net sales by product (in millions):", "$ 686", 686);
    const margin = row("| Zorbex | 38% | 36% |", "Gross margin by product:", "38%", 38);
    expect(place(t, sales)).toBe("first");
    expect(place(t, margin)).toBe("none");
  });
});
