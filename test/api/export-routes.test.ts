import { parse } from "csv-parse/sync";
import type { FastifyInstance } from "fastify";
import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Fact } from "../../src/model/index.js";
import type { ToolDeps } from "../../src/tools/tool-deps.js";
import { declarations, facts, record } from "../store/records.js";
import { requireCorpus } from "../support/corpus.js";
import { corpusApp } from "../support/corpus-app.js";

const corpus = requireCorpus();

const AAPL_10K = "0000320193-24-000123";
const NVDA_10Q = "0001045810-25-000209";

type Row = Record<string, unknown>;
type Value = {
  value: number | null;
  value_exact: string | null;
  unit: string | null;
  decimals: number | "INF" | null;
  period: { type: string; start: string | null; end: string };
  concept: string;
  source: string;
  source_ref: { accession: string; element_id: string | null; url: string | null; document: string } | null;
  derivation?: { formula: string; inputs: { accession: string; element_id: string | null }[] };
};

function csvRows(text: string): Row[] {
  return parse(text, { columns: true, skip_empty_lines: true }) as Row[];
}

async function parquetRows(bytes: Buffer): Promise<Row[]> {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return (await parquetReadObjects({ file })) as Row[];
}

/** A Parquet DATE cell as `YYYY-MM-DD` (hyparquet reads DATE as a Date at UTC midnight). */
function day(cell: unknown): string | null {
  return cell instanceof Date ? cell.toISOString().slice(0, 10) : (cell as string | null);
}

/** CSV writes every cell as text, null as empty: the same cell as text, for comparison. */
function text(cell: unknown): string {
  return cell === null || cell === undefined ? "" : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
}

/** The columns a table row must hold for a JSON value (or its absence), as the tables write them. */
function expectedValueCells(v: Value | null): Row {
  return {
    value: v?.value ?? null,
    value_exact: v?.value_exact ?? null,
    unit: v?.unit ?? null,
    decimals: v?.decimals === null || v === null ? null : String(v.decimals),
    period_type: v?.period.type ?? null,
    period_start: v?.period.start ?? null,
    period_end: v?.period.end ?? null,
    concept: v?.concept ?? null,
    source: v?.source ?? null,
    source_accession: v?.source_ref?.accession ?? null,
    source_element_id: v?.source_ref?.element_id ?? null,
    source_url: v?.source_ref?.url ?? null,
    derivation_formula: v?.derivation?.formula ?? null,
    derivation_inputs: v?.derivation
      ? v.derivation.inputs.map((i) => (i.element_id ? `${i.accession}#${i.element_id}` : i.accession)).join(" ")
      : null,
  };
}

/** A Parquet row's cells (dates as days) and a CSV row's (text) against what the JSON answer says. */
function expectRow(parquet: Row, csv: Row, expected: Row, what: string): void {
  for (const [column, want] of Object.entries(expected)) {
    const got = parquet[column];
    expect(column === "period_start" || column === "period_end" ? day(got) : got, `${what} parquet ${column}`).toEqual(want);
    expect(csv[column], `${what} csv ${column}`).toBe(text(want));
  }
}

