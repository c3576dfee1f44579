import { periodKey, type Fact, type Period } from "../../model/index.js";
import type { StorePort } from "../shared/index.js";

/** A value of SEC's company facts, as compared with a stored filing's facts. */
export interface CompanyFactsValue {
  readonly taxonomy: string;
  readonly concept: string;
  readonly unit: string;
  readonly start: string | null;
  readonly end: string;
  readonly value: number;
  readonly accession: string;
}

/** One SEC value that a stored filing does not hold as SEC has it. */
export interface Disagreement {
  readonly accession: string;
  /** QName. */
  readonly concept: string;
  /** `2024-09-28` or `2023-10-01/2024-09-28`. */
  readonly period: string;
  readonly unit: string;
  readonly sec: number;
  /** The stored filing's values of that concept and period (exact decimals); empty when it has none. */
  readonly stored: readonly string[];
  /** Their units. */
  readonly storedUnits: readonly string[];
}

/** How a filing's stored facts and SEC's company facts of its accession compare. */
export interface AgreementReport {
  /** Stored filings compared (those whose accession the company facts cite). */
  readonly filings: number;
  /** SEC values of those accessions compared. */
  readonly compared: number;
  readonly agree: number;
  /** A fact of the same concept and period exists, with another value. */
  readonly differ: readonly Disagreement[];
  /** No fact of that concept and period (without dimensions) is stored. */
  readonly missing: readonly Disagreement[];
  /** Agreeing or differing values that SEC files under another unit than the filing (a few per-share prices under USD). */
  readonly otherUnit: readonly Disagreement[];
}

const EMPTY: AgreementReport = { filings: 0, compared: 0, agree: 0, differ: [], missing: [], otherUnit: [] };

/**
 * SEC's values of one accession against the facts parsed from that filing. Company facts hold
 * facts without dimensions only, so each is matched on concept and period among the filing's
 * numeric totals; a value agrees when a match of its unit (else, when SEC filed it under another
 * unit, any match) has exactly SEC's value.
 */
export function compareWithCompanyFacts(facts: readonly Fact[], values: readonly CompanyFactsValue[]): AgreementReport {
  const totals = new Map<string, Fact[]>();
  for (const f of facts) {
    if (!f.numeric || f.axisKey !== "") continue;
    const key = `${f.concept}|${periodKey(f.period)}`;
    totals.set(key, [...(totals.get(key) ?? []), f]);
  }
  const differ: Disagreement[] = [];
  const missing: Disagreement[] = [];
  const otherUnit: Disagreement[] = [];
  let agree = 0;
  for (const v of values) {
    const concept = `${v.taxonomy}:${v.concept}`;
    const period = periodKey(periodOf(v));
    const found = totals.get(`${concept}|${period}`) ?? [];
    const sameUnit = found.filter((f) => f.unit === v.unit);
    const candidates = sameUnit.length ? sameUnit : found;
    const row: Disagreement = {
      accession: v.accession,
      concept,
      period,
      unit: v.unit,
      sec: v.value,
      stored: candidates.map((f) => f.value ?? "nil"),
      storedUnits: candidates.map((f) => f.unit ?? ""),
    };
    if (found.length === 0) {
      missing.push(row);
      continue;
    }
    if (sameUnit.length === 0) otherUnit.push(row);
    if (candidates.some((f) => f.number === v.value)) agree++;
    else differ.push(row);
  }
  return { filings: 1, compared: values.length, agree, differ, missing, otherUnit };
}

/**
 * Every stored filing of the company whose accession its company facts cite, compared with
 * them (see compareWithCompanyFacts): what `fds ingest-companyfacts` reports, never merges.
 */
export async function checkStoredAgreement(deps: StorePort, cik: number, values: readonly CompanyFactsValue[]): Promise<AgreementReport> {
  const byAccession = new Map<string, CompanyFactsValue[]>();
  for (const v of values) byAccession.set(v.accession, [...(byAccession.get(v.accession) ?? []), v]);
  const stored = (await deps.store.listFilings({ cik })).filter((f) => byAccession.has(f.accession));
  if (stored.length === 0) return EMPTY;
  const facts = await deps.store.getFactsByFiling(
    stored.map((f) => f.accession),
    { axisKey: "" },
  );
  return stored.reduce(
    (sum, f) => mergeReports(sum, compareWithCompanyFacts(facts.get(f.accession) ?? [], byAccession.get(f.accession) ?? [])),
    EMPTY,
  );
}

export function mergeReports(a: AgreementReport, b: AgreementReport): AgreementReport {
  return {
    filings: a.filings + b.filings,
    compared: a.compared + b.compared,
    agree: a.agree + b.agree,
    differ: [...a.differ, ...b.differ],
    missing: [...a.missing, ...b.missing],
    otherUnit: [...a.otherUnit, ...b.otherUnit],
  };
}

function periodOf(v: Pick<CompanyFactsValue, "start" | "end">): Period {
  return v.start === null ? { kind: "instant", instant: v.end } : { kind: "duration", start: v.start, end: v.end };
}
