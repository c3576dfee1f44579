import { addDecimal } from "../../parse/xbrl/index.js";
import type { MetricValue, SourceRefOut } from "../shared/index.js";
import type { FaceStatement } from "./statement-face.js";

/**
 * How a template line is read for one period:
 * - `printed`: the concept the face statement prints for the line;
 * - `sum_of_printed`: a composite line (current debt) the face prints as several lines, summed;
 * - `not_printed`: the face statement prints no line of this meaning (the value is null);
 * - `registry`: no face statement was found, so the registry group's concepts are read in priority order.
 */
export type LineChoice =
  | { readonly kind: "printed"; readonly concept: string }
  | { readonly kind: "sum_of_printed"; readonly concepts: readonly string[] }
  | { readonly kind: "not_printed" }
  | { readonly kind: "registry"; readonly concepts: readonly string[] };

export type FaceUse = Exclude<LineChoice["kind"], "registry">;

const STANDARD = /^(us-gaap|dei|srt|ifrs-full):/;

const localName = (concept: string) => concept.slice(concept.indexOf(":") + 1);

/**
 * Company extension concepts that carry a line (PITFALLS: extension lines are real lines), by the
 * meaning their name states. Taken only when the face prints none of the group's standard concepts.
 */
const EXTENSION_MEANING: Readonly<Record<string, { readonly means: RegExp; readonly unless?: RegExp }>> = {
  // "Depreciation, amortization and impairment", "depreciation, depletion and amortization".
  depreciation_amortization: { means: /Depreciation\w*(Amortization|Depletion)|Amortization\w*Depreciation/, unless: /^Accumulated/ },
  // Pretax income under a company name; never its domestic or foreign part, or a per-share figure.
  pretax_income: { means: /BeforeIncomeTax/, unless: /Domestic|Foreign|PerShare|Tax(Expense|Benefit)$/ },
  // "Other (income) and expense", "other nonoperating income (expense)" under a company name.
  nonoperating_income: {
    means: /^(Other)?(Nonoperating|NonOperating)?(Income|Expense)(And|Or)?(Income|Expense)(Net)?$|^OtherNonoperating/,
  },
};

/** A debt line by its concept's name; interest, leases alone, securities held and the like are not debt. */
const DEBT = /Debt|Borrowing|NotesPayable|LoansPayable|CommercialPaper|SeniorNotes|ConvertibleNotes|LineOfCredit/;
const NOT_DEBT =
  /Interest|OperatingLease|Securities|Investment|Receivable|Asset|Accrued|DeferredTax|Guarantee|OtherThan|Issuance|Proceeds|Repayment/;

/** Where the balance sheet's current liabilities end: their total. */
const CURRENT_LIABILITIES = "us-gaap:LiabilitiesCurrent";
/** What follows the noncurrent liabilities on the face: their total, commitments, mezzanine or permanent equity. */
const AFTER_NONCURRENT =
  /^us-gaap:(Liabilities|LiabilitiesAndStockholdersEquity|CommitmentsAndContingencies|TemporaryEquity\w*|RedeemableNoncontrollingInterest\w*|StockholdersEquity\w*|MinorityInterest|CommonStock\w*|PreferredStock\w*)$/;

/**
 * Composite lines: the face's printed debt lines inside a block of the balance sheet. Current debt
 * is usually printed as short-term borrowings (or commercial paper) plus the current portion of
 * long-term debt; a printed total (`total`) is taken alone.
 */
const COMPOSITE: Readonly<Record<string, { readonly block: "current" | "noncurrent"; readonly total: readonly string[] }>> = {
  short_term_debt: { block: "current", total: ["us-gaap:DebtCurrent"] },
  long_term_debt: { block: "noncurrent", total: [] },
};

/** An investment held as a current asset, whatever its concept says of its term, by its place on the face. */
const INVESTMENT = /Investments$|MarketableSecurities$/;
const NOT_SHORT_TERM_INVESTMENT = /EquityMethod|Restricted/;

const EQUITY_WITH_NCI = "us-gaap:StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest";
const NCI = /NoncontrollingInterest|MinorityInterest/;

/**
 * The block of printed concepts a composite line sums over, by the statement's structure: current
 * assets run from the top to their total; current liabilities from after total assets to their
 * total; noncurrent ones from there to total liabilities or the equity section. Null on an
 * unclassified balance sheet (no current total).
 */
