import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyInstance } from "fastify";
import { MAX_JSON_DEPTH, valueDepth, MCP_ONLY_HEADER, MCP_ONLY_PREFIX } from "../api/index.js";
import { manifestEntry, TOOL_MANIFEST, toolAnnotations } from "../tools/index.js";
import type { Tool } from "../tools/index.js";
import { renderResult } from "./render-result.js";

/** How the MCP caller identifies itself to the HTTP layer: the same key and client address. */
export interface McpCaller {
  /** `Bearer <key>` or undefined (public tier). */
  readonly authorization?: string;
  readonly remoteAddress: string;
  readonly forwardedFor?: string;
  /** A `?key=` the caller sent instead of a bearer header (spec part 5). */
  readonly queryKey?: string;
}

/** The tools MCP lists: the implemented part of the manifest, in manifest order. */
function mcpTools(tools: readonly Tool[]): Tool[] {
  const byName = new Map(tools.map((t) => [t.name, t]));
  return TOOL_MANIFEST.flatMap((e) => {
    const tool = byName.get(e.name);
    return tool ? [tool] : [];
  });
}

/**
 * An MCP server over the same app that serves HTTP: a tool call is replayed in-process as the
 * HTTP request it corresponds to (`app.inject`), with the caller's key and address. Auth,
 * tiers, the rate-limit bucket, validation and errors are therefore HTTP's own, by
 * construction; this adapter adds no behaviour of its own.
 */
export function createMcpServer(app: FastifyInstance, tools: readonly Tool[], caller: McpCaller): Server {
  const listed = mcpTools(tools);
  const server = new Server({ name: "fds", version: "0.1.0" }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: listed.map((t) => ({
      name: t.name,
      title: t.name.replaceAll("_", " "),
      description: `${t.description} (tier: ${manifestEntry(t.name).tier})`,
      inputSchema: t.input as unknown as { type: "object"; properties?: Record<string, object> },
      outputSchema: t.output as unknown as { type: "object"; properties?: Record<string, object> },
      annotations: { title: t.name.replaceAll("_", " "), ...toolAnnotations(manifestEntry(t.name)) },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = listed.find((t) => t.name === request.params.name);
    if (!tool) return errorResult(404, { error: { code: "not_found", message: `no tool named ${request.params.name}` } });
    // MCP-only tools answer on hidden in-process routes that only this edge may call.
    const http = manifestEntry(tool.name).http ?? { method: "POST" as const, path: `${MCP_ONLY_PREFIX}/${tool.name}` };
    const args = request.params.arguments ?? {};
    // Over stdio the arguments never pass the HTTP body parser's depth limit: apply it here, before
    // anything walks them (turning a 5,000-deep array into a query string overflows the stack).
    if (valueDepth(args) > MAX_JSON_DEPTH) {
      return errorResult(422, {
        detail: [
          { loc: ["body"], msg: "JSON decode error", type: "json_invalid", ctx: { error: `nesting deeper than ${MAX_JSON_DEPTH} levels` } },
        ],
      });
    }
    // `format` (CSV, Parquet) is HTTP's: over MCP a tool answers in JSON, and takes only its own inputs.
    if ("format" in args && !("format" in (tool.input.properties ?? {}))) {
      return errorResult(422, {
        detail: [{ loc: ["query", "format"], msg: "Extra inputs are not permitted", type: "extra_forbidden", input: args.format }],
      });
    }
    const headers: Record<string, string> = { [MCP_ONLY_HEADER]: app.mcpOnlySecret };
    if (caller.authorization) headers.authorization = caller.authorization;
    if (caller.forwardedFor) headers["x-forwarded-for"] = caller.forwardedFor;
    // Path parameters (`/api/warm/{job_id}`) go into the path; the rest into the query or body.
    const inPath = new Set([...http.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
    const path = http.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(args[name] ?? "")));
    const fields = Object.fromEntries(Object.entries(args).filter(([k]) => !inPath.has(k)));
    const query = { ...(http.method === "GET" ? fields : {}), ...(caller.queryKey ? { key: caller.queryKey } : {}) };
    const response = await app.inject({
      method: http.method,
      url: `${path}${queryString(query)}`,
      headers,
      remoteAddress: caller.remoteAddress,
      ...(http.method === "POST" ? { payload: fields } : {}),
    });
    const body = response.json() as Record<string, unknown>;
    if (response.statusCode >= 400) return errorResult(response.statusCode, body);
    return { content: [{ type: "text", text: renderResult(tool.name, body) }], structuredContent: body };
  });
  return server;
}

/**
 * A tool error a model can read: the HTTP status and the same error body HTTP returns, as JSON
 * text. No structured content: it would have to match the tool's output schema, and SDK clients
 * that validate it (the official SDK does, even on errors) would replace the error with their own.
 */
function errorResult(status: number, body: Record<string, unknown>): CallToolResult {
  return { isError: true, content: [{ type: "text", text: JSON.stringify({ status, ...body }) }] };
}

/** Tool arguments as the query string of the equivalent GET: arrays repeat, nulls are left out. */
function queryString(args: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) {
    if (value === null || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

const INSTRUCTIONS =
  "Financial data from SEC EDGAR filings. Periods are the company's FISCAL year and quarter (quarter 4 = the annual 10-K). " +
  "Every number carries unit, decimals, period dates, concept and source_ref (accession, document, element id): cite them. " +
  "Start with list_metrics or search_metrics to see what a filing reports, get_metric for one value with its prior year, get_metric_series for a trend.";
