import type { Static, TObject, TSchema } from "typebox";
import type { DeepReadonly } from "../domain/shared/index.js";
import type { ToolDeps } from "./tool-deps.js";
import type { CallerTier } from "./tiers.js";

/** Who is calling, as the transport established it. */
export interface ToolContext {
  readonly tier: CallerTier;
  /** Never fetch from EDGAR: answer from the store or fail with `not_cached` (playground, cached_only). */
  readonly cacheOnly: boolean;
  /** The caller's API key id (who owns the jobs it submits); null or absent for public and playground callers. */
  readonly keyId?: string | null;
}

/**
 * A tool's implementation. Its tier and HTTP surface come from the manifest by name; its one
 * input schema validates HTTP query or body, describes the MCP tool and feeds OpenAPI.
 */
export interface Tool<I extends TObject = TObject, O extends TSchema = TSchema> {
  readonly name: string;
  /** Written for a model choosing among tools: what it returns, units, periods, when to use it. */
  readonly description: string;
  readonly input: I;
  readonly output: O;
  /**
   * True when the result depends only on the input and what the store holds (no clock, no
   * caller): it may then be served from the result cache until the store changes.
   */
  readonly cacheable?: boolean;
  /**
   * Reads the stored filings of the ticker(s) or accession in its input: the playground, which
   * serves only what is cached (spec 5.7), is refused one the store does not hold before it runs.
   */
  readonly readsFilings?: boolean;
  /**
   * Cross-field rules of a JSON body that the tool enforces (which fields together select what it
   * reads), each `{ anyOf: [...], description: the tool's own message }`. The HTTP body validates
   * them (a 422 with that message) and OpenAPI shows them; MCP's input schema leaves them out, as
   * tool-use clients take no combinators at the top of an input schema.
   */
  readonly bodyRules?: readonly BodyRule[];
  /** Representative input for documentation examples. */
  readonly example?: Static<I>;
  run(deps: ToolDeps, input: Static<I>, ctx: ToolContext): Promise<DeepReadonly<Static<O>>>;
}

/** One cross-field rule of a JSON body: the alternatives that satisfy it, and what the tool says when none does. */
interface BodyRule {
  readonly anyOf: readonly Record<string, unknown>[];
  readonly description: string;
}
/** Domain results are readonly all the way down; the output schema's type is not. */

export function defineTool<I extends TObject, O extends TSchema>(tool: Tool<I, O>): Tool<I, O> {
  return tool;
}
