import { describe, expect, it } from "vitest";
import { citation } from "../../../src/domain/kpis/driver-row.js";
import { rowsOfText } from "../../../src/domain/kpis/sentence-kpis.js";
import type { TextContext } from "../../../src/domain/kpis/text-context.js";
import { textKpis } from "../../../src/domain/kpis/text-kpis.js";
import { paragraphSubject } from "../../../src/domain/kpis/text-context.js";

/**
 * Sentences written in the general shapes filings and calls use:
 * each names the pattern it stands for. Values are made up for the snippet; the corpus tests
 * read real filings.
 */
const annual2024: TextContext = { fiscalYear: 2024, endYear: 2024, quarterly: false, company: null };
const quarter2025: TextContext = { fiscalYear: 2025, endYear: 2025, quarterly: true, company: null };

function read(text: string, ctx: TextContext = annual2024) {
  return textKpis(text, ctx).map((k) => ({ topic: k.topic, value: k.value, span: k.span, segment: k.segment, prior: k.prior }));
}

describe("KPI values in a sentence: what is not a value", () => {
  it("a model number is no count: 'The <model> program delivered N', 'higher <model> deliveries'", () => {
    expect(read("The 787 program delivered 14 airplanes in the quarter.")).toEqual([
      { topic: "deliveries_production", value: 14, span: "period", segment: "787", prior: false },
    ]);
    expect(read("Segment revenues increased by $7,875 million primarily driven by higher 787 deliveries.")).toEqual([]);
  });

  it("a size bound is no count: 'stores of at least N square feet'; a part without its label is no total", () => {
    expect(read("We operate 2,000 stores, including 120 stores of at least 40,000 square feet.")).toEqual([
      { topic: "stores", value: 2000, span: "period", segment: null, prior: false },
    ]);
    expect(read("Our stores range from 20,000 square feet to 60,000 square feet.").filter((k) => k.topic === "square_footage")).toEqual([]);
  });

  it("openings and a month's figure are not the period's count: 'we opened 12 new stores', 'delivered 33 airplanes in January'", () => {
    expect(read("In fiscal 2024, we opened 12 new stores.")).toEqual([]);
    expect(read("As of yesterday, we've delivered 33 airplanes in January.")).toEqual([]);
    expect(read("It will be a challenge for those 787 deliveries.")).toEqual([]);
  });

  it("a noun after a preposition is not what a number counts: 'over N rollbacks in stores'", () => {
    expect(read("We ran over 5,000 rollbacks in stores.")).toEqual([]);
  });

  it("a cost is no count: a warranty accrual for deliveries, capital expenditures for stores", () => {
    expect(read("The warranty accrual for deliveries was 81 million.")).toEqual([]);
    expect(read("Capital expenditures were 1,250 for 42 remodeled stores.").map((k) => k.value)).not.toContain(1250);
  });

  it("someone else's estimate and a change are no values: 'consensus ...', 'up more than $N billion'", () => {
    expect(read("Consensus estimates call for 1.9 million deliveries this year.")).toEqual([]);
    expect(read("Backlog was $12.4 billion, up more than $2 billion.")).toEqual([
      { topic: "backlog", value: 12.4e9, span: "period", segment: null, prior: false },
    ]);
  });
});

