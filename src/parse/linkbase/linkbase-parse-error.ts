/** Why a whole taxonomy file was refused. Single bad arcs are never errors: they are counted. */
const LINKBASE_PARSE_ERROR_CODES = ["NOT_XML", "HTML_NOT_XML"] as const;
export type LinkbaseParseErrorCode = (typeof LINKBASE_PARSE_ERROR_CODES)[number];

/**
 * Thrown only when a file is not XML at all (binary data, JSON, an HTML error page saved under a
 * linkbase name). `file` is the name the caller gave the file.
 */
export class LinkbaseParseError extends Error {
  override readonly name = "LinkbaseParseError";

  constructor(
    readonly code: LinkbaseParseErrorCode,
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}
