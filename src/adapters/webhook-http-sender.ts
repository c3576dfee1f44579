import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { PinnedTarget, SendResult, WebhookSender } from "../domain/webhooks/index.js";

/** Response bytes read (and dropped) at most: a receiver's body tells us nothing we keep. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * POSTs `body` to `url`, connecting only to the pinned address: the host name stays in the Host
 * header and in TLS (SNI and certificate check), but no lookup happens here. Redirects are not
 * followed (node's client never does; a 3xx is just a status). The whole exchange is bounded by
 * `timeoutMs`; no connection is reused.
 */
export const sendWebhook: WebhookSender = (
  url: URL,
  target: PinnedTarget,
  headers: Readonly<Record<string, string>>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> => {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        agent: false,
        lookup: pinned,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "fds-webhooks/0.1",
        },
      },
      (response) => {
        let read = 0;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) response.destroy();
        });
        const status = response.statusCode ?? null;
        response.on("end", () => finish({ status, error: null }));
        response.on("close", () => finish({ status, error: null }));
        response.on("error", () => finish({ status, error: null }));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ status: null, error: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
    request.on("error", (error) => finish({ status: null, error: error.message }));
    request.end(body);
  });
};
