import { createHash, randomBytes } from "node:crypto";

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "fds_";

/** Random characters after the prefix: 32 base62 characters are about 190 bits. */
const API_KEY_RANDOM_LENGTH = 32;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `fds_` followed by 32 base62 characters. */
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}}$`);

/** A new key: `fds_` + 32 uniformly random base62 characters from the OS CSPRNG. */
export function generateApiKey(): string {
  let out = API_KEY_PREFIX;
  while (out.length < API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH) {
    for (const byte of randomBytes(48)) {
      // Rejection sampling: 248 = 4 * 62, so bytes below it map uniformly onto the alphabet.
      if (byte >= 248) continue;
      out += BASE62[byte % 62];
      if (out.length === API_KEY_PREFIX.length + API_KEY_RANDOM_LENGTH) break;
    }
  }
  return out;
}

/** sha256 hex of the key: what the store keeps and looks keys up by. */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Whether a string has the shape of a key we issue (cheap check before any lookup). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}
