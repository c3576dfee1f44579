import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { constants as zlibConstants, createGzip, gzipSync } from "node:zlib";
import { loadCorpusManifest } from "./corpus-manifest.js";
import { accessionWithDashes } from "./edgar-urls.js";
import { renderDirectoryListing, renderFilingIndexPage, toReplicaFiling, type ReplicaFiling } from "./replica-pages.js";
import { buildReplicaSubmissions } from "./replica-submissions.js";

/** Options of `startReplica`. */
export interface ReplicaOptions {
  /** The corpus directory (with `manifest.json`). */
  readonly corpusDir: string;
  /** TCP port; 0 (default) picks a free one. */
  readonly port?: number;
  /** Interface to bind; loopback by default. */
  readonly host?: string;
}

/** One request the replica answered, for tests that count or inspect requests. */
interface ReplicaRequest {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly userAgent: string | null;
  readonly acceptEncoding: string | null;
}

/** A running replica. `url` serves as both the `www` and the `data` base URL. */
export interface Replica {
  readonly url: string;
  /** Every request answered so far, oldest first. */
  readonly requests: readonly ReplicaRequest[];
  close(): Promise<void>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".htm": "text/html",
  ".html": "text/html",
  ".xml": "application/xml",
  ".xsd": "application/xml",
  ".json": "application/json",
  ".txt": "text/plain",
  ".sgml": "text/plain",
  ".js": "application/javascript",
  ".css": "text/css",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".png": "image/png",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".zip": "application/zip",
};

/**
 * Serves the corpus at EDGAR's URL layout on one origin, so both base URLs can point at it:
 * `/files/company_tickers.json`, `/submissions/CIK##########.json` (+ extra files), and per
 * filing `/Archives/edgar/data/{cik}/{accession without dashes}/` with `index.json`,
 * `{accession}-index.html` (and `.htm`; SEC's own page where the corpus has it, else rendered from
 * the manifest) and each document's bytes, and `/api/xbrl/companyfacts/CIK##########.json` for
 * the corpus's company facts files. Only manifest filings with
 * both a CIK and an accession are served; anything else is 404. Text is gzipped when the client
 * accepts it, as SEC does. The submissions JSON is SEC's where the corpus has it, completed from
 * the manifest (see `buildReplicaSubmissions`).
 */
export async function startReplica({ corpusDir, port = 0, host = "127.0.0.1" }: ReplicaOptions): Promise<Replica> {
  const root = path.resolve(corpusDir);
  const manifest = await loadCorpusManifest(root);
  const filings = new Map<string, ReplicaFiling>();
  for (const entry of manifest.filings) {
    const filing = toReplicaFiling(entry);
    if (filing) filings.set(`${filing.cik}/${filing.accession}`, filing);
  }
  const submissions = await buildReplicaSubmissions(
    root,
    manifest,
    [...filings.values()].map((f) => f.filing),
  );
  const companyFacts = new Map(manifest.companyfacts.map((f) => [path.basename(f.path), path.join(root, f.path)]));
  const requests: ReplicaRequest[] = [];

  const route = (urlPath: string): Answer | null => {
    if (urlPath === "/files/company_tickers.json") return { file: path.join(root, "company_tickers.json"), type: ".json" };
    const submission = /^\/submissions\/([^/]+)$/.exec(urlPath);
    if (submission) {
      const bytes = submissions.get(submission[1] ?? "");
      return bytes ? { bytes, type: ".json" } : null;
    }
    const facts = /^\/api\/xbrl\/companyfacts\/([^/]+)$/.exec(urlPath);
    if (facts) {
      const file = companyFacts.get(facts[1] ?? "");
      return file ? { file, type: ".json" } : null;
    }
    const archive = /^\/Archives\/edgar\/data\/(\d+)\/(\d{18})\/([^/]+)$/.exec(urlPath);
    if (!archive) return null;
    const [, cikText = "", folder = "", name = ""] = archive;
    const accession = accessionWithDashes(folder);
    const filing = filings.get(`${Number(cikText)}/${accession}`);
    if (!filing) return null;
    if (name === "index.json") return { bytes: renderDirectoryListing(filing), type: ".json" };
    if (name === `${accession}-index.html` || name === `${accession}-index.htm`) {
      // SEC's own index page, where the corpus kept one, beats a rendered one.
      const real = filing.files.get(`${accession}-index.html`);
      return real ? { file: path.join(root, real.path), type: ".html" } : { bytes: renderFilingIndexPage(filing), type: ".html" };
    }
    const file = filing.files.get(name);
    return file ? { file: path.join(root, file.path), type: path.extname(name).toLowerCase() } : null;
  };

  const server = createServer((req, res) => {
    let urlPath = "";
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? "/", "http://replica").pathname);
    } catch {
      urlPath = "";
    }
    const log = (status: number) =>
      requests.push({
        method: req.method ?? "",
        path: urlPath,
        status,
        userAgent: req.headers["user-agent"] ?? null,
        acceptEncoding: header(req, "accept-encoding"),
      });
    if (req.method !== "GET" && req.method !== "HEAD") return end(res, log, 405, "method not allowed");
    const answer = urlPath === "" ? null : route(urlPath);
    if (answer === null) return end(res, log, 404, "not found");
    send(req, res, answer).then(
      () => log(res.statusCode),
      (error: unknown) => {
        log(500);
        if (!res.headersSent) end(res, () => undefined, 500, String(error));
        else res.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const hostForUrl = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${hostForUrl}:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

type Answer = { readonly bytes: Buffer; readonly type: string } | { readonly file: string; readonly type: string };

async function send(req: IncomingMessage, res: ServerResponse, answer: Answer): Promise<void> {
  const contentType = CONTENT_TYPES[answer.type] ?? "application/octet-stream";
  const gzip = /\bgzip\b/.test(header(req, "accept-encoding") ?? "") && !/^image\/|zip|spreadsheet/.test(contentType);
  res.statusCode = 200;
  res.setHeader("Content-Type", contentType);
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  if ("bytes" in answer) {
    const body = gzip ? gzipSync(answer.bytes) : answer.bytes;
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  if (!gzip) res.setHeader("Content-Length", (await stat(answer.file)).size);
  if (req.method === "HEAD") return void res.end();
  const source = createReadStream(answer.file);
  // Fastest level: the replica serves tests on loopback, where CPU, not bandwidth, is the cost.
  await (gzip ? pipeline(source, createGzip({ level: zlibConstants.Z_BEST_SPEED }), res) : pipeline(source, res));
}

function end(res: ServerResponse, log: (status: number) => void, status: number, message: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain");
  res.end(message);
  log(status);
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
}
