import { describe, expect, it } from "vitest";
import { around, nearestTopic } from "../../../../src/domain/extractions/text/topics.js";

const TOPICS = { repurchase: /repurchase[sd]?|buybacks?/i, debt: /debt|notes/i, dividend: /dividends?/i };
const at = (text: string, number: string) => {
  const start = text.indexOf(number);
  return [start, start + number.length] as const;
};

// Hand-written sentences (no filing's wording).
describe("the subject a number belongs to", () => {
  it("takes the noun phrase right after the number first", () => {
    const text = "During the year we paid dividends and retired $1.5 billion of notes.";
    expect(nearestTopic(text, ...at(text, "$1.5 billion"), TOPICS)).toEqual({ topic: "debt", distance: 4 });
  });

  it("then the clause before it, back to a comma or 'and'", () => {
    const text = "Dividends rose, and we repurchased $95.0 billion.";
    expect(nearestTopic(text, ...at(text, "$95.0 billion"), TOPICS)?.topic).toBe("repurchase");
  });

  it("counts a semicolon between a number and a word as distance, so a clause keeps its own subject", () => {
    const text = "Debt was unchanged; $200 million was paid to holders as dividends.";
    expect(nearestTopic(text, ...at(text, "$200 million"), TOPICS)?.topic).toBe("dividend");
  });

  it("is null when no topic is within reach", () => {
    const text = `Revenue was $10 million.${" x".repeat(200)} dividends`;
    expect(nearestTopic(text, ...at(text, "$10 million"), TOPICS, 160)).toBeNull();
  });

  it("cuts the text around a span at the neighbouring spans or the reach", () => {
    const text = "aaaa BBBB cccc DDDD eeee";
    expect(
      around(text, 10, 14, [
        { start: 5, end: 9 },
        { start: 15, end: 19 },
      ]),
    ).toEqual({ before: " ", after: " " });
    expect(around(text, 10, 14, [], 3)).toEqual({ before: "BB ", after: " DD" });
  });
});
