/**
 * Credentials never reach a log line in clear. A query parameter is masked by the name the
 * server reads after decoding (`%6Bey=` and `ke%79=` authenticate as `key=`), in any case, every
 * time it occurs; a name that cannot be decoded is masked too, since nothing says it is harmless.
 */
const CREDENTIAL_PARAMETERS = new Set(["key", "api_key", "apikey", "token", "access_token", "secret", "password"]);

const MASK = "***";

/** `url` (path and query) with the value of every credential parameter replaced by `***`. */
export function maskedUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const rawName = equals < 0 ? part : part.slice(0, equals);
      return isCredential(rawName) ? `${rawName}=${MASK}` : part;
    });
  return `${url.slice(0, mark)}?${query.join("&")}`;
}

function isCredential(rawName: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, " "));
  } catch {
    return true;
  }
  return CREDENTIAL_PARAMETERS.has(name.trim().toLowerCase());
}
