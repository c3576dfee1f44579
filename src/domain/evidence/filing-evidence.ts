import type { DocumentsPort } from "../documents/index.js";
import type { FilingMeta } from "../../model/index.js";
import { loadDocument, periodTranscripts } from "../documents/index.js";
import { Type } from "typebox";
import { FdsError, type Wire } from "../shared/index.js";
import { type Coverage, CoverageSchema, statusesOf } from "./coverage.js";
import { EVENT_FILINGS_LAYER } from "./event-layer.js";
import { type Candidate, type EvidenceItem, EvidenceItemSchema, type EvidenceLayerName } from "./evidence-item.js";
import { roundScore } from "./evidence-item.js";
import {
  NOTHING_FOUND,
  type EvidenceDeps,
  type EvidenceLayer,
  type EvidenceRead,
  type EvidenceRequest,
  type LayerReading,
  type PrimaryDocument,
} from "./evidence-layer.js";
import { EXTRACTIONS_LAYER } from "./extraction-layer.js";
import { FACTS_LAYER } from "./fact-layer.js";
import { fullSectionItems } from "./full-sections.js";
import type { MissingSource } from "./incorporation.js";
import { INTENTS, matchIntent, type IntentMatch } from "./intents.js";
import type { TranscriptRecord } from "../../store/index.js";
import { answerWithModel, ModelAnswerSchema, refineWithModel } from "./model-advice.js";
import { NextReadSchema, nextReadsOf } from "./next-reads.js";
import { planPlacer, wholeDocument } from "./plan-weights.js";
import { filingWordsFor, questionTerms, stem, withPeriodYear, wordsOf, type QuestionTerms } from "./question-terms.js";
import { answerPlace } from "./answer-presence.js";
import { withCallWording } from "./call-wording.js";
import { withNameSpellings } from "./name-spellings.js";
import {
  authorizationWeight,
  causeWeight,
  definitionWeight,
  expectationWeight,
  figureWeight,
  headingWeight,
  levelWeight,
  flowWeight,
  limitWeight,
  measureWeight,
  nameWeight,
  exclusionWeight,
  partWeight,
  qualifierWeight,
  rateWeight,
  sequenceWeight,
  spanWeight,
  yearWeight,
} from "./answer-weights.js";
import { idfOf } from "./passage-score.js";
import { evidenceBase } from "./evidence-base.js";
import { ABOUT_CALL, transcriptLayer, TRANSCRIPTS_LAYER } from "./transcript-layer.js";
import { readPlanOf, SOURCE_PACK_VERSION } from "./read-plans.js";
import { RELATED_FILINGS_LAYER } from "./related-layer.js";
import { SECTIONS_LAYER } from "./sections-layer.js";
import { plannerTraceOf, SourcePackSchema, sourcePackOf } from "./source-pack.js";
import { TABLES_LAYER } from "./table-layer.js";
import { TEXT_INDEX_LAYER } from "./text-index-layer.js";

/** The evidence contract's version (spec 9.2); the read plans have their own (SOURCE_PACK_VERSION). */
export const EVIDENCE_CONTRACT_VERSION = "1.1.0";
export const MAX_HITS = { min: 1, max: 100, default: 12 } as const;

/** The evidence layers in the order they are read: each reads what the ones before it found (the index's hits, the scoring context); candidates keep this order among equal scores. */
const LAYERS: readonly EvidenceLayer[] = [
  TEXT_INDEX_LAYER,
  SECTIONS_LAYER,
  TABLES_LAYER,
  FACTS_LAYER,
  EXTRACTIONS_LAYER,
  EVENT_FILINGS_LAYER,
  RELATED_FILINGS_LAYER,
  TRANSCRIPTS_LAYER,
];

export type { EvidenceRequest } from "./evidence-layer.js";

/** get_filing_evidence's answer. */
export const EvidenceResponseSchema = Type.Object({
  status: Type.Literal("success"),
  evidence: Type.Array(EvidenceItemSchema),
  coverage: CoverageSchema,
  source_pack: SourcePackSchema,
  planner_trace: Type.Optional(SourcePackSchema),
  suggested_next_reads: Type.Array(NextReadSchema),
  warnings: Type.Array(Type.String()),
  /** A model's short answer, present only when a model is configured and every number and quote in it is in the evidence. */
  answer: Type.Optional(ModelAnswerSchema),
});

