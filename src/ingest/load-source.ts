import { createHash } from "node:crypto";
import type { FilingFile } from "../model/index.js";
import { decodeDocument } from "../parse/decode.js";
import { READ_ROLES, type FilingSource, type SourceFile } from "../model/index.js";

/** EDGAR's SGML header of a filing (`<accession>.hdr.sgml`), served beside its documents. */
export const SEC_HEADER_SUFFIX = ".hdr.sgml";

/** A file read for parsing. */
export interface LoadedFile {
  readonly file: SourceFile;
  readonly bytes: Buffer;
  readonly sha256: string;
  /** The decoded text, decoded once however many readers want it. */
  text(): string;
}

/**
 * A filing's files read, checked and hashed, before any parsing: enough to tell whether the
 * stored filing is already this one (same accession, same `sourceHash`).
 */
export interface LoadedSource {
  readonly source: FilingSource;
  /** The files ingest parses (documents, XBRL, the SEC header), by name. */
  readonly loaded: ReadonlyMap<string, LoadedFile>;
  /** The filing's file list as stored: primary first, then by name. */
  readonly files: readonly FilingFile[];
  /** The source's accession, or the synthetic `fds-` id of these files. */
  readonly accession: string;
  /**
   * sha256 (hex) over the source's metadata and each file's name, role, type and content (its
   * listed size for a file not read): equal hashes mean the same input to the pipeline.
   */
  readonly sourceHash: string;
}

/** A file whose content is not what its source promised (see `SourceFile.expected`). */
class SourceMismatchError extends Error {
  constructor(file: SourceFile, differences: readonly string[]) {
    super(`${file.name} (${file.role}) does not match the manifest: ${differences.join(", ")}; nothing of this filing was stored`);
    this.name = "SourceMismatchError";
  }
}

/**
 * Reads the files ingest parses, and every file whose content the source promises (checking
 * each: a mismatch throws, naming the file), then hashes the whole.
 */
export async function loadSource(source: FilingSource): Promise<LoadedSource> {
  const loaded = new Map<string, LoadedFile>();
  const digests = new Map<string, string>();
  for (const file of source.files) {
    const parsed = READ_ROLES.has(file.role) || file.name.endsWith(SEC_HEADER_SUFFIX);
    const checked = file.expected != null && (file.expected.bytes !== null || file.expected.sha256 !== null);
    if (!parsed && !checked) continue;
    const bytes = await file.read();
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (checked) verify(file, bytes.byteLength, sha256);
    digests.set(file.name, sha256);
    if (!parsed) continue;
    let text: string | null = null;
    loaded.set(file.name, { file, bytes, sha256, text: () => (text ??= decodeDocument(bytes)) });
  }
  // One order whatever the source's: the primary document first, then by name.
  const files: FilingFile[] = source.files
    .map((f) => {
      const l = loaded.get(f.name);
      return { name: f.name, role: f.role, type: f.type, bytes: l ? l.bytes.byteLength : (f.size ?? null), sha256: l ? l.sha256 : null };
    })
    .sort((a, b) => Number(b.role === "primary") - Number(a.role === "primary") || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    source,
    loaded,
    files,
    accession: source.accession ?? syntheticAccession(files),
    sourceHash: sourceHash(source, files, digests),
  };
}

function verify(file: SourceFile, bytes: number, sha256: string): void {
  const expected = file.expected!;
  const differences: string[] = [];
  if (expected.bytes !== null && expected.bytes !== bytes)
    differences.push(`${bytes.toLocaleString("en-US")} bytes instead of ${expected.bytes.toLocaleString("en-US")}`);
  if (expected.sha256 !== null && expected.sha256 !== sha256)
    differences.push(`sha256 ${sha256.slice(0, 12)}… instead of ${expected.sha256.slice(0, 12)}…`);
  if (differences.length) throw new SourceMismatchError(file, differences);
}

function sourceHash(source: FilingSource, files: readonly FilingFile[], digests: ReadonlyMap<string, string>): string {
  const hash = createHash("sha256");
  const { accession, cik, ticker, company, form, filedDate, periodEnd, primaryDocument, isInlineXbrl } = source;
  hash.update(
    JSON.stringify({ accession, cik, ticker, company, form, filedDate, periodEnd, primaryDocument, isInlineXbrl: isInlineXbrl ?? null }),
  );
  for (const f of files) hash.update(`\n${JSON.stringify([f.name, f.role, f.type, digests.get(f.name) ?? f.bytes])}`);
  return hash.digest("hex");
}

/** `fds-` and 20 hex digits of the files' hashes: stable for the same content, never an EDGAR accession. */
function syntheticAccession(files: readonly FilingFile[]): string {
  const hash = createHash("sha256");
  for (const f of [...files].sort((a, b) => a.name.localeCompare(b.name))) hash.update(`${f.name}\u0000${f.sha256 ?? f.bytes ?? ""}\n`);
  return `fds-${hash.digest("hex").slice(0, 20)}`;
}
