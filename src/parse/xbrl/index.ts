export { InlineXbrlReader } from "./inline-reader.js";
export { readXbrlInstance } from "./instance-reader.js";
export { buildFacts } from "./fact-builder.js";
export { NoXbrlError, MalformedDocumentError, type XbrlReadResult } from "./raw-fact.js";
export { addDecimal, subtractDecimal } from "./decimal.js";
