import { ingestTranscript } from "../domain/documents/index.js";
import { readTranscriptText, type TranscriptFile } from "../ingest/index.js";
import type { ToolDeps } from "../tools/index.js";

export interface TranscriptOutcome {
  readonly file: TranscriptFile;
  readonly status: "stored" | "unchanged" | "failed";
  readonly error: string | null;
}

/**
 * Stores each transcript (parsed into turns, full-text indexed); a file that cannot be read or
 * parsed fails on its own. Prints one summary line and each failure.
 */
export async function ingestTranscriptFiles(
  deps: ToolDeps,
  files: readonly TranscriptFile[],
  out: (text: string) => void,
): Promise<TranscriptOutcome[]> {
  const outcomes: TranscriptOutcome[] = [];
  for (const file of files) {
    try {
      const text = await readTranscriptText(file);
      const r = await ingestTranscript(deps, {
        ticker: file.ticker,
        fiscalYear: file.fiscalYear,
        fiscalQuarter: file.fiscalQuarter,
        callDate: file.callDate,
        source: file.source,
        text,
      });
      outcomes.push({ file, status: r.status === "unchanged" ? "unchanged" : "stored", error: null });
    } catch (err) {
      outcomes.push({ file, status: "failed", error: (err as Error).message });
    }
  }
  const count = (s: TranscriptOutcome["status"]) => outcomes.filter((o) => o.status === s).length;
  out(`${outcomes.length} transcripts: ${count("stored")} new, ${count("unchanged")} unchanged, ${count("failed")} failed\n`);
  for (const o of outcomes) if (o.error) out(`  failed: ${o.file.source}: ${o.error}\n`);
  return outcomes;
}
