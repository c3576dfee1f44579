import { describe, expect, it } from "vitest";
import { answerPlace } from "../../../src/domain/evidence/answer-presence.js";
import { rank } from "../../../src/domain/evidence/filing-evidence.js";
import { withNameSpellings } from "../../../src/domain/evidence/name-spellings.js";
import { questionTerms, stem } from "../../../src/domain/evidence/question-terms.js";
import { candidate, cell } from "./support/candidate.js";

const ACME = ["ACME", "ACME WIDGETS INC"];

describe("name spellings: a name as an analyst says it, as the documents print it", () => {
  it("a familiar given name is the formal one the filing prints before the same surname", () => {
    const q = "How many votes supported Larry Quindex's re-election to Acme's board, and how many were withheld?";
    const row = "| Lawrence J. Quindex | 2,275,340 | 46,971 | 250,464 |";
    const terms = withNameSpellings(questionTerms(q, ACME), q, [`The stockholders elected each director:\n${row}`]);
    expect(terms.alternatives.get(stem("larry"))).toContain(stem("lawrence"));
    const votes = (column: string, printed: string) => cell(column, printed, Number(printed.replace(/,/g, "")), "Lawrence J. Quindex");
    const item = candidate(row, 0, 1, {
      ticker: "ACME",
      section: "item_5_07",
      subsection: "Proposal No. 1: Election of Directors",
      cells: [votes("Votes For", "2,275,340"), votes("Votes Withheld", "46,971"), votes("Broker Non-Votes", "250,464")],
    });
    expect(answerPlace(rank([item], 12), terms, () => 1)).toBe("first");
    expect(answerPlace(rank([item], 12), questionTerms(q, ACME), () => 1)).toBe("none");
  });
  it("another person of the same given name, or the formal name beside another surname, is not read", () => {
    const q = "What was Larry Quindex paid in 2024?";
    const terms = withNameSpellings(questionTerms(q, ACME), q, ["Lawrence Velmora joined the board in 2023."]);
    expect(terms.alternatives.get(stem("larry")) ?? []).not.toContain(stem("lawrence"));
  });
  it("a name clipped inside a compound is the whole name printed in the same compound, never a word alone", () => {
    const q = "How much revenue did Acme's Power Zorb desktops bring in during the quarter?";
    const printed = withNameSpellings(questionTerms(q, ACME), q, ["Net sales by product: | Power Zorbexa | $686 | $730 |"]);
    expect(printed.alternatives.get(stem("zorb"))).toContain(stem("zorbexa"));
    // "Zorbing equipment" elsewhere is no spelling of the name: it is not in the compound.
    const alone = withNameSpellings(questionTerms(q, ACME), q, ["Zorbing equipment | $12 |"]);
    expect(alone.alternatives.get(stem("zorb")) ?? []).not.toContain(stem("zorbing"));
  });
});
