import { asksLaterYear } from "./question-terms.js";

/**
 * The closed set of question intents the evidence planner knows. An intent decides which
 * sections of a filing are read (read-plans.ts), which stored extraction schemas are consulted
 * and which words widen the search. Each intent is recognised by weighted cue patterns on the
 * question; the highest total wins, `general` when none matches.
 */

export const EVIDENCE_INTENTS = [
  "reported_metric",
  "segment_results",
  "liquidity_capital_returns",
  "guidance_outlook",
  "risks",
  "legal_matters",
  "accounting_policy",
  "business_competition",
  "governance_executives",
  "events",
  "operational_kpis",
  "general",
] as const;
export type EvidenceIntent = (typeof EVIDENCE_INTENTS)[number];

export interface IntentDefinition {
  /** What questions of this intent ask, for the documentation and a model choosing. */
  readonly description: string;
  /** Cue patterns on the lower-cased question and their weights. */
  readonly cues: readonly (readonly [RegExp, number])[];
  /** Words a relevant passage tends to hold although the question may not (they widen recall a little). */
  readonly expansion: readonly string[];
  /** Stored extraction schemas whose spans answer such questions. */
  readonly schemas: readonly string[];
  /** Whether XBRL facts (numbers) are an evidence layer for this intent. */
  readonly facts: boolean;
}

export const INTENTS: Readonly<Record<EvidenceIntent, IntentDefinition>> = {
  reported_metric: {
    description: "A reported amount of the financial statements: revenue, net income, EPS, operating income, cash flow, assets, margins.",
    cues: [
      [
        /\b(revenue|net sales|sales|net income|net loss|earnings per share|eps|diluted|operating income|gross margin|gross profit|cost of (sales|revenue)|total assets|cash flows? (from|provided)|free cash flow|operating expenses|r&d expense|research and development expense|income tax|effective tax rate)\b/,
        2,
      ],
      [/\b(how much|what (was|were) (the )?(total|net)|amount)\b/, 1],
    ],
    expansion: ["total", "net"],
    schemas: [],
    facts: true,
  },
  segment_results: {
    description: "Results by reportable segment, geography or product line.",
    cues: [
      [/\bsegments?\b/, 3],
      [
        /\b(geograph\w*|region\w*|americas|europe|greater china|japan|asia pacific|by product|product (line|categor)\w*|reportable|each (business|division)|division)\b/,
        2,
      ],
    ],
    expansion: ["segment", "operating income"],
    schemas: [],
    facts: true,
  },
  liquidity_capital_returns: {
    description: "Liquidity, cash, debt, credit facilities, share repurchases, dividends and capital allocation.",
    cues: [
      [/\b(repurchas\w*|buy ?backs?|dividends?|capital return\w*|return of capital)\b/, 3],
      [
        /\b(liquidity|cash (and|equivalents|position)|debt|borrow\w*|credit (facility|agreement)|notes? due|commercial paper|capital resources|capital expenditures?|capex|leverage|maturit\w*|authoriz\w*)\b/,
        2,
      ],
    ],
    expansion: ["liquidity", "capital resources"],
    schemas: ["share_repurchases", "dividends", "debt"],
    facts: true,
  },
  guidance_outlook: {
    description: "Guidance, outlook and forward-looking expectations stated by management.",
    cues: [
      [
        /\b(guidance|outlook|expects?|expected|expectations?|forecast\w*|next (quarter|year|fiscal)|anticipat\w*|going forward|plans? to)\b/,
        3,
      ],
    ],
    expansion: ["expect", "outlook"],
    schemas: ["guidance"],
    facts: false,
  },
  risks: {
    description: "Risk factors, market risk (interest rates, currencies), cybersecurity risk, going concern.",
    cues: [
      [/\brisks?\b/, 3],
      [
        /\b(uncertaint\w*|exposure|foreign (currency|exchange)|interest rate sensitivity|hedg\w*|cyber\w*|going concern|vulnerab\w*|threat\w*|could adversely)\b/,
        2,
      ],
    ],
    expansion: ["risk", "adversely"],
    schemas: ["going_concern", "risk_factor_changes"],
    facts: false,
  },
  legal_matters: {
    description: "Legal proceedings, litigation, investigations, regulatory actions and contingencies.",
    cues: [
      [
        /\b(legal|litigation|lawsuits?|sued|suits?|court|proceedings?|antitrust|investigation\w*|settle\w*|class action|plaintiffs?|subpoena\w*|fines?|penalt\w*|contingenc\w*|claims?|doj|ftc|disputes?|tax court|irs|consent (order|decree)|regulatory (actions?|proceedings?|investigations?|matters?))\b/,
        3,
      ],
    ],
    expansion: ["legal proceedings", "litigation"],
    schemas: ["litigation"],
    facts: false,
  },
  accounting_policy: {
    description: "Accounting policies and estimates: revenue recognition, basis of presentation, new standards, critical estimates.",
    cues: [
      [
        /\b(accounting polic\w*|recogni[sz]\w*|critical accounting|accounting estimates?|basis of presentation|asu|accounting standards?|pronouncements?|fair value|impairment|amortiz\w*|depreciat\w*|useful li\w*|gaap)\b/,
        3,
      ],
    ],
    expansion: ["accounting", "policy", "recognized"],
    schemas: ["restatement"],
    facts: false,
  },
  business_competition: {
    description: "What the company does: products, customers, competition, suppliers, employees, properties, seasonality.",
    cues: [
      [
        /\b(compet\w*|customers?|suppliers?|suppl(y|ies) chain|employees?|headcount|human capital|workforce|products?|services?|seasonal\w*|properties|facilities|manufactur\w*|patents?|intellectual property|business model|markets? (we|it) serve)\b/,
        2,
      ],
      [/\bwhat does\b.*\bdo\b/, 3],
    ],
    expansion: ["business", "competition"],
    schemas: ["customer_concentration"],
    facts: false,
  },
  governance_executives: {
    description: "Executives, directors, compensation, internal control, trading arrangements (Rule 10b5-1), auditors.",
    cues: [
      [
        /\b(executive officers?|officers?|ceo|cfo|chief executive|chief financial|directors?|board|compensation|internal control\w*|material weakness\w*|disclosure controls|10b5-1|trading arrangements?|auditor\w*|audit fees?|governance|insider)\b/,
        3,
      ],
    ],
    expansion: ["officer", "director"],
    schemas: ["material_weakness", "event_officer_change"],
    facts: false,
  },
  events: {
    description: "Events reported on Form 8-K or as recent developments: acquisitions, agreements, officer changes, restructurings.",
    cues: [
      [
        /\b(acquisitions?|acquired?|merg\w*|agreements?|entered into|announc\w*|restructur\w*|divest\w*|spin-?off|8-k|press release|completed|transaction|subsequent events?)\b/,
        2,
      ],
    ],
    expansion: ["agreement", "announced"],
    schemas: ["event_agreement", "event_acquisition", "event_officer_change"],
    facts: false,
  },
  operational_kpis: {
    description:
      "Operating metrics that are not financial statement lines: subscribers, users, units, stores, deliveries, backlog, utilization.",
    cues: [
      [
        /\b(subscribers?|members(hip)?|users?|daily active|monthly active|dau|mau|deliver\w*|units?|stores?|locations|backlog|bookings|same.store|comparable sales|arpu|average revenue per|utilization|production|shipments?|volume|carloads|key (operating )?metrics?|kpis?)\b/,
        3,
      ],
    ],
    expansion: ["metrics", "increased"],
    schemas: [],
    facts: false,
  },
  general: {
    description: "Any other question: the filing's text is searched without a section plan beyond the form's main discussion.",
    cues: [],
    expansion: [],
    schemas: [],
    facts: false,
  },
};

