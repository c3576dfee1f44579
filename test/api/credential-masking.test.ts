import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskedUrl } from "../../src/api/credential-masking.js";
import { createTestApp, type TestApp } from "./support/test-app.js";

describe("credential masking", () => {
  it("masks a credential parameter however its name is spelled, every time it occurs", () => {
    expect(maskedUrl("/api/metric?ticker=AAPL&key=abc")).toBe("/api/metric?ticker=AAPL&key=***");
    expect(maskedUrl("/api/metric?%6Bey=abc&ke%79=def&KEY=ghi")).toBe("/api/metric?%6Bey=***&ke%79=***&KEY=***");
    expect(maskedUrl("/api/metric?key=a&key=b&api_key=c&token=d")).toBe("/api/metric?key=***&key=***&api_key=***&token=***");
    // A name that cannot be decoded may be anything: masked.
    expect(maskedUrl("/api/metric?k%zzey=abc&ticker=AAPL")).toBe("/api/metric?k%zzey=***&ticker=AAPL");
    expect(maskedUrl("/api/metric?ticker=AAPL&monkey=1")).toBe("/api/metric?ticker=AAPL&monkey=1");
    expect(maskedUrl("/api/metric")).toBe("/api/metric");
  });
});

describe("no credential in a log line or an error body", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean)));
    t = await createTestApp({ logger: { stream } });
  });
  afterAll(async () => t?.close());

  it("keeps a key out of the request log and out of every answer", async () => {
    const key = t.key.registered;
    const urls = [
      `/api/filing/document?ticker=AAPL&year=2024&quarter=4&%6Bey=${key}`,
      `/api/filing/document?ticker=AAPL&year=2024&quarter=4&ke%79=${key}`,
      `/api/filing/document?ticker=AAPL&year=2024&quarter=4&key=other&key=${key}`,
      `/api/filing/document?ticker=AAPL&year=2024&quarter=4&KEY=${key}`,
      `/api/metric%zz?ticker=AAPL&key=${key}`,
      `/api/nowhere?key=${key}`,
    ];
    const answers = [];
    for (const url of urls) answers.push(await t.app.inject({ url }));
    // The percent-encoded names authenticate as `key=` does: the masking must follow the decoding.
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers[1]!.statusCode).toBe(200);
    expect(answers[4]!.statusCode).toBe(400);
    expect(answers[4]!.json().error.message).toMatch(/percent-encoding/);
    for (const answer of answers) expect(answer.body).not.toContain(key);
    expect(lines.length).toBeGreaterThanOrEqual(urls.length);
    expect(lines.some((line) => line.includes("%6Bey=***"))).toBe(true);
    for (const line of lines) expect(line).not.toContain(key);
  });
});
