/**
 * Bytes of a filing document to text. EDGAR documents are mostly ASCII with numeric entities,
 * but older ones are ISO-8859-1 or windows-1252 and say so in their XML declaration (XML 1.0
 * §4.3.3) or an HTML meta tag; a byte-order mark wins over both.
 */
const DECLARED = /(?:<\?xml[^>]*?encoding\s*=\s*["']|<meta[^>]*?charset\s*=\s*["']?)([A-Za-z0-9._-]+)/i;

/** Declared labels we honour, to the WHATWG decoder that reads them. */
const LABELS: Readonly<Record<string, string>> = {
  "iso-8859-1": "windows-1252", // WHATWG: latin1 labels decode as windows-1252, a superset
  latin1: "windows-1252",
  "windows-1252": "windows-1252",
  cp1252: "windows-1252",
  "us-ascii": "utf-8", // ASCII is a subset of UTF-8, which also survives filers who lied about ASCII
  ascii: "utf-8",
  "utf-8": "utf-8",
  utf8: "utf-8",
};

export function decodeDocument(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder("utf-8").decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  // Declarations are ASCII by definition, so a latin1 view of the first bytes is safe to search.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 2048)).toString("latin1");
  const declared = DECLARED.exec(head)?.[1]?.toLowerCase();
  const label = (declared && LABELS[declared]) ?? "utf-8";
  if (label !== "utf-8") return new TextDecoder(label).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Undeclared legacy bytes: windows-1252 maps every byte, so nothing is lost.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
