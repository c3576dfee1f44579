import { describe, expect, it } from "vitest";
import { readCredential } from "../../src/auth/index.js";

describe("readCredential (spec part 5)", () => {
  it("reads a bearer token, trimmed", () => {
    expect(readCredential("Bearer abc", undefined)).toEqual({ kind: "bearer", token: "abc" });
    expect(readCredential("  bearer   abc  ", undefined)).toEqual({ kind: "bearer", token: "abc" });
  });
  it("prefers the bearer token over the query key", () => {
    expect(readCredential("Bearer abc", "xyz")).toEqual({ kind: "bearer", token: "abc" });
  });
  it("treats an empty or whitespace bearer as public, ignoring the query key", () => {
    for (const header of ["Bearer", "Bearer ", "Bearer \t  "]) expect(readCredential(header, "xyz")).toEqual({ kind: "none" });
  });
  it("ignores other schemes and falls back to the query key", () => {
    expect(readCredential("Basic dXNlcjpwYXNz", "xyz")).toEqual({ kind: "query", token: "xyz" });
    expect(readCredential("Basic dXNlcjpwYXNz", undefined)).toEqual({ kind: "none" });
    expect(readCredential("Bearerabc", "xyz")).toEqual({ kind: "query", token: "xyz" });
  });
  it("reads the first of repeated values; empty query keys are nothing", () => {
    expect(readCredential(undefined, ["a", "b"])).toEqual({ kind: "query", token: "a" });
    expect(readCredential(["Bearer one", "Bearer two"], undefined)).toEqual({ kind: "bearer", token: "one" });
    expect(readCredential(undefined, "")).toEqual({ kind: "none" });
    expect(readCredential(undefined, "  ")).toEqual({ kind: "none" });
    expect(readCredential(undefined, undefined)).toEqual({ kind: "none" });
  });
});
