import { readFile } from "node:fs/promises";
import path from "node:path";
import { Type, type Static, type TSchema } from "typebox";
import { Compile } from "typebox/compile";
import { edgarTypeOfRole, FILE_ROLES, type FileRole } from "../model/index.js";

/*
 * The corpus `manifest.json` as a schema: the runtime check and the types below come from the
 * same value. Fields are required (null where the corpus README says no source gave the value);
 * fields the service does not read (provenance, extra ...) are allowed and ignored.
 * `errorMessage` is ours: the message for a failed constraint (see `describeErrors`).
 */

const nullable = <T extends TSchema>(schema: T, errorMessage?: string) =>
  Type.Union([schema, Type.Null()], errorMessage ? { errorMessage } : {});
const DATE = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });

const CorpusFileSchema = Type.Object({
  /** Relative to the corpus directory; the basename is the file name in the filing. */
  path: Type.String({ minLength: 1, errorMessage: "must not be empty" }),
  role: Type.Enum([...FILE_ROLES], { errorMessage: `must be one of ${FILE_ROLES.join(", ")}` }),
  /** EDGAR document type (`10-K`, `EX-99.1`, `EX-101.SCH`, `GRAPHIC` ...); null for files EDGAR generates (R pages ...). */
  ex_type: nullable(Type.String()),
  /** Size and digest of the file's content; ingest checks the file against them when given. */
  bytes: Type.Optional(nullable(Type.Integer({ minimum: 0 }), "must be an integer >= 0 or null")),
  sha256: Type.Optional(nullable(Type.String({ pattern: "^[0-9a-f]{64}$" }), "must be 64 lower-case hex digits or null")),
});

const CorpusFilingSchema = Type.Object({
  ticker: nullable(Type.String()),
  cik: nullable(Type.Integer({ minimum: 1 })),
  company: nullable(Type.String()),
  form: Type.String({ minLength: 1, errorMessage: "must not be empty" }),
  filing_date: nullable(DATE, "must be a date YYYY-MM-DD or null"),
  report_date: nullable(DATE, "must be a date YYYY-MM-DD or null"),
  accession: nullable(Type.String({ pattern: "^\\d{10}-\\d{2}-\\d{6}$" }), "must be an EDGAR accession (0000320193-24-000123) or null"),
  /** EDGAR's name of the main document; the file on disk may be named otherwise (its role says it is primary). */
  primary_document: nullable(Type.String({ minLength: 1 })),
  is_inline_xbrl: nullable(Type.Boolean()),
  files: Type.Array(CorpusFileSchema, { minItems: 1, errorMessage: "must list at least 1 file" }),
});

/** One file of a corpus filing, as `manifest.json` lists it (field names as in the file). */
export type CorpusFile = Static<typeof CorpusFileSchema>;
/** One filing of the corpus. Nulls mean no source gave the value (see the corpus README). */
export type CorpusFiling = Static<typeof CorpusFilingSchema>;

const checkFiling = Compile(CorpusFilingSchema);

/** A file of the top-level `submissions` or `companyfacts` lists (real SEC JSON). */
interface CorpusDataFile {
  readonly path: string;
  readonly bytes: number;
  readonly sha256: string;
}

/** A manifest entry: a well-formed filing, or why it is not one. `index` is its place in `filings`. */
type ManifestEntry =
  | { readonly index: number; readonly filing: CorpusFiling }
  | { readonly index: number; readonly label: string; readonly reason: string };

/** An earnings-call transcript of the top-level `transcripts` list: whose, which fiscal period. */
interface CorpusTranscript {
  readonly path: string;
  readonly ticker: string;
  readonly fiscal_year: number;
  /** `Q1`..`Q4`. */
  readonly fiscal_quarter: string;
  readonly call_date?: string | null;
  readonly sha256?: string | null;
}

