import { describe, expect, it } from "vitest";
import { API_KEY_PREFIX, generateApiKey, hashApiKey, looksLikeApiKey } from "../../src/auth/index.js";

describe("API keys", () => {
  it("are fds_ + 32 base62 characters, all different", () => {
    const keys = Array.from({ length: 2_000 }, generateApiKey);
    for (const key of keys) {
      expect(key).toMatch(/^fds_[0-9A-Za-z]{32}$/);
      expect(looksLikeApiKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("use the whole alphabet about evenly (rejection sampling, no modulo bias)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) for (const c of generateApiKey().slice(API_KEY_PREFIX.length)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 64,000 draws: about 1,032 per character; a biased generator would skew the first 8 by 25%.
    for (const n of counts.values()) expect(Math.abs(n - 64_000 / 62)).toBeLessThan(160);
  });

  it("are stored as sha256 hex", () => {
    // sha256("abc") from FIPS 180-2's test vectors.
    expect(hashApiKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashApiKey("fds_x")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey("fds_x")).not.toBe(hashApiKey("fds_y"));
  });

  it("are told apart from other strings by shape", () => {
    for (const s of ["", "fds_", "fds_short", `fds_${"a".repeat(33)}`, `FDS_${"a".repeat(32)}`, `fds_${"a".repeat(31)}!`])
      expect(looksLikeApiKey(s), s).toBe(false);
  });
});
