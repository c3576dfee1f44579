import { describe, expect, it } from "vitest";
import {
  applyDefaultFormat,
  applyFormat,
  FormatValueError,
  IXT_FORMAT_NAMES,
  IXT_NAMESPACES,
  IXT_REGISTRIES,
  IXT_REGISTRY_NAMESPACES,
  isKnownFormat,
  UnknownFormatError,
} from "../../../src/parse/ixt/index.js";
import { type CaseSet, TR1_CASES, TR2_CASES, TR3_CASES } from "./format-cases.js";
import { SEC_CASES } from "./format-cases-sec.js";
import { TR4_CASES, TR5_CASES } from "./format-cases-tr4.js";

const ALL: readonly CaseSet[] = [TR1_CASES, TR2_CASES, TR3_CASES, TR4_CASES, TR5_CASES, SEC_CASES];
const TR3 = IXT_REGISTRY_NAMESPACES.tr3;
const TR4 = IXT_REGISTRY_NAMESPACES.tr4;

describe("IXT_NAMESPACES", () => {
  it("maps the six registry namespaces", () => {
    expect(IXT_NAMESPACES).toEqual({
      "http://www.xbrl.org/inlineXBRL/transformation/2010-04-20": "tr1",
      "http://www.xbrl.org/inlineXBRL/transformation/2011-07-31": "tr2",
      "http://www.xbrl.org/inlineXBRL/transformation/2015-02-26": "tr3",
      "http://www.xbrl.org/inlineXBRL/transformation/2020-02-12": "tr4",
      "http://www.xbrl.org/inlineXBRL/transformation/2022-02-16": "tr5",
      "http://www.sec.gov/inlineXBRL/transformation/2015-08-31": "sec",
    });
  });
});

describe("hand-written cases", () => {
  for (const registry of IXT_REGISTRIES) {
    it(`cover every ${registry} name`, () => {
      const covered = new Set(ALL.filter((s) => s.registries.includes(registry)).flatMap((s) => Object.keys(s.cases)));
      expect(IXT_FORMAT_NAMES[registry].filter((name) => !covered.has(name))).toEqual([]);
      expect([...covered].filter((name) => !IXT_FORMAT_NAMES[registry].includes(name))).toEqual([]);
    });
  }

  for (const set of ALL) {
    for (const registry of set.registries) {
      const ns = IXT_REGISTRY_NAMESPACES[registry];
      describe(registry, () => {
        for (const [name, cases] of Object.entries(set.cases)) {
          it.each(cases.map(([text, expected]) => ({ text, expected })))(`${name} $text`, ({ text, expected }) => {
            if (expected === null) {
              expect(() => applyFormat(ns, name, text)).toThrow(FormatValueError);
            } else {
              expect(applyFormat(ns, name, text)).toBe(expected);
            }
          });
        }
      });
    }
  }
});

describe("unknown formats", () => {
  it.each([
    ["tr3 has no hyphenated names", TR3, "num-dot-decimal"],
    ["tr4 renamed numdotdecimal", TR4, "numdotdecimal"],
    ["tr4 replaced zerodash by fixed-zero", TR4, "zerodash"],
    ["tr4 has no apostrophe grouping (tr5)", TR4, "num-dot-decimal-apos"],
    ["tr1 had no numdotdecimal", IXT_REGISTRY_NAMESPACES.tr1, "numdotdecimal"],
    ["tr2 dropped numdash", IXT_REGISTRY_NAMESPACES.tr2, "numdash"],
    ["tr2 has no tr3 additions", IXT_REGISTRY_NAMESPACES.tr2, "datemonthyear"],
    ["ixt-sec has no xii names", IXT_REGISTRY_NAMESPACES.sec, "num-dot-decimal"],
    ["unknown namespace", "http://example.com/ixt", "num-dot-decimal"],
    ["empty namespace", "", "num-dot-decimal"],
  ])("%s", (_why, ns, name) => {
    expect(isKnownFormat(ns, name)).toBe(false);
    const err = (() => {
      try {
        applyFormat(ns, name, "1");
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(UnknownFormatError);
    expect(err).toMatchObject({ code: "unknown_format", namespaceUri: ns, localName: name });
  });

  it("names the known ones", () => {
    expect(isKnownFormat(TR4, "num-dot-decimal")).toBe(true);
    expect(isKnownFormat(TR3, "numdotdecimal")).toBe(true);
  });
});

describe("FormatValueError", () => {
  it("carries a stable code, the format and the text", () => {
    try {
      applyFormat(TR4, "num-dot-decimal", "12.5%");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(FormatValueError);
      expect(e).toMatchObject({ code: "bad_format_value", namespaceUri: TR4, localName: "num-dot-decimal", text: "12.5%" });
      expect((e as Error).message).toContain('"12.5%"');
    }
  });

  it("quotes long text shortened", () => {
    const long = "x".repeat(500);
    expect(() => applyFormat(TR4, "num-dot-decimal", long)).toThrow(/x{80}…"/);
  });
});

describe("applyDefaultFormat (no format attribute)", () => {
  it.each([
    ["1234.50", "1234.5"],
    [" 12 ", "12"],
    ["\n0\n", "0"],
    [".5", "0.5"],
    ["+7", "7"],
    ["00012.000", "12"],
  ])("%j is %s", (text, expected) => {
    expect(applyDefaultFormat(text)).toBe(expected);
  });

  it.each(["1,234", "-5", "", ".", "1e3", "12 345", "(5)", "\u00a012"])("%j is not a plain decimal", (text) => {
    expect(() => applyDefaultFormat(text)).toThrow(FormatValueError);
  });
});
