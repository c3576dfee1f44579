import { describe, expect, it } from "vitest";
import { LocalRequestGate, sharedRequestGate } from "../../src/edgar/request-gate.js";

describe("LocalRequestGate", () => {
  it("spaces starts 1000/rate ms apart, first come first served", async () => {
    const gate = new LocalRequestGate({ requestsPerSecond: 50 });
    const started = performance.now();
    const order: number[] = [];
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 11 }, async (_, i) => {
        await gate.acquire();
        order.push(i);
        times.push(performance.now() - started);
      }),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // 11 starts at 20 ms spacing: the last one no earlier than 200 ms.
    expect(Math.max(...times)).toBeGreaterThanOrEqual(195);
  });

  it("holds every caller during a pause, including those already queued", async () => {
    const gate = new LocalRequestGate({ requestsPerSecond: 1000 });
    const started = Date.now();
    gate.pauseUntil(started + 150);
    await Promise.all([gate.acquire(), gate.acquire()]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
  });

  it("picks up a pause that begins while a caller waits for its slot", async () => {
    const gate = new LocalRequestGate({ requestsPerSecond: 10 });
    await gate.acquire(); // the next slot is 100 ms away
    const waiting = gate.acquire();
    const started = Date.now();
    gate.pauseUntil(started + 250);
    await waiting;
    expect(Date.now() - started).toBeGreaterThanOrEqual(245);
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
