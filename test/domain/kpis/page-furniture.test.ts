import { describe, expect, it } from "vitest";
import { acrossPageFurniture } from "../../../src/domain/kpis/sentence-kpis.js";

/** Runs of prose as the document builder gives them: a paragraph cut by a page header ("(Continued)") stays cut there. */
function runsOf(markdown: string, parts: readonly string[]) {
  return parts.map((p) => {
    const start = markdown.indexOf(p);
    return { start, end: start + p.length };
  });
}

// Issue 22.
describe("a sentence cut by page furniture is read whole", () => {
  it("joins the halves when only '(Continued)' stands between them and the second starts in lower case", () => {
    const md =
      "As of the year end, $652 million of revenue related to\n\n(Continued)\n\nperformance obligations had not been recognized.\n\nNext paragraph.";
    const runs = acrossPageFurniture(
      md,
      runsOf(md, [
        "As of the year end, $652 million of revenue related to\n\n(Continued)",
        "performance obligations had not been recognized.",
        "Next paragraph.",
      ]),
    );
    expect(runs.map((r) => md.slice(r.start, r.end))).toEqual([
      "As of the year end, $652 million of revenue related to\n\n(Continued)\n\nperformance obligations had not been recognized.",
      "Next paragraph.",
    ]);
  });

  it("a header of notes '(Continued)' between runs counts as furniture; a full stop or a capital keeps the runs apart", () => {
    const md =
      "We had 1,000 stores in\n\n### Notes to Financial Statements (Continued)\n\nthe country.\n\nA sentence ends here.\n\n(Continued)\n\nanother begins.";
    const runs = acrossPageFurniture(
      md,
      runsOf(md, ["We had 1,000 stores in", "the country.", "A sentence ends here.\n\n(Continued)", "another begins."]),
    );
    expect(runs.map((r) => md.slice(r.start, r.end))).toEqual([
      "We had 1,000 stores in\n\n### Notes to Financial Statements (Continued)\n\nthe country.",
      "A sentence ends here.\n\n(Continued)",
      "another begins.",
    ]);
  });
});