describe("KPI values in a sentence: the period and the segment", () => {
  it("'x% and y% in fiscal 2024 and 2023, respectively': the first is the year's, the second prior (either order)", () => {
    expect(read("Comparable sales increased 2.5% and 3.1% in fiscal 2024 and 2023, respectively.").map((k) => [k.value, k.span])).toEqual([
      [2.5, "period"],
      [3.1, "prior"],
    ]);
    expect(read("Comparable sales increased 3.1% and 2.5% in fiscal 2023 and 2024, respectively.").map((k) => [k.value, k.span])).toEqual([
      [3.1, "prior"],
      [2.5, "period"],
    ]);
  });

  it("a total and its part, each in 'respectively' order, the part labelled by its place", () => {
    const text =
      "As of December 31, 2024 and 2023, the Company had approximately 52,300 and 55,100 employees, respectively, of which approximately 6,100 and 6,400, respectively, were located in the United States.";
    expect(read(text).filter((k) => !k.prior)).toEqual([
      { topic: "headcount", value: 52300, span: "period", segment: null, prior: false },
      { topic: "headcount", value: 6100, span: "period", segment: "United States", prior: false },
    ]);
  });

  it("a quarterly report's year to date, and an earlier year's half, are not the quarter", () => {
    expect(read("Through the second quarter, we delivered approximately 400,000 vehicles.", quarter2025)).toEqual([
      { topic: "deliveries_production", value: 400000, span: "ytd", segment: null, prior: false },
    ]);
    expect(read("In the first half of 2024, we delivered 300,000 vehicles.", quarter2025)[0]?.span).toBe("prior");
    expect(read("In the first half of last year, we delivered approximately 830,000 vehicles.", quarter2025)[0]?.span).toBe("prior");
    const cite = citation("sentence", "doc.htm", {});
    const period = { fiscal_year: 2025, fiscal_period: "Q2", start: "2025-04-01", end: "2025-06-30", instant: false };
    const ytd = { ...period, start: "2025-01-01" };
    expect(
      rowsOfText("In the first half of 2024, we delivered 300,000 vehicles.", cite, { period, yearToDate: ytd, context: quarter2025 }),
    ).toEqual([]);
    expect(
      rowsOfText("Through the second quarter, we delivered approximately 400,000 vehicles.", cite, {
        period,
        yearToDate: ytd,
        context: quarter2025,
      })[0]?.period,
    ).toEqual(ytd);
  });

  it("segment, model or region from the sentence's subject: '<Name> segment operates N stores', '<CODE> total backlog', 'On the <model>, we delivered N'", () => {
    expect(read("The International segment operates 1,100 stores in 12 countries.")[0]?.segment).toBe("International");
    expect(
      read("BCA total backlog of $435,175 million at December 31, 2024 decreased from $440,507 million at December 31, 2023."),
    ).toEqual([
      { topic: "backlog", value: 435175e6, span: "period", segment: "BCA", prior: false },
      { topic: "backlog", value: 440507e6, span: "prior", segment: "BCA", prior: true },
    ]);
    expect(read("On the Model X, we delivered 1,234 units.")[0]?.segment).toBe("Model X");
    expect(read("A total of 322 of our stores, or 13.7%, were located in Canada and Mexico.")[0]?.segment).toBe("Canada and Mexico");
  });

  it("with the filer's name known, another named subject is a business ('<Business> served N people'), the filer itself none", () => {
    const ctx = { ...annual2024, company: "EXAMPLE GROUP, INC." };
    expect(read("Example Health served approximately 100 million people as of December 31, 2024.", ctx)[0]?.segment).toBe("Example Health");
    expect(read("Example Group operates 1,200 stores.", ctx)[0]?.segment).toBeNull();
    expect(
      read(
        "As of December 31, 2024, Example Care participated in programs in 30 states, and served approximately 7.4 million people.",
        ctx,
      )[0]?.segment,
    ).toBe("Example Care");
  });

  it("a backlog named through a qualifying phrase: '$N of revenue related to <topic>', '<abbreviation> related to ... was approximately $N'", () => {
    expect(
      read("As of December 31, 2024, $650 million of revenue related to remaining performance obligations had not been recognized."),
    ).toEqual([{ topic: "backlog", value: 650e6, span: "period", segment: null, prior: false }]);
    expect(
      read(
        "At December 31, 2024, the transaction price allocated to RPO related to contracts that are unsatisfied was approximately $60 billion.",
      ),
    ).toEqual([{ topic: "backlog", value: 60e9, span: "period", segment: null, prior: false }]);
    // Beyond the usual reach, a figure between the subject and the value ends it.
    expect(
      read(
        "RPO related to customer contracts with the 12 largest agencies of the federal government and of the states that are unsatisfied was approximately $3 billion.",
      ),
    ).toEqual([]);
  });

  it("square feet for a stated purpose are that space's, not the company's total: 'N square feet of office space for our <purpose>'", () => {
    expect(
      read("We own and lease approximately 2 million square feet of office and building space for our corporate headquarters.")[0]?.segment,
    ).toBe("corporate headquarters");
    expect(read("Our stores average approximately 100,000 square feet of enclosed space.")[0]?.segment).toBeNull();
  });

  it("a call's wording: 'comp sales', 'negative comps of N%' in '<Region> stores', the store count; a comparison's base is not the value's period", () => {
    expect(read("Comp sales declined 2.1% from the same period last year, and our US stores had negative comps of 2.1%.")).toEqual([
      { topic: "comparable_sales", value: -2.1, span: "period", segment: null, prior: false },
      { topic: "comparable_sales", value: -2.1, span: "period", segment: "US", prior: false },
    ]);
    expect(
      read("In the fourth quarter, comp sales increased 0.5% from last year, and comps in our U.S. stores were up 1.1%.").map((k) => [
        k.value,
        k.segment,
      ]),
    ).toEqual([
      [0.5, null],
      [1.1, "U.S."],
    ]);
    expect(read("During the year, we opened 10 new stores, bringing our store count to 2,300.").map((k) => k.value)).toEqual([2300]);
  });

  it("'we serve roughly N people' is people served; 'N in <kind> payments volume' a volume of that kind", () => {
    expect(read("So we serve roughly almost 120 million people across the group.")).toEqual([
      { topic: "subscribers_members", value: 120e6, span: "period", segment: null, prior: false },
    ]);
    expect(read("We finished the year with 1.5 trillion in commercial payments volume.")).toEqual([
      { topic: "transactions_volume", value: 1.5e12, span: "period", segment: "commercial", prior: false },
    ]);
  });

  it("someone else's workforce, a lower bound and a second amount joined after the topic's are not the company's levels", () => {
    expect(read("They employ 30,000 people worldwide.")).toEqual([]);
    expect(read("We have well over 2 billion paid subscriptions across our services.")).toEqual([]);
    expect(read("Backlog was $12 billion, and cash and short-term investments of $6 billion.").map((k) => k.value)).toEqual([12e9]);
  });

  it("a month's percentage, 'N plus stores' and progress through a plan are not the period's levels", () => {
    expect(
      read("Our comps were positive 0.5%, with comps of negative 1.5% in November and positive 6% in December.").map((k) => k.value),
    ).toEqual([0.5]);
    expect(read("We made improvements across our 2,000 plus stores.")).toEqual([]);
    expect(read("We are 25 stores into that program.")).toEqual([]);
  });

  it("a headcount stated with has, had or have is the company's (no false absence)", () => {
    expect(read("The Company had approximately 109,000 employees.").map((k) => k.value)).toEqual([109000]);
    expect(read("The Company and its subsidiaries have approximately 138,000 employees worldwide.").map((k) => k.value)).toEqual([138000]);
    expect(read("Our approximately 40,000 employees are critical to our success.").map((k) => k.value)).toEqual([40000]);
  });
});

