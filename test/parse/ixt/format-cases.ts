import type { IxtRegistry } from "../../../src/parse/ixt/index.js";

/** Shown text and the expected result; `null` when the text must be a FormatValueError. */
export type Case = readonly [text: string, expected: string | null];

/** Hand-written cases per transformation name, and the registries whose namespace they run under. */
export interface CaseSet {
  readonly registries: readonly IxtRegistry[];
  readonly cases: Readonly<Record<string, readonly Case[]>>;
}

export const TR1_CASES: CaseSet = {
  registries: ["tr1"],
  cases: {
    dateslashus: [
      ["12/31/2024", "2024-12-31"],
      ["1/2/24", "2024-01-02"],
      ["2/29/2023", null],
      ["12-31-2024", null],
    ],
    dateslasheu: [
      ["31/12/2024", "2024-12-31"],
      ["29/2/2024", "2024-02-29"],
      ["31/13/2024", null],
    ],
    datedotus: [
      ["12.31.2024", "2024-12-31"],
      ["12/31/2024", null],
    ],
    datedoteu: [
      ["31.12.2024", "2024-12-31"],
      ["31.12.24", "2024-12-31"],
      ["31.13.2024", null],
    ],
    datelongus: [
      ["December 31, 2024", "2024-12-31"],
      ["December 31 2024", null],
      ["december 31, 2024", null],
    ],
    dateshortus: [
      ["Dec 31, 24", "2024-12-31"],
      ["Dec. 31, 2024", null],
    ],
    datelonguk: [
      ["31 December 2024", "2024-12-31"],
      ["31 Dec 2024", null],
    ],
    dateshortuk: [
      ["1 Jan 2024", "2024-01-01"],
      ["1 January 2024", null],
    ],
    numcommadot: [
      ["1,234,567.89", "1234567.89"],
      ["0.50", "0.5"],
      ["1234,567", null],
      ["1.234,5", null],
    ],
    numdash: [
      ["-", "0"],
      [" - ", "0"],
      ["\u2014", null],
    ],
    numspacedot: [
      ["1 234 567.89", "1234567.89"],
      ["1\u00a0234.5", "1234.5"],
      ["1,234.5", null],
    ],
    numdotcomma: [
      ["1.234.567,89", "1234567.89"],
      ["1,234.5", null],
    ],
    numcomma: [
      ["1234,50", "1234.5"],
      ["1.234,5", null],
    ],
    numspacecomma: [
      ["1 234,5", "1234.5"],
      ["1.234,5", null],
    ],
    datelongdaymonthuk: [
      ["31 December", "--12-31"],
      ["31 Dec", null],
      ["31 April", null],
    ],
    dateshortdaymonthuk: [
      ["29 Feb", "--02-29"],
      ["30 Feb", null],
    ],
    datelongmonthdayus: [
      ["December 31", "--12-31"],
      ["Dec 31", null],
    ],
    dateshortmonthdayus: [
      ["Dec 31st", "--12-31"],
      ["Dec 3", "--12-03"],
      ["December 31", null],
    ],
    dateslashdaymontheu: [
      ["31/12", "--12-31"],
      ["31/02", null],
    ],
    dateslashmonthdayus: [
      ["12/31", "--12-31"],
      ["13/31", null],
    ],
    datelongyearmonth: [
      ["2024 December", "2024-12"],
      ["2024 Dec", null],
    ],
    dateshortyearmonth: [
      ["24 Dec", "2024-12"],
      ["2024 Foo", null],
    ],
    datelongmonthyear: [
      ["December 2024", "2024-12"],
      ["December 202", null],
    ],
    dateshortmonthyear: [
      ["Dec 2024", "2024-12"],
      ["Dec", null],
    ],
  },
};

