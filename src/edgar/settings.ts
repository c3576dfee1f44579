// edgar's settings: the constants, parsers and types the configuration module reads, importable
// without loading the family (its index.ts loads all of it).
export { EDGAR_DEFAULTS, type EdgarConfig, SEC_DATA_URL, SEC_WWW_URL } from "./edgar-config.js";