const isTranscript = (t: unknown): t is CorpusTranscript => {
  const e = (t ?? {}) as Record<string, unknown>;
  return (
    typeof e.path === "string" &&
    pathProblem(e.path) === null &&
    typeof e.ticker === "string" &&
    Number.isInteger(e.fiscal_year) &&
    typeof e.fiscal_quarter === "string" &&
    /^Q[1-4]$/.test(e.fiscal_quarter)
  );
};

/** The parts of the corpus `manifest.json` the service uses. */
export interface CorpusManifest {
  /** The well-formed entries. */
  readonly filings: readonly CorpusFiling[];
  /** Every entry in order, the malformed ones with their reason. */
  readonly entries: readonly ManifestEntry[];
  readonly submissions: readonly CorpusDataFile[];
  /** SEC companyfacts JSON files, one per company. */
  readonly companyfacts: readonly CorpusDataFile[];
  /** Earnings-call transcripts; entries without a path, ticker and fiscal period are in `badTranscripts`. */
  readonly transcripts: readonly CorpusTranscript[];
  readonly badTranscripts: number;
}

/**
 * Reads `<corpusDir>/manifest.json`, with a clear error when the directory is not a corpus. A
 * malformed filing entry does not fail the whole manifest: it is listed with its reason.
 */
export async function loadCorpusManifest(corpusDir: string): Promise<CorpusManifest> {
  const file = path.join(corpusDir, "manifest.json");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new Error(`no corpus manifest at ${file}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const top = json as { filings?: unknown; submissions?: unknown; companyfacts?: unknown; transcripts?: unknown } | null;
  if (top === null || typeof top !== "object" || !Array.isArray(top.filings)) throw new Error(`${file} has no filings list`);
  const entries = top.filings.map((raw: unknown, index): ManifestEntry => {
    const reason = entryProblems(raw);
    return reason === null ? { index, filing: raw as CorpusFiling } : { index, label: entryLabel(raw, index), reason };
  });
  return {
    filings: entries.flatMap((e) => ("filing" in e ? [e.filing] : [])),
    entries,
    submissions: Array.isArray(top.submissions) ? (top.submissions as CorpusDataFile[]) : [],
    companyfacts: Array.isArray(top.companyfacts) ? (top.companyfacts as CorpusDataFile[]) : [],
    transcripts: Array.isArray(top.transcripts) ? top.transcripts.filter(isTranscript) : [],
    badTranscripts: Array.isArray(top.transcripts) ? top.transcripts.filter((t) => !isTranscript(t)).length : 0,
  };
}

/** `manifest entry 12 (AAPL 10-K 0000320193-24-000123)`, with whatever of these the entry has. */
function entryLabel(raw: unknown, index: number): string {
  const e = (raw !== null && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const known = [e.ticker, e.form, e.accession].filter((v): v is string => typeof v === "string" && v !== "");
  return `manifest entry ${index}${known.length ? ` (${known.join(" ")})` : ""}`;
}

/** Why an entry cannot be ingested (every problem, `; `-separated), or null when it is sound. */
function entryProblems(raw: unknown): string | null {
  if (!checkFiling.Check(raw)) return describeErrors(checkFiling.Errors(raw)).join("; ");
  const problems: string[] = [];
  const names = new Set<string>();
  raw.files.forEach((f, i) => {
    const escape = pathProblem(f.path);
    if (escape) problems.push(`files/${i}/path ${JSON.stringify(f.path)} ${escape}`);
    const name = corpusFileName(f);
    if (names.has(name)) problems.push(`two files named ${name}`);
    names.add(name);
  });
  if (raw.files.filter((f) => f.role === "primary").length > 1) problems.push("two files have the role primary");
  return problems.length ? problems.join("; ") : null;
}

/** Why a manifest path may not be read (it must name a file inside the corpus folder), or null. */
function pathProblem(p: string): string | null {
  if (p.includes("\\")) return "has a backslash (paths are `/`-separated)";
  if (p.includes("\0")) return "has a NUL character";
  const normal = path.posix.normalize(p);
  if (path.posix.isAbsolute(p) || /^[A-Za-z]:/.test(p) || normal === ".." || normal.startsWith("../"))
    return "leaves the corpus folder (paths are relative to it)";
  if (normal.endsWith("/") || normal === ".") return "names a folder, not a file";
  return null;
}

type ValidationError = ReturnType<typeof checkFiling.Errors>[number];

const ARTICLE: Readonly<Record<string, string>> = {
  integer: "an integer",
  array: "an array",
  object: "an object",
  string: "a string",
  boolean: "a boolean",
  number: "a number",
  null: "null",
};

/**
 * Validation errors as short sentences, one per offending field (`files/0/role: must be one of
 * ...`): a union's alternatives are folded into one, and a schema's own `errorMessage` is used
 * for constraints other than the value's type.
 */
function describeErrors(errors: readonly ValidationError[]): string[] {
  const byPath = new Map<string, ValidationError[]>();
  for (const e of errors) byPath.set(e.instancePath, [...(byPath.get(e.instancePath) ?? []), e]);
  const out: string[] = [];
  for (const [instancePath, group] of byPath) {
    const where = instancePath.slice(1);
    const at = (text: string) => out.push(where ? `${where}: ${text}` : text);
    const required = group
      .filter((e) => e.keyword === "required")
      .flatMap((e) => (e.params as { requiredProperties: string[] }).requiredProperties);
    for (const field of required) at(`missing field ${field}`);
    const rest = group.filter((e) => e.keyword !== "required");
    if (rest.length === 0) continue;
    // A union's message is on the union; otherwise on the node whose constraint (not type) failed.
    const constraint = rest.find((e) => e.keyword === "anyOf") ?? rest.find((e) => e.keyword !== "type");
    const own = constraint ? schemaAt(constraint.schemaPath) : undefined;
    const types = rest
      .filter((e) => e.keyword === "type")
      .map((e) => ARTICLE[(e.params as { type: string }).type] ?? (e.params as { type: string }).type);
    if (own?.errorMessage) at(String(own.errorMessage));
    else if (types.length) at(`must be ${types.join(" or ")}`);
    else at(rest[0]!.message);
  }
  return out;
}

/** The schema node a `#/properties/...` schema path points at. */
function schemaAt(schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = CorpusFilingSchema;
  for (const key of schemaPath.replace(/^#\/?/, "").split("/").filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[key];
  return node as Record<string, unknown> | undefined;
}

/** The file name of a corpus file in its filing (the basename of its path). */
export function corpusFileName(file: Pick<CorpusFile, "path">): string {
  return path.posix.basename(file.path);
}

/**
 * The primary document's EDGAR name: the manifest's `primary_document`, else the name of the
 * file whose role is `primary` (old SGML filings name it `<accession>_0001_<form>.txt`).
 */
export function corpusPrimaryDocument(filing: CorpusFiling): string | null {
  if (filing.primary_document !== null) return filing.primary_document;
  const primary = filing.files.find((f) => f.role === "primary");
  return primary ? corpusFileName(primary) : null;
}

/**
 * The EDGAR document type of a corpus file, as EDGAR's index page shows it: the manifest's
 * `ex_type`; else the form for the primary document and `EX-101.*` for XBRL files by role.
 */
export function corpusDocumentType(filing: CorpusFiling, file: CorpusFile): string | null {
  if (file.ex_type !== null) return file.ex_type;
  const name = corpusFileName(file);
  if (file.role === "primary" || name === corpusPrimaryDocument(filing)) return filing.form;
  // EDGAR lists the instance it extracts from an inline filing as "XML" (EXTRACTED XBRL INSTANCE).
  if (file.role === "xbrl_instance" && name.endsWith("_htm.xml")) return "XML";
  return edgarTypeOfRole(file.role as FileRole);
}
