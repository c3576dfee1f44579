import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTranscript } from "../../../src/domain/documents/transcript-parse.js";
import { transcriptMarkdown } from "../../../src/domain/documents/transcript-markdown.js";
import { requireCorpus } from "../../support/corpus.js";

const corpus = requireCorpus();
const read = (p: string) => readFileSync(path.join(corpus as string, "transcripts", p), "utf8");
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

describe("parseTranscript on a hand-written snippet", () => {
  it("finds hand-offs, the operator's introductions and where answers start in a run-on call", () => {
    const text =
      "Good afternoon. Our CFO Jane Roe joins me. I'll now turn it over to Jane. Thank you. Revenue grew 5%. Operator, may we have the first question, please? Our first question comes from Sam Lee with Big Bank. Please go ahead. Hi, thanks. What about margins? Yes, Sam, margins were strong. Thank you.";
    const t = parseTranscript(text);
    expect(t.layout).toBe("run_on");
    expect(t.turns.map((x) => [x.section, x.speaker, x.role])).toEqual([
      ["prepared_remarks", null, null],
      ["prepared_remarks", "Jane Roe", "management"],
      ["qa", "Operator", "operator"],
      ["qa", "Sam Lee", "analyst"],
      ["qa", null, "management"],
    ]);
    expect(t.turns[2]?.text).toBe("Our first question comes from Sam Lee with Big Bank. Please go ahead.");
    expect(t.turns[4]?.text).toBe("Yes, Sam, margins were strong. Thank you.");
  });
});

describe.skipIf(!corpus)("parseTranscript on corpus transcripts", () => {
  it("speaker lines (Motley Fool layout): speakers, roles, prepared remarks then Q&A", () => {
    const t = parseTranscript(read("nvda/nvidia-nvda-q4-2025-earnings-call-transcript.txt"));
    expect(t.layout).toBe("speaker_lines");
    expect(t.turns[0]).toMatchObject({ section: "prepared_remarks", speaker: "Operator", role: "operator" });
    expect(t.turns.find((x) => x.speaker === "Colette M. Kress")?.role).toBe("Chief Financial Officer, Executive Vice President");
    const qa = t.turns.filter((x) => x.section === "qa");
    expect(qa.find((x) => x.speaker === "C.J. Muse")?.role).toBe("analyst");
    expect(qa.some((x) => x.speaker === "Jensen Huang")).toBe(true);
    // The participants list at the end is not a turn.
    expect(t.turns.some((x) => /More NVDA analysis/.test(x.text))).toBe(false);
  });

  it("run-on text (one paragraph, no names): operator introductions give the analysts, hand-offs the speakers", () => {
    const text = read("aapl/AAPL_2024_Q4.txt");
    const t = parseTranscript(text);
    expect(t.layout).toBe("run_on");
    expect(t.turns.filter((x) => x.section === "prepared_remarks").map((x) => x.speaker)).toContain("Luca Maestri");
    const analysts = t.turns.filter((x) => x.role === "analyst").map((x) => x.speaker);
    expect(analysts.slice(0, 3)).toEqual(["Michael Ng", "Eric Woodring", "Ben Reitze"]);
    // Nothing is lost or reordered: the turns put back together are the transcript.
    expect(squash(t.turns.map((x) => x.text).join(" "))).toBe(squash(text));
  });

  it("every one of the 34 corpus transcripts parses into turns whose markdown offsets hold", () => {
    const manifest = JSON.parse(readFileSync(path.join(corpus as string, "manifest.json"), "utf8")) as { transcripts: { path: string }[] };
    expect(manifest.transcripts).toHaveLength(34);
    for (const { path: p } of manifest.transcripts) {
      const parsed = parseTranscript(readFileSync(path.join(corpus as string, p), "utf8"));
      expect(parsed.turns.length, p).toBeGreaterThan(1);
      const md = transcriptMarkdown(p, parsed);
      md.turns.forEach((turn, i) => {
        expect(squash(md.markdown.slice(turn.textStart, turn.end))).toBe(squash(parsed.turns[i]?.text ?? ""));
      });
      expect(md.sections[0]?.key).toBe("prepared_remarks");
    }
  });
});
