import { setImmediate as tick } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { ReadTracker } from "../../src/store/filings/read-scopes.js";

describe("the read tracker", () => {
  it("keeps each computation's reads apart while others start and end around it", async () => {
    const reads = new ReadTracker();
    let releaseLong!: () => void;
    const longWaits = new Promise<void>((resolve) => {
      releaseLong = resolve;
    });
    const long = reads.track(async () => {
      reads.noteRead("ticker:AAPL");
      await longWaits;
      // The short computation has ended by now: this one's reads still land in its own set.
      reads.noteRead("ticker:NVDA");
      await tick();
      reads.noteRead("accession:one");
      return "long";
    });
    const short = await reads.track(async () => {
      await tick();
      reads.noteRead("ticker:KO");
      return "short";
    });
    releaseLong();
    const done = await long;
    expect(short).toEqual({ value: "short", scopes: new Set(["ticker:KO"]) });
    expect(done).toEqual({ value: "long", scopes: new Set(["ticker:AAPL", "ticker:NVDA", "accession:one"]) });
  });

  it("tracks again after every computation ended, and notes nothing outside one", async () => {
    const reads = new ReadTracker();
    await reads.track(async () => reads.noteRead("ticker:AAPL"));
    reads.noteRead("ticker:KO");
    const again = await reads.track(async () => {
      await tick();
      reads.noteRead("ticker:NVDA");
    });
    expect(again.scopes).toEqual(new Set(["ticker:NVDA"]));
  });

  it("adds a nested computation's reads to the one around it", async () => {
    const reads = new ReadTracker();
    const outer = await reads.track(async () => {
      const inner = await reads.track(async () => {
        await tick();
        reads.noteRead("ticker:KO");
      });
      await tick();
      reads.noteRead("ticker:AAPL");
      return inner.scopes;
    });
    expect(outer.value).toEqual(new Set(["ticker:KO"]));
    expect(outer.scopes).toEqual(new Set(["ticker:KO", "ticker:AAPL"]));
  });
});
