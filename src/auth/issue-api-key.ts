import type { ApiKeyRecord, ApiKeyStore } from "../store/index.js";
import type { KeyTier } from "../tools/settings.js";
import { generateApiKey, hashApiKey } from "./api-key.js";

/** A new key: its record, and the key in clear, which exists only in this value. */
export interface IssuedApiKey {
  readonly record: ApiKeyRecord;
  /** Show it once to whoever asked for it; it cannot be recovered (only its hash is stored). */
  readonly key: string;
}

/** Generates a key of `tier`, stores its hash under `name`, and returns it. */
export async function issueApiKey(keys: ApiKeyStore, request: { readonly name: string; readonly tier: KeyTier }): Promise<IssuedApiKey> {
  const key = generateApiKey();
  const record = await keys.create({ name: request.name, tier: request.tier, keyHash: hashApiKey(key) });
  return { record, key };
}
