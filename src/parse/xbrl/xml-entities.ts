/**
 * XML character references (XML 1.0 §4.1, §4.6): the five predefined entities and numeric
 * references, each ending in `;`. Anything else starting with `&` is kept as written, and a
 * reference to no character (NUL, a surrogate, beyond U+10FFFF) becomes U+FFFD, as
 * htmlparser2's XML mode reads them: both readers of inline XBRL must see the same text.
 */
const REFERENCE = /&(?:#([0-9]+)|#[xX]([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g;

const PREDEFINED: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeXmlEntities(text: string): string {
  if (text.indexOf("&") < 0) return text;
  return text.replace(REFERENCE, (_, decimal?: string, hex?: string, name?: string) => {
    if (name) return PREDEFINED[name] as string;
    const cp = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex as string, 16);
    return String.fromCodePoint(cp === 0 || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff ? 0xfffd : cp);
  });
}
