import { Type } from "typebox";
import { sectionForm, type SectionForm } from "../../parse/document/index.js";
import type { Wire } from "../shared/index.js";
import { INTENTS, type EvidenceIntent } from "./intents.js";

/**
 * Read plans: for each intent and form family, the sections to read (required, then optional),
 * each with the subsections (headings inside the section) that matter and why. Section keys are
 * those of the section detector (`item_7`, `part_2_item_1`, `item_2_02`). Bump the version when
 * a plan changes: responses name it (`source_pack_version`), so a client can tell plans apart.
 */
export const SOURCE_PACK_VERSION = "evidence-read-plans/1";

/** A read item of the spec (2.2): a section, the subsections that matter in it, and why (all required). */
export const ReadItemSchema = Type.Object(
  {
    section: Type.String({
      description: "Section key of the form (item_7, part_2_item_1, item_2_02) or an evidence source (xbrl_facts, earnings_releases ...)",
    }),
    subsections: Type.Array(Type.String(), { description: "Headings inside the section that matter" }),
    rationale: Type.String(),
  },
  { title: "ReadItem" },
);

export type ReadItem = Wire<typeof ReadItemSchema>;

export interface ReadPlan {
  readonly required: readonly ReadItem[];
  readonly optional: readonly ReadItem[];
  /** Sources beyond the filing's sections (XBRL facts, earnings releases, extractions ...). */
  readonly recommended: readonly ReadItem[];
  readonly rationale: string;
}

const r = (section: string, rationale: string, ...subsections: string[]): ReadItem => ({ section, subsections, rationale });

type FormPlans = Readonly<Record<SectionForm, { readonly required: readonly ReadItem[]; readonly optional: readonly ReadItem[] }>>;

const MDA_10K = "item_7";
const MDA_10Q = "part_1_item_2";
const FS_10K = "item_8";
const FS_10Q = "part_1_item_1";
const RELEASE_8K = [
  r("item_2_02", "Results of Operations: the item that furnishes the earnings release"),
  r("item_9_01", "Exhibits: names the release (EX-99.1) the numbers are in"),
];

