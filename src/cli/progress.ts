import cliProgress from "cli-progress";
import type { CompanyFactsOutcome, CompanyFactsProgress, IngestOutcome, IngestProgress } from "../ingest/index.js";

const MB = 1024 * 1024;

/**
 * A live bar on a terminal, nothing elsewhere (CI logs get a line per item from the caller);
 * failures are written at once without a bar, and after it stops with one, which would
 * overwrite them.
 */
function progressBar(stream: NodeJS.WriteStream, format: string) {
  const bar = stream.isTTY ? new cliProgress.SingleBar({ stream, format, hideCursor: true }, cliProgress.Presets.shades_classic) : null;
  let started = false;
  const failures: string[] = [];
  return {
    live: bar !== null,
    update(value: number, total: number, payload: Record<string, unknown>): void {
      if (!bar) return;
      if (!started) {
        bar.start(total, 0, payload);
        started = true;
      }
      bar.update(value, payload);
    },
    fail(line: string): void {
      if (bar) failures.push(line);
      else stream.write(`${line}\n`);
    },
    stop(): void {
      bar?.stop();
      for (const line of failures) stream.write(`${line}\n`);
    },
  };
}

/**
 * Progress of an ingest on stderr: a live bar on a terminal, one line per filing otherwise
 * (CI logs); every failure gets a line of its own.
 */
export function ingestProgressReporter(stream: NodeJS.WriteStream = process.stderr): {
  onFiling: (outcome: IngestOutcome, progress: IngestProgress) => void;
  stop: () => void;
} {
  const bar = progressBar(stream, "ingest [{bar}] {value}/{total} filings | {mb}/{mbTotal} MB | {facts} facts | {failed} failed");
  return {
    onFiling(outcome, p) {
      const payload = { mb: (p.bytesDone / MB).toFixed(1), mbTotal: (p.bytesTotal / MB).toFixed(1), facts: p.facts, failed: p.failed };
      if (outcome.error !== null) bar.fail(`FAILED ${outcome.origin}: ${outcome.error}`);
      else if (!bar.live) {
        const what = outcome.parsed ? `${outcome.facts} facts` : "not parsed (same files, same pipeline version)";
        stream.write(
          `[${p.done}/${p.total}] ${outcome.saved} ${outcome.accession} ${outcome.form} ${what} ${(outcome.bytes / MB).toFixed(1)} MB ${Math.round(outcome.ms)} ms\n`,
        );
      }
      bar.update(p.done, p.total, payload);
    },
    stop: bar.stop,
  };
}

/**
 * Progress of a company facts load on stderr, like `ingestProgressReporter`: a live bar on a
 * terminal (over companies, or over the zip's bytes when their number is not known), one line per
 * company otherwise; every failure gets a line of its own.
 */
export function companyFactsProgressReporter(stream: NodeJS.WriteStream = process.stderr): {
  onCompany: (outcome: CompanyFactsOutcome, progress: CompanyFactsProgress) => void;
  stop: () => void;
} {
  const bar = progressBar(stream, "companyfacts [{bar}] {companies} companies | {mb}/{mbTotal} MB | {facts} facts | {failed} failed");
  return {
    onCompany(outcome, p) {
      const count = p.total === null ? `${p.done}` : `${p.done}/${p.total}`;
      const payload = {
        companies: count,
        mb: (p.bytesDone / MB).toFixed(1),
        mbTotal: (p.bytesTotal / MB).toFixed(1),
        facts: p.facts,
        failed: p.failed,
      };
      if (outcome.error !== null) bar.fail(`FAILED ${outcome.source}: ${outcome.error}`);
      else if (!bar.live) {
        stream.write(
          `[${count}] ${outcome.saved} CIK ${outcome.cik} ${outcome.entityName ?? ""} ${outcome.facts} facts ${(outcome.bytes / MB).toFixed(1)} MB ${Math.round(outcome.ms)} ms\n`,
        );
      }
      // Over the zip's bytes when the number of companies is not known.
      if (p.total === null) bar.update(Math.round(p.bytesDone / MB), Math.max(1, Math.round(p.bytesTotal / MB)), payload);
      else bar.update(p.done, p.total, payload);
    },
    stop: bar.stop,
  };
}
