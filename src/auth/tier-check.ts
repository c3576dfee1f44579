import { FdsError } from "../domain/shared/errors.js";
import { tierAllows, type ToolTier } from "../tools/tiers.js";
import type { Caller } from "./caller.js";

/** Article for a tier name in messages ("an internal key", "a paid key"). */
const KEY_PHRASE: Record<ToolTier, string> = {
  public: "no key",
  registered: "a registered key",
  paid: "a paid key",
  internal: "an internal key",
};

/**
 * Throws `forbidden_tier` (403) when the caller's tier may not use a tool of `needed` tier
 * (DESIGN.md order: public < registered < paid < internal; the playground reaches registered).
 * `details.required_tier` names the tier needed.
 */
export function requireTier(caller: Caller, tool: string, needed: ToolTier): void {
  if (tierAllows(caller.tier, needed)) return;
  throw new FdsError("forbidden_tier", `${tool} needs ${KEY_PHRASE[needed]} or higher; this request is in the ${caller.tier} tier`, {
    required_tier: needed,
    tier: caller.tier,
  });
}
