/** One entry of an EDGAR folder's `index.json`. */
export interface ListingItem {
  readonly name: string;
  /** EDGAR's icon name: `text.gif`, `image2.gif`, `compressed.gif`, `folder.gif` ... */
  readonly type: string;
  /** Bytes; null when EDGAR leaves it blank. */
  readonly size: number | null;
  readonly lastModified: string | null;
}

/**
 * Parses EDGAR's directory listing JSON: `{directory: {name, item: [{name, type, size,
 * "last-modified"}]}}`. EDGAR writes `size` as a string (blank for some entries).
 */
export function parseDirectoryListing(bytes: Buffer): ListingItem[] {
  const json: unknown = JSON.parse(bytes.toString("utf8"));
  const directory = (json as { directory?: { item?: unknown } } | null)?.directory;
  if (!directory || !Array.isArray(directory.item)) throw new Error("index.json has no directory.item list");
  return directory.item.flatMap((value: unknown): ListingItem[] => {
    if (value === null || typeof value !== "object") return [];
    const item = value as Record<string, unknown>;
    if (typeof item.name !== "string" || item.name === "") return [];
    return [
      {
        name: item.name,
        type: typeof item.type === "string" ? item.type : "",
        size: sizeOf(item.size),
        lastModified: typeof item["last-modified"] === "string" ? item["last-modified"] : null,
      },
    ];
  });
}

/**
 * Whether a listing entry is one of the filing's documents rather than EDGAR's own furniture:
 * sub-folders, the listing itself, the index pages (`-index.html`, `-index.htm`,
 * `-index-headers.html`), the full submission `<accession>.txt` (every document again, SGML
 * wrapped) and the `-xbrl.zip` bundle (the XBRL files again). The viewer's `Show.js` and
 * `report.css` are code, not data. The corpus leaves out the same files, so a filing read from
 * EDGAR lists what the corpus lists.
 */
export function isFilingDocument(item: ListingItem, accession: string): boolean {
  if (item.type === "folder.gif" || item.type === "dir") return false;
  const name = item.name;
  if (name === "index.json" || name === "index.xml" || name === "Show.js" || name === "report.css") return false;
  const own = ["-index.html", "-index.htm", "-index-headers.html", ".txt", "-xbrl.zip"].map((suffix) => `${accession}${suffix}`);
  return !own.includes(name);
}

function sizeOf(value: unknown): number | null {
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : null;
}
