import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance } from "fastify";
import { BodyValidationError, parseJsonBody } from "../api/index.js";
import type { Tool } from "../tools/index.js";
import { createMcpServer } from "./mcp-server.js";

/**
 * MCP over streamable HTTP at `/mcp` on the API's own server, stateless: every request gets
 * its own MCP server bound to the caller's key and address, so each tool call is authorized,
 * limited and answered exactly as the equivalent HTTP request.
 */
export function registerMcpEndpoint(app: FastifyInstance, tools: readonly Tool[]): void {
  void app.register(async (scope) => mcpRoute(scope, tools));
}

/** The JSON body of a request the JSON-RPC layer answers with a parse error, as the text that failed. */
class MalformedJsonRpc {
  constructor(readonly reason: string) {}
}

/** JSON-RPC's parse error (-32700), answered with HTTP 400 as the MCP streamable-HTTP transport does. */
const PARSE_ERROR = -32700;

function mcpRoute(app: FastifyInstance, tools: readonly Tool[]): void {
  // Malformed JSON on /mcp is a JSON-RPC parse error, not the API's 422: this scope reads JSON
  // bodies with the API's parser (depth bounded) but keeps a failure for the handler to answer.
  app.removeContentTypeParser(/^application\/([\w.+-]+\+)?json(\s*;.*)?$/i);
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json(\s*;.*)?$/i,
    { parseAs: "string" },
    async (_request: unknown, body: string | Buffer) => {
      try {
        return parseJsonBody(typeof body === "string" ? body : body.toString("utf8"));
      } catch (error) {
        if (error instanceof BodyValidationError) return new MalformedJsonRpc(String(error.detail.ctx?.error ?? error.detail.msg));
        throw error;
      }
    },
  );
  app.route({
    method: ["POST", "GET", "DELETE"],
    url: "/mcp",
    schema: { hide: true },
    handler: async (request, reply) => {
      if (request.body instanceof MalformedJsonRpc) {
        return reply
          .code(400)
          .send({ jsonrpc: "2.0", error: { code: PARSE_ERROR, message: `Parse error: ${request.body.reason}` }, id: null });
      }
      const header = request.headers["x-forwarded-for"];
      const queryKey = (request.query as Record<string, unknown> | undefined)?.key;
      const server = createMcpServer(app, tools, {
        ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        remoteAddress: request.socket.remoteAddress ?? "127.0.0.1",
        ...(typeof header === "string" ? { forwardedFor: header } : {}),
        ...(typeof queryKey === "string" ? { queryKey } : {}),
      });
      // Stateless: no session ids, plain JSON responses rather than an event stream.
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      reply.raw.on("close", () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
}
