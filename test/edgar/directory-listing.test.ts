import { describe, expect, it } from "vitest";
import { isFilingDocument, parseDirectoryListing } from "../../src/edgar/directory-listing.js";

// The shape of EDGAR's folder index.json: sizes are strings, blank for some entries.
const LISTING = JSON.stringify({
  directory: {
    item: [
      { "last-modified": "2024-03-08 16:05:12", name: "0000066740-24-000023-index-headers.html", type: "text.gif", size: "" },
      { "last-modified": "2024-03-08 16:05:12", name: "0000066740-24-000023-index.html", type: "text.gif", size: "" },
      { "last-modified": "2024-03-08 16:05:12", name: "0000066740-24-000023.txt", type: "text.gif", size: "158021" },
      { "last-modified": "2024-03-08 16:05:12", name: "0000066740-24-000023-xbrl.zip", type: "compressed.gif", size: "20480" },
      { "last-modified": "2024-03-08 16:05:12", name: "0000066740-24-000023.hdr.sgml", type: "text.gif", size: "1141" },
      { "last-modified": "2024-03-08 16:05:12", name: "mmm-20240308.htm", type: "text.gif", size: "33859" },
      { "last-modified": "2024-03-08 16:05:12", name: "R1.htm", type: "text.gif", size: "50199" },
      { "last-modified": "2024-03-08 16:05:12", name: "Show.js", type: "text.gif", size: "2000" },
      { "last-modified": "2024-03-08 16:05:12", name: "report.css", type: "text.gif", size: "1000" },
      { "last-modified": "2024-03-08 16:05:12", name: "xslF345X05", type: "folder.gif", size: "" },
    ],
    name: "/Archives/edgar/data/66740/000006674024000023",
    "parent-dir": "/Archives/edgar/data/66740",
  },
});

describe("parseDirectoryListing", () => {
  const items = parseDirectoryListing(Buffer.from(LISTING));

  it("reads names, icon types and sizes", () => {
    expect(items).toHaveLength(10);
    expect(items[5]).toEqual({ name: "mmm-20240308.htm", type: "text.gif", size: 33859, lastModified: "2024-03-08 16:05:12" });
    expect(items[0]?.size).toBeNull();
  });

  it("keeps the filing's documents and drops EDGAR's own files and folders", () => {
    const kept = items.filter((i) => isFilingDocument(i, "0000066740-24-000023")).map((i) => i.name);
    expect(kept).toEqual(["0000066740-24-000023.hdr.sgml", "mmm-20240308.htm", "R1.htm"]);
  });

  it("keeps old documents named after the accession that are not the full submission", () => {
    const item = { name: "0000912057-00-023442_0001_10-Q.txt", type: "text.gif", size: 84846, lastModified: null };
    expect(isFilingDocument(item, "0000912057-00-023442")).toBe(true);
  });

  it("rejects a listing without items", () => {
    expect(() => parseDirectoryListing(Buffer.from("{}"))).toThrow(/directory.item/);
  });
});
