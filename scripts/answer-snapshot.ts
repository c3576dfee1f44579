/**
 * Answer snapshots: proof that a change of structure changed no answer. `snapshot` builds nothing:
 * it runs a checkout's built CLI (`dist/bin/fds.js`) the way the conformance run does (the corpus
 * ingested into a temporary data directory, EDGAR played by the corpus replica, an internal-tier
 * key), calls every operation of its /openapi.json with a few requests drawn from the corpus
 * manifest, and the same arguments as MCP `tools/call` over /mcp, and writes each answer (status,
 * content type, body) as one JSON file, volatile fields masked. `compare` prints the answers that
 * differ between two snapshot directories and exits 1 when any does.
 *
 *   tsx scripts/answer-snapshot.ts snapshot <checkout> <out-dir>     (FDS_CORPUS: the corpus)
 *   tsx scripts/answer-snapshot.ts compare <before-dir> <after-dir>
 *   FDS_ANSWERS_INGESTED=<dir> ...  keep the ingested data directory there and reuse it (one checkout)
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;

interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: { name: string; in: string; required?: boolean; schema?: Schema; example?: unknown }[];
  bodySchema?: Schema;
  /** The request body's example in the document, when it gives one. */
  bodyExample?: unknown;
}

interface ManifestFiling {
  ticker: string | null;
  cik: number;
  form: string;
  filing_date: string;
  fiscal_year: number | null;
  fiscal_period: string | null;
  accession: string;
}

/** One filing of the corpus that a request is about. */
interface Subject {
  ticker: string;
  cik: number;
  year: number;
  quarter: number;
  accession: string;
  form: string;
  filingDate: string;
  tickers: string;
}

// ---------------------------------------------------------------- masking

/** Keys whose values change from run to run; their values become "<masked>". */
/** A job's state when it was submitted: queued, or already claimed by the runner. */
const UNSETTLED_STATES = new Set(["queued", "running"]);

const VOLATILE_KEYS = /^(request_id|job_id|webhook_id|secret|signing_secret|etag|timestamp|.*_at|.*_ms|elapsed.*|duration.*|took)$/i;
/** Ids minted per run, wherever they appear (inside MCP's rendered text too). */
const VOLATILE_VALUES: [RegExp, string][] = [
  [/\bjob_[0-9a-f]{24}\b/g, "job_<masked>"],
  [/\bwh_[0-9a-f]{16}\b/g, "wh_<masked>"],
  [/\bdlv_[0-9a-f]{16}\b/g, "dlv_<masked>"],
  [/\bevt_(test_)?[0-9a-f]{16}\b/g, "evt_$1<masked>"],
  [/\bwhsec_[A-Za-z0-9+/=]+/g, "whsec_<masked>"],
  [/\breq-[0-9a-z-]+\b/g, "req-<masked>"],
  // The webhook receiver's port.
  [/127\.0\.0\.1:[0-9]+/g, "127.0.0.1:<port>"],
];

function maskText(text: string, today: string): string {
  let out = text;
  for (const [pattern, replacement] of VOLATILE_VALUES) out = out.replace(pattern, replacement);
  // Volatile fields inside text that is JSON with more around it (MCP's rendered results).
  out = out.replace(/"([A-Za-z_]+)":("(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*)/g, (pair, key: string) =>
    VOLATILE_KEYS.test(key) ? `"${key}":"<masked>"` : pair,
  );
  // MCP cuts long rendered text at a fixed length of the unmasked text, so the masked cut point
  // moves; its first 3,000 characters are compared (the structured content beside it is compared whole).
  const cut = /… \(truncated: the structured content has all [0-9]+ characters\)$/;
  if (cut.test(out)) out = `${out.slice(0, Math.min(3000, out.lastIndexOf("… (truncated")))}… (truncated)`;
  // A date-time of the run's own day is a clock reading, not a filing's date.
  return out.replace(new RegExp(`${today}T[0-9:.]+(Z|[+-][0-9:]+)?`, "g"), "<now>");
}

export function mask(value: Json, today: string): Json {
  if (typeof value === "string") {
    // MCP's error results carry the HTTP error body as JSON text: mask inside it too.
    if (value.startsWith("{")) {
      try {
        return JSON.stringify(mask(JSON.parse(value) as Json, today));
      } catch {
        // not JSON after all
      }
    }
    return maskText(value, today);
  }
  if (Array.isArray(value)) return value.map((v) => mask(v, today));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        (VOLATILE_KEYS.test(k) && v !== null) || (k === "state" && typeof v === "string" && UNSETTLED_STATES.has(v))
          ? "<masked>"
          : mask(v, today),
      ]),
    );
  }
  return value;
}

