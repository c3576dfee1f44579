import { isIP } from "node:net";
import { addressRefusal, type AllowedRange } from "./address-policy.js";
import { refused } from "./webhook-url.js";

/** Every address a host name resolves to (injectable: tests play DNS, rebinding included). */
export type HostResolver = (hostname: string) => Promise<readonly string[]>;

/** A checked address to connect to, in place of the URL's host name. */
export interface PinnedTarget {
  readonly address: string;
  readonly family: 4 | 6;
}

/**
 * Resolves the URL's host and checks EVERY address it resolves to (one refused address refuses
 * the URL: a resolver may answer a public and a private address together), then pins the first:
 * the connection goes to that address and nowhere else, so DNS answering differently a moment
 * later (rebinding) changes nothing. Called at registration and again before every delivery.
 * Throws `webhook_url_refused`.
 */
export async function resolveTarget(
  url: URL,
  resolver: HostResolver,
  allowed: readonly AllowedRange[],
  timeoutMs = 5_000,
): Promise<PinnedTarget> {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  const addresses = isIP(host) !== 0 ? [host] : await resolveWithin(resolver, host, timeoutMs);
  if (addresses.length === 0) throw refused(`${host} resolves to no address`, "unresolvable", { host });
  for (const address of addresses) {
    const refusal = addressRefusal(address, allowed);
    if (refusal !== null) {
      throw refused(`${host} resolves to ${address} (${refusal}): webhooks may only target public addresses`, "address_refused", {
        host,
        address,
        range: refusal,
      });
    }
  }
  const address = addresses[0] as string;
  return { address, family: isIP(address) === 6 ? 6 : 4 };
}

async function resolveWithin(resolver: HostResolver, host: string, timeoutMs: number): Promise<readonly string[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      resolver(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
      }),
    ]);
  } catch (error) {
    throw refused(`${host} could not be resolved (${(error as Error).message})`, "unresolvable", { host });
  } finally {
    clearTimeout(timer);
  }
}
