import type { CaseSet } from "./format-cases.js";

/** Localized month names: [language, day-month, day-month-year, month-year] (3 January, 3 March 2024, December 2024). */
const LOCALIZED: ReadonlyArray<readonly [string, string | null, string | null, string | null]> = [
  ["bg", "3 януари", "3 март 2024 г.", "декември 2024"],
  ["cs", "3. ledna", "3. března 2024", "prosinec 2024"],
  ["da", "3. januar", "3. marts 2024", "december 2024"],
  ["de", "3. Januar", "3. März 2024", "Dezember 2024"],
  ["el", "3 Ιανουαρίου", "3 Μαρτίου 2024", "Δεκέμβριος 2024"],
  ["en", "3 January", "3 March 2024", "December 2024"],
  ["es", "3 de enero", "3 de marzo de 2024", "diciembre de 2024"],
  ["et", "3. jaanuar", "3. märts 2024", "detsember 2024"],
  ["fi", "3. tammikuuta", "3. maaliskuuta 2024", "joulukuu 2024"],
  ["fr", "3 janvier", "3 mars 2024", "décembre 2024"],
  ["hi", null, "3 मार्च 2024", "दिसंबर 2024"],
  ["hr", "3. siječnja", "3. ožujka 2024.", "prosinac 2024"],
  ["it", "3 gennaio", "3 marzo 2024", "dicembre 2024"],
  ["lv", "3. janvāris", null, null],
  ["nl", "3 januari", "3 maart 2024", "december 2024"],
  ["no", "3. januar", "3. mars 2024", "desember 2024"],
  ["pl", "3 stycznia", "3 marca 2024", "grudzień 2024"],
  ["pt", "3 de janeiro", "3 de março de 2024", "dezembro de 2024"],
  ["ro", "3 ianuarie", "3 martie 2024", "decembrie 2024"],
  ["sk", "3. januára", "3. marca 2024", "december 2024"],
  ["sl", "3. januar", "3. marec 2024", "december 2024"],
  ["sv", "3 januari", "3 mars 2024", "december 2024"],
];

function localizedCases(): Record<string, Array<readonly [string, string | null]>> {
  const out: Record<string, Array<readonly [string, string | null]>> = {};
  for (const [lang, dm, dmy, my] of LOCALIZED) {
    if (dm)
      out[`date-day-monthname-${lang}`] = [
        [dm, "--01-03"],
        ["3 Xyzzy", null],
        [`31 ${dm.replace(/^3\.? /, "")}`, "--01-31"],
      ];
    if (dmy)
      out[`date-day-monthname-year-${lang}`] = [
        [dmy, "2024-03-03"],
        ["30 Xyzzy 2024", null],
      ];
    if (my)
      out[`date-monthname-year-${lang}`] = [
        [my, "2024-12"],
        ["Xyzzy 2024", null],
      ];
  }
  return out;
}