const PLANS: Readonly<Record<EvidenceIntent, FormPlans>> = {
  reported_metric: {
    "10-K": {
      required: [
        r(
          FS_10K,
          "The audited statements report the amount (income statement, balance sheet, cash flows)",
          "Consolidated Statements of Operations",
          "Balance Sheets",
          "Cash Flows",
        ),
        r(MDA_10K, "MD&A states and explains the amount and its change", "Results of Operations"),
      ],
      optional: [r("item_5", "Per-share and equity data"), r("item_6", "Selected financial data in older 10-Ks")],
    },
    "10-Q": {
      required: [
        r(FS_10Q, "The condensed statements report the quarter's and year-to-date amounts"),
        r(MDA_10Q, "MD&A explains the quarter's amounts and changes", "Results of Operations"),
      ],
      optional: [],
    },
    "8-K": { required: RELEASE_8K, optional: [r("item_7_01", "Regulation FD: furnished presentations with figures")] },
  },
  segment_results: {
    "10-K": {
      required: [
        r(MDA_10K, "MD&A discusses each segment's results and their changes", "Segment Operating Performance", "Segment Results"),
        r(FS_10K, "The segment note (ASC 280) gives each segment's revenue and profit", "Segment Information"),
      ],
      optional: [r("item_1", "Business describes the segments and what each sells")],
    },
    "10-Q": {
      required: [
        r(MDA_10Q, "MD&A discusses each segment's quarter", "Segment Operating Performance"),
        r(FS_10Q, "The segment note gives each segment's revenue and profit", "Segment Information"),
      ],
      optional: [],
    },
    "8-K": { required: RELEASE_8K, optional: [] },
  },
  liquidity_capital_returns: {
    "10-K": {
      required: [
        r(
          "item_5",
          "Item 5 reports repurchases of equity securities (the issuer purchases table) and dividends",
          "Issuer Purchases of Equity Securities",
          "Dividends",
        ),
        r(
          MDA_10K,
          "The liquidity part of MD&A: cash, debt, capital return programs",
          "Liquidity and Capital Resources",
          "Capital Return Program",
        ),
      ],
      optional: [
        r(FS_10K, "Notes on debt and shareholders' equity give terms and amounts", "Debt", "Shareholders' Equity"),
        r("item_7a", "Interest-rate exposure of the debt"),
      ],
    },
    "10-Q": {
      required: [
        r(MDA_10Q, "The liquidity part of MD&A", "Liquidity and Capital Resources"),
        r("part_2_item_2", "Part II Item 2 reports the quarter's share repurchases", "Issuer Purchases of Equity Securities"),
      ],
      optional: [r(FS_10Q, "Notes on debt and shareholders' equity", "Debt", "Shareholders' Equity")],
    },
    "8-K": {
      required: [
        r("item_8_01", "Other events: buyback and dividend announcements"),
        r("item_2_03", "A new direct financial obligation (debt)"),
        ...RELEASE_8K,
      ],
      optional: [r("item_1_01", "Credit agreements entered into")],
    },
  },
  guidance_outlook: {
    "10-K": {
      required: [r(MDA_10K, "MD&A states management's expectations and known trends", "Outlook", "Overview")],
      optional: [r("item_1a", "Risk factors qualify the outlook"), r("item_1", "Business states strategy and plans")],
    },
    "10-Q": {
      required: [r(MDA_10Q, "MD&A states expectations for the rest of the year", "Outlook")],
      optional: [r("part_2_item_1a", "Updated risk factors")],
    },
    "8-K": { required: RELEASE_8K, optional: [r("item_7_01", "Regulation FD: outlook furnished in presentations")] },
  },
  risks: {
    "10-K": {
      required: [r("item_1a", "Risk Factors (Item 1A) is where the filer states its material risks")],
      optional: [
        r("item_7a", "Quantitative and qualitative market risk: interest rates, currencies"),
        r("item_1c", "Cybersecurity risk management (Item 1C)"),
        r(MDA_10K, "MD&A's known trends and uncertainties"),
      ],
    },
    "10-Q": {
      required: [r("part_2_item_1a", "Part II Item 1A: changes to the risk factors")],
      optional: [r("part_1_item_3", "Market risk"), r(MDA_10Q, "MD&A's known trends and uncertainties")],
    },
    "8-K": { required: [r("item_8_01", "Other events"), r("item_1_05", "Material cybersecurity incidents")], optional: [] },
  },
  legal_matters: {
    "10-K": {
      required: [
        r("item_3", "Legal Proceedings (Item 3)"),
        r(
          FS_10K,
          "The contingencies note describes the matters and any accruals",
          "Commitments and Contingencies",
          "Legal Proceedings",
          "Contingencies",
        ),
      ],
      optional: [r("item_1a", "Risk factors about legal and regulatory matters")],
    },
    "10-Q": {
      required: [
        r("part_2_item_1", "Part II Item 1: Legal Proceedings"),
        r(FS_10Q, "The contingencies note", "Commitments and Contingencies", "Contingencies", "Legal Proceedings"),
      ],
      optional: [r("part_2_item_1a", "Risk factors about legal matters")],
    },
    "8-K": {
      required: [r("item_8_01", "Other events: settlements and rulings are reported here")],
      optional: [r("item_7_01", "Regulation FD")],
    },
  },
  accounting_policy: {
    "10-K": {
      required: [
        r(
          FS_10K,
          "Note 1 states the significant accounting policies",
          "Summary of Significant Accounting Policies",
          "Revenue Recognition",
          "Basis of Presentation",
        ),
        r(MDA_10K, "Critical accounting estimates", "Critical Accounting Estimates", "Critical Accounting Policies"),
      ],
      optional: [r("item_9a", "Controls over financial reporting")],
    },
    "10-Q": {
      required: [
        r(FS_10Q, "Basis of presentation and recently adopted standards", "Basis of Presentation", "Recent Accounting Pronouncements"),
        r(MDA_10Q, "Critical accounting estimates"),
      ],
      optional: [],
    },
    "8-K": { required: [r("item_4_02", "Non-reliance on previously issued statements"), r("item_8_01", "Other events")], optional: [] },
  },
  business_competition: {
    "10-K": {
      required: [
        r(
          "item_1",
          "Business (Item 1): products, customers, competition, human capital",
          "Competition",
          "Products",
          "Customers",
          "Human Capital",
          "Seasonality",
        ),
      ],
      optional: [r("item_2", "Properties"), r("item_1a", "Risk factors on competition and suppliers"), r(MDA_10K, "MD&A overview")],
    },
    "10-Q": {
      required: [r(MDA_10Q, "MD&A overview of the business in the quarter", "Overview")],
      optional: [r(FS_10Q, "Revenue and concentration notes")],
    },
    "8-K": { required: [r("item_8_01", "Other events"), r("item_7_01", "Regulation FD")], optional: [] },
  },
  governance_executives: {
    "10-K": {
      required: [
        r("item_10", "Directors and executive officers (often incorporated from the proxy statement)"),
        r("item_9a", "Controls and Procedures: internal control over financial reporting"),
        r("item_9b", "Other Information: Rule 10b5-1 trading arrangements"),
      ],
      optional: [
        r("item_1", "Information about the executive officers is often in Item 1", "Executive Officers"),
        r("item_11", "Executive compensation"),
        r("item_14", "Principal accountant fees"),
      ],
    },
    "10-Q": {
      required: [
        r("part_2_item_5", "Other Information: Rule 10b5-1 trading arrangements of directors and officers"),
        r("part_1_item_4", "Controls and Procedures"),
      ],
      optional: [],
    },
    "8-K": {
      required: [r("item_5_02", "Departure or appointment of directors and officers"), r("item_5_07", "Shareholder votes")],
      optional: [],
    },
  },
  events: {
    "10-K": {
      required: [
        r(MDA_10K, "MD&A's recent developments", "Recent Developments", "Overview"),
        r(FS_10K, "Notes on acquisitions and subsequent events", "Acquisitions", "Business Combinations", "Subsequent Events"),
      ],
      optional: [r("item_1", "Business")],
    },
    "10-Q": {
      required: [
        r(MDA_10Q, "MD&A's recent developments", "Recent Developments"),
        r(FS_10Q, "Notes on acquisitions and subsequent events", "Acquisitions", "Subsequent Events"),
      ],
      optional: [r("part_2_item_5", "Other information")],
    },
    "8-K": {
      required: [
        r("item_1_01", "Material definitive agreements"),
        r("item_2_01", "Completed acquisitions or dispositions"),
        r("item_5_02", "Officer changes"),
        r("item_8_01", "Other events"),
      ],
      optional: [r("item_7_01", "Regulation FD")],
    },
  },
  operational_kpis: {
    "10-K": {
      required: [
        r(MDA_10K, "MD&A reports the operating metrics management tracks", "Key Metrics", "Operating Metrics", "Results of Operations"),
      ],
      optional: [r("item_1", "Business states capacity, stores, members"), r("item_2", "Properties: stores, plants, locations")],
    },
    "10-Q": {
      required: [r(MDA_10Q, "MD&A reports the quarter's operating metrics", "Key Metrics", "Operating Metrics")],
      optional: [],
    },
    "8-K": { required: RELEASE_8K, optional: [] },
  },
  general: {
    "10-K": {
      required: [r(MDA_10K, "MD&A: the filer's own discussion of the year"), r("item_1", "Business")],
      optional: [r(FS_10K, "Financial statements and notes"), r("item_1a", "Risk factors")],
    },
    "10-Q": {
      required: [r(MDA_10Q, "MD&A: the filer's discussion of the quarter")],
      optional: [r(FS_10Q, "Financial statements and notes")],
    },
    "8-K": { required: [r("item_8_01", "Other events"), ...RELEASE_8K], optional: [r("item_7_01", "Regulation FD")] },
  },
};

