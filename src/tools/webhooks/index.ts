export { webhookOpenApi } from "./webhook-openapi.js";
export { deleteWebhookTool, listWebhookDeliveriesTool, listWebhooksTool, registerWebhookTool, testWebhookTool } from "./webhook-tools.js";
