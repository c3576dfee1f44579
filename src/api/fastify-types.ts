import type { AccessGate, Caller } from "../auth/index.js";

/*
 * What the API adds to Fastify's types. Imported for its declarations only.
 */
declare module "fastify" {
  interface FastifyInstance {
    /** Access control (auth, tiers, buckets) shared with the MCP edge mounted on this app. */
    accessGate: AccessGate;
    /**
     * Per-process secret of the hidden routes of MCP-only tools (`POST /_mcp/<tool>`): only the
     * MCP edge, replaying a call in-process, knows it; to anyone else those routes do not exist.
     */
    mcpOnlySecret: string;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on tool routes; null elsewhere. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** The manifest tool a route serves; routes without one are not authenticated or limited. */
    tool?: string;
    /** The error statuses a tool route may answer; others are moved onto these (`statusOnRoute`). */
    errorStatuses?: ReadonlySet<number>;
    /** How long a caller may keep a tool route's answer (plugins/http-caching.ts); absent: revalidate every time. */
    cachePolicy?: "store" | "live";
  }
}
