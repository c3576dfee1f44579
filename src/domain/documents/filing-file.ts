import { Type } from "typebox";
import { FdsError, FilingRefSchema, filingRefOf, Nullable, type StorePort, type Wire } from "../shared/index.js";
import type { DocumentsPort } from "./document-library.js";
import { documentUrlOf } from "./document-url.js";

export const FILE_FORMATS = ["markdown", "text"] as const;
type FileFormat = (typeof FILE_FORMATS)[number];

export interface FilingFileQuery {
  readonly accession: string;
  /** File name in the filing; null for the primary document. */
  readonly file: string | null;
  readonly format: FileFormat;
  readonly charStart: number;
  readonly maxChars: number;
}

/** extract_filing_file's answer: a page of one document of a stored filing. */
export const FilingFileResultSchema = Type.Object({
  filing: FilingRefSchema,
  /** The document served, with its own EDGAR URL (an exhibit's, not the primary's). */
  file: Type.Object({
    name: Type.String(),
    role: Type.String(),
    type: Nullable(Type.String()),
    bytes: Nullable(Type.Integer()),
    sha256: Nullable(Type.String()),
    url: Nullable(Type.String({ description: "EDGAR URL of this document" })),
  }),
  // The document says string: the domain knows the closed set.
  format: Type.Unsafe<FileFormat>(Type.String()),
  /** Length of the whole converted document; `content` is `[char_start, char_end)` of it. */
  total_chars: Type.Integer(),
  char_start: Type.Integer(),
  char_end: Type.Integer(),
  truncated: Type.Boolean(),
  /** Where the next page starts; null on the last page. */
  next_char_start: Nullable(Type.Integer()),
  content: Type.String(),
});

type FilingFileResult = Wire<typeof FilingFileResultSchema>;

/**
 * One document of a stored filing (the primary by default, or an exhibit) as markdown (tables
 * as GFM tables, page furniture dropped) or as plain text, paged by character offsets so that
 * concatenating pages gives back the whole document.
 */
export async function extractFilingFile(deps: StorePort & DocumentsPort, q: FilingFileQuery): Promise<FilingFileResult> {
  const filing = await deps.store.getFiling(q.accession);
  if (!filing) throw new FdsError("filing_not_found", `no filing ${q.accession} is stored`);
  const files = await deps.store.getFiles(q.accession);
  const name = q.file ?? files.find((f) => f.role === "primary")?.name ?? null;
  const file = name === null ? undefined : files.find((f) => f.name === name);
  // Through the document library, from the build ingest stored: paging a document converts nothing.
  const artifacts = file ? await deps.documents.artifacts(filing, file) : null;
  if (!file || !artifacts) {
    const readable = files.filter((f) => f.role === "primary" || f.role === "exhibit").map((f) => f.name);
    throw new FdsError(
      "not_found",
      `${q.accession} has no stored document ${name ?? "(no primary document)"}; documents: ${readable.join(", ") || "none"}`,
      { documents: readable },
    );
  }
  const markdown = artifacts.doc.markdown;
  const content = q.format === "markdown" ? markdown : plainText(markdown);
  if (q.charStart > content.length)
    throw new FdsError("bad_request", `char_start ${q.charStart} is past the end of the document (${content.length} characters)`, {
      total_chars: content.length,
    });
  const end = Math.min(content.length, q.charStart + q.maxChars);
  return {
    filing: filingRefOf(filing, "cached"),
    file: {
      name: file.name,
      role: file.role,
      type: file.type,
      bytes: file.bytes,
      sha256: file.sha256,
      url: documentUrlOf(filing, file.name),
    },
    format: q.format,
    total_chars: content.length,
    char_start: q.charStart,
    char_end: end,
    truncated: end < content.length,
    next_char_start: end < content.length ? end : null,
    content: content.slice(q.charStart, end),
  };
}

/** Markdown without its markup: heading marks, emphasis, escapes and table rules gone; cells tab-separated. */
export function plainText(markdown: string): string {
  return markdown
    .split("\n")
    .filter((line) => !/^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line))
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, "")
        .replace(/^\|\s?|\s?\|$/g, "")
        .replace(/\s?\|\s?/g, "\t")
        .replace(/\*\*|__/g, "")
        .replace(/\\([\\`*_{}[\]()#+\-.!|>])/g, "$1"),
    )
    .join("\n");
}
