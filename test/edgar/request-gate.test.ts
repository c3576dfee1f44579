import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalRequestGate, sharedRequestGate } from "../../src/edgar/request-gate.js";

// The gate reads Date.now() and sleeps with node:timers/promises: both run on the fake clock,
// so the tests assert the exact start times the gate chose, whatever the machine's load.
vi.mock("node:timers/promises", async (actual) => (await import("../support/fake-timers.js")).timersPromisesOnGlobalTimers(await actual()));

const T0 = 1_000_000;

/** Starts `count` acquires at once; resolves with each caller's start time (fake clock) in start order. */
async function starts(gate: LocalRequestGate, count: number): Promise<{ order: number[]; at: number[] }> {
  const order: number[] = [];
  const at: number[] = [];
  const all = Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await gate.acquire();
      order.push(i);
      at.push(Date.now() - T0);
    }),
  );
  await vi.runAllTimersAsync();
  await all;
  return { order, at };
}

describe("LocalRequestGate", () => {
  beforeEach(() => vi.useFakeTimers({ now: T0 }));
  afterEach(() => vi.useRealTimers());

  it("spaces starts 1000/rate ms apart, first come first served", async () => {
    const { order, at } = await starts(new LocalRequestGate({ requestsPerSecond: 50 }), 11);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(at).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160, 180, 200]);
  });

  it("never admits more than the rate in any sliding second: 30 requests at 10/s", async () => {
    const { at } = await starts(new LocalRequestGate({ requestsPerSecond: 10 }), 30);
    expect(at).toEqual(Array.from({ length: 30 }, (_, i) => i * 100));
    // The eleventh start after any start is a full second later.
    for (let i = 0; i + 10 < at.length; i++) expect(at[i + 10]! - at[i]!).toBeGreaterThanOrEqual(1000);
  });

  it("holds every caller during a pause, including those already queued", async () => {
    const gate = new LocalRequestGate({ requestsPerSecond: 1000 });
    gate.pauseUntil(T0 + 150);
    expect((await starts(gate, 2)).at).toEqual([150, 151]);
  });

  it("picks up a pause that begins while a caller waits for its slot", async () => {
    const gate = new LocalRequestGate({ requestsPerSecond: 10 });
    await gate.acquire(); // the next slot is 100 ms away
    let startedAt = -1;
    const waiting = gate.acquire().then(() => (startedAt = Date.now() - T0));
    gate.pauseUntil(T0 + 250);
    await vi.runAllTimersAsync();
    await waiting;
    expect(startedAt).toBe(250);
  });

  it("extends a pause but never shortens it", () => {
    const gate = new LocalRequestGate();
    gate.pauseUntil(5_000);
    gate.pauseUntil(1_000);
    expect(gate.pausedUntil).toBe(5_000);
    gate.pauseUntil(9_000);
    expect(gate.pausedUntil).toBe(9_000);
  });

  it("rejects a non-positive rate", () => {
    expect(() => new LocalRequestGate({ requestsPerSecond: 0 })).toThrow(RangeError);
  });

  it("shares one gate per process, at SEC's 10 requests/second", () => {
    const gate = sharedRequestGate();
    expect(sharedRequestGate()).toBe(gate);
    expect((gate as LocalRequestGate).intervalMs).toBe(100);
  });
});
