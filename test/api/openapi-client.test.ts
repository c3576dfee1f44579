import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_TYPES, clientTypes } from "../../scripts/openapi-client.js";

describe("the web workspace's generated API types", () => {
  it("are what /openapi.json gives today (run `npm run openapi:client` after changing a route's schema)", async () => {
    const fresh = await clientTypes();
    expect(fresh).toContain('"/api/metric": {');
    expect(fresh).toMatch(/MetricResponse: \{[\s\S]*?current: components\["schemas"\]\["LocatedMetricValue"\]/);
    expect(readFileSync(CLIENT_TYPES, "utf8") === fresh, `${CLIENT_TYPES} is stale`).toBe(true);
  }, 60_000);
});
