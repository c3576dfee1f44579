import { describe, expect, it } from "vitest";
import { periodOfOim } from "../../../src/domain/filings/index.js";
import { xbrlJsonReport } from "../../../src/domain/filings/xbrl-json.js";
import type { Fact } from "../../../src/model/index.js";
import { ACCESSION, declarations, facts, meta } from "../../store/records.js";

const byElement = (report: ReturnType<typeof xbrlJsonReport>, id: string) => report.facts[id];

describe("a filing's facts as an xBRL-JSON report", () => {
  const report = xbrlJsonReport(meta(), declarations(), facts());

  it("writes periods, units and decimals as OIM does: end dates as the next midnight, pure and text without a unit, INF without decimals", () => {
    // A fiscal year ending 2024-09-28 ends at 2024-09-29T00:00:00 (XBRL 2.1 §4.7.2).
    expect(byElement(report, "f-1")).toEqual({
      value: "391035000000",
      decimals: -6,
      dimensions: {
        concept: "us-gaap:Revenues",
        entity: "cik:0000320193",
        period: "2023-10-01T00:00:00/2024-09-29T00:00:00",
        unit: "iso4217:USD",
      },
      "fds:document": "aapl-20240928.htm",
      "fds:elementId": "f-1",
    });
    expect(byElement(report, "f-4")?.dimensions.period).toBe("2024-09-29T00:00:00");
    expect(byElement(report, "f-8")).toMatchObject({ value: "15115823000", dimensions: { unit: "xbrli:shares" } });
    expect(byElement(report, "f-8")).not.toHaveProperty("decimals");
    // Nil: a null value, no decimals.
    expect(byElement(report, "f-7")).toMatchObject({ value: null });
    expect(byElement(report, "f-7")).not.toHaveProperty("decimals");
    // Text, and forever: no unit, no period.
    expect(byElement(report, "f-10")?.dimensions).toEqual({ concept: "dei:EntityRegistrantName", entity: "cik:0000320193" });
    // A typed dimension's value is its text, whatever it looks like.
    expect(byElement(report, "f-11")?.dimensions["us-gaap:DebtInstrumentAxis"]).toBe("<aapl:Note>A|B=C</aapl:Note>");
  });

  it("keys facts by element id, names the rest, and says what it merged and leaves out", () => {
    // All but the record's derived value, which cites another filing.
    expect(Object.keys(report.facts)).toHaveLength(facts().filter((f) => f.source === "xbrl").length);
    expect(report.documentInfo["fds:notExported"]).toContain("1 fact(s) fds did not read from this filing's XBRL");
    // The fact without an element id, the 10th of the filing.
    const unnamed = facts().findIndex((f) => f.sourceRef.elementId === null);
    expect(report.facts[`fds-fact-${unnamed + 1}`]?.value).toBe("-1234567890123456789.123456789");
    expect(byElement(report, "f-5")?.["fds:mergedElementIds"]).toEqual(["f-50", "f-51"]);
    expect(report.documentInfo["fds:notExported"]).toContain(
      "2 consistent duplicate fact(s), merged into the most precise one as EFM 6.5.12 allows: their element ids are in fds:mergedElementIds",
    );
    expect(report.documentInfo).toMatchObject({
      documentType: "https://xbrl.org/2021/xbrl-json",
      taxonomy: ["https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.xsd"],
      "fds:accession": ACCESSION,
    });
    expect(report.documentInfo.namespaces).toMatchObject({
      cik: "http://www.sec.gov/CIK",
      "us-gaap": "http://fasb.org/us-gaap/2024",
      fds: expect.any(String),
    });
  });

  it("leaves out facts it did not read from the filing's XBRL, and says which entity stands for several", () => {
    const derived: Fact = {
      ...(facts()[0] as Fact),
      source: "derived",
      sourceRef: { ...(facts()[0] as Fact).sourceRef, elementId: "d-1" },
    };
    const twoEntities = {
      ...declarations(),
      entities: [...declarations().entities, { scheme: "http://example.com/lei", identifier: "X" }],
    };
    const other = xbrlJsonReport(meta(), twoEntities, [...facts(), derived]);
    expect(other.facts["d-1"]).toBeUndefined();
    expect(other.documentInfo["fds:notExported"]).toEqual(
      expect.arrayContaining([
        "2 fact(s) fds did not read from this filing's XBRL",
        "which of its 2 entities each fact is about: fds keeps one per filing (EFM 6.5.3), all given as cik:0000320193",
      ]),
    );
  });

  it("keeps DTS references as written for a filing without an EDGAR accession", () => {
    const synthetic = xbrlJsonReport(
      meta({ accession: "fds-0123abcd", accessionIsSynthetic: true, url: null }),
      declarations(),
      facts("fds-0123abcd"),
    );
    expect(synthetic.documentInfo.taxonomy).toEqual(["aapl-20240928.xsd"]);
  });

  it("reads OIM periods back as the XBRL dates they stand for", () => {
    expect(periodOfOim("2023-10-01T00:00:00/2024-09-29T00:00:00")).toEqual({ type: "duration", start: "2023-10-01", end: "2024-09-28" });
    expect(periodOfOim("2024-03-01T00:00:00")).toEqual({ type: "instant", instant: "2024-02-29" });
    expect(periodOfOim(undefined)).toBeNull();
  });
});
