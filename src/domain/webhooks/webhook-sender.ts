import type { PinnedTarget } from "./target-resolver.js";

/** What a receiver answered: its status, or why there was no answer. */
export interface SendResult {
  readonly status: number | null;
  readonly error: string | null;
}

/**
 * POSTs a signed `body` to `url`, connecting only to the pinned, checked address, bounded by
 * `timeoutMs`; never follows a redirect. The HTTP client is an adapter the runtime injects.
 */
export type WebhookSender = (
  url: URL,
  target: PinnedTarget,
  headers: Readonly<Record<string, string>>,
  body: string,
  timeoutMs: number,
) => Promise<SendResult>;
