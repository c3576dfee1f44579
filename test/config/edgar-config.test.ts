import path from "node:path";
import { describe, expect, it } from "vitest";
import { edgarConfigFromEnv } from "../../src/config/index.js";
import { EDGAR_DEFAULTS, SEC_DATA_URL, SEC_WWW_URL } from "../../src/edgar/edgar-config.js";

describe("edgarConfigFromEnv", () => {
  it("defaults to SEC's hosts, no agent and ./data/edgar-cache", () => {
    const config = edgarConfigFromEnv({});
    expect(config).toMatchObject({ ...EDGAR_DEFAULTS, userAgent: null, wwwUrl: SEC_WWW_URL, dataUrl: SEC_DATA_URL });
    expect(config.cacheDir).toBe(path.resolve("data", "edgar-cache"));
    expect(config.rateLimitPauseMs).toBe(600_000);
  });

  it("reads the agent, base URL overrides and data dir; explicit overrides win", () => {
    const config = edgarConfigFromEnv(
      {
        FDS_SEC_USER_AGENT: "  Acme Research admin@acme.example ",
        FDS_SEC_WWW_URL: "http://127.0.0.1:9000/",
        FDS_SEC_DATA_URL: "http://127.0.0.1:9000",
        FDS_DATA_DIR: "/var/lib/fds",
      },
      { timeoutMs: 1_000 },
    );
    expect(config).toMatchObject({
      userAgent: "Acme Research admin@acme.example",
      wwwUrl: "http://127.0.0.1:9000",
      dataUrl: "http://127.0.0.1:9000",
      cacheDir: "/var/lib/fds/edgar-cache",
      timeoutMs: 1_000,
    });
  });

  it("treats a blank agent as unset", () => {
    expect(edgarConfigFromEnv({ FDS_SEC_USER_AGENT: "   " }).userAgent).toBeNull();
  });
});