describe.skipIf(!corpus)("exports: CSV and Parquet of series and statements, xBRL-JSON and CSV of a filing's facts", () => {
  let app: FastifyInstance;
  let deps: ToolDeps;
  let registered: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const stored = await corpusApp(corpus as string, ["AAPL", "NVDA"]);
    ({ app, deps } = stored);
    registered = stored.key.registered;
    cleanup = stored.close;
  }, 180_000);
  afterAll(() => cleanup?.());

  const get = (url: string, key: string | null = registered) => app.inject({ url, headers: key ? { authorization: `Bearer ${key}` } : {} });

  /** The JSON answer, and the same request as CSV and as Parquet (with their content types). */
  async function threeWays(url: string): Promise<{ json: Record<string, unknown>; csv: Row[]; parquet: Row[]; columns: string[] }> {
    const json = await get(url);
    expect(json.statusCode, json.body).toBe(200);
    const csv = await get(`${url}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.csv"$/);
    const parquet = await get(`${url}&format=parquet`);
    expect(parquet.statusCode, parquet.body).toBe(200);
    expect(parquet.headers["content-type"]).toBe("application/vnd.apache.parquet");
    const bytes = parquet.rawPayload;
    const meta = parquetMetadata(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const columns = meta.schema.slice(1).map((s) => s.name);
    // The Parquet file says what each column holds, and never the caller's key.
    const described = JSON.parse(meta.key_value_metadata?.find((kv) => kv.key === "fds.columns")?.value ?? "[]") as { name: string }[];
    expect(described.map((c) => c.name)).toEqual(columns);
    expect(meta.key_value_metadata?.find((kv) => kv.key === "fds.source")?.value).not.toContain(registered);
    const csvText = csv.body;
    expect(csvText.split("\r\n")[0]).toBe(columns.join(","));
    return { json: json.json(), csv: csvRows(csvText), parquet: await parquetRows(bytes), columns };
  }

  it("a metric series as CSV and Parquet: one row per period holding exactly the JSON's values, units, periods and sources", async () => {
    const url = "/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2025&end_quarter=3&periods=8";
    const { json, csv, parquet } = await threeWays(url);
    const points = json.points as {
      fiscal_year: number;
      quarter: number;
      coverage_status: string;
      value: Value | null;
      filing: { accession: string } | null;
    }[];
    expect(parquet).toHaveLength(points.length);
    expect(csv).toHaveLength(points.length);
    // Reported and derived quarters both: a derived one cites its inputs instead of one source.
    expect(new Set(points.map((p) => p.coverage_status))).toEqual(new Set(["reported", "derived"]));
    points.forEach((p, i) => {
      const expected = {
        ticker: "AAPL",
        fiscal_year: p.fiscal_year,
        quarter: p.quarter,
        coverage_status: p.coverage_status,
        filing_accession: p.filing?.accession ?? null,
        ...expectedValueCells(p.value),
      };
      expectRow(parquet[i] as Row, csv[i] as Row, expected, `FY${p.fiscal_year} Q${p.quarter}`);
    });
    // Read by hand from Apple's 10-K for fiscal 2024 (0000320193-24-000123): Q4 revenue is FY minus nine months, 94,930 million.
    const q4 = parquet.find((r) => r.fiscal_year === 2024 && r.quarter === 4);
    expect(q4).toMatchObject({ value: 94_930_000_000, unit: "USD", source: "derived", period_type: "duration" });
  });

  it("a statement as CSV and Parquet: one row per line and period, then the filing's own lines, each value with its unit and source", async () => {
    const url = "/api/statement?ticker=AAPL&statement=income_statement&period_from=FY2023&period_to=FY2024";
    const { json, csv, parquet } = await threeWays(url);
    const periods = json.periods as { label: string; fiscal_year: number }[];
    const lines = json.lines as { key: string; concept: string | null; values: (Value | null)[] }[];
    const presented = (json.presented as { lines: { concept: string; value: Value | null }[] } | null)?.lines ?? [];
    expect(periods).toHaveLength(2);
    expect(parquet).toHaveLength(lines.length * periods.length + presented.length);
    let i = 0;
    for (const line of lines)
      periods.forEach((period, j) => {
        const expected = {
          part: "template",
          line_key: line.key,
          line_concept: line.concept,
          period_label: period.label,
          fiscal_year: period.fiscal_year,
          ...expectedValueCells(line.values[j] ?? null),
        };
        expectRow(parquet[i] as Row, csv[i] as Row, expected, `${line.key} ${period.label}`);
        i++;
      });
    for (const line of presented) {
      expectRow(
        parquet[i] as Row,
        csv[i] as Row,
        { part: "presented", line_concept: line.concept, ...expectedValueCells(line.value) },
        `presented ${line.concept}`,
      );
      i++;
    }
    // Read by hand from Apple's FY2024 10-K: net sales 391,035 million, printed in millions (scale 6).
    const revenue = parquet.find((r) => r.part === "template" && r.line_key === "revenue" && r.fiscal_year === 2024);
    expect(revenue).toMatchObject({
      value: 391_035_000_000,
      unit: "USD",
      decimals: "-6",
      source_accession: AAPL_10K,
      location_scale: 6,
      location_shown: "391,035",
    });
  });

  it("a filing's xBRL-JSON read back gives every stored fact: count, concept, period, unit, dimensions, value and decimals", async () => {
    for (const accession of [AAPL_10K, NVDA_10Q]) {
      const res = await get(`/api/filing/export?accession=${accession}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      const report = res.json() as {
        documentInfo: { documentType: string; namespaces: Record<string, string>; taxonomy: string[] };
        facts: Record<string, { value: string | null; decimals?: number; dimensions: Record<string, string>; "fds:elementId"?: string }>;
      };
      const stored = await deps.store.getFacts(accession);
      const declared = (await deps.store.getXbrlDeclarations(accession))!;
      expect(report.documentInfo.documentType).toBe("https://xbrl.org/2021/xbrl-json");
      const facts = Object.values(report.facts);
      expect(facts).toHaveLength(stored.length);
      const byElement = new Map(stored.map((f) => [f.sourceRef.elementId, f]));
      const oimUnitToOurs = new Map(Object.entries(declared.units).map(([ours, oim]) => [oim, ours]));
      for (const fact of facts) {
        const own = byElement.get(fact["fds:elementId"] ?? null) as Fact;
        expect(own, fact["fds:elementId"]).toBeDefined();
        const { concept, entity, period, unit, ...axes } = fact.dimensions;
        expect(concept).toBe(own.concept);
        expect(entity).toBe(`cik:${declared.entities[0]?.identifier}`);
        expect(axes).toEqual(own.dimensions);
        expect(fact.value).toBe(own.value);
        expect(fact.decimals ?? null).toBe(typeof own.decimals === "number" && own.value !== null ? own.decimals : null);
        expect(unit === undefined ? (own.unit === "pure" ? "pure" : null) : oimUnitToOurs.get(unit)).toBe(own.unit);
        expect(period).toBe(oimPeriod(own));
        // Every prefix the fact uses is declared.
        for (const qname of [concept, ...Object.keys(axes), ...Object.values(axes).filter((m) => /^[\w-]+:\w/.test(m))])
          expect(report.documentInfo.namespaces[qname!.split(":")[0]!], qname).toMatch(/^https?:|^urn:/);
      }
      // The filing's schema, as EDGAR serves it beside the document.
      expect(report.documentInfo.taxonomy[0]).toMatch(
        new RegExp(`^https://www\\.sec\\.gov/Archives/edgar/data/\\d+/${accession.replaceAll("-", "")}/[a-z]+-\\d{8}\\.xsd$`),
      );
    }
  });

  it("a filing's facts as CSV: one row per fact of the xBRL-JSON, periods as the last day covered", async () => {
    const report = (await get(`/api/filing/export?accession=${AAPL_10K}`)).json() as {
      facts: Record<string, { value: string | null; dimensions: Record<string, string> }>;
    };
    const res = await get(`/api/filing/export?accession=${AAPL_10K}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${AAPL_10K}-facts.csv"`);
    const rows = csvRows(res.body);
    const ids = Object.keys(report.facts);
    expect(rows.map((r) => r.fact_id)).toEqual(ids);
    rows.forEach((row, i) => {
      const fact = report.facts[ids[i]!]!;
      expect(row.concept).toBe(fact.dimensions.concept);
      expect(row.value).toBe(fact.value ?? "");
    });
    // Read by hand from Apple's FY2024 10-K cover: public float 2,628,553 million as of March 29, 2024.
    expect(rows.find((r) => r.concept === "dei:EntityPublicFloat")).toMatchObject({
      period_type: "instant",
      period_instant: "2024-03-29",
      unit: "iso4217:USD",
      value: "2628553000000",
      decimals: "-6",
      accession: AAPL_10K,
    });
    // A typed dimension's value (a date), and a fact of Apple's own extension unit.
    const typed = rows.find((r) =>
      String(r.axis_key).startsWith("us-gaap:RevenueRemainingPerformanceObligationExpectedTimingOfSatisfactionStartDateAxis="),
    );
    expect(typed?.dimensions).toMatch(/"2024-09-29"/);
    expect(rows.some((r) => r.unit === "aapl:Vendor")).toBe(true);
  });

  it("bad formats are the declared 422 with the formats the route takes; a filing not stored is 404, one that cannot be exported 409", async () => {
    const series = await get("/api/metric/series?ticker=AAPL&metric_name=revenue&end_year=2025&end_quarter=3&format=xlsx");
    expect(series.statusCode).toBe(422);
    expect(series.json().detail[0]).toMatchObject({ loc: ["query", "format"], msg: "Input should be 'json', 'csv' or 'parquet'" });
    const statement = await get("/api/statement?ticker=AAPL&statement=income&year=2024&quarter=4&format=xbrl-json");
    expect(statement.json().detail[0]).toMatchObject({ loc: ["query", "format"], msg: "Input should be 'json', 'csv' or 'parquet'" });
    const filing = await get(`/api/filing/export?accession=${AAPL_10K}&format=json`);
    expect(filing.statusCode).toBe(422);
    expect(filing.json().detail[0].msg).toBe("Input should be 'xbrl-json', 'csv' or 'parquet'");
    // A route without exports knows no format.
    const metric = await get("/api/metric?ticker=AAPL&year=2024&quarter=4&metric_name=revenue&format=csv");
    expect(metric.statusCode).toBe(422);
    expect(metric.json().detail[0]).toMatchObject({ loc: ["query", "format"], type: "extra_forbidden" });

    const missing = await get("/api/filing/export?accession=0000320193-99-000001&format=csv");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: "filing_not_found" });
    expect(missing.json().error.message).toContain("ingest it first");
    expect((await get(`/api/filing/export?accession=${AAPL_10K}`, null)).statusCode).toBe(401);

    // A filing stored before its declarations were kept, and one with no XBRL at all.
    const { xbrl: _kept, ...older } = record({
      meta: { ...record().meta, accession: "0000320193-24-900001" },
      facts: facts("0000320193-24-900001"),
    });
    await deps.store.saveFiling(older);
    const stale = await get("/api/filing/export?accession=0000320193-24-900001");
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "export_unavailable" });
    expect(stale.json().error.message).toContain("ingest it again");
    const { xbrl: _none, ...bare } = record({ meta: { ...record().meta, accession: "0000320193-24-900002" }, facts: [] });
    await deps.store.saveFiling(bare);
    expect((await get("/api/filing/export?accession=0000320193-24-900002")).json().error.message).toContain("has no XBRL facts");
    // The same record with its declarations exports.
    await deps.store.saveFiling(
      record({ meta: { ...record().meta, accession: "0000320193-24-900003" }, facts: facts("0000320193-24-900003"), xbrl: declarations() }),
    );
    expect((await get("/api/filing/export?accession=0000320193-24-900003")).statusCode).toBe(200);
  });

  it("OpenAPI lists each exportable route's formats: the format parameter and a content type per format", async () => {
    const doc = (await get("/openapi.json", null)).json() as {
      paths: Record<
        string,
        {
          get: {
            parameters: { name: string; schema: { enum?: string[] } }[];
            responses: Record<string, { content: Record<string, unknown> }>;
          };
        }
      >;
    };
    const expected: Record<string, string[]> = {
      "/api/metric/series": ["json", "csv", "parquet"],
      "/api/statement": ["json", "csv", "parquet"],
      "/api/filing/export": ["xbrl-json", "csv", "parquet"],
    };
    for (const [path, formats] of Object.entries(expected)) {
      const op = doc.paths[path]!.get;
      expect(op.parameters.find((p) => p.name === "format")?.schema.enum, path).toEqual(formats);
      expect(Object.keys(op.responses["200"]!.content), path).toEqual(["application/json", "text/csv", "application/vnd.apache.parquet"]);
    }
    expect(doc.paths["/api/metric"]!.get.parameters.some((p) => p.name === "format")).toBe(false);
    expect(Object.keys(doc.paths["/api/filing/export"]!.get.responses)).toContain("409");
  });
});

/** The OIM period of a stored fact: the day after an end or instant, at midnight (XBRL 2.1 §4.7.2). */
function oimPeriod(f: Fact): string | undefined {
  const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (f.period.kind === "instant") return `${next(f.period.instant)}T00:00:00`;
  if (f.period.kind === "duration") return `${f.period.start}T00:00:00/${next(f.period.end)}T00:00:00`;
  return undefined;
}
