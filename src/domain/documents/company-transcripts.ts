import type { DocumentsPort } from "./document-library.js";
import { Type } from "typebox";
import { documentView, DocumentViewSchema } from "./document-view.js";
import { type ExtractionStorePort, FdsError, Nullable, type StorePort, Warnings, type Wire } from "../shared/index.js";

/** The largest transcript served whole (a call's markdown is some 50,000 to 120,000 characters). */
const MAX_TRANSCRIPT_CHARS = 2_000_000;

export interface CompanyTranscriptsQuery {
  readonly ticker: string;
  /** The company's fiscal year and quarter of the call (4: the fourth-quarter call); both null: the latest stored call. */
  readonly fiscalYear: number | null;
  readonly quarter: number | null;
}

/** One stored earnings-call transcript of a company. */
const TranscriptListingSchema = Type.Object(
  {
    source_id: Type.String(),
    fiscal_year: Type.Integer(),
    fiscal_quarter: Type.Integer(),
    call_date: Nullable(Type.String({ description: "YYYY-MM-DD; null when not known" })),
    title: Type.String(),
  },
  { title: "TranscriptListing" },
);

/** get_transcripts' answer. */
export const CompanyTranscriptsSchema = Type.Object({
  ticker: Type.String(),
  /** Every stored call of the company, the latest fiscal period first (one per period: the newest ingest). */
  transcripts: Type.Array(TranscriptListingSchema),
  /** The call asked for (else the latest), whole: sections, turns and markdown; null when none is stored. */
  transcript: Nullable(DocumentViewSchema),
  warnings: Warnings,
});

type CompanyTranscripts = Wire<typeof CompanyTranscriptsSchema>;

/**
 * A company's stored earnings-call transcripts, and one of them to read: the fiscal period's
 * (year and quarter), or the latest when no period is given. A company with none, or a period
 * without one, answers an empty `transcript` and says so; nothing is fetched.
 */
export async function companyTranscripts(
  deps: StorePort & ExtractionStorePort & DocumentsPort,
  q: CompanyTranscriptsQuery,
): Promise<CompanyTranscripts> {
  if ((q.fiscalYear === null) !== (q.quarter === null)) throw new FdsError("bad_request", "give year and quarter together, or neither");
  const ticker = q.ticker.trim().toUpperCase();
  if (!deps.extractions) return { ticker, transcripts: [], transcript: null, warnings: ["this server keeps no transcripts"] };
  const metas = (await deps.extractions.listTranscripts({ ticker })).sort(
    (a, b) => b.fiscalYear - a.fiscalYear || b.fiscalQuarter - a.fiscalQuarter || b.ingestedAt.localeCompare(a.ingestedAt),
  );
  const listed = metas.filter(
    (m, i) => i === 0 || m.fiscalYear !== metas[i - 1]!.fiscalYear || m.fiscalQuarter !== metas[i - 1]!.fiscalQuarter,
  );
  const transcripts = listed.map((m) => ({
    source_id: m.sourceId,
    fiscal_year: m.fiscalYear,
    fiscal_quarter: m.fiscalQuarter,
    call_date: m.callDate,
    title: m.title,
  }));
  const warnings: string[] = [];
  const picked =
    q.fiscalYear === null
      ? (listed[0] ?? null)
      : (listed.find((m) => m.fiscalYear === q.fiscalYear && m.fiscalQuarter === q.quarter) ?? null);
  if (listed.length === 0) warnings.push(`no earnings-call transcript of ${ticker} is stored`);
  else if (!picked)
    warnings.push(
      `no earnings-call transcript of ${ticker} fiscal ${q.fiscalYear} Q${q.quarter} is stored; stored: ${listed.map((m) => `${m.fiscalYear} Q${m.fiscalQuarter}`).join(", ")}`,
    );
  const transcript = picked
    ? await documentView(deps, {
        sourceId: picked.sourceId,
        sourceType: "transcript",
        document: null,
        charStart: 0,
        maxChars: MAX_TRANSCRIPT_CHARS,
        query: null,
      })
    : null;
  return { ticker, transcripts, transcript, warnings };
}