export interface IntentMatch {
  readonly intent: EvidenceIntent;
  /** Total cue weight of the winner (0 for `general`). */
  readonly score: number;
  /** Every intent with a positive score, best first, with the words that cued it. */
  readonly candidates: readonly { readonly intent: EvidenceIntent; readonly score: number; readonly cues: readonly string[] }[];
  /** How the intent was chosen: `cues`, `task_intent` (the caller named it) or `model`. */
  readonly chosenBy: "cues" | "task_intent" | "model";
}

/** Whether a string names one of the intents (`task_intent`, a model's answer). */
export function isIntent(name: string | null | undefined): name is EvidenceIntent {
  return typeof name === "string" && (EVIDENCE_INTENTS as readonly string[]).includes(name);
}

/** Asking what will be in a year after the period's (asksLaterYear) is a cue of guidance, weighed as its words are. */
const LATER_YEAR_CUE = 3;

/**
 * The intent of a question asked of fiscal `periodYear`: the caller's `task_intent` when it names
 * one, else the intent whose cues weigh most (ties go to the earlier intent in EVIDENCE_INTENTS,
 * the more specific one).
 */
export function matchIntent(question: string, taskIntent: string | null, periodYear: number | null = null): IntentMatch {
  const q = question.toLowerCase();
  const laterYear = periodYear !== null && asksLaterYear(question, periodYear);
  const candidates = EVIDENCE_INTENTS.flatMap((intent) => {
    const cues: string[] = [];
    let score = 0;
    for (const [re, weight] of INTENTS[intent].cues) {
      const found = [...q.matchAll(new RegExp(re.source, "g"))].map((m) => m[0]);
      if (found.length) {
        score += weight * Math.min(found.length, 2);
        cues.push(...found);
      }
    }
    if (laterYear && intent === "guidance_outlook") {
      score += LATER_YEAR_CUE;
      cues.push(`a year after fiscal ${periodYear}`);
    }
    return score > 0 ? [{ intent, score, cues: [...new Set(cues)] }] : [];
  }).sort((a, b) => b.score - a.score || EVIDENCE_INTENTS.indexOf(a.intent) - EVIDENCE_INTENTS.indexOf(b.intent));
  const normalized =
    taskIntent
      ?.trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_") ?? null;
  if (isIntent(normalized))
    return { intent: normalized, score: candidates.find((c) => c.intent === normalized)?.score ?? 0, candidates, chosenBy: "task_intent" };
  const best = candidates[0];
  return best
    ? { intent: best.intent, score: best.score, candidates, chosenBy: "cues" }
    : { intent: "general", score: 0, candidates, chosenBy: "cues" };
}
