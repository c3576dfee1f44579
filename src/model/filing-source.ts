import { FILE_ROLES, type FileRole } from "./filing.js";

/** One file of a filing, read lazily (from EDGAR, the replica, or a local corpus). */
export interface SourceFile {
  readonly name: string;
  readonly role: FileRole;
  /** EDGAR document type (`10-K`, `EX-99.1`, `EX-101.INS` ...), when the source knows it. */
  readonly type: string | null;
  /** Size in bytes as the source lists it (EDGAR's index, the manifest), when known. */
  readonly size?: number | null;
  /**
   * What the source promises the content is (the corpus manifest's `bytes` and `sha256`): the
   * file is read and checked against what is given, and a mismatch fails the whole filing.
   * EDGAR's listed sizes are not promises (absent here).
   */
  readonly expected?: { readonly bytes: number | null; readonly sha256: string | null } | null;
  read(): Promise<Buffer>;
}

/**
 * A filing as a source presents it, before parsing: what EDGAR's index (or the corpus manifest)
 * says of it, and its files. Ingest turns this into a FilingRecord; two sources that present
 * the same filing must yield identical rows.
 */
export interface FilingSource {
  /** EDGAR accession, or null when no source knows it. */
  readonly accession: string | null;
  readonly cik: number | null;
  readonly ticker: string | null;
  readonly company: string | null;
  readonly form: string;
  readonly filedDate: string | null;
  readonly periodEnd: string | null;
  readonly primaryDocument: string | null;
  /** Whether EDGAR lists the filing as inline XBRL, when the source says. */
  readonly isInlineXbrl?: boolean | null;
  readonly files: readonly SourceFile[];
  /** Human-readable origin for messages: a path or a URL. */
  readonly origin: string;
}

/**
 * A filing a source lists but cannot present (a malformed manifest entry): ingest reports it
 * as failed, with `reason`, and goes on with the others.
 */
export interface RejectedSource {
  /** Names the entry: `manifest entry 12 (AAPL 10-K 0000320193-24-000123)`. */
  readonly origin: string;
  readonly accession: string | null;
  readonly form: string | null;
  readonly reason: string;
}

export function isRejectedSource(item: FilingSource | RejectedSource): item is RejectedSource {
  return "reason" in item;
}

/** Roles whose content ingest reads: documents and the XBRL DTS. R pages and summaries are only listed. */
const LISTED_ONLY: readonly FileRole[] = ["filing_summary", "r_page", "other"];
export const READ_ROLES: ReadonlySet<FileRole> = new Set(FILE_ROLES.filter((role) => !LISTED_ONLY.includes(role)));

const ROLE_BY_TYPE: Readonly<Record<string, FileRole>> = {
  "EX-101.INS": "xbrl_instance",
  "EX-101.SCH": "schema",
  "EX-101.PRE": "linkbase_pre",
  "EX-101.CAL": "linkbase_cal",
  "EX-101.LAB": "linkbase_lab",
  "EX-101.DEF": "linkbase_def",
};

/** The EDGAR document type of an XBRL file role (the inverse of the table above). */
export function edgarTypeOfRole(role: FileRole): string | null {
  for (const [type, r] of Object.entries(ROLE_BY_TYPE)) if (r === role) return type;
  return null;
}

/**
 * The role of a file from its EDGAR document type and name. Both the EDGAR path and the local
 * corpus path classify with this one function, so they agree on every file.
 */
export function classifyFile(name: string, type: string | null, primaryDocument: string | null, form: string): FileRole {
  if (primaryDocument !== null && name === primaryDocument) return "primary";
  const upperType = type?.toUpperCase() ?? null;
  // EDGAR types the main document with the form itself (`10-Q`), exhibits with `EX-...`.
  if (upperType !== null && upperType === form.toUpperCase()) return "primary";
  if (upperType !== null && ROLE_BY_TYPE[upperType]) return ROLE_BY_TYPE[upperType];
  const lower = name.toLowerCase();
  if (lower.endsWith(".xsd")) return "schema";
  if (lower.endsWith("_pre.xml")) return "linkbase_pre";
  if (lower.endsWith("_cal.xml")) return "linkbase_cal";
  if (lower.endsWith("_lab.xml")) return "linkbase_lab";
  if (lower.endsWith("_def.xml")) return "linkbase_def";
  if (lower === "filingsummary.xml") return "filing_summary";
  if (/^r\d+\.htm$/.test(lower)) return "r_page";
  if (upperType !== null && upperType.startsWith("EX-")) return "exhibit";
  if (lower.endsWith("_htm.xml")) return "xbrl_instance";
  return "other";
}
