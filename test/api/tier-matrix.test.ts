import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ToolTier } from "../../src/tools/tiers.js";
import { bearer, callTier } from "./support/requests.js";
import { createTestApp, PLAYGROUND_TOKEN, type TestApp } from "./support/test-app.js";

type CallerName = "no key" | "playground" | "registered" | "paid" | "internal" | "bad key";

/**
 * Every caller against a tool of every tier, written out by hand from DESIGN.md's order
 * (public < registered < paid < internal; the playground reaches registered) rather than computed
 * with the code under test.
 */
const EXPECTED: Record<CallerName, Record<ToolTier, number>> = {
  // No key at all is "key missing" (spec 7: 401); a key of too low a tier is 403.
  "no key": { public: 200, registered: 401, paid: 401, internal: 401 },
  playground: { public: 200, registered: 200, paid: 403, internal: 403 },
  registered: { public: 200, registered: 200, paid: 403, internal: 403 },
  paid: { public: 200, registered: 200, paid: 200, internal: 403 },
  internal: { public: 200, registered: 200, paid: 200, internal: 200 },
  "bad key": { public: 401, registered: 401, paid: 401, internal: 401 },
};

describe("tier matrix", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const authorization = (caller: CallerName): string | undefined => {
    switch (caller) {
      case "no key":
        return undefined;
      case "playground":
        return bearer(PLAYGROUND_TOKEN);
      case "bad key":
        return bearer("fds_ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ");
      default:
        return bearer(t.key[caller]);
    }
  };

  for (const [caller, row] of Object.entries(EXPECTED) as [CallerName, Record<ToolTier, number>][]) {
    for (const [tier, status] of Object.entries(row) as [ToolTier, number][]) {
      it(`${caller} -> ${tier} tool: ${status}`, async () => {
        const auth = authorization(caller);
        const response = await callTier(t.app, tier, auth === undefined ? {} : { authorization: auth });
        expect(response.statusCode, response.body).toBe(status);
        if (status === 403) expect(response.json()).toMatchObject({ error: { code: "forbidden_tier", required_tier: tier } });
        if (status === 401) expect(response.json()).toMatchObject({ error: { code: "unauthorized" } });
      });
    }
  }
});
