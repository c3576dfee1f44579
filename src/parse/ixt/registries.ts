/**
 * The transformation registries we support, oldest first: XBRL International's Transformation
 * Rules Registries 1 to 5 and the SEC's own registry (EDGAR Filer Manual 5.2.5.x, `ixt-sec`).
 */
export const IXT_REGISTRIES = ["tr1", "tr2", "tr3", "tr4", "tr5", "sec"] as const;
export type IxtRegistry = (typeof IXT_REGISTRIES)[number];

/** The namespace URI each registry's transformation names live in. */
export const IXT_REGISTRY_NAMESPACES: Readonly<Record<IxtRegistry, string>> = Object.freeze({
  tr1: "http://www.xbrl.org/inlineXBRL/transformation/2010-04-20",
  tr2: "http://www.xbrl.org/inlineXBRL/transformation/2011-07-31",
  tr3: "http://www.xbrl.org/inlineXBRL/transformation/2015-02-26",
  tr4: "http://www.xbrl.org/inlineXBRL/transformation/2020-02-12",
  tr5: "http://www.xbrl.org/inlineXBRL/transformation/2022-02-16",
  sec: "http://www.sec.gov/inlineXBRL/transformation/2015-08-31",
});

/** Namespaces of the transformation registries we support: namespace URI -> registry. */
export const IXT_NAMESPACES: Readonly<Record<string, IxtRegistry>> = Object.freeze(
  Object.fromEntries(IXT_REGISTRIES.map((r) => [IXT_REGISTRY_NAMESPACES[r], r])),
);
