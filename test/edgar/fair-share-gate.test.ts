import { describe, expect, it } from "vitest";
import { asEdgarCaller, FairShareGate } from "../../src/edgar/fair-share-gate.js";
import { LocalRequestGate } from "../../src/edgar/request-gate.js";

describe("a caller's share of SEC's budget", () => {
  it("lets another caller in while one caller asks for many requests at once", async () => {
    // Shared 100/s, each caller at most 40/s: a flood of 20 takes half a second of its own share.
    const gate = new FairShareGate(new LocalRequestGate({ requestsPerSecond: 100 }), 40);
    const order: string[] = [];
    const flood = Array.from({ length: 20 }, (_, i) => asEdgarCaller("key:greedy", async () => (await gate.acquire(), order.push(`greedy ${i}`))));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const polite = asEdgarCaller("key:polite", async () => (await gate.acquire(), order.push("polite")));
    await Promise.all([...flood, polite]);
    // Without shares the polite request would queue behind all twenty.
    expect(order.indexOf("polite")).toBeLessThan(5);
  });

  it("spaces one caller's requests at its share", async () => {
    const gate = new FairShareGate(new LocalRequestGate({ requestsPerSecond: 1000 }), 20);
    const started = Date.now();
    await asEdgarCaller("key:one", async () => {
      for (let i = 0; i < 4; i++) await gate.acquire();
    });
    // Four requests at 20/s: the fourth cannot start before 150 ms after the first.
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
