import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { FdsError } from "../../domain/shared/index.js";
import { asEdgarCaller } from "../../edgar/index.js";
import type { Caller } from "../../auth/index.js";
import { manifestEntry, type ResultCache, resultKey } from "../../tools/index.js";
import { checkPlaygroundScope } from "../../tools/shared/index.js";
import type { Tool, ToolDeps } from "../../tools/index.js";
import "../fastify-types.js";
import { type ExportFormat, FORMAT_MEDIA, sendTable, takeFormat } from "../exports/index.js";
import { toolRouteSpec } from "./route-schema.js";

export interface ToolRoutesOptions {
  readonly tools: readonly Tool[];
  readonly deps: ToolDeps;
}

/** MCP-only tools (no HTTP surface in the manifest) are served here, to the MCP edge alone. */
export const MCP_ONLY_PREFIX = "/_mcp";
export const MCP_ONLY_HEADER = "x-fds-mcp-secret";

/** Query spellings of booleans accepted like pydantic does (case-insensitive). */
const TRUE_WORDS = new Set(["true", "1", "yes", "y", "on", "t"]);
const FALSE_WORDS = new Set(["false", "0", "no", "n", "off", "f"]);

const JSON_MEDIA = "application/json; charset=utf-8";

/**
 * One route per implemented tool that has an HTTP surface in the manifest: the tool's input
 * schema validates the querystring (GET) or body (POST), the handler runs the tool with the
 * caller's tier, and the result is the response (200, or 201 for operations that create).
 */
export const toolRoutes: FastifyPluginAsync<ToolRoutesOptions> = async (app, { tools, deps }) => {
  const keys = new UrlKeys();
  for (const tool of tools) {
    const entry = manifestEntry(tool.name);
    const mcpOnly = entry.http === null;
    const http = entry.http ?? { method: "POST" as const, path: `${MCP_ONLY_PREFIX}/${tool.name}` };
    const spec = toolRouteSpec(tool, { ...entry, http });
    app.route({
      method: spec.method,
      url: spec.url,
      schema: mcpOnly ? { ...spec.schema, hide: true } : spec.schema,
      // An answer that depends only on input and store may be kept a while (longer for one accession).
      config: { tool: tool.name, errorStatuses: spec.errorStatuses, cachePolicy: tool.cacheable ? "store" : "live" },
      ...(mcpOnly
        ? {
            onRequest: async (request: FastifyRequest) => {
              if (request.headers[MCP_ONLY_HEADER] !== app.mcpOnlySecret)
                throw new FdsError("not_found", `no route ${request.method} ${request.url.split("?")[0]}`);
            },
          }
        : {}),
      // ajv coerces only "true"/"false" to booleans; `full_year_mode=1` or `=yes` must work too.
      // A callback hook, and none where no field is boolean: see plugins/callback-hooks.ts.
      ...(spec.booleanQueryFields.length > 0
        ? {
            preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
              const query = request.query as Record<string, unknown>;
              for (const field of spec.booleanQueryFields) {
                const value = query[field];
                if (typeof value !== "string") continue;
                const word = value.trim().toLowerCase();
                if (TRUE_WORDS.has(word)) query[field] = "true";
                else if (FALSE_WORDS.has(word)) query[field] = "false";
              }
              done();
            },
          }
        : {}),
      // Not an async function: a kept answer is sent without a promise (see plugins/callback-hooks.ts).
      handler: (request: FastifyRequest, reply: FastifyReply) => {
        const caller = request.caller;
        if (caller === null) throw new FdsError("internal_error", "tool route reached without a caller");
        const fields = (spec.method === "GET" ? request.query : request.body) as Record<string, unknown>;
        const given = { ...fields, ...(request.params as Record<string, unknown>) };
        // An exportable route's `format` is the edge's: the tool answers the same whatever it is.
        const { format, input } = spec.exports ? takeFormat(spec.exports, given) : { format: null, input: given };
        const cache = tool.cacheable ? deps.results : undefined;
        const tabular = format !== null && FORMAT_MEDIA[format].tabular;
        // The common case, an answer kept for this input with nothing to check before it is served.
        if (cache && !tabular && !(caller.tier === "playground" && tool.readsFilings)) {
          const key =
            spec.method === "GET"
              ? keys.of(request.url, caller.cacheOnly, tool.name, input)
              : resultKey(tool.name, caller.cacheOnly, input);
          const kept = cache.kept(key);
          if (kept !== undefined) {
            reply.code(spec.successStatus).type(JSON_MEDIA).send(kept);
            return;
          }
        }
        return answer(request, reply, caller, input, tabular ? format : null, cache);
      },
    });

    /** Runs the tool, or serves what the result cache keeps or computes (shared by identical calls). */
    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      caller: Caller,
      input: Record<string, unknown>,
      tabular: ExportFormat | null,
      cache: ResultCache | undefined,
    ): Promise<FastifyReply> {
      const context = { tier: caller.tier, cacheOnly: caller.cacheOnly, keyId: caller.keyId };
      if (caller.tier === "playground" && tool.readsFilings) await checkPlaygroundScope(deps, input);
      // EDGAR requests made for this call count against the caller's share of SEC's budget.
      const run = () => asEdgarCaller(caller.keyId ?? `ip:${request.ip}`, () => tool.run(deps, input as never, context));
      if (spec.exports && tabular !== null) {
        const body = cache ? await cache.answer(resultKey(tool.name, caller.cacheOnly, input), run) : JSON.stringify(await run());
        return sendTable(reply.code(spec.successStatus), spec.exports, tabular, body, input, `${spec.operation} ${JSON.stringify(input)}`);
      }
      if (!cache) return reply.code(spec.successStatus).send(await run());
      const body = await cache.answer(resultKey(tool.name, caller.cacheOnly, input), run);
      return reply.code(spec.successStatus).type(JSON_MEDIA).send(body);
    }
  }
};

/** URLs longer than this are not kept by UrlKeys; the bench's are under 100 characters. */
const MAX_KEPT_URL_LENGTH = 512;
/** URLs kept per caller kind; all are forgotten when full (they are made again on the next request). */
const MAX_KEPT_URLS = 2000;

/**
 * Result keys of GET URLs seen lately, by caller kind (may fetch, cache only). One URL always
 * validates to the same input (query parsing, coercion, defaults and the boolean words depend on
 * its text alone), so its key is made once, not on every request: sorting and quoting the input
 * was the largest part of a cached request's own work (bench/serve-cpu). A URL that may carry a
 * credential (`key=`, or any percent-encoding, which could spell it) is never kept.
 */
class UrlKeys {
  private readonly byKind = [new Map<string, string>(), new Map<string, string>()] as const;

  of(url: string, cacheOnly: boolean, tool: string, input: Readonly<Record<string, unknown>>): string {
    if (url.length > MAX_KEPT_URL_LENGTH || url.includes("key=") || url.includes("%")) return resultKey(tool, cacheOnly, input);
    const urls = this.byKind[cacheOnly ? 1 : 0];
    let key = urls.get(url);
    if (key === undefined) {
      if (urls.size >= MAX_KEPT_URLS) urls.clear();
      urls.set(url, (key = resultKey(tool, cacheOnly, input)));
    }
    return key;
  }
}