function block(concepts: readonly string[], which: "current_assets" | "current" | "noncurrent"): readonly string[] | null {
  if (which === "current_assets") {
    const total = concepts.indexOf("us-gaap:AssetsCurrent");
    return total < 0 ? null : concepts.slice(0, total);
  }
  const current = concepts.indexOf(CURRENT_LIABILITIES);
  if (current < 0) return null;
  if (which === "current") {
    const assets = concepts.indexOf("us-gaap:Assets");
    return concepts.slice(assets >= 0 && assets < current ? assets + 1 : 0, current);
  }
  const rest = concepts.slice(current + 1);
  const end = rest.findIndex((c) => AFTER_NONCURRENT.test(c));
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * Which concept fills a template line, face first. A composite line (current or noncurrent debt)
 * is read from its block of the balance sheet: a printed total alone, the one printed debt line,
 * or the sum of several. Any other line: a concept of its registry group the face prints (in the
 * group's priority order), else a line known by its place on the face (an investment or the only
 * inventory line among current assets; the one equity total of a face without noncontrolling
 * interest), else an extension concept whose name means the line. A line the face does not print
 * is `not_printed`: no concept of another meaning stands in, and no figure from a note is put on
 * a line the statement does not have. Without a face statement the registry group answers.
 */
export function chooseLine(key: string, groupConcepts: readonly string[], face: FaceStatement | null): LineChoice {
  if (!face) return { kind: "registry", concepts: groupConcepts };
  const printed = new Set(face.concepts);
  const composite = COMPOSITE[key];
  const parts = composite
    ? block(face.concepts, composite.block)?.filter((c) => DEBT.test(localName(c)) && !NOT_DEBT.test(localName(c)))
    : undefined;
  if (composite && parts) {
    const total = parts.find((c) => composite.total.includes(c));
    if (total) return { kind: "printed", concept: total };
    if (parts.length === 1) return { kind: "printed", concept: parts[0]! };
    if (parts.length > 1) return { kind: "sum_of_printed", concepts: parts };
    return { kind: "not_printed" };
  }
  // A face without any noncontrolling interest line has one equity total, whichever concept tags it: the parent's.
  const withoutNci =
    printed.has(EQUITY_WITH_NCI) &&
    !face.concepts.some((c) => c !== EQUITY_WITH_NCI && NCI.test(localName(c))) &&
    !printed.has("us-gaap:StockholdersEquity");
  if (key === "total_equity" && withoutNci) return { kind: "not_printed" };
  if (key === "stockholders_equity" && withoutNci) return { kind: "printed", concept: EQUITY_WITH_NCI };
  const standard = groupConcepts.find((c) => printed.has(c));
  if (standard) return { kind: "printed", concept: standard };
  if (key === "short_term_investments") {
    const held = block(face.concepts, "current_assets")?.find(
      (c) => INVESTMENT.test(localName(c)) && !NOT_SHORT_TERM_INVESTMENT.test(localName(c)),
    );
    if (held) return { kind: "printed", concept: held };
  }
  if (key === "inventory") {
    // One inventory line and no total: the filer's inventories are that one class (finished goods alone, say).
    const classes = block(face.concepts, "current_assets")?.filter((c) => /Inventor/.test(localName(c))) ?? [];
    if (classes.length === 1) return { kind: "printed", concept: classes[0]! };
  }
  const extension = EXTENSION_MEANING[key];
  const named =
    extension &&
    face.concepts.find((c) => !STANDARD.test(c) && extension.means.test(localName(c)) && !extension.unless?.test(localName(c)));
  if (named) return { kind: "printed", concept: named };
  return { kind: "not_printed" };
}

/**
 * A composite line's value for one period: the sum of the printed lines' values (a line the
 * period does not report, printed as a dash, adds nothing), marked derived and citing each.
 * Null when no part is reported or the parts are of different dates or units.
 */
export function sumOfPrinted(parts: readonly MetricValue[], concept: string): MetricValue | null {
  const reported = parts.filter((v) => v.value_exact !== null);
  const first = reported[0];
  if (!first || reported.some((v) => v.period.end !== first.period.end || v.unit !== first.unit)) return null;
  const exact = reported.slice(1).reduce((sum, v) => addDecimal(sum, v.value_exact as string), first.value_exact as string);
  const numeric = reported.map((v) => v.decimals).filter((d): d is number => typeof d === "number");
  const cites = (v: MetricValue): SourceRefOut[] => (v.source_ref ? [v.source_ref] : [...(v.derivation?.inputs ?? [])]);
  // Field by field: an input's own notes (its restatement, duplicate state) are not the sum's.
  return {
    value: Number(exact),
    value_exact: exact,
    unit: first.unit,
    decimals: numeric.length > 0 ? Math.min(...numeric) : first.decimals,
    period: first.period,
    duration_class: first.duration_class,
    concept,
    axis_key: "",
    dimensions: {},
    source: "derived",
    source_ref: null,
    derivation: {
      method: "sum_of_printed_lines",
      formula: reported.map((v) => `${v.value_exact} (${v.concept})`).join(" + "),
      inputs: reported.flatMap(cites),
    },
    ...(reported.every((v) => v.reported_in)
      ? { reported_in: reported.some((v) => v.reported_in === "comparative") ? "comparative" : "own_filing" }
      : {}),
  };
}
