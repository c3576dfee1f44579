import { Type } from "typebox";
import {
  canonicalFrameUnit,
  FRAME_KINDS,
  frameOrder,
  framePlacementOf,
  parseFrameLabel,
  type FrameCandidate,
  type FramePick,
} from "../../model/index.js";
import type { FrameFact } from "../../store/index.js";
import { exactDecimalOf, LOAD_COMPANY_FACTS, type CompanyFactsPort } from "../companyfacts/index.js";
import type { RegistryPort } from "../equivalence/index.js";
import { BASES, type Basis, FdsError, literalsOf, Nullable, type StorePort, Warnings, type Wire } from "../shared/index.js";
import { decodeCursor, encodeCursor } from "./frame-cursor.js";
import { storedFrameValues, type StoredFrameValue } from "./stored-frame-values.js";

/** Companies per page: at most, and when the caller says nothing. */
export const FRAME_PAGE = { max: 10_000, default: 1_000 } as const;

/** Frames answer as SEC's do: the last filed value of each company (`latest`), unless asked for the first filed. */
export const FRAME_DEFAULT_BASIS: Basis = "latest";

const FRAME_SOURCES = ["companyfacts", "xbrl"] as const;

/** One company's value in a frame: a flat row (CSV and Parquet exports write these columns). */
const FrameRowSchema = Type.Object(
  {
    /** QName. */
    concept: Type.String(),
    unit: Type.String(),
    /** The calendar frame asked for (`CY2024Q3`). */
    frame: Type.String(),
    cik: Type.Integer(),
    ticker: Nullable(Type.String()),
    entity_name: Nullable(Type.String()),
    value: Type.Number(),
    value_exact: Type.String({ description: "Exact decimal" }),
    /** The value's own period: start null for an instant. */
    start: Nullable(Type.String()),
    end: Type.String(),
    accession: Type.String(),
    form: Type.String(),
    filed: Nullable(Type.String()),
    /** The filing's fiscal focus (not the value's own period). */
    fiscal_year: Nullable(Type.Integer()),
    fiscal_period: Nullable(Type.String()),
    source: Type.Union(literalsOf(FRAME_SOURCES), {
      description: "companyfacts: SEC's company facts; xbrl: a stored filing's XBRL (it wins over company facts of the same filing)",
    }),
    /** SEC's own frame of this value in company facts: the frame when SEC chose it, null otherwise (another value, or none in company facts). */
    sec_frame: Nullable(Type.String()),
  },
  { title: "FrameRow", description: "One company's value in a calendar frame" },
);

export const FramesResultSchema = Type.Object(
  {
    concept: Type.String(),
    unit: Type.String(),
    frame: Type.Object(
      { label: Type.String(), kind: Type.Union(literalsOf(FRAME_KINDS)), start: Type.String(), end: Type.String() },
      { title: "CalendarFrame", description: "The calendar period: a year, a quarter, or a quarter's last day (instant)" },
    ),
    basis: Type.Union(literalsOf(BASES)),
    /** One per company, by CIK. */
    rows: Type.Array(FrameRowSchema),
    /** Pass as `cursor` for the next companies; null on the last page. */
    next_cursor: Nullable(Type.String()),
    warnings: Warnings,
  },
  { title: "FramesResponse" },
);

export type FramesResult = Wire<typeof FramesResultSchema>;
type FrameRow = FramesResult["rows"][number];

export interface FramesQuery {
  /** A QName (`us-gaap:Revenues`) or a us-gaap local name (`Revenues`). */
  readonly concept: string;
  /** `USD`, `shares`, `USD/shares` or SEC's `USD-per-shares`. */
  readonly unit: string;
  /** `CY2024`, `CY2024Q3`, `CY2024Q3I`. */
  readonly period: string;
  readonly basis: Basis;
  readonly cursor: string | null;
  readonly limit: number;
}

