/**
 * Access tiers in ascending order of rights (spec part 5, DESIGN.md). The playground is its own
 * tier: a shared demo token that may call public and registered tools, cache-only.
 */
export const KEY_TIERS = ["registered", "paid", "internal"] as const;
export type KeyTier = (typeof KEY_TIERS)[number];

const TOOL_TIERS = ["public", "registered", "paid", "internal"] as const;
export type ToolTier = (typeof TOOL_TIERS)[number];

export const CALLER_TIERS = ["public", "playground", ...KEY_TIERS] as const;
export type CallerTier = (typeof CALLER_TIERS)[number];

const RANK: Record<ToolTier, number> = { public: 0, registered: 1, paid: 2, internal: 3 };

/** The highest tool tier each caller tier may use. */
const REACH: Record<CallerTier, ToolTier> = {
  public: "public",
  playground: "registered",
  registered: "registered",
  paid: "paid",
  internal: "internal",
};

export function tierAllows(caller: CallerTier, needed: ToolTier): boolean {
  return RANK[REACH[caller]] >= RANK[needed];
}

/** Whether a caller only ever reads what is already in the store (never fetches from EDGAR). */
export function isCacheOnly(caller: CallerTier): boolean {
  return caller === "playground";
}
