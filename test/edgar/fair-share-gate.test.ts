import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asEdgarCaller, FairShareGate } from "../../src/edgar/fair-share-gate.js";
import { LocalRequestGate } from "../../src/edgar/request-gate.js";

// The gates read Date.now() and sleep with node:timers/promises: both run on the fake clock, so
// the tests assert the start times the gates chose, whatever the machine's load.
vi.mock("node:timers/promises", async (actual) => (await import("../support/fake-timers.js")).timersPromisesOnGlobalTimers(await actual()));

const T0 = 1_000_000;

describe("a caller's share of SEC's budget", () => {
  beforeEach(() => vi.useFakeTimers({ now: T0 }));
  afterEach(() => vi.useRealTimers());

  it("lets another caller in while one caller asks for many requests at once", async () => {
    // Shared 100/s, each caller at most 40/s: a flood of 20 takes half a second of its own share.
    const gate = new FairShareGate(new LocalRequestGate({ requestsPerSecond: 100 }), 40);
    const order: string[] = [];
    const startedAt = new Map<string, number>();
    const start = (name: string) => (order.push(name), startedAt.set(name, Date.now() - T0));
    const flood = Array.from({ length: 20 }, (_, i) =>
      asEdgarCaller("key:greedy", async () => (await gate.acquire(), start(`greedy ${i}`))),
    );
    const polite = asEdgarCaller("key:polite", async () => (await gate.acquire(), start("polite")));
    await vi.runAllTimersAsync();
    await Promise.all([...flood, polite]);
    // Without shares the polite request would queue behind all twenty (at 200 ms); with them it
    // takes the shared gate's next slot, while the flood goes on at its own 25 ms spacing.
    expect(order.indexOf("polite")).toBe(1);
    expect(startedAt.get("polite")).toBe(10);
    expect(startedAt.get("greedy 19")).toBe(19 * 25);
  });

  it("spaces one caller's requests at its share", async () => {
    const gate = new FairShareGate(new LocalRequestGate({ requestsPerSecond: 1000 }), 20);
    const at: number[] = [];
    const one = asEdgarCaller("key:one", async () => {
      for (let i = 0; i < 4; i++) {
        await gate.acquire();
        at.push(Date.now() - T0);
      }
    });
    await vi.runAllTimersAsync();
    await one;
    // Four requests at 20/s: 50 ms apart, though the shared gate would admit them 1 ms apart.
    expect(at).toEqual([0, 50, 100, 150]);
  });
  it("keeps spacing a caller's requests after another caller's call ended", async () => {
    const gate = new FairShareGate(new LocalRequestGate({ requestsPerSecond: 1000 }), 20);
    const at: number[] = [];
    const long = asEdgarCaller("key:long", async () => {
      for (let i = 0; i < 3; i++) {
        await gate.acquire();
        at.push(Date.now() - T0);
      }
    });
    const short = asEdgarCaller("key:short", async () => gate.acquire());
    await vi.runAllTimersAsync();
    await Promise.all([long, short]);
    // The short call ended after its one request; the long one's later requests still count against its own share.
    expect(at).toEqual([0, 50, 100]);
  });
});