// Issue 22 (false readings found in its final part).
describe("KPI values in a sentence: lower bounds, nouns that look like plans, workforce and obligation wordings", () => {
  it("a lower bound is no level: 'over N employees', 'more than N airplanes', 'over N billion units'", () => {
    expect(read("We ended the year with over 74,000 employees, up 10% year over year.")).toEqual([]);
    expect(read("Backlog ended at $435 billion and includes more than 5,500 airplanes.")).toEqual([
      { topic: "backlog", value: 435e9, span: "period", segment: null, prior: false },
    ]);
    expect(read("We delivered over 9 billion units the same or next day.")).toEqual([]);
    expect(read("The segment served more than 7.4 million people.")).toEqual([]);
  });

  it("a noun 'plans' in the reported clause is no plan: '<model> program, we delivered N ... recovery plans'", () => {
    expect(
      read(
        "On the 787 program, we delivered 15 airplanes in the quarter as we made progress on working through production recovery plans for heat exchangers.",
      ),
    ).toEqual([{ topic: "deliveries_production", value: 15, span: "period", segment: "787", prior: false }]);
    expect(read("We plans to deliver 40 airplanes.")).toEqual([]);
  });

  it("workforce wordings: '<Company>'s total workforce was approximately N', 'Approximately N employees, which ..., were union represented'", () => {
    expect(
      read("As of December 31, 2024, the company’s total workforce was approximately 172,000 with 15% located outside of the U.S."),
    ).toEqual([{ topic: "headcount", value: 172000, span: "period", segment: null, prior: false }]);
    expect(
      read("Approximately 58,000 employees, which constitute 34% of our total workforce, were union represented as of December 31, 2024."),
    ).toEqual([{ topic: "headcount", value: 58000, span: "period", segment: "union represented", prior: false }]);
    // Employees as a subject without a kind after them are no headcount ("20,000 employees attended").
    expect(read("Approximately 20,000 employees attended the event.")).toEqual([]);
  });

  it("remaining obligations named without the word: '$N of revenue related to performance obligations had not been recognized'", () => {
    expect(
      textKpis(
        "As of January 29, 2023, $652 million of revenue related to performance obligations had not been recognized, of which we expect to recognize 47% over the next twelve months.",
        { ...annual2024, fiscalYear: 2023, endYear: 2023 },
      ).map((k) => [k.topic, k.kpiName, k.value]),
    ).toEqual([["backlog", "remaining performance obligations", 652e6]]);
  });
});