export type EvidenceResponse = Wire<typeof EvidenceResponseSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function checkRequest(r: EvidenceRequest): void {
  if (!wordsOf(r.query).length) throw new FdsError("bad_request", `query "${r.query}" has no words to plan a read for`);
  for (const [name, v] of [
    ["filing_date_from", r.filingDateFrom],
    ["filing_date_to", r.filingDateTo],
  ] as const) {
    if (v !== null && (!DATE.test(v) || Number.isNaN(Date.parse(v))))
      throw new FdsError("bad_request", `${name} must be a date YYYY-MM-DD, not "${v}"`);
  }
  if (r.filingDateFrom && r.filingDateTo && r.filingDateFrom > r.filingDateTo)
    throw new FdsError("bad_request", `filing_date_from ${r.filingDateFrom} is after filing_date_to ${r.filingDateTo}`);
}

/**
 * Evidence for a question about one filing: intent -> read plan for the filing's form -> the
 * evidence layers (planned sections, full-text index, tables, XBRL facts, stored extractions,
 * 8-Ks and earnings releases of the period, related tickers' filings) -> ranked, cited items
 * and coverage. Deterministic unless a model is configured; a layer or model that fails is a
 * warning (semantic_status `error` for a layer), never an error of the request.
 */
export async function filingEvidence(deps: EvidenceDeps & DocumentsPort, r: EvidenceRequest): Promise<EvidenceResponse> {
  checkRequest(r);
  const warnings: string[] = [];
  const match = matchIntent(r.query, r.taskIntent, r.year);
  if (r.taskIntent && match.chosenBy !== "task_intent")
    warnings.push(
      `task_intent "${r.taskIntent}" is not one of the intents (${Object.keys(INTENTS).join(", ")}); the intent was read from the question`,
    );
  const calls = await periodTranscripts(deps, r.ticker, r.year, r.quarter).catch((e: unknown) => {
    warnings.push(`the period's call transcripts could not be read (${message(e)})`);
    return [];
  });
  const base = await evidenceBase(deps, r);
  if ("unavailable" in base) {
    if (calls.length === 0) throw base.unavailable;
    return callsOnly(r, match, calls, base.unavailable, warnings);
  }
  const { filing } = base;
  if (base.document)
    warnings.push(
      `${base.missing?.reason ?? "the period's 10-K/10-Q is not stored"}: read the period's earnings release ${base.document} (${filing.form} ${filing.accession}) in its place`,
    );
  const cuesPlan = readPlanOf(match.intent, filing.form);
  const files = await deps.store.getFiles(filing.accession);
  let primary: PrimaryDocument | null = null;
  try {
    primary = await loadDocument(deps, filing, base.document);
  } catch (e) {
    warnings.push(`the filing's primary document could not be read (${message(e)}); only its full-text index and facts were searched`);
  }
  const sections = primary?.artifacts.sections() ?? [];
  let intent = match.intent;
  let plan = cuesPlan;
  if (deps.evidenceModel) {
    const refined = await refineWithModel(
      deps.evidenceModel,
      r.query,
      filing.form,
      intent,
      plan,
      sections.map((s) => ({ key: s.key, title: s.title })),
      warnings,
    );
    intent = refined.intent;
    plan = refined.plan;
  }
  // A release read in the report's place has no items: all of it is the plan.
  const placer = base.document ? wholeDocument(planPlacer(plan)) : planPlacer(plan);
  const def = INTENTS[intent];
  const terms = questionTerms(r.query, [filing.ticker ?? "", filing.company ?? "", ...r.relatedTickers]);
  // The calls' acronyms and names as heard count as the question's words (call-wording.ts).
  const effective = withPeriodYear(
    withNameSpellings(withCallWording(terms.stems.length ? terms : questionTerms(r.query), r.query, calls), r.query, [
      primary?.artifacts.doc.markdown ?? "",
      ...calls.map((c) => c.markdown),
    ]),
    r.query,
    r.year,
  );
  const expansion = def.expansion.flatMap((w) => wordsOf(w).map(stem));
  // The words filings write for the asked ones find passages the question's own words miss ("employees" for "headcount").
  const indexQuery = [...effective.words.slice(0, 8), ...filingWordsFor(effective).slice(0, 4)].join(" ") || r.query;

  const layers = new Set<EvidenceLayerName>();
  const candidates: Candidate[] = [];
  const missing: MissingSource[] = base.missing ? [base.missing] : [];
  let layerFailed = false;
  const common: Omit<EvidenceRead, "found"> = {
    deps,
    request: r,
    filing,
    primary,
    files,
    intent,
    definition: def,
    plan,
    placer,
    terms: effective,
    expansion,
    indexQuery,
    calls,
  };
  let found = NOTHING_FOUND;
  for (const layer of LAYERS) {
    const read: EvidenceRead = { ...common, found };
    if (!layer.needs(read)) continue;
    let reading: LayerReading;
    try {
      reading = await layer.read(read);
    } catch (e) {
      if (layer.failureFailsRequest) throw e;
      layerFailed = true;
      warnings.push(`the ${layer.name} layer failed (${message(e)}); the other layers still answered`);
      continue;
    }
    for (const name of reading.consulted) layers.add(name);
    candidates.push(...reading.candidates);
    missing.push(...(reading.missing ?? []));
    found = { ...found, ...reading.found };
  }
  const { context, searchedSections, searchedTables } = found;

  const idf = (st: string) => (context ? idfOf(context, st) : 1);
  // A question that names the call as its source is answered from the call: the filing's passages are context.
  const callAsked = calls.length > 0 && ABOUT_CALL.test(r.query);
  const weighed = weigh(candidates, effective, idf, callAsked, r.year);
  const ranked = rank(weighed, r.maxHits);
  const answered = answerPlace(ranked, effective, idf);
  // Nothing returned at all is absence too: no passage of what was read holds the question's words.
  if (answered === "none")
    missing.push(
      absentAnswer(
        effective,
        {
          sections: searchedSections,
          tables: searchedTables.length,
          layers: [...layers],
          releases: found.releases.length,
          calls: calls.length,
        },
        ranked.length,
      ),
    );
  const fulls =
    r.includeFullSections && primary
      ? fullSectionItems(
          filing,
          primary.file.name,
          primary.artifacts.doc.markdown,
          sections,
          plan.required.map((i) => i.section),
          ranked.length + 1,
        )
      : [];
  if (fulls.length) layers.add("full_sections");
  const evidence = [...ranked, ...fulls];
  const answer = deps.evidenceModel ? await answerWithModel(deps.evidenceModel, r.query, ranked, warnings) : null;
  const statuses = statusesOf(
    {
      planned: sections.length > 0 && plan.required.length > 0,
      searchable: sections.length > 0 || found.indexed,
      requiredSections: plan.required.map((i) => i.section),
      searchedSections,
      missing,
      layerFailed,
      answered,
      lead: leadOf(ranked),
      leadOverFourth: leadOf(ranked, 3),
    },
    ranked,
  );
  const families: Record<string, number> = {};
  for (const i of evidence) families[i.layer] = (families[i.layer] ?? 0) + 1;
  const coverage: Coverage = {
    matched_intent: intent,
    source_pack_version: SOURCE_PACK_VERSION,
    searched_sections: searchedSections,
    searched_tables: searchedTables,
    searched_extractions: found.searchedExtractions,
    missing_or_unavailable: missing,
    evidence_layers_consulted: [...layers],
    ...statuses,
    cache_status: "cold",
    searched_earnings_releases: found.releases,
    searched_event_filings: found.events,
    source_families: families,
  };
  const next = nextReadsOf({
    ticker: r.ticker.toUpperCase(),
    year: r.year,
    quarter: r.quarter,
    accession: filing.accession,
    document: primary?.file.name ?? filing.primaryDocument ?? "",
    required: plan.required,
    optional: plan.optional,
    present: sections.map((s) => s.key),
    items: evidence,
    missing,
    missingSchemas: found.missingSchemas,
  });
  return {
    status: "success",
    evidence,
    coverage,
    source_pack: sourcePackOf(intent, plan, warnings),
    ...(r.includePlannerTrace
      ? { planner_trace: plannerTraceOf(match, cuesPlan, plannerNotes(filing, deps.evidenceModel?.name ?? null, intent !== match.intent)) }
      : {}),
    suggested_next_reads: next,
    warnings,
    ...(answer ? { answer } : {}),
  };
}

