import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/** How long a cached file may be served: forever (filing documents) or for `maxAgeMs`. */
export type CacheFreshness = { readonly kind: "immutable" } | { readonly kind: "ttl"; readonly maxAgeMs: number };

export const IMMUTABLE: CacheFreshness = { kind: "immutable" };

/**
 * Raw EDGAR responses on disk, one file per URL at `<dir>/<host>/<url path>`. The host is part
 * of the key so the replica (127.0.0.1_PORT) and SEC never share entries. Writes go to a
 * temporary file renamed into place, so a reader (or another process) never sees half a file.
 */
export class DiskCache {
  constructor(readonly dir: string) {}

  /** The cached bytes for `url` if present and fresh, else null. */
  async get(url: string, freshness: CacheFreshness): Promise<Buffer | null> {
    const file = this.pathFor(url);
    try {
      if (freshness.kind === "ttl") {
        const info = await stat(file);
        if (Date.now() - info.mtimeMs > freshness.maxAgeMs) return null;
      }
      return await readFile(file);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Stores `bytes` for `url` atomically (temp file in the same directory + rename). */
  async put(url: string, bytes: Buffer): Promise<void> {
    const file = this.pathFor(url);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  /**
   * The cache file of `url`. Segments come from EDGAR listings (file names), so each one is
   * checked: no `.`/`..`, separators or NUL can climb out of the cache directory.
   */
  pathFor(url: string): string {
    const parsed = new URL(url);
    const host = parsed.host.replace(/[^A-Za-z0-9.-]/g, "_");
    const segments = parsed.pathname
      .split("/")
      .filter((s) => s !== "")
      .map(decodeURIComponent);
    if (segments.length === 0) throw new Error(`cannot cache a URL without a path: ${url}`);
    for (const segment of segments) {
      if (segment === "." || segment === ".." || /[/\\\0]/.test(segment)) {
        throw new Error(`unsafe path segment ${JSON.stringify(segment)} in ${url}`);
      }
    }
    return path.join(this.dir, host, ...segments);
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");
}
