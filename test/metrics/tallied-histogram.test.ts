import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { TalliedHistogram } from "../../src/metrics/tallied-histogram.js";

const BUCKETS = [0.005, 0.05, 0.5, 1];

describe("TalliedHistogram", () => {
  it("exposes what prom-client's own histogram exposes for the same observations", async () => {
    const own = new Registry();
    const tallied = new Registry();
    const reference = new Histogram({
      name: "t_duration_seconds",
      help: "a duration",
      labelNames: ["route", "status"] as const,
      buckets: BUCKETS,
      registers: [own],
    });
    const histogram = new TalliedHistogram<"route" | "status">("t_duration_seconds", "a duration", BUCKETS, tallied);
    const series = [
      { route: "/a", status: "200" },
      { route: "/b", status: "404" },
    ];
    const bound = series.map((labels) => histogram.series(labels));
    // Values on bounds, between them, above the last and zero.
    const values = [0, 0.005, 0.004, 0.2, 0.5, 0.75, 1, 3, 12.5];
    values.forEach((value, i) => {
      const at = i % 2;
      reference.observe(series[at]!, value);
      bound[at]!.observe(value);
    });
    expect(await tallied.metrics()).toBe(await own.metrics());
    // Bound again, by labels in another order, the series is the same one.
    histogram.series({ status: "200", route: "/a" }).observe(0.2);
    reference.observe(series[0]!, 0.2);
    expect(await tallied.metrics()).toBe(await own.metrics());
    expect(await tallied.metrics()).toContain('t_duration_seconds_bucket{le="+Inf",route="/a",status="200"} 6');

    // prom-client drops its series on reset; these stay bound to their observers, at zero.
    histogram.reset();
    reference.reset();
    reference.zero(series[0]!);
    reference.zero(series[1]!);
    expect(await tallied.metrics()).toBe(await own.metrics());
  });
});