/** Evidence from the period's call transcripts alone, when neither its report nor its earnings release is stored. */
function callsOnly(
  r: EvidenceRequest,
  match: IntentMatch,
  calls: readonly TranscriptRecord[],
  unavailable: FdsError,
  warnings: string[],
): EvidenceResponse {
  warnings.push(`${unavailable.message}; no earnings release of the period is stored either: only its call transcript(s) were read`);
  const terms = questionTerms(r.query, [r.ticker]);
  const effective = withPeriodYear(
    withNameSpellings(
      withCallWording(terms.stems.length ? terms : questionTerms(r.query), r.query, calls),
      r.query,
      calls.map((c) => c.markdown),
    ),
    r.query,
    r.year,
  );
  const expansion = INTENTS[match.intent].expansion.flatMap((w) => wordsOf(w).map(stem));
  const ranked = rank(
    weigh(transcriptLayer(calls, r.query, effective, expansion), effective, () => 1, false, r.year),
    r.maxHits,
  );
  const answered = answerPlace(ranked, effective, () => 1);
  const missing: MissingSource[] = [
    {
      kind: "document",
      section: null,
      name: `${r.ticker.toUpperCase()} ${r.quarter === 4 ? "10-K" : "10-Q"} of fiscal ${r.year}${r.quarter === 4 ? "" : ` Q${r.quarter}`}`,
      stored: false,
      reason: unavailable.message,
    },
  ];
  if (answered === "none")
    missing.push(
      absentAnswer(effective, { sections: [], tables: 0, layers: ["transcripts"], releases: 0, calls: calls.length }, ranked.length),
    );
  const statuses = statusesOf(
    {
      planned: false,
      searchable: true,
      requiredSections: [],
      searchedSections: [],
      missing,
      layerFailed: false,
      answered,
      lead: leadOf(ranked),
      leadOverFourth: leadOf(ranked, 3),
    },
    ranked,
  );
  const families: Record<string, number> = ranked.length ? { transcripts: ranked.length } : {};
  return {
    status: "success",
    evidence: ranked,
    coverage: {
      matched_intent: match.intent,
      source_pack_version: SOURCE_PACK_VERSION,
      searched_sections: [],
      searched_tables: [],
      searched_extractions: [],
      missing_or_unavailable: missing,
      evidence_layers_consulted: ["transcripts"],
      ...statuses,
      cache_status: "cold",
      searched_earnings_releases: [],
      searched_event_filings: [],
      source_families: families,
    },
    source_pack: sourcePackOf(match.intent, readPlanOf(match.intent, "8-K"), warnings),
    suggested_next_reads: [],
    warnings,
  };
}