/**
 * One concept, unit and calendar period across every company the service holds (SEC's frames):
 * per company the value best aligned with the calendar period (src/model/calendar-frame.ts),
 * then the last filed (`latest`, SEC's semantics) or the first filed (`as_reported`), among SEC's
 * company facts and the stored filings' own facts (a stored filing's fact stands for the
 * company facts value of the same filing and period; where they differ, a warning says so).
 * Companies in CIK order, paged with an opaque cursor.
 */
export async function getFrames(deps: StorePort & CompanyFactsPort & RegistryPort, q: FramesQuery): Promise<FramesResult> {
  const frame = parseFrameLabel(q.period);
  if (!frame)
    throw new FdsError(
      "bad_request",
      `period ${JSON.stringify(q.period)} names no calendar frame: give CY2024 (a year), CY2024Q3 (a quarter) or CY2024Q3I (the quarter's last day, for balances)`,
    );
  const concept = conceptOf(deps, q.concept);
  const unit = canonicalFrameUnit(q.unit);
  if (!Number.isInteger(q.limit) || q.limit < 1 || q.limit > FRAME_PAGE.max)
    throw new FdsError("validation_error", `limit must be an integer from 1 to ${FRAME_PAGE.max} (got ${q.limit})`);
  const paged = { concept, unit, frame: frame.label, basis: q.basis };
  const afterCik = decodeCursor(q.cursor, paged);
  const pick: FramePick = q.basis === "latest" ? "last_filed" : "first_filed";
  const colon = concept.indexOf(":");
  const facts =
    (await deps.companyFacts?.frame({
      taxonomy: concept.slice(0, colon),
      concept: concept.slice(colon + 1),
      unit,
      frame: frame.label,
      pick,
      afterCik,
      limit: q.limit + 1,
    })) ?? [];
  // With more company facts than a page, no stored company after the page's last can be on it.
  const upToCik = facts.length > q.limit ? (facts[q.limit]?.cik ?? null) : null;
  const stored = await storedFrameValues(deps, { concept, unit, frame }, afterCik, upToCik);

  const warnings: string[] = [];
  const byCompany = new Map<number, { facts: FrameFact | null; stored: StoredFrameValue[] }>();
  for (const f of facts) byCompany.set(f.cik, { facts: f, stored: [] });
  for (const s of stored) {
    const entry = byCompany.get(s.filing.cik) ?? { facts: null, stored: [] };
    entry.stored.push(s);
    byCompany.set(s.filing.cik, entry);
  }
  const ciks = [...byCompany.keys()].sort((a, b) => a - b);
  const page = ciks.slice(0, q.limit);
  const rows = page.map((cik) => rowOf(byCompany.get(cik)!, { concept, unit, frame: frame.label }, pick, warnings));
  const more = ciks.length > q.limit || facts.length > q.limit;
  if (rows.length === 0 && afterCik === null) throw await nothingFound(deps, concept, unit, frame.label);
  return {
    concept,
    unit,
    frame: { label: frame.label, kind: frame.kind, start: frame.start, end: frame.end },
    basis: q.basis,
    rows,
    next_cursor: more && page.length > 0 ? encodeCursor(page.at(-1) as number, paged) : null,
    warnings,
  };
}

/** A QName, or a us-gaap local name; a registry metric (several concepts) is refused with its concepts. */
function conceptOf(deps: RegistryPort, name: string): string {
  const text = name.trim();
  if (/^[A-Za-z][\w.-]*:[A-Za-z_][\w.-]*$/.test(text)) return text;
  const group = deps.registry.group(text);
  if (group)
    throw new FdsError(
      "bad_request",
      `a frame is of one concept, and ${text} is the registry metric of ${group.concepts.length} (${group.concepts.join(", ")}): ask for one of them`,
    );
  if (/^[A-Za-z_][\w.-]*$/.test(text)) return `us-gaap:${text}`;
  throw new FdsError("bad_request", `concept ${JSON.stringify(name)} is neither a QName (us-gaap:Revenues) nor a local name (Revenues)`);
}

type Candidate = FrameCandidate & { readonly row: () => FrameRow };