// Issue 22.
describe("KPI values in a sentence: kinds named by a product or a ticket size", () => {
  it("transactions under a product's name: 'N billion <Product> transactions', '<Product> transactions grew x% ... to N billion'", () => {
    expect(
      read("Example Direct transactions grew 38% for the quarter to 2.8 billion, and commercial volumes grew 5% year over year."),
    ).toEqual([{ topic: "transactions_volume", value: 2.8e9, span: "period", segment: "Example Direct", prior: false }]);
    expect(read("We finished the year with almost 10 billion Example Direct transactions.")).toEqual([
      { topic: "transactions_volume", value: 10e9, span: "period", segment: "Example Direct", prior: false },
    ]);
    // A bound, or transactions with no name before them, are no such count.
    expect(read("The partner has more than a billion transactions annually.")).toEqual([]);
    expect(read("Total transactions grew 10% to 300 million.")).toEqual([]);
  });

  it("a comparable figure's kind opening its clause: 'Big ticket comp transactions ... were up N%'; 'Total comp' names none", () => {
    expect(read("Big ticket comp transactions or those over $1000 were up .9% compared to the fourth quarter of last year.")).toEqual([
      { topic: "comparable_sales", value: 0.9, span: "period", segment: "big ticket", prior: false },
    ]);
    expect(read("Total comp transactions were up 1.2%.")[0]?.segment).toBeNull();
  });
});

// Issue 22.
describe("KPI values in a sentence: headcount wordings", () => {
  it.each([
    ["The Company employed approximately 12,000 people.", 12000],
    ["As of December 31, 2024, we had 5,200 full-time employees.", 5200],
    ["Our workforce consisted of approximately 8,000 employees.", 8000],
    ["We employ about 2,500 people globally.", 2500],
    ["At year end, the company had a total of 10,400 employees.", 10400],
    ["Our global workforce totaled approximately 9,800 employees as of year end.", 9800],
    ["As of December 31, 2024, our total workforce was approximately 21,000.", 21000],
  ])("'%s' is the company's headcount, no segment", (text, value) => {
    expect(read(text)).toEqual([{ topic: "headcount", value, span: "period", segment: null, prior: false }]);
  });

  it("two kinds in one sentence are parts labelled by kind: 'N full-time employees and M part-time employees'", () => {
    expect(
      read("As of December 31, 2024, we employed 1,200 full-time employees and 300 part-time employees.").map((k) => [k.value, k.segment]),
    ).toEqual([
      [1200, "full-time"],
      [300, "part-time"],
    ]);
  });
});

// Issue 22.
describe("KPI values in a sentence: a part referring to a place named before", () => {
  it("'the impact of the conflict in and around <Place> on ... our approximately N employees in the region' is that place's; with no place named, no row", () => {
    expect(
      read(
        "We are monitoring the impact of the geopolitical conflict in and around Exampleland on our operations, including the health and safety of our approximately 4,700 employees in the region who primarily support research.",
      ),
    ).toEqual([{ topic: "headcount", value: 4700, span: "period", segment: "Exampleland", prior: false }]);
    expect(read("We are monitoring the safety of our approximately 4,700 employees in the region.")).toEqual([]);
  });
});