/** A candidate's relevance times what its words say of stating the answer (answer-weights.ts), and of being the source the question names. */
function weigh(
  candidates: readonly Candidate[],
  terms: QuestionTerms,
  idf: (stem: string) => number,
  callAsked: boolean,
  periodYear: number,
): Candidate[] {
  return candidates.map((c) => ({
    ...c,
    score:
      c.score *
      spanWeight(c, terms) *
      (callAsked && c.layer !== "transcripts" ? NOT_THE_NAMED_SOURCE : 1) *
      (terms.figure ? figureWeight(c, terms, idf) * definitionWeight(c, terms) * nameWeight(c, terms, idf) * measureWeight(c, terms) : 1) *
      (terms.quantitative ? partWeight(c, terms) : 1) *
      headingWeight(c, terms, idf) *
      expectationWeight(c, terms) *
      sequenceWeight(c, terms) *
      rateWeight(c, terms) *
      causeWeight(c, terms) *
      levelWeight(c, terms) *
      flowWeight(c, terms) *
      limitWeight(c, terms) *
      qualifierWeight(c, terms) *
      authorizationWeight(c, terms) *
      exclusionWeight(c, terms) *
      yearWeight(c, terms, periodYear),
  }));
}

/** Asked what was said on the call, a filing's passage on the same subject is context (at 0.6 a report's liquidity paragraph still outranked the call's capex guidance). */
const NOT_THE_NAMED_SOURCE = 0.4;

/** How clearly the first item leads: its score over the second's (coverage.ts CLEAR_LEAD) or another's (FLAT_RANKING). */
const leadOf = (items: readonly EvidenceItem[], over = 1) =>
  items.length <= over ? Infinity : items[0]!.score / Math.max(items[over]!.score, 1e-9);

