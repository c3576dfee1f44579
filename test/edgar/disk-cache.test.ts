import { readdirSync, utimesSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DiskCache, IMMUTABLE } from "../../src/edgar/disk-cache.js";
import { removeTempCacheDirs, tempCacheDir } from "../support/edgar-test-config.js";

afterAll(removeTempCacheDirs);

const URL_A = "https://www.sec.gov/Archives/edgar/data/320193/000032019325000057/aapl-20250329.htm";

describe("DiskCache", () => {
  it("stores by host and URL path and reads back", async () => {
    const cache = new DiskCache(tempCacheDir());
    expect(await cache.get(URL_A, IMMUTABLE)).toBeNull();
    await cache.put(URL_A, Buffer.from("doc"));
    expect((await cache.get(URL_A, IMMUTABLE))?.toString()).toBe("doc");
    expect(cache.pathFor(URL_A)).toBe(
      path.join(cache.dir, "www.sec.gov", "Archives", "edgar", "data", "320193", "000032019325000057", "aapl-20250329.htm"),
    );
    expect(cache.pathFor("http://127.0.0.1:4567/files/company_tickers.json")).toBe(
      path.join(cache.dir, "127.0.0.1_4567", "files", "company_tickers.json"),
    );
  });

  it("leaves no temporary files behind", async () => {
    const cache = new DiskCache(tempCacheDir());
    await cache.put(URL_A, Buffer.from("one"));
    await cache.put(URL_A, Buffer.from("two"));
    const folder = path.dirname(cache.pathFor(URL_A));
    expect(readdirSync(folder)).toEqual(["aapl-20250329.htm"]);
    expect((await cache.get(URL_A, IMMUTABLE))?.toString()).toBe("two");
  });

  it("expires TTL entries but keeps immutable ones", async () => {
    const cache = new DiskCache(tempCacheDir());
    const url = "https://data.sec.gov/submissions/CIK0000320193.json";
    await cache.put(url, Buffer.from("{}"));
    expect(await cache.get(url, { kind: "ttl", maxAgeMs: 60_000 })).not.toBeNull();
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(cache.pathFor(url), twoHoursAgo, twoHoursAgo);
    expect(await cache.get(url, { kind: "ttl", maxAgeMs: 3_600_000 })).toBeNull();
    expect(await cache.get(url, IMMUTABLE)).not.toBeNull();
  });

  it("refuses path segments that would leave the cache directory", () => {
    const cache = new DiskCache(tempCacheDir());
    // WHATWG URL parsing already resolves dot segments, so they cannot climb out.
    expect(cache.pathFor("https://www.sec.gov/Archives/%2e%2e/%2e%2e/x").startsWith(cache.dir + path.sep)).toBe(true);
    // A listing name like "../x" reaches the cache as one encoded segment: refused.
    expect(() => cache.pathFor("https://www.sec.gov/Archives/a%2Fb")).toThrow(/unsafe/);
  });
});
