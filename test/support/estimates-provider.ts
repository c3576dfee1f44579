import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** What the replica does to a recorded body before serving it (a changed provider payload). */
export type BodyChange = (ticker: string, body: unknown) => unknown;

export interface ProviderReplica {
  /** The base URL (FDS_ESTIMATES_PROVIDER_URL). */
  readonly url: string;
  /** Which recorded snapshot (`2021-04`, `2025-02`) is served. */
  snapshot: string;
  /** Applied to each served body; null: served as recorded. */
  change: BodyChange | null;
  /** Tickers answered with a body that is not JSON (a proxy's error page). */
  readonly html: Set<string>;
  /** True: the Date header is now (a live round), else the recorded response's date. */
  liveDates: boolean;
  /** Requests received, as `TICKER module`. */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * The provider played by a local server: the recorded responses of ../shared/estimates at the
 * provider's URL layout (`/v10/finance/quoteSummary/<TICKER>?modules=<module>`), each with its
 * recorded status, body and Date. A ticker the snapshot has no recording of answers 404 with a
 * body of the replica's own (not the provider's error shape), dated at the snapshot's last
 * recorded response (the round's time, so runs stay in the order they were made).
 */
export async function startProviderReplica(dir: string, snapshot: string): Promise<ProviderReplica> {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as {
    files: Array<{ snapshot: string; response_date: string }>;
  };
  const lastDate = (s: string) =>
    new Date(Math.max(...manifest.files.filter((f) => f.snapshot === s).map((f) => Date.parse(f.response_date)))).toUTCString();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://replica");
      const match = /^\/v10\/finance\/quoteSummary\/([^/]+)$/.exec(url.pathname);
      const module = url.searchParams.get("modules");
      if (!match || !module)
        return response.writeHead(400, { "content-type": "application/json" }).end('{"replica":"not a quoteSummary request"}');
      const ticker = decodeURIComponent(match[1]!).toUpperCase();
      replica.requests.push(`${ticker} ${module}`);
      if (replica.html.has(ticker))
        return response.writeHead(502, { "content-type": "text/html" }).end("<html><body>Bad gateway</body></html>");
      let recorded: { source: { status: number; response_date: string }; body: unknown };
      try {
        recorded = JSON.parse(await readFile(path.join(dir, replica.snapshot, `${ticker}.${module}.json`), "utf8"));
      } catch {
        response.sendDate = false;
        const date = replica.liveDates ? new Date().toUTCString() : lastDate(replica.snapshot);
        return response.writeHead(404, { "content-type": "application/json", date }).end('{"replica":"no recorded response"}');
      }
      const body = replica.change ? replica.change(ticker, structuredClone(recorded.body)) : recorded.body;
      response.sendDate = false;
      response
        .writeHead(recorded.source.status, {
          "content-type": "application/json",
          date: replica.liveDates ? new Date().toUTCString() : recorded.source.response_date,
        })
        .end(JSON.stringify(body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const replica: ProviderReplica = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    snapshot,
    change: null,
    html: new Set(),
    liveDates: false,
    requests: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return replica;
}
