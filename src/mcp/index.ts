export { createMcpServer, mcpTools, queryString, type McpCaller } from "./mcp-server.js";
export { registerMcpEndpoint } from "./mcp-http.js";
