import { describe, expect, it } from "vitest";
import type { Linkbases } from "../../../src/model/linkbase.js";
import { parseLinkbaseReport, type LinkbaseParseReport } from "../../../src/parse/linkbase/index.js";
import { corpusText, countStartTags, filingsWithLinkbases, filingTaxonomyFiles, HAVE_CORPUS } from "./corpus.js";

const TERSE = "http://www.xbrl.org/2003/role/terseLabel";
const STANDARD = "http://www.xbrl.org/2003/role/label";
const VERBOSE = "http://www.xbrl.org/2003/role/verboseLabel";
const TOTAL = "http://www.xbrl.org/2003/role/totalLabel";
const DOMAIN_MEMBER = "http://xbrl.org/int/dim/arcrole/domain-member";

const reports = new Map<string, LinkbaseParseReport>();
function report(filing: string): LinkbaseParseReport {
  let found = reports.get(filing);
  if (found === undefined) {
    found = parseLinkbaseReport(filingTaxonomyFiles(filing));
    reports.set(filing, found);
  }
  return found;
}

function labelText(lb: Linkbases, concept: string, role: string): string[] {
  return lb.labels.filter((l) => l.concept === concept && l.role === role).map((l) => l.text);
}

describe.skipIf(!HAVE_CORPUS)("parseLinkbases on corpus filings", () => {
  describe("aapl 10-K 2023 (aapl-20230930)", () => {
    const filing = "aapl/10K_2023-11-03";
    const incomeRole = "http://www.apple.com/role/CONSOLIDATEDSTATEMENTSOFOPERATIONS";

    it("reads the income statement role type from the xsd", () => {
      const { roles } = report(filing).linkbases;
      expect(roles.find((r) => r.roleUri === incomeRole)).toEqual({
        roleUri: incomeRole,
        definition: "0000003 - Statement - CONSOLIDATED STATEMENTS OF OPERATIONS",
      });
      expect(roles).toHaveLength(countStartTags(corpusText(filing, "aapl-20230930.xsd"), "roleType"));
    });

    it("presents net sales first under StatementLineItems, with the terse label", () => {
      const arcs = report(filing).linkbases.presentation.filter((a) => a.role === incomeRole);
      expect(arcs.find((a) => a.child === "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax")).toEqual({
        role: incomeRole,
        parent: "us-gaap:StatementLineItems",
        child: "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax",
        order: 1,
        preferredLabel: TERSE,
      });
      const lineItems = arcs.filter((a) => a.parent === "us-gaap:StatementLineItems").sort((a, b) => a.order - b.order);
      expect(lineItems.map((a) => [a.order, a.child.replace("us-gaap:", "")])).toEqual([
        [1, "RevenueFromContractWithCustomerExcludingAssessedTax"],
        [2, "CostOfGoodsAndServicesSold"],
        [3, "GrossProfit"],
        [4, "OperatingExpensesAbstract"],
        [5, "OperatingIncomeLoss"],
        [6, "NonoperatingIncomeExpense"],
        [7, "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest"],
        [8, "IncomeTaxExpenseBenefit"],
        [9, "NetIncomeLoss"],
        [10, "EarningsPerShareAbstract"],
        [11, "WeightedAverageNumberOfSharesOutstandingAbstract"],
      ]);
      expect(lineItems.find((a) => a.child === "us-gaap:NetIncomeLoss")?.preferredLabel).toBe(TOTAL);
    });

    it("reads terse and standard labels of net sales", () => {
      const lb = report(filing).linkbases;
      const concept = "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax";
      expect(labelText(lb, concept, TERSE)).toEqual(["Net sales"]);
      expect(labelText(lb, concept, STANDARD)).toEqual(["Revenue from Contract with Customer, Excluding Assessed Tax"]);
      expect(lb.labels.find((l) => l.concept === concept)?.lang).toBe("en-US");
    });

    it("sums net income from pre-tax income minus tax", () => {
      const children = report(filing)
        .linkbases.calculation.filter((a) => a.role === incomeRole && a.parent === "us-gaap:NetIncomeLoss")
        .map(({ child, weight, order }) => ({ child, weight, order }));
      expect(children).toEqual([
        {
          child: "us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
          weight: 1,
          order: 1,
        },
        { child: "us-gaap:IncomeTaxExpenseBenefit", weight: -1, order: 2 },
      ]);
    });

    it("reads the srt:ProductOrServiceAxis dimension and its domain members", () => {
      const def = report(filing).linkbases.definition.filter((a) => a.role === incomeRole);
      const fromAxis = def.filter((a) => a.from === "srt:ProductOrServiceAxis").map((a) => [a.arcrole.replace(/.*\//, ""), a.to]);
      expect(fromAxis).toEqual([
        ["dimension-default", "srt:ProductsAndServicesDomain"],
        ["dimension-domain", "srt:ProductsAndServicesDomain"],
      ]);
      const members = def.filter((a) => a.from === "srt:ProductsAndServicesDomain" && a.arcrole === DOMAIN_MEMBER);
      expect(members.map((a) => [a.to, a.order])).toEqual([
        ["us-gaap:ProductMember", 0],
        ["us-gaap:ServiceMember", 1],
      ]);
      expect(def.find((a) => a.to === "srt:ProductOrServiceAxis")).toMatchObject({
        from: "us-gaap:StatementTable",
        arcrole: "http://xbrl.org/int/dim/arcrole/hypercube-dimension",
      });
    });

    it("resolves extension concepts (aapl:MacMember) through the xsd", () => {
      const r = report(filing);
      expect(r.schemas.map((s) => [s.prefix, s.targetNamespace])).toEqual([["aapl", "http://www.apple.com/20230930"]]);
      expect(r.schemas[0]?.elementIds.get("aapl_MacMember")).toBe("MacMember");
      const role = "http://www.apple.com/role/RevenueNetSalesDisaggregatedbySignificantProductsandServicesDetails";
      expect(r.linkbases.definition).toContainEqual({
        role,
        arcrole: DOMAIN_MEMBER,
        from: "srt:ProductsAndServicesDomain",
        to: "aapl:MacMember",
        order: 1,
      });
      expect(labelText(r.linkbases, "aapl:MacMember", TERSE)).toEqual(["Mac"]);
      expect(labelText(r.linkbases, "aapl:MacMember", STANDARD)).toEqual(["Mac [Member]"]);
    });
  });

  describe("aapl 10-K 2010 (us-gaap 2009 taxonomy, unprefixed EDGAR Online files)", () => {
    const filing = "aapl/10K_2010-10-27";
    const incomeRole = "http://www.apple.com/taxonomy/role/StatementOfIncome";

    it("reads roles, decimal orders and 2009 hrefs", () => {
      const lb = report(filing).linkbases;
      expect(lb.roles.find((r) => r.roleUri === incomeRole)?.definition).toBe("103 - Statement - CONSOLIDATED STATEMENTS OF OPERATIONS");
      expect(lb.presentation).toContainEqual({
        role: incomeRole,
        parent: "us-gaap:StatementLineItems",
        child: "us-gaap:SalesRevenueNet",
        order: 1.07,
        preferredLabel: VERBOSE,
      });
      const netIncome = lb.calculation.filter((a) => a.role === incomeRole && a.parent === "us-gaap:NetIncomeLoss");
      expect(netIncome.map((a) => [a.child, a.weight, a.order])).toEqual([
        ["us-gaap:IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments", 1, 1.09],
        ["us-gaap:IncomeTaxExpenseBenefit", -1, 1.1],
      ]);
    });

    it("links one label arc to every label resource sharing its xlink:label", () => {
      const lb = report(filing).linkbases;
      expect(labelText(lb, "us-gaap:SalesRevenueNet", STANDARD)).toEqual(["Sales Revenue, Net"]);
      expect(labelText(lb, "us-gaap:SalesRevenueNet", VERBOSE)).toEqual(["Net sales"]);
      expect(lb.presentation.some((a) => a.child === "dei:EntityDomain")).toBe(true);
    });
  });

  it("nflx 10-Q 2010: extension concept from the xsd and its labels", () => {
    const r = report("nflx/10Q_period-2010-09-30");
    expect(r.schemas[0]?.prefix).toBe("nflx");
    expect(
      r.linkbases.roles.find((x) => x.roleUri === "http://www.netflix.com/taxonomy/role/DocumentDocumentandEntityInformation")?.definition,
    ).toBe("101 - Document - Document and Entity Information");
    expect(labelText(r.linkbases, "nflx:AcquisitionOfStreamingContentLibrary", STANDARD)).toEqual([
      "Acquisition of streaming content library",
    ]);
    expect(r.linkbases.presentation.some((a) => a.child === "nflx:AcquisitionOfStreamingContentLibrary")).toBe(true);
  });

  it("tsla 10-Q 2024: extension members under srt:ProductsAndServicesDomain", () => {
    const lb = report("tsla/10Q_2024-07-24").linkbases;
    const role = "http://www.tesla.com/role/ConsolidatedStatementsofOperations";
    expect(lb.roles.find((r) => r.roleUri === role)?.definition).toBe("0000004 - Statement - Consolidated Statements of Operations");
    const underAutomotive = lb.presentation.filter((a) => a.role === role && a.parent === "tsla:AutomotiveRevenuesMember");
    expect(underAutomotive.map((a) => [a.order, a.child])).toEqual([
      [1, "tsla:AutomotiveSalesMember"],
      [2, "tsla:AutomotiveRegulatoryCreditsMember"],
      [3, "tsla:AutomotiveLeasingMember"],
    ]);
  });

  it("ibm 10-K 2024: decodes escaped label text", () => {
    const lb = report("ibm/10K_2025-02-25").linkbases;
    expect(labelText(lb, "ibm:FinancingReceivableAndNetInvestmentInLeaseRecordedInvestment90DaysPastDueAndStillAccruing", TERSE)).toEqual([
      "Amortized Cost > 90 Days and Accruing",
    ]);
  });

  it("unp 10-K 2012 without its xsd: extension hrefs fall back to the prefix_LocalName convention", () => {
    const r = report("unp/10K_period-2012-12-31");
    expect(r.schemas).toEqual([]);
    expect(r.linkbases.roles).toEqual([]);
    expect(r.linkbases.presentation.some((a) => a.child.startsWith("unp:"))).toBe(true);
  });

  describe("every corpus filing with linkbases: arcs parsed match arcs in the files", () => {
    const filings = HAVE_CORPUS ? filingsWithLinkbases() : [];
    it("finds the filings", () => expect(filings.length).toBeGreaterThanOrEqual(20));

    it.each(filings)("%s", (filing) => {
      const files = filingTaxonomyFiles(filing);
      const r = report(filing);
      const count = (local: string) => files.reduce((n, f) => n + countStartTags(corpusText(filing, f.name), local), 0);
      const prohibited = (local: string) =>
        files.reduce(
          (n, f) => n + (corpusText(filing, f.name).match(new RegExp(`<(?:[\\w.-]+:)?${local}\\s[^>]*use="prohibited"`, "g"))?.length ?? 0),
          0,
        );

      expect(r.skippedByReason).toEqual(Object.fromEntries(Object.keys(r.skippedByReason).map((k) => [k, 0])));
      expect(r.files.every((f) => f.unclosedAtEnd === 0 && f.kind !== "ignored")).toBe(true);
      expect(r.linkbases.presentation).toHaveLength(count("presentationArc") - prohibited("presentationArc"));
      expect(r.linkbases.calculation).toHaveLength(count("calculationArc") - prohibited("calculationArc"));
      expect(r.linkbases.definition).toHaveLength(count("definitionArc") - prohibited("definitionArc"));
      // Each label resource in these files is the target of exactly one label arc.
      expect(r.linkbases.labels).toHaveLength(count("label"));
      expect(r.arcs.label.arcElements).toBe(count("labelArc"));
      expect(r.linkbases.roles.length).toBe(
        files.filter((f) => f.name.endsWith(".xsd")).reduce((n, f) => n + countStartTags(corpusText(filing, f.name), "roleType"), 0),
      );
      for (const arc of [...r.linkbases.presentation, ...r.linkbases.calculation]) {
        expect(arc.parent).toMatch(/^[a-z][\w.-]*:[A-Za-z_][\w.-]*$/);
        expect(arc.child).toMatch(/^[a-z][\w.-]*:[A-Za-z_][\w.-]*$/);
      }
      for (const arc of r.linkbases.calculation) expect([1, -1]).toContain(arc.weight);
    });
  });
});
