export { createMcpServer } from "./mcp-server.js";
export { registerMcpEndpoint } from "./mcp-http.js";
