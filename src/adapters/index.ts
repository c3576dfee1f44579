export { httpTrendProvider, httpTrendProviderAt } from "./estimates-provider.js";
export { sendWebhook } from "./webhook-http-sender.js";
export { systemResolver } from "./system-resolver.js";
