import { checkStoredAgreement, type AgreementReport, type Disagreement } from "../domain/companyfacts/index.js";
import { LocalIssuerDirectory } from "../edgar/index.js";
import { issuerMeta, loadCompanyFacts, type CompanyFactsInput, type CompanyFactsSummary } from "../ingest/index.js";
import type { CompanyFactsStore, FilingStore } from "../store/index.js";
import { companyFactsProgressReporter } from "./progress.js";

const MB = 1024 * 1024;

/** Disagreements kept for the summary (the counts cover all): memory stays flat over SEC's 10,000 companies. */
const SHOWN = 10;

/** How the loaded facts compared with stored filings: counts over all, the first disagreements themselves. */
interface AgreementTally {
  readonly filings: number;
  readonly compared: number;
  readonly agree: number;
  readonly differ: number;
  readonly missing: number;
  readonly otherUnit: number;
  readonly shown: readonly Disagreement[];
}

/** A company facts load, and how it compared with the stored filings of the same accessions. */
export interface CompanyFactsRun {
  readonly summary: CompanyFactsSummary;
  readonly agreement: AgreementTally;
  readonly seconds: number;
}

/**
 * `fds ingest-companyfacts <folder|file|companyfacts.zip>` (and the corpus's `companyfacts/` in
 * `fds ingest <corpus>`): loads each company's facts, then compares them with the stored filings
 * whose accession they cite and reports what differs (it is never merged). Tickers and fiscal
 * year ends come from the submissions JSON and SEC's ticker map in `submissionsDir` (what
 * `fds ingest <corpus>` keeps in the data directory).
 */
export async function ingestCompanyFacts(
  stores: { readonly companyFacts: CompanyFactsStore; readonly filings: FilingStore },
  input: CompanyFactsInput,
  submissionsDir: string,
  out: (text: string) => void,
): Promise<CompanyFactsRun> {
  const issuers = new LocalIssuerDirectory(submissionsDir);
  const progress = companyFactsProgressReporter();
  const started = performance.now();
  const tally = { filings: 0, compared: 0, agree: 0, differ: 0, missing: 0, otherUnit: 0, shown: [] as Disagreement[] };
  const add = (report: AgreementReport) => {
    tally.filings += report.filings;
    tally.compared += report.compared;
    tally.agree += report.agree;
    tally.differ += report.differ.length;
    tally.missing += report.missing.length;
    tally.otherUnit += report.otherUnit.length;
    tally.shown.push(...report.differ.slice(0, SHOWN - tally.shown.length));
  };
  let summary: CompanyFactsSummary;
  try {
    summary = await loadCompanyFacts(input, stores.companyFacts, {
      metaOf: issuerMeta(issuers),
      onCompany: progress.onCompany,
      afterSave: async (records) => add(await checkStoredAgreement({ store: stores.filings }, records.company.cik, records.facts)),
    });
  } finally {
    progress.stop();
  }
  const run = { summary, agreement: tally, seconds: (performance.now() - started) / 1000 };
  out(`${summarizeCompanyFacts(run)}\n`);
  return run;
}

/** Summary lines of a load, for the terminal. */
function summarizeCompanyFacts(run: CompanyFactsRun): string {
  const { summary, agreement: a, seconds } = run;
  const lines = [
    `${summary.companies + summary.failed.length} companies' facts: ${summary.companies} loaded, ${summary.failed.length} failed; ` +
      `${summary.facts} facts, ${(summary.bytes / MB).toFixed(1)} MB read in ${seconds.toFixed(1)} s`,
    a.filings === 0
      ? "no stored filing is cited by these facts: nothing to compare"
      : `stored filings compared with the company facts of their accession: ${a.filings} filings, ${a.compared} values: ` +
        `${a.agree} agree, ${a.differ} differ, ${a.missing} not among the filing's facts without dimensions` +
        `${a.otherUnit > 0 ? ` (${a.otherUnit} filed by SEC under another unit than the filing's)` : ""}`,
  ];
  for (const d of a.shown) lines.push(`  differs: ${describe(d)}`);
  if (a.differ > a.shown.length) lines.push(`  ... and ${a.differ - a.shown.length} more`);
  for (const o of summary.failed) lines.push(`  failed: ${o.source}: ${o.error}`);
  return lines.join("\n");
}

function describe(d: Disagreement): string {
  return `${d.accession} ${d.concept} ${d.period} ${d.unit}: SEC ${d.sec}, stored ${d.stored.join("/") || "none"}`;
}
