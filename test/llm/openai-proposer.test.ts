import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OpenAiProposer, parseProposals } from "../../src/llm/openai-proposer.js";
import { requireCorpus } from "../support/corpus.js";
import { extractionApp, type ExtractionApp } from "../support/extraction-app.js";
import { startScriptedServer, type ScriptedServer } from "../support/scripted-server.js";

const corpus = requireCorpus();
const AAPL_10K = "0000320193-24-000123";

/** What the local stand-in for an OpenAI-compatible model answers: one verbatim quote, one invented, one of a class the schema lacks. */
const ANSWER = JSON.stringify({
  spans: [
    {
      class: "authorization",
      quote: "the Company was authorized by the Board to purchase up to $110 billion of the Company’s common stock",
    },
    { class: "repurchased_amount", quote: "the Company repurchased $999 billion of its common stock" },
    { class: "no_such_class", quote: "During 2024" },
  ],
});

function completion(content: string): string {
  return JSON.stringify({
    id: "cmpl-1",
    object: "chat.completion",
    created: 0,
    model: "local-test",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

describe("parseProposals", () => {
  it("reads the JSON object of an answer, tolerating prose around it, and ignores anything else", () => {
    expect(parseProposals(`Here you go:\n${ANSWER}\nDone.`)).toHaveLength(3);
    expect(parseProposals("no json here")).toEqual([]);
    expect(parseProposals('{"spans": [{"class": 1, "quote": "x"}, {"quote": "y"}]}')).toEqual([]);
  });
});

describe.skipIf(!corpus)("a language model through an OpenAI-compatible endpoint (a local server)", () => {
  let server: ScriptedServer;
  let x: ExtractionApp;
  beforeAll(async () => {
    server = await startScriptedServer((req) =>
      req.url?.endsWith("/chat/completions")
        ? { status: 200, body: completion(ANSWER), headers: { "content-type": "application/json" } }
        : { status: 404 },
    );
    x = await extractionApp(corpus as string, ["AAPL"], {
      proposer: (store) => new OpenAiProposer({ baseURL: `${server.url}/v1`, model: "local-test", apiKey: "test", cache: store }),
    });
  }, 240_000);
  afterAll(async () => {
    await x?.close();
    await server?.close();
  });

  const extract = () =>
    x.app.inject({
      method: "POST",
      url: "/api/documents/extract",
      headers: { authorization: `Bearer ${x.key.internal}` },
      payload: { source_id: AAPL_10K, schema: "share_repurchases", extractor: "model" },
    });

  it("keeps only proposals found verbatim, with offsets from our own search; the answer is cached", async () => {
    const res = await extract();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.extractor).toBe("llm:local-test");
    expect(body.dropped_proposals).toBe(2);
    expect(body.spans).toHaveLength(1);
    const span = body.spans[0];
    expect(span.class).toBe("authorization");
    const doc = (
      await x.app.inject({
        url: `/api/filing/document?accession=${AAPL_10K}&max_chars=2000000`,
        headers: { authorization: `Bearer ${x.key.internal}` },
      })
    ).json();
    expect(doc.markdown.slice(span.start, span.end)).toBe(span.text);
    expect(span.text).toContain("$110 billion");
    expect(server.hits.filter((h) => h.path.endsWith("/chat/completions"))).toHaveLength(1);
    // The same prompt again: answered from the store, the model is not asked.
    expect((await extract()).json().spans).toHaveLength(1);
    expect(server.hits.filter((h) => h.path.endsWith("/chat/completions"))).toHaveLength(1);
  });

  it("the schemas list says a model is configured; the rules still run without it", async () => {
    const schemas = (await x.app.inject({ url: "/api/documents/schemas", headers: { authorization: `Bearer ${x.key.internal}` } })).json();
    expect(schemas.model_configured).toBe(true);
    expect(schemas.schemas[0].extractors.map((e: { name: string }) => e.name)).toEqual(["rules", "llm:local-test"]);
    const rules = await x.app.inject({
      method: "POST",
      url: "/api/extractions",
      headers: { authorization: `Bearer ${x.key.paid}` },
      payload: { accession: AAPL_10K, schemas: ["share_repurchases"] },
    });
    expect(rules.json().schemas[0].spans.every((s: { extractor: string }) => s.extractor === "rules")).toBe(true);
  });
});
