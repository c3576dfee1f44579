import type { ApiKeyStore } from "../store/index.js";
import { KEY_TIERS, type KeyTier } from "../tools/settings.js";

/** Where the key commands write (stdout in the CLI; a buffer in tests). */
export type Write = (text: string) => void;

const stdout: Write = (text) => void process.stdout.write(text);

/**
 * `fds keys create --tier T --name N`: stores a new key's hash and prints a summary, then the
 * key alone on the last line (so `| tail -1` captures it). This is the only time it is shown.
 */
export async function createKeyCommand(keys: ApiKeyStore, options: { tier: string; name: string }, write: Write = stdout): Promise<void> {
  const tier = parseKeyTier(options.tier);
  const name = options.name.trim();
  if (name === "") throw new Error("--name must not be empty");
  // Only create issues a key: list and revoke do not load auth (its index brings the tool manifest).
  const { issueApiKey } = await import("../auth/index.js");
  const { record, key } = await issueApiKey(keys, { name, tier });
  write(`created ${record.id} "${record.name}" tier ${record.tier} at ${record.createdAt}\n`);
  write("the key is shown once, now; only its sha256 is stored:\n");
  write(`${key}\n`);
}

/** `fds keys list`: id, name, tier, created, revoked for every key; never a key. */
export async function listKeysCommand(keys: ApiKeyStore, write: Write = stdout): Promise<void> {
  const records = await keys.list();
  if (records.length === 0) {
    write("no keys\n");
    return;
  }
  const rows = [
    ["ID", "NAME", "TIER", "CREATED", "REVOKED"],
    ...records.map((r) => [r.id, r.name, r.tier, r.createdAt, r.revokedAt ?? "-"]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? "").length)));
  for (const row of rows)
    write(
      `${row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd()}\n`,
    );
}

/** `fds keys revoke <id>`: the key answers 401 from the next request on. Throws for an unknown id. */
export async function revokeKeyCommand(keys: ApiKeyStore, id: string, write: Write = stdout): Promise<void> {
  const record = await keys.revoke(id);
  if (record === null) throw new Error(`no key with id ${id} (see fds keys list)`);
  write(`revoked ${record.id} "${record.name}" at ${record.revokedAt}\n`);
}

function parseKeyTier(text: string): KeyTier {
  const tier = KEY_TIERS.find((t) => t === text.trim().toLowerCase());
  if (!tier) throw new Error(`--tier must be one of ${KEY_TIERS.join(", ")}, not "${text}"`);
  return tier;
}
