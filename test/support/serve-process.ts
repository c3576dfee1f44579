import type { ChildProcess } from "node:child_process";

/** The URL a starting `fds serve` prints on its "listening" line, and everything it wrote to stderr. */
export function watchServer(child: ChildProcess, timeoutMs = 30_000): { url: Promise<string>; stderr(): string } {
  let text = "";
  const url = new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "listening" line: ${text}`)), timeoutMs);
    child.stderr?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolveUrl(m[1] as string);
      }
    });
    child.once("exit", (code) => reject(new Error(`fds serve exited ${code}: ${text}`)));
  });
  return { url, stderr: () => text };
}
