export type { ApiKeyRecord, ApiKeyStore } from "./api-key-store.js";
export { openApiKeyStore } from "./sql-api-key-store.js";
export { CachingApiKeyStore } from "./caching-api-key-store.js";
