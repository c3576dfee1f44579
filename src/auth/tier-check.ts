import { FdsError } from "../model/index.js";
import { tierAllows, type ToolTier } from "../tools/index.js";
import type { Caller } from "./caller.js";

/** Article for a tier name in messages ("an internal key", "a paid key"). */
const KEY_PHRASE: Record<ToolTier, string> = {
  public: "no key",
  registered: "a registered key",
  paid: "a paid key",
  internal: "an internal key",
};

/**
 * Refuses a caller whose tier may not use a tool of `needed` tier (DESIGN.md order: public <
 * registered < paid < internal; the playground reaches registered): `unauthorized` (401) when
 * no key was sent at all (spec 7: "key missing"), `forbidden_tier` (403) for a valid key or the
 * playground token of too low a tier. `details.required_tier` names the tier needed.
 */
export function requireTier(caller: Caller, tool: string, needed: ToolTier): void {
  if (tierAllows(caller.tier, needed)) return;
  if (caller.tier === "public") {
    throw new FdsError(
      "unauthorized",
      `${tool} needs ${KEY_PHRASE[needed]} or higher: send it as Authorization: Bearer <key> (or ?key=<key>)`,
      {
        required_tier: needed,
        tier: caller.tier,
      },
    );
  }
  throw new FdsError("forbidden_tier", `${tool} needs ${KEY_PHRASE[needed]} or higher; this request is in the ${caller.tier} tier`, {
    required_tier: needed,
    tier: caller.tier,
  });
}