/** What was sought and where it was looked for, when no returned passage states it. */
function absentAnswer(
  terms: QuestionTerms,
  searched: { sections: readonly string[]; tables: number; layers: readonly string[]; releases: number; calls: number },
  returned: number,
): MissingSource {
  const where = [
    searched.sections.length ? `sections ${searched.sections.join(", ")}` : null,
    searched.tables ? `${searched.tables} tables` : null,
    searched.releases ? `${searched.releases} earnings release(s)` : null,
    searched.calls ? `${searched.calls} call transcript(s)` : null,
    `layers ${searched.layers.join(", ")}`,
  ].filter((x) => x !== null);
  const sought = `${terms.words.join(" ")}${terms.quantitative ? " (a figure)" : ""}`;
  return {
    kind: "answer",
    section: null,
    name: sought,
    stored: true,
    reason: returned
      ? `no returned passage states ${sought}; searched ${where.join("; ")}: the answer is not in the period's stored sources, or is worded otherwise (the items are the nearest passages, not the answer)`
      : `no passage holds ${sought}; searched ${where.join("; ")}: the answer is not in the period's stored sources, or is worded otherwise`,
  };
}

function plannerNotes(filing: FilingMeta, model: string | null, changed: boolean): string[] {
  const notes = [`filing ${filing.accession} (${filing.form}, fiscal ${filing.fiscalYear ?? "?"} ${filing.fiscalPeriod ?? "?"})`];
  if (model) notes.push(changed ? `${model} changed the intent; source_pack shows the plan used` : `${model} was consulted`);
  return notes;
}

/**
 * Best first; of two items over the same text of one document, the better one is kept, and a
 * text repeated elsewhere (a footnote printed under several tables, a release's sentence
 * repeated in its 8-K) is kept once: a reader gains nothing from a second copy.
 */
export function rank(candidates: readonly Candidate[], maxHits: number): EvidenceItem[] {
  const sorted = [...candidates].sort((a, b) => b.score - a.score || a.start - b.start);
  const kept: Candidate[] = [];
  const texts: { key: string; shingles: Set<string> }[] = [];
  for (const c of sorted) {
    if (kept.length >= maxHits) break;
    const overlaps = kept.some((k) => k.accession === c.accession && k.document === c.document && c.start < k.end && k.start < c.end);
    const key = sameTextKey(c.text);
    const shingles = shinglesOf(key);
    const repeated =
      key.length >= MIN_REPEAT &&
      texts.some(
        (t) =>
          t.key.includes(key) ||
          (t.key.length >= MIN_REPEAT && (key.includes(t.key) || (nearCopy(shingles, t.shingles) && sameOpening(key, t.key)))),
      );
    if (overlaps || repeated) continue;
    kept.push(c);
    texts.push({ key, shingles });
  }
  return kept.map((c, i) => ({ ...c, rank: i + 1, score: roundScore(c.score) }));
}

/** A text this short may repeat by chance (a heading, "None."): only longer ones count as copies. */
const MIN_REPEAT = 40;
/**
 * Two passages are one text printed twice when most runs of three words of the shorter are in
 * the longer and both hold the same numbers: a copy often differs only in a last clause (a note's
 * cross-reference, a table's name).
 */
const NEAR_COPY = 0.8;
function shinglesOf(key: string): Set<string> {
  const words = key.split(" ");
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}
function nearCopy(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size < 5) return false;
  // Passages whose numbers differ ("64 million shares" in one only) say different things: no copy.
  const numbers = (set: ReadonlySet<string>) => new Set([...set].flatMap((g) => g.split(" ")).filter((w) => /\d/.test(w)));
  const [smallNumbers, largeNumbers] = [numbers(small), numbers(large)];
  if (smallNumbers.size !== largeNumbers.size || [...smallNumbers].some((n) => !largeNumbers.has(n))) return false;
  let shared = 0;
  for (const s of small) if (large.has(s)) shared++;
  return shared / small.size >= NEAR_COPY;
}
/**
 * A copy differs in its last clause, not its subject: "Services net sales increased during 2024
 * compared to 2023 due primarily to ..." and "Americas net sales increased during 2024 compared to
 * 2023 due primarily to ..." share most runs of words but are two statements.
 */
const OPENING = 3;
const sameOpening = (a: string, b: string) => a.split(" ").slice(0, OPENING).join(" ") === b.split(" ").slice(0, OPENING).join(" ");
const sameTextKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