// Issue 22.
describe("KPI values in a sentence: people a business serves", () => {
  it("'<Business> provides access to <services> for N people' is people served by that business; 'for N customers' is no such count", () => {
    const ctx = { ...annual2024, company: "EXAMPLE GROUP, INC." };
    expect(
      read("As of December 31, 2024, Example Care Employer & Individual provides access to medical services for 29.7 million people.", ctx),
    ).toEqual([
      { topic: "subscribers_members", value: 29.7e6, span: "period", segment: "Example Care Employer & Individual", prior: false },
    ]);
    expect(read("We provide services for 300 customers.", ctx)).toEqual([]);
  });

  it("'served N people through its <Name> products' is the products' part", () => {
    const ctx = { ...annual2024, company: "EXAMPLE GROUP, INC." };
    expect(
      read("Example Care Retirement served 7.8 million people through its Example Advantage products as of December 31, 2024.", ctx)[0]
        ?.segment,
    ).toBe("Example Advantage");
  });
});

// Issue 22.
describe("KPI values in a sentence: a second count of one verb written in words", () => {
  it("'<CODE> delivered 34 aircraft and two satellites' gives both counts; 'three of them' is no count", () => {
    expect(read("ABC delivered 34 aircraft and two satellites in the quarter.").map((k) => [k.topic, k.value, k.segment])).toEqual([
      ["deliveries_production", 34, "ABC"],
      ["deliveries_production", 2, "ABC"],
    ]);
    expect(read("We delivered 1,200 vehicles and three of them were trucks.").map((k) => k.value)).toEqual([1200]);
  });
});

describe("KPI values in a sentence: parts, places and subjects", () => {
  const ctx = { ...annual2024, company: "Example Holdings, Inc." };

  it("'N <Region> and M <Region> stores': each count is its region's, neither the total", () => {
    expect(read("This includes 600 North America and 30 International stores as of December 31, 2024.")).toEqual([
      { topic: "stores", value: 600, span: "period", segment: "North America", prior: false },
      { topic: "stores", value: 30, span: "period", segment: "International", prior: false },
    ]);
  });

  it("a topic word after 'by' is a basis, not the amount's subject: '(by payment volume) ..., $N was returned' is no volume", () => {
    expect(
      read(
        "Based on the percentage of class members (by payment volume) that opted out of the class, $700 million was returned to defendants.",
      ),
    ).toEqual([]);
  });

  it("'<things> in the <Place> had N square feet, of which x was owned and y was leased': the place's total and both its parts", () => {
    expect(
      read(
        "At December 31, 2024, our facilities in the U.S. had aggregate floor space of approximately 17 million square feet, of which approximately 9 million was owned and 8 million was leased.",
      ).map((k) => [k.value, k.segment]),
    ).toEqual([
      [17e6, "U.S."],
      [9e6, "U.S.: owned"],
      [8e6, "U.S.: leased"],
    ]);
    expect(
      read(
        "Outside the U.S., facilities totaled approximately 24 million square feet, of which 3 million was owned and 21 million was leased.",
      ).map((k) => [k.value, k.segment]),
    ).toEqual([
      [24e6, "Outside the U.S."],
      [3e6, "Outside the U.S.: owned"],
      [21e6, "Outside the U.S.: leased"],
    ]);
  });

  it("'<Business>'s aggregate backlog ... was $N' is that business's; the filer's own name or initials name no part", () => {
    expect(
      read(
        "Analytics Unit’s aggregate backlog as of December 31, 2024 was approximately $32.8 billion, of which $19.8 billion is expected to be realized within the next 12 months.",
        ctx,
      ),
    ).toEqual([{ topic: "backlog", value: 32.8e9, span: "period", segment: "Analytics Unit", prior: false }]);
    expect(read("Example Holdings’ backlog was $5.0 billion.", ctx)[0]?.segment).toBeNull();
    expect(
      read("IEM’s backlog was $5.0 billion.", { ...ctx, company: "International Example Machines Corporation" })[0]?.segment,
    ).toBeNull();
  });

  it("'the backlog includes $N related to <kind>' is a part labelled by its kind, never the total", () => {
    expect(read("The aggregate backlog includes $12.5 billion related to affiliated agreements.")).toEqual([
      { topic: "backlog", value: 12.5e9, span: "period", segment: "affiliated agreements", prior: false },
    ]);
  });

  it("'our <A> and <B> offices which are x and y square feet, respectively': with no periods named, each value is its name's and the period's", () => {
    expect(
      read(
        "The largest properties we occupy abroad are our Springfield, Freedonia and Shelbyville, Freedonia offices which are approximately 0.7 million and 0.5 million square feet, respectively.",
      ),
    ).toEqual([
      { topic: "square_footage", value: 0.7e6, span: "period", segment: "Springfield, Freedonia", prior: false },
      { topic: "square_footage", value: 0.5e6, span: "period", segment: "Shelbyville, Freedonia", prior: false },
    ]);
    // With periods named, the order is still the periods' (the second value the prior year's).
    expect(read("We had 1,000 and 900 stores at the end of 2024 and 2023, respectively.").map((k) => [k.value, k.prior])).toEqual([
      [1000, false],
      [900, true],
    ]);
  });

  it("one building's footage is labelled by the building, and an amount excluded from a total is no level", () => {
    expect(read("The facility has 1.2 million square feet of space that can accommodate approximately 4,000 employees.")).toEqual([
      { topic: "square_footage", value: 1.2e6, span: "period", segment: "facility", prior: false },
    ]);
    expect(
      read(
        "Excluded from this amount is approximately 2.1 million square feet of leased and owned property that is currently leased to others.",
      ),
    ).toEqual([]);
  });

  it("a paragraph reviewing a region ('<Region> revenues decreased ...') names the part its later sentences are about; the filer's own name or a general word names none", () => {
    expect(paragraphSubject("North America revenues decreased 8% on a currency-neutral basis.", "Example, Inc.")).toBe("North America");
    expect(paragraphSubject('Asia Pacific & Latin America ("APLA") revenues decreased 3%.', "Example, Inc.")).toBe(
      "Asia Pacific & Latin America (APLA)",
    );
    expect(paragraphSubject("Example Direct revenues were $18.8 billion.", "Example, Inc.")).toBeNull();
    expect(paragraphSubject("Net sales increased 3%.", "Example, Inc.")).toBeNull();
  });
});

