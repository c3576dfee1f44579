export { InlineXbrlReader } from "./inline-reader.js";
export { readXbrlInstance } from "./instance-reader.js";
export { buildFacts } from "./fact-builder.js";
export { NoXbrlError, MalformedDocumentError, type RawFact, type XbrlReadResult } from "./raw-fact.js";
export type { XbrlContext, XbrlUnit } from "./resources.js";
export { canonicalDecimal, scaleDecimal, roundDecimal, addDecimal, subtractDecimal } from "./decimal.js";
export { canonicalQName } from "./qname.js";
