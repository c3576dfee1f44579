import cliProgress from "cli-progress";
import type { CompanyFactsOutcome, CompanyFactsProgress, IngestOutcome, IngestProgress } from "../ingest/index.js";

const MB = 1024 * 1024;

/**
 * Progress of an ingest on stderr: a live bar on a terminal, one line per filing otherwise
 * (CI logs); every failure gets a line of its own.
 */
export function ingestProgressReporter(stream: NodeJS.WriteStream = process.stderr): {
  onFiling: (outcome: IngestOutcome, progress: IngestProgress) => void;
  stop: () => void;
} {
  const bar = stream.isTTY
    ? new cliProgress.SingleBar(
        {
          stream,
          format: "ingest [{bar}] {value}/{total} filings | {mb}/{mbTotal} MB | {facts} facts | {failed} failed",
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let started = false;
  const failures: string[] = [];
  return {
    onFiling(outcome, p) {
      const payload = { mb: (p.bytesDone / MB).toFixed(1), mbTotal: (p.bytesTotal / MB).toFixed(1), facts: p.facts, failed: p.failed };
      if (bar && !started) {
        bar.start(p.total, 0, payload);
        started = true;
      }
      if (outcome.error !== null) {
        const line = `FAILED ${outcome.origin}: ${outcome.error}`;
        // A live bar would overwrite the line: keep failures for after it stops.
        if (bar) failures.push(line);
        else stream.write(`${line}\n`);
      } else if (!bar) {
        const what = outcome.parsed ? `${outcome.facts} facts` : "not parsed (same files, same pipeline version)";
        stream.write(
          `[${p.done}/${p.total}] ${outcome.saved} ${outcome.accession} ${outcome.form} ${what} ${(outcome.bytes / MB).toFixed(1)} MB ${Math.round(outcome.ms)} ms\n`,
        );
      }
      bar?.update(p.done, payload);
    },
    stop() {
      bar?.stop();
      for (const line of failures) stream.write(`${line}\n`);
    },
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
  const bar = stream.isTTY
    ? new cliProgress.SingleBar(
        {
          stream,
          format: "companyfacts [{bar}] {companies} companies | {mb}/{mbTotal} MB | {facts} facts | {failed} failed",
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let started = false;
  const failures: string[] = [];
  return {
    onCompany(outcome, p) {
      const byBytes = p.total === null;
      const payload = {
        companies: p.total === null ? p.done : `${p.done}/${p.total}`,
        mb: (p.bytesDone / MB).toFixed(1),
        mbTotal: (p.bytesTotal / MB).toFixed(1),
        facts: p.facts,
        failed: p.failed,
      };
      if (bar && !started) {
        bar.start(byBytes ? Math.max(1, Math.round(p.bytesTotal / MB)) : (p.total ?? 0), 0, payload);
        started = true;
      }
      if (outcome.error !== null) {
        const line = `FAILED ${outcome.source}: ${outcome.error}`;
        if (bar) failures.push(line);
        else stream.write(`${line}\n`);
      } else if (!bar) {
        stream.write(
          `[${p.total === null ? p.done : `${p.done}/${p.total}`}] ${outcome.saved} CIK ${outcome.cik} ${outcome.entityName ?? ""} ${outcome.facts} facts ${(outcome.bytes / MB).toFixed(1)} MB ${Math.round(outcome.ms)} ms\n`,
        );
      }
      bar?.update(byBytes ? Math.round(p.bytesDone / MB) : p.done, payload);
    },
    stop() {
      bar?.stop();
      for (const line of failures) stream.write(`${line}\n`);
    },
  };
}