describe("KPI values in a sentence: parts named after their noun", () => {
  it("'N stores in <Place> and M stores in <Place>' labels each count; one count over a list of places is the whole", () => {
    expect(
      read("We operated 1,200 stores in the United States and 300 stores in Canada as of year end.").map((k) => [k.value, k.segment]),
    ).toEqual([
      [1200, "United States"],
      [300, "Canada"],
    ]);
    expect(
      read("The Company had approximately 5,000 employees in the United States and 3,000 employees outside the United States.").map((k) => [
        k.value,
        k.segment,
      ]),
    ).toEqual([
      [5000, "United States"],
      [3000, "outside the United States"],
    ]);
    expect(read("We operated 2,347 stores in the United States, Canada and Mexico.").map((k) => [k.value, k.segment])).toEqual([
      [2347, null],
    ]);
  });

  it("'<topic> in our <Name> segment was $N' is that segment's; 'of which $N was related to <Name>' a labelled part", () => {
    expect(
      read("Backlog in our Defense segment was $60 billion and backlog in our Commercial segment was $440 billion.").map((k) => [
        k.value,
        k.segment,
      ]),
    ).toEqual([
      [60e9, "Defense"],
      [440e9, "Commercial"],
    ]);
    expect(
      read("Total backlog was $500 billion, of which $430 billion was related to Commercial Products.").map((k) => [k.value, k.segment]),
    ).toEqual([
      [500e9, null],
      [430e9, "Commercial Products"],
    ]);
  });

  it("'including N square feet in <Place>' is the place's part of the total", () => {
    expect(
      read("Square footage at the end of the year was 118.5 million square feet, including 5.2 million square feet in Mexico.").map((k) => [
        k.value,
        k.segment,
      ]),
    ).toEqual([
      [118.5e6, null],
      [5.2e6, "Mexico"],
    ]);
  });
});

