import { FdsError } from "../shared/index.js";

/** Longest webhook URL accepted. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;

/**
 * Parses and checks a webhook URL before any address is looked at: https only (http too when
 * the operator allows it, `FDS_WEBHOOK_ALLOW_HTTP`), no credentials, no fragment. The WHATWG
 * parser normalizes the host, so numeric encodings of addresses (`2130706433`, `0x7f.1`,
 * `0177.0.0.1`) become the dotted address they stand for before it is classified.
 */
export function parseWebhookUrl(text: string, allowHttp: boolean): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refused(`not a valid URL: ${JSON.stringify(text.slice(0, 100))}`, "invalid_url");
  }
  if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:")) {
    throw refused(allowHttp ? "the webhook URL must use https or http" : "the webhook URL must use https", "scheme");
  }
  if (url.username !== "" || url.password !== "")
    throw refused("the webhook URL must not carry credentials (user:password@)", "credentials");
  if (url.hash !== "") throw refused("the webhook URL must not carry a fragment (#...)", "fragment");
  if (url.hostname === "") throw refused("the webhook URL has no host", "invalid_url");
  if (url.href.length > MAX_WEBHOOK_URL_LENGTH)
    throw refused(`the webhook URL is longer than ${MAX_WEBHOOK_URL_LENGTH} characters`, "invalid_url");
  return url;
}

/** A `webhook_url_refused` error (400) with a machine-readable reason. */
export function refused(message: string, reason: string, extra: Readonly<Record<string, unknown>> = {}): FdsError {
  return new FdsError("webhook_url_refused", message, { reason, ...extra });
}
