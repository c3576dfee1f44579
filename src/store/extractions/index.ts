export type {
  ExtractionResultRecord,
  ExtractionStore,
  TranscriptRecord,
} from "./extraction-store.js";
export { openExtractionStore } from "./sql-extraction-store.js";