describe("KPI values in a sentence: subjects of joined clauses", () => {
  it("'<topic> in <Place> were N and <topic> in <Place> were M': each value its place's, the second not lost to the first's noun", () => {
    expect(
      read(
        "Paid memberships in the U.S. and Canada were 89.6 million and paid memberships in EMEA were 101.1 million at the end of the year.",
      ).map((k) => [k.value, k.segment]),
    ).toEqual([
      [89.6e6, "U.S. and Canada"],
      [101.1e6, "EMEA"],
    ]);
    expect(
      read("Comparable sales in the U.S. increased 1.5% and comparable sales in International increased 4.0%.").map((k) => [
        k.value,
        k.segment,
      ]),
    ).toEqual([
      [1.5, "U.S."],
      [4, "International"],
    ]);
  });

  it("'<Place> comparable sales increased x%, while <Place> comparable sales increased y%': each clause its own place", () => {
    expect(
      read("U.S. comparable sales increased 1.5%, while International comparable sales increased 4.0%.").map((k) => [k.value, k.segment]),
    ).toEqual([
      [1.5, "U.S."],
      [4, "international"],
    ]);
  });

  it("'The <A> segment had N restaurants and the <B> segment had M': the second clause has its own subject", () => {
    expect(
      read("The Americas segment had 1,500 restaurants and the Europe segment had 700 restaurants.").map((k) => [k.value, k.segment]),
    ).toEqual([
      [1500, "Americas"],
      [700, "Europe"],
    ]);
  });

  it("who runs the stores is the kind counted: 'company-operated stores totaled N, and licensed stores totaled M'", () => {
    expect(read("The company-operated stores totaled 9,800, and licensed stores totaled 7,200.").map((k) => [k.value, k.segment])).toEqual([
      [9800, "company-operated"],
      [7200, "licensed"],
    ]);
  });

  it("a date's day is no headcount: 'the total cost of our workforce for the year ended December 31, 2024 was $N'", () => {
    expect(
      read(
        "The total cost of our workforce for the year ended December 31, 2024 was $6.7 billion, which primarily consists of compensation.",
      ),
    ).toEqual([]);
  });
});

describe("KPI values in a sentence: parts of an amount, models, the quarter beside the year to date", () => {
  it("'backlog was $N, including $x for <A> and $y for <B>': the total and each part for what it names", () => {
    expect(
      read(
        "Backlog at December 31, 2024 was $521 billion, including $435 billion for Commercial Products and $64 billion for Defense.",
      ).map((k) => [k.value, k.segment]),
    ).toEqual([
      [521e9, null],
      [435e9, "Commercial Products"],
      [64e9, "Defense"],
    ]);
  });

  it("'delivered N <Model> vehicles' is that model's; 'N consumer vehicles' names none", () => {
    expect(read("We delivered 1,704,093 Model Q/R vehicles and 85,133 other models in 2024.").map((k) => [k.value, k.segment])).toEqual([
      [1704093, "Model Q/R"],
    ]);
    expect(read("In 2024, we delivered approximately 1,789,000 consumer vehicles.").map((k) => [k.value, k.segment])).toEqual([
      [1789000, null],
    ]);
  });

  it("a quarterly report's sentence naming the quarter and the year to date: each value's clause says which it is", () => {
    expect(
      read("During the quarter, we delivered 12 aircraft to customers, bringing year-to-date deliveries to 30.", quarter2025).map((k) => [
        k.value,
        k.span,
      ]),
    ).toEqual([
      [12, "period"],
      [30, "ytd"],
    ]);
    expect(
      read("For the six months ended June 30, 2025, we delivered 720,803 vehicles.", quarter2025).map((k) => [k.value, k.span]),
    ).toEqual([[720803, "ytd"]]);
  });

  it("'Total employees numbered approximately N', 'The number of stores in operation was N' are levels", () => {
    expect(read("Total employees numbered approximately 61,000 at year end.").map((k) => [k.topic, k.value])).toEqual([
      ["headcount", 61000],
    ]);
    expect(
      read("The number of stores in operation was 8,950 at the end of the quarter, up from 8,800 a year ago.", quarter2025).map((k) => [
        k.topic,
        k.value,
        k.span,
      ]),
    ).toEqual([["stores", 8950, "period"]]);
  });
});

