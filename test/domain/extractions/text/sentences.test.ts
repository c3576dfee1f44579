import { describe, expect, it } from "vitest";
import { splitSentences } from "../../../../src/domain/extractions/text/sentences.js";

describe("splitSentences", () => {
  it("splits at full stops but not after abbreviations, initials or decimals", () => {
    const text = "Sales to Walmart Inc. and its affiliates were 16%. In the U.S. market we sold $1.5 billion. Mr. J. Smith left. Done!";
    const out = splitSentences(text, 0, text.length);
    expect(out.map((s) => s.text)).toEqual([
      "Sales to Walmart Inc. and its affiliates were 16%.",
      "In the U.S. market we sold $1.5 billion.",
      "Mr. J. Smith left.",
      "Done!",
    ]);
    for (const s of out) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});
