import { createHash } from "node:crypto";
import type { TranscriptRecord } from "../../store/index.js";
import { extractionStoreOf, type ExtractionStorePort, FdsError, type StorePort } from "../shared/index.js";
import type { IngestIssue, IngestResponse } from "./ingest-response.js";
import { transcriptMarkdown } from "./transcript-markdown.js";
import { parseTranscript } from "./transcript-parse.js";

/** An earnings-call transcript to store: whose, which fiscal period, and the text as received. */
export interface TranscriptInput {
  readonly ticker: string;
  readonly fiscalYear: number;
  readonly fiscalQuarter: number;
  /** `YYYY-MM-DD`, or null when not known. */
  readonly callDate: string | null;
  /** Where the text came from (a URL, a file), for the record. */
  readonly source: string | null;
  readonly text: string;
}

/** A transcript's id: ticker, fiscal period and the first 12 hex of its text's sha256 (the same text is the same id). */
function transcriptId(ticker: string, fiscalYear: number, fiscalQuarter: number, sha256: string): string {
  return `tr-${ticker.toLowerCase()}-${fiscalYear}q${fiscalQuarter}-${sha256.slice(0, 12)}`;
}

/**
 * Parses a transcript into turns, renders its markdown (one paragraph per turn, parts of the
 * call as sections) and stores both, with the turns full-text indexed. Idempotent: the same
 * text for the same company and period answers `unchanged`.
 */
export async function ingestTranscript(deps: StorePort & ExtractionStorePort, input: TranscriptInput): Promise<IngestResponse> {
  const store = extractionStoreOf(deps.extractions);
  const text = input.text.replace(/\r\n?/g, "\n").trim();
  if (text.length === 0) throw new FdsError("bad_request", "the transcript text is empty");
  const ticker = input.ticker.trim().toUpperCase();
  const sha256 = createHash("sha256").update(text).digest("hex");
  const sourceId = transcriptId(ticker, input.fiscalYear, input.fiscalQuarter, sha256);
  const parsed = parseTranscript(text);
  const title = `${ticker} fiscal ${input.fiscalYear} Q${input.fiscalQuarter} earnings call${input.callDate ? ` (${input.callDate})` : ""}`;
  const md = transcriptMarkdown(title, parsed);
  const cik = (await deps.store.listFilings({ ticker })).find((f) => f.cik !== null)?.cik ?? null;
  const record: TranscriptRecord = {
    sourceId,
    ticker,
    cik,
    fiscalYear: input.fiscalYear,
    fiscalQuarter: input.fiscalQuarter,
    callDate: input.callDate,
    source: input.source,
    title,
    layout: parsed.layout,
    sha256,
    ingestedAt: new Date().toISOString(),
    text,
    markdown: md.markdown,
    turns: md.turns.map((t, i) => ({
      ordinal: t.ordinal,
      section: t.section,
      speaker: t.speaker,
      role: t.role,
      start: t.start,
      end: t.end,
      textStart: t.textStart,
      text: (parsed.turns[i]?.text ?? "").replace(/\s*\n+\s*/g, " ").trim(),
    })),
  };
  const { inserted } = await store.saveTranscript(record);
  const qa = parsed.turns.filter((t) => t.section === "qa").length;
  const unnamed = parsed.turns.filter((t) => t.speaker === null).length;
  const issues: IngestIssue[] = [];
  if (parsed.layout === "run_on")
    issues.push({
      code: "no_speaker_labels",
      message:
        "the text names no speakers: turns were found from hand-offs and the operator's introductions, and speakers only where the call names them",
    });
  if (unnamed > 0) issues.push({ code: "unnamed_turns", message: `${unnamed} of ${parsed.turns.length} turns have no speaker name` });
  if (qa === 0) issues.push({ code: "no_qa", message: "no question-and-answer part was found" });
  return {
    id: sourceId,
    source_type: "transcript",
    status: inserted ? "stored" : "unchanged",
    stored: {
      source_id: sourceId,
      ticker,
      cik,
      fiscal_year: input.fiscalYear,
      fiscal_quarter: input.fiscalQuarter,
      call_date: input.callDate,
      source: input.source,
      title,
      layout: parsed.layout,
      sha256,
    },
    counts: {
      turns: parsed.turns.length,
      prepared_remarks_turns: parsed.turns.length - qa,
      qa_turns: qa,
      speakers: new Set(parsed.turns.map((t) => t.speaker).filter((s) => s !== null)).size,
      characters: text.length,
      markdown_chars: md.markdown.length,
    },
    issues,
  };
}

/** The stored earnings-call transcripts of a ticker's fiscal period (quarter 4: the Q4 call), newest ingest first; none without a transcript store. */
export async function periodTranscripts(
  deps: ExtractionStorePort,
  ticker: string,
  fiscalYear: number,
  quarter: number,
): Promise<TranscriptRecord[]> {
  if (!deps.extractions) return [];
  const metas = (await deps.extractions.listTranscripts({ ticker: ticker.toUpperCase() })).filter(
    (t) => t.fiscalYear === fiscalYear && t.fiscalQuarter === quarter,
  );
  const out: TranscriptRecord[] = [];
  for (const m of metas.sort((a, b) => b.ingestedAt.localeCompare(a.ingestedAt))) {
    const t = await deps.extractions.getTranscript(m.sourceId);
    if (t) out.push(t);
  }
  return out;
}

/** A stored transcript by source id; 404 `not_found` when none is stored. */
export async function loadTranscript(deps: ExtractionStorePort, sourceId: string): Promise<TranscriptRecord> {
  const t = await extractionStoreOf(deps.extractions).getTranscript(sourceId);
  if (!t) throw new FdsError("not_found", `no transcript ${sourceId} is stored`);
  return t;
}
