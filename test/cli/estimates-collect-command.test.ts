import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../src/bin/program.js";
import { openEstimateStore } from "../../src/store/index.js";
import { startProviderReplica, type ProviderReplica } from "../support/estimates-provider.js";
import { requireEstimates } from "../support/estimates.js";

const estimates = requireEstimates();

describe.skipIf(!estimates)("fds estimates collect against the provider played by a local server", () => {
  let replica: ProviderReplica;
  let dataDir: string;
  const saved = { ...process.env };
  const cli = async (...argv: string[]) => {
    let out = "";
    let err = "";
    const code = await runCli(argv, { out: (s) => void (out += s), err: (s) => void (err += s) });
    return { code, out, err };
  };

  beforeAll(async () => {
    replica = await startProviderReplica(estimates!, "2025-02");
    dataDir = await mkdtemp(path.join(tmpdir(), "fds-est-cli-"));
    // The command reads its store and provider from the environment, as in production.
    process.env.FDS_DATA_DIR = dataDir;
    delete process.env.FDS_DATABASE_URL;
    delete process.env.FDS_ESTIMATES_PROVIDER_URL;
    delete process.env.FDS_ESTIMATES_TICKERS;
  });
  afterAll(async () => {
    process.env = saved;
    await replica.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("records one run per ticker, prints each, exits 1 when one failed (QQQ's real 404)", async () => {
    const { code, out } = await cli("estimates", "collect", "AAPL", "qqq", "--provider-url", replica.url);
    expect(out).toMatch(/^ok {6}AAPL {2}\d+ observations added$/m);
    expect(out).toContain("failed  QQQ  HTTP 404: Not Found: No fundamentals data found for any of the summaryTypes=earningsTrend\n");
    expect(out).toContain("estimates: 1 ok, 1 failed");
    expect(code).toBe(1);
    const store = await openEstimateStore({ dataDir });
    try {
      expect((await store.runs(null)).map((r) => [r.ticker, r.outcome, r.httpStatus])).toEqual([
        ["AAPL", "ok", 200],
        ["QQQ", "failed", 404],
      ]);
    } finally {
      await store.close();
    }
    process.env.FDS_ESTIMATES_PROVIDER_URL = replica.url;
    process.env.FDS_ESTIMATES_TICKERS = "ABBV";
    expect(await cli("estimates", "collect")).toMatchObject({ code: 0, out: expect.stringContaining("estimates: 1 ok, 0 failed") });
  });

  it("without a provider, or with a malformed one, is a usage error (exit 2)", async () => {
    delete process.env.FDS_ESTIMATES_PROVIDER_URL;
    expect(await cli("estimates", "collect", "AAPL")).toMatchObject({
      code: 2,
      err: expect.stringContaining("no provider: set FDS_ESTIMATES_PROVIDER_URL or give --provider-url"),
    });
    expect(await cli("estimates", "collect", "AAPL", "--provider-url", "ftp://x")).toMatchObject({
      code: 2,
      err: expect.stringContaining("must be an http(s) URL"),
    });
  });
});