/** TR4's names, which TR5 keeps with the same rules. */
export const TR4_CASES: CaseSet = {
  registries: ["tr4", "tr5"],
  cases: {
    ...localizedCases(),
    "date-day-month": [
      ["31/12", "--12-31"],
      ["29.2", "--02-29"],
      ["31/4", null],
    ],
    "date-day-month-year": [
      ["31.12.2024", "2024-12-31"],
      ["३१/१२/२०२४", "2024-12-31"],
      ["31.12", null],
    ],
    "date-month-day": [
      ["12-31", "--12-31"],
      ["1/25", "--01-25"],
      ["12/31st", "--12-31"],
      ["2/30", null],
    ],
    "date-month-day-year": [
      ["1/1/2025", "2025-01-01"],
      ["12/31/24", "2024-12-31"],
      ["2/29/2023", null],
    ],
    "date-month-year": [
      ["12/2024", "2024-12"],
      ["13/2024", null],
    ],
    "date-year-month": [
      ["2024/12", "2024-12"],
      ["2024年12月", "2024-12"],
      ["2024/13", null],
    ],
    "date-year-month-day": [
      ["2024-12-31", "2024-12-31"],
      ["2024年12月31日", "2024-12-31"],
      ["2024-12-32", null],
    ],
    "date-day-monthroman": [
      ["5.IV", "--04-05"],
      ["5 xii", "--12-05"],
      ["5.IIII", null],
    ],
    "date-day-monthroman-year": [
      ["5.IV.2024", "2024-04-05"],
      ["31.IV.2024", null],
    ],
    "date-monthroman-year": [
      ["XII.2024", "2024-12"],
      ["XIII.2024", null],
    ],
    "date-ind-day-monthname-year-hi": [
      ["1 Chaitra 1946", "2024-03-21"],
      ["१ चैत्र १९४६", "2024-03-21"],
      ["1 Foo 1946", null],
    ],
    "date-jpn-era-year-month-day": [
      ["令和６年１２月３１日", "2024-12-31"],
      ["令和6年2月30日", null],
    ],
    "date-jpn-era-year-month": [
      ["平成元年5月", "1989-05"],
      ["平成元年", null],
    ],
    "date-monthname-day-en": [
      ["September 28", "--09-28"],
      ["DECEMBER\u00a031", "--12-31"],
      ["MAY 31", "--05-31"],
      ["June 31", null],
    ],
    "date-monthname-day-hu": [
      ["március 5.", "--03-05"],
      ["foo 5.", null],
    ],
    "date-monthname-day-lt": [
      ["sausio 5 d.", "--01-05"],
      ["foo 5 d.", null],
    ],
    "date-monthname-day-year-en": [
      ["December 31, 2024", "2024-12-31"],
      ["DECEMBER\u00a031, 2024", "2024-12-31"],
      ["June\u00a028, 2025", "2025-06-28"],
      ["December 31", null],
      ["31 December 2024", null],
    ],
    "date-year-day-monthname-lv": [
      ["2024. gada 3. marts", "2024-03-03"],
      ["2024. gada 3. foo", null],
    ],
    "date-year-monthname-en": [
      ["2024 December", "2024-12"],
      ["2024 Foo", null],
    ],
    "date-year-monthname-hu": [
      ["2024. március", "2024-03"],
      ["2024. foo", null],
    ],
    "date-year-monthname-lt": [
      ["2024 m. sausio", "2024-01"],
      ["2024 m. foo", null],
    ],
    "date-year-monthname-lv": [
      ["2024. gada decembris", "2024-12"],
      ["2024. gada", null],
    ],
    "date-year-monthname-day-hu": [
      ["2024. március 5.", "2024-03-05"],
      ["2024. február 30.", null],
    ],
    "date-year-monthname-day-lt": [
      ["2024 m. sausio 5 d.", "2024-01-05"],
      ["2024 m. vasario 30 d.", null],
    ],
    "fixed-empty": [["anything", ""]],
    "fixed-false": [
      ["\u2610", "false"],
      ["", "false"],
      ["None.", "false"],
    ],
    "fixed-true": [
      ["\u2612", "true"],
      ["Insider Trading Policy", "true"],
    ],
    "fixed-zero": [
      ["\u2014", "0"],
      ["\u2013", "0"],
      ["-", "0"],
      ["none", "0"],
      ["", "0"],
      ["immaterial", "0"],
    ],
    "num-comma-decimal": [
      ["1.234.567,89", "1234567.89"],
      ["1 234,5", "1234.5"],
      [",5", "0.5"],
      ["1,2,3", null],
      ["12,", null],
    ],
    "num-dot-decimal": [
      ["1,234,567.89", "1234567.89"],
      ["1\u00a0234", "1234"],
      [".5", "0.5"],
      ["0.00", "0"],
      ["007", "7"],
      ["1,2,3", "123"],
      ["1 234.56 7", "1234.567"],
      ["\n 1,234 \t", "1234"],
      ["12345678901234567890.123456789", "12345678901234567890.123456789"],
      ["12.5%", null],
      ["", null],
      ["1.2.3", null],
      ["-5", null],
      ["(5)", null],
      ["12.", null],
    ],
    numdotdecimalin: [
      ["1,00,000.50", "100000.5"],
      ["1,234,567", null],
    ],
    "num-unit-decimal": [
      ["5 dollars 25 cents", "5.25"],
      ["1.000 euro 5", "1000.05"],
      ["５円２５銭", "5.25"],
      ["5 dollars", null],
    ],
  },
};

/** Names TR5 added to TR4's. */
export const TR5_CASES: CaseSet = {
  registries: ["tr5"],
  cases: {
    "date-day-monthname-cy": [
      ["3 Ionawr", "--01-03"],
      ["3 Foo", null],
    ],
    "date-day-monthname-year-cy": [
      ["3 Mawrth 2024", "2024-03-03"],
      ["3 Foo 2024", null],
    ],
    "date-monthname-year-cy": [
      ["Rhagfyr 2024", "2024-12"],
      ["Foo 2024", null],
    ],
    "num-comma-decimal-apos": [
      ["1'234'567,89", "1234567.89"],
      ["1’234,5", "1234.5"],
      ["1'234.5", "12345"],
      ["1'234;5", null],
    ],
    "num-dot-decimal-apos": [
      ["1'234'567.89", "1234567.89"],
      ["1’234.5", "1234.5"],
      ["1'234,5", "12345"],
      ["1'234;5", null],
    ],
    "num-unit-decimal-apos": [
      ["1'000 francs 50", "1000.5"],
      ["francs 50", null],
    ],
  },
};
