import { describe, expect, it } from "vitest";
import { metricsConfigFromEnv } from "../../src/config/index.js";

describe("metrics settings", () => {
  it("serves /metrics by default, openly; FDS_METRICS turns it off, FDS_METRICS_TOKEN gates it", () => {
    expect(metricsConfigFromEnv({})).toEqual({ enabled: true, token: null, workerPort: null, workerHost: "0.0.0.0" });
    expect(metricsConfigFromEnv({ FDS_METRICS: "off" }).enabled).toBe(false);
    expect(metricsConfigFromEnv({ FDS_METRICS_TOKEN: " t0k " }).token).toBe("t0k");
    expect(metricsConfigFromEnv({ FDS_METRICS_PORT: "9464" }).workerPort).toBe(9464);
    expect(() => metricsConfigFromEnv({ FDS_METRICS: "maybe" })).toThrow(/FDS_METRICS/);
    expect(() => metricsConfigFromEnv({ FDS_METRICS_PORT: "http" })).toThrow(/FDS_METRICS_PORT/);
  });
});
