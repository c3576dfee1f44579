import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireCorpus } from "../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../support/extraction-app.js";

const corpus = requireCorpus();

/** Two of Apple's calls in the corpus (fiscal 2024 Q3 and Q4), ingested through the internal route. */
const CALLS = [
  { year: 2024, quarter: 3, file: "AAPL_2024_Q3.txt" },
  { year: 2024, quarter: 4, file: "AAPL_2024_Q4.txt" },
] as const;

interface Turn {
  section: string;
  speaker: string | null;
  start: number;
  end: number;
  text_start: number;
}
interface Answer {
  ticker: string;
  transcripts: { source_id: string; fiscal_year: number; fiscal_quarter: number; title: string }[];
  transcript: { source_id: string; markdown: string; sections: { key: string }[]; turns: Turn[]; truncated: boolean } | null;
  warnings: string[];
}

describe.skipIf(!corpus)("GET /api/transcripts: a company's stored earnings calls, to read", () => {
  let x: ExtractionApp;
  const ids = new Map<string, string>();
  const get = (url: string, key: string | null) => x.app.inject({ url, headers: key ? { authorization: `Bearer ${key}` } : {} });

  beforeAll(async () => {
    x = await extractionApp(corpus as string, ["AAPL"]);
    for (const c of CALLS) {
      const res = await x.app.inject({
        method: "POST",
        url: "/api/documents/ingest-transcript",
        headers: { authorization: `Bearer ${x.key.internal}` },
        payload: {
          ticker: "AAPL",
          year: c.year,
          quarter: c.quarter,
          source: `corpus transcripts/aapl/${c.file}`,
          text: readFileSync(join(corpus as string, "transcripts/aapl", c.file), "utf8"),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.set(`${c.year}Q${c.quarter}`, res.json().id);
    }
  }, 180_000);
  afterAll(() => x?.close());

  it("needs a paid key: a registered key is refused with the tier it needs", async () => {
    expect((await get("/api/transcripts?ticker=AAPL", null)).statusCode).toBe(401);
    const refused = await get("/api/transcripts?ticker=AAPL", x.key.registered);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "forbidden_tier", required_tier: "paid" });
  });

  it("lists the calls, the latest period first, and serves the latest whole, as the internal document route serves it", async () => {
    const res = await get("/api/transcripts?ticker=aapl", x.key.paid);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Answer;
    expect(body.ticker).toBe("AAPL");
    expect(body.transcripts.map((t) => [t.fiscal_year, t.fiscal_quarter])).toEqual([
      [2024, 4],
      [2024, 3],
    ]);
    expect(body.transcript?.source_id).toBe(ids.get("2024Q4"));
    expect(body.transcript?.truncated).toBe(false);
    const document = (await get(`/api/documents/${ids.get("2024Q4")}?source_type=transcript&max_chars=2000000`, x.key.internal)).json();
    expect(body.transcript?.markdown).toBe(document.markdown);
    expect(body.transcript?.turns).toEqual(document.turns);
    expect(body.transcript?.sections.map((s) => s.key)).toEqual(["prepared_remarks", "qa"]);
    // Each turn's offsets cut its text out of the markdown served: the speaker's words follow its heading.
    const turn = body.transcript!.turns[1]!;
    expect(body.transcript!.markdown.slice(turn.text_start, turn.text_start + 20)).toBe("Thank you, Suhasini.");
  });

  it("serves a fiscal period's call; a period without one answers none and names the stored periods; a year needs its quarter", async () => {
    const q3 = (await get("/api/transcripts?ticker=AAPL&year=2024&quarter=3", x.key.paid)).json() as Answer;
    expect(q3.transcript?.source_id).toBe(ids.get("2024Q3"));
    const none = await get("/api/transcripts?ticker=AAPL&year=2023&quarter=1", x.key.paid);
    expect(none.statusCode).toBe(200);
    expect(none.json().transcript).toBeNull();
    expect(none.json().warnings.join(" ")).toContain("stored: 2024 Q4, 2024 Q3");
    expect((await get("/api/transcripts?ticker=AAPL&year=2024", x.key.paid)).statusCode).toBe(400);
    const other = (await get("/api/transcripts?ticker=NFLX", x.key.paid)).json() as Answer;
    expect(other).toMatchObject({ ticker: "NFLX", transcripts: [], transcript: null });
    expect(other.warnings).toEqual(["no earnings-call transcript of NFLX is stored"]);
  });
});
