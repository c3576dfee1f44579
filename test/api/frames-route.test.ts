import type { FastifyInstance } from "fastify";
import { parse } from "csv-parse/sync";
import { parquetReadObjects } from "hyparquet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/api/app.js";
import { issueApiKey } from "../../src/auth/index.js";
import { offlineToolDeps } from "../../src/runtime/index.js";
import { openApiKeyStore, type ApiKeyStore, type CompanyFactsStore } from "../../src/store/index.js";
import { corpusCompanyFacts } from "../support/companyfacts.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusStore } from "../support/corpus-store.js";
import { PLAYGROUND_TOKEN, ROOMY_LIMITS } from "./support/test-app.js";

const corpus = requireCorpus();

describe.skipIf(!corpus)("GET /api/frames, and company facts on the financial routes", () => {
  let app: FastifyInstance;
  let keys: ApiKeyStore;
  let stored: Awaited<ReturnType<typeof corpusStore>>;
  let companyFacts: CompanyFactsStore;
  let auth: { authorization: string };

  beforeAll(async () => {
    stored = await corpusStore(corpus as string, ["AAPL", "NVDA", "GOOGL"]);
    companyFacts = await corpusCompanyFacts(corpus as string, stored.store);
    keys = await openApiKeyStore({ dataDir: stored.store.dataDir });
    auth = { authorization: `Bearer ${(await issueApiKey(keys, { name: "internal", tier: "internal" })).key}` };
    app = await buildApp({
      deps: offlineToolDeps(stored.deps.store, companyFacts),
      keys,
      limits: ROOMY_LIMITS,
      limiterBackend: "memory",
      playgroundToken: PLAYGROUND_TOKEN,
      trustProxy: false,
    });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await keys?.close();
    await companyFacts?.close();
    await stored?.close();
  });

  const get = (url: string, headers: Record<string, string> = auth) => app.inject({ method: "GET", url, headers });

  it("answers a frame across companies, public tier, one flat row per company", async () => {
    const response = await get("/api/frames?concept=us-gaap:Assets&unit=USD&period=CY2024Q4I", {});
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ concept: "us-gaap:Assets", unit: "USD", basis: "latest", frame: { label: "CY2024Q4I", kind: "instant" } });
    expect(body.rows.map((r: { cik: number }) => r.cik)).toEqual([320193, 1045810, 1640147, 1652044, 1835632]);
    expect(Object.keys(body.rows[0]).sort()).toEqual(
      [
        "accession",
        "cik",
        "concept",
        "end",
        "entity_name",
        "filed",
        "fiscal_period",
        "fiscal_year",
        "form",
        "frame",
        "sec_frame",
        "source",
        "start",
        "ticker",
        "unit",
        "value",
        "value_exact",
      ].sort(),
    );
    const page = await get("/api/frames?concept=us-gaap:Assets&unit=USD&period=CY2024Q4I&limit=3");
    const next = await get(`/api/frames?concept=us-gaap:Assets&unit=USD&period=CY2024Q4I&limit=3&cursor=${page.json().next_cursor}`);
    expect([...page.json().rows, ...next.json().rows]).toEqual(body.rows);
  });

  it("answers the frame as CSV and Parquet with the JSON answer's rows and values", async () => {
    const url = "/api/frames?concept=us-gaap:Assets&unit=USD&period=CY2024Q4I";
    const json = (await get(url, {})).json() as { rows: { cik: number; value_exact: string; accession: string; end: string }[] };
    const csv = await get(`${url}&format=csv`, {});
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const cells = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(cells.map((c) => [Number(c.cik), c.value_exact, c.accession, c.end])).toEqual(
      json.rows.map((r) => [r.cik, r.value_exact, r.accession, r.end]),
    );
    const parquet = await get(`${url}&format=parquet`, {});
    expect(parquet.statusCode).toBe(200);
    const bytes = parquet.rawPayload;
    const rows = (await parquetReadObjects({
      file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    })) as {
      cik: number;
      value_exact: string;
    }[];
    expect(rows.map((r) => [Number(r.cik), r.value_exact])).toEqual(json.rows.map((r) => [r.cik, r.value_exact]));
  });

  it("answers 422 for a period that is no frame label, 400 for a registry metric, 404 for an empty frame", async () => {
    expect((await get("/api/frames?concept=us-gaap:Assets&unit=USD&period=2024")).statusCode).toBe(422);
    const metric = await get("/api/frames?concept=revenue&unit=USD&period=CY2024");
    expect(metric.statusCode).toBe(400);
    expect(metric.json().error.message).toMatch(/one of them/);
    const empty = await get("/api/frames?concept=us-gaap:Assets&unit=USD&period=CY1999Q1I");
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error.code).toBe("metric_not_found");
  });

  it("answers /api/metric from company facts, the source opening the filing's index on EDGAR", async () => {
    const response = await get("/api/metric?ticker=SNOW&year=2024&quarter=4&metric_name=revenue");
    expect(response.statusCode, response.body).toBe(200);
    const current = response.json().current;
    expect(current).toMatchObject({ value: 2_806_489_000, source: "companyfacts", source_ref: { document: null, context_id: null } });
    expect(current.source_ref.location).toMatchObject({
      kind: "edgar",
      document: `${current.source_ref.accession}-index.htm`,
      url: current.source_ref.url,
    });
  });
});