// ---------------------------------------------------------------- requests

function subjects(corpus: string): Subject[] {
  const manifest = JSON.parse(readFileSync(join(corpus, "manifest.json"), "utf8")) as { filings: ManifestFiling[] };
  const usable = manifest.filings.filter((f) => f.ticker && f.fiscal_year && f.filing_date);
  const quarterOf = (f: ManifestFiling) => (f.fiscal_period === "FY" ? 4 : Number(f.fiscal_period?.slice(1) ?? 4));
  // The newest 10-K, the newest 10-Q of another company, and an 8-K of a third: three shapes of answer.
  const newest = (forms: string[], skip: Set<string>) =>
    usable
      .filter((f) => forms.includes(f.form) && !skip.has(f.ticker as string))
      .sort((a, b) => b.filing_date.localeCompare(a.filing_date))[0];
  const picked: ManifestFiling[] = [];
  const skip = new Set<string>();
  for (const forms of [["10-K"], ["10-Q"], ["8-K"]]) {
    const f = newest(forms, skip);
    if (!f) continue;
    picked.push(f);
    skip.add(f.ticker as string);
  }
  const allTickers = [...new Set(usable.map((f) => f.ticker as string))].sort();
  return picked.map((f, i) => ({
    ticker: f.ticker as string,
    cik: f.cik,
    year: f.fiscal_year as number,
    quarter: quarterOf(f),
    accession: f.accession,
    form: f.form,
    filingDate: f.filing_date,
    tickers: [f.ticker as string, allTickers[(allTickers.indexOf(f.ticker as string) + 1 + i) % allTickers.length]].join(","),
  }));
}

interface ManifestTranscript {
  path: string;
  ticker: string;
  fiscal_year: number;
  fiscal_quarter: string;
}

/** The corpus' transcripts as subjects, with their text (the first 4,000 characters). */
function transcripts(corpus: string): { subject: Subject; text: string }[] {
  const manifest = JSON.parse(readFileSync(join(corpus, "manifest.json"), "utf8")) as { transcripts?: ManifestTranscript[] };
  const filings = subjects(corpus);
  return (manifest.transcripts ?? []).slice(0, 3).map((t) => ({
    subject: {
      ...(filings[0] as Subject),
      ticker: t.ticker,
      year: t.fiscal_year,
      quarter: Number(t.fiscal_quarter.slice(1)),
      tickers: t.ticker,
    },
    text: readFileSync(join(corpus, t.path), "utf8").slice(0, 4000),
  }));
}

function firstExample(schema: Schema | undefined, example: unknown): unknown {
  if (example !== undefined) return example;
  if (!schema) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum[0] !== null) return schema.enum[0];
  for (const key of ["anyOf", "oneOf"] as const) {
    for (const option of (schema[key] as Schema[] | undefined) ?? []) {
      const found = firstExample(option, undefined);
      if (found !== undefined && found !== null) return found;
    }
  }
  return undefined;
}

/** The value a request gives a field: the subject's own for the fields that name a filing. */
function valueFor(name: string, schema: Schema | undefined, example: unknown, subject: Subject, known: Map<string, string>): unknown {
  const isArray = schema?.type === "array" || ((schema?.anyOf as Schema[] | undefined) ?? []).some((s) => s.type === "array");
  switch (name) {
    case "ticker":
      return subject.ticker;
    case "tickers":
      return isArray ? subject.tickers.split(",") : subject.tickers;
    case "related_tickers":
      return subject.tickers.split(",").slice(1);
    case "year":
    case "end_year":
      return subject.year;
    case "quarter":
    case "end_quarter":
      return subject.quarter;
    case "accession":
      return subject.accession;
    case "cik":
      return subject.cik;
    case "source_id":
      return subject.accession;
    case "period_from":
      return `${subject.year - 1}Q${subject.quarter}`;
    case "period_to":
      return `${subject.year}Q${subject.quarter}`;
    case "filing_date_from":
      return `${Number(subject.filingDate.slice(0, 4)) - 1}${subject.filingDate.slice(4)}`;
    case "filing_date_to":
      return subject.filingDate;
  }
  if (known.has(name)) return known.get(name);
  return firstExample(schema, example);
}

/** Fields whose documented example names something this run must replace (a filing, a receiver). */
const RUN_FIELDS = new Set(["accession", "cik", "source_id", "url", "text", "call_date", "period_from", "period_to"]);

/** Fields that name the subject: sent in every variant when the operation has them. */
const SUBJECT_FIELDS = new Set(["ticker", "tickers", "year", "quarter", "end_year", "end_quarter"]);

