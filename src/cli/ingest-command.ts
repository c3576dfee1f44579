import type { IngestOutcome } from "../ingest/index.js";
import { ingestSources, corpusEntries } from "../ingest/index.js";
import type { FilingStore } from "../store/index.js";
import { ingestProgressReporter } from "./progress.js";

const MB = 1024 * 1024;

/** Summary lines of an ingest run, for the terminal. */
export function summarize(outcomes: readonly IngestOutcome[], seconds: number): string {
  const count = (saved: string) => outcomes.filter((o) => o.saved === saved).length;
  const failed = outcomes.filter((o) => o.error !== null);
  const skipped = outcomes.filter((o) => o.saved === "unchanged" && !o.parsed).length;
  const facts = outcomes.reduce((s, o) => s + o.facts, 0);
  const bytes = outcomes.reduce((s, o) => s + o.bytes, 0);
  const lines = [
    `${outcomes.length} filings: ${count("inserted")} new, ${count("replaced")} replaced, ${count("unchanged")} unchanged, ${failed.length} failed`,
    `${facts} facts parsed, ${(bytes / MB).toFixed(1)} MB read in ${seconds.toFixed(1)} s (${(bytes / MB / Math.max(seconds, 0.001)).toFixed(1)} MB/s)` +
      (skipped ? `; ${skipped} unchanged filings skipped unparsed (same files, same pipeline version)` : ""),
  ];
  for (const o of failed) lines.push(`  failed: ${o.origin}: ${o.error}`);
  return lines.join("\n");
}

/**
 * `fds ingest <corpus dir or manifest>`: every filing of a local corpus; a malformed manifest
 * entry fails on its own. Resolves to the outcomes.
 */
export async function ingestCorpus(store: FilingStore, path: string): Promise<IngestOutcome[]> {
  const sources = await corpusEntries(path);
  const progress = ingestProgressReporter();
  const started = performance.now();
  let outcomes: IngestOutcome[];
  try {
    outcomes = await ingestSources(sources, store, { onFiling: progress.onFiling });
  } finally {
    progress.stop();
  }
  process.stdout.write(`${summarize(outcomes, (performance.now() - started) / 1000)}\n`);
  return outcomes;
}