/** Sources outside the sections, per intent. */
function recommendedOf(intent: EvidenceIntent, family: SectionForm | null): ReadItem[] {
  const def = INTENTS[intent];
  const out: ReadItem[] = [];
  if (def.facts) out.push(r("xbrl_facts", "Tagged XBRL facts give the reported numbers exactly, with their period and unit"));
  out.push(r("tables", "Data tables in the planned sections, each cell with its offsets and tagged fact"));
  if (def.schemas.length) out.push(r("extractions", `Stored extraction spans of ${def.schemas.join(", ")}`, ...def.schemas));
  if (
    family !== "8-K" &&
    (intent === "reported_metric" || intent === "guidance_outlook" || intent === "segment_results" || intent === "operational_kpis")
  ) {
    out.push(
      r("earnings_releases", "The period's 8-K earnings release (EX-99.1) states the same figures first, with management's commentary"),
    );
  }
  if (intent === "events" || intent === "legal_matters" || intent === "governance_executives" || intent === "liquidity_capital_returns")
    out.push(r("event_filings", "8-Ks filed in the period report events as they happen"));
  out.push(r("text_index", "The filing's full-text index (primary document and exhibits) catches what lies outside the plan"));
  return out;
}

/** The read plan of an intent for a filing's form ("10-K/A" reads as a 10-K); forms without sections read only the text index. */
export function readPlanOf(intent: EvidenceIntent, form: string): ReadPlan {
  const family = sectionForm(form);
  const plan = family === null ? { required: [], optional: [] } : PLANS[intent][family];
  const sectionsSaid = plan.required.length ? `reads ${plan.required.map((i) => i.section).join(" and ")}` : "has no section plan";
  return {
    required: plan.required,
    optional: plan.optional,
    recommended: recommendedOf(intent, family),
    rationale: `A ${intent.replace(/_/g, " ")} question (${INTENTS[intent].description}) on a ${form} ${sectionsSaid}${plan.optional.length ? `, then ${plan.optional.map((i) => i.section).join(", ")} if needed` : ""}.`,
  };
}

/** Every plan, for documentation and tests: intent -> form family -> plan. */
export function allReadPlans(): Readonly<Record<EvidenceIntent, FormPlans>> {
  return PLANS;
}