/** TR2's names, which TR3 keeps with the same rules. */
export const TR2_CASES: CaseSet = {
  registries: ["tr2", "tr3"],
  cases: {
    booleanfalse: [
      ["No", "false"],
      ["\u2610", "false"],
    ],
    booleantrue: [
      ["Yes", "true"],
      ["\u2612", "true"],
    ],
    datedaymonth: [
      ["31.12", "--12-31"],
      ["31/12", "--12-31"],
      ["32/12", null],
    ],
    datedaymonthen: [
      ["31 December", "--12-31"],
      ["31st of December", "--12-31"],
      ["31 Foo", null],
    ],
    datedaymonthyear: [
      ["31/12/2024", "2024-12-31"],
      ["31-12-24", "2024-12-31"],
      ["31/12/202", null],
    ],
    datedaymonthyearen: [
      ["31 December 2024", "2024-12-31"],
      ["1st January, 2024", "2024-01-01"],
      ["31 June 2024", null],
    ],
    dateerayearmonthdayjp: [
      ["平成元年5月1日", "1989-05-01"],
      ["令和6年12月31日", "2024-12-31"],
      ["令和6年", null],
    ],
    dateerayearmonthjp: [
      ["平成31年4月", "2019-04"],
      ["昭和64年1月", "1989-01"],
      ["平成31年13月", null],
    ],
    datemonthday: [
      ["12/31", "--12-31"],
      ["2-29", "--02-29"],
      ["2-30", null],
    ],
    datemonthdayen: [
      ["December 31st", "--12-31"],
      ["Sept. 3", "--09-03"],
      ["Foo 3", null],
    ],
    datemonthdayyear: [
      ["12/31/2024", "2024-12-31"],
      ["12.31.24", "2024-12-31"],
      ["13/31/2024", null],
    ],
    datemonthdayyearen: [
      ["December 31, 2024", "2024-12-31"],
      ["Dec. 31, 2024", "2024-12-31"],
      ["February 30, 2024", null],
    ],
    datemonthyearen: [
      ["December 2024", "2024-12"],
      ["Dec. 24", "2024-12"],
      ["Decembre 2024", null],
    ],
    dateyearmonthdaycjk: [
      ["2024年12月31日", "2024-12-31"],
      ["２０２４年１２月３１日", "2024-12-31"],
      ["2024年2月30日", null],
    ],
    dateyearmonthen: [
      ["2024 December", "2024-12"],
      ["2024, Dec.", "2024-12"],
      ["2024", null],
    ],
    dateyearmonthcjk: [
      ["2024年12月", "2024-12"],
      ["2024年13月", null],
    ],
    nocontent: [
      ["anything", ""],
      ["", ""],
    ],
    numcommadecimal: [
      ["1.234.567,89", "1234567.89"],
      ["1 234,5", "1234.5"],
      ["1234", "1234"],
      ["1,2,3", null],
    ],
    zerodash: [
      ["-", "0"],
      ["\u2014", "0"],
      ["\u2013", "0"],
      ["0", null],
      ["--", null],
    ],
    numdotdecimal: [
      ["1,234,567.89", "1234567.89"],
      ["1 234", "1234"],
      ["1234567", "1234567"],
      ["0.50", "0.5"],
      [".5", null],
      ["1,23", null],
    ],
    numunitdecimal: [
      ["5 dollars 25 cents", "5.25"],
      ["1,000 euro 5", "1000.05"],
      ["05 dollars 5", null],
      ["5 dollars", null],
    ],
  },
};

/** Names TR3 added to TR2's. */
export const TR3_CASES: CaseSet = {
  registries: ["tr3"],
  cases: {
    calindaymonthyear: [
      ["1 Chaitra 1946", "2024-03-21"],
      ["1 Phalguna 1945", "2024-02-20"],
      ["31 Phalguna 1945", null],
    ],
    datedaymonthdk: [
      ["3. januar", "--01-03"],
      ["3. jan.", "--01-03"],
      ["3. foo", null],
    ],
    datedaymonthyeardk: [
      ["3. marts 2024", "2024-03-03"],
      ["31. juni 2024", null],
    ],
    datedaymonthyearin: [
      ["3 मार्च 2024", "2024-03-03"],
      ["३ मार्च २०२४", "2024-03-03"],
      ["3/3/2024", "2024-03-03"],
      ["3 Foo 2024", null],
    ],
    datemonthyear: [
      ["12/2024", "2024-12"],
      ["1-24", "2024-01"],
      ["13/2024", null],
    ],
    datemonthyeardk: [
      ["december 2024", "2024-12"],
      ["dec. 2024", "2024-12"],
      ["foo 2024", null],
    ],
    datemonthyearin: [
      ["दिसंबर 2024", "2024-12"],
      ["दिसम्बर २०२४", "2024-12"],
      ["Dec 2024", null],
    ],
    dateyearmonthday: [
      ["2024-12-31", "2024-12-31"],
      ["２０２４．１２．３１", "2024-12-31"],
      ["2024-02-30", null],
    ],
    numdotdecimalin: [
      ["1,00,00,000.50", "10000000.5"],
      ["12,345", "12345"],
      ["1,234,567", null],
    ],
    numunitdecimalin: [
      ["1,00,000 rupees 50 paise", "100000.5"],
      ["5 rupees 5", "5.05"],
      ["rupees 5", null],
    ],
  },
};
