export type { ApiKeyRecord, ApiKeyStore, NewApiKey } from "./api-key-store.js";
export { openApiKeyStore } from "./sql-api-key-store.js";
export { CachingApiKeyStore } from "./caching-api-key-store.js";