/** The company's row: its candidates (company facts' own choice, stored filings' values) ordered as SEC orders them. */
function rowOf(
  company: { facts: FrameFact | null; stored: StoredFrameValue[] },
  asked: { concept: string; unit: string; frame: string },
  pick: FramePick,
  warnings: string[],
): FrameRow {
  const f = company.facts;
  // Most companies of a frame have company facts only: their row as it is.
  if (f && company.stored.length === 0) return factsRow(f, asked);
  const samePeriod = (s: StoredFrameValue) =>
    f !== null && f.accession === s.filing.accession && f.start === periodStart(s) && f.end === periodEnd(s);
  const candidates: Candidate[] = company.stored.map((s) => {
    // The same filing's value in company facts: its frame carries over, and a disagreement is said.
    const same = samePeriod(s) ? f : null;
    if (same && same.value !== s.fact.number)
      warnings.push(
        `${s.filing.form} ${s.filing.accession} (CIK ${s.filing.cik}) reports ${s.fact.value} for ${asked.concept} ${periodStart(s) ?? ""}..${periodEnd(s)}, SEC's company facts ${same.value}: the stored filing's value is served`,
      );
    return {
      distance: s.distance,
      filed: s.filing.filedDate ?? "",
      accession: s.filing.accession,
      row: () => ({
        concept: asked.concept,
        unit: asked.unit,
        frame: asked.frame,
        cik: s.filing.cik,
        ticker: s.filing.ticker ?? f?.ticker ?? null,
        entity_name: s.filing.company ?? f?.entityName ?? null,
        value: s.fact.number as number,
        value_exact: s.fact.value as string,
        start: periodStart(s),
        end: periodEnd(s),
        accession: s.filing.accession,
        form: s.filing.form,
        filed: s.filing.filedDate,
        fiscal_year: s.filing.fiscalYear,
        fiscal_period: s.filing.fiscalPeriod,
        source: "xbrl",
        sec_frame: same?.frame ?? null,
      }),
    };
  });
  if (f && !company.stored.some(samePeriod)) {
    const placed = framePlacementOf(
      f.start === null ? { kind: "instant", instant: f.end } : { kind: "duration", start: f.start, end: f.end },
    );
    candidates.push({
      distance: placed?.distance ?? Number.POSITIVE_INFINITY,
      filed: f.filed,
      accession: f.accession,
      row: () => factsRow(f, asked),
    });
  }
  return [...candidates].sort(frameOrder(pick))[0]!.row();
}

function factsRow(f: FrameFact, asked: { concept: string; unit: string; frame: string }): FrameRow {
  return {
    concept: asked.concept,
    unit: asked.unit,
    frame: asked.frame,
    cik: f.cik,
    ticker: f.ticker,
    entity_name: f.entityName,
    value: f.value,
    value_exact: exactDecimalOf(f.value),
    start: f.start,
    end: f.end,
    accession: f.accession,
    form: f.form,
    filed: f.filed,
    fiscal_year: f.fiscalYear,
    fiscal_period: f.fiscalPeriod,
    source: "companyfacts",
    sec_frame: f.frame,
  };
}

const periodStart = (s: StoredFrameValue): string | null => (s.fact.period.kind === "duration" ? s.fact.period.start : null);
const periodEnd = (s: StoredFrameValue): string =>
  s.fact.period.kind === "duration" ? s.fact.period.end : s.fact.period.kind === "instant" ? s.fact.period.instant : "";

/** The 404 of an empty frame, saying what is missing and how to get it. */
async function nothingFound(deps: CompanyFactsPort, concept: string, unit: string, frame: string): Promise<FdsError> {
  const loaded = (await deps.companyFacts?.stats())?.companies ?? 0;
  const facts =
    loaded === 0
      ? `no SEC company facts are loaded (${LOAD_COMPANY_FACTS} loads them)`
      : `none of the ${loaded} companies whose SEC company facts are loaded reports it`;
  return new FdsError("metric_not_found", `no value of ${concept} in ${unit} for ${frame}: ${facts}, and no stored filing reports it`, {
    concept,
    unit,
    frame,
  });
}