/** Variant 0: required and subject fields only; variants 1 and 2: every field that has a value. */
function buildArgs(op: Operation, subject: Subject, variant: number, known: Map<string, string>, examples: Map<string, unknown>) {
  const keep = (name: string, required: boolean) => required || variant > 0 || SUBJECT_FIELDS.has(name);
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in !== "path" && p.in !== "query") continue;
    if (!keep(p.name, p.in === "path" || Boolean(p.required))) continue;
    const value = valueFor(p.name, p.schema, p.example, subject, known);
    if (value === undefined || value === null) continue;
    (p.in === "path" ? path : query)[p.name] = value;
  }
  let body: Record<string, unknown> | undefined;
  if (op.bodySchema) {
    body = {};
    const required = new Set((op.bodySchema.required as string[] | undefined) ?? []);
    const properties = (op.bodySchema.properties as Record<string, Schema> | undefined) ?? {};
    const example = (op.bodyExample ?? {}) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(properties)) {
      if (!keep(name, required.has(name))) continue;
      const value =
        name in example && !SUBJECT_FIELDS.has(name) && !RUN_FIELDS.has(name)
          ? example[name]
          : (valueFor(name, schema, undefined, subject, known) ?? sameShape(schema, examples.get(name)));
      if (value !== undefined && value !== null) body[name] = value;
    }
  }
  return { path, query, body };
}

/** A query parameter's example as a body field's value, when both are lists or neither is. */
function sameShape(schema: Schema, value: unknown): unknown {
  const isArray = schema.type === "array" || ((schema.anyOf as Schema[] | undefined) ?? []).some((s) => s.type === "array");
  return Array.isArray(value) === isArray ? value : undefined;
}

function queryString(args: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function resolveRef(doc: Schema, schema: Schema | undefined): Schema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== "string") return schema;
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<Schema | undefined>((node, key) => node?.[key] as Schema | undefined, doc);
}

function operations(doc: Schema): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const content = (op.requestBody as Schema | undefined)?.content as Record<string, Schema> | undefined;
      const media = content?.["application/json"];
      const bodySchema = resolveRef(doc, media?.schema as Schema | undefined);
      const bodyExample =
        media?.example ?? (media?.examples as Record<string, Schema> | undefined)?.[Object.keys(media?.examples ?? {})[0] ?? ""]?.value;
      out.push({
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId ?? `${method} ${path}`),
        parameters: ((op.parameters as Schema[] | undefined) ?? []).map((p) => resolveRef(doc, p) as Operation["parameters"][number]),
        ...(bodySchema ? { bodySchema } : {}),
        ...(bodyExample !== undefined ? { bodyExample } : {}),
      });
    }
  }
  // Deletions last, so the operations on the same resource find it first.
  return out.sort((a, b) => Number(a.path.endsWith("/delete")) - Number(b.path.endsWith("/delete")));
}

/** Run-minted ids from an answer (job_id, webhook_id; `{"webhook": {"id"}}` too), for later path parameters. */
function harvest(body: Json, known: Map<string, string>, parent = ""): void {
  if (Array.isArray(body)) body.forEach((b) => harvest(b, known, parent));
  else if (body && typeof body === "object") {
    for (const [k, v] of Object.entries(body)) {
      const name = k === "id" && parent ? `${parent}_id` : k;
      if (/_id$/.test(name) && typeof v === "string" && !known.has(name)) known.set(name, v);
      else harvest(v, known, k);
    }
  }
}

function isUnsettled(answer: Json): boolean {
  const state = answer && typeof answer === "object" && !Array.isArray(answer) ? answer.state : undefined;
  return state === "queued" || state === "running" || state === "pending";
}

