/**
 * What a request presented to identify itself, before any lookup (spec part 5):
 * - `bearer`: a non-empty `Authorization: Bearer <token>`; it wins over a query key;
 * - `query`: `?key=<token>` when no usable bearer token was sent;
 * - `none`: nothing usable, so the public tier.
 */
export type Credential =
  | { readonly kind: "bearer"; readonly token: string }
  | { readonly kind: "query"; readonly token: string }
  | { readonly kind: "none" };

/** `Bearer` (any case, RFC 7235 schemes are case-insensitive), then the token. */
const BEARER = /^\s*bearer(?:\s+(.*))?$/i;

/**
 * Reads the credential from the `Authorization` header and the `key` query parameter.
 *
 * - Both sent: the bearer token wins and the query key is ignored (5.2).
 * - `Bearer` with an empty or whitespace-only token: public tier, and the query key is ignored
 *   too, because the caller did choose the header (5.3).
 * - Another scheme (`Basic ...`): the header is ignored and the query key used if present (5.4).
 * - Nothing: public (5.5). An empty `?key=` counts as nothing.
 */
export function readCredential(authorization: string | string[] | undefined, queryKey: unknown): Credential {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  if (header !== undefined) {
    const bearer = BEARER.exec(header);
    if (bearer) {
      const token = (bearer[1] ?? "").trim();
      return token === "" ? { kind: "none" } : { kind: "bearer", token };
    }
  }
  // A repeated `key` parameter arrives as an array: the first one counts, like the header.
  const key = Array.isArray(queryKey) ? queryKey[0] : queryKey;
  if (typeof key === "string" && key.trim() !== "") return { kind: "query", token: key.trim() };
  return { kind: "none" };
}