describe("KPI values in a sentence: size limits, investments and openings are no levels", () => {
  it("'the minimum store size is N square feet' is a limit and '$N in 300 new stores' an investment in openings: no row", () => {
    expect(read("The minimum store size is 5,000 square feet, and we invested $2.1 billion in 300 new stores.")).toEqual([]);
    expect(read("We opened 300 new stores in fiscal 2024.")).toEqual([]);
  });

  it("'N of whom were in <Place>' is the place's part; 'headcount increased to N' is a level; 'N <model number> airplanes' names the model", () => {
    expect(
      read("As of December 31, 2024, we had approximately 12,000 employees, approximately 5,000 of whom were in Europe.").map((k) => [
        k.value,
        k.segment,
      ]),
    ).toEqual([
      [12000, null],
      [5000, "Europe"],
    ]);
    expect(
      read("Our headcount increased to 15,000 employees at the end of the quarter from 14,200 at the end of 2024.", quarter2025).map(
        (k) => [k.topic, k.value, k.span],
      ),
    ).toEqual([["headcount", 15000, "period"]]);
    expect(read("The 900X program has 500 orders; we delivered 14 900 airplanes.").map((k) => [k.value, k.segment])).toEqual([[14, "900"]]);
  });
});

describe("KPI values in a sentence: series of parts, abbreviations, kinds of backlog", () => {
  it("'of which N were in the U.S., M in <A> and K in <B>': every part its place, the place ending before the next count", () => {
    expect(
      read("As of the end of fiscal 2024, we operated 2,347 stores, of which 2,025 were in the U.S., 182 in Canada and 140 in Mexico.").map(
        (k) => [k.value, k.segment],
      ),
    ).toEqual([
      [2347, null],
      [2025, "U.S."],
      [182, "Canada"],
      [140, "Mexico"],
    ]);
  });

  it("an abbreviation's full stops do not end a noun phrase ('N U.S. stores'); 'N international stores' is the international part", () => {
    expect(read("We had 4,606 U.S. stores and 5,568 international stores at year end.").map((k) => [k.value, k.segment])).toEqual([
      [4606, "U.S."],
      [5568, "international"],
    ]);
  });

  it("funded and unfunded backlog are kinds; one count with one place after its noun is that place's", () => {
    expect(
      read("Our funded backlog was $30.1 billion and our unfunded backlog was $15.5 billion.").map((k) => [k.value, k.segment]),
    ).toEqual([
      [30.1e9, "funded"],
      [15.5e9, "unfunded"],
    ]);
    expect(read("We ended the year with 1.2 million subscribers in Latin America.").map((k) => [k.value, k.segment])).toEqual([
      [1.2e6, "Latin America"],
    ]);
  });
});

describe("KPI values in a sentence: someone else's count, a region's level", () => {
  it("'Membership in our warehouse clubs totaled N cardholders' counts cardholders: no store count", () => {
    expect(read("Membership in our warehouse clubs totaled 136.8 million cardholders.")).toEqual([]);
    expect(read("Deliveries totaled 1,789,226 vehicles in 2024.").map((k) => [k.topic, k.value])).toEqual([
      ["deliveries_production", 1789226],
    ]);
  });

  it("'<topic> in <Region> grew to N' is the region's level", () => {
    expect(read("Paid memberships in Asia-Pacific grew to 57.5 million.").map((k) => [k.topic, k.value, k.segment])).toEqual([
      ["subscribers_members", 57.5e6, "Asia-Pacific"],
    ]);
  });
});

describe("KPI values in a sentence: members per region stated after the value", () => {
  it("'<topic> totaled N in <Region> and M in other countries': each value its place", () => {
    expect(
      read("Our paid members totaled 76.4 million in the United States and Canada and 22.1 million in other countries.").map((k) => [
        k.value,
        k.segment,
      ]),
    ).toEqual([
      [76.4e6, "United States and Canada"],
      [22.1e6, "other countries"],
    ]);
  });

  it("a quarter or fiscal year after a value is no place", () => {
    expect(read("Our paid members totaled 301.6 million in Q4 2024.").map((k) => [k.value, k.segment])).toEqual([[301.6e6, null]]);
    expect(read("Our paid members totaled 301.6 million in Fiscal 2024.").map((k) => [k.value, k.segment])).toEqual([[301.6e6, null]]);
  });
});
