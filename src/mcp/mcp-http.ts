import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance } from "fastify";
import type { Tool } from "../tools/tool.js";
import { createMcpServer } from "./mcp-server.js";

/**
 * MCP over streamable HTTP at `/mcp` on the API's own server, stateless: every request gets
 * its own MCP server bound to the caller's key and address, so each tool call is authorized,
 * limited and answered exactly as the equivalent HTTP request.
 */
export function registerMcpEndpoint(app: FastifyInstance, tools: readonly Tool[]): void {
  app.route({
    method: ["POST", "GET", "DELETE"],
    url: "/mcp",
    schema: { hide: true },
    handler: async (request, reply) => {
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
