export { fetchTrendRun, httpTrendProvider, httpTrendProviderAt, trendUrl, type ProviderClientOptions } from "./estimates-provider.js";
export { sendWebhook } from "./webhook-http-sender.js";