// ---------------------------------------------------------------- the server

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function snapshot(checkout: string, out: string, corpus: string): Promise<void> {
  const cli = join(checkout, "dist/bin/fds.js");
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build in the checkout first`);
  if (!existsSync(join(corpus, "manifest.json"))) throw new Error(`no corpus manifest at ${corpus} (set FDS_CORPUS)`);
  const data = mkdtempSync(join(tmpdir(), "fds-answers-"));
  const children: ChildProcess[] = [];
  const replicaPort = await freePort();
  const port = await freePort();
  const env = {
    ...process.env,
    FDS_DATA_DIR: data,
    FDS_DATABASE_URL: "",
    FDS_REDIS_URL: "",
    FDS_LOG: "false",
    FDS_SEC_USER_AGENT: "fds answer-snapshot answers@example.com",
    FDS_SEC_WWW_URL: `http://127.0.0.1:${replicaPort}`,
    FDS_SEC_DATA_URL: `http://127.0.0.1:${replicaPort}`,
  };
  try {
    children.push(spawn(process.execPath, [cli, "replica", "--corpus", corpus, "--port", String(replicaPort)], { env, stdio: "ignore" }));
    // FDS_ANSWERS_INGESTED=<dir>: ingest once into that directory and start each run from a copy.
    const ingested = process.env.FDS_ANSWERS_INGESTED;
    if (ingested && existsSync(join(ingested, ".ingested"))) {
      cpSync(ingested, data, { recursive: true });
    } else {
      execFileSync(process.execPath, [cli, "ingest", corpus], { env, stdio: "ignore" });
      if (ingested) {
        cpSync(data, ingested, { recursive: true });
        writeFileSync(join(ingested, ".ingested"), "");
      }
    }
    const key = execFileSync(process.execPath, [cli, "keys", "create", "--tier", "internal", "--name", "answers"], {
      env,
      encoding: "utf8",
    })
      .trim()
      .split("\n")
      .at(-1) as string;
    children.push(
      spawn(process.execPath, [cli, "serve"], {
        env: {
          ...env,
          FDS_PORT: String(port),
          FDS_HOST: "127.0.0.1",
          FDS_WEBHOOK_ALLOW_HTTP: "true",
          FDS_WEBHOOK_ALLOW_CIDRS: "127.0.0.1/32",
        },
        stdio: "ignore",
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/healthz`);
    await callEverything(base, key, corpus, out);
  } finally {
    for (const child of children) child.kill();
    rmSync(data, { recursive: true, force: true });
  }
}

async function callEverything(base: string, key: string, corpus: string, out: string): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const today = new Date().toISOString().slice(0, 10);
  const auth = { authorization: `Bearer ${key}` };
  const doc = (await (await fetch(`${base}/openapi.json`)).json()) as Schema;
  const ops = operations(doc);
  const subjectList = subjects(corpus);
  const transcriptList = transcripts(corpus);
  const known = new Map<string, string>();
  // Documented examples by field name, for body fields whose own schema gives none.
  const examples = new Map<string, unknown>();
  for (const op of ops) {
    for (const p of op.parameters) {
      const example = firstExample(p.schema, p.example);
      if (example !== undefined && !examples.has(p.name)) examples.set(p.name, example);
    }
  }
  // A webhook receiver on loopback (admitted by the server's FDS_WEBHOOK_* settings) that accepts everything.
  const receiver = createHttpServer((_, res) => res.writeHead(204).end());
  await new Promise<void>((done) => receiver.listen(0, "127.0.0.1", done));
  const address = receiver.address();
  known.set("url", `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/fds`);
  let n = 0;

  const write = (name: string, answer: Json) => {
    writeFileSync(join(out, `${name}.json`), `${JSON.stringify(mask(answer, today), null, 2)}\n`);
  };
  const readBody = async (response: Response): Promise<Json> => {
    const text = await response.text();
    try {
      return JSON.parse(text) as Json;
    } catch {
      return text;
    }
  };
  const mcp = async (method: string, params: Json): Promise<{ status: number; body: Json }> => {
    const response = await fetch(`${base}/mcp`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return { status: response.status, body: await readBody(response) };
  };

  write("000-mcp-tools-list", await mcp("tools/list", {}));
  const mcpNames = new Set<string>();
  const listed = (await mcp("tools/list", {})).body as { result?: { tools?: { name: string; inputSchema: Schema }[] } };
  for (const tool of listed.result?.tools ?? []) mcpNames.add(tool.name);

  // A submitted job runs to its end before the next request, so no later answer depends on timing.
  const statusOp = ops.find((o) => o.method === "GET" && o.path.includes("{job_id}"));
  const settle = async (answer: Json) => {
    const jobId = answer && typeof answer === "object" && !Array.isArray(answer) ? answer.job_id : undefined;
    if (!statusOp || typeof jobId !== "string" || !isUnsettled(answer)) return;
    const url = `${base}${statusOp.path.replace("{job_id}", encodeURIComponent(jobId))}`;
    for (let i = 0; i < 600; i++) {
      if (!isUnsettled(await readBody(await fetch(url, { headers: auth })))) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  const called = new Set<string>();
  for (const op of ops) {
    for (let variant = 0; variant < 3; variant++) {
      const transcript =
        op.bodySchema && "text" in ((op.bodySchema.properties as Schema | undefined) ?? {})
          ? transcriptList[variant % Math.max(1, transcriptList.length)]
          : undefined;
      const subject = transcript?.subject ?? (subjectList[variant % subjectList.length] as Subject);
      const callKnown = transcript ? new Map([...known, ["text", transcript.text]]) : known;
      const { path, query, body } = buildArgs(op, subject, variant, callKnown, examples);
      const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(path[name] ?? "")));
      const request = { method: op.method, url: `${url}${queryString(query)}`, ...(body ? { body } : {}) };
      const send = () =>
        fetch(`${base}${request.url}`, {
          method: op.method,
          headers: { ...auth, ...(body ? { "content-type": "application/json" } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
      let response = await send();
      let answer = await readBody(response);
      // A job's status is read once the job has settled, so the answer does not depend on timing.
      for (let i = 0; i < 300 && "job_id" in path && isUnsettled(answer); i++) {
        await new Promise((r) => setTimeout(r, 200));
        response = await send();
        answer = await readBody(response);
      }
      harvest(answer, known);
      await settle(answer);
      const id = `${String(++n).padStart(3, "0")}-${op.operationId}-${variant}`;
      write(`${id}.http`, {
        request: request as Json,
        status: response.status,
        content_type: response.headers.get("content-type"),
        body: answer,
      });
      if (mcpNames.has(op.operationId)) {
        called.add(op.operationId);
        const args = { ...path, ...query, ...(body ?? {}) } as Json;
        const mcpAnswer = await mcp("tools/call", { name: op.operationId, arguments: args });
        await settle((mcpAnswer.body as { result?: { structuredContent?: Json } }).result?.structuredContent ?? null);
        write(`${id}.mcp`, { arguments: args, ...mcpAnswer });
      }
    }
  }
  // MCP-only tools (no HTTP route in /openapi.json): their input schemas give the arguments.
  for (const tool of listed.result?.tools ?? []) {
    if (called.has(tool.name)) continue;
    for (let variant = 0; variant < 3; variant++) {
      const subject = subjectList[variant % subjectList.length] as Subject;
      const op: Operation = { method: "POST", path: "", operationId: tool.name, parameters: [], bodySchema: tool.inputSchema };
      const args = (buildArgs(op, subject, variant, known, examples).body ?? {}) as Json;
      write(`${String(++n).padStart(3, "0")}-${tool.name}-${variant}.mcp`, {
        arguments: args,
        ...(await mcp("tools/call", { name: tool.name, arguments: args })),
      });
    }
  }
  receiver.close();
  console.log(`answer-snapshot: ${n} requests over ${ops.length} operations and ${mcpNames.size} MCP tools written to ${out}`);
}

// ---------------------------------------------------------------- compare

function differences(a: Json, b: Json, path: string, out: string[]): void {
  if (isDeepStrictEqual(a, b)) return;
  if (a && b && typeof a === "object" && typeof b === "object" && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) differences((a as Record<string, Json>)[k] ?? null, (b as Record<string, Json>)[k] ?? null, `${path}/${k}`, out);
    return;
  }
  const show = (v: Json) => {
    const text = JSON.stringify(v) ?? "undefined";
    return text.length > 200 ? `${text.slice(0, 200)}...` : text;
  };
  out.push(`  ${path || "/"}: ${show(a)} -> ${show(b)}`);
}

function compare(before: string, after: string): number {
  // Masked again, so snapshots taken before a masking rule was added compare under it too.
  const today = new Date().toISOString().slice(0, 10);
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].filter((f) => f.endsWith(".json")).sort();
  let differing = 0;
  for (const name of names) {
    const [a = null, b = null] = [before, after].map((dir) =>
      existsSync(join(dir, name)) ? mask(JSON.parse(readFileSync(join(dir, name), "utf8")) as Json, today) : null,
    );
    if (isDeepStrictEqual(a, b)) continue;
    differing++;
    if (a === null || b === null) {
      console.log(`${name}: only in ${a === null ? after : before}`);
      continue;
    }
    const lines: string[] = [];
    differences(a, b, "", lines);
    console.log(`${name}:\n${lines.slice(0, 20).join("\n")}${lines.length > 20 ? `\n  ... ${lines.length - 20} more` : ""}`);
  }
  console.log(`answer-snapshot: ${names.length} answers compared, ${differing} differ`);
  return differing === 0 ? 0 : 1;
}

async function main(): Promise<void> {
  const [command, first, second] = process.argv.slice(2);
  if (command === "snapshot" && first && second) {
    const corpus = resolve(process.env.FDS_CORPUS ?? "../shared/corpus");
    await snapshot(resolve(first), resolve(second), corpus);
  } else if (command === "compare" && first && second) {
    process.exitCode = compare(resolve(first), resolve(second));
  } else {
    console.error("usage: answer-snapshot.ts snapshot <checkout> <out-dir> | compare <before-dir> <after-dir>");
    process.exitCode = 2;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
