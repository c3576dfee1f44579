import { EdgarClient, type EdgarConfig } from "../edgar/index.js";
import { readEdgarFiling, type EdgarFilingQuery } from "../ingest/index.js";
import type { IngestOutcome } from "../ingest/index.js";
import type { FilingStore } from "../store/index.js";

/** `fds ingest --ticker T --form F --year Y`: one filing from EDGAR (or the replica its base URLs name). */
export async function ingestFromEdgar(store: FilingStore, edgar: EdgarConfig, query: EdgarFilingQuery): Promise<IngestOutcome[]> {
  const client = new EdgarClient(edgar);
  const started = performance.now();
  const label = `${query.ticker} ${query.form}${query.fiscalYear === null ? "" : ` FY${query.fiscalYear}`}`;
  process.stderr.write(`fetching ${label} from EDGAR...\n`);
  try {
    const { record, build } = await readEdgarFiling(client, query);
    const saved = await store.saveFiling(record, { build });
    const bytes = record.files.reduce((s, f) => s + (f.sha256 !== null ? (f.bytes ?? 0) : 0), 0);
    const m = record.meta;
    process.stdout.write(
      `${saved.outcome} ${m.accession} ${m.form} ${m.company ?? ""} period ${m.periodEnd} FY${m.fiscalYear ?? "?"} ${m.fiscalPeriod ?? ""}: ${record.facts.length} facts\n`,
    );
    return [
      {
        origin: m.url ?? label,
        accession: m.accession,
        form: m.form,
        saved: saved.outcome,
        parsed: true,
        facts: record.facts.length,
        bytes,
        issues: record.issues.length,
        error: null,
        ms: performance.now() - started,
      },
    ];
  } catch (err) {
    process.stderr.write(`FAILED ${label}: ${(err as Error).message}\n`);
    return [
      {
        origin: label,
        accession: null,
        form: query.form,
        saved: null,
        parsed: false,
        facts: 0,
        bytes: 0,
        issues: 0,
        error: (err as Error).message,
        ms: performance.now() - started,
      },
    ];
  }
}
