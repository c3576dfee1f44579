import { createRequire } from "node:module";
import type { IPv4, IPv6 } from "ipaddr.js";

// Required, not imported: the configuration loads this module at every start, and an ESM import
// of this CommonJS file makes Node scan its source for export names first (about 20 ms, a third
// of a bare `node` start); require skips the scan.
const ipaddr = createRequire(import.meta.url)("ipaddr.js") as typeof import("ipaddr.js");

/** An operator-allowed range (`FDS_WEBHOOK_ALLOW_CIDRS`), e.g. `127.0.0.1/32` for a local receiver. */
export type AllowedRange = [IPv4 | IPv6, number];

/**
 * Parses a comma-separated CIDR list (`10.0.0.0/8, ::1/128`); a bare address is its own /32 or
 * /128. Throws on anything else: an operator typo must not silently allow nothing (or all).
 */
export function parseAllowedRanges(text: string): AllowedRange[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      try {
        if (part.includes("/")) return ipaddr.parseCIDR(part);
        const address = ipaddr.parse(part);
        return [address, address.kind() === "ipv4" ? 32 : 128] as AllowedRange;
      } catch {
        throw new Error(`invalid CIDR in the webhook allowlist: ${JSON.stringify(part)}`);
      }
    });
}

/**
 * Why a webhook may not connect to `address`, or null when it may. Only globally routable
 * unicast addresses are allowed: loopback, private (RFC 1918), link-local (169.254.0.0/16, the
 * cloud metadata address included), carrier-grade NAT, multicast, broadcast, unspecified,
 * reserved and documentation ranges, unique-local IPv6, IPv4-mapped IPv6 (`::ffff:10.0.0.1`)
 * and the IPv6 ranges that embed IPv4 (6to4, Teredo, NAT64) are refused, unless the operator's
 * allowlist admits the address itself (a mapped address is not admitted by an IPv4 range).
 * Classification is ipaddr.js's (IANA special-purpose registries).
 */
export function addressRefusal(address: string, allowed: readonly AllowedRange[]): string | null {
  let parsed: IPv4 | IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return "not an IP address";
  }
  if (allowed.some(([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits))) return null;
  const range = parsed.range();
  return range === "unicast" ? null : range;
}
